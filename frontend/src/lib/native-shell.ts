/** Whether the app runs inside the native shell (Capacitor, frontend/android and frontend/ios).
 * The shell's bridge defines `globalThis.Capacitor` before any page script runs; in a browser it
 * is absent. Everything that needs @capacitor/* is imported dynamically behind this check, so the
 * web's start-up bundle carries none of it. */
export interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
  getPlatform?: () => string;
}

type WithCapacitor = { Capacitor?: CapacitorGlobal };

export function isNativeShell(g: WithCapacitor = globalThis as WithCapacitor): boolean {
  return g.Capacitor?.isNativePlatform?.() === true;
}

/** 'ios' or 'android' inside the shell, null on the web. */
export function nativePlatformName(g: WithCapacitor = globalThis as WithCapacitor): string | null {
  if (!isNativeShell(g)) return null;
  return g.Capacitor?.getPlatform?.() ?? null;
}

/** The app's id, also the URL scheme of its deep links (capacitor.config.ts). */
export const NATIVE_APP_ID = 'br.com.pedbook.app';
/** Where the auth service sends a native sign-in back to (spec part 1 §4); the deployment lists
 * it in GOTRUE_URI_ALLOW_LIST. */
export const NATIVE_AUTH_CALLBACK = `${NATIVE_APP_ID}://auth/callback`;

/** The redirect target of auth e-mails and OAuth: the web page on the web, the deep link in the
 * shell (whose own origin, capacitor://localhost or https://localhost, no browser can open). */
export function authRedirectUrl(webPath: string, g: WithCapacitor = globalThis as WithCapacitor): string {
  return isNativeShell(g) ? NATIVE_AUTH_CALLBACK : `${window.location.origin}${webPath}`;
}

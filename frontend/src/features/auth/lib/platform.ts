/** Which sign-in providers the platform offers: Google everywhere except embedded web views;
 * Apple only in the iOS native shell. */
interface CapacitorLike {
  getPlatform?: () => string;
  isNativePlatform?: () => boolean;
}

export function nativePlatform(win: Window & { Capacitor?: CapacitorLike } = window): string | null {
  const cap = win.Capacitor;
  if (!cap?.isNativePlatform?.()) return null;
  return cap.getPlatform?.() ?? null;
}

export function isEmbeddedWebView(userAgent: string): boolean {
  return /(FBAN|FBAV|Instagram|Line\/|; wv\)|WebView)/i.test(userAgent);
}

export function offersGoogle(userAgent: string, platform: string | null): boolean {
  return platform !== null || !isEmbeddedWebView(userAgent);
}

export function offersApple(platform: string | null): boolean {
  return platform === 'ios';
}

/** The spec's native-shell rules (part 1 §4), as plain functions with injected timers and
 * storage: the session is re-checked 1 s after the app returns to the foreground, and after a
 * user's first sign-in in the shell the page reloads once, 400 ms later (per-user flag). */

export const FOREGROUND_RECHECK_DELAY_MS = 1_000;
export const FIRST_SIGN_IN_RELOAD_DELAY_MS = 400;
export const FIRST_SIGN_IN_FLAG_PREFIX = 'native_first_sign_in:';

export interface Timers {
  setTimeout(fn: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

const windowTimers: Timers = {
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (id) => window.clearTimeout(id),
};

/** Feed it the App plugin's appStateChange: 1 s after the app becomes active, `check` runs once;
 * going to the background (or coming back again) within that second starts over. */
export function createForegroundRecheck(check: () => unknown, timers: Timers = windowTimers, delayMs = FOREGROUND_RECHECK_DELAY_MS) {
  let pending: number | null = null;
  const cancel = () => {
    if (pending !== null) timers.clearTimeout(pending);
    pending = null;
  };
  return {
    onAppStateChange(isActive: boolean) {
      cancel();
      if (!isActive) return;
      pending = timers.setTimeout(() => {
        pending = null;
        void check();
      }, delayMs);
    },
    dispose: cancel,
  };
}

export interface FlagStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

/** After `userId`'s first sign-in in the shell: reload once, 400 ms later. Returns whether a
 * reload was scheduled. The flag is written before the reload and read back, so a storage that
 * cannot keep it never leads to a reload loop. */
export function reloadOnceAfterFirstSignIn(userId: string, store: FlagStore, reload: () => void, timers: Pick<Timers, 'setTimeout'> = windowTimers): boolean {
  const key = FIRST_SIGN_IN_FLAG_PREFIX + userId;
  if (store.get(key) !== null) return false;
  store.set(key, new Date().toISOString());
  if (store.get(key) === null) return false;
  timers.setTimeout(reload, FIRST_SIGN_IN_RELOAD_DELAY_MS);
  return true;
}

/** Work that must not compete with the start (the service worker's install downloads and caches
 * the whole shell, ~2.3 MB, 170-odd files) waits until the start-up is over: the load event, then
 * a delay past the last background query phase (P2 at 2 s, lib/query-phases.ts), then an idle
 * moment of the main thread. */

import { PHASE_DELAYS_MS } from '@/lib/query-phases';

/** After the load event: past the last phase, with room for its requests to answer. */
export const AFTER_START_UP_MS = PHASE_DELAYS_MS.P2 + 500;

export interface StartUpEnv {
  loaded: () => boolean;
  onLoad: (cb: () => void) => void;
  setTimeout: (cb: () => void, ms: number) => void;
  /** requestIdleCallback where the browser has it. */
  idle?: (cb: () => void, timeoutMs: number) => void;
}

const browserEnv = (): StartUpEnv => ({
  loaded: () => document.readyState === 'complete',
  onLoad: (cb) => window.addEventListener('load', () => cb(), { once: true }),
  setTimeout: (cb, ms) => {
    window.setTimeout(cb, ms);
  },
  idle: typeof window.requestIdleCallback === 'function'
    ? (cb, timeoutMs) => {
      window.requestIdleCallback(() => cb(), { timeout: timeoutMs });
    }
    : undefined,
});

/** Calls fn once, when the start-up is over (see the module comment). */
export function afterStartUp(fn: () => void, env: StartUpEnv = browserEnv()): void {
  const later = () => env.setTimeout(() => (env.idle ? env.idle(fn, 2_000) : fn()), AFTER_START_UP_MS);
  if (env.loaded()) later();
  else env.onLoad(later);
}

/** Visibility guard (spec part 1 §4): for 5 s after the tab becomes visible again, auth, admin
 * and breastfeeding requests are not sent; they are answered at once with an empty successful
 * result (or the cached session / last known answer the caller supplies). Once the window has
 * passed, every request goes to the backend again and its result and errors pass through
 * untouched. The first load of the page does not open the window: only a hidden → visible
 * change does. Plain module: the clock and the document are injectable for tests. */

export const VISIBILITY_GUARD_MS = 5_000;

/** The request families the spec puts behind the guard. 'breastfeeding' is for the reads of
 * the breastfeeding-medications page (pedbook_breastfeeding_*), which arrive with that page. */
export type GuardedArea = 'auth' | 'admin' | 'breastfeeding';

export interface VisibilityGuard {
  /** Opens (or restarts) the window: the tab has just become visible. */
  open(): void;
  /** Closes the window at once (sign-out, tests). */
  close(): void;
  isActive(): boolean;
  /** Milliseconds left in the window (0 when inactive). */
  remainingMs(): number;
  /** While the window is open: `fallback()` without calling `request`. Otherwise: `request()`,
   * whose value and rejection are returned as they are. */
  run<T>(area: GuardedArea, request: () => Promise<T>, fallback: () => T): Promise<T>;
}

export interface VisibilityGuardOptions {
  windowMs?: number;
  now?: () => number;
}

export function createVisibilityGuard({ windowMs = VISIBILITY_GUARD_MS, now = () => Date.now() }: VisibilityGuardOptions = {}): VisibilityGuard {
  let until: number | null = null;
  const remainingMs = () => (until === null ? 0 : Math.max(0, until - now()));
  const isActive = () => remainingMs() > 0;
  return {
    open: () => {
      until = now() + windowMs;
    },
    close: () => {
      until = null;
    },
    isActive,
    remainingMs,
    run: (_area, request, fallback) => {
      if (isActive()) return Promise.resolve(fallback());
      return request();
    },
  };
}

/** Opens the guard each time `doc` goes from hidden to visible. Install it before anything
 * else listens to `visibilitychange`, so those listeners already see the window open.
 * Returns the uninstaller. */
export function watchVisibility(guard: VisibilityGuard, doc: Document = document): () => void {
  let wasHidden = doc.visibilityState === 'hidden';
  const onChange = () => {
    const hidden = doc.visibilityState === 'hidden';
    if (wasHidden && !hidden) guard.open();
    wasHidden = hidden;
  };
  doc.addEventListener('visibilitychange', onChange);
  return () => doc.removeEventListener('visibilitychange', onChange);
}

/** The app's guard (installed by main.tsx). */
export const visibilityGuard: VisibilityGuard = createVisibilityGuard();

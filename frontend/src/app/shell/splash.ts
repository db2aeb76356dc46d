/** The full-screen splash (static in index.html so it paints at once) stays 1 s from the start
 * of navigation, then fades out in 300 ms and is removed (spec part 1 §2 Shell). */
export const SPLASH_MS = 1_000;
export const SPLASH_FADE_MS = 300;

export function splashRemainingMs(elapsedMs: number): number {
  return Math.max(0, SPLASH_MS - elapsedMs);
}

export function dismissSplash(doc: Document = document, elapsedMs: number = performance.now()): void {
  const el = doc.getElementById('splash');
  if (!el) return;
  window.setTimeout(() => {
    el.style.opacity = '0';
    el.style.pointerEvents = 'none';
    window.setTimeout(() => el.remove(), SPLASH_FADE_MS);
  }, splashRemainingMs(elapsedMs));
}

/** Resolves once the browser has painted content (the Paint Timing entry
 * 'first-contentful-paint'), or after timeoutMs where that entry is not reported. main.tsx
 * waits for it before React replaces the page pre-rendered into index.html, so that page is
 * what the visitor sees first rather than a frame React happens to win. */
export function afterFirstPaint(timeoutMs = 200, perf: Performance = performance): Promise<void> {
  return new Promise((resolve) => {
    if (perf.getEntriesByName('first-contentful-paint').length > 0) {
      resolve();
      return;
    }
    let observer: PerformanceObserver | undefined;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      observer?.disconnect();
      resolve();
    };
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) finish();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      // No Paint Timing here: the timeout decides.
    }
    setTimeout(finish, timeoutMs);
  });
}

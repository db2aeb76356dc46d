// The page's renderer main thread in a Chromium trace, and the time of its top-level tasks: what
// Lighthouse's "mainthread-work-breakdown" adds up; and the median the measurement scripts print.
// Shared by growth-mainthread.mjs, lighthouse-mainthread.mjs, lighthouse.mjs and profile-mainthread.mjs.

/** The middle value of xs (the upper one of the two middle values when their count is even). */
export function median(xs) {
  return [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
}

/** The thread_name event of the renderer main thread that parsed the page's HTML (not an iframe's,
 * not a service worker's); undefined when the trace has none. */
export function pageMainThread(events) {
  return events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'ParseHTML'));
}

/** Wall-clock and thread-CPU time, in ms, of the page main thread's top-level tasks (a task nested in
 * another counts once, with the outer one); null without such a thread. */
export function topLevelTaskTime(events, main = pageMainThread(events)) {
  if (!main) return null;
  const tasks = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'))
    .sort((a, b) => a.ts - b.ts);
  let end = 0;
  let wall = 0;
  let cpu = 0;
  for (const t of tasks) {
    if (t.ts < end) continue;
    end = t.ts + (t.dur ?? 0);
    wall += t.dur ?? 0;
    cpu += t.tdur ?? 0;
  }
  return { wallMs: wall / 1000, cpuMs: cpu / 1000 };
}

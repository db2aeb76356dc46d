// Lighthouse (mobile preset) main-thread work, bootup time and TBT of each URL given — e.g. '/' and
// '/puericultura/curva-de-crescimento' side by side (the growth route opens with an empty form: its chart
// needs a child, which scripts/growth-mainthread.mjs puts in the session). Usage: node scripts/lighthouse-mainthread.mjs <url>…
// Also prints the page's main-thread CPU time (the trace's thread time of its top-level tasks, × the
// preset's 4× slowdown): Lighthouse's figure is wall time, and moves with whatever else the machine
// runs (±25 % here); the CPU time moves less, so A/B comparisons read both.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
// Thread time of the page's top-level main-thread tasks (the renderer main thread that parsed the
// page's HTML), × 4 as Lighthouse's mobile preset scales durations.
function mainThreadCpu(events) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'ParseHTML'));
  if (!main) return Number.NaN;
  let end = 0;
  let cpu = 0;
  const tasks = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'RunTask').sort((x, y) => x.ts - y.ts);
  for (const t of tasks) {
    if (t.ts < end) continue; // nested
    end = t.ts + (t.dur ?? 0);
    cpu += t.tdur ?? 0;
  }
  return (cpu / 1000) * 4;
}

for (const url of process.argv.slice(2)) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  try {
    const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyAudits: ['mainthread-work-breakdown', 'bootup-time', 'total-blocking-time'] });
    const a = r.lhr.audits;
    console.log(url, 'mainthread', Math.round(a['mainthread-work-breakdown'].numericValue), 'ms; cpu', Math.round(mainThreadCpu(r.artifacts.Trace.traceEvents)), 'ms; bootup', Math.round(a['bootup-time'].numericValue), 'ms; TBT', Math.round(a['total-blocking-time'].numericValue), 'ms; benchmarkIndex', r.lhr.environment.benchmarkIndex);
  } finally { await chrome.kill(); }
}

// Lighthouse (mobile preset) main-thread work, bootup time and TBT of each URL given — e.g. '/' and
// '/puericultura/curva-de-crescimento' side by side (the growth route opens with an empty form: its chart
// needs a child, which scripts/growth-mainthread.mjs puts in the session). Usage: node scripts/lighthouse-mainthread.mjs <url>…
// Also prints the page's main-thread CPU time (the trace's thread time of its top-level tasks, × the
// preset's 4× slowdown): Lighthouse's figure is wall time, and moves with whatever else the machine
// runs (±25 % here); the CPU time moves less, so A/B comparisons read both.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { topLevelTaskTime } from './main-thread-tasks.mjs';
// Thread time of the page's top-level main-thread tasks, × 4 as Lighthouse's mobile preset scales durations.
function mainThreadCpu(events) {
  const time = topLevelTaskTime(events);
  return time ? time.cpuMs * 4 : Number.NaN;
}

for (const url of process.argv.slice(2)) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  try {
    const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyAudits: ['mainthread-work-breakdown', 'bootup-time', 'total-blocking-time'] });
    const a = r.lhr.audits;
    console.log(url, 'mainthread', Math.round(a['mainthread-work-breakdown'].numericValue), 'ms; cpu', Math.round(mainThreadCpu(r.artifacts.Trace.traceEvents)), 'ms; bootup', Math.round(a['bootup-time'].numericValue), 'ms; TBT', Math.round(a['total-blocking-time'].numericValue), 'ms; benchmarkIndex', r.lhr.environment.benchmarkIndex);
  } finally { await chrome.kill(); }
}

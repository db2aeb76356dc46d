// Lighthouse (mobile preset) main-thread work, bootup time and TBT of each URL given — e.g. '/' and
// '/puericultura/curva-de-crescimento' side by side (the growth route opens with an empty form: its chart
// needs a child, which scripts/growth-mainthread.mjs puts in the session).
//   node scripts/lighthouse-mainthread.mjs <url>…            one run of each URL
//   ROUNDS=12 node scripts/lighthouse-mainthread.mjs <a> <b>  12 rounds, the URLs in turn (order reversed
//                                                            every other round), then each URL's median
//                                                            and its median ratio to <a> round by round
// Also prints the page's main-thread CPU time (the trace's thread time of its top-level tasks, × the
// preset's 4× slowdown): Lighthouse's figure is wall time, and moves with whatever else the machine
// runs (±25 % run to run here, ±15 % between half-hours); the CPU time moves less. Compare builds only
// within one alternated run (each build served by its own pedbook on one database).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median, topLevelTaskTime } from './main-thread-tasks.mjs';

// Thread time of the page's top-level main-thread tasks, × 4 as Lighthouse's mobile preset scales durations.
function mainThreadCpu(events) {
  const time = topLevelTaskTime(events);
  return time ? time.cpuMs * 4 : Number.NaN;
}

async function measure(url) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  try {
    const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyAudits: ['mainthread-work-breakdown', 'bootup-time', 'total-blocking-time'] });
    const a = r.lhr.audits;
    const m = {
      mainthread: a['mainthread-work-breakdown'].numericValue,
      cpu: mainThreadCpu(r.artifacts.Trace.traceEvents),
      bootup: a['bootup-time'].numericValue,
      tbt: a['total-blocking-time'].numericValue,
    };
    console.log(url, 'mainthread', Math.round(m.mainthread), 'ms; cpu', Math.round(m.cpu), 'ms; bootup', Math.round(m.bootup), 'ms; TBT', Math.round(m.tbt), 'ms; benchmarkIndex', r.lhr.environment.benchmarkIndex);
    return m;
  } finally {
    await chrome.kill();
  }
}

const urls = process.argv.slice(2);
const rounds = Number(process.env.ROUNDS ?? 1);
if (!urls.length || !(rounds >= 1)) {
  console.error('usage: [ROUNDS=n] node scripts/lighthouse-mainthread.mjs <url>…');
  process.exit(2);
}
const results = new Map(urls.map((u) => [u, []]));
for (let i = 0; i < rounds; i++) {
  for (const url of i % 2 ? [...urls].reverse() : urls) results.get(url).push(await measure(url));
}
if (rounds > 1) {
  for (const [url, ms] of results) {
    const under = ms.filter((m) => m.mainthread < 1000).length;
    console.log(`${url}: ${ms.length} runs, median main-thread work ${Math.round(median(ms.map((m) => m.mainthread)))} ms (${under} of ${ms.length} under 1 s), median CPU ${Math.round(median(ms.map((m) => m.cpu)))} ms`);
  }
  // Each URL against the first, round by round: the two loads of a round are seconds apart, so their
  // ratio cancels most of the machine's drift, which moves the medians by ±15 % between half-hours.
  const [first, ...others] = urls;
  for (const url of others) {
    const ratios = results.get(url).map((m, i) => m.mainthread / results.get(first)[i].mainthread);
    const cpuRatios = results.get(url).map((m, i) => m.cpu / results.get(first)[i].cpu);
    const lower = ratios.filter((r) => r < 1).length;
    console.log(`${url} / ${first}: median ratio of the rounds ${median(ratios).toFixed(3)} (lower in ${lower} of ${ratios.length}), CPU ${median(cpuRatios).toFixed(3)}`);
  }
}

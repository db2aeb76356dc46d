// Lighthouse (mobile preset) main-thread work, bootup time and TBT of each URL given — e.g. '/' and
// '/puericultura/curva-de-crescimento' side by side (the growth route opens with an empty form: its chart
// needs a child, which scripts/growth-mainthread.mjs puts in the session). Usage: node scripts/lighthouse-mainthread.mjs <url>…
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
for (const url of process.argv.slice(2)) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  try {
    const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyAudits: ['mainthread-work-breakdown', 'bootup-time', 'total-blocking-time'] });
    const a = r.lhr.audits;
    console.log(url, 'mainthread', Math.round(a['mainthread-work-breakdown'].numericValue), 'ms; bootup', Math.round(a['bootup-time'].numericValue), 'ms; TBT', Math.round(a['total-blocking-time'].numericValue), 'ms; benchmarkIndex', r.lhr.environment.benchmarkIndex);
  } finally { await chrome.kill(); }
}

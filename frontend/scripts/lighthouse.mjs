// Lighthouse performance and accessibility scores for '/' of a running pedbook
// (production build). Usage: node scripts/lighthouse.mjs [url]   (default: $API_URL or
// http://127.0.0.1:54321/). Uses Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
// LH_FORM_FACTOR=desktop for the desktop preset; LH_RUNS=N (default 5) runs, each in a fresh
// Chromium, and prints every run and the median (Lighthouse's scores vary run to run).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from './main-thread-tasks.mjs';

const url = process.argv[2] ?? process.env.API_URL ?? 'http://127.0.0.1:54321/';
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const formFactor = process.env.LH_FORM_FACTOR === 'desktop' ? 'desktop' : 'mobile';

const runs = Math.max(1, Number(process.env.LH_RUNS ?? 5));
const config =
  formFactor === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
const score = (c) => Math.round((c?.score ?? 0) * 100);

async function once() {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] }, config);
    if (!result) throw new Error('lighthouse returned no result');
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

console.log(`Lighthouse (${formFactor}) ${url}, ${runs} run(s)`);
const perf = [];
const a11y = [];
let last;
for (let i = 1; i <= runs; i++) {
  const lhr = await once();
  last = lhr;
  perf.push(score(lhr.categories.performance));
  a11y.push(score(lhr.categories.accessibility));
  const m = METRICS.map((id) => `${id.replace(/-/g, ' ').replace(/\b(\w)\w+/g, '$1').replace(/ /g, '').toUpperCase()} ${lhr.audits[id].displayValue}`).join(', ');
  console.log(`  run ${i}: performance ${perf.at(-1)}, accessibility ${a11y.at(-1)}  (${m})`);
}
console.log(`median: performance: ${median(perf)}  accessibility: ${median(a11y)}`);
const failing = Object.values(last.audits).filter((a) => a.score !== null && a.score < 1 && last.categories.accessibility.auditRefs.some((r) => r.id === a.id));
for (const a of failing) console.log(`  a11y (last run): ${a.id} — ${a.title}`);

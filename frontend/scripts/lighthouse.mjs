// Lighthouse performance and accessibility scores for '/' of a running pedbook
// (production build). Usage: node scripts/lighthouse.mjs [url]   (default: $API_URL or
// http://127.0.0.1:54321/). Uses Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const url = process.argv[2] ?? process.env.API_URL ?? 'http://127.0.0.1:54321/';
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const formFactor = process.env.LH_FORM_FACTOR === 'desktop' ? 'desktop' : 'mobile';

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const config =
    formFactor === 'desktop'
      ? (await import('lighthouse/core/config/desktop-config.js')).default
      : undefined;
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] }, config);
  if (!result) throw new Error('lighthouse returned no result');
  const { categories, audits } = result.lhr;
  const score = (c) => Math.round((c?.score ?? 0) * 100);
  console.log(`Lighthouse (${formFactor}) ${url}`);
  console.log(`performance: ${score(categories.performance)}  accessibility: ${score(categories.accessibility)}`);
  for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']) {
    console.log(`  ${audits[id].title}: ${audits[id].displayValue}`);
  }
  const failing = Object.values(audits).filter((a) => a.score !== null && a.score < 1 && result.lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id));
  for (const a of failing) console.log(`  a11y: ${a.id} — ${a.title}`);
} finally {
  await chrome.kill();
}

// Main-thread work of /puericultura/curva-de-crescimento on Lighthouse's mobile CPU profile (4× CPU
// slowdown via CDP, 412×823 viewport), from navigation until the acceptance girl's point is on the
// chart (the child of the session is put in sessionStorage first, as a user would have typed it).
// Sums the renderer main thread's top-level tasks in a Chromium trace — what Lighthouse's
// "mainthread-work-breakdown" adds up. A measurement, not a test: prints each run and the median.
//   node scripts/growth-mainthread.mjs [base-url]   (default $API_URL; RUNS=5; CPU_SLOWDOWN=4)
// Thread CPU time is the main thread's own CPU time in those tasks: unlike the wall-clock sum it does
// not grow when other processes take the CPU, so it is the figure to compare on a busy machine.
// With two or more base URLs (servers of two builds), the runs alternate between them (A B A B …),
// so a machine busy with other work loads both alike, and each gets its median.
import { chromium } from '@playwright/test';
import { childPage } from './growth-child.mjs';
import { median, pageMainThread, topLevelTaskTime } from './main-thread-tasks.mjs';

const bases = process.argv.length > 2 ? process.argv.slice(2) : [process.env.API_URL ?? 'http://127.0.0.1:54321'];
const runs = Number(process.env.RUNS ?? 5);
const slowdown = Number(process.env.CPU_SLOWDOWN ?? 4);
// ROUTE=/ WAIT_FOR='main h1' measures another page the same way, for a ratio to this one.
const route = process.env.ROUTE ?? '/puericultura/curva-de-crescimento';
const waitFor = process.env.WAIT_FOR ?? 'svg [data-testid="growth-point"]';

async function once(browser, base) {
  const { context, page } = await childPage(browser);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  const events = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,toplevel', transferMode: 'ReportEvents' });
  await page.goto(`${base}${route}`, { waitUntil: 'load' });
  await page.locator(waitFor).first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(500);
  await cdp.send('Tracing.end');
  await done;
  await context.close();
  const main = pageMainThread(events);
  const { wallMs, cpuMs: cpu } = topLevelTaskTime(events, main);
  cpuMs.push(cpu);
  if (process.env.BREAKDOWN) {
    const by = new Map();
    for (const e of events) if (e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur && !/RunTask/.test(e.name)) by.set(e.name, (by.get(e.name) ?? 0) + e.dur);
    console.log([...by.entries()].sort((a, b) => b[1] - a[1]).slice(0, 14).map(([n, d]) => `  ${n} ${(d / 1000).toFixed(0)} ms`).join('\n'));
  }
  return wallMs;
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const ms = bases.map(() => []);
const cpus = bases.map(() => []);
let cpuMs = [];
try {
  for (let i = 1; i <= runs; i++) {
    for (const [b, base] of bases.entries()) {
      cpuMs = cpus[b];
      ms[b].push(await once(browser, base));
      console.log(`run ${i}${bases.length > 1 ? ` ${base}` : ''}: main-thread work ${ms[b].at(-1).toFixed(0)} ms (CPU ×${slowdown}); thread CPU time ${cpus[b].at(-1).toFixed(0)} ms`);
    }
  }
} finally { await browser.close(); }
for (const [b, base] of bases.entries()) {
  const med = (xs) => median(xs).toFixed(0);
  console.log(`median${bases.length > 1 ? ` ${base}` : ''}: ${med(ms[b])} ms of main-thread work on ${route} until ${waitFor} shows (CPU ×${slowdown}, ${runs} runs); thread CPU time ${med(cpus[b])} ms`);
}

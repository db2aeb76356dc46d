// Where a page load's main-thread time goes, on Lighthouse's mobile CPU profile (4× slowdown): one
// run of the same load as scripts/growth-mainthread.mjs (ROUTE, WAIT_FOR, CHILD as there), with a
// V8 CPU profile and a Chromium trace taken together. Prints
//   - the trace's self time by event name (script evaluation, compile, parse HTML, style, layout,
//     paint, GC …), summed over the renderer main thread;
//   - the CPU profile's self time by package / source directory, and the top functions, mapped
//     through the build's source maps when dist/assets/*.js.map exist (`npx vite build --sourcemap`;
//     without maps, by chunk file).
// A measurement, not a test. RUNS=n sums n runs (the profile is sampled: more runs, steadier shares).
//   node scripts/profile-mainthread.mjs [base-url]     (default $API_URL)
import { existsSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { childPage } from './growth-child.mjs';
import { pageMainThread } from './main-thread-tasks.mjs';
import { SourceMapConsumer } from 'source-map-js';

const base = process.argv[2] ?? process.env.API_URL ?? 'http://127.0.0.1:54321';
const runs = Number(process.env.RUNS ?? 1);
const slowdown = Number(process.env.CPU_SLOWDOWN ?? 4);
const route = process.env.ROUTE ?? '/puericultura/curva-de-crescimento';
const waitFor = process.env.WAIT_FOR ?? 'svg [data-testid="growth-point"]';
const top = Number(process.env.TOP ?? 25);
// DIST=<folder>: the build being served, when it is not frontend/dist (its source maps).
const dist = process.env.DIST ? new URL(`file://${process.env.DIST.replace(/\/?$/, '/')}`) : new URL('../dist/', import.meta.url);

const maps = new Map();
function consumerFor(url) {
  const m = /\/(assets\/[^/?#]+\.js)/.exec(url);
  if (!m) return null;
  if (!maps.has(m[1])) {
    const file = new URL(`${m[1]}.map`, dist);
    maps.set(m[1], existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null);
  }
  return maps.get(m[1]);
}

/** "react-dom", "@supabase/auth-js", "src/features/childcare", or the chunk file when unmapped. */
function ownerOf(frame) {
  const { url, lineNumber, columnNumber, functionName } = frame;
  if (!url) return { owner: functionName || '(native)', where: functionName || '(native)' };
  const c = consumerFor(url);
  const chunk = url.replace(/^.*\//, '');
  if (!c) return { owner: chunk, where: `${functionName || '(anon)'} ${chunk}:${lineNumber + 1}:${columnNumber}` };
  const pos = c.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  const src = pos.source ?? '';
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(src);
  const srcDir = /(src\/(?:features|components|lib|app|config|stores|clinical)\/[^/]+|src\/[^/]+)/.exec(src);
  const owner = nm ? nm[1] : srcDir ? srcDir[1] : src || chunk;
  return { owner, where: `${pos.name ?? functionName ?? '(anon)'} ${src.replace(/^.*node_modules\//, '')}:${pos.line}` };
}

async function once(browser, acc) {
  const { context, page } = await childPage(browser);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: Number(process.env.SAMPLE_US ?? 200) });
  const events = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,toplevel,v8', transferMode: 'ReportEvents' });
  if (!process.env.NO_PROFILE) await cdp.send('Profiler.start');
  await page.goto(`${base}${route}`, { waitUntil: 'load' });
  await page.locator(waitFor).first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(500);
  const { profile } = process.env.NO_PROFILE ? { profile: { nodes: [], samples: [], timeDeltas: [], startTime: 0 } } : await cdp.send('Profiler.stop');
  if (process.env.SAVE) (await import('node:fs')).writeFileSync(process.env.SAVE, JSON.stringify(profile));
  await cdp.send('Tracing.end');
  await done;
  await context.close();

  // Trace: self time per event name on the renderer main thread.
  const main = pageMainThread(events);
  const xs = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const stack = [];
  let total = 0;
  for (const e of xs) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) { parent.self -= e.dur; parent.selfCpu -= e.tdur ?? 0; e.parent = parent; } else { total += e.dur; acc.cpu += e.tdur ?? 0; }
    e.self = e.dur;
    e.selfCpu = e.tdur ?? 0;
    stack.push(e);
  }
  acc.total += total;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const sampleAt = [];
  { let t = profile.startTime; for (let i = 0; i < profile.samples.length; i++) { t += profile.timeDeltas[i]; sampleAt.push(t); } }
  if (process.env.TASKS) {
    // The top-level tasks over 15 ms, with their biggest inner events (wall and thread time).
    const t0 = xs[0]?.ts ?? 0;
    let cpu = 0;
    for (const e of xs) if (!e.parent && e.tdur) cpu += e.tdur;
    console.log(`  thread CPU time of top-level tasks: ${(cpu / 1000).toFixed(0)} ms`);
    for (const e of xs.filter((x) => !x.parent && x.dur > 15000)) {
      const inner = xs.filter((x) => x.ts >= e.ts && x.ts + x.dur <= e.ts + e.dur && x !== e && x.dur > 3000)
        .map((x) => `${x.name}${x.args?.data?.url ? ' ' + x.args.data.url.replace(/^.*\//, '') : ''}${x.args?.data?.functionName ? ' ' + x.args.data.functionName : ''} ${(x.dur / 1000).toFixed(0)}`);
      console.log(`  @${((e.ts - t0) / 1000).toFixed(0)} ms ${e.name} ${(e.dur / 1000).toFixed(0)} ms (cpu ${((e.tdur ?? 0) / 1000).toFixed(0)}): ${inner.slice(0, 8).join(' | ')}`);
      const own = new Map();
      for (let i = 0; i < sampleAt.length; i++) {
        if (sampleAt[i] < e.ts || sampleAt[i] > e.ts + e.dur) continue;
        const { owner, where } = ownerOf(byId.get(profile.samples[i]).callFrame);
        const k = owner.startsWith('src/') || process.env.TASKS === 'fn' ? where : owner;
        own.set(k, (own.get(k) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
      }
      console.log(`      ${[...own.entries()].sort((a, b) => b[1] - a[1]).slice(0, 7).map(([k, v]) => `${k} ${(v / 1000).toFixed(0)}`).join(' · ')}`);
    }
  }
  for (const e of xs) acc.byEvent.set(e.name, (acc.byEvent.get(e.name) ?? 0) + e.self);
  for (const e of xs) acc.byEventCpu.set(e.name, (acc.byEventCpu.get(e.name) ?? 0) + e.selfCpu);

  // CPU profile: self time per node, then per owner and per function.
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i++) self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  for (const [id, us] of self) {
    const { owner, where } = ownerOf(byId.get(id).callFrame);
    acc.byOwner.set(owner, (acc.byOwner.get(owner) ?? 0) + us);
    acc.byFn.set(where, (acc.byFn.get(where) ?? 0) + us);
  }
  return total / 1000;
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const acc = { total: 0, cpu: 0, byEvent: new Map(), byEventCpu: new Map(), byOwner: new Map(), byFn: new Map() };
try {
  for (let i = 1; i <= runs; i++) console.log(`run ${i}: main-thread work ${(await once(browser, acc)).toFixed(0)} ms (CPU ×${slowdown})`);
} finally { await browser.close(); }
const ms = (us) => `${(us / 1000 / runs).toFixed(0).padStart(6)} ms`;
const print = (title, m, n) => {
  console.log(`\n${title} (per run)`);
  for (const [k, v] of [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, n)) console.log(`${ms(v)}  ${k}`);
};
console.log(`\n${route} until ${waitFor}: ${ms(acc.total)} of top-level tasks per run`);
print('trace self time by event', acc.byEvent, 18);
console.log(`\nthread CPU time of top-level tasks: ${ms(acc.cpu)} per run`);
print('trace self thread CPU time by event', acc.byEventCpu, 24);
print('CPU profile self time by package / source directory', acc.byOwner, top);
print('CPU profile self time by function', acc.byFn, top);

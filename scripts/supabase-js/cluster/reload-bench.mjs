// Benchmark (not a test): how long after `NOTIFY pgrst, 'reload schema'` every instance in
// RELOAD_BENCH_URLS (comma separated; default INSTANCE_URLS) serves a new table. Each trial
// creates a table and notifies (one psql call on the primary), then polls every instance every
// 2 ms until it answers 200; the trial's time is the slowest instance's. Prints one JSON line:
// {"instances":N,"trials":T,"median_ms":…,"p90_ms":…,"max_ms":…}. Run by scripts/bench-cluster-reload.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { env } from '../lib/env.mjs';

const urls = (process.env.RELOAD_BENCH_URLS || env.INSTANCE_URLS).split(',');
const trials = Number(process.env.RELOAD_BENCH_TRIALS || 15);
const sql = (text) => execFileSync('psql', ['-X', '-q', '-t', '-A', '-v', 'ON_ERROR_STOP=1', env.DB_URL, '-c', text], { encoding: 'utf8' });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function servedAfter(url, table, t0) {
  for (;;) {
    const res = await fetch(`${url}/rest/v1/${table}?select=id`, { headers: { apikey: env.ANON_KEY } });
    await res.arrayBuffer();
    if (res.status === 200) return performance.now() - t0;
    if (performance.now() - t0 > 10_000) throw new Error(`${url} did not serve ${table} within 10 s`);
    await sleep(2);
  }
}

const times = [];
for (let i = 0; i < trials; i++) {
  const table = `reload_bench_${randomUUID().slice(0, 8)}`;
  sql(`create table public.${table} (id int primary key); grant select on public.${table} to anon; notify pgrst, 'reload schema'`);
  const t0 = performance.now();
  const each = await Promise.all(urls.map((u) => servedAfter(u, table, t0)));
  times.push(Math.max(...each));
  sql(`drop table public.${table}; notify pgrst, 'reload schema'`);
  await sleep(400); // let the reload the drop caused finish before the next trial
}
times.sort((a, b) => a - b);
const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
const round = (v) => Math.round(v * 10) / 10;
console.log(JSON.stringify({ instances: urls.length, trials, median_ms: round(at(0.5)), p90_ms: round(at(0.9)), max_ms: round(times.at(-1)) }));

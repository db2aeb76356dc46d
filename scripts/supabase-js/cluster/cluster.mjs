// The scale-out checks (scripts/test's cluster stage runs this against scripts/cluster:
// two pedbook instances behind HAProxy, PgBouncer in transaction mode, a streaming replica).
// Not a *.test.mjs file: the plain supabase-js stage does not run it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { env } from '../lib/env.mjs';

const instances = env.INSTANCE_URLS.split(',');
const bin = process.env.PEDBOOK_BIN ?? new URL('../../../.data/bin/pedbook', import.meta.url).pathname;

function clientAt(url, accessToken) {
  return createClient(url, env.ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(accessToken ? { global: { headers: { Authorization: `Bearer ${accessToken}` } } } : {}),
  });
}

function sql(url, text) {
  return execFileSync('psql', ['-X', '-q', '-t', '-A', '-v', 'ON_ERROR_STOP=1', url, '-c', text], { encoding: 'utf8' }).trim();
}

const email = (p) => `${p}-${randomUUID().slice(0, 8)}@pedbook.test`;
const password = 'Cluster-2024-senha';

test('a session and its refresh-token rotation started on one instance continue on the other', async () => {
  const [one, two] = [clientAt(instances[0]), clientAt(instances[1])];
  const address = email('cluster-session');
  const { data: up, error } = await one.auth.signUp({ email: address, password });
  assert.ifError(error);
  const s1 = up.session;
  assert.ok(s1, 'autoconfirm gives a session at sign-up');

  const { data: u, error: ue } = await two.auth.getUser(s1.access_token);
  assert.ifError(ue);
  assert.equal(u.user.id, s1.user.id);

  const { data: r2, error: re2 } = await two.auth.refreshSession({ refresh_token: s1.refresh_token });
  assert.ifError(re2);
  assert.notEqual(r2.session.refresh_token, s1.refresh_token, 'the refresh token rotates');
  const { data: r3, error: re3 } = await one.auth.refreshSession({ refresh_token: r2.session.refresh_token });
  assert.ifError(re3);

  // The rotated session reads the user's own row on the other instance (RLS as that user).
  const rows = await clientAt(instances[1], r3.session.access_token).from('profiles').select('id').eq('id', s1.user.id);
  assert.ifError(rows.error);
  assert.deepEqual(rows.data.map((r) => r.id), [s1.user.id]);

  // Signing out on one instance ends the session for the other.
  const out = await fetch(`${instances[1]}/auth/v1/logout?scope=global`, {
    method: 'POST', headers: { apikey: env.ANON_KEY, Authorization: `Bearer ${r3.session.access_token}` },
  });
  assert.equal(out.status, 204);
  const { error: after } = await one.auth.refreshSession({ refresh_token: r3.session.refresh_token });
  assert.ok(after, 'a signed-out refresh token is refused on the other instance');
});

test('the per-address email limit holds across instances: the next request on either gets 429 over_email_send_rate_limit', async () => {
  const [one, two] = [clientAt(instances[0]), clientAt(instances[1])];
  const address = email('cluster-mail');
  assert.ifError((await one.auth.signUp({ email: address, password })).error);
  assert.ifError((await one.auth.resetPasswordForEmail(address)).error);
  for (const c of [two, one]) {
    const { error } = await c.auth.resetPasswordForEmail(address);
    assert.ok(error, 'a second recovery email inside GOTRUE_SMTP_MAX_FREQUENCY is refused');
    assert.equal(error.status, 429);
    assert.equal(error.code, 'over_email_send_rate_limit');
  }
});

test('a new table is served by every instance within 1 s of the NOTIFY', async () => {
  const table = `cluster_probe_${randomUUID().slice(0, 8)}`;
  sql(env.DB_URL, `create table public.${table} (id int primary key); insert into public.${table} values (1); ` +
    `grant select on public.${table} to anon; notify pgrst, 'reload schema'`);
  const t0 = performance.now();
  const seen = await Promise.all(instances.map(async (url) => {
    while (performance.now() - t0 < 1000) {
      const res = await fetch(`${url}/rest/v1/${table}?select=id`, { headers: { apikey: env.ANON_KEY } });
      if (res.status === 200) {
        assert.deepEqual(await res.json(), [{ id: 1 }]);
        return performance.now() - t0;
      }
      await res.arrayBuffer();
      await new Promise((r) => setTimeout(r, 20));
    }
    return null;
  }));
  console.log(`new table served after (ms): ${seen.map((s) => (s === null ? 'never' : s.toFixed(0))).join(', ')}`);
  assert.ok(seen.every((s) => s !== null), 'every instance serves the new table within 1 s');
});

test('with the default exec modes behind PgBouncer in transaction mode, requests fail with 26000/42P05 (the documented failure)', async () => {
  const port = env.SPARE_PORT;
  const url = `http://127.0.0.1:${port}`;
  // Reads through PgBouncer (no replica), prepared statements on as PostgREST's default.
  const server = spawn(bin, ['serve'], {
    env: { ...process.env, PEDBOOK_LISTEN: `127.0.0.1:${port}`, PGRST_DB_PREPARED_STATEMENTS: 'true',
      GOTRUE_DB_QUERY_EXEC_MODE: 'cache_statement', PEDBOOK_DB_READ_URL: '', PEDBOOK_DRAIN_DELAY: '0s' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  server.stderr.on('data', (d) => { log += d; });
  try {
    let up = false;
    for (let i = 0; i < 150 && server.exitCode === null && !up; i++) {
      up = await fetch(`${url}/health`).then((r) => r.ok, () => false);
      if (!up) await new Promise((r) => setTimeout(r, 100));
    }
    assert.ok(up, `the default-mode instance did not start:\n${log.slice(-2000)}`);
    const codes = new Map();
    await Promise.all(Array.from({ length: 8 }, async (_, w) => {
      for (let i = 0; i < 50; i++) {
        const res = await fetch(`${url}/rest/v1/pedbook_feedback_types?select=id,name&limit=${1 + ((w + i) % 3)}`, { headers: { apikey: env.ANON_KEY } });
        const body = await res.json();
        const code = res.status === 200 ? '200' : `${res.status} ${body.code}`;
        codes.set(code, (codes.get(code) ?? 0) + 1);
      }
    }));
    console.log('default exec mode through PgBouncer:', Object.fromEntries(codes));
    const failures = [...codes].filter(([c]) => /\b(26000|42P05)$/.test(c)).reduce((n, [, k]) => n + k, 0);
    assert.ok(failures > 0, `expected 26000/42P05 answers, got ${JSON.stringify(Object.fromEntries(codes))}`);
  } finally {
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((r) => server.once('exit', r));
  }
});

test('with the replica stopped, reads keep working (fallback to the primary)', async () => {
  const headers = { apikey: env.ANON_KEY };
  for (let i = 0; i < 4; i++) {
    const res = await fetch(`${env.API_URL}/rest/v1/pedbook_feedback_types?select=id`, { headers });
    assert.equal(res.status, 200);
    await res.arrayBuffer();
  }
  const onReplica = Number(sql(env.REPLICA_DB_URL, "select count(*) from pg_stat_activity where usename = 'authenticator'"));
  assert.ok(onReplica > 0, 'reads went to the replica before it stopped');

  execFileSync(new URL('../../cluster', import.meta.url).pathname, ['replica', 'stop'], { stdio: 'inherit' });
  const t0 = performance.now();
  let firstOK = null;
  for (let i = 0; i < 40; i++) {
    const res = await fetch(`${env.API_URL}/rest/v1/pedbook_feedback_types?select=id`, { headers });
    const body = await res.text();
    assert.equal(res.status, 200, `read ${i} with the replica down: ${res.status} ${body}`);
    firstOK ??= performance.now() - t0;
  }
  console.log(`first read after the replica stopped answered in ${firstOK.toFixed(0)} ms`);
  assert.ok(firstOK < 5000);
});

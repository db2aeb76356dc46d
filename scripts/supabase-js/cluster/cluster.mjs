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

// Auth runs behind PgBouncer in transaction mode with GOTRUE_DB_QUERY_EXEC_MODE=exec. A mode
// that needs two round trips per statement (describe_exec) loses its unnamed statement now
// and then under concurrency (500, 26000); concurrent sign-ups and sign-ins bring that out.
test('concurrent sign-ups and sign-ins through PgBouncer all succeed in the cluster\'s auth exec mode', async () => {
  const outcomes = new Map();
  const count = (k) => outcomes.set(k, (outcomes.get(k) ?? 0) + 1);
  await Promise.all(Array.from({ length: 6 }, async (_, w) => {
    const c = clientAt(instances[w % instances.length]);
    for (let i = 0; i < 5; i++) {
      const address = email(`cluster-burst-${w}-${i}`);
      const up = await c.auth.signUp({ email: address, password });
      count(up.error ? `sign-up ${up.error.status} ${up.error.code}` : 'sign-up ok');
      const inn = await c.auth.signInWithPassword({ email: address, password });
      count(inn.error ? `sign-in ${inn.error.status} ${inn.error.code}` : 'sign-in ok');
    }
  }));
  const seen = Object.fromEntries(outcomes);
  console.log('concurrent auth through PgBouncer:', seen);
  assert.deepEqual(seen, { 'sign-up ok': 30, 'sign-in ok': 30 });
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

// Replicas are asynchronous: a read right after a write may miss it. The web app therefore
// shows what each write returns (frontend/src/lib/write-through.ts). With the replica's replay
// paused, the writes below (the app's own call shapes, through the load balancer) return the
// new values while a plain read — what a refetch would get — is still the old version.
test('with replication held back, a write returns the new row while a read from the replica is stale', async () => {
  const address = email('cluster-raw');
  const { data: up, error } = await clientAt(env.API_URL).auth.signUp({ email: address, password });
  assert.ifError(error);
  const user = up.session.user;
  const me = clientAt(env.API_URL, up.session.access_token);
  sql(env.DB_URL, `update public.profiles set is_admin = true where id = '${user.id}'`);
  const tag = randomUUID().slice(0, 8);
  const [catA, catB] = ['A', 'B'].map((c) => sql(env.DB_URL, `insert into public.pedbook_medication_categories (name) values ('raw ${c} ${tag}') returning id`).split('\n')[0]);
  const medId = sql(env.DB_URL, `insert into public.pedbook_medications (name, slug, category_id) values ('raw med ${tag}', 'raw-med-${tag}', '${catA}') returning id`).split('\n')[0];
  const note = await me.from('pedbook_notes').insert({ user_id: user.id, title: 'antes', content: '' }).select('id, title, updated_at').single();
  assert.ifError(note.error);
  // Everything above is on the replica before replay is paused.
  const replicaHas = (q) => Number(sql(env.REPLICA_DB_URL, q));
  for (let i = 0; i < 200 && replicaHas(`select count(*) from public.pedbook_notes where id = '${note.data.id}'`) === 0; i++) await new Promise((r) => setTimeout(r, 10));
  assert.equal(replicaHas(`select count(*) from public.pedbook_medications where id = '${medId}'`), 1, 'the replica has the medication before the pause');

  sql(env.REPLICA_DB_URL, 'select pg_wal_replay_pause()');
  try {
    // notes: update and insert as notes-api.ts does
    const saved = await me.from('pedbook_notes').update({ title: 'depois' }).eq('id', note.data.id).select('id, title, updated_at').single();
    assert.ifError(saved.error);
    assert.equal(saved.data.title, 'depois', 'the update returns the new title');
    const created = await me.from('pedbook_notes').insert({ user_id: user.id, title: 'nova', content: 'texto' }).select('id, title, content').single();
    assert.ifError(created.error);
    assert.deepEqual([created.data.title, created.data.content], ['nova', 'texto']);
    // prescriptions: the row and its items as prescriptions-api.ts saves them
    const rx = await me.from('pedbook_prescriptions').insert({ user_id: user.id, name: `raw ${tag}` }).select('id, name, updated_at').single();
    assert.ifError(rx.error);
    const items = await me.from('pedbook_prescription_medications')
      .insert([{ prescription_id: rx.data.id, user_id: user.id, item_name: 'Dipirona', custom_text: '1 gota/kg', display_order: 0 }])
      .select('id, item_name, custom_text, display_order');
    assert.ifError(items.error);
    assert.deepEqual(items.data.map((i) => i.custom_text), ['1 gota/kg']);
    // admin table editor: update guarded by updated_at, returning the list's columns with the
    // related row's label (row-form.tsx → table-api.ts updateRow)
    const current = await me.from('pedbook_medications').select('updated_at').eq('id', medId).single();
    assert.ifError(current.error);
    const edit = await me.from('pedbook_medications').update({ name: `raw med ${tag} editado`, category_id: catB })
      .eq('id', medId).eq('updated_at', current.data.updated_at).select('*,category_id__ref:category_id(name)');
    assert.ifError(edit.error);
    assert.equal(edit.data.length, 1, 'the guarded update found the row');
    assert.equal(edit.data[0].name, `raw med ${tag} editado`);
    assert.deepEqual(edit.data[0].category_id__ref, { name: `raw B ${tag}` });

    // What a refetch would get: the replica's old versions.
    const readNote = await me.from('pedbook_notes').select('id, title').in('id', [note.data.id, created.data.id]);
    assert.ifError(readNote.error);
    assert.deepEqual(readNote.data, [{ id: note.data.id, title: 'antes' }], 'a read from the paused replica is stale (old title, no new note)');
    const readRx = await me.from('pedbook_prescriptions').select('id').eq('id', rx.data.id);
    assert.deepEqual(readRx.data, [], 'the new prescription is not on the paused replica');
    const readMed = await me.from('pedbook_medications').select('name, category_id__ref:category_id(name)').eq('id', medId).single();
    assert.equal(readMed.data.name, `raw med ${tag}`, 'the admin edit is not on the paused replica');
    assert.deepEqual(readMed.data.category_id__ref, { name: `raw A ${tag}` });
  } finally {
    sql(env.REPLICA_DB_URL, 'select pg_wal_replay_resume()');
  }
  let caughtUp = null;
  for (let i = 0; i < 500 && !caughtUp; i++) {
    const r = await me.from('pedbook_notes').select('title').eq('id', note.data.id).single();
    if (r.data?.title === 'depois') caughtUp = r.data;
    else await new Promise((res) => setTimeout(res, 10));
  }
  assert.ok(caughtUp, 'after resuming, the replica shows the write');
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

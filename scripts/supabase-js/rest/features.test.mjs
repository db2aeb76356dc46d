// PostgREST features through supabase-js's own builders against the gateway, on public
// tables: filters and logic trees, counts and ranges, head, CSV, upsert variants, rollback,
// max-affected, error shapes, schema profiles, CORS preflight and OpenAPI.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { anonClient, serviceClient, env } from '../lib/env.mjs';

const anon = anonClient();
const service = serviceClient();
const keys = ['k-alpha', 'k-beta', 'k-gamma', 'k-delta', 'k-(odd), value'];

before(async () => {
  const { error } = await service.from('site_settings').upsert(
    keys.map((key, i) => ({ key, value: i % 2 ? null : `v${i}`, description: `ordem ${i}` })), { onConflict: 'key' });
  assert.equal(error, null);
});

const rows = (r) => { assert.equal(r.error, null, JSON.stringify(r.error)); return r.data; };

test('filters: eq, neq, in (with reserved characters), is, like/ilike, or/and, not', async () => {
  const base = () => anon.from('site_settings').select('key').in('key', keys).order('key');
  assert.deepEqual(rows(await base().eq('key', 'k-beta')), [{ key: 'k-beta' }]);
  assert.equal(rows(await base().neq('key', 'k-beta')).length, 4);
  assert.deepEqual(rows(await anon.from('site_settings').select('key').in('key', ['k-(odd), value'])), [{ key: 'k-(odd), value' }]);
  assert.deepEqual(rows(await base().is('value', null)).map((r) => r.key), ['k-beta', 'k-delta']);
  assert.deepEqual(rows(await base().not('value', 'is', null)).map((r) => r.key), ['k-(odd), value', 'k-alpha', 'k-gamma']);
  assert.deepEqual(rows(await base().like('key', 'k-%a')).map((r) => r.key), ['k-alpha', 'k-beta', 'k-delta', 'k-gamma']);
  assert.deepEqual(rows(await base().ilike('key', 'K-G%')).map((r) => r.key), ['k-gamma']);
  assert.deepEqual(rows(await base().or('key.eq.k-alpha,and(value.is.null,key.like.*del*)')).map((r) => r.key), ['k-alpha', 'k-delta']);
  assert.deepEqual(rows(await base().likeAnyOf('key', ['k-al%', 'k-ga%'])).map((r) => r.key), ['k-alpha', 'k-gamma']);
  assert.deepEqual(rows(await base().match({ key: 'k-gamma', value: 'v2' })), [{ key: 'k-gamma' }]);
  assert.deepEqual(rows(await base().filter('description', 'eq', 'ordem 3')), [{ key: 'k-delta' }]);
});

test('count, range and head', async () => {
  const r = await anon.from('site_settings').select('key', { count: 'exact' }).in('key', keys).order('key').range(1, 2);
  assert.equal(r.error, null);
  assert.equal(r.count, 5);
  assert.equal(r.status, 206);
  assert.deepEqual(r.data.map((x) => x.key), ['k-alpha', 'k-beta']);
  const h = await anon.from('site_settings').select('*', { count: 'exact', head: true }).in('key', keys);
  assert.equal(h.error, null);
  assert.equal(h.data, null);
  assert.equal(h.count, 5);
  const beyond = await anon.from('site_settings').select('key', { count: 'exact' }).in('key', keys).range(10, 12);
  assert.equal(beyond.status, 416);
  assert.equal(beyond.error.code, 'PGRST103');
});

test('csv and maybeSingle', async () => {
  const { data, error } = await anon.from('site_settings').select('key,value').eq('key', 'k-alpha').csv();
  assert.equal(error, null);
  assert.equal(data, 'key,value\nk-alpha,v0');
  const none = await anon.from('site_settings').select('key').eq('key', 'nao-existe').maybeSingle();
  assert.equal(none.error, null);
  assert.equal(none.data, null);
});

test('upsert variants, rollback and max-affected as service_role', async () => {
  const ign = await service.from('site_settings').upsert({ key: 'k-alpha', value: 'changed' }, { onConflict: 'key', ignoreDuplicates: true }).select();
  assert.equal(ign.status, 201);
  assert.deepEqual(ign.data, []);
  const rb = await service.from('site_settings').update({ value: 'rolled back' }).eq('key', 'k-alpha').select('value').rollback();
  assert.equal(rb.error, null);
  assert.deepEqual(rb.data, [{ value: 'rolled back' }]);
  assert.deepEqual(rows(await anon.from('site_settings').select('value').eq('key', 'k-alpha')), [{ value: 'v0' }]);
  const many = await service.from('site_settings').update({ description: 'x' }).in('key', keys).maxAffected(1);
  assert.equal(many.status, 400);
  assert.equal(many.error.code, 'PGRST124');
  assert.deepEqual(rows(await anon.from('site_settings').select('description').eq('key', 'k-beta')), [{ description: 'ordem 1' }]);
  const del = await service.from('site_settings').delete({ count: 'exact' }).eq('key', 'k-delta');
  assert.equal(del.status, 204);
  assert.equal(del.count, 1);
});

test('anon cannot write site settings (RLS / grants)', async () => {
  const r = await anon.from('site_settings').insert({ key: 'hack', value: 'x' });
  assert.equal(r.status, 401);
  assert.equal(r.error.code, '42501');
});

test('error shapes: unknown table, column, relationship, function; bad filter', async () => {
  const t = await anon.from('nao_existe').select('*');
  assert.equal(t.status, 404);
  assert.equal(t.error.code, 'PGRST205');
  assert.equal(t.error.message, "Could not find the table 'public.nao_existe' in the schema cache");
  const c = await anon.from('site_settings').select('nope');
  assert.equal(c.status, 400);
  assert.equal(c.error.code, '42703');
  const rel = await anon.from('site_settings').select('key, profiles(id)');
  assert.equal(rel.status, 400);
  assert.equal(rel.error.code, 'PGRST200');
  const fn = await anon.rpc('nao_existe', { a: 1 });
  assert.equal(fn.status, 404);
  assert.equal(fn.error.code, 'PGRST202');
  const bad = await anon.from('site_settings').select('*').filter('key', 'zz', 'x');
  assert.equal(bad.status, 400);
  assert.equal(bad.error.code, 'PGRST100');
  const pk = await service.from('site_settings').insert({ key: 'k-alpha' });
  assert.equal(pk.status, 409);
  assert.equal(pk.error.code, '23505');
  const wrongSchema = await anon.schema('private').from('super_admin_emails').select('*');
  assert.equal(wrongSchema.status, 406);
  assert.equal(wrongSchema.error.code, 'PGRST106');
});

test('bad JWT is rejected with 401 and WWW-Authenticate', async () => {
  const res = await fetch(`${env.API_URL}/rest/v1/site_settings`, { headers: { apikey: env.ANON_KEY, Authorization: 'Bearer not.a.jwt' } });
  assert.equal(res.status, 401);
  assert.match(res.headers.get('www-authenticate'), /^Bearer/);
  assert.equal((await res.json()).code, 'PGRST301');
});

test('CORS preflight as a browser sends it, OpenAPI root, metrics', async () => {
  const pre = await fetch(`${env.API_URL}/rest/v1/site_settings`, {
    method: 'OPTIONS',
    headers: { Origin: 'https://app.pedbook.test', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'apikey, authorization, x-client-info, content-type, prefer, content-profile' },
  });
  assert.equal(pre.status, 200);
  assert.equal(pre.headers.get('access-control-allow-origin'), '*');
  for (const h of ['apikey', 'authorization', 'x-client-info', 'content-profile', 'prefer', 'range']) {
    assert.ok(pre.headers.get('access-control-allow-headers').toLowerCase().includes(h), h);
  }
  const get = await fetch(`${env.API_URL}/rest/v1/site_settings?select=key&limit=1`, { headers: { apikey: env.ANON_KEY, Origin: 'https://app.pedbook.test' } });
  assert.equal(get.headers.get('access-control-allow-origin'), '*');
  assert.ok(get.headers.get('access-control-expose-headers').includes('Content-Range'));
  // Server-Timing is off unless PGRST_SERVER_TIMING_ENABLED (PostgREST's default)
  assert.equal(get.headers.get('server-timing'), null);
  const oa = await fetch(`${env.API_URL}/rest/v1/`, { headers: { apikey: env.ANON_KEY, Accept: 'application/openapi+json' } });
  assert.equal(oa.status, 200);
  const doc = await oa.json();
  assert.equal(doc.openapi, '3.0.3');
  assert.ok(doc.paths['/site_settings'].get);
  assert.ok(doc.paths['/rpc/increment_instagram_click'].post);
  // /metrics answers only bearers of PEDBOOK_METRICS_TOKEN (scripts/test sets one).
  assert.equal((await fetch(`${env.API_URL}/metrics`)).status, 401);
  const m = await fetch(`${env.API_URL}/metrics`, { headers: { Authorization: `Bearer ${process.env.PEDBOOK_METRICS_TOKEN}` } });
  assert.match(await m.text(), /pedbook_rest_requests_total\{method="GET",route="relation",status="200"\} \d+/);
});

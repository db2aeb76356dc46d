// Anonymous sign-in, phone sign-up/sign-in (GOTRUE_SMS_TEST_OTP numbers, so nothing is
// texted) and OAuth client administration through the unchanged supabase-js, against a
// pedbook of its own (same binary and database) with those features switched on.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { env } from '../lib/env.mjs';
import { mailCode, sleep, uniqueEmail } from './helpers.mjs';

const dataDir = process.env.PEDBOOK_DATA_DIR ?? new URL('../../../.data', import.meta.url).pathname;
const bin = process.env.PEDBOOK_BIN ?? `${dataDir}/bin/pedbook`;
let server, api;
const testPhone = `55119${String(Date.now()).slice(-8)}`;
const testPhone2 = `55118${String(Date.now()).slice(-8)}`;

const freePort = () => new Promise((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
});

before(async () => {
  assert.ok(existsSync(bin), `pedbook binary not found at ${bin} (set PEDBOOK_BIN)`);
  const port = await freePort();
  api = `http://127.0.0.1:${port}`;
  server = spawn(bin, ['serve'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: env.DB_URL, JWT_SECRET: env.JWT_SECRET, ANON_KEY: env.ANON_KEY,
      PEDBOOK_LISTEN: `127.0.0.1:${port}`, API_URL: api, GOTRUE_SITE_URL: 'http://127.0.0.1:3000', API_EXTERNAL_URL: `${api}/auth/v1`,
      GOTRUE_MAILER_AUTOCONFIRM: 'true', PEDBOOK_WEB_DIR: '',
      GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED: 'true', GOTRUE_EXTERNAL_PHONE_ENABLED: 'true',
      GOTRUE_SMS_AUTOCONFIRM: 'false', GOTRUE_SMS_MAX_FREQUENCY: '0s',
      GOTRUE_SMS_TEST_OTP: `${testPhone}:123456,${testPhone2}:654321`, GOTRUE_OAUTH_SERVER_ENABLED: 'true',
    },
  });
  let log = '';
  server.stderr.on('data', (d) => { log += d; });
  for (let i = 0; i < 100; i++) {
    try { if ((await fetch(`${api}/auth/v1/health`)).ok) return; } catch { /* not up yet */ }
    if (server.exitCode !== null) break;
    await sleep(100);
  }
  throw new Error(`pedbook with phone and anonymous sign-ins did not start:\n${log}`);
});

after(async () => {
  server?.kill('SIGTERM');
  if (server && server.exitCode === null) await new Promise((r) => server.once('exit', r));
});

function client(key = env.ANON_KEY) {
  const store = new Map();
  return createClient(api, key, {
    auth: { persistSession: true, autoRefreshToken: false, detectSessionInUrl: false,
      storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => store.set(k, v), removeItem: (k) => store.delete(k) },
      storageKey: `sb-phone-${randomUUID()}` },
  });
}

test('anonymous sign-in, then linking an email makes the user permanent', async () => {
  const c = client();
  const { data, error } = await c.auth.signInAnonymously({ options: { data: { apelido: 'visitante' } } });
  assert.equal(error, null);
  assert.equal(data.user.is_anonymous, true);
  assert.deepEqual(data.user.user_metadata, { apelido: 'visitante' });
  const claims = (await c.auth.getClaims()).data.claims;
  assert.equal(claims.is_anonymous, true);

  const email = uniqueEmail('anon');
  assert.equal((await c.auth.updateUser({ email })).error, null);
  const { code } = await mailCode(email);
  const { data: v, error: verr } = await c.auth.verifyOtp({ email, token: code, type: 'email_change' });
  assert.equal(verr, null);
  assert.equal(v.user.is_anonymous, false);
  assert.equal(v.user.email, email.toLowerCase());
});

test('phone: sign-up sends a code, verify confirms, password sign-in works', async () => {
  const c = client();
  const { data, error } = await c.auth.signUp({ phone: `+${testPhone}`, password: 'segredo123', options: { data: { info: 'x' } } });
  assert.equal(error, null);
  assert.equal(data.session, null);
  assert.equal(data.user.phone, testPhone);
  const early = await c.auth.signInWithPassword({ phone: `+${testPhone}`, password: 'segredo123' });
  assert.equal(early.error?.code, 'phone_not_confirmed');
  const wrong = await c.auth.verifyOtp({ phone: testPhone, token: '000000', type: 'sms' });
  assert.equal(wrong.error?.message, 'Token has expired or is invalid');
  const { data: v, error: verr } = await c.auth.verifyOtp({ phone: testPhone, token: '123456', type: 'sms' });
  assert.equal(verr, null);
  assert.ok(v.user.phone_confirmed_at);
  const { data: s, error: serr } = await client().auth.signInWithPassword({ phone: `+${testPhone}`, password: 'segredo123' });
  assert.equal(serr, null);
  assert.equal(s.user.app_metadata.provider, 'phone');

  const bad = await c.auth.verifyOtp({ phone: `${testPhone}-invalid`, token: '123456', type: 'sms' });
  assert.equal(bad.error?.message, 'Invalid phone number format (E.164 required)');
});

test('phone: signInWithOtp signs a new number up and in with its code', async () => {
  const c = client();
  const { error } = await c.auth.signInWithOtp({ phone: testPhone2, options: { channel: 'whatsapp' } });
  assert.equal(error, null);
  const { data, error: verr } = await c.auth.verifyOtp({ phone: testPhone2, token: '654321', type: 'sms' });
  assert.equal(verr, null);
  assert.ok(data.session.access_token);
});

test('admin: OAuth clients', async () => {
  const admin = client(env.SERVICE_ROLE_KEY).auth.admin;
  const { data: created, error } = await admin.oauth.createClient({ client_name: 'Parceiro', redirect_uris: ['https://parceiro.example/cb'] });
  assert.equal(error, null);
  assert.ok(created.client_secret);
  const { data: got } = await admin.oauth.getClient(created.client_id);
  assert.equal(got.client_secret, undefined);
  const { data: upd } = await admin.oauth.updateClient(created.client_id, { logo_uri: 'https://parceiro.example/logo.png' });
  assert.equal(upd.client_name, 'Parceiro');
  const { data: regen } = await admin.oauth.regenerateClientSecret(created.client_id);
  assert.notEqual(regen.client_secret, created.client_secret);
  const { data: list } = await admin.oauth.listClients();
  assert.ok(list.clients.some((x) => x.client_id === created.client_id));
  assert.equal((await admin.oauth.deleteClient(created.client_id)).error, null);
  assert.ok((await admin.oauth.getClient(created.client_id)).error);
});

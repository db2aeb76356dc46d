// Google sign-in (implicit and PKCE) through supabase-js against a pedbook whose Google
// provider is a local OpenID Connect provider. The suite starts its own pedbook process
// (same binary and database as the main one) because provider settings are read at start.
// GitHub is configured as deployed (no stand-in): its test checks the authorize redirect only.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { createHash, randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { env } from '../lib/env.mjs';
import { startProvider } from './oidc-provider.mjs';
import { uniqueEmail, sleep } from './helpers.mjs';

const dataDir = process.env.PEDBOOK_DATA_DIR ?? new URL('../../../.data', import.meta.url).pathname;
const bin = process.env.PEDBOOK_BIN ?? `${dataDir}/bin/pedbook`;
let provider, server, api;

const freePort = () => new Promise((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
});

before(async () => {
  assert.ok(existsSync(bin), `pedbook binary not found at ${bin} (set PEDBOOK_BIN)`);
  provider = await startProvider({ clientId: 'pedbook-web.apps.test', clientSecret: 'google-secret' });
  const port = await freePort();
  api = `http://127.0.0.1:${port}`;
  server = spawn(bin, ['serve'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: env.DB_URL, JWT_SECRET: env.JWT_SECRET, ANON_KEY: env.ANON_KEY,
      PEDBOOK_LISTEN: `127.0.0.1:${port}`, API_URL: api, GOTRUE_SITE_URL: 'http://127.0.0.1:3000', API_EXTERNAL_URL: `${api}/auth/v1`,
      GOTRUE_MAILER_AUTOCONFIRM: 'true', PEDBOOK_WEB_DIR: '',
      GOTRUE_EXTERNAL_GOOGLE_ENABLED: 'true', GOTRUE_EXTERNAL_GOOGLE_CLIENT_ID: 'pedbook-web.apps.test,pedbook-ios.apps.test',
      GOTRUE_EXTERNAL_GOOGLE_SECRET: 'google-secret', GOTRUE_EXTERNAL_GOOGLE_URL: provider.url,
      // GitHub as deployed: no _URL, so /authorize names github.com itself (never contacted here).
      GOTRUE_EXTERNAL_GITHUB_ENABLED: 'true', GOTRUE_EXTERNAL_GITHUB_CLIENT_ID: 'Iv1.pedbooktest', GOTRUE_EXTERNAL_GITHUB_SECRET: 'gh-secret',
    },
  });
  let log = '';
  server.stderr.on('data', (d) => { log += d; });
  for (let i = 0; i < 100; i++) {
    try { if ((await fetch(`${api}/auth/v1/health`)).ok) return; } catch { /* not up yet */ }
    if (server.exitCode !== null) break;
    await sleep(100);
  }
  throw new Error(`pedbook with the OIDC provider did not start:\n${log}`);
});

after(async () => {
  server?.kill('SIGTERM');
  if (server && server.exitCode === null) await new Promise((r) => server.once('exit', r));
  await provider?.close();
});

function pkceClient() {
  const store = new Map();
  return createClient(api, env.ANON_KEY, {
    auth: { flowType: 'pkce', persistSession: true, autoRefreshToken: false, detectSessionInUrl: false,
      storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => store.set(k, v), removeItem: (k) => store.delete(k) },
      storageKey: `sb-oauth-${randomUUID()}` },
  });
}

/** What a browser does with the authorize URL: follow redirects through the provider back to the app. */
async function browse(url) {
  let next = url;
  for (let i = 0; i < 5; i++) {
    const res = await fetch(next, { redirect: 'manual' });
    const loc = res.headers.get('location');
    assert.ok(loc, `no redirect from ${next}: ${res.status} ${await res.text()}`);
    if (loc.startsWith('http://127.0.0.1:3000')) return new URL(loc);
    next = loc;
  }
  throw new Error('too many redirects');
}

test('Google sign-in, implicit flow: tokens in the fragment', async () => {
  const email = uniqueEmail('google');
  provider.setUser({ sub: `g-${randomUUID()}`, email, email_verified: true, name: 'Gabriela Lima', picture: 'https://pic.test/g.png' });
  const client = createClient(api, env.ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
  const { data, error } = await client.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: 'http://127.0.0.1:3000/', skipBrowserRedirect: true } });
  assert.equal(error, null);
  const back = await browse(data.url);
  const frag = new URLSearchParams(back.hash.slice(1));
  assert.equal(frag.get('token_type'), 'bearer');
  assert.ok(frag.get('provider_token'));
  const { data: s, error: serr } = await client.auth.setSession({ access_token: frag.get('access_token'), refresh_token: frag.get('refresh_token') });
  assert.equal(serr, null);
  assert.equal(s.user.email, email);
  assert.equal(s.user.app_metadata.provider, 'google');
  assert.equal(s.user.user_metadata.full_name, 'Gabriela Lima');
});

test('Google sign-in, PKCE flow: code exchanged for a session', async () => {
  const email = uniqueEmail('gpkce');
  provider.setUser({ sub: `g-${randomUUID()}`, email, email_verified: true, name: 'Paulo' });
  const client = pkceClient();
  const events = [];
  client.auth.onAuthStateChange((e) => events.push(e));
  const { data } = await client.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: 'http://127.0.0.1:3000/auth/callback', skipBrowserRedirect: true } });
  assert.match(data.url, /code_challenge=/);
  const back = await browse(data.url);
  const code = back.searchParams.get('code');
  assert.ok(code, back.toString());
  const { data: s, error } = await client.auth.exchangeCodeForSession(code);
  assert.equal(error, null);
  assert.equal(s.user.email, email);
  assert.ok(s.session.provider_token);
  assert.ok(events.includes('SIGNED_IN'));
  const again = await pkceClient().auth.exchangeCodeForSession(code);
  assert.ok(again.error); // no verifier in a fresh client: refused locally or by the server
});

test('native Google sign-in with an ID token and nonce', async () => {
  const email = uniqueEmail('native');
  const nonce = randomUUID();
  const token = provider.idToken({ sub: `g-${randomUUID()}`, email, email_verified: true, name: 'Nath' }, createHash('sha256').update(nonce).digest('hex'));
  const client = createClient(api, env.ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
  const { data, error } = await client.auth.signInWithIdToken({ provider: 'google', token, nonce });
  assert.equal(error, null);
  assert.equal(data.user.email, email);
  const bad = await client.auth.signInWithIdToken({ provider: 'google', token, nonce: 'other' });
  assert.match(bad.error?.message ?? '', /Nonces mismatch/);
});

test('GitHub: signInWithOAuth names our /authorize, which sends the browser to github.com with GoTrue\'s scopes', async () => {
  const client = pkceClient();
  const { data, error } = await client.auth.signInWithOAuth({ provider: 'github', options: { redirectTo: 'http://127.0.0.1:3000/auth/callback', scopes: 'read:org', skipBrowserRedirect: true } });
  assert.equal(error, null);
  const ours = new URL(data.url);
  assert.equal(`${ours.origin}${ours.pathname}`, `${api}/auth/v1/authorize`);
  assert.equal(ours.searchParams.get('provider'), 'github');
  const res = await fetch(data.url, { redirect: 'manual' });
  assert.equal(res.status, 302);
  const gh = new URL(res.headers.get('location'));
  assert.equal(`${gh.origin}${gh.pathname}`, 'https://github.com/login/oauth/authorize');
  assert.equal(gh.searchParams.get('client_id'), 'Iv1.pedbooktest');
  assert.equal(gh.searchParams.get('redirect_uri'), `${api}/auth/v1/callback`);
  assert.equal(gh.searchParams.get('scope'), 'user:email read:org');
  assert.match(gh.searchParams.get('state') ?? '', /^[0-9a-f-]{36}$/);
  const settings = await (await fetch(`${api}/auth/v1/settings`)).json();
  assert.equal(settings.external.github, true);
  assert.equal(settings.external.gitlab, false);
});

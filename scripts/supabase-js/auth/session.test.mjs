// Sign-up, sign-in, refresh (manual, automatic, reuse detection, two tabs), sign-out,
// through the unchanged supabase-js against the running pedbook.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { anonClient, serviceClient } from '../lib/env.mjs';
import { browserClient, env, recordEvents, sleep, uniqueEmail } from './helpers.mjs';

const meta = { full_name: 'Marina Costa', formation_area: 'Pediatria', graduation_year: '2019', is_student: false, is_professional: true };

test('sign-up with metadata creates the user, a session and the profile row', async () => {
  const { client } = browserClient();
  const ev = recordEvents(client);
  const email = uniqueEmail('Signup');
  const { data, error } = await client.auth.signUp({ email, password: 'segredo123', options: { data: meta } });
  assert.equal(error, null);
  assert.ok(data.session?.access_token && data.session.refresh_token);
  assert.equal(data.user.email, email.toLowerCase());
  assert.equal(data.user.user_metadata.full_name, 'Marina Costa');
  assert.ok(ev.events.some((e) => e.event === 'SIGNED_IN'));
  ev.stop();

  const { data: profile, error: perr } = await serviceClient().from('profiles')
    .select('full_name, formation_area, graduation_year, is_student, is_professional').eq('id', data.user.id).single();
  assert.equal(perr, null);
  assert.deepEqual(profile, { full_name: 'Marina Costa', formation_area: 'Pediatria', graduation_year: '2019', is_student: false, is_professional: true });

  // The user reads their own profile through RLS with the minted access token.
  const { data: own } = await client.from('profiles').select('id').eq('id', data.user.id).single();
  assert.equal(own?.id, data.user.id);

  const again = await anonClient().auth.signUp({ email, password: 'segredo123' });
  assert.equal(again.error?.code, 'user_already_exists');
  assert.equal(again.error?.status, 422);

  const weak = await anonClient().auth.signUp({ email: uniqueEmail('weak'), password: 'abc1' });
  assert.equal(weak.error?.code, 'weak_password');
  assert.deepEqual(weak.error?.reasons, ['length']);
  // The product's rules and the common-password list hold on the server (issue 20 #6).
  const common = await anonClient().auth.signUp({ email: uniqueEmail('weak'), password: '123456' });
  assert.equal(common.error?.code, 'weak_password');
  assert.deepEqual(common.error?.reasons, ['length', 'characters', 'pwned']);
  const blank = await anonClient().auth.signUp({ email: uniqueEmail('weak'), password: '      ' });
  assert.equal(blank.error?.code, 'weak_password');
  assert.deepEqual(blank.error?.reasons, ['length', 'characters']);
});

test('sign-in, wrong password, getUser', async () => {
  const email = uniqueEmail('signin');
  await anonClient().auth.signUp({ email, password: 'segredo123', options: { data: meta } });
  const { client } = browserClient();
  const bad = await client.auth.signInWithPassword({ email, password: 'errada123' });
  assert.equal(bad.error?.code, 'invalid_credentials');
  assert.equal(bad.error?.status, 400);
  assert.equal(bad.error?.message, 'Invalid login credentials');

  const { data, error } = await client.auth.signInWithPassword({ email, password: 'segredo123' });
  assert.equal(error, null);
  assert.equal(data.user.email, email);
  assert.equal(data.weakPassword ?? null, null);
  const { data: me, error: meErr } = await client.auth.getUser();
  assert.equal(meErr, null);
  assert.equal(me.user.id, data.user.id);
  const claims = JSON.parse(Buffer.from(data.session.access_token.split('.')[1], 'base64url').toString());
  assert.equal(claims.role, 'authenticated');
  assert.equal(claims.aud, 'authenticated');
  assert.equal(claims.amr[0].method, 'password');
  assert.equal(claims.session_id.length, 36);
});

test('manual refresh rotates the refresh token and keeps the user signed in', async () => {
  const email = uniqueEmail('refresh');
  const { client } = browserClient();
  const ev = recordEvents(client);
  const { data } = await client.auth.signUp({ email, password: 'segredo123' });
  const { data: r, error } = await client.auth.refreshSession();
  assert.equal(error, null);
  assert.notEqual(r.session.refresh_token, data.session.refresh_token);
  assert.equal(r.user.id, data.user.id);
  assert.ok(ev.events.some((e) => e.event === 'TOKEN_REFRESHED'));
  ev.stop();
});

test('automatic refresh when the stored session is about to expire', async () => {
  const email = uniqueEmail('auto');
  const { client, store } = browserClient({ autoRefreshToken: true });
  const ev = recordEvents(client);
  const { data } = await client.auth.signUp({ email, password: 'segredo123' });
  await client.auth.stopAutoRefresh();
  // Pretend 59 minutes passed: the stored session now expires in 30 s.
  const [key] = [...store.keys()].filter((k) => !k.endsWith('-code-verifier') && !k.endsWith('-user'));
  const stored = JSON.parse(store.get(key));
  stored.expires_at = Math.floor(Date.now() / 1000) + 30;
  store.set(key, JSON.stringify(stored));
  await client.auth.startAutoRefresh(); // ticks at once, then every 30 s
  for (let i = 0; i < 50 && !ev.events.some((e) => e.event === 'TOKEN_REFRESHED'); i++) await sleep(100);
  await client.auth.stopAutoRefresh();
  const refreshed = ev.events.find((e) => e.event === 'TOKEN_REFRESHED');
  assert.ok(refreshed, `events: ${ev.events.map((e) => e.event)}`);
  assert.notEqual(refreshed.session.refresh_token, data.session.refresh_token);
  ev.stop();
});

test('two tabs refreshing the same token at once both get the active child', async () => {
  const email = uniqueEmail('tabs');
  const { data } = await anonClient().auth.signUp({ email, password: 'segredo123' });
  const rt = data.session.refresh_token;
  const [a, b] = await Promise.all([
    anonClient().auth.refreshSession({ refresh_token: rt }),
    anonClient().auth.refreshSession({ refresh_token: rt }),
  ]);
  assert.equal(a.error, null);
  assert.equal(b.error, null);
  assert.equal(a.data.session.refresh_token, b.data.session.refresh_token);
});

test('reuse of a used refresh token after the reuse interval revokes the family', async () => {
  const email = uniqueEmail('reuse');
  const { data } = await anonClient().auth.signUp({ email, password: 'segredo123' });
  const rt0 = data.session.refresh_token;
  const r1 = await anonClient().auth.refreshSession({ refresh_token: rt0 });
  const r2 = await anonClient().auth.refreshSession({ refresh_token: r1.data.session.refresh_token });
  assert.equal(r2.error, null);
  await sleep(11_000); // the reuse interval is 10 s
  const stolen = await anonClient().auth.refreshSession({ refresh_token: rt0 });
  assert.equal(stolen.error?.code, 'refresh_token_already_used');
  assert.equal(stolen.error?.status, 400);
  const legit = await anonClient().auth.refreshSession({ refresh_token: r2.data.session.refresh_token });
  assert.equal(legit.error?.code, 'refresh_token_already_used');
});

test('sign-out ends the session on the server', async () => {
  const email = uniqueEmail('out');
  const { client } = browserClient();
  const ev = recordEvents(client);
  const { data } = await client.auth.signUp({ email, password: 'segredo123' });
  const { error } = await client.auth.signOut();
  assert.equal(error, null);
  assert.ok(ev.events.some((e) => e.event === 'SIGNED_OUT'));
  const { data: s } = await client.auth.getSession();
  assert.equal(s.session, null);
  // session_not_found from the server becomes AuthSessionMissingError in auth-js.
  const stale = await anonClient().auth.getUser(data.session.access_token);
  assert.equal(stale.error?.name, 'AuthSessionMissingError');
  const raw = await fetch(`${env.API_URL}/auth/v1/user`, { headers: { apikey: env.ANON_KEY, Authorization: `Bearer ${data.session.access_token}`, 'X-Supabase-Api-Version': '2024-01-01' } });
  assert.equal(raw.status, 403);
  assert.equal((await raw.json()).code, 'session_not_found');
  const r = await anonClient().auth.refreshSession({ refresh_token: data.session.refresh_token });
  assert.equal(r.error?.code, 'refresh_token_not_found');
  ev.stop();
});

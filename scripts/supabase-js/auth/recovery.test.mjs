// Password recovery with the 6-digit code, as the product's recovery dialog does it:
// resetPasswordForEmail → code from MailDev → verifyOtp → PASSWORD_RECOVERY → updateUser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { anonClient } from '../lib/env.mjs';
import { browserClient, mailCode, recordEvents, sleep, uniqueEmail } from './helpers.mjs';

test('recovery by code: same, weak and good new passwords', async () => {
  const email = uniqueEmail('recover');
  await anonClient().auth.signUp({ email, password: 'senhaAntiga1', options: { data: { full_name: 'Rui' } } });
  const before = Date.now() - 1000;

  const { client } = browserClient();
  const ev = recordEvents(client);
  const sent = await client.auth.resetPasswordForEmail(email, { redirectTo: 'http://127.0.0.1:3000/reset' });
  assert.deepEqual(sent, { data: {}, error: null });

  const { code, link, subject, html } = await mailCode(email, { after: before });
  assert.equal(subject, 'Redefinição de senha do PedBook');
  assert.match(code, /^\d{6}$/);
  assert.match(html, /Seu código de verificação/);
  assert.match(link, /\/auth\/v1\/verify\?/);
  assert.match(link, /type=recovery/);

  const { data, error } = await client.auth.verifyOtp({ email, token: code, type: 'recovery' });
  assert.equal(error, null);
  assert.ok(data.session?.access_token);
  assert.ok(ev.events.some((e) => e.event === 'PASSWORD_RECOVERY'), `events: ${ev.events.map((e) => e.event)}`);
  const claims = JSON.parse(Buffer.from(data.session.access_token.split('.')[1], 'base64url').toString());
  assert.equal(claims.amr[0].method, 'recovery');

  const same = await client.auth.updateUser({ password: 'senhaAntiga1' });
  assert.equal(same.error?.code, 'same_password');
  assert.equal(same.error?.status, 422);

  const weak = await client.auth.updateUser({ password: 'abc1' });
  assert.equal(weak.error?.code, 'weak_password');
  assert.deepEqual(weak.error?.reasons, ['length']);

  const good = await client.auth.updateUser({ password: 'senhaNova22' });
  assert.equal(good.error, null);
  assert.equal(good.data.user.email, email);
  assert.ok(ev.events.some((e) => e.event === 'USER_UPDATED'));
  ev.stop();

  const old = await anonClient().auth.signInWithPassword({ email, password: 'senhaAntiga1' });
  assert.equal(old.error?.code, 'invalid_credentials');
  const fresh = await anonClient().auth.signInWithPassword({ email, password: 'senhaNova22' });
  assert.equal(fresh.error, null);

  // The code was single-use.
  const reuse = await anonClient().auth.verifyOtp({ email, token: code, type: 'recovery' });
  assert.equal(reuse.error?.code, 'otp_expired');
  assert.equal(reuse.error?.status, 403);
});

test('five wrong codes void the code', async () => {
  const email = uniqueEmail('brute');
  await anonClient().auth.signUp({ email, password: 'segredo123' });
  const before = Date.now() - 1000;
  await anonClient().auth.resetPasswordForEmail(email);
  const { code } = await mailCode(email, { after: before });
  const wrong = code === '000000' ? '111111' : '000000';
  for (let i = 0; i < 5; i++) {
    const r = await anonClient().auth.verifyOtp({ email, token: wrong, type: 'recovery' });
    assert.equal(r.error?.code, 'otp_expired');
  }
  const right = await anonClient().auth.verifyOtp({ email, token: code, type: 'recovery' });
  assert.equal(right.error?.code, 'otp_expired');
  assert.equal(right.data.session, null);
});

test('unknown addresses are answered like known ones, and repeats are rate limited', async () => {
  const unknown = await anonClient().auth.resetPasswordForEmail(uniqueEmail('nobody'));
  assert.deepEqual(unknown, { data: {}, error: null });
  const email = uniqueEmail('freq');
  await anonClient().auth.signUp({ email, password: 'segredo123' });
  const first = await anonClient().auth.resetPasswordForEmail(email);
  assert.equal(first.error, null);
  const second = await anonClient().auth.resetPasswordForEmail(email);
  assert.equal(second.error?.code, 'over_email_send_rate_limit');
  assert.equal(second.error?.status, 429);
  await sleep(1100); // GOTRUE_SMTP_MAX_FREQUENCY=1s in scripts/test
  const third = await anonClient().auth.resetPasswordForEmail(email);
  assert.equal(third.error, null);
});

test('the email link signs in with type=recovery in the fragment', async () => {
  const email = uniqueEmail('link');
  await anonClient().auth.signUp({ email, password: 'segredo123' });
  const before = Date.now() - 1000;
  await anonClient().auth.resetPasswordForEmail(email, { redirectTo: 'http://127.0.0.1:3000/reset' });
  const { link } = await mailCode(email, { after: before });
  const res = await fetch(link, { redirect: 'manual' });
  assert.equal(res.status, 303);
  const loc = new URL(res.headers.get('location'));
  assert.equal(loc.origin, 'http://127.0.0.1:3000');
  const frag = new URLSearchParams(loc.hash.slice(1));
  assert.equal(frag.get('type'), 'recovery');
  assert.ok(frag.get('access_token') && frag.get('refresh_token'));
  const { client } = browserClient();
  const { data, error } = await client.auth.setSession({ access_token: frag.get('access_token'), refresh_token: frag.get('refresh_token') });
  assert.equal(error, null);
  assert.equal(data.user.email, email);
});

// Email OTP / magic link, invitations and reauthentication through the unchanged supabase-js.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serviceClient } from '../lib/env.mjs';
import { browserClient, lastMail, mailCode, uniqueEmail } from './helpers.mjs';

test('signInWithOtp: a new address is signed up and signs in with the emailed code', async () => {
  const { client } = browserClient();
  const email = uniqueEmail('otp');
  const { data, error } = await client.auth.signInWithOtp({ email, options: { data: { full_name: 'Rita' } } });
  assert.equal(error, null);
  assert.equal(data.session, null);
  const { code, link } = await mailCode(email);
  assert.match(link, /\/verify\?token=[^&]+&type=magiclink/);
  const { data: v, error: verr } = await client.auth.verifyOtp({ email, token: code, type: 'email' });
  assert.equal(verr, null);
  assert.equal(v.user.email, email.toLowerCase());
  assert.equal(v.user.user_metadata.full_name, 'Rita');

  // shouldCreateUser false for an unknown address
  const none = await client.auth.signInWithOtp({ email: uniqueEmail('none'), options: { shouldCreateUser: false } });
  assert.equal(none.error?.code, 'otp_disabled');
});

test('inviteUserByEmail: invited_at, and the invitation code signs the user in', async () => {
  const email = uniqueEmail('invite');
  const { data, error } = await serviceClient().auth.admin.inviteUserByEmail(email, { data: { role_hint: 'residente' } });
  assert.equal(error, null);
  assert.ok(data.user.invited_at);
  assert.deepEqual(data.user.user_metadata, { role_hint: 'residente' });
  const { code } = await mailCode(email);
  const { client } = browserClient();
  const { data: v, error: verr } = await client.auth.verifyOtp({ email, token: code, type: 'invite' });
  assert.equal(verr, null);
  assert.ok(v.user.email_confirmed_at);
  const bad = await serviceClient().auth.admin.inviteUserByEmail('not-an-email');
  assert.match(bad.error.message, /Unable to validate email address: invalid format/);
});

test('reauthenticate sends a nonce that a password change accepts once', async () => {
  const { client } = browserClient();
  const email = uniqueEmail('reauth');
  assert.equal((await client.auth.signUp({ email, password: 'segredo123' })).error, null);
  const { data, error } = await client.auth.reauthenticate();
  assert.equal(error, null);
  assert.deepEqual([data.user, data.session], [null, null]);
  // sign-up with autoconfirm sends nothing: the newest email to the address is the nonce
  const nonce = /data-otp="(\d+)"/.exec((await lastMail(email)).html)[1];
  const wrong = await client.auth.updateUser({ password: 'novasenha1', nonce: '000000' });
  assert.equal(wrong.error?.code, 'reauthentication_not_valid');
  assert.equal((await client.auth.updateUser({ password: 'novasenha1', nonce })).error, null);
  assert.equal((await client.auth.signInWithPassword({ email, password: 'novasenha1' })).error, null);
});

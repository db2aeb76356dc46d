// MFA (TOTP) through the unchanged supabase-js: enrol (QR code), challenge, verify to aal2,
// the assurance level and amr, unenrol, and the admin factor API.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { serviceClient } from '../lib/env.mjs';
import { browserClient, env, uniqueEmail } from './helpers.mjs';

function base32(s) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of s.replace(/=+$/, '')) bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const out = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) out.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(out);
}

/** RFC 6238 TOTP (SHA-1, 30 s, 6 digits), what an authenticator app shows. */
function totp(secret, now = Date.now()) {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 30000)));
  const mac = createHmac('sha1', base32(secret)).update(counter).digest();
  const off = mac[mac.length - 1] & 0x0f;
  return String((mac.readUInt32BE(off) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

async function signedIn() {
  const { client } = browserClient();
  const email = uniqueEmail('mfa');
  const { data, error } = await client.auth.signUp({ email, password: 'segredo123' });
  assert.equal(error, null);
  return { client, email, user: data.user };
}

test('TOTP: enrol, challenge and verify raise the session to aal2; unenrol', async () => {
  const { client } = await signedIn();
  const { data: enrolled, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Celular' });
  assert.equal(error, null);
  assert.equal(enrolled.type, 'totp');
  assert.match(enrolled.totp.qr_code, /^data:image\/svg\+xml;utf-8,<svg/);
  assert.match(enrolled.totp.uri, /^otpauth:\/\/totp\//);

  let aal = (await client.auth.mfa.getAuthenticatorAssuranceLevel()).data;
  assert.equal(aal.currentLevel, 'aal1');

  const wrong = await client.auth.mfa.challengeAndVerify({ factorId: enrolled.id, code: '000000' });
  assert.equal(wrong.error?.code, 'mfa_verification_failed');
  assert.match(wrong.error.message, /Invalid TOTP code/);

  const { data: challenge, error: cerr } = await client.auth.mfa.challenge({ factorId: enrolled.id });
  assert.equal(cerr, null);
  assert.ok(challenge.expires_at > Date.now() / 1000);
  const { data: verified, error: verr } = await client.auth.mfa.verify({
    factorId: enrolled.id, challengeId: challenge.id, code: totp(enrolled.totp.secret) });
  assert.equal(verr, null);
  assert.ok(verified.access_token);

  aal = (await client.auth.mfa.getAuthenticatorAssuranceLevel()).data;
  assert.equal(aal.currentLevel, 'aal2');
  assert.equal(aal.nextLevel, 'aal2');
  assert.ok(aal.currentAuthenticationMethods.some((m) => m.method === 'totp'));

  const { data: factors } = await client.auth.mfa.listFactors();
  assert.equal(factors.totp.length, 1);
  assert.equal(factors.totp[0].status, 'verified');

  // the session still refreshes at aal2
  const { data: refreshed, error: rerr } = await client.auth.refreshSession();
  assert.equal(rerr, null);
  assert.equal(JSON.parse(Buffer.from(refreshed.session.access_token.split('.')[1], 'base64url')).aal, 'aal2');

  const { error: uerr } = await client.auth.mfa.unenroll({ factorId: enrolled.id });
  assert.equal(uerr, null);
  assert.equal((await client.auth.mfa.listFactors()).data.all.length, 0);
});

test('a verified factor: a new password sign-in is aal1 and asks for aal2', async () => {
  const { client, email } = await signedIn();
  const { data: f } = await client.auth.mfa.enroll({ factorType: 'totp' });
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId: f.id, code: totp(f.totp.secret) });
  assert.equal(error, null);

  const { client: other } = browserClient();
  assert.equal((await other.auth.signInWithPassword({ email, password: 'segredo123' })).error, null);
  const { data: aal } = await other.auth.mfa.getAuthenticatorAssuranceLevel();
  assert.deepEqual([aal.currentLevel, aal.nextLevel], ['aal1', 'aal2']);
  const stepUp = await other.auth.mfa.challengeAndVerify({ factorId: f.id, code: totp(f.totp.secret) });
  assert.equal(stepUp.error, null);
  assert.equal((await other.auth.mfa.getAuthenticatorAssuranceLevel()).data.currentLevel, 'aal2');
});

test('without a session MFA calls are refused', async () => {
  // supabase-js sends the anon key as the bearer when signed out: a token without a user
  const { client } = browserClient();
  const { error } = await client.auth.mfa.enroll({ factorType: 'totp' });
  assert.equal(error?.code, 'bad_jwt');
  assert.equal(error.message, 'invalid claim: missing sub claim');
  // with no Authorization at all GoTrue's 401 "Bearer token" answer
  const res = await fetch(`${env.API_URL}/auth/v1/factors`, { method: 'POST', headers: { apikey: env.ANON_KEY, 'content-type': 'application/json' }, body: '{}' });
  assert.equal(res.status, 401);
  assert.match((await res.json()).msg, /Bearer token/);
});

test('admin: list and delete a user\'s factors', async () => {
  const { client, user } = await signedIn();
  const { data: f } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'App' });
  const admin = serviceClient().auth.admin;
  const { data: listed, error } = await admin.mfa.listFactors({ userId: user.id });
  assert.equal(error, null);
  assert.deepEqual(listed.factors.map((x) => x.id), [f.id]);
  const { error: derr } = await admin.mfa.deleteFactor({ userId: user.id, id: f.id });
  assert.equal(derr, null);
  assert.equal((await admin.mfa.listFactors({ userId: user.id })).data.factors.length, 0);
});

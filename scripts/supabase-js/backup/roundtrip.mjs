// The client side of the backup/restore round trip (scripts/lib/backup-restore-test.sh runs it;
// not a *.test.mjs file, so the plain supabase-js stage does not).
//
//   node backup/roundtrip.mjs create STATE   against the PedBook to back up: signs a user up
//        with a password, keeps one refresh token unused, saves a prescription (with its
//        patient and an item) and a note as that user; writes what it made to STATE (JSON)
//   node backup/roundtrip.mjs verify STATE   against the restored PedBook: the password signs
//        in (a wrong one does not), the kept refresh token refreshes, the access token issued
//        before the backup is still accepted, and the rows read back as that user through REST
//
// API_URL and ANON_KEY come from PEDBOOK_ENV_FILE / the environment (lib/env.mjs).
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { env } from '../lib/env.mjs';

function client(accessToken) {
  return createClient(env.API_URL, env.ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(accessToken ? { global: { headers: { Authorization: `Bearer ${accessToken}` } } } : {}),
  });
}

function must(result, what) {
  assert.ifError(result.error, `${what}: ${result.error?.message}`);
  return result.data;
}

async function create(stateFile) {
  const email = `backup-${randomUUID().slice(0, 8)}@pedbook.test`;
  const password = 'Backup-2026-senha';
  const up = must(await client().auth.signUp({ email, password }), 'sign-up');
  assert.ok(up.session, 'autoconfirm gives a session at sign-up');
  const userId = up.user.id;
  // A second session: its refresh token is the one kept for after the restore (never used
  // before it). The first session's token is rotated once, so the dump also holds a revoked one.
  const signedIn = must(await client().auth.signInWithPassword({ email, password }), 'sign-in');
  const kept = signedIn.session;
  must(await client().auth.refreshSession({ refresh_token: up.session.refresh_token }), 'refresh before backup');

  const me = client(kept.access_token);
  const rx = must(await me.from('pedbook_prescriptions').insert({
    user_id: userId, name: 'Otite média aguda — backup', patient_age_months: 30, patient_weight_kg: 13.5,
    notes: 'Retorno em 48 h se febre persistir.',
  }).select('id, name, patient_age_months, patient_weight_kg, notes').single(), 'insert prescription');
  must(await me.from('pedbook_prescription_patients').insert({ prescription_id: rx.id, user_id: userId, patient_name: 'Paciente Backup' }), 'insert patient');
  const item = must(await me.from('pedbook_prescription_medications').insert({
    prescription_id: rx.id, user_id: userId, item_name: 'Amoxicilina 400 mg/5 mL', custom_text: 'texto livre do prescritor',
    duration: '10 dias', display_order: 1,
  }).select('id, item_name, custom_text, duration').single(), 'insert prescription item');
  const note = must(await me.from('pedbook_notes').insert({
    user_id: userId, title: 'Plantão — backup', content: 'Conteúdo que precisa sobreviver à restauração.', tags: ['backup', 'plantão'],
  }).select('id, title, content, tags').single(), 'insert note');

  const state = { email, password, userId, refreshToken: kept.refresh_token, accessToken: kept.access_token, rx, item, note };
  writeFileSync(stateFile, JSON.stringify(state, null, 2), { mode: 0o600 });
  console.log(`created user ${userId}, prescription ${rx.id}, note ${note.id}`);
}

async function verify(stateFile) {
  const s = JSON.parse(readFileSync(stateFile, 'utf8'));

  const wrong = await client().auth.signInWithPassword({ email: s.email, password: `${s.password}x` });
  assert.ok(wrong.error, 'a wrong password is refused on the restored server');
  const signedIn = must(await client().auth.signInWithPassword({ email: s.email, password: s.password }), 'sign-in with the existing password');
  assert.equal(signedIn.user.id, s.userId, 'the same user signs in');

  const refreshed = must(await client().auth.refreshSession({ refresh_token: s.refreshToken }), 'refresh with the pre-backup refresh token');
  assert.equal(refreshed.user.id, s.userId, 'the old refresh token belongs to the same user');
  assert.notEqual(refreshed.session.refresh_token, s.refreshToken, 'the refresh token rotates as before');

  const old = must(await client().auth.getUser(s.accessToken), 'the pre-backup access token (same JWT secret)');
  assert.equal(old.user.id, s.userId);

  for (const [label, token] of [['signed in', signedIn.session.access_token], ['refreshed', refreshed.session.access_token]]) {
    const me = client(token);
    const rx = must(await me.from('pedbook_prescriptions').select('id, name, patient_age_months, patient_weight_kg, notes').eq('id', s.rx.id), `read prescription (${label})`);
    assert.deepEqual(rx, [s.rx], `the prescription is there, as saved (${label})`);
    const patient = must(await me.from('pedbook_prescription_patients').select('patient_name').eq('prescription_id', s.rx.id), 'read patient');
    assert.deepEqual(patient, [{ patient_name: 'Paciente Backup' }]);
    const item = must(await me.from('pedbook_prescription_medications').select('id, item_name, custom_text, duration').eq('prescription_id', s.rx.id), 'read item');
    assert.deepEqual(item, [s.item]);
    const note = must(await me.from('pedbook_notes').select('id, title, content, tags').eq('id', s.note.id), `read note (${label})`);
    assert.deepEqual(note, [s.note], `the note is there, as saved (${label})`);
  }
  // The grants and policies came back with the data: an anonymous client may not read notes,
  // another user reads none of this user's.
  const anon = await client().from('pedbook_notes').select('id').eq('id', s.note.id);
  assert.equal(anon.error?.code, '42501', `an anonymous read of notes is refused (got ${JSON.stringify(anon)})`);
  const other = must(await client().auth.signUp({ email: `backup-other-${randomUUID().slice(0, 8)}@pedbook.test`, password: s.password }), 'another user signs up');
  const theirs = client(other.session.access_token);
  assert.deepEqual(must(await theirs.from('pedbook_notes').select('id').eq('id', s.note.id), 'another user reads the note'), [], 'another user sees no note of this user');
  assert.deepEqual(must(await theirs.from('pedbook_prescription_patients').select('patient_name').eq('prescription_id', s.rx.id), 'another user reads the patient'), [], "another user sees no patient's name");
  console.log(`verified user ${s.userId}: password sign-in, old refresh token, old access token, prescription and note`);
}

const [cmd, stateFile] = process.argv.slice(2);
if (cmd === 'create' && stateFile) await create(stateFile);
else if (cmd === 'verify' && stateFile) await verify(stateFile);
else {
  console.error('usage: node backup/roundtrip.mjs create|verify STATE');
  process.exit(2);
}

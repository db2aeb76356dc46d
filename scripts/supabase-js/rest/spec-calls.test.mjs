// Every data call of spec part 2 §7 through the unchanged supabase-js against the running
// gateway, on the real schema with RLS: feedback and profile, search supplement reads, site
// settings, the Instagram banner (PGRST116 on .single() when there is no post) and the
// offline-download selects with their orders and limits.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { anonClient, serviceClient } from '../lib/env.mjs';
import { createUser } from './helpers.mjs';

const anon = anonClient();
const service = serviceClient();
let alice, bob, admin, typeId;

before(async () => {
  alice = createUser({ full_name: 'Alice Pediatra', formation_area: 'Pediatria' });
  bob = createUser({});
  admin = createUser({ full_name: 'Dra. Admin' }, { admin: true });
  const { data, error } = await service.from('pedbook_feedback_types')
    .upsert([{ name: 'Sugestão' }, { name: 'Erro' }], { onConflict: 'name' }).select('id, name');
  assert.equal(error, null);
  typeId = data.find((t) => t.name === 'Sugestão').id;
});

test('feedback types: anyone reads all rows', async () => {
  const { data, error, status } = await anon.from('pedbook_feedback_types').select('*');
  assert.equal(error, null);
  assert.equal(status, 200);
  assert.ok(data.some((t) => t.name === 'Sugestão') && data.some((t) => t.name === 'Erro'));
});

test('feedback: a user inserts, lists own newest first; others see nothing', async () => {
  for (const [i, message] of ['primeiro', 'segundo'].entries()) {
    const { error, status } = await alice.client.from('pedbook_feedbacks').insert({
      user_id: alice.id, type_id: typeId, message, whatsapp: '+55 81 99999-0000', title: `Feedback ${i + 1}`,
    });
    assert.equal(error, null);
    assert.equal(status, 201);
  }
  const { data, error } = await alice.client.from('pedbook_feedbacks').select('*')
    .eq('user_id', alice.id).order('created_at', { ascending: false });
  assert.equal(error, null);
  assert.deepEqual(data.map((f) => f.message), ['segundo', 'primeiro']);
  assert.equal(data[0].status, 'aguardando');

  const other = await bob.client.from('pedbook_feedbacks').select('*').eq('user_id', alice.id);
  assert.equal(other.error, null);
  assert.deepEqual(other.data, []);

  // Inserting as someone else is refused by RLS (403 for a signed-in user).
  const forged = await bob.client.from('pedbook_feedbacks').insert({ user_id: alice.id, message: 'x', title: 't' });
  assert.equal(forged.status, 403);
  assert.equal(forged.error.code, '42501');
  // Anonymous visitors have no grant at all: 401.
  const anonRead = await anon.from('pedbook_feedbacks').select('*');
  assert.equal(anonRead.status, 401);
  assert.equal(anonRead.error.code, '42501');
});

test('feedback thread: responses oldest first, responder names and admin badge, reply', async () => {
  const { data: fb } = await alice.client.from('pedbook_feedbacks').select('id').eq('user_id', alice.id)
    .order('created_at', { ascending: false }).limit(1).single();
  const r1 = await admin.client.from('pedbook_feedback_responses').insert({ feedback_id: fb.id, message: 'Obrigado!', user_id: admin.id });
  assert.equal(r1.error, null);
  const r2 = await alice.client.from('pedbook_feedback_responses').insert({ feedback_id: fb.id, message: 'De nada', user_id: alice.id });
  assert.equal(r2.error, null);
  assert.equal(r2.status, 201);

  const { data: responses, error } = await alice.client.from('pedbook_feedback_responses')
    .select('id, feedback_id, message, created_at, user_id').in('feedback_id', [fb.id]).order('created_at', { ascending: true });
  assert.equal(error, null);
  assert.deepEqual(responses.map((r) => r.message), ['Obrigado!', 'De nada']);
  assert.deepEqual(Object.keys(responses[0]).sort(), ['created_at', 'feedback_id', 'id', 'message', 'user_id']);

  const ids = [...new Set(responses.map((r) => r.user_id))];
  const { data: profiles, error: pErr } = await alice.client.from('public_profiles').select('id, full_name, is_admin').in('id', ids);
  assert.equal(pErr, null);
  const byId = Object.fromEntries(profiles.map((p) => [p.id, p]));
  assert.deepEqual(byId[admin.id], { id: admin.id, full_name: 'Dra. Admin', is_admin: true });
  assert.deepEqual(byId[alice.id], { id: alice.id, full_name: 'Alice Pediatra', is_admin: false });

  // Bob cannot reply to Alice's feedback.
  const forged = await bob.client.from('pedbook_feedback_responses').insert({ feedback_id: fb.id, message: 'intruso', user_id: bob.id });
  assert.equal(forged.status, 403);
});

test('instagram banner: .single() on the latest post gives PGRST116 when there is none, then the post', async () => {
  const latest = () => anon.from('pedbook_site_instagram_posts')
    .select('id, title, link, created_at, post_date, click_count')
    .eq('is_counter', false).order('created_at', { ascending: false }).limit(1).single();
  // The suite owns its database; start from "no post" even when rerun on the same one.
  assert.equal((await service.from('pedbook_site_instagram_posts').delete().eq('is_counter', false)).error, null);
  const none = await latest();
  assert.equal(none.data, null);
  assert.equal(none.status, 406);
  assert.equal(none.error.code, 'PGRST116');
  assert.equal(none.error.message, 'Cannot coerce the result to a single JSON object');
  assert.equal(none.error.details, 'The result contains 0 rows');

  const ins = await service.from('pedbook_site_instagram_posts')
    .insert([{ title: 'Antigo', link: 'https://instagram.com/p/1', post_date: '2026-01-01T00:00:00Z' }]).select('id');
  assert.equal(ins.error, null);
  await new Promise((r) => setTimeout(r, 10));
  const ins2 = await service.from('pedbook_site_instagram_posts')
    .insert({ title: 'Novo', link: 'https://instagram.com/p/2', post_date: '2026-02-01T00:00:00Z' }).select('id').single();
  assert.equal(ins2.error, null);

  const got = await latest();
  assert.equal(got.error, null);
  assert.equal(got.data.title, 'Novo');
  assert.deepEqual(Object.keys(got.data).sort(), ['click_count', 'created_at', 'id', 'link', 'post_date', 'title']);
  assert.equal(got.data.click_count, 0);

  const click = await anon.rpc('increment_instagram_click', { post_id: ins2.data.id });
  assert.equal(click.error, null);
  assert.equal(click.data, 1);
  const again = await latest();
  assert.equal(again.data.click_count, 1);
  // Unknown post: the function answers null.
  const missing = await anon.rpc('increment_instagram_click', { post_id: '00000000-0000-0000-0000-000000000000' });
  assert.equal(missing.error, null);
  assert.equal(missing.data, null);
});

test('homepage: medication category names ordered, limit 50', async () => {
  await service.from('pedbook_medication_categories').upsert([{ name: 'Antibióticos' }, { name: 'Analgésicos' }], { onConflict: 'name' });
  const { data, error } = await anon.from('pedbook_medication_categories').select('name').order('name').limit(50);
  assert.equal(error, null);
  assert.ok(data.length >= 2 && data.length <= 50);
  const names = data.map((c) => c.name);
  assert.deepEqual(names, [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
});

test('profile: own row readable; a missing profile is upserted with the defaults', async () => {
  const own = await alice.client.from('profiles').select('*').eq('id', alice.id).maybeSingle();
  assert.equal(own.error, null);
  assert.equal(own.data.full_name, 'Alice Pediatra');
  assert.equal(own.data.graduation_year, 'Não informado');

  // Others' profiles are invisible.
  const other = await bob.client.from('profiles').select('*').eq('id', alice.id).maybeSingle();
  assert.equal(other.error, null);
  assert.equal(other.data, null);

  // Simulate a user whose profile is missing, then the client's upsert.
  await service.from('profiles').delete().eq('id', bob.id);
  const missing = await bob.client.from('profiles').select('*').eq('id', bob.id).maybeSingle();
  assert.equal(missing.data, null);
  const up = await bob.client.from('profiles').upsert({
    id: bob.id, full_name: 'Usuário', formation_area: 'Não informado', graduation_year: 'Não informado', is_student: false, is_professional: true,
  }).select('id, full_name, formation_area, graduation_year, is_student, is_professional, avatar_url, professional_email, phone, registration_number').single();
  assert.equal(up.error, null);
  assert.equal(up.status, 201);
  assert.equal(up.data.full_name, 'Usuário');
  // The same upsert again updates (200) and a user cannot make themself admin.
  const again = await bob.client.from('profiles').upsert({ id: bob.id, full_name: 'Bob' }).select('full_name').single();
  assert.equal(again.status, 200);
  assert.equal(again.data.full_name, 'Bob');
  const escalate = await bob.client.from('profiles').update({ is_admin: true }).eq('id', bob.id);
  assert.equal(escalate.status, 403);
});

test('site settings: read all rows', async (t) => {
  // Leave logo_url as it was: the browser suite runs on the same database and shows the logo.
  const before = await service.from('site_settings').select('value').eq('key', 'logo_url').maybeSingle();
  t.after(async () => {
    if (before.data) await service.from('site_settings').update({ value: before.data.value }).eq('key', 'logo_url');
    else await service.from('site_settings').delete().eq('key', 'logo_url');
  });
  await service.from('site_settings').upsert({ key: 'logo_url', value: 'https://cdn.pedbook.test/logo.png' }, { onConflict: 'key' });
  const { data, error } = await anon.from('site_settings').select('*');
  assert.equal(error, null);
  assert.equal(data.find((s) => s.key === 'logo_url').value, 'https://cdn.pedbook.test/logo.png');
});

test('search: unified_search_complete and the fuzzy supplement reads', async () => {
  const { data, error } = await anon.rpc('unified_search_complete', { search_query: 'febre', max_results_per_type: 10 });
  assert.equal(error, null);
  for (const k of ['medications', 'categories', 'leaflets', 'icd10', 'vaccines', 'conduct_summaries', 'conduct_optimized']) {
    assert.ok(k in data, `response lacks ${k}`);
  }
  const reads = [
    anon.from('pedbook_conducts_summaries').select('id, title, slug').eq('published', true).limit(25),
    anon.from('pedbook_conducts_optimized').select('id, title, slug').eq('published', true).limit(25),
    anon.from('pedbook_medications').select('id, name, slug, brands, category:pedbook_medication_categories(name)').limit(150),
    anon.from('pedbook_medication_categories').select('id, name').limit(50),
    anon.from('pedbook_vaccines').select('id, name, acronym').limit(50),
    anon.from('unified_cids').select('id, code, name').eq('active', true).limit(100),
    anon.from('pedbook_medication_instructions').select('id, medication_id, pedbook_medications(id, name, slug)').eq('is_published', true).limit(100),
  ];
  for (const [i, r] of (await Promise.all(reads)).entries()) {
    assert.equal(r.error, null, `read ${i}: ${JSON.stringify(r.error)}`);
    assert.ok(Array.isArray(r.data));
  }
});

test('search: a CID-10 name an admin adds, renames or deletes is found, misspelt, at once', async () => {
  // The typo fallback reads the words of the names (schema/0035), kept by unified_cids'
  // triggers: an admin's edit through the gateway reaches the search with no reload.
  const cids = async (q) => {
    const { data, error } = await anon.rpc('unified_search_complete', { search_query: q, max_results_per_type: 10 });
    assert.equal(error, null, JSON.stringify(error));
    return data.icd10.map((c) => c.code);
  };
  const code = 'U98.7';
  const ins = await admin.client.from('unified_cids').insert({
    code, datasus_code: 'U987', level: 'subcategory', name: 'Síndrome quixotesca de teste', chapter_number: 22, source: 'teste',
  });
  assert.equal(ins.error, null, JSON.stringify(ins.error));
  try {
    assert.deepEqual(await cids('quixotsca'), [code], 'one letter dropped finds the new name');
    const upd = await admin.client.from('unified_cids').update({ name: 'Síndrome pantagruélica de teste' }).eq('code', code);
    assert.equal(upd.error, null, JSON.stringify(upd.error));
    assert.deepEqual(await cids('quixotsca'), [], 'the old word is gone with the rename');
    assert.deepEqual(await cids('pantagrelica'), [code], 'the new word is found');
    const refused = await alice.client.from('unified_cids').update({ name: 'Síndrome alterada' }).eq('code', code).select('code');
    assert.deepEqual(refused.data, [], 'a non-admin changes nothing');
    assert.deepEqual(await cids('pantagrelica'), [code]);
  } finally {
    const del = await admin.client.from('unified_cids').delete().eq('code', code);
    assert.equal(del.error, null, JSON.stringify(del.error));
  }
  assert.deepEqual(await cids('pantagrelica'), [], 'a deleted name is not found');
});

test('a session from /auth/v1 is accepted by /rest/v1 (same JWT contract)', async () => {
  const client = anonClient({ auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
  const email = `rest-session-${Date.now()}@pedbook.test`;
  const { data: signUp, error } = await client.auth.signUp({ email, password: 'Senha-forte-123!', options: { data: { full_name: 'Sessão Real' } } });
  assert.equal(error, null, JSON.stringify(error));
  assert.ok(signUp.session, 'autoconfirm gives a session');
  const own = await client.from('profiles').select('id, full_name').eq('id', signUp.user.id).single();
  assert.equal(own.error, null, JSON.stringify(own.error));
  assert.deepEqual(own.data, { id: signUp.user.id, full_name: 'Sessão Real' });
  const fb = await client.from('pedbook_feedbacks').insert({ user_id: signUp.user.id, message: 'via sessão', title: 'Teste' }).select('user_id').single();
  assert.equal(fb.error, null, JSON.stringify(fb.error));
  await client.auth.signOut();
});

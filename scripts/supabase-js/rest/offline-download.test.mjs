// The offline download's read-only selects (spec part 2 §7 "Offline download" and §3
// "Offline-cached datasets"): each table with its nested shape, order and limit, as anon.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { anonClient, serviceClient } from '../lib/env.mjs';

const anon = anonClient();
const service = serviceClient();

const medicationSelect = `id, name, slug, description, brands, contraindications, guidelines, scientific_references,
  pedbook_medication_categories(id, name),
  pedbook_medication_use_cases(id, name, description, display_order,
    pedbook_medication_dosages(id, name, dosage_template, summary, age_group, medication_id)),
  pedbook_medication_tags(id, name, multiplier, max_value, type, start_month, end_month, start_weight, end_weight, round_result, is_user_medication)`;

let med;
const run = Math.random().toString(36).slice(2, 8); // unique names: the suite may rerun on one database
before(async () => {
  const ok = (r) => { assert.equal(r.error, null, JSON.stringify(r.error)); return r.data; };
  const cat = ok(await service.from('pedbook_medication_categories').upsert({ name: `Antitérmicos ${run}` }, { onConflict: 'name' }).select('id').single());
  const meds = ok(await service.from('pedbook_medications').insert([
    { name: `Paracetamol ${run}`, slug: `paracetamol-${run}`, category_id: cat.id, brands: 'Tylenol' },
    { name: `Dipirona ${run}`, slug: `dipirona-${run}`, category_id: cat.id, brands: 'Novalgina' },
  ]).select('id, name'));
  med = meds.find((m) => m.name.startsWith('Dipirona'));
  const uc = ok(await service.from('pedbook_medication_use_cases').insert([
    { medication_id: med.id, name: 'Febre', display_order: 1 },
    { medication_id: med.id, name: 'Dor', display_order: 2 },
  ]).select('id, name'));
  const febre = uc.find((u) => u.name === 'Febre');
  ok(await service.from('pedbook_medication_dosages').insert({
    medication_id: med.id, use_case_id: febre.id, name: 'Gotas', dosage_template: '{dose} gotas', age_group: 'pediatric',
    summary: '1 gota/kg, máx 40 gotas', source: 'Bula Novalgina',
  }));
  ok(await service.from('pedbook_medication_tags').insert({
    medication_id: med.id, name: 'dose', multiplier: 1, max_value: 40, type: 'multiplier', round_result: true,
  }));
  const topCat = ok(await service.from('pedbook_conducts_categories').insert({ name: 'Infectologia', slug: `infecto-${run}`, display_order: 1 }).select('id').single());
  const topic = ok(await service.from('pedbook_conducts_topics').insert({ category_id: topCat.id, name: 'Febre sem sinais localizatórios', slug: `fsl-${run}` }).select('id').single());
  ok(await service.from('pedbook_conducts_summaries').insert({ topic_id: topic.id, title: 'FSSL', slug: `fssl-${run}`, published: true }));
  ok(await service.from('pedbook_conducts_optimized').insert({ topic_id: topic.id, title: 'FSSL otimizado', slug: `fssl-${run}`, published: true }));
  ok(await service.from('pedbook_conducts_content').insert({ topic_id: topic.id, content: '# Conduta' }));
  const sec = ok(await service.from('pedbook_breastfeeding_sections').insert({ name: `Analgésicos (amamentação) ${run}` }).select('id').single());
  const sub = ok(await service.from('pedbook_breastfeeding_subsections').insert({ section_id: sec.id, name: `Não opioides ${run}` }).select('id').single());
  ok(await service.from('pedbook_breastfeeding_medications').insert({ section_id: sec.id, subsection_id: sub.id, name: `Paracetamol ${run}`, compatibility_level: 'verde' }));
  ok(await service.from('pedbook_medication_instructions').insert([
    { medication_id: med.id, content: 'Bula', is_published: true },
    { medication_id: med.id, content: 'Rascunho', is_published: false },
  ]));
});

test('medications (nested) ordered by name, limit 1000', async () => {
  const { data, error } = await anon.from('pedbook_medications').select(medicationSelect).order('name').limit(1000);
  assert.equal(error, null);
  const names = data.map((m) => m.name);
  assert.ok(names.indexOf(`Dipirona ${run}`) < names.indexOf(`Paracetamol ${run}`));
  const d = data.find((m) => m.id === med.id);
  assert.deepEqual(d.pedbook_medication_categories.name, `Antitérmicos ${run}`);
  assert.equal(d.pedbook_medication_use_cases.length, 2);
  const febre = d.pedbook_medication_use_cases.find((u) => u.name === 'Febre');
  assert.deepEqual(Object.keys(febre).sort(), ['description', 'display_order', 'id', 'name', 'pedbook_medication_dosages']);
  assert.equal(febre.pedbook_medication_dosages.length, 1);
  assert.equal(febre.pedbook_medication_dosages[0].summary, '1 gota/kg, máx 40 gotas');
  assert.equal(febre.pedbook_medication_dosages[0].medication_id, med.id);
  assert.deepEqual(d.pedbook_medication_use_cases.find((u) => u.name === 'Dor').pedbook_medication_dosages, []);
  const tag = d.pedbook_medication_tags[0];
  assert.equal(tag.max_value, 40);
  assert.equal(tag.round_result, true);
});

test('nested order and limit inside embeds (referencedTable)', async () => {
  const { data, error } = await anon.from('pedbook_medications')
    .select('name, pedbook_medication_use_cases(name, display_order)')
    .eq('id', med.id)
    .order('display_order', { referencedTable: 'pedbook_medication_use_cases', ascending: false })
    .limit(1, { referencedTable: 'pedbook_medication_use_cases' })
    .single();
  assert.equal(error, null);
  assert.deepEqual(data.pedbook_medication_use_cases, [{ name: 'Dor', display_order: 2 }]);
});

test('every offline dataset with its order and limit', async () => {
  const sets = {
    conducts_summaries: anon.from('pedbook_conducts_summaries').select('topic_id, title, slug, published, pedbook_conducts_topics(id, name, slug, category_id)').limit(2000),
    formulas: anon.from('pedbook_formulas').select('name, image_url').order('name'),
    formula_categories: anon.from('pedbook_formula_categories').select('display_order, image_url').order('display_order').limit(100),
    vaccines: anon.from('pedbook_vaccines').select('id, name').order('name').limit(500),
    growth_curves: anon.from('pedbook_growth_curves').select('growth_type, curve_type, age_months, created_at, image_url').order('growth_type').order('created_at').limit(10000),
    growth_curve_metadata: anon.from('pedbook_growth_curve_metadata').select('type, gender, data').order('type').order('gender').limit(100),
    vaccine_doses: anon.from('pedbook_vaccine_doses').select('vaccine_id, dose_number, age_recommendation').order('vaccine_id').order('dose_number').limit(5000),
    vaccine_relationships: anon.from('pedbook_vaccine_relationships').select('parent_vaccine_id, child_vaccine_id').limit(500),
    milestones: anon.from('pedbook_dnpm_milestones').select('age_months, created_at, image_url').order('age_months').order('created_at').limit(2000),
    breastfeeding_medications: anon.from('pedbook_breastfeeding_medications').select('name, pedbook_breastfeeding_sections(id, name, description), pedbook_breastfeeding_subsections(id, name, section_id)').limit(5000),
    breastfeeding_sections: anon.from('pedbook_breastfeeding_sections').select('id, name').limit(1000),
    breastfeeding_subsections: anon.from('pedbook_breastfeeding_subsections').select('id, name, section_id').limit(1000),
    instructions: anon.from('pedbook_medication_instructions').select('medication_id, is_published, pedbook_medications(id, name, slug)').eq('is_published', true).limit(1000),
    conducts_categories: anon.from('pedbook_conducts_categories').select('id, name, slug, display_order, image_url').order('display_order').order('name'),
    conducts_topics: anon.from('pedbook_conducts_topics').select('id, name, slug, category_id, display_order, pedbook_conducts_categories(id, name, slug)').limit(1000),
    conducts_optimized: anon.from('pedbook_conducts_optimized').select('topic_id, title, slug, published, pedbook_conducts_topics(id, name, slug, category_id)').order('topic_id').limit(5000),
    conducts_content: anon.from('pedbook_conducts_content').select('topic_id, pedbook_conducts_topics(id, name, slug, category_id)').limit(3000),
    cids: anon.from('unified_cids').select('id, code, name, description, parent_code').order('code').limit(10000),
  };
  const results = Object.fromEntries(await Promise.all(Object.entries(sets).map(async ([k, q]) => [k, await q])));
  for (const [k, r] of Object.entries(results)) {
    assert.equal(r.error, null, `${k}: ${JSON.stringify(r.error)}`);
    assert.ok(Array.isArray(r.data), k);
  }
  const limits = { formula_categories: 100, vaccines: 500, growth_curves: 10000, growth_curve_metadata: 100, vaccine_doses: 5000, milestones: 2000, cids: 10000 };
  for (const [k, n] of Object.entries(limits)) assert.ok(results[k].data.length <= n, `${k} exceeds its limit`);

  const sorted = (arr, key) => arr.every((x, i) => i === 0 || String(arr[i - 1][key]) <= String(x[key]) || typeof x[key] === 'number');
  assert.ok(sorted(results.cids.data, 'code'), 'cids ordered by code');
  const ms = results.milestones.data.map((m) => m.age_months);
  assert.deepEqual(ms, [...ms].sort((a, b) => a - b), 'milestones ordered by age_months');
  const doses = results.vaccine_doses.data;
  for (let i = 1; i < doses.length; i++) {
    if (doses[i].vaccine_id === doses[i - 1].vaccine_id) assert.ok(doses[i].dose_number >= doses[i - 1].dose_number, 'doses ordered');
  }
  const bf = results.breastfeeding_medications.data.find((m) => m.name === `Paracetamol ${run}`);
  assert.equal(bf.pedbook_breastfeeding_sections.name, `Analgésicos (amamentação) ${run}`);
  assert.equal(bf.pedbook_breastfeeding_subsections.name, `Não opioides ${run}`);
  assert.ok(results.instructions.data.every((i) => i.is_published === true));
  const inst = results.instructions.data.find((i) => i.medication_id === med.id);
  assert.deepEqual(inst.pedbook_medications, { id: med.id, name: `Dipirona ${run}`, slug: `dipirona-${run}` });
  const summary = results.conducts_summaries.data.find((s) => s.slug === `fssl-${run}`);
  assert.equal(summary.pedbook_conducts_topics.slug, `fsl-${run}`);
  const topic = results.conducts_topics.data.find((t) => t.slug === `fsl-${run}`);
  assert.equal(topic.pedbook_conducts_categories.slug, `infecto-${run}`);
});

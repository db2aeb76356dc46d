package loader

import (
	"context"
	"encoding/json"
	"fmt"
	"io/fs"

	"github.com/jackc/pgx/v5"
)

// readJSON reads a seeds/clinical file and checks it is a JSON object, returning it raw
// (the SQL reads it with jsonb_to_recordset).
func readJSON(fsys fs.FS, path string) (json.RawMessage, error) {
	b, err := fs.ReadFile(fsys, path)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	var probe map[string]json.RawMessage
	if err := json.Unmarshal(b, &probe); err != nil {
		return nil, fmt.Errorf("parse %s: %w", path, err)
	}
	return b, nil
}

// jsonDataset loads one seeds/clinical JSON file by running stmts with the document as $1,
// then counts the given tables. check, when set, is a query over the loaded rows returning
// null when all is well or a text naming what did not load.
func jsonDataset(fsys fs.FS, path string, stmts []string, check string, tables []string) func(ctx context.Context, tx pgx.Tx) (int64, error) {
	return func(ctx context.Context, tx pgx.Tx) (int64, error) {
		doc, err := readJSON(fsys, path)
		if err != nil {
			return 0, err
		}
		if err := runJSON(ctx, tx, path, string(doc), stmts, check); err != nil {
			return 0, err
		}
		var total int64
		for _, t := range tables {
			n, err := count(ctx, tx, t)
			if err != nil {
				return 0, err
			}
			total += n
		}
		return total, nil
	}
}

func runJSON(ctx context.Context, tx pgx.Tx, path, doc string, stmts []string, check string) error {
	for i, s := range stmts {
		if _, err := tx.Exec(ctx, s, doc); err != nil {
			return fmt.Errorf("%s statement %d: %w", path, i+1, err)
		}
	}
	if check == "" {
		return nil
	}
	var problem *string
	if err := tx.QueryRow(ctx, check, doc).Scan(&problem); err != nil {
		return fmt.Errorf("%s check: %w", path, err)
	}
	if problem != nil {
		return fmt.Errorf("%s: %s", path, *problem)
	}
	return nil
}

// tagSeedRows: the file's dose rows (tags) as the columns of pedbook_medication_tags, keyed by
// seed_key; $1 is the medications document.
const tagSeedRows = `
  select md.id as medication_id, m ->> 'slug' || ':tag:' || ti as seed_key, ti as display_order, t.*
  from jsonb_array_elements($1::jsonb -> 'medications') m
  join public.pedbook_medications md on md.slug = m ->> 'slug'
  cross join lateral jsonb_array_elements(m -> 'tags') with ordinality as tj(tag, ti)
  cross join lateral jsonb_to_record(tj.tag) as t(name text, multiplier numeric, max_value numeric, type text,
    unit text, start_month int, end_month int, start_weight numeric, end_weight numeric, round_result boolean, source text,
    min_value numeric, daily_max_per_kg numeric, daily_max_value numeric, interval_hours numeric, doses_per_day numeric,
    route text, duration text, label text, not_indicated boolean, not_indicated_reason text, status text,
    reviewed_at date, reviewed_by text, rate_limit text)`

// tagSeedProposals: a file change to a dose row an admin edited (which the upsert above skips)
// becomes a proposal for review instead (issue #37 §3; private.propose_seed_revision, schema
// 0027): an admin approves or rejects it, the seed never writes the row itself.
const tagSeedProposals = `
with src as (` + tagSeedRows + `)
select count(*) filter (where private.propose_seed_revision('pedbook_medication_tags', s.seed_key,
  jsonb_build_object('medication_id', s.medication_id, 'name', s.name, 'multiplier', s.multiplier,
    'max_value', s.max_value, 'type', s.type, 'unit', s.unit::public.pedbook_dose_unit, 'start_month', s.start_month,
    'end_month', s.end_month, 'start_weight', s.start_weight, 'end_weight', s.end_weight,
    'round_result', coalesce(s.round_result, false), 'source', s.source, 'min_value', s.min_value,
    'daily_max_per_kg', s.daily_max_per_kg, 'daily_max_value', s.daily_max_value,
    'interval_hours', round(s.interval_hours, 4), 'doses_per_day', s.doses_per_day, 'route', s.route,
    'duration', s.duration, 'label', s.label, 'not_indicated', coalesce(s.not_indicated, false),
    'not_indicated_reason', s.not_indicated_reason, 'status', coalesce(s.status, 'pendente'),
    'reviewed_at', s.reviewed_at, 'reviewed_by', s.reviewed_by, 'display_order', s.display_order,
    'rate_limit', s.rate_limit),
  'A semente (seeds/clinical/medications.json) mudou esta linha, que um administrador editou: revise antes de aplicar'))
from src s
join public.pedbook_medication_tags t on t.seed_key = s.seed_key
where t.admin_edited_at is not null`

// Medications: categories by name, medications by slug; tags (dose rows), presentations, use
// cases and dosages by a seed_key derived from the slug and their position, so re-seeding
// updates them in place and removes seeded rows that left the file (a corrected dose never
// lingers). A row an admin inserted or edited (admin_edited_at, stamped by a trigger outside
// seed runs — schema 0014) is never updated nor deleted by the seed. Each medication's
// required_measures says what its tags need: weight, age or both.
var medicationsSQL = []string{`
insert into public.pedbook_medication_categories as t (name, description, display_order)
select c.name, c.description, c.display_order
from jsonb_to_recordset($1::jsonb -> 'categories') as c(name text, description text, display_order int)
on conflict (name) do update set description = excluded.description, display_order = excluded.display_order
where t.admin_edited_at is null
  and (t.description, t.display_order) is distinct from (excluded.description, excluded.display_order)`, `
insert into public.pedbook_medications as t
  (category_id, name, slug, description, brands, contraindications, guidelines, scientific_references, published)
select c.id, m.name, m.slug, m.description, m.brands, m.contraindications, m.guidelines, m.scientific_references, true
from jsonb_to_recordset($1::jsonb -> 'medications') as m(slug text, name text, category text, description text,
  brands text, contraindications text, guidelines text, scientific_references text)
join public.pedbook_medication_categories c on c.name = m.category
on conflict (slug) do update set
  category_id = excluded.category_id, name = excluded.name, description = excluded.description,
  brands = excluded.brands, contraindications = excluded.contraindications, guidelines = excluded.guidelines,
  scientific_references = excluded.scientific_references
where t.admin_edited_at is null
  and (t.category_id, t.name, t.description, t.brands, t.contraindications, t.guidelines, t.scientific_references)
  is distinct from (excluded.category_id, excluded.name, excluded.description, excluded.brands,
                    excluded.contraindications, excluded.guidelines, excluded.scientific_references)`, `
with src as (` + tagSeedRows + `)
insert into public.pedbook_medication_tags as t
  (medication_id, name, multiplier, max_value, type, unit, start_month, end_month, start_weight, end_weight,
   round_result, source, seed_key, min_value, daily_max_per_kg, daily_max_value, interval_hours, doses_per_day,
   route, duration, label, not_indicated, not_indicated_reason, status, reviewed_at, reviewed_by, display_order,
   rate_limit)
select medication_id, name, multiplier, max_value, type, unit::public.pedbook_dose_unit, start_month, end_month,
  start_weight, end_weight, coalesce(round_result, false), source, seed_key, min_value, daily_max_per_kg,
  daily_max_value, round(interval_hours, 4), doses_per_day, route, duration, label, coalesce(not_indicated, false),
  not_indicated_reason, coalesce(status, 'pendente'), reviewed_at, reviewed_by, display_order, rate_limit
from src
on conflict (seed_key) do update set
  medication_id = excluded.medication_id, name = excluded.name, multiplier = excluded.multiplier,
  max_value = excluded.max_value, type = excluded.type, unit = excluded.unit, start_month = excluded.start_month,
  end_month = excluded.end_month, start_weight = excluded.start_weight, end_weight = excluded.end_weight,
  round_result = excluded.round_result, source = excluded.source, min_value = excluded.min_value,
  daily_max_per_kg = excluded.daily_max_per_kg, daily_max_value = excluded.daily_max_value,
  interval_hours = excluded.interval_hours, doses_per_day = excluded.doses_per_day, route = excluded.route,
  duration = excluded.duration, label = excluded.label, not_indicated = excluded.not_indicated,
  not_indicated_reason = excluded.not_indicated_reason, status = excluded.status, reviewed_at = excluded.reviewed_at,
  reviewed_by = excluded.reviewed_by, display_order = excluded.display_order, rate_limit = excluded.rate_limit
where t.admin_edited_at is null
  and (t.medication_id, t.name, t.multiplier, t.max_value, t.type, t.unit, t.start_month, t.end_month,
       t.start_weight, t.end_weight, t.round_result, t.source, t.min_value, t.daily_max_per_kg, t.daily_max_value,
       t.interval_hours, t.doses_per_day, t.route, t.duration, t.label, t.not_indicated, t.not_indicated_reason,
       t.status, t.reviewed_at, t.reviewed_by, t.display_order, t.rate_limit)
  is distinct from (excluded.medication_id, excluded.name, excluded.multiplier, excluded.max_value, excluded.type,
       excluded.unit, excluded.start_month, excluded.end_month, excluded.start_weight, excluded.end_weight,
       excluded.round_result, excluded.source, excluded.min_value, excluded.daily_max_per_kg, excluded.daily_max_value,
       excluded.interval_hours, excluded.doses_per_day, excluded.route, excluded.duration, excluded.label,
       excluded.not_indicated, excluded.not_indicated_reason, excluded.status, excluded.reviewed_at,
       excluded.reviewed_by, excluded.display_order, excluded.rate_limit)`, tagSeedProposals, `
insert into public.pedbook_medication_presentations as t
  (medication_id, form, label, amount, amount_unit, volume_ml, drops_per_ml, routes, is_default, display_order,
   source, seed_key, start_month, end_month, max_daily_per_kg)
select md.id, p.form, p.label, p.amount, p.amount_unit::public.pedbook_dose_unit, p.volume_ml, p.drops_per_ml,
  coalesce(p.routes, '{}'), coalesce(p.is_default, false), pj.pi, p.source, m ->> 'slug' || ':pres:' || pj.pi,
  p.start_month, p.end_month, p.max_daily_per_kg
from jsonb_array_elements($1::jsonb -> 'medications') m
join public.pedbook_medications md on md.slug = m ->> 'slug'
cross join lateral jsonb_array_elements(coalesce(m -> 'presentations', '[]')) with ordinality as pj(pres, pi)
cross join lateral jsonb_to_record(pj.pres) as p(form text, label text, amount numeric, amount_unit text,
  volume_ml numeric, drops_per_ml numeric, routes text[], is_default boolean, source text, start_month int,
  end_month int, max_daily_per_kg numeric)
on conflict (seed_key) do update set
  medication_id = excluded.medication_id, form = excluded.form, label = excluded.label, amount = excluded.amount,
  amount_unit = excluded.amount_unit, volume_ml = excluded.volume_ml, drops_per_ml = excluded.drops_per_ml,
  routes = excluded.routes, is_default = excluded.is_default, display_order = excluded.display_order,
  source = excluded.source, start_month = excluded.start_month, end_month = excluded.end_month,
  max_daily_per_kg = excluded.max_daily_per_kg
where t.admin_edited_at is null
  and (t.medication_id, t.form, t.label, t.amount, t.amount_unit, t.volume_ml, t.drops_per_ml, t.routes,
       t.is_default, t.display_order, t.source, t.start_month, t.end_month, t.max_daily_per_kg)
  is distinct from (excluded.medication_id, excluded.form, excluded.label, excluded.amount, excluded.amount_unit,
       excluded.volume_ml, excluded.drops_per_ml, excluded.routes, excluded.is_default, excluded.display_order,
       excluded.source, excluded.start_month, excluded.end_month, excluded.max_daily_per_kg)`, `
insert into public.pedbook_medication_use_cases as t (medication_id, name, description, display_order, seed_key)
select md.id, u.value ->> 'name', u.value ->> 'description', u.ordinality, m ->> 'slug' || ':uc:' || u.ordinality
from jsonb_array_elements($1::jsonb -> 'medications') m
join public.pedbook_medications md on md.slug = m ->> 'slug'
cross join lateral jsonb_array_elements(m -> 'use_cases') with ordinality as u
on conflict (seed_key) do update set
  medication_id = excluded.medication_id, name = excluded.name, description = excluded.description,
  display_order = excluded.display_order
where t.admin_edited_at is null
  and (t.medication_id, t.name, t.description, t.display_order)
  is distinct from (excluded.medication_id, excluded.name, excluded.description, excluded.display_order)`, `
insert into public.pedbook_medication_dosages as t
  (medication_id, use_case_id, name, dosage_template, summary, age_group, display_order, source, seed_key)
select md.id, uc.id, d.value ->> 'name', d.value ->> 'dosage_template', d.value ->> 'summary', d.value ->> 'age_group',
  d.ordinality, d.value ->> 'source', m ->> 'slug' || ':uc:' || u.ordinality || ':dose:' || d.ordinality
from jsonb_array_elements($1::jsonb -> 'medications') m
join public.pedbook_medications md on md.slug = m ->> 'slug'
cross join lateral jsonb_array_elements(m -> 'use_cases') with ordinality as u
join public.pedbook_medication_use_cases uc on uc.seed_key = m ->> 'slug' || ':uc:' || u.ordinality
cross join lateral jsonb_array_elements(u.value -> 'dosages') with ordinality as d
on conflict (seed_key) do update set
  medication_id = excluded.medication_id, use_case_id = excluded.use_case_id, name = excluded.name,
  dosage_template = excluded.dosage_template, summary = excluded.summary, age_group = excluded.age_group,
  display_order = excluded.display_order, source = excluded.source
where t.admin_edited_at is null
  and (t.medication_id, t.use_case_id, t.name, t.dosage_template, t.summary, t.age_group, t.display_order, t.source)
  is distinct from (excluded.medication_id, excluded.use_case_id, excluded.name, excluded.dosage_template,
       excluded.summary, excluded.age_group, excluded.display_order, excluded.source)`, `
with need as (
  select md.id,
    array_remove(array[
      case when bool_or(t.type in ('multiplier', 'multiplier_by_fixed_age', 'fixed_by_weight')
                        or t.start_weight is not null or t.end_weight is not null) then 'weight' end,
      case when bool_or(t.type in ('age', 'multiplier_by_fixed_age') or t.start_month is not null or t.end_month is not null)
           then 'age' end], null) as measures
  from jsonb_array_elements($1::jsonb -> 'medications') m
  join public.pedbook_medications md on md.slug = m ->> 'slug'
  join public.pedbook_medication_tags t on t.medication_id = md.id
  where md.admin_edited_at is null
  group by md.id
)
update public.pedbook_medications md set required_measures = need.measures
from need where md.id = need.id and md.required_measures is distinct from need.measures`, `with doc as (select $1::jsonb as d),
keys as (
  select m ->> 'slug' || ':tag:' || ti as k
  from doc, jsonb_array_elements(d -> 'medications') m, jsonb_array_elements(m -> 'tags') with ordinality tj(t, ti)
)
delete from public.pedbook_medication_tags
where seed_key is not null and admin_edited_at is null and seed_key not in (select k from keys)`, `
with doc as (select $1::jsonb as d),
keys as (
  select m ->> 'slug' || ':pres:' || pi as k
  from doc, jsonb_array_elements(d -> 'medications') m,
    jsonb_array_elements(coalesce(m -> 'presentations', '[]')) with ordinality pj(p, pi)
)
delete from public.pedbook_medication_presentations
where seed_key is not null and admin_edited_at is null and seed_key not in (select k from keys)`, `
with doc as (select $1::jsonb as d),
keys as (
  select m ->> 'slug' || ':uc:' || u.ordinality || ':dose:' || dd.ordinality as k
  from doc, jsonb_array_elements(d -> 'medications') m, jsonb_array_elements(m -> 'use_cases') with ordinality u,
    jsonb_array_elements(u.value -> 'dosages') with ordinality dd
)
delete from public.pedbook_medication_dosages
where seed_key is not null and admin_edited_at is null and seed_key not in (select k from keys)`, `
with doc as (select $1::jsonb as d),
keys as (
  select m ->> 'slug' || ':uc:' || u.ordinality as k
  from doc, jsonb_array_elements(d -> 'medications') m, jsonb_array_elements(m -> 'use_cases') with ordinality u
)
delete from public.pedbook_medication_use_cases
where seed_key is not null and admin_edited_at is null and seed_key not in (select k from keys)`,
}

var poisoningsSQL = []string{`
insert into public.pedbook_poisonings as t (id, name, type, antidote, dosing, dosing_summary, source, display_order)
select e.value ->> 'id', e.value ->> 'name', e.value ->> 'type', e.value ->> 'antidote',
  case when jsonb_typeof(e.value -> 'dosing') = 'object' then e.value -> 'dosing' end,
  e.value ->> 'summary', $1::jsonb ->> 'source', e.ordinality
from jsonb_array_elements($1::jsonb -> 'entries') with ordinality as e
on conflict (id) do update set
  name = excluded.name, type = excluded.type, antidote = excluded.antidote, dosing = excluded.dosing,
  dosing_summary = excluded.dosing_summary, source = excluded.source, display_order = excluded.display_order
where t.admin_edited_at is null and (t.name, t.type, t.antidote, t.dosing, t.dosing_summary, t.source, t.display_order)
  is distinct from (excluded.name, excluded.type, excluded.antidote, excluded.dosing, excluded.dosing_summary,
       excluded.source, excluded.display_order)`, `
delete from public.pedbook_poisonings p
where p.admin_edited_at is null
  and not exists (select 1 from jsonb_array_elements($1::jsonb -> 'entries') e where e ->> 'id' = p.id)`,
}

// medicationsCheck names the medications of the file that did not load (unknown category).
const medicationsCheck = `
select string_agg(m ->> 'slug', ', ')
from jsonb_array_elements($1::jsonb -> 'medications') m
where not exists (select 1 from public.pedbook_medications x where x.slug = m ->> 'slug')`

// Conducts: categories by slug, topics by (category, slug), summaries by (topic, slug).
// Summaries are loaded as drafts (published = false) for clinical review, except where an
// admin has already published them: re-seeding never unpublishes.
var conductsSQL = []string{`
insert into public.pedbook_conducts_categories as t (name, slug, description, display_order)
select c.name, c.slug, c.description, c.display_order
from jsonb_to_recordset($1::jsonb -> 'categories') as c(name text, slug text, description text, display_order int)
on conflict (slug) do update set name = excluded.name, description = excluded.description, display_order = excluded.display_order
where t.admin_edited_at is null and (t.name, t.description, t.display_order) is distinct from (excluded.name, excluded.description, excluded.display_order)`, `
insert into public.pedbook_conducts_topics as t (category_id, name, slug, display_order)
select c.id, tp.name, tp.slug, tp.display_order
from jsonb_to_recordset($1::jsonb -> 'topics') as tp(category text, name text, slug text, display_order int)
join public.pedbook_conducts_categories c on c.slug = tp.category
on conflict (category_id, slug) do update set name = excluded.name, display_order = excluded.display_order
where t.admin_edited_at is null and (t.name, t.display_order) is distinct from (excluded.name, excluded.display_order)`, `
insert into public.pedbook_conducts_summaries as t (topic_id, title, slug, content, content_type, published, source)
select tp.id, s.title, s.slug, s.content, 'markdown', false, s.source
from jsonb_to_recordset($1::jsonb -> 'summaries') as s(topic text, title text, slug text, content text, source text)
join public.pedbook_conducts_topics tp on tp.slug = s.topic
on conflict (topic_id, slug) do update set title = excluded.title, content = excluded.content, source = excluded.source
where t.admin_edited_at is null and (t.title, t.content, t.source) is distinct from (excluded.title, excluded.content, excluded.source)`,
}

// conductsCheck names the summaries whose topic (or topics whose category) is unknown.
const conductsCheck = `
select string_agg(x, ', ') from (
  select 'topic ' || (tp ->> 'slug') as x from jsonb_array_elements($1::jsonb -> 'topics') tp
  where not exists (select 1 from public.pedbook_conducts_categories c where c.slug = tp ->> 'category')
  union all
  select 'summary ' || (s ->> 'slug') from jsonb_array_elements($1::jsonb -> 'summaries') s
  where not exists (select 1 from public.pedbook_conducts_topics t where t.slug = s ->> 'topic')) m`

var breastfeedingSQL = []string{`
insert into public.pedbook_breastfeeding_sections as t (name, display_order)
select s.name, s.display_order from jsonb_to_recordset($1::jsonb -> 'sections') as s(name text, display_order int)
on conflict (name) do update set display_order = excluded.display_order
where t.admin_edited_at is null and t.display_order is distinct from excluded.display_order`, `
insert into public.pedbook_breastfeeding_medications as t
  (section_id, name, compatibility_level, usage_description, article_reference, safety_source, published,
   verification_status, lactmed_entry, lactmed_revised_on, seed_key)
select s.id, m.name, m.level, m.usage, m.reference, m.source, true,
  case when m.lactmed_revised_on is null then 'fonte citada; verbete não reconsultado na compilação'
       else 'data de revisão lida no verbete LactMed (' || m.lactmed_url || ')' end,
  m.lactmed_entry, m.lactmed_revised_on, 'bf:' || m.key
from jsonb_to_recordset($1::jsonb -> 'medications') as m(key text, section text, name text, level text, usage text,
  reference text, source text, lactmed_entry text, lactmed_revised_on date, lactmed_url text)
join public.pedbook_breastfeeding_sections s on s.name = m.section
on conflict (seed_key) do update set
  section_id = excluded.section_id, name = excluded.name, compatibility_level = excluded.compatibility_level,
  usage_description = excluded.usage_description, article_reference = excluded.article_reference,
  safety_source = excluded.safety_source, verification_status = excluded.verification_status,
  lactmed_entry = excluded.lactmed_entry, lactmed_revised_on = excluded.lactmed_revised_on
where t.admin_edited_at is null and (t.section_id, t.name, t.compatibility_level, t.usage_description, t.article_reference, t.safety_source,
       t.verification_status, t.lactmed_entry, t.lactmed_revised_on)
  is distinct from (excluded.section_id, excluded.name, excluded.compatibility_level, excluded.usage_description,
       excluded.article_reference, excluded.safety_source, excluded.verification_status, excluded.lactmed_entry,
       excluded.lactmed_revised_on)`,
}

const breastfeedingCheck = `
select string_agg(m ->> 'key', ', ') from jsonb_array_elements($1::jsonb -> 'medications') m
where not exists (select 1 from public.pedbook_breastfeeding_medications b where b.seed_key = 'bf:' || (m ->> 'key'))`

var formulasSQL = []string{`
insert into public.pedbook_formula_categories as t (name, description, display_order)
select c.name, c.description || ' Fonte: ' || c.source, c.display_order
from jsonb_to_recordset($1::jsonb -> 'categories') as c(name text, description text, display_order int, source text)
on conflict (name) do update set description = excluded.description, display_order = excluded.display_order
where t.admin_edited_at is null and (t.description, t.display_order) is distinct from (excluded.description, excluded.display_order)`, `
insert into public.pedbook_formulas as t (category_id, name, description, age_range, source, published, seed_key)
select c.id, f.name, f.description, f.age_range, f.source, true, 'formula:' || f.key
from jsonb_to_recordset($1::jsonb -> 'formulas') as f(key text, category text, name text, description text,
  age_range text, source text)
join public.pedbook_formula_categories c on c.name = f.category
on conflict (seed_key) do update set category_id = excluded.category_id, name = excluded.name,
  description = excluded.description, age_range = excluded.age_range, source = excluded.source
where t.admin_edited_at is null and (t.category_id, t.name, t.description, t.age_range, t.source)
  is distinct from (excluded.category_id, excluded.name, excluded.description, excluded.age_range, excluded.source)`,
}

const formulasCheck = `
select string_agg(f ->> 'key', ', ') from jsonb_array_elements($1::jsonb -> 'formulas') f
where not exists (select 1 from public.pedbook_formulas x where x.seed_key = 'formula:' || (f ->> 'key'))`

var blogSQL = []string{`
insert into public.pedbook_blog_posts as t (title, slug, excerpt, content, tags, published, published_at)
select p.title, p.slug, p.excerpt, p.content, p.tags, true, p.published_at
from jsonb_to_recordset($1::jsonb -> 'posts') as p(slug text, title text, excerpt text, content text, tags text[],
  published_at timestamptz)
on conflict (slug) do update set title = excluded.title, excerpt = excluded.excerpt, content = excluded.content,
  tags = excluded.tags, published_at = excluded.published_at
where t.admin_edited_at is null and (t.title, t.excerpt, t.content, t.tags, t.published_at)
  is distinct from (excluded.title, excluded.excerpt, excluded.content, excluded.tags, excluded.published_at)`,
}

// Leaflets: one professional-leaflet summary per medication slug, published with its ANVISA
// Bulário citation and status pendente until someone checks it line by line against the leaflet.
var leafletsSQL = []string{`
insert into public.pedbook_medication_instructions as t
  (medication_id, title, content, format_type, is_published, source, anvisa_entry, status, seed_key)
select md.id, l.title, l.content, 'markdown', true, l.anvisa_entry, l.anvisa_entry, 'pendente', 'leaflet:' || l.slug
from jsonb_to_recordset($1::jsonb -> 'leaflets') as l(slug text, title text, content text, anvisa_entry text)
join public.pedbook_medications md on md.slug = l.slug
on conflict (seed_key) do update set
  medication_id = excluded.medication_id, title = excluded.title, content = excluded.content,
  source = excluded.source, anvisa_entry = excluded.anvisa_entry
where t.admin_edited_at is null
  and (t.medication_id, t.title, t.content, t.source, t.anvisa_entry)
  is distinct from (excluded.medication_id, excluded.title, excluded.content, excluded.source, excluded.anvisa_entry)`,
}

const leafletsCheck = `
select string_agg(l ->> 'slug', ', ') from jsonb_array_elements($1::jsonb -> 'leaflets') l
where not exists (select 1 from public.pedbook_medication_instructions i where i.seed_key = 'leaflet:' || (l ->> 'slug'))`

// Interactions: the interaction list's medications by name; each pair stored once, in name
// order (medication_a < medication_b), keyed by "A|B".
var interactionsSQL = []string{`
insert into public.pedbook_drug_interaction_medications as t (name, drug_class, medication_slug)
select m.name, m.drug_class, m.slug
from jsonb_to_recordset($1::jsonb -> 'medications') as m(name text, drug_class text, slug text)
on conflict (name) do update set drug_class = excluded.drug_class, medication_slug = excluded.medication_slug
where t.admin_edited_at is null
  and (t.drug_class, t.medication_slug) is distinct from (excluded.drug_class, excluded.medication_slug)`, `
insert into public.pedbook_drug_interactions as t
  (medication_a_id, medication_b_id, severity, mechanism, clinical_effect, management, source, published, seed_key)
select least(a.id, b.id), greatest(a.id, b.id), i.severity, i.mechanism, i.clinical_effect, i.management, i.source, true,
  'interaction:' || i.key
from jsonb_to_recordset($1::jsonb -> 'interactions') as i(key text, a text, b text, severity text, mechanism text,
  clinical_effect text, management text, source text)
join public.pedbook_drug_interaction_medications a on a.name = i.a
join public.pedbook_drug_interaction_medications b on b.name = i.b
on conflict (seed_key) do update set
  medication_a_id = excluded.medication_a_id, medication_b_id = excluded.medication_b_id, severity = excluded.severity,
  mechanism = excluded.mechanism, clinical_effect = excluded.clinical_effect, management = excluded.management,
  source = excluded.source
where t.admin_edited_at is null
  and (t.medication_a_id, t.medication_b_id, t.severity, t.mechanism, t.clinical_effect, t.management, t.source)
  is distinct from (excluded.medication_a_id, excluded.medication_b_id, excluded.severity, excluded.mechanism,
       excluded.clinical_effect, excluded.management, excluded.source)`,
}

const interactionsCheck = `
select string_agg(i ->> 'key', ', ') from jsonb_array_elements($1::jsonb -> 'interactions') i
where not exists (select 1 from public.pedbook_drug_interactions x where x.seed_key = 'interaction:' || (i ->> 'key'))`

// Study questions (seeds/clinical/questions.json, written for PedBook): upserted by seed_key,
// published for study but never marked verified — nobody has checked them against their
// sources yet, and the screen says so. Rows an admin inserted or edited are left alone;
// seeded rows that left the file are removed unless an admin edited them or someone
// answered them (their sessions keep their answers).
var questionsSQL = []string{`
insert into public.pedbook_questions as t (seed_key, statement, alternatives, correct_answer, explanation,
  specialty, theme, difficulty, year, source, source_reference, published, verified)
select e ->> 'key', e ->> 'statement', e -> 'alternatives', (e ->> 'correct')::int, e ->> 'explanation',
  'Pediatria', e ->> 'theme', e ->> 'difficulty', (e ->> 'year')::int, e ->> 'source', e ->> 'reference', true, false
from jsonb_array_elements($1::jsonb -> 'questions') e
on conflict (seed_key) do update set
  statement = excluded.statement, alternatives = excluded.alternatives, correct_answer = excluded.correct_answer,
  explanation = excluded.explanation, specialty = excluded.specialty, theme = excluded.theme,
  difficulty = excluded.difficulty, year = excluded.year, source = excluded.source,
  source_reference = excluded.source_reference
where t.admin_edited_at is null and (t.statement, t.alternatives, t.correct_answer, t.explanation, t.specialty, t.theme,
    t.difficulty, t.year, t.source, t.source_reference)
  is distinct from (excluded.statement, excluded.alternatives, excluded.correct_answer, excluded.explanation,
    excluded.specialty, excluded.theme, excluded.difficulty, excluded.year, excluded.source, excluded.source_reference)`, `
delete from public.pedbook_questions q
where q.seed_key is not null and q.admin_edited_at is null
  and not exists (select 1 from jsonb_array_elements($1::jsonb -> 'questions') e where e ->> 'key' = q.seed_key)
  and not exists (select 1 from public.pedbook_study_answers a where a.question_id = q.id)`,
}

// questionsCheck names the questions of the file that did not load.
const questionsCheck = `
select string_agg(e ->> 'key', ', ')
from jsonb_array_elements($1::jsonb -> 'questions') e
where not exists (select 1 from public.pedbook_questions q where q.seed_key = e ->> 'key')`

// Calculator and flowchart pages (seeds/clinical/tool-pages.json, written from the frontend's tool
// catalogue by frontend/scripts/tool-pages.mjs) for Dr. Will's retrieval: the file owns the table
// (no admin edits it), so rows are upserted by path and rows no longer in the file removed.
var toolPagesSQL = []string{`
insert into public.pedbook_tool_pages as t (path, kind, title, summary, keywords)
select e ->> 'path', e ->> 'kind', e ->> 'title', e ->> 'summary', coalesce(e ->> 'keywords', '')
from jsonb_array_elements($1::jsonb -> 'pages') e
on conflict (path) do update set kind = excluded.kind, title = excluded.title, summary = excluded.summary, keywords = excluded.keywords
where (t.kind, t.title, t.summary, t.keywords) is distinct from (excluded.kind, excluded.title, excluded.summary, excluded.keywords)`, `
delete from public.pedbook_tool_pages p
where not exists (select 1 from jsonb_array_elements($1::jsonb -> 'pages') e where e ->> 'path' = p.path)`,
}

-- 0005_reference_data.sql — reference datasets (CID-10, SUS/SIGTAP, TUSS, WHO growth
-- standards, vaccine calendar, developmental milestones, poisoning antidotes) and the search
-- support (immutable unaccent wrapper, trigram indexes) used by rpc/unified_search_complete.
--
-- Every table is secured with private.secure_reference_table (everyone reads, admins write,
-- service_role bypasses RLS) and gets the updated_at trigger. The rows are loaded by
-- `pedbook seed` from seeds/ (see seeds/SOURCES.md); each row says where it comes from.

------------------------------------------------------------------------------------------
-- Search helpers.

-- lower(unaccent(t)) as an IMMUTABLE function so it can be used in index expressions.
-- unaccent() itself is only STABLE because its dictionary could change; ours is fixed
-- (extensions.unaccent), so declaring the wrapper immutable is safe.
create or replace function private.search_normalize(t text) returns text
language sql immutable parallel safe strict
return lower(extensions.unaccent('extensions.unaccent'::regdictionary, t));

grant execute on function private.search_normalize(text) to anon, authenticated, service_role;

-- The same normalisation under another name, used only by the GiST nearest-neighbour index
-- and query of the typo fallback: a distinct expression keeps the planner from answering
-- the substring and similarity filters with the (slower) GiST index instead of the GIN one.
create or replace function private.search_normalize_knn(t text) returns text
language sql immutable parallel safe strict
return lower(extensions.unaccent('extensions.unaccent'::regdictionary, t));

grant execute on function private.search_normalize_knn(text) to anon, authenticated, service_role;

-- CID-10 code in the compact DATASUS form: upper case, no dot, no spaces ("j45.0 " → "J450").
create or replace function private.cid_compact(t text) returns text
language sql immutable parallel safe strict
return upper(regexp_replace(t, '[^A-Za-z0-9]', '', 'g'));

grant execute on function private.cid_compact(text) to anon, authenticated, service_role;

------------------------------------------------------------------------------------------
-- Dataset provenance: one row per loaded dataset (the UI shows version and the dated flag,
-- e.g. TUSS 2018).
create table public.pedbook_reference_datasets (
  id uuid primary key default gen_random_uuid(),
  key text not null unique,
  name text not null,
  version text not null,
  source text not null,
  licence text not null,
  is_dated boolean not null default false,
  dated_note text,
  row_count integer not null default 0,
  loaded_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

------------------------------------------------------------------------------------------
-- CID-10 (DATASUS 2008, plus later official additions marked in added_by_note).
-- One table for the whole hierarchy: chapter → group → category → subcategory.
--   code          as displayed: chapter 'I'…'XXII', group 'A00-A09', category 'A00',
--                 subcategory 'A00.0'
--   datasus_code  as DATASUS stores it: chapter number, group 'A00-A09', 'A00', 'A000'
--   parent_code   the code of the parent level (null for chapters)
create table public.unified_cids (
  id uuid primary key default gen_random_uuid(),
  code text not null unique,
  datasus_code text not null,
  level text not null check (level in ('chapter', 'group', 'category', 'subcategory')),
  name text not null,
  description text,
  abbreviated_name text,
  parent_code text references public.unified_cids (code) on delete cascade deferrable initially deferred,
  chapter_number smallint not null check (chapter_number between 1 and 22),
  range_start text,
  range_end text,
  classification text check (classification in ('+', '*')),
  is_dagger boolean generated always as (classification is not distinct from '+') stored,
  is_asterisk boolean generated always as (classification is not distinct from '*') stored,
  sex_restriction text check (sex_restriction in ('F', 'M')),
  not_underlying_cause_of_death boolean not null default false,
  reference_note text,
  excluded_note text,
  source text not null,
  added_by_note text,
  verification_status text not null default 'oficial',
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- DATASUS codes never collide across levels (chapter numbers, 'A00-A09', 'A00', 'A000'),
  -- so the DATASUS form alone identifies a row: SIGTAP's procedure–CID links reference it.
  unique (datasus_code)
);
create index unified_cids_parent_code_idx on public.unified_cids (parent_code);
create index unified_cids_level_code_idx on public.unified_cids (level, code);
create index unified_cids_compact_idx on public.unified_cids (private.cid_compact(code) text_pattern_ops)
  where level in ('category', 'subcategory');
create index unified_cids_name_trgm_idx on public.unified_cids
  using gin (private.search_normalize(name) extensions.gin_trgm_ops)
  where level in ('category', 'subcategory') and active;
-- GiST for the typo fallback: nearest names first by word distance (<->>), so a common
-- misspelt word reads a few index entries instead of rechecking thousands of candidates.
create index unified_cids_name_trgm_gist_idx on public.unified_cids
  using gist (private.search_normalize_knn(name) extensions.gist_trgm_ops)
  where level in ('category', 'subcategory') and active;

-- The shape the search and the CID browser read (spec: id, codigo_cid, nome_doenca,
-- categoria_nome, ativo): categories and subcategories with their parent's name.
create view public.pedbook_icd10 with (security_invoker = true) as
  select c.id,
         c.code as codigo_cid,
         c.name as nome_doenca,
         p.name as categoria_nome,
         c.active as ativo,
         c.level,
         c.datasus_code,
         c.parent_code,
         c.chapter_number,
         c.sex_restriction,
         c.is_dagger,
         c.is_asterisk
  from public.unified_cids c
  left join public.unified_cids p on p.code = c.parent_code
  where c.level in ('category', 'subcategory');
grant select on public.pedbook_icd10 to anon, authenticated, service_role;

------------------------------------------------------------------------------------------
-- SUS / SIGTAP (Tabela Unificada, competence 12/2020). Values in reais, ages in months.
create table public.pedbook_sus_grupos (
  id uuid primary key default gen_random_uuid(),
  code text not null unique check (code ~ '^[0-9]{2}$'),
  name text not null,
  competence date not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.pedbook_sus_subgrupos (
  id uuid primary key default gen_random_uuid(),
  grupo_code text not null references public.pedbook_sus_grupos (code) on delete cascade,
  code text not null check (code ~ '^[0-9]{2}$'),
  full_code text not null unique check (full_code ~ '^[0-9]{4}$'),
  name text not null,
  competence date not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (grupo_code, code)
);

create table public.pedbook_sus_formas_organizacao (
  id uuid primary key default gen_random_uuid(),
  grupo_code text not null references public.pedbook_sus_grupos (code) on delete cascade,
  subgrupo_code text not null,
  code text not null check (code ~ '^[0-9]{2}$'),
  full_code text not null unique check (full_code ~ '^[0-9]{6}$'),
  name text not null,
  competence date not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index pedbook_sus_formas_organizacao_sub_idx on public.pedbook_sus_formas_organizacao (grupo_code, subgrupo_code);

create table public.pedbook_sus_financiamentos (
  id uuid primary key default gen_random_uuid(),
  code text not null unique,
  name text not null,
  competence date not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.pedbook_sus_procedimentos (
  id uuid primary key default gen_random_uuid(),
  code text not null unique check (code ~ '^[0-9]{10}$'),
  name text not null,
  grupo_code text not null,
  subgrupo_code text not null,
  forma_code text not null,
  complexity smallint check (complexity between 0 and 3),
  complexity_name text,
  sex text check (sex in ('I', 'M', 'F', 'N')),
  max_executions integer,
  days_of_stay integer,
  points integer,
  min_age_months integer,
  max_age_months integer,
  value_sh numeric(12, 2) not null default 0,
  value_sa numeric(12, 2) not null default 0,
  value_sp numeric(12, 2) not null default 0,
  value_total numeric(12, 2) generated always as (value_sh + value_sa + value_sp) stored,
  financing_code text,
  rubric_code text,
  stay_time integer,
  competence date not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index pedbook_sus_procedimentos_forma_idx on public.pedbook_sus_procedimentos (grupo_code, subgrupo_code, forma_code);
create index pedbook_sus_procedimentos_name_trgm_idx on public.pedbook_sus_procedimentos
  using gin (private.search_normalize(name) extensions.gin_trgm_ops);

create table public.pedbook_sus_procedimento_cids (
  id uuid primary key default gen_random_uuid(),
  procedimento_code text not null references public.pedbook_sus_procedimentos (code) on delete cascade,
  cid_code text not null references public.unified_cids (datasus_code),
  is_principal boolean not null,
  competence date not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (procedimento_code, cid_code)
);
create index pedbook_sus_procedimento_cids_cid_idx on public.pedbook_sus_procedimento_cids (cid_code);

------------------------------------------------------------------------------------------
-- TUSS procedures (ANS "Tabela 22"), 2018 hierarchy: DATED, not the current ANS release.
create table public.pedbook_tuss_capitulos (
  id uuid primary key default gen_random_uuid(),
  code text not null unique,
  name text not null,
  version text not null,
  is_dated boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.pedbook_tuss_grupos (
  id uuid primary key default gen_random_uuid(),
  capitulo_code text not null references public.pedbook_tuss_capitulos (code) on delete cascade,
  code text not null,
  full_code text not null unique,
  name text,
  version text not null,
  is_dated boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.pedbook_tuss_subgrupos (
  id uuid primary key default gen_random_uuid(),
  grupo_full_code text not null references public.pedbook_tuss_grupos (full_code) on delete cascade,
  code text not null,
  full_code text not null unique,
  name text,
  version text not null,
  is_dated boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.pedbook_tuss_procedimentos (
  id uuid primary key default gen_random_uuid(),
  code text not null unique check (code ~ '^[0-9]{8}$'),
  capitulo_code text not null,
  grupo_code text not null,
  subgrupo_code text not null,
  subgrupo_full_code text not null references public.pedbook_tuss_subgrupos (full_code) on delete cascade,
  item text not null,
  check_digit text not null,
  description text not null,
  source_note text,
  version text not null,
  is_dated boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index pedbook_tuss_procedimentos_subgrupo_idx on public.pedbook_tuss_procedimentos (subgrupo_full_code);
create index pedbook_tuss_procedimentos_desc_trgm_idx on public.pedbook_tuss_procedimentos
  using gin (private.search_normalize(description) extensions.gin_trgm_ops);

------------------------------------------------------------------------------------------
-- WHO growth standards: LMS parameters exactly as WHO publishes them.
--   reference  WHO_2006_CGS (0–5 y, by day or by length/height) or WHO_2007 (5–19 y, by month)
--   sex        1 male, 2 female (WHO coding); x in x_unit (age_days, age_months, length_cm, height_cm)
create table public.pedbook_growth_lms (
  id uuid primary key default gen_random_uuid(),
  reference text not null,
  indicator text not null,
  sex smallint not null check (sex in (1, 2)),
  x_unit text not null,
  x numeric not null,
  l numeric not null,
  m numeric not null check (m > 0),
  s numeric not null check (s > 0),
  measure_position text,
  y_unit text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (reference, indicator, sex, x)
);

-- One curve set per (reference, indicator, sex): data holds the complete LMS array
-- ([{x, l, m, s, loh}] in x order) so the client computes exact z-scores offline.
create table public.pedbook_growth_curve_metadata (
  id uuid primary key default gen_random_uuid(),
  type text not null,
  gender text not null check (gender in ('male', 'female')),
  reference text not null,
  x_unit text not null,
  y_unit text not null,
  data jsonb not null check (jsonb_typeof(data) = 'array'),
  source text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (reference, type, gender)
);

-- Monthly curve points for the age-based indicators, derived from the LMS rows
-- (value at z = M·(1 + L·S·z)^(1/L)); for the by-day 0–5 y tables the month's day is
-- round(month × 30.4375), the convention of WHO's monthly tables.
create table public.pedbook_growth_curves (
  id uuid primary key default gen_random_uuid(),
  growth_type text not null,
  curve_type text not null default 'lms_percentiles',
  gender text not null check (gender in ('male', 'female')),
  reference text not null,
  age_months integer not null check (age_months between 0 and 240),
  l numeric not null,
  m numeric not null,
  s numeric not null,
  sd_neg3 numeric not null,
  sd_neg2 numeric not null,
  sd_neg1 numeric not null,
  sd_pos1 numeric not null,
  sd_pos2 numeric not null,
  sd_pos3 numeric not null,
  p3 numeric not null,
  p15 numeric not null,
  p50 numeric not null,
  p85 numeric not null,
  p97 numeric not null,
  y_unit text not null,
  image_url text,
  source text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (reference, growth_type, gender, age_months)
);
create index pedbook_growth_curves_type_idx on public.pedbook_growth_curves (growth_type, created_at);

------------------------------------------------------------------------------------------
-- Vaccines: PNI 2025 child calendar and the SBP 2024/2025 differences.
create table public.pedbook_vaccines (
  id uuid primary key default gen_random_uuid(),
  name text not null unique,
  acronym text,
  description text,
  calendar text not null check (calendar in ('PNI', 'SBP')),
  route text,
  display_order integer not null default 0,
  source text not null,
  verification_status text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index pedbook_vaccines_name_trgm_idx on public.pedbook_vaccines
  using gin (private.search_normalize(name || ' ' || coalesce(acronym, '')) extensions.gin_trgm_ops);

create table public.pedbook_vaccine_doses (
  id uuid primary key default gen_random_uuid(),
  vaccine_id uuid not null references public.pedbook_vaccines (id) on delete cascade,
  dose_number integer not null check (dose_number >= 1),
  dose_label text not null,
  age_recommendation text not null,
  age_months integer check (age_months is null or age_months >= 0),
  route text,
  notes text,
  calendar text not null check (calendar in ('PNI', 'SBP')),
  difference_vs_pni text,
  source text not null,
  corroborated_by text,
  verification_status text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (vaccine_id, calendar, dose_number)
);
create index pedbook_vaccine_doses_age_idx on public.pedbook_vaccine_doses (age_months);

create table public.pedbook_vaccine_relationships (
  id uuid primary key default gen_random_uuid(),
  parent_vaccine_id uuid not null references public.pedbook_vaccines (id) on delete cascade,
  child_vaccine_id uuid not null references public.pedbook_vaccines (id) on delete cascade,
  relationship_type text not null,
  notes text,
  source text not null,
  verification_status text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint pedbook_vaccine_relationships_distinct check (parent_vaccine_id <> child_vaccine_id),
  unique (parent_vaccine_id, child_vaccine_id, relationship_type)
);
create index pedbook_vaccine_relationships_child_idx on public.pedbook_vaccine_relationships (child_vaccine_id);

------------------------------------------------------------------------------------------
-- Developmental milestones (Caderneta da Criança, instrumento de vigilância do desenvolvimento).
create table public.pedbook_dnpm_milestones (
  id uuid primary key default gen_random_uuid(),
  age_months integer not null check (age_months >= 0),
  age_end_months integer not null,
  display_order integer not null,
  milestone text not null,
  domain text not null,
  image_url text,
  source text not null,
  verification_status text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint pedbook_dnpm_milestones_band check (age_end_months > age_months),
  unique (age_months, display_order)
);

------------------------------------------------------------------------------------------
-- Poisonings and toxidromes with their antidote doses, exactly as spec part 2 §3 gives them
-- (dosing null where the spec shows no values).
create table public.pedbook_poisonings (
  id text primary key,
  name text not null,
  type text not null,
  antidote text not null,
  dosing jsonb,
  dosing_summary text not null,
  source text not null,
  display_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

------------------------------------------------------------------------------------------
-- Seeded clinical content: a stable key per seeded row of the 0004 tables without a natural
-- key, so `pedbook seed` can upsert them (rows created by admins have none).
alter table public.pedbook_medication_use_cases add column seed_key text unique;
alter table public.pedbook_medication_dosages add column seed_key text unique;
alter table public.pedbook_medication_tags add column seed_key text unique;
alter table public.pedbook_medication_instructions add column seed_key text unique;
alter table public.pedbook_formulas add column seed_key text unique;
alter table public.pedbook_breastfeeding_medications add column seed_key text unique;
alter table public.pedbook_conducts_content add column seed_key text unique;

-- Sources for rows that had no column for it.
alter table public.pedbook_medication_categories add column source text;
alter table public.pedbook_breastfeeding_medications add column verification_status text;

-- Search indexes over the 0004 content (expressions must match rpc/unified_search_complete).
create index pedbook_medications_search_trgm_idx on public.pedbook_medications
  using gin (private.search_normalize(name || ' ' || coalesce(brands, '') || ' ' || slug) extensions.gin_trgm_ops);
create index pedbook_medications_name_norm_idx on public.pedbook_medications
  (private.search_normalize(name) text_pattern_ops);
create index pedbook_medication_categories_search_trgm_idx on public.pedbook_medication_categories
  using gin (private.search_normalize(name) extensions.gin_trgm_ops);
create index pedbook_conducts_summaries_search_trgm_idx on public.pedbook_conducts_summaries
  using gin (private.search_normalize(title) extensions.gin_trgm_ops);
create index pedbook_conducts_optimized_search_trgm_idx on public.pedbook_conducts_optimized
  using gin (private.search_normalize(title) extensions.gin_trgm_ops);

------------------------------------------------------------------------------------------
do $$
begin
perform private.secure_reference_table(t) from unnest(array[
  'public.pedbook_reference_datasets', 'public.unified_cids',
  'public.pedbook_sus_grupos', 'public.pedbook_sus_subgrupos', 'public.pedbook_sus_formas_organizacao',
  'public.pedbook_sus_financiamentos', 'public.pedbook_sus_procedimentos', 'public.pedbook_sus_procedimento_cids',
  'public.pedbook_tuss_capitulos', 'public.pedbook_tuss_grupos', 'public.pedbook_tuss_subgrupos',
  'public.pedbook_tuss_procedimentos', 'public.pedbook_growth_lms', 'public.pedbook_growth_curve_metadata',
  'public.pedbook_growth_curves', 'public.pedbook_vaccines', 'public.pedbook_vaccine_doses',
  'public.pedbook_vaccine_relationships', 'public.pedbook_dnpm_milestones',
  'public.pedbook_poisonings']::regclass[]) as t;
perform private.track_updated_at(t) from unnest(array[
  'public.pedbook_reference_datasets', 'public.unified_cids',
  'public.pedbook_sus_grupos', 'public.pedbook_sus_subgrupos', 'public.pedbook_sus_formas_organizacao',
  'public.pedbook_sus_financiamentos', 'public.pedbook_sus_procedimentos', 'public.pedbook_sus_procedimento_cids',
  'public.pedbook_tuss_capitulos', 'public.pedbook_tuss_grupos', 'public.pedbook_tuss_subgrupos',
  'public.pedbook_tuss_procedimentos', 'public.pedbook_growth_lms', 'public.pedbook_growth_curve_metadata',
  'public.pedbook_growth_curves', 'public.pedbook_vaccines', 'public.pedbook_vaccine_doses',
  'public.pedbook_vaccine_relationships', 'public.pedbook_dnpm_milestones',
  'public.pedbook_poisonings']::regclass[]) as t;
end
$$;

-- 0014_medication_dose_model.sql — what a prescriber needs from a dose row (issue #14), the
-- presentations a dose becomes mL of, and the rule that a seed never overwrites what an admin
-- edited.
--
-- Dose rows (pedbook_medication_tags) gain: per-dose minimum, daily maximum (per kg and
-- absolute), interval and doses per day, route, duration, an explicit "não indicado nesta
-- faixa" row with its reason, and their review (source, reviewed_at, reviewed_by, status
-- verificado | pendente). Units come from an enum. Bands are half-open: start ≤ x < end; the
-- rows seeded with inclusive ends (…–11 meses / 12–…, …–26,99 kg / 27–…) are rewritten to the
-- equivalent half-open ends (+1 month; +0,01 kg, the old rule's resolution), so no patient
-- changes band. The spec's nested select of pedbook_medications (tags: id, name, multiplier,
-- max_value, type, start_month, end_month, start_weight, end_weight, round_result,
-- is_user_medication) returns exactly what it did; everything here is new columns or tables.

------------------------------------------------------------------------------------------
-- Units.
create type public.pedbook_dose_unit as enum ('mg', 'mcg', 'g', 'UI', 'mEq', 'mmol', 'mL', 'jato', 'gota', 'comprimido');

-- The seeded units named the salt in the unit ("mg de amoxicilina", "jatos de 100 mcg"): the
-- salt now lives in the dosage text and the presentation; the unit is the enum's.
alter table public.pedbook_medication_tags alter column unit type public.pedbook_dose_unit using (
  case
    when unit is null then null
    when unit ~* '^\s*jato' then 'jato'
    when unit ~* '^\s*gota' then 'gota'
    when unit ~* '^\s*mcg' then 'mcg'
    when unit ~* '^\s*mg' then 'mg'
    when unit ~* '^\s*g\M' then 'g'
    when unit ~* '^\s*ui' then 'UI'
    when unit ~* '^\s*meq' then 'mEq'
    when unit ~* '^\s*mmol' then 'mmol'
    when unit ~* '^\s*ml' then 'mL'
    else 'mg'
  end)::public.pedbook_dose_unit;

------------------------------------------------------------------------------------------
-- Half-open bands: inclusive ends become the equivalent exclusive ends.
alter table public.pedbook_medication_tags
  drop constraint pedbook_medication_tags_month_range,
  drop constraint pedbook_medication_tags_weight_range;
update public.pedbook_medication_tags set end_month = end_month + 1 where end_month is not null;
update public.pedbook_medication_tags set end_weight = end_weight + 0.01 where end_weight is not null;
alter table public.pedbook_medication_tags
  add constraint pedbook_medication_tags_month_range
    check (start_month is null or end_month is null or start_month < end_month),
  add constraint pedbook_medication_tags_weight_range
    check (start_weight is null or end_weight is null or start_weight < end_weight);
comment on column public.pedbook_medication_tags.end_month is 'exclusive: the band holds start_month ≤ idade (meses) < end_month';
comment on column public.pedbook_medication_tags.end_weight is 'exclusive: the band holds start_weight ≤ peso (kg) < end_weight';

------------------------------------------------------------------------------------------
-- The dose row.
alter table public.pedbook_medication_tags
  add column min_value numeric check (min_value is null or min_value >= 0),
  add column daily_max_per_kg numeric check (daily_max_per_kg is null or daily_max_per_kg > 0),
  add column daily_max_value numeric check (daily_max_value is null or daily_max_value > 0),
  add column interval_hours numeric check (interval_hours is null or (interval_hours > 0 and interval_hours <= 168)),
  add column doses_per_day numeric check (doses_per_day is null or (doses_per_day > 0 and doses_per_day <= 24)),
  add column route text check (route is null or route in ('VO', 'IV', 'IM', 'IN', 'IO', 'SC', 'VR', 'SL', 'inalatória', 'tópica')),
  add column duration text,
  add column label text,
  add column not_indicated boolean not null default false,
  add column not_indicated_reason text,
  add column reviewed_at date,
  add column reviewed_by text,
  add column status text not null default 'pendente' check (status in ('verificado', 'pendente')),
  add column display_order integer not null default 0,
  add constraint pedbook_medication_tags_min_max check (min_value is null or max_value is null or max_value >= min_value),
  add constraint pedbook_medication_tags_not_indicated_reason
    check (not not_indicated or (not_indicated_reason is not null and btrim(not_indicated_reason) <> '')),
  add constraint pedbook_medication_tags_verified
    check (status = 'pendente' or (reviewed_at is not null and reviewed_by is not null and source is not null));

-- A row without unit or multiplier stays insertable (the spec's tag shape has no unit): the dose
-- engine refuses to compute it, and the seed's own rows are checked complete by its tests.
comment on column public.pedbook_medication_tags.min_value is 'per-dose minimum (same unit): a smaller computed dose is raised to it';
comment on column public.pedbook_medication_tags.max_value is 'per-dose maximum (same unit)';
comment on column public.pedbook_medication_tags.daily_max_per_kg is 'daily maximum per kg (unit/kg/dia)';
comment on column public.pedbook_medication_tags.daily_max_value is 'absolute daily maximum (unit/dia)';
comment on column public.pedbook_medication_tags.status is 'verificado: cross-checked against the numbers of source (reviewed_by says how); pendente: shown with "conferir na bula/protocolo local"';

------------------------------------------------------------------------------------------
-- Presentations: how a dose becomes mL (or tablets) of the bottle in hand.
create table public.pedbook_medication_presentations (
  id uuid primary key default gen_random_uuid(),
  medication_id uuid not null references public.pedbook_medications (id) on delete cascade,
  form text not null check (form in ('suspensão oral', 'solução oral', 'gotas', 'xarope', 'comprimido',
    'comprimido mastigável', 'cápsula', 'sachê', 'ampola', 'frasco-ampola', 'aerossol', 'solução para nebulização',
    'supositório', 'spray nasal')),
  label text not null,
  -- amount of drug in volume_ml (liquids) or in one unit (tablets, capsules: volume_ml null)
  amount numeric not null check (amount > 0),
  amount_unit public.pedbook_dose_unit not null,
  volume_ml numeric check (volume_ml is null or volume_ml > 0),
  drops_per_ml numeric check (drops_per_ml is null or drops_per_ml > 0),
  routes text[] not null default '{}',
  is_default boolean not null default false,
  display_order integer not null default 0,
  source text,
  seed_key text unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint pedbook_medication_presentations_liquid
    check (volume_ml is not null or form in ('comprimido', 'comprimido mastigável', 'cápsula', 'sachê', 'supositório', 'aerossol', 'spray nasal'))
);
create index pedbook_medication_presentations_medication_id_idx
  on public.pedbook_medication_presentations (medication_id, display_order);
select private.secure_reference_table('public.pedbook_medication_presentations');
select private.track_updated_at('public.pedbook_medication_presentations');

------------------------------------------------------------------------------------------
-- A seed never overwrites what an admin edited. Every seeded content table gets
-- admin_edited_at: a trigger stamps it on any insert or update made outside a seed run (the
-- seed sets pedbook.seeding = 'on' for its own transactions only), and the seed's upserts
-- and deletes skip stamped rows.
create or replace function private.stamp_admin_edit() returns trigger
language plpgsql as $$
begin
  if coalesce(current_setting('pedbook.seeding', true), '') <> 'on' then
    new.admin_edited_at := now();
  elsif tg_op = 'UPDATE' then
    new.admin_edited_at := old.admin_edited_at;
  end if;
  return new;
end
$$;

do $$
declare t text;
begin
  foreach t in array array[
    'pedbook_medication_categories', 'pedbook_medications', 'pedbook_medication_use_cases',
    'pedbook_medication_dosages', 'pedbook_medication_tags', 'pedbook_medication_presentations',
    'pedbook_medication_instructions', 'pedbook_poisonings', 'pedbook_conducts_categories',
    'pedbook_conducts_topics', 'pedbook_conducts_summaries', 'pedbook_breastfeeding_sections',
    'pedbook_breastfeeding_medications', 'pedbook_formula_categories', 'pedbook_formulas',
    'pedbook_blog_posts', 'pedbook_vaccines', 'pedbook_vaccine_doses', 'pedbook_vaccine_relationships',
    'pedbook_dnpm_milestones']
  loop
    execute format('alter table public.%I add column admin_edited_at timestamptz', t);
    execute format('create trigger %I before insert or update on public.%I for each row execute function private.stamp_admin_edit()',
      t || '_stamp_admin_edit', t);
  end loop;
end
$$;

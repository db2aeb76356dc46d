-- 0028_dose_verification.sql — the documentary verification of each dose row (issue #37 §1–2).
--
-- One record per dose row (pedbook_medication_tags): how sure the row is (V: the primary text was
-- read and matches; S: only secondary sources quoting it; K: established literature, not re-read;
-- U: not found / not verified), the source statement (what the source states for this row, in our
-- words, with document, location, address and date) and, for U, what was searched. Loaded by the
-- seed from seeds/clinical/verification/*.json. A documentary check is not a clinician's review:
-- nothing here signs a row off (the editorial workflow's reviewer approval does that).
--
-- A record describes the row as it was checked. When an admin changes a dose field of the row
-- afterwards (outside a seed run), the record is marked stale and the app shows the row as not
-- verified until a new check is recorded; the seed never rewrites the record of an admin-edited row.

create table public.pedbook_dose_verifications (
  id uuid primary key default gen_random_uuid(),
  tag_id uuid not null unique references public.pedbook_medication_tags (id) on delete cascade,
  level text not null check (level in ('V', 'S', 'K', 'U')),
  document text,
  location text,
  url text,
  checked_on date,
  statement text,
  numbers jsonb,
  searched text,
  note text,
  writer text not null,
  stale boolean not null default false,
  updated_at timestamptz not null default now(),
  constraint pedbook_dose_verifications_sourced check (
    level not in ('V', 'S') or (
      nullif(btrim(document), '') is not null and nullif(btrim(location), '') is not null
      and nullif(btrim(statement), '') is not null and checked_on is not null)),
  constraint pedbook_dose_verifications_searched check (level <> 'U' or nullif(btrim(searched), '') is not null)
);
comment on table public.pedbook_dose_verifications is
  'documentary verification of a dose row (V/S/K/U) with the source statement; not a clinical review';
comment on column public.pedbook_dose_verifications.stale is
  'an admin changed a dose field of the row after this check: the row counts and shows as not verified';

alter table public.pedbook_dose_verifications enable row level security;
create policy pedbook_dose_verifications_read on public.pedbook_dose_verifications
  for select to anon, authenticated
  using (exists (select 1 from public.pedbook_medication_tags t where t.id = tag_id));
grant select on public.pedbook_dose_verifications to anon, authenticated;
grant all on public.pedbook_dose_verifications to service_role;

-- A dose field changed outside a seed run: the documentary record no longer describes the row.
create or replace function private.stale_dose_verification() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if coalesce(current_setting('pedbook.seeding', true), '') <> 'on'
     and (old.multiplier, old.max_value, old.type, old.unit, old.start_month, old.end_month, old.start_weight,
          old.end_weight, old.round_result, old.min_value, old.daily_max_per_kg, old.daily_max_value,
          old.interval_hours, old.doses_per_day, old.route, old.not_indicated)
     is distinct from
         (new.multiplier, new.max_value, new.type, new.unit, new.start_month, new.end_month, new.start_weight,
          new.end_weight, new.round_result, new.min_value, new.daily_max_per_kg, new.daily_max_value,
          new.interval_hours, new.doses_per_day, new.route, new.not_indicated) then
    update public.pedbook_dose_verifications set stale = true, updated_at = now() where tag_id = new.id;
  end if;
  return null;
end $$;
create trigger pedbook_medication_tags_stale_verification after update on public.pedbook_medication_tags
  for each row execute function private.stale_dose_verification();

-- The level counts anyone can read (psql or GET /rest/v1/pedbook_dose_verification_counts): every
-- dose row of the published formulary, a row without a current record counting as U.
create view public.pedbook_dose_verification_counts with (security_invoker = true) as
with rows as (
  select case when v.id is null or v.stale then 'U' else v.level end as level,
         v.id is not null and not v.stale and v.level in ('V', 'S') and v.statement is not null as with_statement
  from public.pedbook_medication_tags t
  join public.pedbook_medications m on m.id = t.medication_id and m.published
  left join public.pedbook_dose_verifications v on v.tag_id = t.id
  where not t.is_user_medication
),
levels(level, display_order) as (values ('V', 1), ('S', 2), ('K', 3), ('U', 4))
select l.level,
       count(r.level)::int as rows,
       count(*) filter (where r.with_statement)::int as with_statement,
       (select count(*) from rows)::int as total,
       round(100.0 * count(r.level) / nullif((select count(*) from rows), 0), 1) as percent
from levels l left join rows r on r.level = l.level
group by l.level, l.display_order
order by l.display_order;
grant select on public.pedbook_dose_verification_counts to anon, authenticated, service_role;

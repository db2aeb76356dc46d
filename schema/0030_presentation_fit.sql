-- 0030_presentation_fit.sql — which presentation fits a dose and an age (issue #34, "the default
-- presentation must match the dose and age").
--
-- A presentation may be labelled for an age window (montelucaste: granulado 12–23 meses,
-- mastigável 4 mg 2–5 anos, 5 mg 6–14 anos, comprimido 10 mg ≥ 15 anos) and for a ceiling of the
-- daily dose per kg of its main drug (amoxicilina-clavulanato 4:1 and 7:1: até 45 mg/kg/dia; above
-- it the clavulanate exceeds what the label allows — the ES 14:1 is the high-dose bottle). The
-- clinical core (frontend/src/clinical/presentation-choice.ts) reads these columns to choose the
-- default presentation and to warn when a chosen one does not fit. Bands are half-open like the
-- dose rows: start_month ≤ idade (meses) < end_month; null = open. New nullable columns only: the
-- spec's selects and every existing row stay as they were.
alter table public.pedbook_medication_presentations
  add column start_month integer check (start_month is null or start_month >= 0),
  add column end_month integer check (end_month is null or end_month > 0),
  add column max_daily_per_kg numeric check (max_daily_per_kg is null or max_daily_per_kg > 0),
  add constraint pedbook_medication_presentations_month_range
    check (start_month is null or end_month is null or start_month < end_month);

comment on column public.pedbook_medication_presentations.start_month is 'the presentation is labelled from this age (months, inclusive)';
comment on column public.pedbook_medication_presentations.end_month is 'exclusive: labelled for start_month ≤ idade (meses) < end_month';
comment on column public.pedbook_medication_presentations.max_daily_per_kg is 'the label''s ceiling of the daily dose per kg of the main drug with this presentation';

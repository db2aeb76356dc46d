-- 0026_dose_rate_limit.sql — the infusion-rate limit of an IV dose row (issue #34, finding 4).
--
-- A dose row with a rate limit names it: rate_limit is the id of the limit in the clinical core
-- (frontend/src/clinical/infusion.ts, INFUSION_RATE_LIMITS), where each drug's cited mg/kg/min and
-- mg/min (or mEq/kg/h and mEq/h, or minimum minutes) are written once, for the medication page and the
-- flowcharts alike. The core refuses an id it does not know (the card shows the refusal, no silent drop).
-- New column only: the spec's nested select returns exactly what it did.
alter table public.pedbook_medication_tags
  add column rate_limit text check (rate_limit is null or rate_limit ~ '^[a-z][a-z0-9_]*$');
comment on column public.pedbook_medication_tags.rate_limit is
  'id of the IV infusion-rate limit in the clinical core (INFUSION_RATE_LIMITS): fosphenytoin, phenytoin, phenobarbital, vancomycin, magnesium_sulfate, potassium_chloride…; null = no rate limit';

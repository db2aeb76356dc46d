-- 0018_prescriptions.sql — what the prescription screens need beyond 0004's tables.
--
-- Items: the medication's (or free item's) name and the treatment's duration, beside
-- custom_text (the dose instruction computed from the medication's dosage template for the
-- patient, as the prescriber edited it).
--
-- The patient's name is an identifier: it lives in its own owner-only table, so sharing a
-- prescription (is_public, readable by every signed-in user) never shows it; age and weight
-- stay on the prescription (they are what the doses were computed for).

alter table public.pedbook_prescription_medications
  add column item_name text,
  add column duration text,
  add constraint pedbook_prescription_medications_item_name_length check (item_name is null or char_length(item_name) <= 200),
  add constraint pedbook_prescription_medications_text_length check (custom_text is null or char_length(custom_text) <= 2000),
  add constraint pedbook_prescription_medications_duration_length check (duration is null or char_length(duration) <= 100);

alter table public.pedbook_prescriptions
  add constraint pedbook_prescriptions_name_length check (char_length(name) <= 200),
  add constraint pedbook_prescriptions_notes_length check (notes is null or char_length(notes) <= 5000);

create table public.pedbook_prescription_patients (
  prescription_id uuid primary key references public.pedbook_prescriptions (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  patient_name text not null check (btrim(patient_name) <> '' and char_length(patient_name) <= 120),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.pedbook_prescription_patients enable row level security;
-- the owner of the prescription only (admins included: no admin read)
create policy pedbook_prescription_patients_select_own on public.pedbook_prescription_patients for select to authenticated
  using (user_id = auth.uid());
create policy pedbook_prescription_patients_insert_own on public.pedbook_prescription_patients for insert to authenticated
  with check (user_id = auth.uid() and exists (
    select 1 from public.pedbook_prescriptions p where p.id = prescription_id and p.user_id = auth.uid()));
create policy pedbook_prescription_patients_update_own on public.pedbook_prescription_patients for update to authenticated
  using (user_id = auth.uid()) with check (user_id = auth.uid() and exists (
    select 1 from public.pedbook_prescriptions p where p.id = prescription_id and p.user_id = auth.uid()));
create policy pedbook_prescription_patients_delete_own on public.pedbook_prescription_patients for delete to authenticated
  using (user_id = auth.uid());
grant select, insert, update, delete on public.pedbook_prescription_patients to authenticated;
grant all on public.pedbook_prescription_patients to service_role;
select private.track_updated_at('public.pedbook_prescription_patients');

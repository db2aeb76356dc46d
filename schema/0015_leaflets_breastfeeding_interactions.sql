-- 0015_leaflets_breastfeeding_interactions.sql — review marks and citations for the professional
-- leaflets, the breastfeeding entries and the drug interactions (issue #14), and a seed key for
-- the seeded interaction rows.
--
-- Leaflets (pedbook_medication_instructions) are summaries written for PedBook of an ANVISA
-- Bulário entry: anvisa_entry names it; status verificado | pendente as for dose rows (a
-- pendente leaflet is shown with "conferir na bula").

alter table public.pedbook_medication_instructions
  add column title text,
  add column anvisa_entry text,
  add column status text not null default 'pendente' check (status in ('verificado', 'pendente')),
  add column reviewed_at date,
  add column reviewed_by text,
  add constraint pedbook_medication_instructions_verified
    check (status = 'pendente' or (reviewed_at is not null and reviewed_by is not null and anvisa_entry is not null));

-- Breastfeeding: the LactMed (NLM) record each entry cites, and that record's revision date
-- once someone has read it (null: not yet checked — the screen says so).
alter table public.pedbook_breastfeeding_medications
  add column lactmed_entry text,
  add column lactmed_revised_on date;

-- Interactions: seeded rows get a stable key; each interaction medication may name the
-- formulary medication it is (for links).
alter table public.pedbook_drug_interactions add column seed_key text unique;
alter table public.pedbook_drug_interaction_medications
  add column medication_slug text,
  add column admin_edited_at timestamptz;
alter table public.pedbook_drug_interactions add column admin_edited_at timestamptz;

create trigger pedbook_drug_interaction_medications_stamp_admin_edit before insert or update
  on public.pedbook_drug_interaction_medications for each row execute function private.stamp_admin_edit();
create trigger pedbook_drug_interactions_stamp_admin_edit before insert or update
  on public.pedbook_drug_interactions for each row execute function private.stamp_admin_edit();

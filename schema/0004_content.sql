-- 0004_content.sql — clinical reference content (medications, conducts, formulas,
-- breastfeeding, blog, newsletters, drug interactions, study questions) and the user-owned
-- tables (prescriptions, notes, study sessions, assistant threads).
--
-- Two helpers give every table the same policies and grants, so a table cannot be added
-- with a hole in it:
--   private.secure_reference_table(t, published_column)
--       everyone reads (only published rows when a column is named; admins read drafts);
--       admins write; service_role bypasses RLS.
--   private.secure_owned_table(t, owner_column, shared_column)
--       a signed-in user reads and writes only their own rows (plus rows marked shared, read
--       only); admins read all; anon nothing.

create or replace function private.secure_reference_table(t regclass, published_column text default null)
returns void language plpgsql as $$
declare
  n text := (select c.relname from pg_class c where c.oid = t);
  visible text := case when published_column is null then 'true'
                       else format('%I or public.is_admin()', published_column) end;
begin
  execute format('alter table %s enable row level security', t);
  execute format('create policy %I on %s for select using (%s)', n || '_select', t, visible);
  execute format('create policy %I on %s for insert to authenticated with check (public.is_admin())', n || '_insert_admin', t);
  execute format('create policy %I on %s for update to authenticated using (public.is_admin()) with check (public.is_admin())', n || '_update_admin', t);
  execute format('create policy %I on %s for delete to authenticated using (public.is_admin())', n || '_delete_admin', t);
  execute format('grant select on %s to anon', t);
  execute format('grant select, insert, update, delete on %s to authenticated', t);
  execute format('grant all on %s to service_role', t);
end
$$;

create or replace function private.secure_owned_table(t regclass, owner_column text default 'user_id',
                                                      shared_column text default null)
returns void language plpgsql as $$
declare
  n text := (select c.relname from pg_class c where c.oid = t);
  readable text := format('%I = auth.uid() or public.is_admin()', owner_column)
                   || case when shared_column is null then '' else format(' or %I', shared_column) end;
begin
  execute format('alter table %s enable row level security', t);
  execute format('create policy %I on %s for select to authenticated using (%s)', n || '_select', t, readable);
  execute format('create policy %I on %s for insert to authenticated with check (%I = auth.uid())', n || '_insert_own', t, owner_column);
  execute format('create policy %I on %s for update to authenticated using (%I = auth.uid()) with check (%I = auth.uid())', n || '_update_own', t, owner_column, owner_column);
  execute format('create policy %I on %s for delete to authenticated using (%I = auth.uid())', n || '_delete_own', t, owner_column);
  execute format('grant select, insert, update, delete on %s to authenticated', t);
  execute format('grant all on %s to service_role', t);
end
$$;

-- updated_at trigger for a table.
create or replace function private.track_updated_at(t regclass) returns void
language plpgsql as $$
begin
  execute format('create trigger %I before update on %s for each row execute function private.set_updated_at()',
                 (select c.relname from pg_class c where c.oid = t) || '_set_updated_at', t);
end
$$;

------------------------------------------------------------------------------------------
-- Medications (spec part 2 §3 "Offline-cached datasets").
create table public.pedbook_medication_categories (
  id uuid primary key default gen_random_uuid(),
  name text not null unique,
  description text,
  color text,
  icon_url text,
  display_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index pedbook_medication_categories_name_idx on public.pedbook_medication_categories (name);

create table public.pedbook_medications (
  id uuid primary key default gen_random_uuid(),
  category_id uuid references public.pedbook_medication_categories (id) on delete set null,
  name text not null,
  slug text not null unique,
  description text,
  brands text,
  contraindications text,
  guidelines text,
  scientific_references text,
  measure_types text[] not null default '{}',
  required_measures text[] not null default '{weight}',
  published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index pedbook_medications_category_id_idx on public.pedbook_medications (category_id);
create index pedbook_medications_name_idx on public.pedbook_medications (name);

create table public.pedbook_medication_use_cases (
  id uuid primary key default gen_random_uuid(),
  medication_id uuid not null references public.pedbook_medications (id) on delete cascade,
  name text not null,
  description text,
  display_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index pedbook_medication_use_cases_medication_id_idx
  on public.pedbook_medication_use_cases (medication_id, display_order);

-- A dosage: its template holds tag variables ({dose}, …) the dose engine fills from tags.
-- source cites the guideline, formulary or package insert the dose comes from.
create table public.pedbook_medication_dosages (
  id uuid primary key default gen_random_uuid(),
  medication_id uuid not null references public.pedbook_medications (id) on delete cascade,
  use_case_id uuid references public.pedbook_medication_use_cases (id) on delete cascade,
  name text not null,
  dosage_template text not null,
  summary text,
  age_group text check (age_group in ('neonatal', 'pediatric', 'adult')),
  display_order integer not null default 0,
  source text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index pedbook_medication_dosages_use_case_id_idx on public.pedbook_medication_dosages (use_case_id, display_order);
create index pedbook_medication_dosages_medication_id_idx on public.pedbook_medication_dosages (medication_id);

-- A tag: a variable of a dosage template (multiplier per kg or fixed, with its maximum, the
-- age/weight range it applies to and the rounding rule). unit names the unit of the result.
create table public.pedbook_medication_tags (
  id uuid primary key default gen_random_uuid(),
  medication_id uuid not null references public.pedbook_medications (id) on delete cascade,
  name text not null,
  multiplier numeric check (multiplier is null or multiplier >= 0),
  max_value numeric check (max_value is null or max_value >= 0),
  type text not null default 'multiplier' check (type in ('fixed', 'multiplier', 'age', 'multiplier_by_fixed_age', 'fixed_by_weight')),
  unit text,
  start_month integer check (start_month is null or start_month >= 0),
  end_month integer check (end_month is null or end_month >= 0),
  start_weight numeric check (start_weight is null or start_weight >= 0),
  end_weight numeric check (end_weight is null or end_weight >= 0),
  round_result boolean not null default false,
  is_user_medication boolean not null default false,
  source text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint pedbook_medication_tags_month_range check (start_month is null or end_month is null or start_month <= end_month),
  constraint pedbook_medication_tags_weight_range check (start_weight is null or end_weight is null or start_weight <= end_weight)
);
create index pedbook_medication_tags_medication_id_idx on public.pedbook_medication_tags (medication_id);

-- Professional leaflets (bulas).
create table public.pedbook_medication_instructions (
  id uuid primary key default gen_random_uuid(),
  medication_id uuid not null references public.pedbook_medications (id) on delete cascade,
  content text not null,
  format_type text not null default 'markdown',
  is_published boolean not null default false,
  source text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index pedbook_medication_instructions_medication_id_idx on public.pedbook_medication_instructions (medication_id);
create index pedbook_medication_instructions_published_idx on public.pedbook_medication_instructions (is_published);

------------------------------------------------------------------------------------------
-- Conducts and management (condutas e manejos).
create table public.pedbook_conducts_categories (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  slug text not null unique,
  description text,
  display_order integer not null default 0,
  image_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index pedbook_conducts_categories_order_idx on public.pedbook_conducts_categories (display_order, name);

create table public.pedbook_conducts_topics (
  id uuid primary key default gen_random_uuid(),
  category_id uuid not null references public.pedbook_conducts_categories (id) on delete cascade,
  parent_id uuid references public.pedbook_conducts_topics (id) on delete cascade,
  name text not null,
  slug text not null,
  description text,
  is_subcategory boolean not null default false,
  display_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (category_id, slug)
);
create index pedbook_conducts_topics_category_id_idx on public.pedbook_conducts_topics (category_id, display_order);
create index pedbook_conducts_topics_parent_id_idx on public.pedbook_conducts_topics (parent_id);

create table public.pedbook_conducts_summaries (
  id uuid primary key default gen_random_uuid(),
  topic_id uuid not null references public.pedbook_conducts_topics (id) on delete cascade,
  title text not null,
  slug text not null,
  content text,
  content_type text not null default 'markdown',
  published boolean not null default false,
  source text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (topic_id, slug)
);
create index pedbook_conducts_summaries_topic_id_idx on public.pedbook_conducts_summaries (topic_id);
create index pedbook_conducts_summaries_published_idx on public.pedbook_conducts_summaries (published);

create table public.pedbook_conducts_optimized (
  id uuid primary key default gen_random_uuid(),
  topic_id uuid not null references public.pedbook_conducts_topics (id) on delete cascade,
  title text not null,
  slug text not null,
  content text,
  published boolean not null default false,
  source text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (topic_id, slug)
);
create index pedbook_conducts_optimized_topic_id_idx on public.pedbook_conducts_optimized (topic_id);
create index pedbook_conducts_optimized_published_idx on public.pedbook_conducts_optimized (published);

create table public.pedbook_conducts_content (
  id uuid primary key default gen_random_uuid(),
  topic_id uuid not null references public.pedbook_conducts_topics (id) on delete cascade,
  content text not null,
  format_type text not null default 'markdown',
  published boolean not null default true,
  source text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index pedbook_conducts_content_topic_id_idx on public.pedbook_conducts_content (topic_id);

------------------------------------------------------------------------------------------
-- Infant formulas.
create table public.pedbook_formula_categories (
  id uuid primary key default gen_random_uuid(),
  name text not null unique,
  description text,
  display_order integer not null default 0,
  image_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index pedbook_formula_categories_order_idx on public.pedbook_formula_categories (display_order);

create table public.pedbook_formulas (
  id uuid primary key default gen_random_uuid(),
  category_id uuid references public.pedbook_formula_categories (id) on delete set null,
  name text not null,
  brand text,
  description text,
  age_range text,
  characteristics text,
  composition jsonb not null default '{}'::jsonb,
  preparation text,
  image_url text,
  source text,
  published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index pedbook_formulas_category_id_idx on public.pedbook_formulas (category_id);
create index pedbook_formulas_name_idx on public.pedbook_formulas (name);

------------------------------------------------------------------------------------------
-- Medications and breastfeeding (compatibility by section/subsection).
create table public.pedbook_breastfeeding_sections (
  id uuid primary key default gen_random_uuid(),
  name text not null unique,
  description text,
  display_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.pedbook_breastfeeding_subsections (
  id uuid primary key default gen_random_uuid(),
  section_id uuid not null references public.pedbook_breastfeeding_sections (id) on delete cascade,
  name text not null,
  description text,
  display_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (section_id, name)
);
create index pedbook_breastfeeding_subsections_section_id_idx on public.pedbook_breastfeeding_subsections (section_id);

create table public.pedbook_breastfeeding_medications (
  id uuid primary key default gen_random_uuid(),
  section_id uuid references public.pedbook_breastfeeding_sections (id) on delete set null,
  subsection_id uuid references public.pedbook_breastfeeding_subsections (id) on delete set null,
  name text not null,
  compatibility_level text not null check (compatibility_level in ('verde', 'amarelo', 'vermelho')),
  usage_description text,
  additional_info text,
  article_reference text,
  safety_source text,
  published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index pedbook_breastfeeding_medications_section_id_idx on public.pedbook_breastfeeding_medications (section_id);
create index pedbook_breastfeeding_medications_subsection_id_idx on public.pedbook_breastfeeding_medications (subsection_id);
create index pedbook_breastfeeding_medications_name_idx on public.pedbook_breastfeeding_medications (name);

------------------------------------------------------------------------------------------
-- Drug interactions.
create table public.pedbook_drug_interaction_medications (
  id uuid primary key default gen_random_uuid(),
  name text not null unique,
  active_ingredient text,
  drug_class text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.pedbook_drug_interactions (
  id uuid primary key default gen_random_uuid(),
  medication_a_id uuid not null references public.pedbook_drug_interaction_medications (id) on delete cascade,
  medication_b_id uuid not null references public.pedbook_drug_interaction_medications (id) on delete cascade,
  severity text not null check (severity in ('contraindicada', 'grave', 'moderada', 'leve')),
  mechanism text,
  clinical_effect text,
  management text,
  source text,
  published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint pedbook_drug_interactions_distinct check (medication_a_id <> medication_b_id),
  unique (medication_a_id, medication_b_id)
);
create index pedbook_drug_interactions_b_idx on public.pedbook_drug_interactions (medication_b_id);

------------------------------------------------------------------------------------------
-- Blog and newsletters.
create table public.pedbook_blog_posts (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  slug text not null unique,
  excerpt text,
  content text not null,
  featured_image text,
  author_id uuid references auth.users (id) on delete set null,
  tags text[] not null default '{}',
  published boolean not null default false,
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index pedbook_blog_posts_published_idx on public.pedbook_blog_posts (published, published_at desc);

create table public.pedbook_newsletters (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  slug text not null unique,
  summary text,
  content text not null,
  source_url text,
  published boolean not null default false,
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index pedbook_newsletters_published_idx on public.pedbook_newsletters (published, published_at desc);

------------------------------------------------------------------------------------------
-- Study module: question bank (reference, admin-written) and the user's sessions/answers.
create table public.pedbook_questions (
  id uuid primary key default gen_random_uuid(),
  statement text not null,
  alternatives jsonb not null check (jsonb_typeof(alternatives) = 'array'),
  correct_answer integer not null check (correct_answer >= 0),
  explanation text,
  specialty text,
  theme text,
  focus text,
  year integer,
  institution text,
  source text,
  published boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index pedbook_questions_filters_idx on public.pedbook_questions (specialty, theme, focus);
create index pedbook_questions_year_idx on public.pedbook_questions (year);

create table public.pedbook_study_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  title text,
  filters jsonb not null default '{}'::jsonb,
  question_ids uuid[] not null default '{}',
  current_question_index integer not null default 0,
  total_questions integer not null default 0,
  total_correct integer not null default 0,
  status text not null default 'in_progress' check (status in ('in_progress', 'completed', 'abandoned')),
  started_at timestamptz not null default now(),
  completed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index pedbook_study_sessions_user_id_idx on public.pedbook_study_sessions (user_id, created_at desc);

create table public.pedbook_study_answers (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references public.pedbook_study_sessions (id) on delete cascade,
  question_id uuid not null references public.pedbook_questions (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  selected_answer integer not null,
  is_correct boolean not null,
  time_spent_seconds integer check (time_spent_seconds is null or time_spent_seconds >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (session_id, question_id)
);
create index pedbook_study_answers_user_id_idx on public.pedbook_study_answers (user_id);

------------------------------------------------------------------------------------------
-- Prescriptions (own; a user may share one, making it readable to every signed-in user).
create table public.pedbook_prescription_categories (
  id uuid primary key default gen_random_uuid(),
  name text not null unique,
  display_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.pedbook_prescriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  category_id uuid references public.pedbook_prescription_categories (id) on delete set null,
  name text not null check (btrim(name) <> ''),
  description text,
  patient_age_months integer check (patient_age_months is null or patient_age_months between 0 and 228),
  patient_weight_kg numeric check (patient_weight_kg is null or (patient_weight_kg > 0 and patient_weight_kg <= 200)),
  notes text,
  is_public boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index pedbook_prescriptions_user_id_idx on public.pedbook_prescriptions (user_id, created_at desc);
create index pedbook_prescriptions_public_idx on public.pedbook_prescriptions (created_at desc) where is_public;

create table public.pedbook_prescription_medications (
  id uuid primary key default gen_random_uuid(),
  prescription_id uuid not null references public.pedbook_prescriptions (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  medication_id uuid references public.pedbook_medications (id) on delete set null,
  dosage_id uuid references public.pedbook_medication_dosages (id) on delete set null,
  custom_text text,
  notes text,
  display_order integer not null default 0,
  is_shared boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index pedbook_prescription_medications_prescription_id_idx
  on public.pedbook_prescription_medications (prescription_id, display_order);

-- The items of a prescription are shared when their prescription is.
create or replace function private.sync_prescription_item() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  select p.is_public into new.is_shared from public.pedbook_prescriptions p where p.id = new.prescription_id;
  if not exists (select 1 from public.pedbook_prescriptions p
                 where p.id = new.prescription_id and p.user_id = new.user_id) then
    raise exception 'Item de prescrição pertence a uma prescrição de outro usuário' using errcode = '42501';
  end if;
  return new;
end
$$;
create trigger pedbook_prescription_medications_sync before insert or update on public.pedbook_prescription_medications
  for each row execute function private.sync_prescription_item();

create or replace function private.share_prescription_items() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.pedbook_prescription_medications set is_shared = new.is_public
  where prescription_id = new.id and is_shared is distinct from new.is_public;
  return null;
end
$$;
create trigger pedbook_prescriptions_share_items after update of is_public on public.pedbook_prescriptions
  for each row execute function private.share_prescription_items();

-- Shared prescriptions: a user saves someone else's public prescription to their list.
create table public.pedbook_shared_prescriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  prescription_id uuid not null references public.pedbook_prescriptions (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, prescription_id)
);
create index pedbook_shared_prescriptions_prescription_id_idx on public.pedbook_shared_prescriptions (prescription_id);

------------------------------------------------------------------------------------------
-- Notes (own), with folders.
create table public.pedbook_notes_folders (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  name text not null check (btrim(name) <> ''),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, name)
);

create table public.pedbook_notes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  folder_id uuid references public.pedbook_notes_folders (id) on delete set null,
  title text not null default '',
  content text not null default '',
  tags text[] not null default '{}',
  is_favorite boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index pedbook_notes_user_id_idx on public.pedbook_notes (user_id, updated_at desc);
create index pedbook_notes_folder_id_idx on public.pedbook_notes (folder_id);

------------------------------------------------------------------------------------------
-- Assistant (Dr. Will) conversations: own.
create table public.pedbook_chat_threads (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  title text not null default 'Nova conversa',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index pedbook_chat_threads_user_id_idx on public.pedbook_chat_threads (user_id, updated_at desc);

create table public.pedbook_chat_messages (
  id uuid primary key default gen_random_uuid(),
  thread_id uuid not null references public.pedbook_chat_threads (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null check (role in ('user', 'assistant')),
  content text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index pedbook_chat_messages_thread_id_idx on public.pedbook_chat_messages (thread_id, created_at);

------------------------------------------------------------------------------------------
-- Policies, grants and updated_at triggers.
do $$
begin
perform private.secure_reference_table('public.pedbook_medication_categories');
perform private.secure_reference_table('public.pedbook_medications', 'published');
perform private.secure_reference_table('public.pedbook_medication_use_cases');
perform private.secure_reference_table('public.pedbook_medication_dosages');
perform private.secure_reference_table('public.pedbook_medication_tags');
perform private.secure_reference_table('public.pedbook_medication_instructions', 'is_published');
perform private.secure_reference_table('public.pedbook_conducts_categories');
perform private.secure_reference_table('public.pedbook_conducts_topics');
perform private.secure_reference_table('public.pedbook_conducts_summaries', 'published');
perform private.secure_reference_table('public.pedbook_conducts_optimized', 'published');
perform private.secure_reference_table('public.pedbook_conducts_content', 'published');
perform private.secure_reference_table('public.pedbook_formula_categories');
perform private.secure_reference_table('public.pedbook_formulas', 'published');
perform private.secure_reference_table('public.pedbook_breastfeeding_sections');
perform private.secure_reference_table('public.pedbook_breastfeeding_subsections');
perform private.secure_reference_table('public.pedbook_breastfeeding_medications', 'published');
perform private.secure_reference_table('public.pedbook_drug_interaction_medications');
perform private.secure_reference_table('public.pedbook_drug_interactions', 'published');
perform private.secure_reference_table('public.pedbook_blog_posts', 'published');
perform private.secure_reference_table('public.pedbook_newsletters', 'published');
perform private.secure_reference_table('public.pedbook_questions', 'published');
perform private.secure_reference_table('public.pedbook_prescription_categories');

perform private.secure_owned_table('public.pedbook_study_sessions');
perform private.secure_owned_table('public.pedbook_study_answers');
perform private.secure_owned_table('public.pedbook_prescriptions', 'user_id', 'is_public');
perform private.secure_owned_table('public.pedbook_prescription_medications', 'user_id', 'is_shared');
perform private.secure_owned_table('public.pedbook_shared_prescriptions');
perform private.secure_owned_table('public.pedbook_notes_folders');
perform private.secure_owned_table('public.pedbook_notes');
perform private.secure_owned_table('public.pedbook_chat_threads');
perform private.secure_owned_table('public.pedbook_chat_messages');

perform private.track_updated_at(t) from unnest(array[
  'public.pedbook_medication_categories', 'public.pedbook_medications', 'public.pedbook_medication_use_cases',
  'public.pedbook_medication_dosages', 'public.pedbook_medication_tags', 'public.pedbook_medication_instructions',
  'public.pedbook_conducts_categories', 'public.pedbook_conducts_topics', 'public.pedbook_conducts_summaries',
  'public.pedbook_conducts_optimized', 'public.pedbook_conducts_content', 'public.pedbook_formula_categories',
  'public.pedbook_formulas', 'public.pedbook_breastfeeding_sections', 'public.pedbook_breastfeeding_subsections',
  'public.pedbook_breastfeeding_medications', 'public.pedbook_drug_interaction_medications',
  'public.pedbook_drug_interactions', 'public.pedbook_blog_posts', 'public.pedbook_newsletters',
  'public.pedbook_questions', 'public.pedbook_study_sessions', 'public.pedbook_study_answers',
  'public.pedbook_prescription_categories', 'public.pedbook_prescriptions',
  'public.pedbook_prescription_medications', 'public.pedbook_shared_prescriptions',
  'public.pedbook_notes_folders', 'public.pedbook_notes', 'public.pedbook_chat_threads',
  'public.pedbook_chat_messages']::regclass[]) as t;
end
$$;

-- The helpers above are for migrations only.
revoke execute on function private.secure_reference_table(regclass, text) from public;
revoke execute on function private.secure_owned_table(regclass, text, text) from public;
revoke execute on function private.track_updated_at(regclass) from public;

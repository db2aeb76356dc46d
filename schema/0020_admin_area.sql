-- 0020_admin_area.sql — tables the admin area needs beyond the content it edits:
--   client_error_reports       render errors the app's error boundary reports (problems-debug)
--   pedbook_rag_documents      the documents the assistant's knowledge base indexes (rag-management)

-- Client errors. Anyone may report (a signed-in user only as themself); only admins read,
-- mark resolved or delete. Bounded sizes: a report is a diagnostic, never a data channel.
create table public.client_error_reports (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (char_length(kind) between 1 and 40),
  message text not null check (char_length(message) <= 2000),
  component_stack text not null default '' check (char_length(component_stack) <= 8000),
  path text not null default '' check (char_length(path) <= 500),
  user_agent text check (user_agent is null or char_length(user_agent) <= 500),
  app_version text check (app_version is null or char_length(app_version) <= 100),
  user_id uuid references auth.users (id) on delete set null,
  resolved boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index client_error_reports_created_at_idx on public.client_error_reports (created_at desc);
create trigger client_error_reports_set_updated_at before update on public.client_error_reports
  for each row execute function private.set_updated_at();
alter table public.client_error_reports enable row level security;
create policy client_error_reports_insert_anyone on public.client_error_reports for insert to anon, authenticated
  with check ((user_id is null or user_id = auth.uid()) and not resolved);
create policy client_error_reports_select_admin on public.client_error_reports for select to authenticated
  using (public.is_admin());
create policy client_error_reports_update_admin on public.client_error_reports for update to authenticated
  using (public.is_admin()) with check (public.is_admin());
create policy client_error_reports_delete_admin on public.client_error_reports for delete to authenticated
  using (public.is_admin());
grant insert on public.client_error_reports to anon;
grant select, insert, update, delete on public.client_error_reports to authenticated;
grant all on public.client_error_reports to service_role;

-- The assistant's knowledge base: documents an admin curates; only active ones are indexed.
create table public.pedbook_rag_documents (
  id uuid primary key default gen_random_uuid(),
  title text not null check (btrim(title) <> ''),
  source text not null check (btrim(source) <> ''),
  source_url text,
  content text not null check (btrim(content) <> ''),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.pedbook_rag_documents is 'Documentos da base de conhecimento do assistente (Dr. Will); só os ativos são indexados.';
create trigger pedbook_rag_documents_set_updated_at before update on public.pedbook_rag_documents
  for each row execute function private.set_updated_at();
alter table public.pedbook_rag_documents enable row level security;
create policy pedbook_rag_documents_select_admin on public.pedbook_rag_documents for select to authenticated
  using (public.is_admin());
create policy pedbook_rag_documents_write_admin on public.pedbook_rag_documents for all to authenticated
  using (public.is_admin()) with check (public.is_admin());
grant select, insert, update, delete on public.pedbook_rag_documents to authenticated;
grant all on public.pedbook_rag_documents to service_role;

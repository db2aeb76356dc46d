-- The calculator and flowchart pages of the app (frontend/src/config/paths.ts), as rows, so Dr.
-- Will's retrieval (dr_will_search) covers them like medications and conducts. Loaded by the
-- seed (seeds/clinical/tool-pages.json), which mirrors the route registry (a unit test keeps the
-- two equal); nobody edits it by hand, so the seed owns every row.
create table public.pedbook_tool_pages (
  path text primary key check (path ~ '^/(calculadoras|flowcharts)/'),
  kind text not null check (kind in ('calculator', 'flowchart')),
  title text not null check (btrim(title) <> ''),
  summary text not null check (btrim(summary) <> ''),
  keywords text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.pedbook_tool_pages is 'Calculadoras e fluxogramas do app (espelho do registro de rotas), para a busca do Dr. Will.';
create trigger pedbook_tool_pages_set_updated_at before update on public.pedbook_tool_pages
  for each row execute function private.set_updated_at();
alter table public.pedbook_tool_pages enable row level security;
create policy pedbook_tool_pages_select_all on public.pedbook_tool_pages for select using (true);
grant select on public.pedbook_tool_pages to anon, authenticated;
grant all on public.pedbook_tool_pages to service_role;

-- Dr. Will control (admin routes dr-will-control and rag-management):
--   site setting dr_will_enabled  'true' | 'false': the assistant on or off for everyone; when
--                                 off, dr_will_search refuses with a Portuguese message (503).
--   private.dr_will_documents     the passages of the knowledge-base documents an admin keeps
--                                 in pedbook_rag_documents (0020): only active ones, ranked by
--                                 the same Portuguese full text as the rest of Dr. Will.
-- The documents table stays admin-only (RLS, 0020); the function hands signed-in callers only
-- what a passage shows — title, source, link and an excerpt of active rows.
insert into public.site_settings (key, value, description)
values ('dr_will_enabled', 'true', 'Dr. Will ligado (true) ou desligado (false) para todos; alterado em /admin/dr-will-control.')
on conflict (key) do nothing;

create or replace function private.dr_will_documents(q tsquery, n integer)
returns table (rank real, title text, source text, source_url text, excerpt text)
language sql
stable
security definer
set search_path = ''
as $$
  select r.rank, d.title, d.source, d.source_url, left(regexp_replace(d.content, '[#*_>`]+', '', 'g'), 400)
  from public.pedbook_rag_documents d
  cross join lateral (
    select ts_rank(
             setweight(to_tsvector('portuguese'::regconfig, private.search_normalize(d.title)), 'A')
             || setweight(to_tsvector('portuguese'::regconfig, private.search_normalize(d.content)), 'C'),
             q) as rank) r
  where d.active and r.rank > 0
  order by r.rank desc, d.title
  limit least(greatest(coalesce(n, 6), 1), 10)
$$;
revoke all on function private.dr_will_documents(tsquery, integer) from public;
grant execute on function private.dr_will_documents(tsquery, integer) to authenticated, service_role;

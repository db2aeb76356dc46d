-- 0013_code_browser_search.sql — the SUS and TUSS browsers' name search through the gateway.
-- The browsers filter on a stored normalised name (lower case, no accents: the same
-- private.search_normalize as the global search) with `ilike *words*`, which the trigram
-- index answers; the expression indexes of 0005 could not be reached by a REST filter and
-- are replaced. Codes are searched by prefix on the unique code column (its btree index).
alter table public.pedbook_sus_procedimentos
  add column search_name text generated always as (private.search_normalize(name)) stored;
drop index if exists public.pedbook_sus_procedimentos_name_trgm_idx;
create index pedbook_sus_procedimentos_search_name_trgm_idx on public.pedbook_sus_procedimentos
  using gin (search_name extensions.gin_trgm_ops) with (fastupdate = off);

alter table public.pedbook_tuss_procedimentos
  add column search_name text generated always as (private.search_normalize(description)) stored;
drop index if exists public.pedbook_tuss_procedimentos_desc_trgm_idx;
create index pedbook_tuss_procedimentos_search_name_trgm_idx on public.pedbook_tuss_procedimentos
  using gin (search_name extensions.gin_trgm_ops) with (fastupdate = off);

-- text_pattern_ops: a code prefix (LIKE '0301%') reads the index whatever the collation.
create index pedbook_sus_procedimentos_code_pattern_idx on public.pedbook_sus_procedimentos (code text_pattern_ops);
create index pedbook_tuss_procedimentos_code_pattern_idx on public.pedbook_tuss_procedimentos (code text_pattern_ops);

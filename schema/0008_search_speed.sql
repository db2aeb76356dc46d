-- 0008_search_speed.sql — precomputed search text for rpc/unified_search_complete.
--
-- private.search_normalize (lower(unaccent)) cannot be inlined by the planner (unaccent is
-- only STABLE, the wrapper IMMUTABLE), so every use in a query is a real SQL-function call:
-- the search called it several times per candidate row (index recheck, rank, similarity),
-- thousands of times for a common CID word such as "outras". These stored generated columns
-- hold the normalised text once per row, computed on write; the search reads plain columns
-- and the indexes below are on those columns.
--
-- The function also runs with plan_cache_mode = force_generic_plan: its statements are
-- planned once per connection instead of once per call (every WHERE clause is written so
-- that the generic plan still reads these indexes).
--
-- The GIN indexes are built with fastupdate off: the data is written in bulk by `pedbook
-- seed` and rarely after, and a pending list (flushed only by VACUUM or autovacuum, not by
-- the loader's ANALYZE) would be scanned linearly by every search until then.
--
--   search_name   normalised name (title for conducts)
--   search_text   normalised searchable text: name, brands and slug for medications,
--                 name and acronym for vaccines
--   search_code   CID-10 code in the compact DATASUS form (private.cid_compact)

alter table public.unified_cids
  add column search_name text generated always as (private.search_normalize(name)) stored,
  add column search_code text generated always as (private.cid_compact(code)) stored;
create index unified_cids_search_name_trgm_idx on public.unified_cids
  using gin (search_name extensions.gin_trgm_ops) with (fastupdate = off)
  where level in ('category', 'subcategory') and active;
-- The typo fallback's nearest-neighbour index (see the function): GiST over the stored
-- column, under a distinct expression (search_name || '') so that the planner keeps
-- answering the substring and similarity filters with the GIN index, and with wide
-- signatures (512 bytes instead of 12: names average 60 characters, and the default
-- signature is saturated, so the k-nearest scan visited most of the index).
create index unified_cids_search_name_knn_idx on public.unified_cids
  using gist ((search_name || '') extensions.gist_trgm_ops (siglen = 512))
  where level in ('category', 'subcategory') and active;
create index unified_cids_search_code_idx on public.unified_cids (search_code text_pattern_ops)
  where level in ('category', 'subcategory');

alter table public.pedbook_medications
  add column search_name text generated always as (private.search_normalize(name)) stored,
  add column search_text text generated always as
    (private.search_normalize(name || ' ' || coalesce(brands, '') || ' ' || slug)) stored;
create index pedbook_medications_search_text_trgm_idx on public.pedbook_medications
  using gin (search_text extensions.gin_trgm_ops) with (fastupdate = off);

alter table public.pedbook_medication_categories
  add column search_name text generated always as (private.search_normalize(name)) stored;
create index pedbook_medication_categories_search_name_trgm_idx on public.pedbook_medication_categories
  using gin (search_name extensions.gin_trgm_ops) with (fastupdate = off);

alter table public.pedbook_vaccines
  add column search_name text generated always as (private.search_normalize(name)) stored,
  add column search_text text generated always as
    (private.search_normalize(name || ' ' || coalesce(acronym, ''))) stored;
create index pedbook_vaccines_search_text_trgm_idx on public.pedbook_vaccines
  using gin (search_text extensions.gin_trgm_ops) with (fastupdate = off);

alter table public.pedbook_conducts_summaries
  add column search_name text generated always as (private.search_normalize(title)) stored;
create index pedbook_conducts_summaries_search_name_trgm_idx on public.pedbook_conducts_summaries
  using gin (search_name extensions.gin_trgm_ops) with (fastupdate = off);

alter table public.pedbook_conducts_optimized
  add column search_name text generated always as (private.search_normalize(title)) stored;
create index pedbook_conducts_optimized_search_name_trgm_idx on public.pedbook_conducts_optimized
  using gin (search_name extensions.gin_trgm_ops) with (fastupdate = off);

-- The expression indexes of 0005 that these columns supersede: nothing else queries those
-- expressions, and each one recomputed unaccent on every write.
drop index public.unified_cids_compact_idx;
drop index public.unified_cids_name_trgm_gist_idx;
drop index public.unified_cids_name_trgm_idx;
drop index public.pedbook_vaccines_name_trgm_idx;
drop index public.pedbook_medications_search_trgm_idx;
drop index public.pedbook_medications_name_norm_idx;
drop index public.pedbook_medication_categories_search_trgm_idx;
drop index public.pedbook_conducts_summaries_search_trgm_idx;
drop index public.pedbook_conducts_optimized_search_trgm_idx;

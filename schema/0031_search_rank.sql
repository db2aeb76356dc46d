-- 0031_search_rank.sql — the rank of a match in rpc/unified_search_complete, defined once for
-- the lists that share it (medications and leaflets, categories, vaccines, conducts).
--
-- name is the normalised name (title for conducts), haystack the normalised searchable text
-- (name, brands and slug for medications; name and acronym for vaccines; the name itself
-- elsewhere), q the normalised query, q_like q as a LIKE fragment (its % and _ escaped) and
-- words every query word as a %word% pattern. The ranks: 1 exact name, 2 name prefix, 3 word
-- prefix inside the name, 4 substring of the searchable text, 5 every query word somewhere
-- (any order), 6 anything else (the trigram matches).
--
-- A single SQL expression, immutable and not strict: the planner inlines it into each query
-- that calls it, so it costs what the CASE written out in place cost.
create or replace function private.search_rank(name text, haystack text, q text, q_like text, words text[])
returns integer
language sql
immutable
parallel safe
as $$
  select case when name = q then 1
              when name like q_like || '%' then 2
              when name like '% ' || q_like || '%' then 3
              when haystack like '%' || q_like || '%' then 4
              when haystack like all (words) then 5
              else 6 end
$$;

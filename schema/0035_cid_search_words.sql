-- 0035_cid_search_words.sql — the words of the CID-10 names, for the global search's typo
-- fallback (rpc/unified_search_complete.sql).
--
-- Why: the fallback used to rank every name by pg_trgm's word_similarity against the whole
-- query. pg_trgm computes that by building the trigrams of the name on every call (~13 µs for
-- a 60-character name), and a misspelt common word is near thousands of names: "transorno"
-- is near every "Transtornos …" name, "outras causas" shares its trigrams with ~1,000 names,
-- so one search spent 15–25 ms in the fallback alone, whichever index found the candidates.
-- The fallback now compares each query word with the distinct words of the names (a
-- vocabulary of ~6,000 short words, where a trigram comparison costs ~1 µs) and reaches the
-- names through the words they contain, already in the fallback's order (level, length of
-- the name, code).
--
--   private.cid_search_words       one row per (word, name) of the searchable CID-10 names
--                                  (categories and subcategories, active), with what the
--                                  fallback orders by, so the rows of a word come in order
--   private.cid_search_vocabulary  the distinct words, with how many names hold each, under a
--                                  trigram index
--
-- A word is a run of letters and digits of the stored search_name (lower case, no accents), as
-- pg_trgm splits a text into words. Both tables are kept by statement triggers on
-- public.unified_cids (seed upserts, admin edits, deletes), so they never drift from the names.

-- Levenshtein distance (levenshtein_less_equal): a word one or two edits from a query word
-- is near it even where their trigrams differ too much (see the function).
create extension if not exists fuzzystrmatch with schema extensions;

create table private.cid_search_words (
  word text not null,
  level text not null,
  name_length integer not null,
  code text not null,
  cid_id uuid not null,
  primary key (word, level, name_length, code) include (cid_id)
);
create index cid_search_words_cid_idx on private.cid_search_words (cid_id);

create table private.cid_search_vocabulary (
  word text primary key,
  names integer not null check (names > 0)
);
create index cid_search_vocabulary_word_trgm_idx on private.cid_search_vocabulary
  using gin (word extensions.gin_trgm_ops) with (fastupdate = off);

-- A query word's near word in the vocabulary, as the typo fallback carries it: the query
-- word's position, the word, how many names hold it and their word similarity.
create type private.search_near_word as (i bigint, word text, names integer, s numeric);

-- The words of one searchable name (none for a chapter, a group or an inactive code).
create or replace function private.cid_name_words(search_name text, level text, active boolean)
returns setof text
language sql
immutable
parallel safe
as $$
  select distinct w
  from regexp_split_to_table(coalesce(search_name, ''), '[^[:alnum:]]+') as w
  where w <> '' and active and level in ('category', 'subcategory')
$$;

-- Rebuilds the word rows of the given names and the vocabulary counts of the words they held
-- or hold now. Called by the triggers with the ids of the statement's rows and the words those
-- names held before it. (Joins on unnest, not = any: a seed passes every name at once.)
create or replace function private.cid_search_words_refresh(ids uuid[], old_words text[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.cid_search_words w using unnest(ids) as i(id) where w.cid_id = i.id;
  insert into private.cid_search_words (word, level, name_length, code, cid_id)
  select w, c.level, char_length(c.name), c.code, c.id
  from unnest(ids) as i(id)
  join public.unified_cids c on c.id = i.id
  cross join lateral private.cid_name_words(c.search_name, c.level, c.active) as w;
  with affected as (
    select o.word from unnest(old_words) as o(word)
    union
    select w.word from unnest(ids) as i(id) join private.cid_search_words w on w.cid_id = i.id
  ), counted as (
    select a.word, (select count(*) from private.cid_search_words w where w.word = a.word)::integer as names
    from affected a
  ), gone as (
    delete from private.cid_search_vocabulary v using counted c where v.word = c.word and c.names = 0
  )
  insert into private.cid_search_vocabulary (word, names)
  select c.word, c.names from counted c where c.names > 0
  on conflict (word) do update set names = excluded.names;
end
$$;

-- One trigger function for the four statement triggers below: each names only the transition
-- tables its event has, and only that event's branch reads them.
create or replace function private.cid_search_words_follow() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_ids uuid[];
begin
  if tg_op = 'TRUNCATE' then
    truncate private.cid_search_words, private.cid_search_vocabulary;
    return null;
  elsif tg_op = 'INSERT' then
    v_ids := array(select n.id from new_rows n);
  elsif tg_op = 'UPDATE' then
    -- Only names whose searchable words may have changed (the upsert of an unchanged seed
    -- touches none; an edit of a note touches its row but not its words).
    v_ids := array(
      select n.id from new_rows n join old_rows o on o.id = n.id
      where (n.search_name, n.level, n.active, n.code, n.name) is distinct from (o.search_name, o.level, o.active, o.code, o.name));
  else
    v_ids := array(select o.id from old_rows o);
  end if;
  if cardinality(v_ids) > 0 then
    perform private.cid_search_words_refresh(v_ids, array(
      select distinct w.word from unnest(v_ids) as i(id) join private.cid_search_words w on w.cid_id = i.id));
  end if;
  return null;
end
$$;

create trigger unified_cids_search_words_insert after insert on public.unified_cids
  referencing new table as new_rows for each statement execute function private.cid_search_words_follow();
create trigger unified_cids_search_words_update after update on public.unified_cids
  referencing old table as old_rows new table as new_rows for each statement
  execute function private.cid_search_words_follow();
create trigger unified_cids_search_words_delete after delete on public.unified_cids
  referencing old table as old_rows for each statement execute function private.cid_search_words_follow();
create trigger unified_cids_search_words_truncate after truncate on public.unified_cids
  for each statement execute function private.cid_search_words_follow();

-- The names already loaded.
select private.cid_search_words_refresh(array(select id from public.unified_cids), '{}');

-- The GiST nearest-neighbour index of the old fallback (0008) has no reader left.
drop index if exists public.unified_cids_search_name_knn_idx;

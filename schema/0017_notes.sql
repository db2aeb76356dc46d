-- 0017_notes.sql — notes (/notes): private to their owner, pinned notes, Portuguese full-text
-- search.
--
-- Privacy: 0004 gave notes the owned-table policies, under which admins read every row. A
-- note is the professional's own (patients may be named in it): only its owner reads it, an
-- admin included. Folders likewise.
--
-- Search: `search` is a stored tsvector of title (weight A), tags (B) and content (C) in the
-- 'portuguese' configuration over private.search_normalize (lower + unaccent), so "otite
-- média" and "OTITE MEDIA" find the same notes. The client normalises its query the same way
-- and asks `search=wfts(portuguese).<words>` (websearch_to_tsquery).

drop policy pedbook_notes_select on public.pedbook_notes;
create policy pedbook_notes_select_own on public.pedbook_notes for select to authenticated
  using (user_id = auth.uid());
drop policy pedbook_notes_folders_select on public.pedbook_notes_folders;
create policy pedbook_notes_folders_select_own on public.pedbook_notes_folders for select to authenticated
  using (user_id = auth.uid());

-- The text a note is searched by. array_to_string is only STABLE in general (element output
-- functions); over text[] it is fixed, so the wrapper is declared IMMUTABLE for the
-- generated column.
create or replace function private.note_search_document(title text, tags text[], content text) returns tsvector
language sql immutable parallel safe
return setweight(to_tsvector('portuguese'::regconfig, private.search_normalize(coalesce(title, ''))), 'A')
    || setweight(to_tsvector('portuguese'::regconfig, private.search_normalize(coalesce(array_to_string(tags, ' '), ''))), 'B')
    || setweight(to_tsvector('portuguese'::regconfig, private.search_normalize(coalesce(content, ''))), 'C');
grant execute on function private.note_search_document(text, text[], text) to authenticated, service_role;

-- Tags: trimmed, 1–40 characters each (the app lower-cases them).
create or replace function private.note_tags_valid(tags text[]) returns boolean
language sql immutable parallel safe
return (select coalesce(bool_and(char_length(t) between 1 and 40 and t = btrim(t)), true) from unnest(tags) t);

alter table public.pedbook_notes
  add column is_pinned boolean not null default false,
  add column search tsvector generated always as (private.note_search_document(title, tags, content)) stored,
  add constraint pedbook_notes_title_length check (char_length(title) <= 200),
  add constraint pedbook_notes_content_length check (char_length(content) <= 100000),
  add constraint pedbook_notes_tags_bounds check (
    cardinality(tags) <= 20 and array_position(tags, null) is null
    and private.note_tags_valid(tags));

create index pedbook_notes_search_idx on public.pedbook_notes using gin (search);
create index pedbook_notes_tags_idx on public.pedbook_notes using gin (tags);
create index pedbook_notes_user_pinned_idx on public.pedbook_notes (user_id, is_pinned desc, updated_at desc);

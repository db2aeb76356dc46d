-- dr_will_search(question, max_results): the passages of PedBook's own content that answer a
-- question best, for the Dr. Will assistant (/dr-will). Returns a JSON array (at most
-- max_results, 1–10, default 6) of {kind: medication | conduct | calculator | flowchart |
-- document, title, path, excerpt,
-- rank} (a document — the admin's knowledge base, rag-management — also has its source, and
-- its path is its source URL or '').
--
-- Off when the site setting dr_will_enabled is 'false' (dr-will-control): PT503, the message
-- says so.
--
-- Retrieval is PostgreSQL full text in the 'portuguese' configuration over unaccented, lower-case
-- text (private.search_normalize) on both sides; the question's words are ORed (a question
-- names more than any one passage holds) and ts_rank orders the passages. Medications give one
-- passage per dosage (the medication, the use case and the dosage with its summary, linked to
-- /medicamentos/{slug}); conducts one per summary; calculators and flowcharts one per page
-- (pedbook_tool_pages, 0024: title, the words typed for it, the page's description).
--
-- SECURITY INVOKER: RLS decides what the caller reads (published content; drafts for admins).
-- Signed-in users only, 30 questions per user per hour (private.dr_will_take_quota, 0019).
create or replace function public.dr_will_search(question text, max_results integer default 6)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  v text := btrim(coalesce(question, ''));
  n integer := least(greatest(coalesce(max_results, 6), 1), 10);
  q tsquery;
  out jsonb;
begin
  if auth.uid() is null then
    raise exception 'Entre na sua conta para perguntar ao Dr. Will' using errcode = '42501';
  end if;
  if exists (select 1 from public.site_settings where key = 'dr_will_enabled' and lower(btrim(coalesce(value, ''))) = 'false') then
    raise exception 'O Dr. Will está desligado pela administração no momento. Tente mais tarde.' using errcode = 'PT503';
  end if;
  if char_length(v) < 3 then
    raise exception 'Escreva uma pergunta com pelo menos 3 caracteres.' using errcode = '22023';
  end if;
  if char_length(v) > 500 then
    raise exception 'A pergunta pode ter no máximo 500 caracteres.' using errcode = '22023';
  end if;
  perform private.dr_will_take_quota();

  q := nullif(replace(plainto_tsquery('portuguese'::regconfig, private.search_normalize(v))::text, ' & ', ' | '), '')::tsquery;
  if q is null then
    return '[]'::jsonb;
  end if;

  select coalesce(jsonb_agg(p.obj order by p.rank desc, p.title), '[]'::jsonb) into out
  from (
    select * from (
      select r.rank, r.title,
        jsonb_build_object('kind', 'medication', 'title', r.title, 'path', '/medicamentos/' || m.slug,
                           'excerpt', left(concat_ws(' — ', d.summary, uc.description, m.description), 400),
                           'rank', round(r.rank::numeric, 5)) as obj
      from public.pedbook_medication_dosages d
      join public.pedbook_medications m on m.id = d.medication_id
      left join public.pedbook_medication_use_cases uc on uc.id = d.use_case_id
      cross join lateral (
        select m.name || ' — ' || d.name as title,
               ts_rank(
                 setweight(to_tsvector('portuguese'::regconfig, private.search_normalize(m.name)), 'A')
                 || setweight(to_tsvector('portuguese'::regconfig, private.search_normalize(concat_ws(' ', uc.name, d.name))), 'B')
                 || setweight(to_tsvector('portuguese'::regconfig, private.search_normalize(concat_ws(' ', d.summary, uc.description, m.description))), 'C'),
                 q) as rank) r
      where r.rank > 0
      union all
      select r.rank, s.title,
        jsonb_build_object('kind', 'conduct', 'title', s.title,
                           'path', '/condutas-e-manejos/' || cat.slug
                                   || case when tp.slug = cat.slug then '' else '/' || tp.slug end || '/' || s.slug,
                           'excerpt', left(regexp_replace(coalesce(s.content, ''), '[#*_>`]+', '', 'g'), 400),
                           'rank', round(r.rank::numeric, 5))
      from public.pedbook_conducts_summaries s
      join public.pedbook_conducts_topics tp on tp.id = s.topic_id
      join public.pedbook_conducts_categories cat on cat.id = tp.category_id
      cross join lateral (
        select ts_rank(
                 setweight(to_tsvector('portuguese'::regconfig, private.search_normalize(concat_ws(' ', s.title, tp.name))), 'A')
                 || setweight(to_tsvector('portuguese'::regconfig, private.search_normalize(coalesce(s.content, ''))), 'C'),
                 q) as rank) r
      where r.rank > 0
      union all
      select r.rank, tp.title,
        jsonb_build_object('kind', tp.kind, 'title', tp.title, 'path', tp.path, 'excerpt', tp.summary,
                           'rank', round(r.rank::numeric, 5))
      from public.pedbook_tool_pages tp
      cross join lateral (
        select ts_rank(
                 setweight(to_tsvector('portuguese'::regconfig, private.search_normalize(tp.title)), 'A')
                 || setweight(to_tsvector('portuguese'::regconfig, private.search_normalize(tp.keywords)), 'B')
                 || setweight(to_tsvector('portuguese'::regconfig, private.search_normalize(tp.summary)), 'C'),
                 q) as rank) r
      where r.rank > 0
      union all
      select dd.rank, dd.title,
        jsonb_build_object('kind', 'document', 'title', dd.title, 'path', coalesce(dd.source_url, ''),
                           'source', dd.source, 'excerpt', dd.excerpt, 'rank', round(dd.rank::numeric, 5))
      from private.dr_will_documents(q, n) dd
    ) all_passages
    order by rank desc, title
    limit n
  ) p;
  return out;
end
$$;

revoke execute on function public.dr_will_search(text, integer) from public, anon;
grant execute on function public.dr_will_search(text, integer) to authenticated, service_role;

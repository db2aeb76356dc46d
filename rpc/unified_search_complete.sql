-- unified_search_complete(search_query, max_results_per_type): the global search (spec part 2
-- §4 "Search"). Returns one JSON object with the keys medications, categories, leaflets,
-- icd10, vaccines, conduct_summaries and conduct_optimized, each an array (at most
-- max_results_per_type items, capped at 10) of objects carrying id, name/title, slug, path
-- (and its parts), description/subtitle, brands where relevant, relevance (higher is better)
-- and similarity_score (pg_trgm word similarity, 0–1).
--
-- Matching is case- and accent-insensitive (private.search_normalize = lower(unaccent));
-- private.search_rank (schema/0031_search_rank.sql) ranks a match:
--   1 exact name, 2 name prefix, 3 word prefix inside the name, 4 substring of the
--   searchable text (brands, slug, codes…), 5 every query word somewhere (any order),
--   6 trigram word similarity (typos). relevance falls with the rank (0.15 per step, plus
--   up to 0.1 of similarity), so it never increases down a list.
-- CID-10 codes match with or without the dot, in any case ("j45", "J45.0", "j450"), exact
-- code first, then its subdivisions. A misspelt CID-10 name is found word by word: each query
-- word against the words of the names (within 0.6 word similarity, or one or two edits), its
-- similarity_score the mean of the best such similarity over the query words.
--
-- Visibility: anon and ordinary users get published content only, admins (public.is_admin())
-- also drafts — the same rule as the tables' RLS policies, applied here explicitly because
-- the function is SECURITY DEFINER: under RLS PostgreSQL cannot use a trigram index for the
-- (non-leakproof) pg_trgm operators, so the search would scan every row.
--
-- Speed: the WHERE clauses read the stored normalised columns of schema/0008_search_speed.sql
-- (search_name, search_text, search_code) and their trigram and pattern indexes, never
-- private.search_normalize per row (an SQL function the planner cannot inline). The function
-- runs with plan_cache_mode = force_generic_plan, so each statement is planned once per
-- connection, not on every call; every condition is written so that the generic plan (the
-- query as a parameter) still reads the indexes — the CID code prefix as a ~>=~/~<~ range,
-- "every word" as the longest word (a LIKE the trigram index answers) and all the words.
-- It also runs with enable_seqscan = off: the small tables (medications, vaccines,
-- categories, conducts) fit in a few pages, so the planner, which costs a pg_trgm call like
-- any operator, reads them whole, and every search then computed word_similarity against
-- every medication's long search text (most of the time of a typical search); through their
-- trigram indexes only the few rows that share the query's trigrams are tested. Every
-- statement here has an index path, so no plan is left without one; jit = off because
-- disabling a scan type adds to the cost estimate, which would otherwise cross the JIT
-- thresholds and compile each statement (a second per call).
create or replace function public.unified_search_complete(search_query text, max_results_per_type integer default 10)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
set pg_trgm.word_similarity_threshold = 0.6
set plan_cache_mode = force_generic_plan
set enable_seqscan = off
set jit = off
as $$
declare
  -- A query over 200 characters is not a search (the app's search box takes a few words): it
  -- finds nothing, without normalising or matching a text an attacker can make 300 KB long.
  v_raw text := case when char_length(search_query) > 200 then '' else coalesce(search_query, '') end;
  v_q text := private.search_normalize(btrim(regexp_replace(v_raw, '\s+', ' ', 'g')));
  v_lim integer := least(greatest(coalesce(max_results_per_type, 10), 0), 10);
  v_ql text;
  v_code text := private.cid_compact(v_raw);
  v_is_code boolean;
  v_admin boolean := public.is_admin();
  v_cids uuid[];
  v_words text[];
  v_n_exact integer;
  v_typo_words text[];
  v_typo_candidates uuid[];
  v_typo_ids uuid[];
  v_typo_scores numeric[];
  v_near private.search_near_word[];
  v_longest text;
  r_medications jsonb;
  r_categories jsonb;
  r_leaflets jsonb;
  r_icd10 jsonb;
  r_vaccines jsonb;
  r_conduct_summaries jsonb;
  r_conduct_optimized jsonb;
begin
  if char_length(v_q) < 2 or v_lim = 0 then
    return jsonb_build_object('medications', '[]'::jsonb, 'categories', '[]'::jsonb, 'leaflets', '[]'::jsonb,
      'icd10', '[]'::jsonb, 'vaccines', '[]'::jsonb, 'conduct_summaries', '[]'::jsonb,
      'conduct_optimized', '[]'::jsonb);
  end if;
  -- v_q as a LIKE pattern fragment (its own % and _ taken literally).
  v_ql := replace(replace(replace(v_q, '\', '\\'), '%', '\%'), '_', '\_');
  -- Every word of the query as a LIKE pattern (rank "all words, any order"), and the
  -- longest one, which the trigram index can answer.
  v_words := array(select '%' || replace(replace(replace(w, '\', '\\'), '%', '\%'), '_', '\_') || '%'
                   from regexp_split_to_table(v_q, ' ') as w where w <> '');
  v_longest := (select p from unnest(v_words) as p order by length(p) desc, p limit 1);
  -- Looks like a CID-10 code: a letter and two digits, optionally a third character.
  v_is_code := v_code ~ '^[A-Z][0-9]{2}[0-9A-Z]?$';

  -- Medications and leaflets (bulas profissionais: published instructions, found by their
  -- medication's name, brands or slug) rank the same matching medications: they are found,
  -- ranked and scored once (the trigram test reads every medication), then each list takes
  -- its first v_lim in the same order.
  -- Each of the three conditions reads the trigram index on its own: as one OR, every row any
  -- of them found was tested against all three, and the typo test (word similarity against
  -- a long searchable text, ~20 µs) then ran on every medication whose brands hold a common
  -- word ("genérico" is in 87 of them), not only on its own few candidates.
  with found as materialized (
    select m.id from public.pedbook_medications m where m.search_text like '%' || v_ql || '%'
    union
    select m.id from public.pedbook_medications m
    where (m.search_text like v_longest and m.search_text like all (v_words))
    union
    select m.id from public.pedbook_medications m where m.search_text operator(extensions.%>) v_q
  ), hits as materialized (
    select m.id, m.name, m.slug, m.description, m.brands, m.category_id, x.rank, x.sim
    from found f
    join public.pedbook_medications m on m.id = f.id
    cross join lateral (
      select private.search_rank(m.search_name, m.search_text, v_q, v_ql, v_words) as rank,
             extensions.word_similarity(v_q, m.search_text)::numeric as sim) x
    where m.published or v_admin
  )
  select
    (select coalesce(jsonb_agg(r.obj order by r.rank, r.sim desc, length(r.name), r.name), '[]'::jsonb)
     from (
       select h.rank, h.sim, h.name,
         jsonb_build_object(
           'id', h.id, 'name', h.name, 'slug', h.slug, 'type', 'medication',
           'description', h.description, 'brands', h.brands,
           'category_id', c.id, 'category_name', c.name,
           'path', '/medicamentos/' || h.slug, 'path_parts', jsonb_build_array('medicamentos', h.slug),
           'relevance', round(1 - (h.rank - 1) * 0.15 + h.sim * 0.1, 4), 'similarity_score', round(h.sim::numeric, 4)) as obj
       from hits h
       left join public.pedbook_medication_categories c on c.id = h.category_id
       order by h.rank, h.sim desc, length(h.name), h.name
       limit v_lim
     ) r),
    (select coalesce(jsonb_agg(r.obj order by r.rank, r.sim desc, length(r.name), r.name), '[]'::jsonb)
     from (
       select h.rank, h.sim, h.name,
         jsonb_build_object(
           'id', i.id, 'medication_id', h.id, 'name', h.name, 'slug', h.slug, 'type', 'leaflet',
           'description', 'Bula profissional', 'brands', h.brands,
           'path', '/bulas-profissionais/' || h.slug, 'path_parts', jsonb_build_array('bulas-profissionais', h.slug),
           'relevance', round(1 - (h.rank - 1) * 0.15 + h.sim * 0.1, 4), 'similarity_score', round(h.sim::numeric, 4)) as obj
       from public.pedbook_medication_instructions i
       join hits h on h.id = i.medication_id
       where (i.is_published or v_admin)
       order by h.rank, h.sim desc, length(h.name), h.name
       limit v_lim
     ) r)
  into r_medications, r_leaflets;

  select coalesce(jsonb_agg(r.obj order by r.rank, r.sim desc, length(r.name), r.name), '[]'::jsonb) into r_categories
  from (
    select x.rank, x.sim, c.name,
      jsonb_build_object(
        'id', c.id, 'name', c.name, 'slug', null, 'type', 'category', 'description', c.description,
        'path', '/medicamentos/painel', 'path_parts', jsonb_build_array('medicamentos', 'painel'),
        'relevance', round(1 - (x.rank - 1) * 0.15 + x.sim * 0.1, 4), 'similarity_score', round(x.sim::numeric, 4)) as obj
    from public.pedbook_medication_categories c
    cross join lateral (
      select private.search_rank(c.search_name, c.search_name, v_q, v_ql, v_words) as rank,
             extensions.word_similarity(v_q, c.search_name)::numeric as sim) x
    where c.search_name like '%' || v_ql || '%'
       or (c.search_name like v_longest and c.search_name like all (v_words))
       or c.search_name operator(extensions.%>) v_q
    order by x.rank, x.sim desc, length(c.name), c.name
    limit v_lim
  ) r;

  -- CID-10: codes (with or without the dot) and names of categories and subcategories.
  -- 15,000 rows, so in steps: first the code and substring matches (trigram/pattern
  -- indexes, no similarity computed), ranked code, exact, prefix, word prefix, substring,
  -- then broader codes and shorter names first; only when they fill fewer than v_lim
  -- places, names holding every query word, then (not for codes) names holding a word near
  -- each query word (typos, below) fill the rest.
  -- Each later step ranks after every match of the earlier ones, so skipping it when the
  -- list is already full changes nothing but the time taken.
  -- Within a name rank, chapter XVIII (R00–R99, symptoms and signs) first: a pediatrician who
  -- types a symptom ("febre", "tosse", "vômito") means the symptom, not every disease whose
  -- name starts with it (Febre amarela, Febre Q…), which a longer query reaches.
  -- A name that also matches as a code is found once, by the code (rank 0). The first v_lim
  -- are taken by a top-N sort: a common prefix ("exposicao a") matches ~600 names.
  v_cids := array(
    select u.id
    from (
      select c.id, 0 as rank, c.search_code = v_code as code_exact, c.level, c.name, c.code
      from public.unified_cids c
      where v_is_code and c.level in ('category', 'subcategory')
        -- The prefix as a range too, so the plan cached for every query (generic, see
        -- plan_cache_mode above) still reads the pattern index.
        and c.search_code operator(pg_catalog.~>=~) v_code and c.search_code operator(pg_catalog.~<~) (v_code || '~')
        and c.search_code like v_code || '%'
      union all
      select c.id,
        -- "X não especificado/a" is the plain X of a bare query ("febre" → R50.9 "Febre não
        -- especificada"), as good as an exact name.
        case when n.n = v_q or n.n in (v_q || ' nao especificada', v_q || ' nao especificado') then 1
          when n.n like v_ql || '%' then 2 when n.n like '% ' || v_ql || '%' then 3 else 4 end,
        false, c.level, c.name, c.code
      from public.unified_cids c
      cross join lateral (select c.search_name as n) n
      where char_length(v_q) >= 3 and c.level in ('category', 'subcategory') and c.active
        and c.search_name like '%' || v_ql || '%'
        and not (v_is_code and c.search_code like v_code || '%')
    ) u
    order by u.rank, u.code_exact desc, u.rank > 0 and u.code like 'R%' desc, u.level,
      case when u.rank = 0 then u.code end, length(u.name), u.code
    limit v_lim);

  -- Every word of a multi-word query, in any order (the longest word through the index).
  if cardinality(v_cids) < v_lim and not v_is_code and cardinality(v_words) > 1 and char_length(v_longest) >= 5 then
    v_cids := v_cids || array(
      select c.id
      from public.unified_cids c
      where c.level in ('category', 'subcategory') and c.active
        and c.search_name like v_longest
        and c.search_name like all (v_words)
        and c.id <> all (v_cids)
      order by c.level, length(c.name), c.code
      limit v_lim - cardinality(v_cids));
  end if;
  v_n_exact := cardinality(v_cids);
  -- The typo fallback fills the rest (not for codes): names holding, for every query word of
  -- three or more characters, a near word, ranked by the mean over the query words of the
  -- best near word's pg_trgm word similarity, then broader codes and shorter names first. A
  -- word is near a query word when their word similarity reaches 0.6 (pg_trgm's threshold,
  -- as for the other lists) or, for a query word of five characters or more, when it is one
  -- edit away, two from nine characters (Levenshtein: a letter dropped, added or changed,
  -- the usual slip; "neopasia" is one edit from "neoplasia" but only 0.58 by trigrams).
  -- The words are compared in the vocabulary of the names' words
  -- (schema/0035_cid_search_words.sql: ~6,000 short words under a trigram index), never in
  -- the names: a misspelt common word ("transorno", "outas") is near thousands of names but
  -- near few words, and pg_trgm rebuilds a text's trigrams on every comparison (~13 µs for a
  -- name, ~1 µs for a word). The names come through the words they hold (one row per word
  -- and name), already in the fallback's order.
  if cardinality(v_cids) < v_lim and not v_is_code and char_length(v_q) >= 3 then
    v_typo_words := array(select distinct w from regexp_split_to_table(v_q, '[^[:alnum:]]+') as w
                          where char_length(w) >= 3);
    if cardinality(v_typo_words) > 0 then
      -- The near words of each query word, each compared once. The index finds every word
      -- within the edits allowed by the pigeonhole rule: cut the query word in one part more
      -- than the edits allowed, and one part is left untouched, so a word one edit away
      -- starts with the first half or ends with the second, and a word two edits away starts
      -- with the first part, holds the middle one or ends with the last. The middle part has
      -- three characters (four for an even length), the fewest the trigram index can look up
      -- inside a word, so that the two ends are as long, and match as few words, as can be.
      v_near := array(
        select row(x.i, x.word, x.names, extensions.word_similarity(x.w, x.word)::numeric)::private.search_near_word
        from (
          select q.i, q.w, v.word, v.names
          from unnest(v_typo_words) with ordinality as q(w, i)
          join private.cid_search_vocabulary v on v.word operator(extensions.%>) q.w
          union
          select q.i, q.w, v.word, v.names
          from unnest(v_typo_words) with ordinality as q(w, i)
          cross join lateral (
            select char_length(q.w) as n,
                   case when char_length(q.w) between 5 and 8 then 1 when char_length(q.w) >= 9 then 2 else 0 end as k,
                   char_length(q.w) / 2 as h, (char_length(q.w) - 3) / 2 as t) l
          cross join lateral (
            select case when l.k = 1 then left(q.w, l.h) || '%' end as half1,
                   case when l.k = 1 then '%' || substr(q.w, l.h + 1) end as half2,
                   case when l.k = 2 then left(q.w, l.t) || '%' end as third1,
                   case when l.k = 2 then '%' || substr(q.w, l.t + 1, l.n - 2 * l.t) || '%' end as third2,
                   case when l.k = 2 then '%' || right(q.w, l.t) end as third3) p
          join private.cid_search_vocabulary v
            on v.word like p.half1 or v.word like p.half2
            or v.word like p.third1 or v.word like p.third2 or v.word like p.third3
          -- (The lengths first: a word of another length by more than the edits allowed is
          -- not within them, and this costs nothing.)
          where abs(char_length(v.word) - l.n) <= l.k
            and extensions.levenshtein_less_equal(q.w, v.word, l.k) <= l.k
        ) x);
      if cardinality(v_typo_words) = 1 then
        -- One word: a name's score is its nearest word's. The first names of each near word,
        -- in the word's index order, hold the best names: a name beyond a word's first
        -- (places to fill) has as many before it that rank at least as high.
        select coalesce(array_agg(t.cid_id order by t.score desc, t.level, t.name_length, t.code), '{}'),
               coalesce(array_agg(t.score order by t.score desc, t.level, t.name_length, t.code), '{}')
          into v_typo_ids, v_typo_scores
        from (
          select f.cid_id, f.level, f.name_length, f.code, max(f.s) as score
          from unnest(v_near) as n
          cross join lateral (
            select cw.cid_id, cw.level, cw.name_length, cw.code, n.s
            from private.cid_search_words cw
            where cw.word = n.word and cw.cid_id <> all (v_cids)
            order by cw.level, cw.name_length, cw.code
            limit v_lim - cardinality(v_cids)) f
          group by f.cid_id, f.level, f.name_length, f.code
          order by score desc, f.level, f.name_length, f.code
          limit v_lim - cardinality(v_cids)
        ) t;
      elsif (select count(distinct n.i) from unnest(v_near) as n) = cardinality(v_typo_words) then
        -- Several words, each with a near word: the candidates are the names holding a near
        -- word of the rarest query word (fewest names over its near words); each is then
        -- scored on all its words, read at once through the names' index.
        v_typo_candidates := array(
          select distinct cw.cid_id
          from unnest(v_near) as n
          join private.cid_search_words cw on cw.word = n.word
          where n.i = (select m.i from unnest(v_near) as m group by m.i order by sum(m.names), m.i limit 1)
            and cw.cid_id <> all (v_cids));
        select coalesce(array_agg(t.cid_id order by t.score desc, t.level, t.name_length, t.code), '{}'),
               coalesce(array_agg(t.score order by t.score desc, t.level, t.name_length, t.code), '{}')
          into v_typo_ids, v_typo_scores
        from (
          select b.cid_id, b.level, b.name_length, b.code, sum(b.s) / cardinality(v_typo_words) as score
          from (
            select w.cid_id, w.level, w.name_length, w.code, n.i, max(n.s) as s
            from private.cid_search_words w
            join unnest(v_near) as n on n.word = w.word
            where w.cid_id = any (v_typo_candidates)
            group by w.cid_id, w.level, w.name_length, w.code, n.i
          ) b
          group by b.cid_id, b.level, b.name_length, b.code
          having count(*) = cardinality(v_typo_words)
          order by score desc, b.level, b.name_length, b.code
          limit v_lim - cardinality(v_cids)
        ) t;
      else
        v_typo_ids := '{}';
        v_typo_scores := '{}';
      end if;
      v_cids := v_cids || v_typo_ids;
    end if;
  end if;

  select coalesce(jsonb_agg(
    jsonb_build_object(
      'id', c.id, 'codigo_cid', c.code, 'code', c.code, 'name', c.name, 'nome_doenca', c.name,
      'type', 'icd10', 'slug', lower(c.code), 'description', c.description, 'categoria_nome', c.description,
      'level', c.level, 'ativo', c.active,
      'path', '/codigos/cid-10/code/' || lower(c.code),
      'path_parts', jsonb_build_array('codigos', 'cid-10', 'code', lower(c.code)),
      'relevance', round(case
        when o.ord > v_n_exact then 0.25 * v_typo_scores[o.ord - v_n_exact]
        when v_is_code and c.search_code = v_code then 1.2
        when v_is_code and c.search_code like v_code || '%' then 1.1
        when n.n = v_q then 1
        when n.n like v_ql || '%' then 0.85
        when n.n like '% ' || v_ql || '%' then 0.7
        when n.n like '%' || v_ql || '%' then 0.55
        else 0.4 end, 4),
      'similarity_score', round(case when o.ord > v_n_exact then v_typo_scores[o.ord - v_n_exact]
        when v_is_code and c.search_code like v_code || '%' then 1 else sim.v end, 4))
    order by o.ord), '[]'::jsonb) into r_icd10
  from unnest(v_cids) with ordinality as o(id, ord)
  join public.unified_cids c on c.id = o.id
  cross join lateral (select c.search_name as n) n
  cross join lateral (select case when o.ord <= v_n_exact then extensions.word_similarity(v_q, n.n)::numeric end as v) sim;

  select coalesce(jsonb_agg(r.obj order by r.rank, r.sim desc, length(r.name), r.name), '[]'::jsonb) into r_vaccines
  from (
    select x.rank, x.sim, v.name,
      jsonb_build_object(
        'id', v.id, 'name', v.name, 'slug', null, 'type', 'vaccine', 'acronym', v.acronym,
        'description', coalesce(v.description, 'Calendário ' || v.calendar),
        'path', '/puericultura/calendario-vacinal', 'path_parts', jsonb_build_array('puericultura', 'calendario-vacinal'),
        'relevance', round(1 - (x.rank - 1) * 0.15 + x.sim * 0.1, 4), 'similarity_score', round(x.sim::numeric, 4)) as obj
    from public.pedbook_vaccines v
    cross join lateral (
      select private.search_rank(v.search_name, v.search_text, v_q, v_ql, v_words) as rank,
             extensions.word_similarity(v_q, v.search_text)::numeric as sim) x
    where v.search_text like '%' || v_ql || '%'
       or (v.search_text like v_longest and v.search_text like all (v_words))
       or v.search_text operator(extensions.%>) v_q
    order by x.rank, x.sim desc, length(v.name), v.name
    limit v_lim
  ) r;

  -- Conducts: the summaries and their optimised versions, one list each, found and ranked
  -- by one statement (the filter reaches each table's own trigram index through the UNION
  -- ALL), each list its first v_lim. The path is /condutas-e-manejos/{category}/{topic}/{slug},
  -- or /condutas-e-manejos/{category}/{slug} when the topic slug equals the category slug.
  select
    coalesce(jsonb_agg(r.obj order by r.rank, r.sim desc, length(r.title), r.title) filter (where r.kind = 'summary'), '[]'::jsonb),
    coalesce(jsonb_agg(r.obj order by r.rank, r.sim desc, length(r.title), r.title) filter (where r.kind = 'optimized'), '[]'::jsonb)
  into r_conduct_summaries, r_conduct_optimized
  from (
    select s.kind, x.rank, x.sim, s.title,
      row_number() over (partition by s.kind order by x.rank, x.sim desc, length(s.title), s.title) as n,
      jsonb_build_object(
        'id', s.id, 'title', s.title, 'name', s.title, 'slug', s.slug, 'type', 'conduct',
        'description', tp.name || ' · ' || cat.name,
        'topic', jsonb_build_object('id', tp.id, 'name', tp.name, 'slug', tp.slug),
        'category', jsonb_build_object('id', cat.id, 'name', cat.name, 'slug', cat.slug),
        'path', '/condutas-e-manejos/' || cat.slug
                || case when tp.slug = cat.slug then '' else '/' || tp.slug end || '/' || s.slug,
        'path_parts', case when tp.slug = cat.slug
                           then jsonb_build_array('condutas-e-manejos', cat.slug, s.slug)
                           else jsonb_build_array('condutas-e-manejos', cat.slug, tp.slug, s.slug) end,
        'relevance', round(1 - (x.rank - 1) * 0.15 + x.sim * 0.1, 4), 'similarity_score', round(x.sim::numeric, 4)) as obj
    from (
      select 'summary' as kind, cs.id, cs.topic_id, cs.title, cs.slug, cs.published, cs.search_name
      from public.pedbook_conducts_summaries cs
      union all
      select 'optimized', co.id, co.topic_id, co.title, co.slug, co.published, co.search_name
      from public.pedbook_conducts_optimized co
    ) s
    join public.pedbook_conducts_topics tp on tp.id = s.topic_id
    join public.pedbook_conducts_categories cat on cat.id = tp.category_id
    cross join lateral (
      select private.search_rank(s.search_name, s.search_name, v_q, v_ql, v_words) as rank,
             extensions.word_similarity(v_q, s.search_name)::numeric as sim) x
    where (s.published or v_admin)
      and (s.search_name like '%' || v_ql || '%'
           or (s.search_name like v_longest and s.search_name like all (v_words))
           or s.search_name operator(extensions.%>) v_q)
  ) r
  where r.n <= v_lim;

  return jsonb_build_object(
    'medications', r_medications, 'categories', r_categories, 'leaflets', r_leaflets, 'icd10', r_icd10,
    'vaccines', r_vaccines, 'conduct_summaries', r_conduct_summaries, 'conduct_optimized', r_conduct_optimized);
end
$$;

revoke all on function public.unified_search_complete(text, integer) from public;
grant execute on function public.unified_search_complete(text, integer) to anon, authenticated, service_role;

package rpc

// SearchQueriesSQL builds the realistic query mix for unified_search_complete from the
// seeded data, deterministically: every published medication name, the first brand of each,
// vaccine names, the first two words of 60 CID-10 category names (with and without
// accents), CID codes with and without the dot in lower and upper case, and misspellings
// (one letter dropped from the middle of a word). It returns (kind, q) rows. cmd/bench-search
// times these queries; seeds/loader's search tests check the function's results over them.
const SearchQueriesSQL = `
with meds as (select name, brands from public.pedbook_medications where published),
cids as (select code, name from public.unified_cids where level = 'category' and added_by_note is null
         order by md5(code) limit 60),
words as (select split_part(name, ' ', 1) || ' ' || split_part(name, ' ', 2) as w from cids),
q as (
  select 'med' as kind, name as q from meds
  union all select 'brand', btrim(split_part(brands, ',', 1)) from meds where brands is not null
  union all select 'vaccine', name from public.pedbook_vaccines
  union all select 'disease', btrim(w) from words
  union all select 'disease-noaccent', extensions.unaccent(lower(btrim(w))) from words
  union all select 'code', lower(replace(code, '.', '')) from (select code from public.unified_cids
    where level = 'subcategory' order by md5(code) limit 20) s
  union all select 'code', code from (select code from public.unified_cids
    where level = 'subcategory' order by md5(code || 'x') limit 20) s
  union all select 'code', lower(code) from (select code from public.unified_cids
    where level = 'category' order by md5(code || 'y') limit 10) s
  union all select 'typo', left(n, length(n) / 2) || substr(n, length(n) / 2 + 2)
    from (select lower(split_part(name, ' ', 1)) as n from meds) m where length(n) >= 6
  union all select 'typo', left(n, length(n) / 2) || substr(n, length(n) / 2 + 2)
    from (select lower(split_part(name, ' ', 1)) as n from cids) c where length(n) >= 6
)
select kind, q from q where length(btrim(q)) >= 3 order by kind, q`

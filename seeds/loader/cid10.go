package loader

import (
	"context"
	"fmt"
	"io/fs"

	"github.com/jackc/pgx/v5"
)

const cidSource = "DATASUS, CID-10 versão 2008 (CID10CSV.ZIP), tradução CBCD/FSP-USP"

var cidInfo = datasetInfo{
	Key: "cid10", Name: "CID-10", Version: "DATASUS 2008 + U07.1/U07.2 e A97.x (notas oficiais)",
	Source:  "DATASUS CID-10 versão 2008 (http://www.datasus.gov.br/cid10/V2008/), via github.com/kyriosdata/cid10@73a14658",
	Licence: "Dados governamentais; classificação © OMS, tradução CBCD/FSP-USP, distribuída gratuitamente pelo DATASUS",
}

// loadCID10 loads the CID-10 hierarchy (chapters, groups, categories, subcategories) into
// unified_cids, plus the later official codes of cid10/adicoes_notas_oficiais.csv.
func loadCID10(fsys fs.FS) func(ctx context.Context, tx pgx.Tx) (int64, error) {
	return func(ctx context.Context, tx pgx.Tx) (int64, error) {
		files := []struct {
			path, table string
			cols        []string
		}{
			{"cid10/cid-10-capitulos.utf8.csv", "stage_cid_chapters", []string{"NUMCAP", "CATINIC", "CATFIM", "DESCRICAO", "DESCRABREV"}},
			{"cid10/cid-10-grupos.utf8.csv", "stage_cid_groups", []string{"CATINIC", "CATFIM", "DESCRICAO", "DESCRABREV"}},
			{"cid10/cid-10-categorias.utf8.csv", "stage_cid_categories", []string{"CAT", "CLASSIF", "DESCRICAO", "DESCRABREV", "REFER", "EXCLUIDOS"}},
			{"cid10/cid-10-subcategorias.utf8.csv", "stage_cid_subcategories", []string{"SUBCAT", "CLASSIF", "RESTRSEXO", "CAUSAOBITO", "DESCRICAO", "DESCRABREV", "REFER", "EXCLUIDOS"}},
			{"cid10/adicoes_notas_oficiais.csv", "stage_cid_additions", []string{"nivel", "codigo", "descricao", "nota_origem", "status_verificacao"}},
		}
		for _, f := range files {
			recs, err := readDelimited(fsys, f.path, ";", f.cols)
			if err != nil {
				return 0, err
			}
			if err := stage(ctx, tx, f.table, f.cols, recs); err != nil {
				return 0, err
			}
		}
		if _, err := execAll(ctx, tx, cidBuildSQL, cidCheckSQL); err != nil {
			return 0, fmt.Errorf("build CID-10 hierarchy: %w", err)
		}
		if _, err := tx.Exec(ctx, cidUpsertSQL, cidSource); err != nil {
			return 0, fmt.Errorf("upsert CID-10: %w", err)
		}
		n, err := count(ctx, tx, "unified_cids")
		if err != nil {
			return 0, err
		}
		return n, provenance(ctx, tx, cidInfo, n)
	}
}

// cidBuildSQL builds every level in a temporary table; cidCheckSQL refuses a hierarchy
// that left a category or subcategory out; cidUpsertSQL writes only rows that changed, so
// a second run is a no-op ($1 is the source text).
const cidBuildSQL = `
create temp table cid_all on commit drop as
with chapters as (
  select
    substring("DESCRICAO" from '^Capítulo ([IVXL]+)\s') as code,
    "NUMCAP" as datasus_code, 'chapter' as level,
    btrim(substring("DESCRICAO" from '^Capítulo [IVXL]+\s+-\s+(.*)$')) as name,
    null::text as description, btrim("DESCRABREV") as abbreviated_name, null::text as parent_code,
    "NUMCAP"::smallint as chapter_number, "CATINIC" as range_start, "CATFIM" as range_end,
    null::text as classification, null::text as sex_restriction, false as not_underlying,
    null::text as reference_note, null::text as excluded_note,
    null::text as added_by_note, 'oficial' as verification_status
  from "stage_cid_chapters"
),
groups as (
  select g."CATINIC" || '-' || g."CATFIM" as code, g."CATINIC" || '-' || g."CATFIM" as datasus_code,
    'group' as level, btrim(g."DESCRICAO") as name, ch.name as description,
    btrim(g."DESCRABREV") as abbreviated_name, ch.code as parent_code, ch.chapter_number,
    g."CATINIC" as range_start, g."CATFIM" as range_end,
    null::text, null::text, false, null::text, null::text, null::text, 'oficial'
  from "stage_cid_groups" g
  join chapters ch on g."CATINIC" between ch.range_start and ch.range_end
),
subcat_fields as (
  select "SUBCAT" as code, nullif("RESTRSEXO", '') as sex_restriction, "CAUSAOBITO" = 'N' as not_underlying
  from "stage_cid_subcategories"
),
added_categories as (
  select "codigo" as code, btrim("descricao") as name, "nota_origem" as note, "status_verificacao" as status
  from "stage_cid_additions" where "nivel" = 'category'
),
categories as (
  select c."CAT" as code, c."CAT" as datasus_code, 'category' as level, btrim(c."DESCRICAO") as name,
    null::text as abbreviated_name, nullif(c."CLASSIF", '') as classification,
    nullif(btrim(c."REFER"), '') as reference_note, nullif(btrim(c."EXCLUIDOS"), '') as excluded_note,
    btrim(c."DESCRABREV") as abbrev, null::text as added_by_note, 'oficial' as verification_status
  from "stage_cid_categories" c
  union all
  select a.code, a.code, 'category', a.name, null, null, null, null, null, a.note, a.status
  from added_categories a
),
categories_placed as (
  select c.code, c.datasus_code, c.level, c.name,
    coalesce(g.name, ch.name) as description, c.abbrev as abbreviated_name,
    coalesce(g.code, ch.code) as parent_code, ch.chapter_number,
    null::text as range_start, null::text as range_end, c.classification,
    sf.sex_restriction, coalesce(sf.not_underlying, false) as not_underlying,
    c.reference_note, c.excluded_note, c.added_by_note, c.verification_status
  from categories c
  join chapters ch on c.code between ch.range_start and ch.range_end
  left join lateral (
    select g.code, g.name from groups g
    where c.code between g.range_start and g.range_end
    order by g.range_end, g.range_start desc limit 1) g on true
  left join subcat_fields sf on sf.code = c.code
),
subcategories as (
  select left(s."SUBCAT", 3) || '.' || substr(s."SUBCAT", 4) as code, s."SUBCAT" as datasus_code,
    'subcategory' as level, btrim(s."DESCRICAO") as name, btrim(s."DESCRABREV") as abbreviated_name,
    nullif(s."CLASSIF", '') as classification, nullif(s."RESTRSEXO", '') as sex_restriction,
    s."CAUSAOBITO" = 'N' as not_underlying,
    nullif(btrim(s."REFER"), '') as reference_note, nullif(btrim(s."EXCLUIDOS"), '') as excluded_note,
    null::text as added_by_note, 'oficial' as verification_status
  from "stage_cid_subcategories" s
  where length(s."SUBCAT") = 4
  union all
  select left(a."codigo", 3) || '.' || substr(a."codigo", 4), a."codigo", 'subcategory', btrim(a."descricao"),
    null, null, null, false, null, null, a."nota_origem", a."status_verificacao"
  from "stage_cid_additions" a where a."nivel" = 'subcategory'
),
subcategories_placed as (
  select s.code, s.datasus_code, s.level, s.name, c.name as description, s.abbreviated_name,
    c.code as parent_code, c.chapter_number, null::text, null::text, s.classification,
    s.sex_restriction, s.not_underlying, s.reference_note, s.excluded_note,
    s.added_by_note, s.verification_status
  from subcategories s
  join categories_placed c on c.code = left(s.datasus_code, 3)
)
select * from chapters
union all select * from groups
union all select * from categories_placed
union all select * from subcategories_placed`

const cidCheckSQL = `
do $check$
declare
  n_sub int := (select count(*) from "stage_cid_subcategories" where length("SUBCAT") = 4);
  n_placed int := (select count(*) from cid_all where level = 'subcategory' and added_by_note is null);
  n_cat int := (select count(*) from "stage_cid_categories");
  n_cat_placed int := (select count(*) from cid_all where level = 'category' and added_by_note is null);
begin
  if n_sub <> n_placed or n_cat <> n_cat_placed then
    raise exception 'CID-10: % of % subcategories and % of % categories placed in the hierarchy',
      n_placed, n_sub, n_cat_placed, n_cat;
  end if;
end
$check$`

const cidUpsertSQL = `
insert into public.unified_cids as t
  (code, datasus_code, level, name, description, abbreviated_name, parent_code, chapter_number,
   range_start, range_end, classification, sex_restriction, not_underlying_cause_of_death,
   reference_note, excluded_note, source, added_by_note, verification_status, active)
select code, datasus_code, level, name, description, abbreviated_name, parent_code, chapter_number,
   range_start, range_end, classification, sex_restriction, not_underlying,
   reference_note, excluded_note,
   case when added_by_note is null then $1 else added_by_note end,
   added_by_note, verification_status, true
from cid_all
on conflict (code) do update set
  datasus_code = excluded.datasus_code, level = excluded.level, name = excluded.name,
  description = excluded.description, abbreviated_name = excluded.abbreviated_name,
  parent_code = excluded.parent_code, chapter_number = excluded.chapter_number,
  range_start = excluded.range_start, range_end = excluded.range_end,
  classification = excluded.classification, sex_restriction = excluded.sex_restriction,
  not_underlying_cause_of_death = excluded.not_underlying_cause_of_death,
  reference_note = excluded.reference_note, excluded_note = excluded.excluded_note,
  source = excluded.source, added_by_note = excluded.added_by_note,
  verification_status = excluded.verification_status
where (t.datasus_code, t.level, t.name, t.description, t.abbreviated_name, t.parent_code, t.chapter_number,
       t.range_start, t.range_end, t.classification, t.sex_restriction, t.not_underlying_cause_of_death,
       t.reference_note, t.excluded_note, t.source, t.added_by_note, t.verification_status)
  is distinct from
      (excluded.datasus_code, excluded.level, excluded.name, excluded.description, excluded.abbreviated_name,
       excluded.parent_code, excluded.chapter_number, excluded.range_start, excluded.range_end,
       excluded.classification, excluded.sex_restriction, excluded.not_underlying_cause_of_death,
       excluded.reference_note, excluded.excluded_note, excluded.source, excluded.added_by_note,
       excluded.verification_status)`

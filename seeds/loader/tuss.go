package loader

import (
	"context"
	"fmt"
	"io/fs"

	"github.com/jackc/pgx/v5"
)

const tussVersion = "2018"

var tussInfo = datasetInfo{
	Key: "tuss", Name: "TUSS procedimentos (ANS, Tabela 22)", Version: tussVersion,
	Source:    "Lista TUSS 2018 com hierarquia, via github.com/djogopatrao/tuss_to_sigtap@4918d7f4 (src/tuss_tab_full.txt)",
	Licence:   "Terminologia da ANS (Padrão TISS); repositório sem licença",
	Dated:     true,
	DatedNote: "Lista de 2018: não é a versão vigente da ANS (Padrão TISS – Terminologia Unificada).",
}

// loadTUSS loads the 2018 TUSS hierarchy (chapters, groups, subgroups, procedures), flagged
// as dated. The source lists code 87000016 twice with two descriptions: the first is kept
// and the second recorded in source_note.
func loadTUSS(fsys fs.FS) func(ctx context.Context, tx pgx.Tx) (int64, error) {
	return func(ctx context.Context, tx pgx.Tx) (int64, error) {
		cols := []string{"codigo_tuss", "capitulo_digito", "grupo", "subgrupo", "item", "digito_verificador",
			"capitulo_nome", "grupo_nome", "subgrupo_nome", "descricao"}
		recs, err := readCSV(fsys, "tuss/tuss_procedimentos_hierarquia_2018.csv", cols)
		if err != nil {
			return 0, err
		}
		withLine := make([][]string, len(recs))
		for i, r := range recs {
			withLine[i] = append([]string{fmt.Sprint(i + 1)}, r...)
		}
		if err := stage(ctx, tx, "stage_tuss", append([]string{"line"}, cols...), withLine); err != nil {
			return 0, err
		}
		if _, err := execAll(ctx, tx, tussSQL...); err != nil {
			return 0, fmt.Errorf("merge TUSS: %w", err)
		}
		var total int64
		for _, t := range []string{"pedbook_tuss_capitulos", "pedbook_tuss_grupos", "pedbook_tuss_subgrupos", "pedbook_tuss_procedimentos"} {
			n, err := count(ctx, tx, t)
			if err != nil {
				return 0, err
			}
			total += n
		}
		return total, provenance(ctx, tx, tussInfo, total)
	}
}

var tussSQL = []string{`
insert into public.pedbook_tuss_capitulos as t (code, name, version, is_dated)
select distinct on ("capitulo_digito") "capitulo_digito", btrim("capitulo_nome"), '` + tussVersion + `', true
from "stage_tuss" order by "capitulo_digito", "line"::int
on conflict (code) do update set name = excluded.name, version = excluded.version
where (t.name, t.version) is distinct from (excluded.name, excluded.version)`, `
insert into public.pedbook_tuss_grupos as t (capitulo_code, code, full_code, name, version, is_dated)
select distinct on ("capitulo_digito", "grupo") "capitulo_digito", "grupo", "capitulo_digito" || '.' || "grupo",
  nullif(btrim("grupo_nome"), ''), '` + tussVersion + `', true
from "stage_tuss" order by "capitulo_digito", "grupo", "line"::int
on conflict (full_code) do update set name = excluded.name, version = excluded.version
where (t.name, t.version) is distinct from (excluded.name, excluded.version)`, `
insert into public.pedbook_tuss_subgrupos as t (grupo_full_code, code, full_code, name, version, is_dated)
select distinct on ("capitulo_digito", "grupo", "subgrupo") "capitulo_digito" || '.' || "grupo", "subgrupo",
  "capitulo_digito" || '.' || "grupo" || '.' || "subgrupo", nullif(btrim("subgrupo_nome"), ''), '` + tussVersion + `', true
from "stage_tuss" order by "capitulo_digito", "grupo", "subgrupo", "line"::int
on conflict (full_code) do update set name = excluded.name, version = excluded.version
where (t.name, t.version) is distinct from (excluded.name, excluded.version)`, `
insert into public.pedbook_tuss_procedimentos as t
  (code, capitulo_code, grupo_code, subgrupo_code, subgrupo_full_code, item, check_digit, description,
   source_note, version, is_dated)
select f."codigo_tuss", f."capitulo_digito", f."grupo", f."subgrupo",
  f."capitulo_digito" || '.' || f."grupo" || '.' || f."subgrupo", f."item", f."digito_verificador",
  btrim(f."descricao"),
  case when d.others is not null then 'Código repetido na fonte 2018; outra descrição: ' || d.others end,
  '` + tussVersion + `', true
from (select distinct on ("codigo_tuss") * from "stage_tuss" order by "codigo_tuss", "line"::int) f
left join (
  select x."codigo_tuss", string_agg(btrim(x."descricao"), ' | ' order by x."line"::int) as others
  from (select s.*, row_number() over (partition by s."codigo_tuss" order by s."line"::int) as rn
        from "stage_tuss" s) x
  where x.rn > 1
  group by x."codigo_tuss") d on d."codigo_tuss" = f."codigo_tuss"
on conflict (code) do update set
  capitulo_code = excluded.capitulo_code, grupo_code = excluded.grupo_code, subgrupo_code = excluded.subgrupo_code,
  subgrupo_full_code = excluded.subgrupo_full_code, item = excluded.item, check_digit = excluded.check_digit,
  description = excluded.description, source_note = excluded.source_note, version = excluded.version
where (t.capitulo_code, t.grupo_code, t.subgrupo_code, t.subgrupo_full_code, t.item, t.check_digit,
       t.description, t.source_note, t.version)
  is distinct from
      (excluded.capitulo_code, excluded.grupo_code, excluded.subgrupo_code, excluded.subgrupo_full_code,
       excluded.item, excluded.check_digit, excluded.description, excluded.source_note, excluded.version)`,
}

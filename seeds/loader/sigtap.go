package loader

import (
	"context"
	"fmt"
	"io/fs"

	"github.com/jackc/pgx/v5"
)

var sigtapInfo = datasetInfo{
	Key: "sigtap", Name: "SUS / SIGTAP (Tabela Unificada)", Version: "competência 12/2020",
	Source:    "DATASUS SIGTAP TabelaUnificada 202012, via github.com/igorduartt/projetos_sesa@2e4c8f60 (sigtap/)",
	Licence:   "Dados governamentais (DATASUS não publica licença)",
	Dated:     true,
	DatedNote: "Valores e regras da competência 12/2020; a competência vigente está no FTP do DATASUS.",
}

// loadSIGTAP loads the SUS procedure table: groups, subgroups, forms of organisation,
// financing types, procedures (ages in months, values converted from centavos to reais)
// and the procedure–CID links.
func loadSIGTAP(fsys fs.FS) func(ctx context.Context, tx pgx.Tx) (int64, error) {
	return func(ctx context.Context, tx pgx.Tx) (int64, error) {
		files := []struct {
			path, table string
			cols        []string
		}{
			{"sigtap/tb_grupo.utf8.csv", "stage_sus_grupo", []string{"CO_GRUPO", "NO_GRUPO", "DT_COMPETENCIA"}},
			{"sigtap/tb_sub_grupo.utf8.csv", "stage_sus_sub_grupo", []string{"CO_GRUPO", "CO_SUB_GRUPO", "NO_SUB_GRUPO", "DT_COMPETENCIA"}},
			{"sigtap/tb_forma_organizacao.utf8.csv", "stage_sus_forma", []string{"CO_GRUPO", "CO_SUB_GRUPO", "CO_FORMA_ORGANIZACAO", "NO_FORMA_ORGANIZACAO", "DT_COMPETENCIA"}},
			{"sigtap/tb_financiamento.utf8.csv", "stage_sus_financiamento", []string{"CO_FINANCIAMENTO", "NO_FINANCIAMENTO", "DT_COMPETENCIA"}},
			{"sigtap/tb_procedimento.utf8.csv", "stage_sus_procedimento", []string{"CO_PROCEDIMENTO", "NO_PROCEDIMENTO", "TP_COMPLEXIDADE", "TP_SEXO", "QT_MAXIMA_EXECUCAO", "QT_DIAS_PERMANENCIA", "QT_PONTOS", "VL_IDADE_MINIMA", "VL_IDADE_MAXIMA", "VL_SH", "VL_SA", "VL_SP", "CO_FINANCIAMENTO", "CO_RUBRICA", "QT_TEMPO_PERMANENCIA", "DT_COMPETENCIA"}},
			{"sigtap/rl_procedimento_cid.utf8.csv", "stage_sus_proc_cid", []string{"CO_PROCEDIMENTO", "CO_CID", "ST_PRINCIPAL", "DT_COMPETENCIA"}},
		}
		for _, f := range files {
			recs, err := readCSV(fsys, f.path, f.cols)
			if err != nil {
				return 0, err
			}
			if err := stage(ctx, tx, f.table, f.cols, recs); err != nil {
				return 0, err
			}
		}
		if _, err := execAll(ctx, tx, sigtapSQL...); err != nil {
			return 0, fmt.Errorf("merge SIGTAP: %w", err)
		}
		var total int64
		for _, t := range []string{"pedbook_sus_grupos", "pedbook_sus_subgrupos", "pedbook_sus_formas_organizacao",
			"pedbook_sus_financiamentos", "pedbook_sus_procedimentos", "pedbook_sus_procedimento_cids"} {
			n, err := count(ctx, tx, t)
			if err != nil {
				return 0, err
			}
			total += n
		}
		return total, provenance(ctx, tx, sigtapInfo, total)
	}
}

// SIGTAP sentinels: 9999 means "not applicable" for ages and quantities.
var sigtapSQL = []string{`
insert into public.pedbook_sus_grupos as t (code, name, competence)
select "CO_GRUPO", btrim("NO_GRUPO"), to_date("DT_COMPETENCIA", 'YYYYMM') from "stage_sus_grupo"
on conflict (code) do update set name = excluded.name, competence = excluded.competence
where (t.name, t.competence) is distinct from (excluded.name, excluded.competence)`, `
insert into public.pedbook_sus_subgrupos as t (grupo_code, code, full_code, name, competence)
select "CO_GRUPO", "CO_SUB_GRUPO", "CO_GRUPO" || "CO_SUB_GRUPO", btrim("NO_SUB_GRUPO"), to_date("DT_COMPETENCIA", 'YYYYMM')
from "stage_sus_sub_grupo"
on conflict (full_code) do update set name = excluded.name, competence = excluded.competence
where (t.name, t.competence) is distinct from (excluded.name, excluded.competence)`, `
insert into public.pedbook_sus_formas_organizacao as t (grupo_code, subgrupo_code, code, full_code, name, competence)
select "CO_GRUPO", "CO_SUB_GRUPO", "CO_FORMA_ORGANIZACAO", "CO_GRUPO" || "CO_SUB_GRUPO" || "CO_FORMA_ORGANIZACAO",
  btrim("NO_FORMA_ORGANIZACAO"), to_date("DT_COMPETENCIA", 'YYYYMM')
from "stage_sus_forma"
on conflict (full_code) do update set name = excluded.name, competence = excluded.competence
where (t.name, t.competence) is distinct from (excluded.name, excluded.competence)`, `
insert into public.pedbook_sus_financiamentos as t (code, name, competence)
select "CO_FINANCIAMENTO", btrim("NO_FINANCIAMENTO"), to_date("DT_COMPETENCIA", 'YYYYMM') from "stage_sus_financiamento"
on conflict (code) do update set name = excluded.name, competence = excluded.competence
where (t.name, t.competence) is distinct from (excluded.name, excluded.competence)`, `
insert into public.pedbook_sus_procedimentos as t
  (code, name, grupo_code, subgrupo_code, forma_code, complexity, complexity_name, sex, max_executions,
   days_of_stay, points, min_age_months, max_age_months, value_sh, value_sa, value_sp,
   financing_code, rubric_code, stay_time, competence)
select p."CO_PROCEDIMENTO", btrim(p."NO_PROCEDIMENTO"),
  substr(p."CO_PROCEDIMENTO", 1, 2), substr(p."CO_PROCEDIMENTO", 3, 2), substr(p."CO_PROCEDIMENTO", 5, 2),
  p."TP_COMPLEXIDADE"::smallint,
  case p."TP_COMPLEXIDADE" when '0' then 'Não se aplica' when '1' then 'Atenção básica'
    when '2' then 'Média complexidade' when '3' then 'Alta complexidade' end,
  nullif(p."TP_SEXO", ''),
  nullif(p."QT_MAXIMA_EXECUCAO"::integer, 9999), nullif(p."QT_DIAS_PERMANENCIA"::integer, 9999),
  p."QT_PONTOS"::integer,
  nullif(p."VL_IDADE_MINIMA"::integer, 9999), nullif(p."VL_IDADE_MAXIMA"::integer, 9999),
  p."VL_SH"::numeric / 100, p."VL_SA"::numeric / 100, p."VL_SP"::numeric / 100,
  nullif(p."CO_FINANCIAMENTO", ''), nullif(p."CO_RUBRICA", ''),
  nullif(p."QT_TEMPO_PERMANENCIA"::integer, 9999), to_date(p."DT_COMPETENCIA", 'YYYYMM')
from "stage_sus_procedimento" p
on conflict (code) do update set
  name = excluded.name, grupo_code = excluded.grupo_code, subgrupo_code = excluded.subgrupo_code,
  forma_code = excluded.forma_code, complexity = excluded.complexity, complexity_name = excluded.complexity_name,
  sex = excluded.sex, max_executions = excluded.max_executions, days_of_stay = excluded.days_of_stay,
  points = excluded.points, min_age_months = excluded.min_age_months, max_age_months = excluded.max_age_months,
  value_sh = excluded.value_sh, value_sa = excluded.value_sa, value_sp = excluded.value_sp,
  financing_code = excluded.financing_code, rubric_code = excluded.rubric_code,
  stay_time = excluded.stay_time, competence = excluded.competence
where (t.name, t.complexity, t.sex, t.max_executions, t.days_of_stay, t.points, t.min_age_months,
       t.max_age_months, t.value_sh, t.value_sa, t.value_sp, t.financing_code, t.rubric_code,
       t.stay_time, t.competence)
  is distinct from
      (excluded.name, excluded.complexity, excluded.sex, excluded.max_executions, excluded.days_of_stay,
       excluded.points, excluded.min_age_months, excluded.max_age_months, excluded.value_sh,
       excluded.value_sa, excluded.value_sp, excluded.financing_code, excluded.rubric_code,
       excluded.stay_time, excluded.competence)`, `
insert into public.pedbook_sus_procedimento_cids as t (procedimento_code, cid_code, is_principal, competence)
select "CO_PROCEDIMENTO", "CO_CID", "ST_PRINCIPAL" = 'S', to_date("DT_COMPETENCIA", 'YYYYMM')
from "stage_sus_proc_cid"
on conflict (procedimento_code, cid_code) do update set
  is_principal = excluded.is_principal, competence = excluded.competence
where (t.is_principal, t.competence) is distinct from (excluded.is_principal, excluded.competence)`,
}

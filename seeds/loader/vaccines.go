package loader

import (
	"context"
	"fmt"
	"io/fs"

	"github.com/jackc/pgx/v5"
)

var vaccinesInfo = datasetInfo{
	Key: "vaccines", Name: "Calendário vacinal da criança (PNI 2025) e diferenças SBP 2024/2025", Version: "PNI 2025; SBP 2024/2025",
	Source:  "Compilado de MS/PNI Calendário Nacional de Vacinação e notas técnicas 2024–2025, corroborado por fontes secundárias; SBP Calendário 2024/2025 (status de verificação por linha)",
	Licence: "Fatos compilados pela equipe; citar MS/PNI e SBP",
}

// loadVaccines loads the PNI child calendar (one vaccine per product, doses numbered in
// calendar order), the SBP recommendations that differ from it and the relationships
// between vaccines (component boosters, substitutions, SBP alternatives).
func loadVaccines(fsys fs.FS) func(ctx context.Context, tx pgx.Tx) (int64, error) {
	return func(ctx context.Context, tx pgx.Tx) (int64, error) {
		files := []struct {
			path, table string
			cols        []string
		}{
			{"vacinacao/calendario_pni_crianca_2025.csv", "stage_pni", []string{"calendario", "idade_texto", "idade_meses", "vacina", "sigla", "dose", "via", "observacoes", "fonte_principal", "corroborado_por", "status_verificacao"}},
			{"vacinacao/calendario_sbp_2024_2025_diferencas.csv", "stage_sbp", []string{"calendario", "idade_texto", "vacina", "recomendacao_sbp", "diferenca_vs_pni", "fonte", "status_verificacao"}},
			{"vacinacao/relacoes_vacinas.csv", "stage_vaccine_rel", []string{"vacina_pai", "vacina_filha", "tipo", "observacao", "fonte", "status_verificacao"}},
		}
		for _, f := range files {
			recs, err := readCSV(fsys, f.path, f.cols)
			if err != nil {
				return 0, err
			}
			withLine := make([][]string, len(recs))
			for i, r := range recs {
				withLine[i] = append([]string{fmt.Sprint(i + 1)}, r...)
			}
			if err := stage(ctx, tx, f.table, append([]string{"line"}, f.cols...), withLine); err != nil {
				return 0, err
			}
		}
		if _, err := execAll(ctx, tx, vaccinesSQL...); err != nil {
			return 0, fmt.Errorf("merge vaccines: %w", err)
		}
		var total int64
		for _, t := range []string{"pedbook_vaccines", "pedbook_vaccine_doses", "pedbook_vaccine_relationships"} {
			n, err := count(ctx, tx, t)
			if err != nil {
				return 0, err
			}
			total += n
		}
		return total, provenance(ctx, tx, vaccinesInfo, total)
	}
}

var vaccinesSQL = []string{`
insert into public.pedbook_vaccines as t (name, acronym, calendar, route, display_order, source, verification_status)
select distinct on ("vacina") btrim("vacina"), nullif(btrim("sigla"), ''), 'PNI', nullif("via", ''), "line"::int,
  "fonte_principal", "status_verificacao"
from "stage_pni" order by "vacina", "line"::int
on conflict (name) do update set acronym = excluded.acronym, calendar = excluded.calendar, route = excluded.route,
  display_order = excluded.display_order, source = excluded.source, verification_status = excluded.verification_status
where t.admin_edited_at is null and (t.acronym, t.calendar, t.route, t.display_order, t.source, t.verification_status) is distinct from
      (excluded.acronym, excluded.calendar, excluded.route, excluded.display_order, excluded.source, excluded.verification_status)`, `
insert into public.pedbook_vaccines as t (name, description, calendar, display_order, source, verification_status)
select btrim("vacina"), "recomendacao_sbp", 'SBP', 100 + "line"::int, "fonte", "status_verificacao"
from "stage_sbp"
on conflict (name) do update set description = excluded.description, calendar = excluded.calendar,
  display_order = excluded.display_order, source = excluded.source, verification_status = excluded.verification_status
where t.admin_edited_at is null and (t.description, t.calendar, t.display_order, t.source, t.verification_status) is distinct from
      (excluded.description, excluded.calendar, excluded.display_order, excluded.source, excluded.verification_status)`, `
insert into public.pedbook_vaccine_doses as t
  (vaccine_id, dose_number, dose_label, age_recommendation, age_months, route, notes, calendar, source,
   corroborated_by, verification_status)
select v.id, row_number() over (partition by p."vacina" order by p."line"::int), p."dose", p."idade_texto",
  p."idade_meses"::int, nullif(p."via", ''), nullif(p."observacoes", ''), 'PNI', p."fonte_principal",
  nullif(p."corroborado_por", ''), p."status_verificacao"
from "stage_pni" p join public.pedbook_vaccines v on v.name = btrim(p."vacina")
on conflict (vaccine_id, calendar, dose_number) do update set
  dose_label = excluded.dose_label, age_recommendation = excluded.age_recommendation, age_months = excluded.age_months,
  route = excluded.route, notes = excluded.notes, source = excluded.source, corroborated_by = excluded.corroborated_by,
  verification_status = excluded.verification_status
where t.admin_edited_at is null and (t.dose_label, t.age_recommendation, t.age_months, t.route, t.notes, t.source, t.corroborated_by, t.verification_status)
  is distinct from (excluded.dose_label, excluded.age_recommendation, excluded.age_months, excluded.route,
                    excluded.notes, excluded.source, excluded.corroborated_by, excluded.verification_status)`, `
insert into public.pedbook_vaccine_doses as t
  (vaccine_id, dose_number, dose_label, age_recommendation, notes, calendar, difference_vs_pni, source, verification_status)
select v.id, 1, 'Recomendação SBP', s."idade_texto", s."recomendacao_sbp", 'SBP', s."diferenca_vs_pni", s."fonte",
  s."status_verificacao"
from "stage_sbp" s join public.pedbook_vaccines v on v.name = btrim(s."vacina")
on conflict (vaccine_id, calendar, dose_number) do update set
  dose_label = excluded.dose_label, age_recommendation = excluded.age_recommendation, notes = excluded.notes,
  difference_vs_pni = excluded.difference_vs_pni, source = excluded.source, verification_status = excluded.verification_status
where t.admin_edited_at is null and (t.dose_label, t.age_recommendation, t.notes, t.difference_vs_pni, t.source, t.verification_status)
  is distinct from (excluded.dose_label, excluded.age_recommendation, excluded.notes, excluded.difference_vs_pni,
                    excluded.source, excluded.verification_status)`, `
do $check$
declare missing text;
begin
  select string_agg(r."vacina_pai" || ' → ' || r."vacina_filha", '; ') into missing
  from "stage_vaccine_rel" r
  where not exists (select 1 from public.pedbook_vaccines v where v.name = r."vacina_pai")
     or not exists (select 1 from public.pedbook_vaccines v where v.name = r."vacina_filha");
  if missing is not null then
    raise exception 'vaccine relationships name unknown vaccines: %', missing;
  end if;
end
$check$`, `
insert into public.pedbook_vaccine_relationships as t
  (parent_vaccine_id, child_vaccine_id, relationship_type, notes, source, verification_status)
select p.id, c.id, r."tipo", r."observacao", r."fonte", r."status_verificacao"
from "stage_vaccine_rel" r
join public.pedbook_vaccines p on p.name = r."vacina_pai"
join public.pedbook_vaccines c on c.name = r."vacina_filha"
on conflict (parent_vaccine_id, child_vaccine_id, relationship_type) do update set
  notes = excluded.notes, source = excluded.source, verification_status = excluded.verification_status
where t.admin_edited_at is null and (t.notes, t.source, t.verification_status) is distinct from (excluded.notes, excluded.source, excluded.verification_status)`,
}

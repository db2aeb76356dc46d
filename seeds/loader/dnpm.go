package loader

import (
	"context"
	"fmt"
	"io/fs"

	"github.com/jackc/pgx/v5"
)

var dnpmInfo = datasetInfo{
	Key: "dnpm", Name: "Marcos do desenvolvimento (Caderneta da Criança)", Version: "Caderneta da Criança, instrumento de vigilância do desenvolvimento (compilação)",
	Source:  "Caderneta da Criança (MS), base Figueiras AC et al., OPAS/AIDPI 2005; status de verificação por linha",
	Licence: "Publicação do Ministério da Saúde (reprodução permitida citando a fonte, sem fins comerciais)",
}

// loadDNPM loads the developmental milestones by age band with their verification status.
func loadDNPM(fsys fs.FS) func(ctx context.Context, tx pgx.Tx) (int64, error) {
	return func(ctx context.Context, tx pgx.Tx) (int64, error) {
		cols := []string{"faixa_inicio_meses", "faixa_fim_meses_exclusivo", "ordem", "marco", "dominio", "fonte", "status_verificacao"}
		recs, err := readCSV(fsys, "dnpm/marcos_desenvolvimento_caderneta.csv", cols)
		if err != nil {
			return 0, err
		}
		if err := stage(ctx, tx, "stage_dnpm", cols, recs); err != nil {
			return 0, err
		}
		if _, err := execAll(ctx, tx, dnpmSQL, dnpmStaleSQL); err != nil {
			return 0, fmt.Errorf("merge milestones: %w", err)
		}
		n, err := count(ctx, tx, "pedbook_dnpm_milestones")
		if err != nil {
			return 0, err
		}
		return n, provenance(ctx, tx, dnpmInfo, n)
	}
}

const dnpmSQL = `
insert into public.pedbook_dnpm_milestones as t
  (age_months, age_end_months, display_order, milestone, domain, source, verification_status)
select "faixa_inicio_meses"::int, "faixa_fim_meses_exclusivo"::int, "ordem"::int, btrim("marco"), "dominio",
  "fonte", "status_verificacao"
from "stage_dnpm"
on conflict (age_months, display_order) do update set
  age_end_months = excluded.age_end_months, milestone = excluded.milestone, domain = excluded.domain,
  source = excluded.source, verification_status = excluded.verification_status
where t.admin_edited_at is null and (t.age_end_months, t.milestone, t.domain, t.source, t.verification_status) is distinct from
      (excluded.age_end_months, excluded.milestone, excluded.domain, excluded.source, excluded.verification_status)`

// dnpmStaleSQL removes seeded milestones that left the file (an item moved to its right band),
// unless an admin edited them.
const dnpmStaleSQL = `
delete from public.pedbook_dnpm_milestones t
where t.admin_edited_at is null
  and not exists (select 1 from "stage_dnpm" s
                  where s."faixa_inicio_meses"::int = t.age_months and s."ordem"::int = t.display_order)`

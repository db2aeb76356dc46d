package loader

import (
	"context"
	"fmt"
	"io/fs"

	"github.com/jackc/pgx/v5"
)

const growthSource = "WHO Child Growth Standards (WHO MGRS 2006; 0–5 y, package anthro) and WHO Reference 2007 (de Onis et al. 2007; 5–19 y, package anthroplus)"

var growthInfo = datasetInfo{
	Key: "who_growth", Name: "Padrões de crescimento da OMS (LMS)", Version: "WHO 2006 (0–5 anos, por dia) + WHO 2007 (5–19 anos, por mês)",
	Source:  "github.com/WorldHealthOrganization/anthro@b776d8a1 e anthroplus@799a7dea, data-raw/growthstandards",
	Licence: "Dados © OMS, publicados livremente (citar WHO MGRS 2006 e de Onis 2007); pacotes GPL-3",
}

// loadGrowth loads every WHO LMS row, the per-curve LMS arrays of
// pedbook_growth_curve_metadata and the monthly percentile/z-score points of
// pedbook_growth_curves.
func loadGrowth(fsys fs.FS) func(ctx context.Context, tx pgx.Tx) (int64, error) {
	return func(ctx context.Context, tx pgx.Tx) (int64, error) {
		cols := []string{"reference", "indicator", "sex", "x_unit", "x", "l", "m", "s", "measure_position", "y_unit"}
		recs, err := readCSV(fsys, "who_growth/who_growth_lms_all.csv", cols)
		if err != nil {
			return 0, err
		}
		if err := stage(ctx, tx, "stage_growth", cols, recs); err != nil {
			return 0, err
		}
		if _, err := execAll(ctx, tx, growthSQL...); err != nil {
			return 0, fmt.Errorf("merge growth standards: %w", err)
		}
		if _, err := tx.Exec(ctx, growthMetadataSQL, growthSource); err != nil {
			return 0, fmt.Errorf("growth curve metadata: %w", err)
		}
		if _, err := tx.Exec(ctx, growthCurvesSQL, growthSource); err != nil {
			return 0, fmt.Errorf("growth curves: %w", err)
		}
		var total int64
		for _, t := range []string{"pedbook_growth_lms", "pedbook_growth_curve_metadata", "pedbook_growth_curves"} {
			n, err := count(ctx, tx, t)
			if err != nil {
				return 0, err
			}
			total += n
		}
		return total, provenance(ctx, tx, growthInfo, total)
	}
}

var growthSQL = []string{`
insert into public.pedbook_growth_lms as t (reference, indicator, sex, x_unit, x, l, m, s, measure_position, y_unit)
select "reference", "indicator", "sex"::smallint, "x_unit", "x"::numeric, "l"::numeric, "m"::numeric, "s"::numeric,
  nullif("measure_position", ''), "y_unit"
from "stage_growth"
on conflict (reference, indicator, sex, x) do update set
  x_unit = excluded.x_unit, l = excluded.l, m = excluded.m, s = excluded.s,
  measure_position = excluded.measure_position, y_unit = excluded.y_unit
where (t.x_unit, t.l, t.m, t.s, t.measure_position, t.y_unit)
  is distinct from (excluded.x_unit, excluded.l, excluded.m, excluded.s, excluded.measure_position, excluded.y_unit)`,
}

const growthMetadataSQL = `
insert into public.pedbook_growth_curve_metadata as t (type, gender, reference, x_unit, y_unit, data, source)
select indicator, case sex when 1 then 'male' else 'female' end, reference, min(x_unit), min(y_unit),
  jsonb_agg(jsonb_build_object('x', x, 'l', l, 'm', m, 's', s, 'loh', measure_position) order by x), $1
from public.pedbook_growth_lms
group by reference, indicator, sex
on conflict (reference, type, gender) do update set
  x_unit = excluded.x_unit, y_unit = excluded.y_unit, data = excluded.data, source = excluded.source
where (t.x_unit, t.y_unit, t.data, t.source) is distinct from (excluded.x_unit, excluded.y_unit, excluded.data, excluded.source)`

// Value at z of an LMS curve: M·(1 + L·S·z)^(1/L), or M·e^(S·z) when L = 0.
const growthCurvesSQL = `
with points as (
  select g.reference, g.indicator, g.sex, g.y_unit, mo.n as age_months, g.l, g.m, g.s
  from public.pedbook_growth_lms g
  join generate_series(0, 60) mo(n) on g.x_unit = 'age_days' and g.x = round(mo.n * 30.4375)
  union all
  select g.reference, g.indicator, g.sex, g.y_unit, g.x::int, g.l, g.m, g.s
  from public.pedbook_growth_lms g
  where g.x_unit = 'age_months' and g.x = trunc(g.x)
),
valued as (
  select p.*, z.*
  from points p
  cross join lateral (
    select
      max(v) filter (where k = 'sd_neg3') as sd_neg3, max(v) filter (where k = 'sd_neg2') as sd_neg2,
      max(v) filter (where k = 'sd_neg1') as sd_neg1, max(v) filter (where k = 'sd_pos1') as sd_pos1,
      max(v) filter (where k = 'sd_pos2') as sd_pos2, max(v) filter (where k = 'sd_pos3') as sd_pos3,
      max(v) filter (where k = 'p3') as p3, max(v) filter (where k = 'p15') as p15,
      max(v) filter (where k = 'p50') as p50, max(v) filter (where k = 'p85') as p85,
      max(v) filter (where k = 'p97') as p97
    from (
      select k, round(case when p.l = 0 then p.m * exp(p.s * zz)
                           else p.m * power(1 + p.l * p.s * zz, 1 / p.l) end, 4) as v
      from (values ('sd_neg3', -3::numeric), ('sd_neg2', -2), ('sd_neg1', -1), ('sd_pos1', 1), ('sd_pos2', 2),
                   ('sd_pos3', 3), ('p3', -1.880794), ('p15', -1.036433), ('p50', 0), ('p85', 1.036433),
                   ('p97', 1.880794)) zs(k, zz)
    ) vals
  ) z
)
insert into public.pedbook_growth_curves as t
  (growth_type, curve_type, gender, reference, age_months, l, m, s, sd_neg3, sd_neg2, sd_neg1, sd_pos1,
   sd_pos2, sd_pos3, p3, p15, p50, p85, p97, y_unit, source)
select indicator, 'lms_percentiles', case sex when 1 then 'male' else 'female' end, reference, age_months,
  l, m, s, sd_neg3, sd_neg2, sd_neg1, sd_pos1, sd_pos2, sd_pos3, p3, p15, p50, p85, p97, y_unit, $1
from valued
on conflict (reference, growth_type, gender, age_months) do update set
  l = excluded.l, m = excluded.m, s = excluded.s, sd_neg3 = excluded.sd_neg3, sd_neg2 = excluded.sd_neg2,
  sd_neg1 = excluded.sd_neg1, sd_pos1 = excluded.sd_pos1, sd_pos2 = excluded.sd_pos2, sd_pos3 = excluded.sd_pos3,
  p3 = excluded.p3, p15 = excluded.p15, p50 = excluded.p50, p85 = excluded.p85, p97 = excluded.p97,
  y_unit = excluded.y_unit, source = excluded.source
where (t.l, t.m, t.s, t.p50, t.sd_neg3, t.sd_pos3, t.source) is distinct from
      (excluded.l, excluded.m, excluded.s, excluded.p50, excluded.sd_neg3, excluded.sd_pos3, excluded.source)`

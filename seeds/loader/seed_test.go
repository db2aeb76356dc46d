package loader_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"regexp"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/pedbook/pedbook/internal/pgtest"
	"github.com/pedbook/pedbook/seeds"
	"github.com/pedbook/pedbook/seeds/loader"
)

// seededDB returns a connection to a fresh migrated database with every dataset loaded by
// loader.Run, the way `pedbook seed` loads it.
func seededDB(t *testing.T) (*pgx.Conn, string) {
	t.Helper()
	ctx := context.Background()
	url := pgtest.NewDatabase(t)
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatalf("connect: %v", err)
	}
	t.Cleanup(func() { conn.Close(context.Background()) })
	if err := loader.Run(ctx, conn, slog.New(slog.NewTextHandler(io.Discard, nil))); err != nil {
		t.Fatalf("seed: %v", err)
	}
	return conn, url
}

func queryInt(t *testing.T, conn *pgx.Conn, sql string, args ...any) int64 {
	t.Helper()
	var n int64
	if err := conn.QueryRow(context.Background(), sql, args...).Scan(&n); err != nil {
		t.Fatalf("%s: %v", sql, err)
	}
	return n
}

// fileRows counts the data lines of a seeds file (header excluded).
func fileRows(t *testing.T, path string) int64 {
	t.Helper()
	b, err := fs.ReadFile(seeds.Files, path)
	if err != nil {
		t.Fatal(err)
	}
	n := int64(strings.Count(strings.TrimRight(string(b), "\n"), "\n"))
	return n
}

// TestSeed loads everything once and checks the loaded data against the files and the
// published values; the search tests in search_test.go share the same database.
func TestSeed(t *testing.T) {
	conn, url := seededDB(t)
	ctx := context.Background()

	t.Run("every row of every file is loaded", func(t *testing.T) {
		// The figures, and the files agreeing with them.
		for path, want := range map[string]int64{
			"cid10/cid-10-capitulos.utf8.csv":                   22,
			"cid10/cid-10-grupos.utf8.csv":                      275,
			"cid10/cid-10-categorias.utf8.csv":                  2045,
			"cid10/cid-10-subcategorias.utf8.csv":               12451,
			"sigtap/tb_procedimento.utf8.csv":                   4674,
			"sigtap/rl_procedimento_cid.utf8.csv":               79786,
			"tuss/tuss_procedimentos_hierarquia_2018.csv":       5769,
			"who_growth/who_growth_lms_all.csv":                 28240,
			"vacinacao/calendario_pni_crianca_2025.csv":         32,
			"vacinacao/calendario_sbp_2024_2025_diferencas.csv": 8,
			"dnpm/marcos_desenvolvimento_caderneta.csv":         68,
		} {
			if got := fileRows(t, path); got != want {
				t.Errorf("%s: %d rows, want %d", path, got, want)
			}
		}
		cases := []struct {
			name string
			sql  string
			want int64
		}{
			{"CID chapters", `select count(*) from unified_cids where level = 'chapter'`, 22},
			{"CID groups", `select count(*) from unified_cids where level = 'group'`, 275},
			{"CID categories from DATASUS", `select count(*) from unified_cids where level = 'category' and added_by_note is null`, 2045},
			// 12,451 subcategory-file rows = 12,188 four-character subcategories + 263
			// categories without subdivision (loaded as categories, their sex restriction kept).
			{"CID subcategories from DATASUS", `select count(*) from unified_cids where level = 'subcategory' and added_by_note is null`, 12188},
			{"CID categories without subdivision", `select count(*) from unified_cids c where c.level = 'category' and not exists (select 1 from unified_cids s where s.parent_code = c.code) and c.added_by_note is null`, 263},
			{"CID codes added from official notes", `select count(*) from unified_cids where added_by_note is not null`, 8},
			{"CID rows without a parent (chapters only)", `select count(*) from unified_cids where parent_code is null`, 22},
			{"pedbook_icd10 view", `select count(*) from pedbook_icd10`, 2047 + 12194},
			{"SUS grupos", `select count(*) from pedbook_sus_grupos`, 8},
			{"SUS subgrupos", `select count(*) from pedbook_sus_subgrupos`, 59},
			{"SUS formas", `select count(*) from pedbook_sus_formas_organizacao`, 390},
			{"SUS procedimentos", `select count(*) from pedbook_sus_procedimentos`, 4674},
			{"SUS procedimento-CID", `select count(*) from pedbook_sus_procedimento_cids`, 79786},
			{"TUSS codes (one duplicated in the source)", `select count(*) from pedbook_tuss_procedimentos`, 5768},
			{"TUSS chapters", `select count(*) from pedbook_tuss_capitulos`, 6},
			{"TUSS flagged dated", `select count(*) from pedbook_tuss_procedimentos where not is_dated or version <> '2018'`, 0},
			{"WHO LMS rows", `select count(*) from pedbook_growth_lms`, 28240},
			{"WHO curve sets (indicator × sex × reference)", `select count(*) from pedbook_growth_curve_metadata`, 24},
			{"WHO LMS arrays hold every row", `select sum(jsonb_array_length(data)) from pedbook_growth_curve_metadata`, 28240},
			{"vaccine doses PNI", `select count(*) from pedbook_vaccine_doses where calendar = 'PNI'`, 32},
			{"vaccine doses SBP", `select count(*) from pedbook_vaccine_doses where calendar = 'SBP'`, 8},
			{"vaccine relationships", `select count(*) from pedbook_vaccine_relationships`, 10},
			{"vaccine rows without source or status", `select count(*) from pedbook_vaccine_doses where source = '' or verification_status = ''`, 0},
			{"milestones", `select count(*) from pedbook_dnpm_milestones`, 68},
			{"poisonings", `select count(*) from pedbook_poisonings`, 9},
			{"provenance rows", `select count(*) from pedbook_reference_datasets`, 6},
			{"conduct categories", `select count(*) from pedbook_conducts_categories`, 5},
			{"conduct topics (the spec's flowchart themes)", `select count(*) from pedbook_conducts_topics`, 8},
			{"conduct summaries, all drafts for clinical review", `select count(*) from pedbook_conducts_summaries where not published and coalesce(source, '') <> ''`, 8},
			{"breastfeeding entries with source", `select count(*) from pedbook_breastfeeding_medications where coalesce(safety_source, '') <> ''`, 25},
			{"seeded leaflets, published, citing their ANVISA entry", `select count(*) from pedbook_medication_instructions where is_published and seed_key like 'leaflet:%' and coalesce(anvisa_entry, '') like 'Bulário Eletrônico ANVISA%'`, 16},
			{"interactions with source, mechanism and management", `select count(*) from pedbook_drug_interactions where seed_key is not null and coalesce(source, '') <> '' and coalesce(mechanism, '') <> '' and coalesce(management, '') <> '' and medication_a_id < medication_b_id`, 28},
			{"breastfeeding entries naming their LactMed record", `select count(*) from pedbook_breastfeeding_medications where coalesce(lactmed_entry, '') <> ''`, 25},
			{"formulas with source", `select count(*) from pedbook_formulas where coalesce(source, '') <> ''`, 5},
			{"blog posts", `select count(*) from pedbook_blog_posts where published`, 3},
			{"study questions, published, each citing its reference, none marked verified", `select count(*) from pedbook_questions where published and not verified and coalesce(source_reference, '') <> '' and coalesce(explanation, '') <> '' and difficulty is not null and year is not null`, 60},
			{"study themes with six questions each", `select count(*) from (select theme from pedbook_questions where seed_key is not null group by theme having count(*) = 6) t`, 10},
			{"demo Instagram post", `select count(*) from pedbook_site_instagram_posts where not is_counter`, 1},
		}
		for _, c := range cases {
			if got := queryInt(t, conn, c.sql); got != c.want {
				t.Errorf("%s: %d, want %d", c.name, got, c.want)
			}
		}
	})

	t.Run("CID-10 hierarchy, display codes and flags", func(t *testing.T) {
		cases := []struct {
			code, datasus, level, parent, sex string
			dagger, asterisk, added           bool
		}{
			{"A00.0", "A000", "subcategory", "A00", "", false, false, false},
			{"A00", "A00", "category", "A00-A09", "", false, false, false},
			{"A00-A09", "A00-A09", "group", "I", "", false, false, false},
			{"A17.0", "A170", "subcategory", "A17", "", true, false, false},
			{"G01", "G01", "category", "G00-G09", "", false, true, false},
			{"N40", "N40", "category", "N40-N51", "M", false, false, false},
			{"O80.0", "O800", "subcategory", "O80", "F", false, false, false},
			{"U07.1", "U071", "subcategory", "U07", "", false, false, true},
			{"U07.2", "U072", "subcategory", "U07", "", false, false, true},
			{"A97.2", "A972", "subcategory", "A97", "", false, false, true},
			{"A97", "A97", "category", "A90-A99", "", false, false, true},
		}
		for _, c := range cases {
			var datasus, level string
			var parent, sex *string
			var dagger, asterisk, added bool
			err := conn.QueryRow(ctx, `select datasus_code, level, parent_code, sex_restriction, is_dagger, is_asterisk,
				added_by_note is not null from unified_cids where code = $1`, c.code).
				Scan(&datasus, &level, &parent, &sex, &dagger, &asterisk, &added)
			if err != nil {
				t.Errorf("%s: %v", c.code, err)
				continue
			}
			if datasus != c.datasus || level != c.level || deref(parent) != c.parent || deref(sex) != c.sex ||
				dagger != c.dagger || asterisk != c.asterisk || added != c.added {
				t.Errorf("%s: got (%s %s parent=%s sex=%s †%v *%v added=%v), want (%s %s parent=%s sex=%s †%v *%v added=%v)",
					c.code, datasus, level, deref(parent), deref(sex), dagger, asterisk, added,
					c.datasus, c.level, c.parent, c.sex, c.dagger, c.asterisk, c.added)
			}
		}
		// Dagger/asterisk flags as in the DATASUS files: every flagged category and every
		// flagged four-character subcategory.
		for flag, column := range map[string]string{"+": "is_dagger", "*": "is_asterisk"} {
			want := countFlag(t, "cid10/cid-10-categorias.utf8.csv", 1, 3, flag) +
				countFlag(t, "cid10/cid-10-subcategorias.utf8.csv", 1, 4, flag)
			if got := queryInt(t, conn, `select count(*) from unified_cids where `+column); got != want {
				t.Errorf("%s rows: %d, want %d", column, got, want)
			}
		}
	})

	t.Run("SIGTAP values in reais and ages in months", func(t *testing.T) {
		var sa, total float64
		var minAge, maxAge *int
		err := conn.QueryRow(ctx, `select value_sa::float8, value_total::float8, min_age_months, max_age_months
			from pedbook_sus_procedimentos where code = '0101010028'`).Scan(&sa, &total, &minAge, &maxAge)
		if err != nil {
			t.Fatal(err)
		}
		// Source row: VL_SA 0000000270 centavos, ages 0084..1571 months.
		if sa != 2.70 || total != 2.70 || minAge == nil || *minAge != 84 || maxAge == nil || *maxAge != 1571 {
			t.Errorf("0101010028: sa=%v total=%v ages=%v..%v", sa, total, minAge, maxAge)
		}
		// 9999 means "not applicable": stored as null.
		if got := queryInt(t, conn, `select count(*) from pedbook_sus_procedimentos where min_age_months = 9999 or max_age_months = 9999`); got != 0 {
			t.Errorf("%d procedures keep the 9999 sentinel", got)
		}
		if got := queryInt(t, conn, `select count(*) from pedbook_sus_procedimentos where code = '0101010010' and min_age_months is null`); got != 1 {
			t.Errorf("0101010010 should have no minimum age")
		}
	})

	t.Run("WHO curves reproduce the published tables", func(t *testing.T) {
		// WHO Child Growth Standards tables (1 decimal as published): −2 SD, median, +2 SD.
		cases := []struct {
			indicator, gender  string
			months             int
			neg2, median, pos2 float64
		}{
			{"weight_for_age", "male", 0, 2.5, 3.3, 4.4},
			{"weight_for_age", "male", 12, 7.7, 9.6, 12.0},
			{"head_circumference_for_age", "male", 0, 31.9, 34.5, 37.0},
			{"head_circumference_for_age", "female", 0, 31.5, 33.9, 36.2},
			{"length_height_for_age", "male", 24, 81.0, 87.1, 93.2}, // height, 2–5 y table
		}
		for _, c := range cases {
			var neg2, median, pos2 float64
			err := conn.QueryRow(ctx, `select round(sd_neg2, 1)::float8, round(p50, 1)::float8, round(sd_pos2, 1)::float8
				from pedbook_growth_curves where reference = 'WHO_2006_CGS' and growth_type = $1
				and gender = $2 and age_months = $3`, c.indicator, c.gender, c.months).Scan(&neg2, &median, &pos2)
			if err != nil {
				t.Fatalf("%s %s %d: %v", c.indicator, c.gender, c.months, err)
			}
			if neg2 != c.neg2 || median != c.median || pos2 != c.pos2 {
				t.Errorf("%s %s %d months: %v/%v/%v, want %v/%v/%v", c.indicator, c.gender, c.months, neg2, median, pos2, c.neg2, c.median, c.pos2)
			}
		}
	})

	t.Run("poisoning doses: the spec's values with the clinical review's corrections, contract ids", func(t *testing.T) {
		cases := []struct{ id, path, want string }{
			{"benzodiazepines", `{routes,0,bolus,mgPerKg}`, "0.01"},
			{"benzodiazepines", `{routes,0,bolus,maxInitialMg}`, "0.2"},
			{"benzodiazepines", `{routes,0,bolus,maxCumulativeMgPerKg}`, "0.05"},
			{"benzodiazepines", `{routes,0,bolus,absoluteMaxCumulativeMg}`, "1"},
			{"opioids", `{routes,0,bolus,mgPerKg}`, "0.1"},
			{"opioids", `{routes,0,bolus,maxInitialMg}`, "2"},
			{"opioids", `{routes,2,bolus,mgPerKg}`, "0.01"},
			{"cholinergics", `{routes,1,loading,mgPerKg}`, "30"},
			{"cholinergics", `{routes,1,maintenance,mgPerKgPerHour}`, "8"},
			{"methemoglobinemia", `{routes,0,bolus,mgPerKg}`, "1"},
			{"sympathomimetics", `{routes,0,bolus,mgPerKg}`, "0.1"},
			{"sympathomimetics", `{routes,1,bolus,maxInitialMg}`, "10"},
			{"opioids", `{routes,1,bolus,fixedMg}`, "4"},
			{"anticholinergics", `{routes,0,ageRules,0,maxInitialMg}`, "0.5"},
			{"anticholinergics", `{routes,0,ageRules,1,maxInitialMg}`, "2"},
			{"cholinergics", `{routes,0,bolus,mgPerKg}`, "0.05"},
			{"cholinergics", `{routes,0,bolus,maxInitialMg}`, "5"},
			{"paracetamol", `{routes,0,protocol,0,mgPerKg}`, "150"},
			{"paracetamol", `{routes,0,protocol,1,mgPerKg}`, "50"},
			{"paracetamol", `{routes,0,protocol,2,mgPerKg}`, "100"},
			{"paracetamol", `{routes,1,protocol,0,mgPerKg}`, "140"},
			{"paracetamol", `{routes,1,protocol,1,mgPerKg}`, "70"},
			{"paracetamol", `{routes,1,protocol,1,doses}`, "17"},
			{"tricyclic_antidepressants", `{routes,0,bolus,mEqPerKg}`, "1.5"},
			{"beta_blockers", `{routes,0,bolus,mgPerKg}`, "0.07"},
		}
		for _, c := range cases {
			var got *string
			if err := conn.QueryRow(ctx, `select dosing #>> $2::text[] from pedbook_poisonings where id = $1`, c.id, c.path).Scan(&got); err != nil {
				t.Fatalf("%s: %v", c.id, err)
			}
			if deref(got) != c.want {
				t.Errorf("%s %s = %q, want %s", c.id, c.path, deref(got), c.want)
			}
		}
	})

	t.Run("medications: at least 40, every dose cited, every template variable a tag with unit", func(t *testing.T) {
		if got := queryInt(t, conn, `select count(*) from pedbook_medications`); got < 40 {
			t.Errorf("%d medications, want at least 40", got)
		}
		checks := []struct{ name, sql string }{
			{"dosage without source", `select count(*) from pedbook_medication_dosages where coalesce(btrim(source), '') = ''`},
			{"tag without source", `select count(*) from pedbook_medication_tags where coalesce(btrim(source), '') = ''`},
			{"dose row without unit", `select count(*) from pedbook_medication_tags where not not_indicated and unit is null`},
			{"not-indicated row without reason", `select count(*) from pedbook_medication_tags where not_indicated and coalesce(btrim(not_indicated_reason), '') = ''`},
			{"dose row without status", `select count(*) from pedbook_medication_tags where status not in ('verificado', 'pendente')`},
			{"presentation with a unit no dose row of its medication uses", `select count(*) from pedbook_medication_presentations p
				where not exists (select 1 from pedbook_medication_tags t where t.medication_id = p.medication_id and t.unit = p.amount_unit)`},
			// Every per-kg dose is capped, except where the cited source gives none (oral
			// rehydration volumes; oseltamivir under 1 year, CDC) — and those say so.
			{"per-kg tag without maximum", `select count(*) from pedbook_medication_tags t where t.type in ('multiplier', 'multiplier_by_fixed_age') and t.max_value is null and t.daily_max_per_kg is null and not exists (
				select 1 from pedbook_medications m where m.id = t.medication_id and m.slug in ('sais-de-reidratacao-oral', 'oseltamivir'))`},
			{"uncapped tag not saying so", `select count(*) from pedbook_medication_tags t join pedbook_medications m on m.id = t.medication_id
				where t.type in ('multiplier', 'multiplier_by_fixed_age') and t.max_value is null and m.slug = 'oseltamivir' and t.source not like '%sem teto na fonte%'`},
			{"dosage without use case", `select count(*) from pedbook_medication_dosages where use_case_id is null`},
			// Two tags of the same name must never both apply to one child (half-open age and
			// weight bands, start ≤ x < end; an open end is unbounded).
			{"ambiguous tags (overlapping age and weight ranges)", `select count(*) from pedbook_medication_tags a
				join pedbook_medication_tags b on b.medication_id = a.medication_id and b.name = a.name and b.id > a.id
				where coalesce(a.start_month, 0) < coalesce(b.end_month, 100000) and coalesce(b.start_month, 0) < coalesce(a.end_month, 100000)
				  and coalesce(a.start_weight, 0) < coalesce(b.end_weight, 100000) and coalesce(b.start_weight, 0) < coalesce(a.end_weight, 100000)`},
		}
		for _, c := range checks {
			if got := queryInt(t, conn, c.sql); got != 0 {
				t.Errorf("%s: %d rows", c.name, got)
			}
		}
		// amoxicilina needs the age since its pneumonia row is "não indicado" under 3 months (IDSA/PIDS 2011 scope).
		for slug, want := range map[string]string{"vitamina-d": "{age}", "amoxicilina": "{weight,age}",
			"adrenalina": "{weight,age}", "brometo-de-ipratropio": "{age}", "dipirona": "{weight,age}"} {
			var got string
			if err := conn.QueryRow(ctx, `select required_measures::text from pedbook_medications where slug = $1`, slug).Scan(&got); err != nil {
				t.Fatal(err)
			}
			if got != want {
				t.Errorf("%s required_measures = %s, want %s", slug, got, want)
			}
		}
		rows, err := conn.Query(ctx, `select m.slug, d.dosage_template, coalesce(array_agg(distinct t.name) filter (where t.name is not null), '{}')
			from pedbook_medication_dosages d join pedbook_medications m on m.id = d.medication_id
			left join pedbook_medication_tags t on t.medication_id = m.id
			group by m.slug, d.id, d.dosage_template`)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		vars := regexp.MustCompile(`\{\{(\w+)\}\}`)
		for rows.Next() {
			var slug, tmpl string
			var tags []string
			if err := rows.Scan(&slug, &tmpl, &tags); err != nil {
				t.Fatal(err)
			}
			for _, m := range vars.FindAllStringSubmatch(tmpl, -1) {
				if !contains(tags, m[1]) {
					t.Errorf("%s: template variable %s has no tag", slug, m[1])
				}
			}
		}
		if err := rows.Err(); err != nil {
			t.Fatal(err)
		}
	})

	t.Run("documentary verification records", func(t *testing.T) { testVerification(t, conn) })

	t.Run("seeding again changes nothing", func(t *testing.T) {
		before := snapshot(t, conn)
		if err := loader.Run(ctx, conn, slog.New(slog.NewTextHandler(io.Discard, nil))); err != nil {
			t.Fatalf("second seed: %v", err)
		}
		after := snapshot(t, conn)
		if before != after {
			t.Errorf("second run changed the data:\nbefore %s\nafter  %s", before, after)
		}
	})

	t.Run("re-seeding never overwrites nor deletes what an admin edited", func(t *testing.T) {
		quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
		// Edits as an admin makes them (outside a seed transaction): a dose row, a medication,
		// a presentation, a poisoning, a published conduct summary, a vaccine dose, a milestone.
		edits := []struct{ name, edit, check string }{
			{"dose row", `update pedbook_medication_tags set multiplier = 44, source = 'protocolo local' where seed_key = 'amoxicilina:tag:1'`,
				`select count(*) from pedbook_medication_tags where seed_key = 'amoxicilina:tag:1' and multiplier = 44 and source = 'protocolo local'`},
			{"medication", `update pedbook_medications set description = 'Descrição do admin' where slug = 'loratadina'`,
				`select count(*) from pedbook_medications where slug = 'loratadina' and description = 'Descrição do admin'`},
			{"presentation", `update pedbook_medication_presentations set label = 'Frasco do hospital' where seed_key = 'amoxicilina:pres:1'`,
				`select count(*) from pedbook_medication_presentations where seed_key = 'amoxicilina:pres:1' and label = 'Frasco do hospital'`},
			{"poisoning", `update pedbook_poisonings set dosing_summary = 'Editado' where id = 'opioids'`,
				`select count(*) from pedbook_poisonings where id = 'opioids' and dosing_summary = 'Editado'`},
			{"published conduct", `update pedbook_conducts_summaries set published = true, content = 'Revisado' where slug = 'cetoacidose-diabetica-ispad'`,
				`select count(*) from pedbook_conducts_summaries where slug = 'cetoacidose-diabetica-ispad' and published and content = 'Revisado'`},
			{"vaccine dose", `update pedbook_vaccine_doses set notes = 'Nota do admin' where calendar = 'PNI' and dose_label = '1ª dose' and vaccine_id = (select id from pedbook_vaccines where name like 'Rotavírus humano%')`,
				`select count(*) from pedbook_vaccine_doses where notes = 'Nota do admin'`},
			{"milestone", `update pedbook_dnpm_milestones set milestone = 'Marco do admin' where age_months = 48 and display_order = 1`,
				`select count(*) from pedbook_dnpm_milestones where milestone = 'Marco do admin'`},
			{"study question checked by an admin", `update pedbook_questions set verified = true, explanation = 'Conferida na fonte' where seed_key = 'des-moro'`,
				`select count(*) from pedbook_questions where seed_key = 'des-moro' and verified and explanation = 'Conferida na fonte'`},
			// a seeded row an admin edited is kept even when the file no longer has it
			{"edited row that left the file", `update pedbook_medication_tags set seed_key = 'amoxicilina:tag:99', label = 'linha do admin' where seed_key = 'amoxicilina:tag:2'`,
				`select count(*) from pedbook_medication_tags where seed_key = 'amoxicilina:tag:99' and label = 'linha do admin'`},
		}
		for _, e := range edits {
			if _, err := conn.Exec(ctx, e.edit); err != nil {
				t.Fatalf("%s: %v", e.name, err)
			}
		}
		if err := loader.Run(ctx, conn, quiet); err != nil {
			t.Fatal(err)
		}
		for _, e := range edits {
			if got := queryInt(t, conn, e.check); got != 1 {
				t.Errorf("%s: the seed overwrote or removed the admin's edit", e.name)
			}
		}
		// An unedited seeded row is still corrected by the seed: the row the admin moved away
		// from amoxicilina:tag:2 is re-created from the file.
		if got := queryInt(t, conn, `select count(*) from pedbook_medication_tags where seed_key = 'amoxicilina:tag:2' and multiplier = 50`); got != 1 {
			t.Errorf("the seed did not restore the unedited row amoxicilina:tag:2")
		}
	})

	t.Run("the demo post is added only to an empty table and never over an admin's edit", func(t *testing.T) {
		quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
		if _, err := conn.Exec(ctx, `update pedbook_site_instagram_posts set title = 'Editado pelo admin' where not is_counter`); err != nil {
			t.Fatal(err)
		}
		if err := loader.Run(ctx, conn, quiet); err != nil {
			t.Fatal(err)
		}
		if got := queryInt(t, conn, `select count(*) from pedbook_site_instagram_posts where not is_counter and title = 'Editado pelo admin'`); got != 1 {
			t.Errorf("edited post: %d rows keep the admin's title, want 1", got)
		}
		if _, err := conn.Exec(ctx, `delete from pedbook_site_instagram_posts where not is_counter;
			insert into pedbook_site_instagram_posts (title, link) values ('Post do admin', 'https://www.instagram.com/p/abc/')`); err != nil {
			t.Fatal(err)
		}
		if err := loader.Run(ctx, conn, quiet); err != nil {
			t.Fatal(err)
		}
		if got := queryInt(t, conn, `select count(*) from pedbook_site_instagram_posts where not is_counter`); got != 1 {
			t.Errorf("with an admin's post the seed added a demo post: %d posts, want 1", got)
		}
	})

	searchTests(t, conn, url)
}

// snapshot summarises row counts and the newest updated_at of the seeded tables: a
// second seed that rewrote any row would move updated_at.
func snapshot(t *testing.T, conn *pgx.Conn) string {
	t.Helper()
	var parts []string
	for _, table := range []string{"unified_cids", "pedbook_sus_procedimentos", "pedbook_sus_procedimento_cids",
		"pedbook_tuss_procedimentos", "pedbook_growth_lms", "pedbook_growth_curves", "pedbook_growth_curve_metadata",
		"pedbook_vaccines", "pedbook_vaccine_doses", "pedbook_vaccine_relationships", "pedbook_dnpm_milestones",
		"pedbook_medications", "pedbook_medication_dosages", "pedbook_medication_tags", "pedbook_medication_use_cases",
		"pedbook_medication_presentations", "pedbook_medication_categories", "pedbook_conducts_categories",
		"pedbook_poisonings", "pedbook_conducts_summaries", "pedbook_breastfeeding_medications", "pedbook_formulas",
		"pedbook_medication_instructions", "pedbook_drug_interactions", "pedbook_drug_interaction_medications",
		"pedbook_blog_posts", "pedbook_site_instagram_posts", "pedbook_dose_verifications"} {
		var n int64
		var last *string
		err := conn.QueryRow(context.Background(), fmt.Sprintf(`select count(*), max(updated_at)::text from %s`,
			pgx.Identifier{"public", table}.Sanitize())).Scan(&n, &last)
		if err != nil {
			t.Fatal(err)
		}
		parts = append(parts, fmt.Sprintf("%s=%d@%s", table, n, deref(last)))
	}
	return strings.Join(parts, " ")
}

// countFlag counts the rows of a DATASUS CID file whose code has codeLen characters and
// whose field col equals flag.
func countFlag(t *testing.T, path string, col, codeLen int, flag string) int64 {
	t.Helper()
	b, err := fs.ReadFile(seeds.Files, path)
	if err != nil {
		t.Fatal(err)
	}
	var n int64
	for _, line := range strings.Split(string(b), "\n")[1:] {
		f := strings.Split(line, ";")
		if len(f) > col && len(f[0]) == codeLen && f[col] == flag {
			n++
		}
	}
	return n
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// asRole runs fn in a transaction as an API role (anon, or authenticated with a user id),
// rolled back afterwards.
func asRole(t *testing.T, conn *pgx.Conn, role, sub string, fn func(tx pgx.Tx)) {
	t.Helper()
	ctx := context.Background()
	tx, err := conn.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback(ctx) //nolint:errcheck
	claims := map[string]string{"role": role}
	if sub != "" {
		claims["sub"] = sub
		claims["aud"] = "authenticated"
	}
	b, _ := json.Marshal(claims)
	if _, err := tx.Exec(ctx, "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", role, string(b)); err != nil {
		t.Fatal(err)
	}
	fn(tx)
}

func pgCode(err error) string {
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		return pgErr.Code
	}
	return ""
}

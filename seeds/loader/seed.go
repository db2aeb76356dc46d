// Package seed loads PedBook's reference data (seeds/) into the database: each dataset in
// its own transaction, idempotently, so `pedbook seed` can run on every start.
package loader

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/pedbook/pedbook/seeds"
)

// Dataset is one unit of reference data.
type Dataset struct {
	Name string
	Load func(ctx context.Context, tx pgx.Tx) (rows int64, err error)
}

// Datasets lists everything `pedbook seed` loads, in order.
func Datasets() []Dataset {
	return []Dataset{
		{Name: "feedback_types", Load: loadFeedbackTypes},
		{Name: "cid10", Load: loadCID10(seeds.Files)},
		{Name: "sigtap", Load: loadSIGTAP(seeds.Files)},
		{Name: "tuss", Load: loadTUSS(seeds.Files)},
		{Name: "who_growth", Load: loadGrowth(seeds.Files)},
		{Name: "vaccines", Load: loadVaccines(seeds.Files)},
		{Name: "dnpm", Load: loadDNPM(seeds.Files)},
		{Name: "medications", Load: jsonDataset(seeds.Files, "clinical/medications.json", medicationsSQL, medicationsCheck,
			[]string{"pedbook_medication_categories", "pedbook_medications", "pedbook_medication_use_cases",
				"pedbook_medication_dosages", "pedbook_medication_tags", "pedbook_medication_presentations"})},
		VerificationDataset(seeds.Files),
		{Name: "leaflets", Load: jsonDataset(seeds.Files, "clinical/leaflets.json", leafletsSQL, leafletsCheck,
			[]string{"pedbook_medication_instructions"})},
		{Name: "interactions", Load: jsonDataset(seeds.Files, "clinical/interactions.json", interactionsSQL, interactionsCheck,
			[]string{"pedbook_drug_interaction_medications", "pedbook_drug_interactions"})},
		{Name: "poisonings", Load: jsonDataset(seeds.Files, "clinical/poisonings.json", poisoningsSQL, "",
			[]string{"pedbook_poisonings"})},
		{Name: "conducts", Load: jsonDataset(seeds.Files, "clinical/conducts.json", conductsSQL, conductsCheck,
			[]string{"pedbook_conducts_categories", "pedbook_conducts_topics", "pedbook_conducts_summaries"})},
		{Name: "breastfeeding", Load: jsonDataset(seeds.Files, "clinical/breastfeeding.json", breastfeedingSQL, breastfeedingCheck,
			[]string{"pedbook_breastfeeding_sections", "pedbook_breastfeeding_medications"})},
		{Name: "formulas", Load: jsonDataset(seeds.Files, "clinical/formulas.json", formulasSQL, formulasCheck,
			[]string{"pedbook_formula_categories", "pedbook_formulas"})},
		{Name: "blog", Load: jsonDataset(seeds.Files, "clinical/blog.json", blogSQL, "",
			[]string{"pedbook_blog_posts"})},
		{Name: "questions", Load: jsonDataset(seeds.Files, "clinical/questions.json", questionsSQL, questionsCheck,
			[]string{"pedbook_questions"})},
		{Name: "tool_pages", Load: jsonDataset(seeds.Files, "clinical/tool-pages.json", toolPagesSQL, "",
			[]string{"pedbook_tool_pages"})},
		{Name: "site_demo", Load: loadSiteDemo},
	}
}

// seedLockKey serialises concurrent `pedbook seed` runs (several processes starting at once).
const seedLockKey = 7302

// Run loads every dataset, each in its own transaction. The row count it logs per dataset
// is the number of rows its tables hold afterwards.
func Run(ctx context.Context, conn *pgx.Conn, log *slog.Logger) error {
	if _, err := conn.Exec(ctx, "select pg_advisory_lock($1)", seedLockKey); err != nil {
		return fmt.Errorf("seed: take lock: %w", err)
	}
	defer conn.Exec(context.WithoutCancel(ctx), "select pg_advisory_unlock($1)", seedLockKey) //nolint:errcheck
	for _, d := range Datasets() {
		start := time.Now()
		var n int64
		err := pgx.BeginFunc(ctx, conn, func(tx pgx.Tx) error {
			// Marks this transaction's writes as the seed's: the admin-edit stamp (schema 0014)
			// leaves them unstamped, so only rows an admin touched are protected from re-seeding.
			if _, err := tx.Exec(ctx, "select set_config('pedbook.seeding', 'on', true)"); err != nil {
				return fmt.Errorf("mark seed transaction: %w", err)
			}
			var err error
			n, err = d.Load(ctx, tx)
			return err
		})
		if err != nil {
			return fmt.Errorf("seed %s: %w", d.Name, err)
		}
		log.Info("seed loaded", "dataset", d.Name, "rows", n, "took", time.Since(start).Round(time.Millisecond))
	}
	// Fresh statistics, so the planner picks the search indexes right after a bulk load
	// instead of waiting for autovacuum.
	start := time.Now()
	if _, err := conn.Exec(ctx, analyzeSQL); err != nil {
		return fmt.Errorf("seed: analyze: %w", err)
	}
	log.Info("seed statistics refreshed", "took", time.Since(start).Round(time.Millisecond))
	return nil
}

const analyzeSQL = `analyze public.unified_cids, public.pedbook_sus_procedimentos, public.pedbook_sus_procedimento_cids,
  public.pedbook_tuss_procedimentos, public.pedbook_growth_lms, public.pedbook_growth_curves,
  public.pedbook_vaccines, public.pedbook_medications, public.pedbook_medication_categories,
  public.pedbook_conducts_summaries, public.pedbook_conducts_optimized,
  private.cid_search_words, private.cid_search_vocabulary`

// Feedback types, exactly as the spec lists them (part 1 §3).
var feedbackTypes = []string{"Sugestão", "Problema/Bug", "Elogio", "Reclamação", "Nova Funcionalidade"}

func loadFeedbackTypes(ctx context.Context, tx pgx.Tx) (int64, error) {
	tag, err := tx.Exec(ctx, `
		insert into public.pedbook_feedback_types (name)
		select unnest($1::text[])
		on conflict (name) do nothing`, feedbackTypes)
	if err != nil {
		return 0, fmt.Errorf("insert feedback types: %w", err)
	}
	return tag.RowsAffected(), nil
}

// demoInstagramPostID is the fixed id of the demo Instagram post, so a second seed recognises it.
const demoInstagramPostID = "7e0c4d1a-5b1e-4c55-9f0e-5d1c0a6b2e01"

// loadSiteDemo gives a new installation the one Instagram post the home page's social banner
// links to (spec part 1 §3: its lookup treats "no post" as an error response, PGRST116), only
// while the table holds no post at all: a post an admin added, edited or kept is never touched.
func loadSiteDemo(ctx context.Context, tx pgx.Tx) (int64, error) {
	_, err := tx.Exec(ctx, `
		insert into public.pedbook_site_instagram_posts (id, title, link, post_date)
		select $1::uuid, 'Siga o PedBook no Instagram', 'https://www.instagram.com/pedbook.med/', now()
		where not exists (select 1 from public.pedbook_site_instagram_posts where not is_counter)
		on conflict (id) do nothing`, demoInstagramPostID)
	if err != nil {
		return 0, fmt.Errorf("insert demo instagram post: %w", err)
	}
	var n int64
	if err := tx.QueryRow(ctx, `select count(*) from public.pedbook_site_instagram_posts where not is_counter`).Scan(&n); err != nil {
		return 0, fmt.Errorf("count instagram posts: %w", err)
	}
	return n, nil
}

package loader_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

const (
	adminID      = "00000000-0000-4000-8000-0000000005a1"
	draftMedID   = "00000000-0000-4000-8000-0000000005d1"
	postID       = "00000000-0000-4000-8000-0000000005f1"
	otherPostID  = "00000000-0000-4000-8000-0000000005f2"
	conductCatID = "00000000-0000-4000-8000-0000000005c1"
	conductTopID = "00000000-0000-4000-8000-0000000005c2"
)

// searchFixture adds what the seeds do not have: an admin, a draft medication, a published
// and a draft conduct summary, a published and a draft leaflet, and two Instagram posts.
const searchFixture = `
insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
values ('` + adminID + `', 'authenticated', 'authenticated', 'admin-busca@pedbook.test', '{}', now(), now());
update public.profiles set is_admin = true where id = '` + adminID + `';
insert into public.pedbook_medications (id, name, slug, published) values ('` + draftMedID + `', 'Zoxirascunhomicina', 'zoxirascunhomicina', false);
insert into public.pedbook_conducts_categories (id, name, slug) values ('` + conductCatID + `', 'Respiratório', 'respiratorio');
insert into public.pedbook_conducts_topics (id, category_id, name, slug) values ('` + conductTopID + `', '` + conductCatID + `', 'Bronquiolite', 'bronquiolite');
insert into public.pedbook_conducts_summaries (topic_id, title, slug, published) values
  ('` + conductTopID + `', 'Bronquiolite viral aguda', 'bronquiolite-viral-aguda', true),
  ('` + conductTopID + `', 'Bronquiolite: rascunho de revisão', 'bronquiolite-rascunho', false);
insert into public.pedbook_conducts_optimized (topic_id, title, slug, published) values
  ('` + conductTopID + `', 'Bronquiolite viral aguda (otimizado)', 'bronquiolite-otimizado', true);
insert into public.pedbook_medication_instructions (medication_id, content, is_published)
select id, 'Bula profissional', true from public.pedbook_medications where slug = 'paracetamol';
insert into public.pedbook_medication_instructions (medication_id, content, is_published)
select id, 'Bula em revisão', false from public.pedbook_medications where slug = 'ibuprofeno';
insert into public.pedbook_site_instagram_posts (id, title, link) values
  ('` + postID + `', 'Post', 'https://instagram.com/p/1'), ('` + otherPostID + `', 'Outro', 'https://instagram.com/p/2');
`

type result = map[string][]map[string]any

func search(t *testing.T, tx pgx.Tx, q string, max int) result {
	t.Helper()
	var raw []byte
	if err := tx.QueryRow(context.Background(), `select public.unified_search_complete($1, $2)::text`, q, max).Scan(&raw); err != nil {
		t.Fatalf("search %q: %v", q, err)
	}
	var r result
	if err := json.Unmarshal(raw, &r); err != nil {
		t.Fatalf("search %q: %v", q, err)
	}
	return r
}

func field(item map[string]any, key string) string {
	if v, ok := item[key]; ok && v != nil {
		return fmt.Sprint(v)
	}
	return ""
}

func fields(items []map[string]any, key string) []string {
	out := make([]string, len(items))
	for i, it := range items {
		out[i] = field(it, key)
	}
	return out
}

func searchTests(t *testing.T, conn *pgx.Conn, url string) {
	ctx := context.Background()
	if _, err := conn.Exec(ctx, searchFixture); err != nil {
		t.Fatalf("search fixture: %v", err)
	}

	t.Run("search as anon: typos, accents, case, codes, brands", func(t *testing.T) {
		cases := []struct {
			query, key, field, first string
		}{
			{"amoxicilna", "medications", "slug", "amoxicilina"},
			{"dipirna", "medications", "slug", "dipirona"},
			{"bronquiolte", "icd10", "code", "J21"},
			// A letter dropped (one edit from the word, below the trigram threshold).
			{"neopasia", "icd10", "code", "C20"},
			{"cólra", "icd10", "code", "A00"},
			{"diabtes", "icd10", "code", "O24"},
			{"leucmia", "icd10", "code", "C91"},
			{"neoplsia maligna da mama", "icd10", "code", "C50"},
			{"bronquiolte", "conduct_summaries", "slug", "bronquiolite-viral-aguda"},
			{"bronquiolte", "conduct_optimized", "slug", "bronquiolite-otimizado"},
			{"AMOXICILINA", "medications", "slug", "amoxicilina"},
			{"  Amoxicilina  ", "medications", "slug", "amoxicilina"},
			{"reidratacao", "medications", "slug", "sais-de-reidratacao-oral"},
			{"ácido valpróico", "medications", "slug", "acido-valproico"},
			{"pneumococica", "vaccines", "acronym", "VPC10"},
			{"FEBRE AMARELA", "vaccines", "acronym", "FA"},
			{"j45", "icd10", "code", "J45"},
			{"J45", "icd10", "code", "J45"},
			{"J45.0", "icd10", "code", "J45.0"},
			{"j45.0", "icd10", "code", "J45.0"},
			{"j450", "icd10", "code", "J45.0"},
			{"a97.1", "icd10", "code", "A97.1"},
			{"U071", "icd10", "code", "U07.1"},
			{"bronquiolite aguda", "icd10", "code", "J21"},
			{"diarreia", "icd10", "code", "A09"},
			{"Novalgina", "medications", "slug", "dipirona"},
			{"clavulin", "medications", "slug", "amoxicilina-clavulanato"},
			{"tylenol", "medications", "slug", "paracetamol"},
			{"tylenol", "leaflets", "slug", "paracetamol"},
			{"antibioticos", "categories", "name", "Antibióticos"},
		}
		asRole(t, conn, "anon", "", func(tx pgx.Tx) {
			for _, c := range cases {
				r := search(t, tx, c.query, 10)
				items := r[c.key]
				if len(items) == 0 {
					t.Errorf("%q: no %s", c.query, c.key)
					continue
				}
				if got := field(items[0], c.field); got != c.first {
					t.Errorf("%q: first %s %s = %q, want %q (all: %v)", c.query, c.key, c.field, got, c.first, fields(items, c.field))
				}
			}
		})
	})

	t.Run("every result carries the fields the client maps", func(t *testing.T) {
		asRole(t, conn, "anon", "", func(tx pgx.Tx) {
			r := search(t, tx, "bronquiolite", 10)
			for _, key := range []string{"medications", "categories", "leaflets", "icd10", "vaccines", "conduct_summaries", "conduct_optimized"} {
				if _, ok := r[key]; !ok {
					t.Errorf("key %s missing", key)
				}
			}
			for key, items := range r {
				for _, it := range items {
					for _, f := range []string{"id", "name", "type", "path", "relevance", "similarity_score"} {
						if field(it, f) == "" {
							t.Errorf("%s item %v lacks %s", key, it["name"], f)
						}
					}
				}
			}
			if got := field(r["conduct_summaries"][0], "path"); got != "/condutas-e-manejos/respiratorio/bronquiolite/bronquiolite-viral-aguda" {
				t.Errorf("conduct path %q", got)
			}
			if got := field(r["icd10"][0], "path"); got != "/codigos/cid-10/code/j21" {
				t.Errorf("icd10 path %q", got)
			}
		})
	})

	t.Run("exact and prefix matches rank before fuzzy ones", func(t *testing.T) {
		asRole(t, conn, "anon", "", func(tx pgx.Tx) {
			r := search(t, tx, "amoxicilina", 10)
			got := fields(r["medications"], "slug")
			if len(got) < 2 || got[0] != "amoxicilina" || got[1] != "amoxicilina-clavulanato" {
				t.Errorf("amoxicilina: %v, want exact then prefix", got)
			}
			// relevance never increases down a list, whatever matched.
			for _, q := range []string{"amoxicilina", "hepatite b", "bronquiolte", "j45", "febre", "asma", "pentavalente", "outas", "dor abdominal"} {
				for key, items := range search(t, tx, q, 10) {
					for i := 1; i < len(items); i++ {
						if items[i]["relevance"].(float64) > items[i-1]["relevance"].(float64) {
							t.Errorf("%q %s not ordered by relevance: %v", q, key, fields(items, "relevance"))
							break
						}
					}
				}
			}
			// Every word, in any order, ranks after substring matches and before typos.
			if got := fields(search(t, tx, "amoxicilina clavulanato", 10)["medications"], "slug"); len(got) == 0 || got[0] != "amoxicilina-clavulanato" {
				t.Errorf("amoxicilina clavulanato: %v", got)
			}
			if got := fields(search(t, tx, "hepatite b", 10)["icd10"], "code"); !contains(got, "B16") {
				t.Errorf("hepatite b: %v lacks B16 (Hepatite aguda B)", got)
			}
			// Exact code before its subdivisions; exact name (Asma, J45) before longer ones.
			if got := fields(search(t, tx, "j45", 10)["icd10"], "code"); strings.Join(got, ",") != "J45,J45.0,J45.1,J45.8,J45.9" {
				t.Errorf("j45: %v", got)
			}
			if got := fields(search(t, tx, "asma", 10)["icd10"], "code"); len(got) == 0 || got[0] != "J45" {
				t.Errorf("asma: %v", got)
			}
			// A bare symptom means the symptom (issue #21): "febre" puts R50 (Febre de origem
			// desconhecida) and R50.9 (Febre não especificada) in the top 5, before Febre
			// amarela, Febre Q and the other diseases named after it.
			if got := fields(search(t, tx, "febre", 10)["icd10"], "code"); len(got) < 5 || !contains(got[:5], "R50") || !contains(got[:5], "R50.9") {
				t.Errorf("febre: %v, want R50 and R50.9 in the top 5", got)
			}
			if got := fields(search(t, tx, "tosse", 10)["icd10"], "code"); len(got) == 0 || got[0] != "R05" {
				t.Errorf("tosse: %v, want R05 first", got)
			}
			// "X não especificada" ranks with the exact name, after the category of that name.
			if got := fields(search(t, tx, "pneumonia", 10)["icd10"], "code"); len(got) == 0 || got[0] != "J18.9" {
				t.Errorf("pneumonia: %v, want J18.9 (Pneumonia não especificada) first", got)
			}
			// A typo still ranks the right medication first, after no exact match.
			typo := search(t, tx, "paracetmol", 10)["medications"]
			if len(typo) == 0 || field(typo[0], "slug") != "paracetamol" || typo[0]["similarity_score"].(float64) >= 1 {
				t.Errorf("paracetmol: %v", fields(typo, "slug"))
			}
		})
	})

	t.Run("max_results_per_type is capped at 10 and short queries return nothing", func(t *testing.T) {
		asRole(t, conn, "anon", "", func(tx pgx.Tx) {
			if n := len(search(t, tx, "febre", 50)["icd10"]); n != 10 {
				t.Errorf("febre with 50: %d icd10 results, want 10", n)
			}
			if n := len(search(t, tx, "febre", 3)["icd10"]); n != 3 {
				t.Errorf("febre with 3: %d", n)
			}
			for _, q := range []string{"", " ", "a", "%"} {
				for key, items := range search(t, tx, q, 10) {
					if len(items) != 0 {
						t.Errorf("%q: %d %s", q, len(items), key)
					}
				}
			}
			// LIKE metacharacters are literal.
			if n := len(search(t, tx, "%%%", 10)["medications"]); n != 0 {
				t.Errorf("%%%%%%: %d medications", n)
			}
		})
	})

	t.Run("drafts are hidden from anon and users, shown to admins", func(t *testing.T) {
		check := func(role, sub string, wantDrafts bool) {
			asRole(t, conn, role, sub, func(tx pgx.Tx) {
				meds := fields(search(t, tx, "zoxirascunhomicina", 10)["medications"], "slug")
				if got := contains(meds, "zoxirascunhomicina"); got != wantDrafts {
					t.Errorf("%s: draft medication visible=%v", role, got)
				}
				sums := fields(search(t, tx, "bronquiolite", 10)["conduct_summaries"], "slug")
				if got := contains(sums, "bronquiolite-rascunho"); got != wantDrafts {
					t.Errorf("%s: draft summary visible=%v (%v)", role, got, sums)
				}
				leaf := fields(search(t, tx, "ibuprofeno", 10)["leaflets"], "slug")
				if got := contains(leaf, "ibuprofeno"); got != wantDrafts {
					t.Errorf("%s: unpublished leaflet visible=%v", role, got)
				}
			})
		}
		check("anon", "", false)
		check("authenticated", "00000000-0000-4000-8000-0000000005b1", false)
		check("authenticated", adminID, true)
	})

	t.Run("EXPLAIN shows the search indexes in use", func(t *testing.T) {
		cases := []struct {
			name, sql, index string
		}{
			{"CID name substring", `select id from public.unified_cids c where c.level in ('category', 'subcategory') and c.active
				and c.search_name like '%bronquiolite%'`, "unified_cids_search_name_trgm_idx"},
			{"CID name similarity", `select id from public.unified_cids c where c.level in ('category', 'subcategory') and c.active
				and c.search_name operator(extensions.%>) 'bronquiolte'`, "unified_cids_search_name_trgm_idx"},
			{"CID typo fallback: near words", `select word from private.cid_search_vocabulary v
				where v.word operator(extensions.%>) 'bronquiolte'`, "cid_search_vocabulary_word_trgm_idx"},
			{"CID typo fallback: words an edit away", `select word from private.cid_search_vocabulary v
				where v.word like 'bro%' or v.word like '%nquio%' or v.word like '%lte'`, "cid_search_vocabulary_word_trgm_idx"},
			{"CID typo fallback: names of a word in order", `select cid_id from private.cid_search_words w
				where w.word = 'bronquiolite' order by w.level, w.name_length, w.code limit 10`, "cid_search_words_pkey"},
			// The function runs with plan_cache_mode = force_generic_plan: the code prefix
			// must reach the index with the code as a parameter, not a constant.
			{"CID code prefix (generic plan)", `execute search_code_prefix('J45')`, "unified_cids_search_code_idx"},
			{"medication trigram", `select id from public.pedbook_medications m
				where m.published and m.search_text operator(extensions.%>) 'amoxicilna'`,
				"pedbook_medications_search_text_trgm_idx"},
		}
		// As the function runs: SECURITY DEFINER, owned by the migration role (no RLS).
		tx, err := conn.Begin(ctx)
		if err != nil {
			t.Fatal(err)
		}
		defer tx.Rollback(ctx) //nolint:errcheck
		func() {
			// The medication table is tiny: without this the planner rightly prefers a
			// sequential scan; the point is that the index matches the expression.
			if _, err := tx.Exec(ctx, `set local enable_seqscan = off`); err != nil {
				t.Fatal(err)
			}
			if _, err := tx.Exec(ctx, `set local plan_cache_mode = force_generic_plan`); err != nil {
				t.Fatal(err)
			}
			if _, err := tx.Exec(ctx, `prepare search_code_prefix(text) as select id from public.unified_cids c
				where c.level in ('category', 'subcategory')
				  and c.search_code operator(pg_catalog.~>=~) $1 and c.search_code operator(pg_catalog.~<~) ($1 || '~')
				  and c.search_code like $1 || '%'`); err != nil {
				t.Fatal(err)
			}
			defer tx.Exec(ctx, `deallocate search_code_prefix`) //nolint:errcheck
			for _, c := range cases {
				var plan string
				if err := tx.QueryRow(ctx, `explain (format json) `+c.sql).Scan(&plan); err != nil {
					t.Fatalf("%s: %v", c.name, err)
				}
				if !strings.Contains(plan, c.index) {
					t.Errorf("%s: plan does not use %s:\n%s", c.name, c.index, plan)
				}
			}
		}()
	})

	searchReferenceTests(t, conn)
	typoFallbackTests(t, conn)

	t.Run("500 concurrent increment_instagram_click calls add exactly 500", func(t *testing.T) {
		cfg, err := pgxpool.ParseConfig(url)
		if err != nil {
			t.Fatal(err)
		}
		cfg.MaxConns = 16
		pool, err := pgxpool.NewWithConfig(ctx, cfg)
		if err != nil {
			t.Fatal(err)
		}
		defer pool.Close()
		const calls = 500
		var wg sync.WaitGroup
		errs := make(chan error, calls)
		for i := 0; i < calls; i++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				errs <- pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
					if _, err := tx.Exec(ctx, `select set_config('role', 'anon', true), set_config('request.jwt.claims', '{"role":"anon"}', true)`); err != nil {
						return err
					}
					_, err := tx.Exec(ctx, `select public.increment_instagram_click($1)`, postID)
					return err
				})
			}()
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			if err != nil {
				t.Fatalf("increment: %v", err)
			}
		}
		if got := queryInt(t, conn, `select click_count from pedbook_site_instagram_posts where id = $1`, postID); got != calls {
			t.Errorf("click_count = %d, want %d", got, calls)
		}
		if got := queryInt(t, conn, `select click_count from pedbook_site_instagram_posts where id = $1`, otherPostID); got != 0 {
			t.Errorf("other post click_count = %d, want 0", got)
		}
	})

	t.Run("anon counts but cannot write the table", func(t *testing.T) {
		asRole(t, conn, "anon", "", func(tx pgx.Tx) {
			_, err := tx.Exec(ctx, `update public.pedbook_site_instagram_posts set click_count = 999`)
			if pgCode(err) != "42501" {
				t.Errorf("direct update as anon: %v, want permission denied", err)
			}
		})
		asRole(t, conn, "anon", "", func(tx pgx.Tx) {
			var n *int
			if err := tx.QueryRow(ctx, `select public.increment_instagram_click('00000000-0000-4000-8000-000000000000')`).Scan(&n); err != nil || n != nil {
				t.Errorf("unknown post: %v %v, want null", n, err)
			}
		})
	})

	t.Run("social banner counters", func(t *testing.T) {
		for _, c := range []struct {
			counter string
			times   int
		}{{"view", 3}, {"close", 2}, {"auto_dismiss", 1}, {"later", 1}, {"backdrop", 1}, {"click", 1}} {
			for i := 0; i < c.times; i++ {
				asRole(t, conn, "anon", "", func(tx pgx.Tx) {
					if _, err := tx.Exec(ctx, `select public.increment_social_banner_counter($1)`, c.counter); err != nil {
						t.Fatal(err)
					}
					if err := tx.Commit(ctx); err != nil {
						t.Fatal(err)
					}
				})
			}
		}
		var view, close, auto, later, backdrop, click int
		err := conn.QueryRow(ctx, `select view_count, close_count, auto_dismiss_count, later_count, backdrop_count, click_count
			from pedbook_site_instagram_posts where is_counter`).Scan(&view, &close, &auto, &later, &backdrop, &click)
		if err != nil {
			t.Fatal(err)
		}
		if view != 3 || close != 2 || auto != 1 || later != 1 || backdrop != 1 || click != 1 {
			t.Errorf("counters view=%d close=%d auto=%d later=%d backdrop=%d click=%d", view, close, auto, later, backdrop, click)
		}
		asRole(t, conn, "anon", "", func(tx pgx.Tx) {
			_, err := tx.Exec(ctx, `select public.increment_social_banner_counter('hack; drop table x')`)
			if pgCode(err) != "22023" {
				t.Errorf("unknown counter: %v, want 22023", err)
			}
		})
	})
}

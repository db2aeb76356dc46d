package loader_test

import (
	"context"
	"encoding/json"
	"io/fs"
	"regexp"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/pedbook/pedbook/rpc"
)

// referenceSearchSQL turns rpc/unified_search_complete.sql into
// public.unified_search_reference: the same function without what exists only for speed (the
// planner settings enable_seqscan = off and jit = off, the longest-word LIKE beside "every
// word). It is the search as it was planned before those were added: the small tables read
// whole, every word matched by LIKE ALL alone. (The CID typo fallback's own shortcuts are
// checked against its definition by typoFallbackTests.) Each edit must apply
// exactly as often as counted, so that a change to the function cannot silently turn the
// comparison into one of the function with itself.
func referenceSearchSQL(t *testing.T) string {
	t.Helper()
	b, err := fs.ReadFile(rpc.Files, "unified_search_complete.sql")
	if err != nil {
		t.Fatal(err)
	}
	src := string(b)
	edits := []struct {
		what string
		re   *regexp.Regexp
		with string
		want int
	}{
		{"the function's name", regexp.MustCompile(`public\.unified_search_complete\(`), "public.unified_search_reference(", 3},
		{"the planner settings", regexp.MustCompile(`(?m)^set (enable_seqscan|jit) = off\n`), "", 2},
		{"the longest word beside every word", regexp.MustCompile(`\((\w+\.\w+) like v_longest and (\w+\.\w+) like all \(v_words\)\)`), "$2 like all (v_words)", 4},
	}
	for _, e := range edits {
		if n := len(e.re.FindAllStringIndex(src, -1)); n != e.want {
			t.Fatalf("reference search: %s occurs %d times in rpc/unified_search_complete.sql, want %d: "+
				"update referenceSearchSQL with the function", e.what, n, e.want)
		}
		src = e.re.ReplaceAllString(src, e.with)
	}
	return src
}

// sameSearch reports whether two results of the search are the same, list by list and item
// by item. (Every list is now fully ordered: the CID typo fallback breaks its ties by level,
// length of the name and code, where its nearest-neighbour scan once let the index's
// visiting order pick among names equally near a short typo.)
func sameSearch(a, b map[string][]json.RawMessage) (bool, string) {
	for _, key := range []string{"medications", "categories", "leaflets", "icd10", "vaccines", "conduct_summaries", "conduct_optimized"} {
		x, y := a[key], b[key]
		if len(x) != len(y) {
			return false, key + ": lengths differ"
		}
		for i := range x {
			if string(x[i]) != string(y[i]) {
				return false, key + ": item differs"
			}
		}
	}
	return len(a) == len(b), "keys differ"
}

// benchmarkQueries is the benchmark's query mix (rpc.SearchQueriesSQL) over the seeded data.
func benchmarkQueries(t *testing.T, db interface {
	Query(context.Context, string, ...any) (pgx.Rows, error)
}) []string {
	t.Helper()
	rows, err := db.Query(context.Background(), rpc.SearchQueriesSQL)
	if err != nil {
		t.Fatal(err)
	}
	queries, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (string, error) {
		var kind, q string
		err := r.Scan(&kind, &q)
		return q, err
	})
	if err != nil {
		t.Fatal(err)
	}
	return queries
}

// searchReferenceTests checks the function as shipped against referenceSearchSQL over the
// benchmark's queries (rpc.SearchQueriesSQL, about 600), as anon and as an admin, and that
// its small-table statements read their trigram indexes.
func searchReferenceTests(t *testing.T, conn *pgx.Conn) {
	ctx := context.Background()
	t.Run("the search returns what it returned before its speed settings, over the benchmark's queries", func(t *testing.T) {
		ref := referenceSearchSQL(t)
		queries := benchmarkQueries(t, conn)
		// Queries the fixture's drafts, leaflets and conducts answer too.
		queries = append(queries, "zoxirascunhomicina", "bronquiolite", "bronquiolite viral", "ibuprofeno", "tylenol")
		if len(queries) < 500 {
			t.Fatalf("%d benchmark queries, want the seeded set (≥ 500)", len(queries))
		}
		for _, who := range []struct{ role, sub string }{{"anon", ""}, {"authenticated", adminID}} {
			tx, err := conn.Begin(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := tx.Exec(ctx, ref); err != nil {
				tx.Rollback(ctx) //nolint:errcheck
				t.Fatalf("create the reference search: %v", err)
			}
			c := map[string]string{"role": who.role}
			if who.sub != "" {
				c["sub"], c["aud"] = who.sub, "authenticated"
			}
			claims, _ := json.Marshal(c)
			if _, err := tx.Exec(ctx, "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", who.role, string(claims)); err != nil {
				tx.Rollback(ctx) //nolint:errcheck
				t.Fatal(err)
			}
			differ := 0
			for _, q := range queries {
				var got, want []byte
				if err := tx.QueryRow(ctx, `select public.unified_search_complete($1, 10)::text, public.unified_search_reference($1, 10)::text`, q).Scan(&got, &want); err != nil {
					t.Fatalf("%s %q: %v", who.role, q, err)
				}
				var g, w map[string][]json.RawMessage
				if err := json.Unmarshal(got, &g); err != nil {
					t.Fatal(err)
				}
				if err := json.Unmarshal(want, &w); err != nil {
					t.Fatal(err)
				}
				if ok, why := sameSearch(g, w); !ok {
					differ++
					if differ <= 5 {
						t.Errorf("%s %q: %s\n got  %s\n want %s", who.role, q, why, got, want)
					}
				}
			}
			if differ > 0 {
				t.Errorf("%s: %d of %d queries differ from the reference", who.role, differ, len(queries))
			}
			tx.Rollback(ctx) //nolint:errcheck
		}
	})

	t.Run("every statement of the search reads an index (no sequential scan, no JIT)", func(t *testing.T) {
		// auto_explain, at NOTICE level, shows the plan of each statement the function runs.
		cfg := conn.Config().Copy()
		var plans []string
		cfg.OnNotice = func(_ *pgconn.PgConn, n *pgconn.Notice) { plans = append(plans, n.Message) }
		c, err := pgx.ConnectConfig(ctx, cfg)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close(ctx)
		if _, err := c.Exec(ctx, `load 'auto_explain'; set auto_explain.log_min_duration = 0;
			set auto_explain.log_nested_statements = on; set auto_explain.log_level = notice`); err != nil {
			t.Fatal(err)
		}
		for _, q := range []string{"amoxicilina", "amoxicilina clavulanato", "tylenol", "bronquiolite", "bronquiolte", "outas", "outras causas", "neopasia maligna", "j45", "febre amarela", "pneumococica", "antibioticos"} {
			if _, err := c.Exec(ctx, `select public.unified_search_complete($1, 10)`, q); err != nil {
				t.Fatal(err)
			}
		}
		all := strings.Join(plans, "\n")
		if len(plans) < 50 || !strings.Contains(all, "Index Scan") {
			t.Fatalf("auto_explain showed %d plans: %.500s", len(plans), all)
		}
		for _, p := range plans {
			if strings.Contains(p, "Seq Scan") || strings.Contains(p, "JIT") {
				t.Errorf("a statement of the search scans a table or compiles:\n%s", p)
			}
		}
		// The conducts are left out: with the few rows of the fixture the planner rightly
		// reaches them from their topic's index; with a few hundred it reads their trigram
		// indexes.
		for _, idx := range []string{"pedbook_medications_search_text_trgm_idx", "pedbook_vaccines_search_text_trgm_idx",
			"pedbook_medication_categories_search_name_trgm_idx", "unified_cids_search_name_trgm_idx",
			"unified_cids_search_code_idx", "cid_search_vocabulary_word_trgm_idx", "cid_search_words_pkey",
			"cid_search_words_cid_idx"} {
			if !strings.Contains(all, idx) {
				t.Errorf("no statement of the search read %s", idx)
			}
		}
	})
}

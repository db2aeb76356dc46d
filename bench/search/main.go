// Command benchsearch measures unified_search_complete, the global search, over a fixed set
// of realistic queries (medication names and brands, disease names, CID-10 codes in every
// format, vaccines and misspellings: rpc.SearchQueriesSQL), built from the seeded database. In
// the same run it times each query three ways and prints p50/p95/p99 and the ratios:
//   - direct SQL (anon tx): the function called on its own, in the transaction the gateway
//     runs (read-only, role, claims and search_path set locally, as anon), sent in one
//     round trip on one reused connection, as the gateway batches it;
//   - direct SQL (gateway stmt): the same, with the gateway's exact RPC statement instead
//     of the bare call, so the cost of the statement itself is not blamed on HTTP;
//   - gateway HTTP: POST /rest/v1/rpc/unified_search_complete.
//
// When the gateway does not answer the RPC it says so and reports SQL only.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"os"
	"sort"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/pedbook/pedbook/rpc"
)

func main() {
	dbURL := flag.String("db", os.Getenv("DATABASE_URL"), "seeded database URL (superuser)")
	apiURL := flag.String("api", os.Getenv("API_URL"), "gateway base URL (empty: SQL only)")
	key := flag.String("key", os.Getenv("ANON_KEY"), "anon API key for the gateway")
	rounds := flag.Int("rounds", 3, "passes over the query set (after one warm-up pass)")
	baseline := flag.String("baseline", "", "SQL file defining public.unified_search_baseline(text, integer), an earlier "+
		"version of the search to time in the same run, alternating with the others (empty: none)")
	flag.Parse()
	log := slog.New(slog.NewTextHandler(os.Stderr, nil))
	if err := run(context.Background(), *dbURL, *apiURL, *key, *baseline, *rounds); err != nil {
		log.Error("benchsearch failed", "error", err)
		os.Exit(1)
	}
}

type query struct{ kind, text string }

func run(ctx context.Context, dbURL, apiURL, key, baseline string, rounds int) error {
	if dbURL == "" {
		return errors.New("no database URL (-db or DATABASE_URL)")
	}
	conn, err := pgx.Connect(ctx, dbURL)
	if err != nil {
		return fmt.Errorf("connect: %w", err)
	}
	defer conn.Close(ctx)
	var qs []query
	rows, err := conn.Query(ctx, rpc.SearchQueriesSQL)
	if err != nil {
		return fmt.Errorf("build query set: %w", err)
	}
	for rows.Next() {
		var q query
		if err := rows.Scan(&q.kind, &q.text); err != nil {
			return fmt.Errorf("scan query: %w", err)
		}
		qs = append(qs, q)
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("build query set: %w", err)
	}
	kinds := map[string]int{}
	for _, q := range qs {
		kinds[q.kind]++
	}
	fmt.Printf("queries: %d distinct (%v), %d measured passes each, sequential\n", len(qs), kinds, rounds)
	if len(qs) < 200 {
		return fmt.Errorf("only %d queries: seed the database first (pedbook seed)", len(qs))
	}

	// Both direct paths send what the gateway sends, in one round trip (the gateway batches
	// BEGIN, the set_config call, the statement and COMMIT): a read-only transaction, role,
	// claims and search_path set locally, as anon. sqlCall runs the function on its own;
	// stmtCall runs the gateway's exact RPC statement (json_to_record of the body, the
	// pgrst_source CTE and the aggregates around it), so any cost the statement adds over
	// the bare call shows up here rather than being blamed on HTTP.
	const begin = "BEGIN ISOLATION LEVEL READ COMMITTED READ ONLY"
	const setSQL = `SELECT pg_catalog.set_config('search_path', $1, true), pg_catalog.set_config('role', $2, true), ` +
		`pg_catalog.set_config('request.jwt.claims', $3, true), pg_catalog.set_config('request.method', $4, true), ` +
		`pg_catalog.set_config('request.path', $5, true)`
	const gatewaySQL = `WITH pgrst_source AS (SELECT "public"."unified_search_complete"("search_query" := "pgrst_args"."search_query", ` +
		`"max_results_per_type" := "pgrst_args"."max_results_per_type") AS pgrst_scalar ` +
		`FROM pg_catalog.json_to_record($1::json) AS "pgrst_args"("search_query" text, "max_results_per_type" integer)) ` +
		`SELECT NULL::bigint::text, pg_catalog.count(*), coalesce((pg_catalog.json_agg(_postgrest_t.pgrst_scalar)->0)::text, 'null') ` +
		`FROM (SELECT * FROM pgrst_source) AS _postgrest_t`
	run := func(stmt string, arg any, gatewayShape bool) error {
		b := &pgx.Batch{}
		b.Queue(begin)
		b.Queue(setSQL, `"public", "extensions"`, "anon", `{"role":"anon"}`, "POST", "/rpc/unified_search_complete")
		var out []byte
		b.Queue(stmt, arg).QueryRow(func(row pgx.Row) error {
			if gatewayShape {
				var total *string
				var count int64
				return row.Scan(&total, &count, &out)
			}
			return row.Scan(&out)
		})
		b.Queue("COMMIT")
		if err := conn.SendBatch(ctx, b).Close(); err != nil {
			return err
		}
		if !bytes.Contains(out, []byte(`"medications"`)) {
			return fmt.Errorf("unexpected result: %.200s", out)
		}
		return nil
	}
	sqlCall := func(q string) error {
		return run(`SELECT public.unified_search_complete($1, 10)::text`, q, false)
	}
	// The baseline, when given, is an earlier version of the function under another name,
	// called the same way: its ratio to the current one is read from one run, on one
	// machine load, which a figure from another run (another day, other load) is not.
	var baseCall func(string) error
	if baseline != "" {
		def, err := os.ReadFile(baseline)
		if err != nil {
			return fmt.Errorf("read baseline: %w", err)
		}
		if _, err := conn.Exec(ctx, string(def)); err != nil {
			return fmt.Errorf("create baseline function: %w", err)
		}
		baseCall = func(q string) error {
			return run(`SELECT public.unified_search_baseline($1, 10)::text`, q, false)
		}
	}
	stmtCall := func(q string) error {
		body, _ := json.Marshal(map[string]any{"search_query": q, "max_results_per_type": 10})
		return run(gatewaySQL, string(body), true)
	}
	client := &http.Client{Timeout: 10 * time.Second}
	httpCall := func(q string) error {
		body, _ := json.Marshal(map[string]any{"search_query": q, "max_results_per_type": 10})
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, strings.TrimRight(apiURL, "/")+"/rest/v1/rpc/unified_search_complete", bytes.NewReader(body))
		if err != nil {
			return err
		}
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("apikey", key)
		req.Header.Set("Authorization", "Bearer "+key)
		resp, err := client.Do(req)
		if err != nil {
			return err
		}
		defer resp.Body.Close()
		b, err := io.ReadAll(resp.Body)
		if err != nil {
			return err
		}
		if resp.StatusCode != http.StatusOK {
			return fmt.Errorf("HTTP %d: %.200s", resp.StatusCode, b)
		}
		var parsed map[string]json.RawMessage
		if err := json.Unmarshal(b, &parsed); err != nil || parsed["medications"] == nil {
			return fmt.Errorf("unexpected body: %.200s", b)
		}
		return nil
	}

	gateway := apiURL != ""
	if gateway {
		if err := httpCall("amoxicilina"); err != nil {
			fmt.Printf("gateway: NOT MEASURED — %s/rest/v1/rpc/unified_search_complete does not answer: %v\n", apiURL, err)
			gateway = false
		}
	} else {
		fmt.Println("gateway: NOT MEASURED — no API URL given")
	}

	// Warm-up pass, then measured passes; the three paths alternate per query so all see
	// the same machine load, and each direct path reuses one connection, as the gateway's
	// pool does for sequential requests.
	var sqlLat, stmtLat, httpLat, baseLat []time.Duration
	timed := func(pass int, lat *[]time.Duration, call func(string) error, what, q string) error {
		t0 := time.Now()
		if err := call(q); err != nil {
			return fmt.Errorf("%s %q: %w", what, q, err)
		}
		if d := time.Since(t0); pass > 0 {
			*lat = append(*lat, d)
		}
		return nil
	}
	for pass := 0; pass <= rounds; pass++ {
		for _, q := range qs {
			if err := timed(pass, &sqlLat, sqlCall, "sql", q.text); err != nil {
				return err
			}
			if baseCall != nil {
				if err := timed(pass, &baseLat, baseCall, "baseline sql", q.text); err != nil {
					return err
				}
			}
			if err := timed(pass, &stmtLat, stmtCall, "gateway statement in sql", q.text); err != nil {
				return err
			}
			if gateway {
				if err := timed(pass, &httpLat, httpCall, "gateway", q.text); err != nil {
					return err
				}
			}
		}
	}
	fmt.Printf("%-26s %8s %9s %9s %9s %9s\n", "unified_search_complete", "n", "p50", "p95", "p99", "max")
	report := func(name string, l []time.Duration) (p50, p95 time.Duration) {
		sort.Slice(l, func(i, j int) bool { return l[i] < l[j] })
		p := func(f float64) time.Duration { return l[int(f*float64(len(l)-1)+0.5)] }
		fmt.Printf("%-26s %8d %9s %9s %9s %9s\n", name, len(l), ms(p(0.50)), ms(p(0.95)), ms(p(0.99)), ms(l[len(l)-1]))
		return p(0.50), p(0.95)
	}
	s50, s95 := report("direct SQL (anon tx)", sqlLat)
	if baseCall != nil {
		b50, b95 := report("baseline SQL (anon tx)", baseLat)
		fmt.Printf("current/baseline in SQL, same run: p50 %.2f×, p95 %.2f×\n", float64(s50)/float64(b50), float64(s95)/float64(b95))
	}
	g50, g95 := report("direct SQL (gateway stmt)", stmtLat)
	fmt.Printf("gateway statement/bare call in SQL: p50 %.2f×, p95 %.2f× (above 1: the statement around the call costs, e.g. evaluates it twice)\n",
		float64(g50)/float64(s50), float64(g95)/float64(s95))
	if gateway {
		h50, h95 := report("gateway HTTP", httpLat)
		fmt.Printf("gateway/SQL ratio: p50 %.2f×, p95 %.2f×; gateway HTTP/gateway statement in SQL: p50 %.2f×, p95 %.2f×\n",
			float64(h50)/float64(s50), float64(h95)/float64(s95), float64(h50)/float64(g50), float64(h95)/float64(g95))
		fmt.Printf("target p95 ≤ 5 ms through the gateway (issue #36; 10,6 ms before): %s\n", verdict(h95 <= 5*time.Millisecond))
	}
	return nil
}

func ms(d time.Duration) string { return fmt.Sprintf("%.2fms", float64(d.Microseconds())/1000) }

func verdict(ok bool) string {
	if ok {
		return "met"
	}
	return "NOT met"
}

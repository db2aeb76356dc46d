// Command benchrest is the load generator of scripts/bench-rest: for each scenario it
// drives the running gateway over HTTP at a fixed concurrency for a fixed time, then runs
// the very statement the gateway generates for that request (built in-process with the
// gateway's own parser, planner and SQL generator) directly through a pgx pool — as the
// same database role, at the same concurrency, for the same time — and prints requests/s,
// p50/p99 latency and the gateway/direct throughput ratio.
package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/pedbook/pedbook/gateway/internal/apirequest"
	"github.com/pedbook/pedbook/gateway/internal/plan"
	"github.com/pedbook/pedbook/gateway/internal/schemacache"
	"github.com/pedbook/pedbook/gateway/internal/sqlgen"
)

type scenario struct {
	name, method, path, query, body string
}

func main() {
	apiURL := flag.String("api", os.Getenv("API_URL"), "gateway base URL")
	anonKey := flag.String("key", os.Getenv("ANON_KEY"), "anon key")
	dbURL := flag.String("db", os.Getenv("BENCH_AUTHENTICATOR_URL"), "database URL logging in as authenticator")
	conc := flag.Int("c", 8, "concurrency")
	dur := flag.Duration("d", 10*time.Second, "duration of each run")
	slug := flag.String("slug", "bench-dipirona", "slug of the benchmark medication")
	wrkPath := flag.String("wrk", lookWrk(), "wrk binary for a second gateway measurement (empty: Go client only)")
	flag.Parse()
	if *apiURL == "" || *anonKey == "" || *dbURL == "" {
		fmt.Fprintln(os.Stderr, "benchrest: -api, -key and -db (or API_URL, ANON_KEY, BENCH_AUTHENTICATOR_URL) are required")
		os.Exit(2)
	}
	ctx := context.Background()
	scenarios := []scenario{
		{"single-row select by slug", "GET", "/pedbook_medications", "select=id,name,slug,brands&slug=eq." + *slug, ""},
		{"nested medication select", "GET", "/pedbook_medications", "select=id,name,slug,description,brands,contraindications,guidelines,scientific_references," +
			"pedbook_medication_categories(id,name),pedbook_medication_use_cases(id,name,description,display_order,pedbook_medication_dosages(id,name,dosage_template,summary,age_group,medication_id))," +
			"pedbook_medication_tags(id,name,multiplier,max_value,type,start_month,end_month,start_weight,end_weight,round_result,is_user_medication)&order=name&limit=1000", ""},
		{"insert (return=minimal)", "POST", "/site_analytics", "", `{"session_id":"bench","action_type":"bench_view","page_url":"/medicamentos"}`},
	}

	pc, err := pgxpool.ParseConfig(*dbURL)
	if err != nil {
		fail(err)
	}
	pc.MaxConns = int32(*conc)
	pc.MinConns = int32(*conc)
	pc.AfterConnect = func(ctx context.Context, c *pgx.Conn) error {
		_, err := c.Exec(ctx, "set role anon; set search_path = public, extensions")
		return err
	}
	pool, err := pgxpool.NewWithConfig(ctx, pc)
	if err != nil {
		fail(err)
	}
	defer pool.Close()
	// txPool runs the complete sequence the gateway sends: BEGIN, set_config of role,
	// claims, method, path, headers, cookies, the statement, COMMIT.
	tc, err := pgxpool.ParseConfig(*dbURL)
	if err != nil {
		fail(err)
	}
	tc.MaxConns, tc.MinConns = int32(*conc), int32(*conc)
	txPool, err := pgxpool.NewWithConfig(ctx, tc)
	if err != nil {
		fail(err)
	}
	defer txPool.Close()
	snap, err := schemacache.Load(ctx, pool, []string{"public"})
	if err != nil {
		fail(err)
	}

	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: *conc * 2, MaxConnsPerHost: *conc * 2}}
	fmt.Printf("concurrency %d, %s per run\n\n", *conc, *dur)
	fmt.Println("gateway:     HTTP request to pedbook /rest/v1 (anon key), the whole pipeline")
	fmt.Println("direct-tx:   the same SQL the gateway sends, through pgx: BEGIN, set_config(role, claims, …), statement, COMMIT")
	fmt.Print("direct-stmt: the generated statement alone through pgx, session role anon\n\n")
	// The HTTP hop alone: a static JSON document served by the same pedbook, no database.
	// A gateway request costs at least this hop plus its transaction, so on a machine whose
	// cores the load generator, pedbook and PostgreSQL share, gateway/direct-tx cannot
	// exceed static/(static+direct-tx) however little the gateway itself does: printed as
	// the ceiling of each scenario.
	static := scenario{"HTTP only (static JSON)", "GET", "/app-config.json", "", ""}
	staticURL := strings.TrimRight(*apiURL, "/") + static.path
	run(ctx, *conc, time.Second, httpCall(client, staticURL, "", static))
	st := run(ctx, *conc, *dur, httpCall(client, staticURL, "", static))
	stRPS := st.rps
	fmt.Printf("%-28s %-10s %10s %9s %9s\n", "scenario", "target", "req/s", "p50", "p99")
	fmt.Printf("%-28s %-10s %10.0f %9s %9s\n", static.name, "gateway", st.rps, st.p50, st.p99)
	if *wrkPath != "" {
		if wk, err := runWrkURL(*wrkPath, staticURL, "", static, *conc, *dur); err == nil {
			fmt.Printf("%-28s %-10s %10.0f %9s %9s\n", "", "gw (wrk)", wk.rps, wk.p50, wk.p99)
			stRPS = max(stRPS, wk.rps)
		} else {
			fmt.Printf("%-28s %-10s %v\n", "", "wrk", err)
		}
	}
	fmt.Println()
	for _, sc := range scenarios {
		stmt, err := statementFor(sc, snap)
		if err != nil {
			fail(err)
		}
		// Warm every path.
		run(ctx, *conc, time.Second, gatewayCall(client, *apiURL, *anonKey, sc))
		run(ctx, *conc, time.Second, directTxCall(txPool, stmt, sc))
		run(ctx, *conc, time.Second, directCall(pool, stmt))
		gw := run(ctx, *conc, *dur, gatewayCall(client, *apiURL, *anonKey, sc))
		tx := run(ctx, *conc, *dur, directTxCall(txPool, stmt, sc))
		dr := run(ctx, *conc, *dur, directCall(pool, stmt))
		fmt.Printf("%-28s %-10s %10.0f %9s %9s\n", sc.name, "gateway", gw.rps, gw.p50, gw.p99)
		if *wrkPath != "" {
			wk, err := runWrk(*wrkPath, *apiURL, *anonKey, sc, *conc, *dur)
			if err != nil {
				fmt.Printf("%-28s %-10s %v\n", "", "wrk", err)
			} else {
				fmt.Printf("%-28s %-10s %10.0f %9s %9s   gateway(wrk)/direct-tx %.2fx, gateway(wrk)/direct-stmt %.2fx\n", "", "gw (wrk)", wk.rps, wk.p50, wk.p99,
					wk.rps/tx.rps, wk.rps/dr.rps)
			}
		}
		fmt.Printf("%-28s %-10s %10.0f %9s %9s\n", "", "direct-tx", tx.rps, tx.p50, tx.p99)
		fmt.Printf("%-28s %-10s %10.0f %9s %9s\n", "", "direct-stmt", dr.rps, dr.p50, dr.p99)
		fmt.Printf("%-28s gateway/direct-tx %.2fx, gateway/direct-stmt %.2fx (errors: %d, %d, %d)\n", "",
			gw.rps/tx.rps, gw.rps/dr.rps, gw.errors, tx.errors, dr.errors)
		fmt.Printf("%-28s ceiling of gateway/direct-tx here (HTTP hop + transaction, no gateway work): %.2fx\n\n", "",
			stRPS/(stRPS+tx.rps))
	}
}

func lookWrk() string {
	p, err := exec.LookPath("wrk")
	if err != nil {
		return ""
	}
	return p
}

// runWrk drives the gateway with wrk (C, low client overhead) at the same concurrency.
func runWrk(bin, api, key string, sc scenario, conc int, d time.Duration) (outcome, error) {
	return runWrkURL(bin, restURL(api, sc), key, sc, conc, d)
}

// runWrkURL runs wrk against url (key, when set, as apikey and bearer token).
func runWrkURL(bin, url, key string, sc scenario, conc int, d time.Duration) (outcome, error) {
	script, err := os.CreateTemp("", "benchrest-*.lua")
	if err != nil {
		return outcome{}, err
	}
	defer os.Remove(script.Name())
	lua := fmt.Sprintf("wrk.method = %q\n", sc.method)
	if key != "" {
		lua += fmt.Sprintf("wrk.headers[\"apikey\"] = %q\nwrk.headers[\"Authorization\"] = %q\n", key, "Bearer "+key)
	}
	if sc.body != "" {
		lua += fmt.Sprintf("wrk.body = %q\nwrk.headers[\"Content-Type\"] = \"application/json\"\n", sc.body)
	}
	lua += "function response(status, headers, body) if status >= 300 then io.write('bad status ' .. status .. '\\n') end end\n"
	if _, err := script.WriteString(lua); err != nil {
		return outcome{}, err
	}
	script.Close()
	threads := min(2, conc)
	out, err := exec.Command(bin, "-t", strconv.Itoa(threads), "-c", strconv.Itoa(conc), "-d", d.String(), "--latency", "-s", script.Name(), url).CombinedOutput()
	if err != nil {
		return outcome{}, fmt.Errorf("wrk: %v: %s", err, out)
	}
	var o outcome
	for _, line := range strings.Split(string(out), "\n") {
		f := strings.Fields(line)
		switch {
		case len(f) == 2 && f[0] == "Requests/sec:":
			o.rps, _ = strconv.ParseFloat(f[1], 64)
		case len(f) == 2 && f[0] == "50%":
			o.p50, _ = time.ParseDuration(strings.Replace(f[1], "us", "µs", 1))
		case len(f) == 2 && f[0] == "99%":
			o.p99, _ = time.ParseDuration(strings.Replace(f[1], "us", "µs", 1))
		case strings.HasPrefix(line, "bad status") || strings.Contains(line, "Non-2xx"):
			o.errors++
		}
	}
	if o.rps == 0 {
		return o, fmt.Errorf("could not read wrk output: %s", out)
	}
	return o, nil
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "benchrest:", err)
	os.Exit(1)
}

// statementFor builds the gateway's statement for the scenario with the gateway's packages.
func statementFor(sc scenario, snap *schemacache.Snapshot) (sqlgen.Statement, error) {
	r := httptest.NewRequest(sc.method, "/x?"+sc.query, strings.NewReader(sc.body))
	if sc.body != "" {
		r.Header.Set("Content-Type", "application/json")
	}
	req, perr := apirequest.Parse(r, sc.path, apirequest.Options{Schemas: []string{"public"}})
	if perr != nil {
		return sqlgen.Statement{}, perr
	}
	p, berr := plan.Build(req, snap, plan.Options{})
	if berr != nil {
		return sqlgen.Statement{}, berr
	}
	if p.Mutation != nil {
		return sqlgen.Mutate(p, sqlgen.Options{}), nil
	}
	return sqlgen.Read(p, sqlgen.Options{}), nil
}

type outcome struct {
	rps      float64
	p50, p99 time.Duration
	errors   int64
}

func run(ctx context.Context, conc int, d time.Duration, call func(context.Context) error) outcome {
	var wg sync.WaitGroup
	var errs atomic.Int64
	lat := make([][]time.Duration, conc)
	deadline := time.Now().Add(d)
	start := time.Now()
	for w := 0; w < conc; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for time.Now().Before(deadline) {
				t0 := time.Now()
				if err := call(ctx); err != nil {
					if errs.Add(1) == 1 {
						slog.Error("request failed", slog.String("error", err.Error()))
					}
				}
				lat[w] = append(lat[w], time.Since(t0))
			}
		}(w)
	}
	wg.Wait()
	elapsed := time.Since(start)
	var all []time.Duration
	for _, l := range lat {
		all = append(all, l...)
	}
	sort.Slice(all, func(i, j int) bool { return all[i] < all[j] })
	if len(all) == 0 {
		return outcome{}
	}
	pct := func(p float64) time.Duration {
		return all[min(len(all)-1, int(p*float64(len(all))))].Round(10 * time.Microsecond)
	}
	return outcome{rps: float64(len(all)) / elapsed.Seconds(), p50: pct(0.50), p99: pct(0.99), errors: errs.Load()}
}

// restURL is the gateway URL of a scenario.
func restURL(api string, sc scenario) string {
	url := strings.TrimRight(api, "/") + "/rest/v1" + sc.path
	if sc.query != "" {
		url += "?" + sc.query
	}
	return url
}

func gatewayCall(c *http.Client, api, key string, sc scenario) func(context.Context) error {
	return httpCall(c, restURL(api, sc), key, sc)
}

// httpCall sends sc's method and body to url (key, when set, as apikey and bearer token)
// and reads the whole response; a status of 300 or more is an error.
func httpCall(c *http.Client, url, key string, sc scenario) func(context.Context) error {
	return func(ctx context.Context) error {
		var body io.Reader
		if sc.body != "" {
			body = bytes.NewReader([]byte(sc.body))
		}
		req, err := http.NewRequestWithContext(ctx, sc.method, url, body)
		if err != nil {
			return err
		}
		if key != "" {
			req.Header.Set("apikey", key)
			req.Header.Set("Authorization", "Bearer "+key)
		}
		if sc.body != "" {
			req.Header.Set("Content-Type", "application/json")
		}
		res, err := c.Do(req)
		if err != nil {
			return err
		}
		_, _ = io.Copy(io.Discard, res.Body)
		res.Body.Close()
		if res.StatusCode >= 300 {
			return fmt.Errorf("%s %s: status %d", sc.method, url, res.StatusCode)
		}
		return nil
	}
}

func directTxCall(pool *pgxpool.Pool, st sqlgen.Statement, sc scenario) func(context.Context) error {
	args := make([]any, len(st.Args))
	for i, a := range st.Args {
		args[i] = a
	}
	begin := "BEGIN ISOLATION LEVEL READ COMMITTED READ ONLY"
	if sc.method != "GET" {
		begin = "BEGIN ISOLATION LEVEL READ COMMITTED READ WRITE"
	}
	const set = "SELECT pg_catalog.set_config('search_path', $1, true), pg_catalog.set_config('role', $2, true), " +
		"pg_catalog.set_config('request.jwt.claims', $3, true), pg_catalog.set_config('request.method', $4, true), " +
		"pg_catalog.set_config('request.path', $5, true), pg_catalog.set_config('request.headers', $6, true), " +
		"pg_catalog.set_config('request.cookies', $7, true)"
	return func(ctx context.Context) error {
		b := &pgx.Batch{}
		b.Queue(begin)
		b.Queue(set, `"public", "extensions"`, "anon", `{"role":"anon"}`, sc.method, sc.path, `{"apikey":"…"}`, `{}`)
		b.Queue(st.SQL, args...)
		b.Queue("COMMIT")
		return pool.SendBatch(ctx, b).Close()
	}
}

func directCall(pool *pgxpool.Pool, st sqlgen.Statement) func(context.Context) error {
	args := make([]any, len(st.Args))
	for i, a := range st.Args {
		args[i] = a
	}
	return func(ctx context.Context) error {
		rows, err := pool.Query(ctx, st.SQL, args...)
		if err != nil {
			return err
		}
		for rows.Next() {
			_ = rows.RawValues()
		}
		rows.Close()
		return rows.Err()
	}
}

// Command benchrest is the load generator of scripts/bench-rest: for each scenario it
// drives the running gateway over HTTP at a fixed concurrency for a fixed time, then runs
// the very statement the gateway generates for that request (built in-process with the
// gateway's own parser, planner and SQL generator) directly through a pgx pool — as the
// same database role, at the same concurrency, for the same time — and prints requests/s,
// p50/p99 latency and the gateway/direct throughput ratio.
//
// The headline ratio is against a baseline HTTP server (-baseline-listen, the same binary in
// its own process): a minimal net/http handler over pgx that serves, per scenario, the fixed
// SQL the gateway would send — no parsing, no JWT, no planning — in the transaction every
// Supabase-compatible gateway must open (BEGIN, role and claims, the statement, COMMIT, one
// pipelined round trip, prepared through pgx's statement cache) and writes the same JSON.
// That is the floor any HTTP gateway pays; gateway/baseline is what the gateway's own work
// costs on top, measured with the same client at the same concurrency in the same run.
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
	neturl "net/url"
	"os"
	"os/exec"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

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
	wrkPath := flag.String("wrk", lookWrk(), "wrk binary to generate the load (empty: the Go client)")
	baselineListen := flag.String("baseline-listen", "", "serve the baseline HTTP server on this address and do nothing else")
	baselineAddr := flag.String("baseline", "", "address of a running baseline server (empty: start one on the API port + 10)")
	only := flag.String("only", "", "measure only the scenarios whose name contains this text")
	gatewayPID := flag.Int("gateway-pid", 0, "pid of the pedbook process, to report its CPU time per request")
	pgPID := flag.Int("pg-pid", 0, "pid of the PostgreSQL postmaster, to report the CPU time its processes spend per request")
	flag.Parse()
	if *apiURL == "" || *anonKey == "" || *dbURL == "" {
		fmt.Fprintln(os.Stderr, "benchrest: -api, -key and -db (or API_URL, ANON_KEY, BENCH_AUTHENTICATOR_URL) are required")
		os.Exit(2)
	}
	ctx := context.Background()
	scenarios := benchScenarios(*slug)
	if *baselineListen != "" {
		if err := serveBaseline(ctx, *baselineListen, *dbURL, scenarios, *conc); err != nil {
			fail(err)
		}
		return
	}

	baseURL := "http://" + *baselineAddr
	baselinePID := 0
	if *baselineAddr == "" {
		addr, pid, stop, err := startBaseline(*apiURL, *dbURL, *conc)
		if err != nil {
			fail(err)
		}
		defer stop()
		baseURL, baselinePID = "http://"+addr, pid
	}

	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: *conc * 2, MaxConnsPerHost: *conc * 2}}
	fmt.Printf("concurrency %d, %s per run, GOMAXPROCS %d of %d CPUs (load generator, gateway, baseline and PostgreSQL share them)\n\n",
		*conc, *dur, runtime.GOMAXPROCS(0), runtime.NumCPU())
	fmt.Println("gateway:  HTTP request to pedbook /rest/v1 (anon key), the whole pipeline")
	fmt.Println("baseline: minimal net/http + pgx server, the same SQL fixed (BEGIN, role, claims and the role's settings, statement, COMMIT), same JSON")
	fmt.Println("request:  the same bytes to both, apikey and Authorization included (the baseline reads them and ignores them)")
	client2 := "Go client"
	if *wrkPath != "" {
		client2 = "wrk"
	}
	fmt.Printf("ratio:    gateway req/s ÷ baseline req/s, %s, runs alternated gateway, baseline, gateway, baseline; best of each\n\n", client2)
	fmt.Printf("%-28s %-9s %10s %9s %9s %-19s %s\n", "scenario", "target", "req/s", "p50", "p99", "server CPU/request", "PostgreSQL CPU/request")
	for i, sc := range scenarios {
		if !strings.Contains(sc.name, *only) {
			continue
		}
		gwURL := restURL(*apiURL, sc)
		blURL := baseURL + baselinePath(i)
		measure := func(url, key string, pid int) outcome {
			cpu0, pg0 := cpuTime(pid), pgCPUTime(*pgPID)
			var o outcome
			if *wrkPath != "" {
				var err error
				if o, err = runWrkURL(*wrkPath, url, key, sc, *conc, *dur); err != nil {
					fail(err)
				}
			} else {
				o = run(ctx, *conc, *dur, httpCall(client, url, key, sc))
			}
			if cpu1 := cpuTime(pid); cpu0 >= 0 && cpu1 >= 0 && o.rps > 0 {
				o.cpuPerReq = (cpu1 - cpu0) / time.Duration(o.rps*dur.Seconds())
			}
			if pg1 := pgCPUTime(*pgPID); pg0 >= 0 && pg1 >= 0 && o.rps > 0 {
				o.pgPerReq = (pg1 - pg0) / time.Duration(o.rps*dur.Seconds())
			}
			return o
		}
		// Warm both (connections, prepared statements, caches).
		run(ctx, *conc, time.Second, httpCall(client, gwURL, *anonKey, sc))
		run(ctx, *conc, time.Second, httpCall(client, blURL, *anonKey, sc))
		var gw, bl outcome
		for round := 0; round < 2; round++ {
			gw = best(gw, measure(gwURL, *anonKey, *gatewayPID))
			// The baseline gets the very request the gateway gets: a supabase-js request
			// always carries the key twice, and reading those headers is part of the floor.
			bl = best(bl, measure(blURL, *anonKey, baselinePID))
		}
		fmt.Printf("%-28s %-9s %10.0f %9s %9s %-19s %s\n", sc.name, "gateway", gw.rps, gw.p50, gw.p99, cpuNote(gw.cpuPerReq), cpuNote(gw.pgPerReq))
		fmt.Printf("%-28s %-9s %10.0f %9s %9s %-19s %s\n", "", "baseline", bl.rps, bl.p50, bl.p99, cpuNote(bl.cpuPerReq), cpuNote(bl.pgPerReq))
		verdict := "ok"
		switch {
		case gw.errors > 0 || bl.errors > 0:
			verdict = "ERRORS: not comparable"
		case gw.rps < 0.9*bl.rps:
			verdict = "below the 0.9x goal"
		}
		fmt.Printf("%-28s gateway/baseline %.2fx (%s; errors: %d, %d)\n\n", "", gw.rps/bl.rps, verdict, gw.errors, bl.errors)
	}
}

// best is the run with more requests per second (the other runs met more interference).
func best(a, b outcome) outcome {
	if b.rps > a.rps {
		return b
	}
	return a
}

// startBaseline runs this binary as the baseline server (its own process, like the gateway)
// on the API port + 10 and waits until it answers.
func startBaseline(apiURL, dbURL string, conc int) (string, int, func(), error) {
	u, err := neturl.Parse(apiURL)
	if err != nil {
		return "", 0, nil, fmt.Errorf("API URL: %w", err)
	}
	port, err := strconv.Atoi(u.Port())
	if err != nil {
		return "", 0, nil, fmt.Errorf("API URL port: %w", err)
	}
	addr := fmt.Sprintf("127.0.0.1:%d", port+10)
	self, err := os.Executable()
	if err != nil {
		return "", 0, nil, err
	}
	cmd := exec.Command(self, "-baseline-listen", addr, "-db", dbURL, "-c", strconv.Itoa(conc), "-api", apiURL, "-key", "-")
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Start(); err != nil {
		return "", 0, nil, fmt.Errorf("start baseline: %w", err)
	}
	stop := func() { _ = cmd.Process.Kill(); _ = cmd.Wait() }
	for i := 0; i < 100; i++ {
		if res, err := http.Get("http://" + addr + baselinePath(0)); err == nil {
			res.Body.Close()
			if res.StatusCode == 200 {
				return addr, cmd.Process.Pid, stop, nil
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	stop()
	return "", 0, nil, fmt.Errorf("baseline server on %s did not answer", addr)
}

// benchScenarios are the request shapes measured: the app's own (single row by slug, a page
// of a list, the nested medication select, a filtered list, the search RPC) and a write.
func benchScenarios(slug string) []scenario {
	return []scenario{
		{"single-row select by slug", "GET", "/pedbook_medications", "select=id,name,slug,brands&slug=eq." + slug, ""},
		{"10-row list", "GET", "/pedbook_medications", "select=id,name,slug&order=name&limit=10", ""},
		{"nested medication select", "GET", "/pedbook_medications", "select=id,name,slug,description,brands,contraindications,guidelines,scientific_references," +
			"pedbook_medication_categories(id,name),pedbook_medication_use_cases(id,name,description,display_order,pedbook_medication_dosages(id,name,dosage_template,summary,age_group,medication_id))," +
			"pedbook_medication_tags(id,name,multiplier,max_value,type,start_month,end_month,start_weight,end_weight,round_result,is_user_medication)&slug=eq." + slug, ""},
		{"filtered list", "GET", "/pedbook_medications", "select=id,name,slug&name=ilike.*bench*&slug=neq." + slug + "&order=slug&limit=20", ""},
		{"search RPC", "POST", "/rpc/unified_search_complete", "", `{"search_query":"febre","max_results_per_type":10}`},
		{"insert (return=minimal)", "POST", "/site_analytics", "", `{"session_id":"bench","action_type":"bench_view","page_url":"/medicamentos"}`},
	}
}

func lookWrk() string {
	p, err := exec.LookPath("wrk")
	if err != nil {
		return ""
	}
	return p
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
	switch {
	case p.Mutation != nil:
		return sqlgen.Mutate(p, sqlgen.Options{}), nil
	case p.Call != nil:
		return sqlgen.Call(p, sqlgen.Options{}), nil
	}
	return sqlgen.Read(p, sqlgen.Options{}), nil
}

type outcome struct {
	rps       float64
	p50, p99  time.Duration
	errors    int64
	cpuPerReq time.Duration // the server process's CPU time per request (0: unknown)
	pgPerReq  time.Duration // PostgreSQL's processes' CPU time per request (0: unknown)
}

// ticksPerSecond is USER_HZ on Linux, the unit of /proc/PID/stat's times.
const ticksPerSecond = 100

// cpuTime is a process's user + system CPU time from /proc (-1 when unknown). CPU per
// request is robust to other load on the machine, which throughput is not.
func cpuTime(pid int) time.Duration {
	if pid <= 0 {
		return -1
	}
	f, ok := statFields(pid)
	if !ok {
		return -1
	}
	return time.Duration(ticks(f, 11)+ticks(f, 12)) * time.Second / ticksPerSecond
}

func cpuNote(d time.Duration) string {
	if d <= 0 {
		return ""
	}
	return d.Round(100 * time.Nanosecond).String()
}

// pgCPUTime is the CPU time of a PostgreSQL cluster: the postmaster's own and that of the
// children it has reaped (cutime, cstime), plus that of its live children (backends,
// background workers). -1 when unknown.
func pgCPUTime(postmaster int) time.Duration {
	if postmaster <= 0 {
		return -1
	}
	f, ok := statFields(postmaster)
	if !ok {
		return -1
	}
	total := ticks(f, 11) + ticks(f, 12) + ticks(f, 13) + ticks(f, 14)
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return -1
	}
	parent := strconv.Itoa(postmaster)
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil || pid == postmaster {
			continue
		}
		if cf, ok := statFields(pid); ok && len(cf) > 1 && cf[1] == parent {
			total += ticks(cf, 11) + ticks(cf, 12)
		}
	}
	return time.Duration(total) * time.Second / ticksPerSecond
}

// statFields are the fields of /proc/PID/stat after the command name (state is [0], ppid [1]).
func statFields(pid int) ([]string, bool) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return nil, false
	}
	s := string(b)
	f := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
	return f, len(f) >= 15
}

func ticks(f []string, i int) int64 {
	n, _ := strconv.ParseInt(f[i], 10, 64)
	return n
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

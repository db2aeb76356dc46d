// Command soak loads a running scripts/cluster topology (HAProxy → N pedbook instances →
// PgBouncer in transaction mode → a PostgreSQL primary with a streaming replica) with a
// mix that resembles real use — anonymous searches and medication reads, sign-ins and
// refreshes, signed-in writes (notes, prescriptions, feedback and replies), admin edits, a
// few large selects — at a bounded rate and concurrency, every request with a timeout,
// while it injects faults on a schedule spread over the run: SIGKILL of an instance and its
// restart, a SIGTERM rolling restart, a fast restart of the primary, a PgBouncer restart,
// the replica stopped and started, a connection storm and slow clients holding sockets.
//
// Every write the server acknowledged (2xx with the row returned) goes into a ledger; at
// the end each one is read back from the primary directly and the run prints
// "acknowledged writes lost: N". It prints a table per phase (steady, each fault window
// until the service recovered, the stretch after it): requests, errors by status and code,
// p50/p99, hangs (requests that outlived the timeout), recovery time; and each process's
// RSS (and the instances' goroutines) after warm-up and at the end. -json writes it all.
//
// The exit status is 1 when an acknowledged write was lost, a fault did not recover by
// itself, or a process's RSS grew above 1.5× its post-warm-up value. scripts/soak starts
// the cluster and runs this; it is not part of scripts/test.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/jackc/pgx/v5"
)

type options struct {
	duration, timeout time.Duration
	rate, conc        int
	users             int
	jsonOut           string
	dir, root, pgBin  string
	rssLimit          float64
}

// Result is the JSON form of a run.
type Result struct {
	DurationS     float64     `json:"duration_s"`
	Rate          int         `json:"rate"`
	Concurrency   int         `json:"concurrency"`
	TimeoutS      float64     `json:"timeout_s"`
	Phases        []*Phase    `json:"phases"`
	Processes     []ProcLife  `json:"processes"`
	AckInserts    int         `json:"acknowledged_inserts"`
	AckEditedRows int         `json:"acknowledged_edited_rows"`
	Lost          []lostWrite `json:"lost_writes"`
	Hangs         int         `json:"hangs"`
	UnclearWrites int         `json:"unclear_write_failures"`
	Saturated     int64       `json:"ticks_skipped_all_workers_busy"`
	Unrecovered   []string    `json:"unrecovered_faults"`
	FaultErrors   []string    `json:"fault_errors"`
	Grown         []string    `json:"rss_grown"`
	OK            bool        `json:"ok"`
}

func main() {
	var o options
	flag.DurationVar(&o.duration, "d", 10*time.Minute, "duration of the run")
	flag.IntVar(&o.rate, "rate", 40, "requests started per second")
	flag.IntVar(&o.conc, "c", 32, "requests in flight at most")
	flag.DurationVar(&o.timeout, "timeout", 10*time.Second, "client timeout of every request (longer = a hang)")
	flag.IntVar(&o.users, "users", 20, "signed-in users (plus one admin)")
	flag.StringVar(&o.jsonOut, "json", "", "write the results as JSON to this file")
	flag.StringVar(&o.dir, "dir", "", "the cluster's state directory (.data/cluster-<base>)")
	flag.StringVar(&o.root, "root", ".", "the repository root (for scripts/cluster)")
	flag.StringVar(&o.pgBin, "pgbin", "", "PostgreSQL's bin directory (pg_ctl)")
	flag.Float64Var(&o.rssLimit, "rss-limit", 1.5, "fail when a process's RSS ends above this × its post-warm-up value")
	flag.Parse()
	log := slog.New(slog.NewTextHandler(os.Stderr, nil))
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	res, err := run(ctx, o, log)
	if err != nil {
		log.Error("soak failed", "error", err)
		os.Exit(2)
	}
	if !res.OK {
		os.Exit(1)
	}
}

func run(ctx context.Context, o options, log *slog.Logger) (*Result, error) {
	env, err := readEnv(filepath.Join(o.dir, "cluster.env"))
	if err != nil {
		return nil, err
	}
	instURLs := strings.Split(env["INSTANCE_URLS"], ",")
	lb, err := url.Parse(env["API_URL"])
	if err != nil {
		return nil, fmt.Errorf("API_URL: %w", err)
	}
	a := newAPI(env["API_URL"], env["ANON_KEY"], env["SERVICE_ROLE_KEY"], o.timeout, o.conc+8)
	runTag := fmt.Sprintf("%x", time.Now().Unix())

	db, err := pgx.Connect(ctx, env["DB_URL"])
	if err != nil {
		return nil, fmt.Errorf("connect to the primary: %w", err)
	}
	defer db.Close(context.WithoutCancel(ctx))

	l := &load{api: a, led: newLedger(), run: runTag}
	t := &topo{root: o.root, dir: o.dir, pgBin: o.pgBin, instances: len(instURLs), lbAddr: lb.Host,
		statsURL: env["HAPROXY_STATS_URL"], dbURL: env["DB_URL"], api: a,
		hold: clampDur(o.duration/60, 5*time.Second, 20*time.Second), slowHold: clampDur(o.duration/20, 15*time.Second, 60*time.Second), storm: 300}
	log.Info("seeding users", "users", o.users)
	if err := seed(ctx, l, t, db, o.users); err != nil {
		return nil, err
	}

	l.ph = newPhases(time.Now)
	slots := []slot{
		{Name: "primary", PidFile: filepath.Join(o.dir, "primary/postmaster.pid")},
		{Name: "replica", PidFile: filepath.Join(o.dir, "replica/postmaster.pid")},
		{Name: "pgbouncer", PidFile: filepath.Join(o.dir, "pgbouncer.pid")},
		{Name: "haproxy", PidFile: filepath.Join(o.dir, "haproxy.pid")},
	}
	for i, u := range instURLs {
		slots = append(slots, slot{Name: fmt.Sprintf("pedbook%d", i+1), PidFile: filepath.Join(o.dir, fmt.Sprintf("pedbook%d.pid", i+1)), MetricsURL: u + "/metrics"})
	}
	warm := clampDur(o.duration/10, 15*time.Second, 60*time.Second)
	const burst = 5 * time.Second
	smp := newSampler(slots, os.Getenv("PEDBOOK_METRICS_TOKEN"), l.ph.since, warm)
	smp.quiet = func() bool { return l.ph.current().Kind != "fault" }

	loadCtx, stopLoad := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		l.drive(loadCtx, o.rate, o.conc)
	}()
	go smp.run(loadCtx, 5*time.Second)

	res := &Result{Rate: o.rate, Concurrency: o.conc, TimeoutS: o.timeout.Seconds()}
	begin := time.Now()
	// Warm-up ends with a short burst of the storm's clients, so that every pool (HAProxy's
	// buffers, the instances' heaps, PgBouncer's) has once grown to the size the run needs
	// before the baselines are taken: what grows after that is growth, not first use.
	sleep(ctx, warm-burst)
	t.burst(ctx, burst)
	sleep(ctx, 5*time.Second)
	smp.warmedUp()
	l.ph.begin("steady", "steady")
	log.Info("warm-up over", "after", warm)

	// The faults are spread over the run after warm-up, the last leaving a stretch of steady
	// traffic before the end; a fault never starts before the previous one recovered.
	span := o.duration - warm
	for i, f := range faults {
		at := begin.Add(warm + span*time.Duration(i+1)/time.Duration(len(faults)+1))
		sleep(ctx, time.Until(at))
		if ctx.Err() != nil {
			break
		}
		log.Info("fault", "name", f.name)
		ph := l.ph.begin("fault: "+f.name, "fault")
		removed, detail, ferr := f.fn(t, ctx)
		if ferr != nil {
			res.FaultErrors = append(res.FaultErrors, f.name+": "+ferr.Error())
			log.Error("fault action failed", "fault", f.name, "error", ferr)
		}
		healthyAt, ok := t.awaitHealthy(ctx, 90*time.Second, t.healthy)
		rec := healthyAt.Sub(removed)
		if !ok {
			res.Unrecovered = append(res.Unrecovered, f.name)
			rec = 90 * time.Second
		}
		rec = max(rec, 0)
		// Replication is PostgreSQL's own business (the walreceiver retries every
		// wal_retrieve_retry_interval, 5 s): waited for and reported apart from the service.
		if streamingAt, rok := t.awaitHealthy(ctx, 90*time.Second, t.replicaStreaming); rok {
			detail += fmt.Sprintf("; replica streaming %.1fs after", max(streamingAt.Sub(removed), 0).Seconds())
		} else {
			res.Unrecovered = append(res.Unrecovered, f.name+" (replica not streaming)")
			ok = false
		}
		l.ph.markFault(ph, ok, rec, detail)
		log.Info("fault over", "name", f.name, "recovered", ok, "recover", rec.Round(100*time.Millisecond), "detail", detail)
		l.ph.begin("after: "+f.name, "after")
	}
	sleep(ctx, time.Until(begin.Add(o.duration)))
	smp.sample(context.WithoutCancel(ctx))
	stopLoad()
	<-done
	res.DurationS = time.Since(begin).Seconds()
	res.Phases = l.ph.finish()
	res.Processes = smp.result(o.rssLimit, time.Duration(float64(o.duration)*0.3))
	res.Saturated = l.saturated.Load()

	vctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 2*time.Minute)
	defer cancel()
	if err := db.Ping(vctx); err != nil {
		db.Close(vctx)
		if db, err = pgx.Connect(vctx, env["DB_URL"]); err != nil {
			return nil, fmt.Errorf("reconnect to the primary: %w", err)
		}
	}
	res.Lost, err = l.led.verify(vctx, pgReader(db))
	if err != nil {
		return nil, err
	}
	res.AckInserts, res.AckEditedRows = l.led.count()
	for _, ph := range res.Phases {
		res.Hangs += ph.Hangs
		res.UnclearWrites += ph.Unclear
	}
	for _, p := range res.Processes {
		if p.Grew {
			res.Grown = append(res.Grown, fmt.Sprintf("%s pid %d: %d kB → %d kB (judged against %d kB)", p.Slot, p.Pid, p.BaselineRSSkB, p.EndRSSkB, p.JudgedKB))
		}
	}
	res.OK = len(res.Lost) == 0 && len(res.Unrecovered) == 0 && len(res.Grown) == 0 && len(res.FaultErrors) == 0
	printResult(os.Stdout, res)
	if o.jsonOut != "" {
		b, err := json.MarshalIndent(res, "", "  ")
		if err != nil {
			return nil, err
		}
		if err := os.WriteFile(o.jsonOut, b, 0o644); err != nil {
			return nil, fmt.Errorf("write %s: %w", o.jsonOut, err)
		}
	}
	return res, nil
}

func printResult(w io.Writer, r *Result) {
	fmt.Fprintf(w, "\nsoak: %.0fs at %d req/s (≤ %d in flight, timeout %.0fs)\n\n", r.DurationS, r.Rate, r.Concurrency, r.TimeoutS)
	writeTable(w, r.Phases)
	fmt.Fprintln(w, "\nfaults:")
	for _, ph := range r.Phases {
		if ph.Kind == "fault" {
			fmt.Fprintf(w, "  %-26s %s\n", strings.TrimPrefix(ph.Name, "fault: "), ph.FaultDetail)
		}
	}
	fmt.Fprintln(w, "\nprocesses (RSS kB after warm-up or once a restarted process settled → at the end; goroutines;")
	fmt.Fprintln(w, "a restarted process settles cold, so it is judged against its slot's post-warm-up RSS when larger):")
	for _, p := range r.Processes {
		flag := ""
		if p.JudgedKB > p.BaselineRSSkB {
			flag = fmt.Sprintf("  judged against the slot's warm %d", p.JudgedKB)
		}
		if p.Grew {
			flag += "  GREW"
		}
		gor := ""
		if p.BaselineGor > 0 || p.EndGor > 0 {
			gor = fmt.Sprintf("  goroutines %d → %d", p.BaselineGor, p.EndGor)
		}
		fmt.Fprintf(w, "  %-10s pid %-7d seen %6.0fs–%6.0fs  RSS %7d → %7d (max %7d)%s%s\n", p.Slot, p.Pid, p.FirstSeenS, p.LastS, p.BaselineRSSkB, p.EndRSSkB, p.MaxRSSkB, gor, flag)
	}
	fmt.Fprintf(w, "\nacknowledged writes: %d inserts, %d edited rows (latest revision)\n", r.AckInserts, r.AckEditedRows)
	fmt.Fprintf(w, "hangs (no answer within the timeout): %d; failed writes without a clear error: %d; ticks skipped (all workers busy): %d\n", r.Hangs, r.UnclearWrites, r.Saturated)
	for _, s := range r.Unrecovered {
		fmt.Fprintf(w, "NOT RECOVERED: %s\n", s)
	}
	for _, s := range r.FaultErrors {
		fmt.Fprintf(w, "FAULT ACTION FAILED: %s\n", s)
	}
	for _, s := range r.Grown {
		fmt.Fprintf(w, "RSS GREW: %s\n", s)
	}
	for i, lw := range r.Lost {
		if i == 20 {
			fmt.Fprintf(w, "  … %d more\n", len(r.Lost)-20)
			break
		}
		fmt.Fprintf(w, "  LOST %s %s: want %q, got %q\n", lw.Table, lw.ID, lw.Want, lw.Got)
	}
	fmt.Fprintf(w, "acknowledged writes lost: %d\n", len(r.Lost))
	if r.OK {
		fmt.Fprintln(w, "soak: OK")
	} else {
		fmt.Fprintln(w, "soak: FAILED")
	}
}

// seed signs up the users (e-mail confirmation is off in the soak's cluster), makes one of
// them an admin directly in the primary, gives the admin one newsletter to edit, and reads the
// medication slugs the reads use.
func seed(ctx context.Context, l *load, t *topo, db *pgx.Conn, n int) error {
	mk := func(name string) (*user, error) {
		u := &user{email: fmt.Sprintf("soak-%s-%s@pedbook.test", l.run, name), password: "Soak-senha-" + l.run + "!9"}
		var o outcome
		var b []byte
		for try := 0; try < 5; try++ {
			o, b = l.api.call(ctx, http.MethodPost, "/auth/v1/signup", "", map[string]string{"email": u.email, "password": u.password}, nil)
			if o.ok() {
				break
			}
			sleep(ctx, time.Second)
		}
		if !o.ok() || !u.take(b) {
			return nil, fmt.Errorf("sign up %s: status %d %s (is GOTRUE_MAILER_AUTOCONFIRM on?)", u.email, o.Status, o.Code)
		}
		return u, nil
	}
	for i := 0; i < n; i++ {
		u, err := mk(fmt.Sprintf("u%d", i))
		if err != nil {
			return err
		}
		l.users = append(l.users, u)
	}
	var err error
	if t.probe, err = mk("probe"); err != nil {
		return err
	}
	if l.admin, err = mk("admin"); err != nil {
		return err
	}
	l.admin.admin = true
	if _, err := db.Exec(ctx, "update public.profiles set is_admin = true where id = $1", l.admin.id); err != nil {
		return fmt.Errorf("make the admin: %w", err)
	}
	o, b := l.api.call(ctx, http.MethodPost, "/rest/v1/pedbook_newsletters", l.admin.access,
		map[string]any{"title": "soak rev 0 " + l.run, "slug": "soak-" + l.run, "content": "Boletim do teste de carga."},
		map[string]string{"Prefer": "return=representation"})
	var rows []struct {
		ID string `json:"id"`
	}
	if !o.ok() || json.Unmarshal(b, &rows) != nil || len(rows) != 1 {
		return fmt.Errorf("the admin's newsletter: status %d %s %s", o.Status, o.Code, b)
	}
	l.admin.newsletter = rows[0].ID
	l.led.insert(entry{Table: "pedbook_newsletters", ID: rows[0].ID, Column: "slug", Value: "soak-" + l.run})
	rs, err := db.Query(ctx, "select slug from public.pedbook_medications where published order by slug limit 300")
	if err != nil {
		return fmt.Errorf("medication slugs: %w", err)
	}
	l.slugs, err = pgx.CollectRows(rs, pgx.RowTo[string])
	if err != nil {
		return fmt.Errorf("medication slugs: %w", err)
	}
	return nil
}

func readEnv(file string) (map[string]string, error) {
	b, err := os.ReadFile(file)
	if err != nil {
		return nil, fmt.Errorf("the cluster's env file: %w", err)
	}
	env := map[string]string{}
	for _, line := range strings.Split(string(b), "\n") {
		if k, v, ok := strings.Cut(line, "="); ok {
			env[k] = v
		}
	}
	for _, k := range []string{"API_URL", "ANON_KEY", "SERVICE_ROLE_KEY", "DB_URL", "INSTANCE_URLS", "HAPROXY_STATS_URL"} {
		if env[k] == "" {
			return nil, fmt.Errorf("%s: no %s", file, k)
		}
	}
	return env, nil
}

func clampDur(d, lo, hi time.Duration) time.Duration { return max(lo, min(d, hi)) }

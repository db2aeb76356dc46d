package main

import (
	"bufio"
	"context"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/jackc/pgx/v5"
)

// topo is the scripts/cluster topology the faults act on.
type topo struct {
	root, dir, pgBin string
	instances        int
	lbAddr           string // host:port of HAProxy
	statsURL         string
	dbURL            string
	api              *api
	probe            *user
	hold             time.Duration // how long a stopped component stays down, and the storm lasts
	slowHold         time.Duration // how long the slow clients hold their sockets
	storm            int           // clients of the connection storm
}

// A fault injects one failure. It returns when the failure's cause has been removed (the
// process running again, the storm over) together with that moment and what it observed;
// the recovery time is counted from there until the whole path serves again.
type fault struct {
	name string
	fn   func(*topo, context.Context) (removed time.Time, detail string, err error)
}

var faults = []fault{
	// The instance restarts come first: the processes they start then live through the
	// storm, the slow clients and the database faults, and their RSS is compared over them.
	{"SIGKILL pedbook 1", (*topo).sigkill},
	{"SIGTERM rolling restart", (*topo).rolling},
	{"connection storm", (*topo).connectionStorm},
	{"slow clients", (*topo).slowClients},
	{"primary fast restart", (*topo).primaryRestart},
	{"PgBouncer restart", (*topo).bouncerRestart},
	{"replica stop/start", (*topo).replicaStopStart},
}

func (t *topo) cluster(ctx context.Context, args ...string) error {
	cmd := exec.CommandContext(ctx, filepath.Join(t.root, "scripts/cluster"), args...)
	cmd.WaitDelay = 5 * time.Second
	out, err := cmd.CombinedOutput()
	if err != nil {
		return fmt.Errorf("scripts/cluster %s: %w: %s", strings.Join(args, " "), err, lastLine(out))
	}
	return nil
}

// asPostgres runs a PostgreSQL/PgBouncer binary as the postgres user when we are root.
func asPostgres(ctx context.Context, bin string, args ...string) error {
	var cmd *exec.Cmd
	if os.Geteuid() == 0 {
		cmd = exec.CommandContext(ctx, "runuser", append([]string{"-u", "postgres", "--", bin}, args...)...)
	} else {
		cmd = exec.CommandContext(ctx, bin, args...)
	}
	// A daemon it starts (pg_ctl's postgres, pgbouncer -d) may keep the output pipe open.
	cmd.WaitDelay = 5 * time.Second
	out, err := cmd.CombinedOutput()
	if err != nil {
		return fmt.Errorf("%s %s: %w: %s", filepath.Base(bin), strings.Join(args, " "), err, lastLine(out))
	}
	return nil
}

func lastLine(b []byte) string {
	s := strings.TrimSpace(string(b))
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		s = s[i+1:]
	}
	return s
}

// sigkill kills instance 1 without warning (no drain) and starts it again, as a supervisor would.
func (t *topo) sigkill(ctx context.Context) (time.Time, string, error) {
	pid, err := readPid(filepath.Join(t.dir, "pedbook1.pid"))
	if err != nil {
		return time.Now(), "", fmt.Errorf("pid of instance 1: %w", err)
	}
	if err := syscall.Kill(pid, syscall.SIGKILL); err != nil {
		return time.Now(), "", fmt.Errorf("kill -KILL %d: %w", pid, err)
	}
	killed := time.Now()
	waitGone(pid, 5*time.Second)
	sleep(ctx, time.Second)
	if err := t.cluster(ctx, "start-instance", "1"); err != nil {
		return time.Now(), "", err
	}
	return time.Now(), fmt.Sprintf("killed pid %d; restarted and UP in HAProxy %.1fs later", pid, time.Since(killed).Seconds()), nil
}

func (t *topo) rolling(ctx context.Context) (time.Time, string, error) {
	start := time.Now()
	err := t.cluster(ctx, "rolling")
	return time.Now(), fmt.Sprintf("rolling restart took %.1fs", time.Since(start).Seconds()), err
}

func (t *topo) primaryRestart(ctx context.Context) (time.Time, string, error) {
	start := time.Now()
	err := asPostgres(ctx, filepath.Join(t.pgBin, "pg_ctl"), "-D", filepath.Join(t.dir, "primary"), "-l", filepath.Join(t.dir, "primary/server.log"),
		"restart", "-m", "fast", "-w", "-t", "60")
	return time.Now(), fmt.Sprintf("pg_ctl restart -m fast took %.1fs", time.Since(start).Seconds()), err
}

func (t *topo) bouncerRestart(ctx context.Context) (time.Time, string, error) {
	pidf := filepath.Join(t.dir, "pgbouncer.pid")
	pid, err := readPid(pidf)
	if err != nil {
		return time.Now(), "", fmt.Errorf("pid of pgbouncer: %w", err)
	}
	start := time.Now()
	if err := syscall.Kill(pid, syscall.SIGTERM); err != nil {
		return start, "", fmt.Errorf("kill -TERM pgbouncer %d: %w", pid, err)
	}
	waitGone(pid, 10*time.Second)
	var last error
	for try := 0; try < 10; try++ {
		if last = asPostgres(ctx, "/usr/sbin/pgbouncer", "-d", filepath.Join(t.dir, "pgbouncer.ini")); last == nil {
			return time.Now(), fmt.Sprintf("pgbouncer down %.1fs", time.Since(start).Seconds()), nil
		}
		sleep(ctx, 500*time.Millisecond)
	}
	return start, "", last
}

func (t *topo) replicaStopStart(ctx context.Context) (time.Time, string, error) {
	if err := t.cluster(ctx, "replica", "stop"); err != nil {
		return time.Now(), "", err
	}
	sleep(ctx, t.hold)
	started := time.Now()
	if err := t.cluster(ctx, "replica", "start"); err != nil {
		return started, "", err
	}
	return started, fmt.Sprintf("replica down %.0fs", t.hold.Seconds()), nil
}

// connectionStorm: many clients on fresh connections at once, each sending searches and large
// selects as fast as answers come, for hold — more than PgBouncer's and the instances' pools.
// Every answer must be a 2xx or a clear error; none may hang.
func (t *topo) connectionStorm(ctx context.Context) (time.Time, string, error) {
	counts := t.burst(ctx, t.hold)
	return time.Now(), fmt.Sprintf("%d clients: %s", t.storm, errorList(counts)), nil
}

// burst runs the storm's clients for d and counts their answers (2xx or the error key).
func (t *topo) burst(ctx context.Context, d time.Duration) map[string]int {
	ctx, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	var mu sync.Mutex
	counts := map[string]int{}
	var wg sync.WaitGroup
	for i := 0; i < t.storm; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			a := *t.api
			a.client = &http.Client{Transport: &http.Transport{DisableKeepAlives: true}}
			for ctx.Err() == nil {
				var o outcome
				if i%4 == 0 {
					o, _ = a.call(context.WithoutCancel(ctx), http.MethodGet, "/rest/v1/pedbook_sus_procedimentos?select=*&limit=2000", "", nil, nil)
				} else {
					o, _ = a.call(context.WithoutCancel(ctx), http.MethodPost, "/rest/v1/rpc/unified_search_complete", "", map[string]any{"search_query": "a"}, nil)
				}
				k := "2xx"
				if !o.ok() {
					k = o.errorKey()
				}
				mu.Lock()
				counts[k]++
				mu.Unlock()
			}
		}(i)
	}
	wg.Wait()
	return counts
}

// slowClients hold sockets open on the load balancer: half send their headers a byte at a
// time, half announce a body and trickle it. It reports how many the server side closed and
// when (a slow client must not hold a connection, and a goroutine, forever).
func (t *topo) slowClients(ctx context.Context) (time.Time, string, error) {
	const n = 40
	ctx, cancel := context.WithTimeout(ctx, t.slowHold)
	defer cancel()
	var closed atomic.Int64
	var mu sync.Mutex
	var closedAfter []time.Duration
	var wg sync.WaitGroup
	start := time.Now()
	for i := 0; i < n; i++ {
		c, err := net.DialTimeout("tcp", t.lbAddr, 2*time.Second)
		if err != nil {
			continue
		}
		wg.Add(1)
		go func(i int, c net.Conn) {
			defer wg.Done()
			defer c.Close()
			var msg string
			if i%2 == 0 {
				msg = "GET /rest/v1/pedbook_feedback_types?select=id HTTP/1.1\r\nHost: soak\r\nX-Slow: " + strings.Repeat("a", 4000)
			} else {
				fmt.Fprintf(c, "POST /rest/v1/client_error_reports HTTP/1.1\r\nHost: soak\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n")
				msg = "{\"kind\":\"" + strings.Repeat("b", 99990)
			}
			go func() { // notice the other side closing
				r := bufio.NewReader(c)
				_, _ = r.ReadByte()
				if ctx.Err() == nil {
					closed.Add(1)
					mu.Lock()
					closedAfter = append(closedAfter, time.Since(start))
					mu.Unlock()
					_ = c.Close()
				}
			}()
			for j := 0; j < len(msg) && ctx.Err() == nil; j++ {
				if _, err := c.Write([]byte{msg[j]}); err != nil {
					return
				}
				sleep(ctx, 500*time.Millisecond)
			}
		}(i, c)
	}
	wg.Wait()
	mu.Lock()
	defer mu.Unlock()
	sort.Slice(closedAfter, func(i, j int) bool { return closedAfter[i] < closedAfter[j] })
	detail := fmt.Sprintf("%d slow sockets for %.0fs: %d closed by the server side", n, t.slowHold.Seconds(), closed.Load())
	if len(closedAfter) > 0 {
		detail += fmt.Sprintf(" (first after %.1fs, last after %.1fs)", closedAfter[0].Seconds(), closedAfter[len(closedAfter)-1].Seconds())
	}
	return time.Now(), detail, nil
}

// healthy: one probe round through the serving path — a read and a write through the load
// balancer (REST via PgBouncer, auth), every instance UP in HAProxy.
func (t *topo) healthy(ctx context.Context) bool {
	if o, _ := t.api.call(ctx, http.MethodGet, "/rest/v1/pedbook_feedback_types?select=id&limit=1", "", nil, nil); !o.ok() {
		return false
	}
	o, _ := t.api.call(ctx, http.MethodPost, "/rest/v1/client_error_reports", t.api.serviceKey,
		map[string]any{"kind": "soak-probe", "message": "probe"}, map[string]string{"Prefer": "return=minimal"})
	if !o.ok() {
		return false
	}
	if o, _ := t.api.call(ctx, http.MethodGet, "/auth/v1/user", t.probe.access, nil, nil); !o.ok() {
		return false
	}
	up, _ := t.allUp(ctx)
	return up
}

func (t *topo) allUp(ctx context.Context) (bool, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, t.statsURL+";csv", nil)
	if err != nil {
		return false, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return false, err
	}
	defer resp.Body.Close()
	sc := bufio.NewScanner(resp.Body)
	up := 0
	for sc.Scan() {
		f := strings.Split(sc.Text(), ",")
		if len(f) > 17 && f[0] == "pedbook" && strings.HasPrefix(f[1], "pedbook") {
			if f[17] != "UP" {
				return false, nil
			}
			up++
		}
	}
	return up == t.instances, nil
}

func (t *topo) replicaStreaming(ctx context.Context) bool {
	ctx, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, t.dbURL)
	if err != nil {
		return false
	}
	defer conn.Close(context.WithoutCancel(ctx))
	var n int
	if err := conn.QueryRow(ctx, "select count(*) from pg_stat_replication where state = 'streaming'").Scan(&n); err != nil {
		return false
	}
	return n > 0
}

// awaitHealthy polls until three rounds of check in a row pass; it returns when the first of
// them began, or false after limit.
func (t *topo) awaitHealthy(ctx context.Context, limit time.Duration, check func(context.Context) bool) (time.Time, bool) {
	deadline := time.Now().Add(limit)
	var first time.Time
	streak := 0
	for time.Now().Before(deadline) && ctx.Err() == nil {
		at := time.Now()
		if check(ctx) {
			if streak == 0 {
				first = at
			}
			if streak++; streak == 3 {
				return first, true
			}
		} else {
			streak = 0
		}
		sleep(ctx, 200*time.Millisecond)
	}
	return time.Time{}, false
}

// waitGone waits until pid has exited (or is a zombie nobody reaped yet).
func waitGone(pid int, limit time.Duration) {
	for end := time.Now().Add(limit); time.Now().Before(end); time.Sleep(50 * time.Millisecond) {
		b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
		if err != nil {
			return
		}
		if i := strings.LastIndexByte(string(b), ')'); i > 0 && i+2 < len(b) && b[i+2] == 'Z' {
			return
		}
	}
}

func sleep(ctx context.Context, d time.Duration) {
	select {
	case <-ctx.Done():
	case <-time.After(d):
	}
}

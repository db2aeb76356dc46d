package rest

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/golang-jwt/jwt/v5"
	"github.com/jackc/pgx/v5"
	"github.com/pedbook/pedbook/pgtest"
)

// aliasedEmbeds is the attack of issue 20 #1: n aliased embeds of the same relation.
func aliasedEmbeds(n int) string {
	var b strings.Builder
	b.WriteString("id")
	for i := range n {
		fmt.Fprintf(&b, ",e%d:pedbook_medication_categories(name)", i)
	}
	return b.String()
}

func columns(n int) string {
	cols := make([]string, n)
	for i := range cols {
		cols[i] = fmt.Sprintf("c%d:id", i)
	}
	return strings.Join(cols, ",")
}

// TestRequestBounds: an anonymous request is bounded before any SQL is written (embeds,
// select items, query length), with a PGRST1xx error naming the limit; requests within the
// defaults still run.
func TestRequestBounds(t *testing.T) {
	e := newEnv(t, nil)
	cases := []struct {
		name   string
		query  string
		status int
		code   string
	}{
		{"1000 aliased embeds", "select=" + url.QueryEscape(aliasedEmbeds(1000)), 400, "PGRST131"},
		{"21 embeds", "select=" + url.QueryEscape(aliasedEmbeds(21)), 400, "PGRST131"},
		{"20 embeds run", "select=" + url.QueryEscape(aliasedEmbeds(20)) + "&limit=1", 200, ""},
		{"nested embeds count", "select=" + url.QueryEscape("id,a:pedbook_medication_categories(name,m:pedbook_medications("+aliasedEmbeds(20)+"))"), 400, "PGRST131"},
		{"301 select items", "select=" + url.QueryEscape(columns(301)), 400, "PGRST132"},
		{"300 select items run", "select=" + url.QueryEscape(columns(300)) + "&limit=1", 200, ""},
		{"query over 128 KiB", "select=id&name=in.(" + strings.Repeat("x,", 70000) + "x)", 414, "PGRST130"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := e.do("GET", "/pedbook_medications?"+c.query, "")
			if r.status != c.status {
				t.Fatalf("status %d, want %d: %.300s", r.status, c.status, r.body)
			}
			if c.code == "" {
				return
			}
			body, ok := r.json(t).(map[string]any)
			if !ok || body["code"] != c.code || body["details"] == nil || !strings.Contains(fmt.Sprint(body["hint"]), "PEDBOOK_REST_MAX_") {
				t.Errorf("error %s, want code %s naming the limit", r.body, c.code)
			}
		})
	}
}

// TestStatementTimeout: the anon role's statement_timeout (schema/0009, 3 s) ends a slow
// anonymous statement with PostgREST's error shape instead of holding a pool connection.
func TestStatementTimeout(t *testing.T) {
	e := newEnv(t, nil)
	r := e.do("GET", "/rpc/sleep_for?seconds=30", "", "Accept-Profile: fx")
	if r.status != 500 || !strings.Contains(r.body, `"code":"57014"`) || !strings.Contains(r.body, "statement timeout") {
		t.Errorf("anon 30 s statement: %d %s", r.status, r.body)
	}
}

// TestSearchQueryCap: a 300 KB search_query is not a search; it finds nothing at once
// instead of occupying a connection (12 such calls exhausted the pool).
func TestSearchQueryCap(t *testing.T) {
	e := newEnv(t, nil)
	body := `{"search_query":"` + strings.Repeat("paracetamol ", 25000) + `"}`
	r := e.do("POST", "/rpc/unified_search_complete", body)
	if r.status != 200 {
		t.Fatalf("%d %.300s", r.status, r.body)
	}
	for k, v := range r.json(t).(map[string]any) {
		if l, ok := v.([]any); !ok || len(l) != 0 {
			t.Errorf("%s = %v, want []", k, v)
		}
	}
}

// TestPoolExhaustion: with every pool connection busy, a request waits at most
// PGRST_DB_POOL_ACQUISITION_TIMEOUT and gets PGRST003 504 instead of hanging.
func TestPoolExhaustion(t *testing.T) {
	e := newEnv(t, func(s *Settings) { s.PoolSize, s.PoolTimeout = 2, 1 })
	auth := "Authorization: Bearer " + token(t, jwt.MapClaims{"role": "authenticated"})
	done := make(chan resp, 2)
	for range 2 {
		go func() {
			req, _ := http.NewRequest("GET", e.srv.URL+"/rpc/sleep_for?seconds=6", nil)
			req.Header.Set("Accept-Profile", "fx")
			req.Header.Set("Authorization", strings.TrimPrefix(auth, "Authorization: "))
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				done <- resp{status: -1, body: err.Error()}
				return
			}
			b, _ := io.ReadAll(res.Body)
			res.Body.Close()
			done <- resp{status: res.StatusCode, body: string(b)}
		}()
	}
	waitFor(t, func() bool { return e.countSleeping(t) == 2 })
	r := e.do("GET", "/items?select=id", "", "Accept-Profile: fx")
	if r.status != 504 || !strings.Contains(r.body, `"code":"PGRST003"`) {
		t.Errorf("request with the pool exhausted: %d %s", r.status, r.body)
	}
	for range 2 {
		if r := <-done; r.status != 200 {
			t.Errorf("slow request: %d %s", r.status, r.body)
		}
	}
}

// countSleeping counts the test database's backends inside pg_sleep.
func (e *testEnv) countSleeping(t *testing.T) int {
	t.Helper()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, e.owner)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	var n int
	if err := conn.QueryRow(ctx, `select count(*) from pg_stat_activity
		where datname = current_database() and wait_event = 'PgSleep' and pid <> pg_backend_pid()`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// TestDatabaseDownHidesDetails: while the database refuses connections (a restart), the
// 503 tells anonymous callers nothing about the database user, host, port or name.
func TestDatabaseDownHidesDetails(t *testing.T) {
	e := newEnv(t, nil)
	if r := e.do("GET", "/items?select=id", "", "Accept-Profile: fx"); r.status != 200 {
		t.Fatalf("warm-up: %d %s", r.status, r.body)
	}
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, e.owner)
	if err != nil {
		t.Fatal(err)
	}
	var db string
	if err := conn.QueryRow(ctx, "select current_database()").Scan(&db); err != nil {
		t.Fatal(err)
	}
	conn.Close(ctx)
	server, err := pgx.Connect(ctx, pgtest.ServerURL(t))
	if err != nil {
		t.Fatal(err)
	}
	defer server.Close(ctx)
	for _, q := range []string{
		"alter database " + pgx.Identifier{db}.Sanitize() + " allow_connections false",
		"select pg_terminate_backend(pid) from pg_stat_activity where datname = $1",
	} {
		args := []any{}
		if strings.Contains(q, "$1") {
			args = append(args, db)
		}
		if _, err := server.Exec(ctx, q, args...); err != nil {
			t.Fatal(err)
		}
	}
	t.Cleanup(func() {
		_, _ = server.Exec(context.Background(), "alter database "+pgx.Identifier{db}.Sanitize()+" allow_connections true")
	})
	u, _ := url.Parse(e.owner)
	for i := range 3 {
		r := e.do("GET", "/items?select=id", "", "Accept-Profile: fx")
		if r.status < 500 {
			t.Fatalf("try %d with the database down: %d %s", i, r.status, r.body)
		}
		for _, secret := range []string{"authenticator", u.Hostname(), u.Port(), db} {
			if strings.Contains(r.body, secret) {
				t.Errorf("try %d: the error reveals %q: %s", i, secret, r.body)
			}
		}
	}
}

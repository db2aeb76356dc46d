package rest

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"github.com/jackc/pgx/v5"
	"github.com/pedbook/pedbook/internal/pgtest"
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
	conn := e.ownerConn()
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
	db := e.database()
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

// TestAnalyticsRowBounds: anonymous analytics rows are bounded by CHECK constraints
// (issue 20 #8: 6 MB rows were accepted); an ordinary row still goes in.
func TestAnalyticsRowBounds(t *testing.T) {
	e := newEnv(t, func(s *Settings) { s.MaxBody = 10 << 20 })
	row := func(field, value string) string {
		m := map[string]any{"session_id": "0b9c7f1e-5d0a-4c4e-9d53-1f2a3b4c5d6e", "action_type": "page_view", "page_url": "/medicamentos",
			"user_agent": "Mozilla/5.0", "metadata": map[string]any{}}
		if field == "metadata" {
			m[field] = map[string]any{"x": value}
		} else if field != "" {
			m[field] = value
		}
		b, _ := json.Marshal(m)
		return string(b)
	}
	huge := strings.Repeat("x", 6<<20)
	cases := []struct {
		name, field, value string
		status             int
	}{
		{"ordinary row", "", "", 201},
		{"6 MB metadata", "metadata", huge, 400},
		{"6 MB page_url", "page_url", huge, 400},
		{"long session_id", "session_id", strings.Repeat("s", 101), 400},
		{"long action_type", "action_type", strings.Repeat("a", 65), 400},
		{"long search_query", "search_query", strings.Repeat("q", 501), 400},
		{"long user_agent", "user_agent", strings.Repeat("u", 1025), 400},
		{"long referrer", "referrer", strings.Repeat("r", 2049), 400},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := e.do("POST", "/site_analytics", row(c.field, c.value), "Prefer: return=minimal")
			if r.status != c.status {
				t.Fatalf("status %d, want %d: %.300s", r.status, c.status, r.body)
			}
			if c.status == 400 && !strings.Contains(r.body, `"code":"23514"`) {
				t.Errorf("want a check violation: %.300s", r.body)
			}
		})
	}
}

// TestAnonWriteRate: anonymous inserts are limited per IP; reads and signed-in writes are
// not counted, and a forged X-Forwarded-For from an untrusted peer changes nothing.
func TestAnonWriteRate(t *testing.T) {
	// the test client is on loopback: trust no proxy here
	e := newEnv(t, func(s *Settings) {
		s.AnonWriteRate, s.AnonWriteBurst, s.TrustProxy, s.TrustedProxies = 0.001, 5, true, nil
	})
	body := `{"session_id":"s","action_type":"page_view","page_url":"/"}`
	created := 0
	for i := range 12 {
		r := e.do("POST", "/site_analytics", body, "Prefer: return=minimal", fmt.Sprintf("X-Forwarded-For: 192.0.2.%d", i))
		switch r.status {
		case 201:
			created++
		case 429:
			if !strings.Contains(r.body, `"code":"PGRST429"`) || r.header.Get("Retry-After") == "" {
				t.Errorf("429 without PostgREST's shape or Retry-After: %v %s", r.header, r.body)
			}
		default:
			t.Fatalf("%d %s", r.status, r.body)
		}
	}
	if created != 5 {
		t.Errorf("%d anonymous inserts accepted, want the burst of 5", created)
	}
	if r := e.do("GET", "/pedbook_medications?select=id&limit=1", ""); r.status != 200 {
		t.Errorf("anonymous read after the write limit: %d %s", r.status, r.body)
	}
	if r := e.do("POST", "/rpc/unified_search_complete", `{"search_query":"para"}`); r.status != 200 {
		t.Errorf("anonymous search (a stable RPC) after the write limit: %d %.200s", r.status, r.body)
	}
	auth := "Authorization: Bearer " + token(t, jwt.MapClaims{"role": "authenticated", "sub": "00000000-0000-0000-0000-000000000001"})
	if r := e.do("POST", "/site_analytics", body, "Prefer: return=minimal", auth); r.status != 201 {
		t.Errorf("signed-in insert: %d %s", r.status, r.body)
	}
}

// TestClientIPBehindProxies: X-Forwarded-For counts only from a trusted proxy, and then its
// right-most untrusted address (what the client wrote on the left is not believed).
func TestClientIPBehindProxies(t *testing.T) {
	cases := []struct {
		name, remote, xff string
		trust             bool
		want              string
	}{
		{"no trust", "127.0.0.1:1", "192.0.2.1", false, "127.0.0.1"},
		{"untrusted peer", "203.0.113.5:1", "192.0.2.1", true, "203.0.113.5"},
		{"trusted peer", "127.0.0.1:1", "192.0.2.1", true, "192.0.2.1"},
		{"forged left part", "127.0.0.1:1", "192.0.2.1, 198.51.100.7", true, "198.51.100.7"},
		{"chain of proxies", "127.0.0.1:1", "198.51.100.7, 10.1.2.3", true, "198.51.100.7"},
		{"garbage", "127.0.0.1:1", "nonsense", true, "127.0.0.1"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			clients, err := clientResolver(Settings{TrustProxy: c.trust, TrustedProxies: []string{"127.0.0.0/8", "10.0.0.0/8", "::1"}})
			if err != nil {
				t.Fatal(err)
			}
			r := httptest.NewRequest("GET", "/", nil)
			r.RemoteAddr = c.remote
			r.Header.Set("X-Forwarded-For", c.xff)
			if got := (&client{clients: clients, r: r}).ip(); got != c.want {
				t.Errorf("clientIP = %s, want %s", got, c.want)
			}
		})
	}
}

// TestLongInListHeadersBounded: a read with 1,000 UUIDs in in.(…) answers with bounded
// headers (issue 20 #5: Content-Location echoed 195 KB for 5,000 ids and supabase-js failed
// with UND_ERR_HEADERS_OVERFLOW); short queries keep PostgREST's Content-Location.
func TestLongInListHeadersBounded(t *testing.T) {
	e := newEnv(t, nil)
	ids := make([]string, 1000)
	for i := range ids {
		ids[i] = fmt.Sprintf("00000000-0000-4000-8000-%012d", i)
	}
	r := e.do("GET", "/pedbook_medications?select=id&id=in.("+strings.Join(ids, ",")+")", "")
	if r.status != 200 {
		t.Fatalf("%d %.300s", r.status, r.body)
	}
	size := 0
	for k, vs := range r.header {
		for _, v := range vs {
			size += len(k) + len(v) + 4
		}
	}
	if size > 8192 {
		t.Errorf("response headers are %d bytes: %v", size, r.header.Get("Content-Location")[:100])
	}
	if r := e.do("GET", "/pedbook_medications?select=id&limit=1", ""); r.header.Get("Content-Location") != "/pedbook_medications?limit=1&select=id" {
		t.Errorf("Content-Location of a short query: %q", r.header.Get("Content-Location"))
	}
}

// TestStaleConnectionRead: a pooled connection whose socket carries a deadline in the past
// (seen once in the browser suite: a read answered 503 PGRST001 "timeout: read tcp … i/o
// timeout" after 0.2 ms, the request's context alive) fails the next statement sent on it.
// A read-only request is then run once more on another connection instead of answering 503;
// the broken connection leaves the pool.
func TestStaleConnectionRead(t *testing.T) {
	e := newEnv(t, func(s *Settings) { s.PoolSize = 1 })
	if r := e.do("GET", "/items?select=id&limit=1", "", "Accept-Profile: fx"); r.status != 200 {
		t.Fatalf("first read: %d %s", r.status, r.body)
	}
	c, err := e.h.pool.Acquire(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Conn().PgConn().Conn().SetDeadline(time.Now().Add(-time.Second)); err != nil {
		t.Fatal(err)
	}
	c.Release()
	if r := e.do("GET", "/items?select=id&limit=1", "", "Accept-Profile: fx"); r.status != 200 {
		t.Errorf("read on the stale connection: %d %s", r.status, r.body)
	}
	if r := e.do("GET", "/items?select=id&limit=1", "", "Accept-Profile: fx"); r.status != 200 {
		t.Errorf("the read after it: %d %s", r.status, r.body)
	}
}

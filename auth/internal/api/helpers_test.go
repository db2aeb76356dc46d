package api

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"os"
	"regexp"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/pedbook/pedbook/auth/internal/clock"
	pmail "github.com/pedbook/pedbook/auth/internal/mail"
	"github.com/pedbook/pedbook/auth/internal/password"
	"github.com/pedbook/pedbook/auth/internal/token"
	"github.com/pedbook/pedbook/internal/pgtest"
	"github.com/pedbook/pedbook/internal/ratelimit"
	"golang.org/x/crypto/bcrypt"
)

const testSecret = "test-jwt-secret-with-at-least-32-characters-long"

// env is one test's service: a fresh migrated database, a manual clock, mail delivered to
// the real MailDev over SMTP.
type env struct {
	t     testing.TB
	api   *API
	h     http.Handler
	pool  *pgxpool.Pool
	clock *clock.Manual
	su    *pgxpool.Pool // superuser pool on the same database, for assertions
}

func testConfig() Config {
	return Config{
		SiteURL: "http://app.pedbook.test", ExternalURL: "http://api.pedbook.test/auth/v1",
		URIAllowList: []string{"pedbook://**", "https://*.pedbook.test/**"},
		JWTExp:       time.Hour, JWTAud: "authenticated", JWTIssuer: "http://api.pedbook.test/auth/v1",
		AdminRoles: []string{"service_role", "supabase_admin"}, DefaultRole: "authenticated",
		ExternalEmailEnabled: true, Autoconfirm: true,
		OTPExp: time.Hour, OTPLength: 6, OTPMaxAttempts: 5, EmailMaxFrequency: 60 * time.Second,
		Password:        password.Policy{MinLength: 6},
		RefreshRotation: true, ReuseInterval: 10 * time.Second, FlowStateExpiry: 300 * time.Second,
		TokenLimit:   ratelimit.Limit{Events: 150, Period: 5 * time.Minute, Burst: 30},
		VerifyLimit:  ratelimit.Limit{Events: 30, Period: 5 * time.Minute, Burst: 30},
		OTPLimit:     ratelimit.Limit{Events: 30, Period: 5 * time.Minute, Burst: 30},
		AddressLimit: ratelimit.Limit{Events: 30, Period: 5 * time.Minute, Burst: 10},
		// The shared limits at their production defaults, sign-ups excepted (tests sign many
		// users up from one address).
		SigninFailureLimit:   ratelimit.Limit{Events: 10, Period: 5 * time.Minute},
		SigninIPFailureLimit: ratelimit.Limit{Events: 60, Period: 5 * time.Minute},
		SignupLimit:          ratelimit.Limit{Events: 1000, Period: 5 * time.Minute},
		EmailSentLimit:       ratelimit.Limit{Events: 1000, Period: time.Hour},
		TrustedProxies:       []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8")},
		MaxMetadataBytes:     16384,
		MFA: MFAConfig{TOTPEnroll: true, TOTPVerify: true, MaxEnrolledFactors: 10, MaxVerifiedFactors: 10,
			ChallengeExpiry: 5 * time.Minute, FactorExpiry: 5 * time.Minute},
		MFALimit: ratelimit.Limit{Events: 15, Period: time.Minute, Burst: 15},
		Version:  "test",
	}
}

func smtpSender(t testing.TB) pmail.Sender {
	addr := os.Getenv("PEDBOOK_TEST_SMTP_ADDR")
	if addr == "" {
		t.Fatal("PEDBOOK_TEST_SMTP_ADDR is not set: run through scripts/test (it starts MailDev)")
	}
	host, port, _ := net.SplitHostPort(addr)
	p, _ := strconv.Atoi(port)
	return pmail.NewSMTP(pmail.SMTPConfig{Host: host, Port: p, From: "nao-responda@pedbook.local", SenderName: "PedBook"})
}

func newEnv(t *testing.T, mutate func(*Config)) *env {
	t.Helper()
	return newEnvWith(t, mutate, nil)
}

func newEnvWith(t *testing.T, mutate func(*Config), extraDeps func(*Deps)) *env {
	t.Helper()
	t.Parallel() // every test has its own database, clock and addresses
	return setupEnv(t, mutate, extraDeps)
}

func setupEnv(t testing.TB, mutate func(*Config), extraDeps func(*Deps)) *env {
	t.Helper()
	dbURL := pgtest.NewDatabase(t)
	authURL, err := pgtest.WithUser(dbURL, "supabase_auth_admin")
	if err != nil {
		t.Fatal(err)
	}
	authURL = withExecMode(authURL)
	ctx := context.Background()
	pool, err := pgxpool.New(ctx, authURL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pool.Close)
	su, err := pgxpool.New(ctx, dbURL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(su.Close)
	cfg := testConfig()
	if mutate != nil {
		mutate(&cfg)
	}
	keys, err := token.NewKeys(testSecret, "", "")
	if err != nil {
		t.Fatal(err)
	}
	hasher, err := password.NewHasher(bcrypt.MinCost)
	if err != nil {
		t.Fatal(err)
	}
	tpl, err := pmail.LoadTemplates()
	if err != nil {
		t.Fatal(err)
	}
	clk := clock.NewManual(time.Now().UTC().Truncate(time.Second))
	d := Deps{Pool: pool, Keys: keys, Refresher: token.NewRefresher(testSecret), Hasher: hasher,
		Mailer: smtpSender(t), Templates: tpl, Clock: clk, Log: slog.New(slog.NewTextHandler(io.Discard, nil))}
	if extraDeps != nil {
		extraDeps(&d)
	}
	a, err := New(cfg, d)
	if err != nil {
		t.Fatal(err)
	}
	return &env{t: t, api: a, h: a.Handler(), pool: pool, clock: clk, su: su}
}

// response is a recorded answer.
type response struct {
	Status int
	Header http.Header
	Body   []byte
}

func (r response) JSON(t testing.TB) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(r.Body, &m); err != nil {
		t.Fatalf("body is not a JSON object (%d): %s", r.Status, r.Body)
	}
	return m
}

// req is one request to the service.
type req struct {
	method, path string
	body         any
	bearer       string
	headers      map[string]string
	remote       string
	legacy       bool // no X-Supabase-Api-Version (old clients, curl)
}

func (e *env) do(r req) response {
	e.t.Helper()
	var body io.Reader
	if r.body != nil {
		switch b := r.body.(type) {
		case string:
			body = strings.NewReader(b)
		default:
			buf, err := json.Marshal(b)
			if err != nil {
				e.t.Fatal(err)
			}
			body = bytes.NewReader(buf)
		}
	}
	hr := httptest.NewRequest(r.method, r.path, body)
	hr.Header.Set("Content-Type", "application/json")
	if !r.legacy {
		hr.Header.Set("X-Supabase-Api-Version", "2024-01-01")
	}
	if r.bearer != "" {
		hr.Header.Set("Authorization", "Bearer "+r.bearer)
	}
	for k, v := range r.headers {
		hr.Header.Set(k, v)
	}
	hr.RemoteAddr = "127.0.0.1:40000"
	if r.remote != "" {
		hr.RemoteAddr = r.remote
	}
	rec := httptest.NewRecorder()
	e.h.ServeHTTP(rec, hr)
	e.api.Wait() // emails sent after the answer are in MailDev before the test looks
	return response{Status: rec.Code, Header: rec.Header(), Body: rec.Body.Bytes()}
}

// expectError checks status and GoTrue's 2024-01-01 error shape.
func expectError(t testing.TB, r response, status int, code string) {
	t.Helper()
	if r.Status != status {
		t.Fatalf("status %d, want %d (%s): %s", r.Status, status, code, r.Body)
	}
	m := r.JSON(t)
	if m["code"] != code {
		t.Fatalf("code %v, want %q: %s", m["code"], code, r.Body)
	}
	if _, ok := m["message"].(string); !ok {
		t.Fatalf("no message: %s", r.Body)
	}
	if r.Header.Get("X-Supabase-Api-Version") != "2024-01-01" || r.Header.Get("x-sb-error-code") != code {
		t.Fatalf("headers %v", r.Header)
	}
}

var seq atomic.Int64

// uniqueEmail returns an address no other test uses (MailDev is shared).
func uniqueEmail(prefix string) string {
	return prefix + "-" + strconv.FormatInt(time.Now().UnixNano(), 36) + "-" + strconv.FormatInt(seq.Add(1), 10) + "@pedbook.test"
}

// signUp creates a confirmed user (autoconfirm on) and returns the session.
func (e *env) signUp(email, pw string, data map[string]any) map[string]any {
	e.t.Helper()
	r := e.do(req{method: "POST", path: "/signup", body: map[string]any{"email": email, "password": pw, "data": data}})
	if r.Status != 200 {
		e.t.Fatalf("signup: %d %s", r.Status, r.Body)
	}
	return r.JSON(e.t)
}

func (e *env) signIn(email, pw string) response {
	e.t.Helper()
	return e.do(req{method: "POST", path: "/token?grant_type=password", body: map[string]any{"email": email, "password": pw}})
}

func (e *env) refresh(rt string) response {
	e.t.Helper()
	return e.do(req{method: "POST", path: "/token?grant_type=refresh_token", body: map[string]any{"refresh_token": rt}})
}

// scalar runs a query as superuser and scans one value.
func (e *env) scalar(q string, args ...any) any {
	e.t.Helper()
	var v any
	if err := e.su.QueryRow(context.Background(), q, args...).Scan(&v); err != nil {
		e.t.Fatalf("%s: %v", q, err)
	}
	return v
}

type mailDevMessage struct {
	Subject string `json:"subject"`
	HTML    string `json:"html"`
	Text    string `json:"text"`
	To      []struct {
		Address string `json:"address"`
	} `json:"to"`
}

var otpRe = regexp.MustCompile(`data-otp="([0-9]+)"`)
var linkRe = regexp.MustCompile(`href="([^"]+/verify\?[^"]+)"`)

// lastMail returns the newest message MailDev received for address.
func lastMail(t testing.TB, address string) (mailDevMessage, bool) {
	t.Helper()
	web := os.Getenv("PEDBOOK_TEST_MAIL_WEB_URL")
	if web == "" {
		t.Fatal("PEDBOOK_TEST_MAIL_WEB_URL is not set: run through scripts/test")
	}
	resp, err := http.Get(web + "/email")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var list []mailDevMessage
	if err := json.NewDecoder(resp.Body).Decode(&list); err != nil {
		t.Fatal(err)
	}
	for i := len(list) - 1; i >= 0; i-- {
		for _, to := range list[i].To {
			if strings.EqualFold(to.Address, address) {
				return list[i], true
			}
		}
	}
	return mailDevMessage{}, false
}

// mailCode reads the code and link of the newest email to address.
func mailCode(t testing.TB, address string) (code, link string) {
	t.Helper()
	m, ok := lastMail(t, address)
	if !ok {
		t.Fatalf("no email to %s in MailDev", address)
	}
	c := otpRe.FindStringSubmatch(m.HTML)
	l := linkRe.FindStringSubmatch(m.HTML)
	if c == nil || l == nil {
		t.Fatalf("email without code or link: %s", m.HTML)
	}
	return c[1], strings.ReplaceAll(l[1], "&amp;", "&")
}

func lower(s string) string { return strings.ToLower(s) }
func upper(s string) string { return strings.ToUpper(s) }

// withExecMode adds PEDBOOK_TEST_AUTH_EXEC_MODE (a pgx default_query_exec_mode such as exec,
// the mode advised behind a transaction pooler) to the auth pool's URL, so the whole suite
// can be run in that mode; unset, the pool keeps pgx's default (cache_statement).
func withExecMode(u string) string {
	mode := os.Getenv("PEDBOOK_TEST_AUTH_EXEC_MODE")
	if mode == "" {
		return u
	}
	sep := "?"
	if strings.Contains(u, "?") {
		sep = "&"
	}
	return u + sep + "default_query_exec_mode=" + mode
}

package rest

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"github.com/jackc/pgx/v5"
	"github.com/pedbook/pedbook/internal/pgtest"
)

const testSecret = "test-secret-with-at-least-32-characters!!"

type testEnv struct {
	t     testing.TB
	srv   *httptest.Server
	h     *Handler
	owner string
}

// newEnv makes a fresh migrated database with the fixture schema and a gateway on it.
func newEnv(t testing.TB, mutate func(*Settings)) *testEnv {
	t.Helper()
	return newEnvKeys(t, mutate, "")
}

// newEnvKeys is newEnv with JWKs (GOTRUE_JWT_KEYS) for the gateway to verify tokens with.
func newEnvKeys(t testing.TB, mutate func(*Settings), jwks string) *testEnv {
	t.Helper()
	return newEnvVia(t, mutate, jwks, nil)
}

// newEnvVia is newEnvKeys with the pool's URL passed through via (nil: as it is), which may
// route the pool's connections elsewhere (through a round-trip counter).
func newEnvVia(t testing.TB, mutate func(*Settings), jwks string, via func(poolURL string) string) *testEnv {
	t.Helper()
	owner := pgtest.NewDatabase(t)
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, owner)
	if err != nil {
		t.Fatal(err)
	}
	fixture, err := os.ReadFile("testdata/fixture.sql")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := conn.Exec(ctx, string(fixture)); err != nil {
		t.Fatalf("fixture: %v", err)
	}
	conn.Close(ctx)
	poolURL, err := pgtest.WithUser(owner, "authenticator")
	if err != nil {
		t.Fatal(err)
	}
	if via != nil {
		poolURL = via(poolURL)
	}
	s := Settings{Schemas: []string{"public", "fx"}, ExtraSearchPath: []string{"public", "extensions"}, AnonRole: "anon",
		PoolSize: 4, TxEnd: "commit-allow-override", PlanEnabled: true, ServerTiming: true, OpenAPIMode: "ignore-privileges", MaxBody: 1 << 20, RateBurst: 100, PreparedStatements: true, PlanCache: true}
	// The request bounds are the production defaults, so every test runs under them.
	defaults, err := LoadSettings()
	if err != nil {
		t.Fatal(err)
	}
	s.MaxQueryBytes, s.MaxEmbeds, s.MaxSelectItems = defaults.MaxQueryBytes, defaults.MaxEmbeds, defaults.MaxSelectItems
	if mutate != nil {
		mutate(&s)
	}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	h, closeFn, err := New(ctx, Options{OwnerURL: owner, PoolURL: poolURL, JWTSecret: testSecret, JWTKeys: jwks, Log: log, Settings: &s})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h)
	t.Cleanup(func() { srv.Close(); closeFn() })
	return &testEnv{t: t, srv: srv, h: h, owner: owner}
}

func token(t *testing.T, claims jwt.MapClaims) string {
	t.Helper()
	if _, ok := claims["exp"]; !ok {
		claims["exp"] = time.Now().Add(time.Hour).Unix()
	}
	s, err := jwt.NewWithClaims(jwt.SigningMethodHS256, claims).SignedString([]byte(testSecret))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

type resp struct {
	status int
	header http.Header
	body   string
}

func (r resp) json(t *testing.T) any {
	t.Helper()
	var v any
	if err := json.Unmarshal([]byte(r.body), &v); err != nil {
		t.Fatalf("body is not JSON: %v\n%s", err, r.body)
	}
	return v
}

// do sends a request; hdr values are "Name: value" strings.
func (e *testEnv) do(method, path, body string, hdr ...string) resp {
	e.t.Helper()
	var rd io.Reader
	if body != "" {
		rd = strings.NewReader(body)
	}
	req, err := http.NewRequest(method, e.srv.URL+path, rd)
	if err != nil {
		e.t.Fatal(err)
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	for _, h := range hdr {
		k, v, _ := strings.Cut(h, ":")
		if strings.EqualFold(strings.TrimSpace(k), "Content-Type") {
			req.Header.Set("Content-Type", strings.TrimSpace(v)) // replaces the JSON default
			continue
		}
		req.Header.Add(strings.TrimSpace(k), strings.TrimSpace(v))
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		e.t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return resp{res.StatusCode, res.Header, string(b)}
}

// ownerConn is a connection to the test database as its owner, closed when the test ends.
func (e *testEnv) ownerConn() *pgx.Conn {
	e.t.Helper()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, e.owner)
	if err != nil {
		e.t.Fatal(err)
	}
	e.t.Cleanup(func() { conn.Close(ctx) })
	return conn
}

// database is the name of the test database (for ALTER ROLE … IN DATABASE).
func (e *testEnv) database() string {
	e.t.Helper()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, e.owner)
	if err != nil {
		e.t.Fatal(err)
	}
	defer conn.Close(ctx)
	var db string
	if err := conn.QueryRow(ctx, "select current_database()").Scan(&db); err != nil {
		e.t.Fatal(err)
	}
	return db
}

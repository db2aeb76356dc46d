package main

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/pedbook/pedbook/cmd/pedbook/internal/config"
	"github.com/pedbook/pedbook/cmd/pedbook/internal/server"
	"github.com/pedbook/pedbook/internal/pgtest"
)

// TestMetricsNotPublic: /metrics is not served on the public listener to anonymous callers
// (issue 20 #10); with PEDBOOK_METRICS_TOKEN it is, to bearers of the token only.
// serveComponents serves what `pedbook serve` mounts for cfg (with /app-config.json) over real
// HTTP until the test ends, and returns the server and the metrics handler of the separate listener.
func serveComponents(t *testing.T, cfg config.Config) (*httptest.Server, http.Handler) {
	t.Helper()
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	mounts, metricsHandler, closers, _, err := components(context.Background(), cfg, log)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		for _, f := range closers {
			f()
		}
	})
	srv := httptest.NewServer(server.New(server.Options{Log: log, Mounts: mounts, AppConfig: appConfig(cfg)}))
	t.Cleanup(srv.Close)
	return srv, metricsHandler
}

func TestMetricsNotPublic(t *testing.T) {
	db := pgtest.NewDatabase(t)
	t.Setenv("JWT_SECRET", "test-secret-with-at-least-32-characters!!") // the auth service reads its own settings
	cases := []struct {
		name   string
		token  string
		bearer string
		status int
	}{
		{"default: not served", "", "", http.StatusNotFound},
		{"token set, none sent", "metrics-secret", "", http.StatusUnauthorized},
		{"token set, wrong one", "metrics-secret", "guess", http.StatusUnauthorized},
		{"token set and sent", "metrics-secret", "metrics-secret", http.StatusOK},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cfg := config.Config{DatabaseURL: db, JWTSecret: "test-secret-with-at-least-32-characters!!", MetricsToken: c.token}
			srv, metricsHandler := serveComponents(t, cfg)
			req, _ := http.NewRequest("GET", srv.URL+"/metrics", nil)
			if c.bearer != "" {
				req.Header.Set("Authorization", "Bearer "+c.bearer)
			}
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			body, _ := io.ReadAll(res.Body)
			res.Body.Close()
			if res.StatusCode != c.status {
				t.Fatalf("status %d, want %d: %.200s", res.StatusCode, c.status, body)
			}
			if c.status != http.StatusOK && strings.Contains(string(body), "pedbook_rest") {
				t.Errorf("metrics leaked: %.200s", body)
			}
			// The separate listener's handler always serves them.
			rec := httptest.NewRecorder()
			metricsHandler.ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
			if rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), "pedbook_rest") {
				t.Errorf("metrics handler: %d %.200s", rec.Code, rec.Body.String())
			}
		})
	}
}

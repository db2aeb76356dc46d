package main

import (
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"github.com/pedbook/pedbook/cmd/pedbook/internal/config"
	"github.com/pedbook/pedbook/internal/pgtest"
)

// TestNativeShellCORS: the native shells load the app from their own bundle — iOS as
// capacitor://localhost, Android as https://localhost — and call the deployment's /rest/v1 and
// /auth/v1 from there. Their preflights and requests must be answered for that origin, with
// every header supabase-js sends allowed (issue 23 item 2). Through real HTTP, on the handlers
// `pedbook serve` mounts.
func TestNativeShellCORS(t *testing.T) {
	db := pgtest.NewDatabase(t)
	const secret = "test-secret-with-at-least-32-characters!!"
	t.Setenv("JWT_SECRET", secret)
	cfg := config.Config{DatabaseURL: db, JWTSecret: secret}
	srv, _ := serveComponents(t, cfg)
	anon, err := jwt.NewWithClaims(jwt.SigningMethodHS256, jwt.MapClaims{"role": "anon", "iss": "supabase", "exp": time.Now().Add(time.Hour).Unix()}).SignedString([]byte(secret))
	if err != nil {
		t.Fatal(err)
	}

	// What supabase-js 2.109 sends from a WebView (postgrest-js, auth-js).
	const requested = "apikey, authorization, content-type, x-client-info, x-supabase-api-version, prefer, accept-profile, content-profile"
	preflights := []struct {
		path, method, headers string
	}{
		{"/rest/v1/pedbook_feedback_types?select=id,name", "GET", "apikey, authorization, x-client-info, accept-profile"},
		{"/rest/v1/pedbook_feedbacks", "POST", requested},
		{"/rest/v1/rpc/unified_search_complete", "POST", "apikey, authorization, content-type, x-client-info, content-profile"},
		{"/auth/v1/token?grant_type=id_token", "POST", "apikey, authorization, content-type, x-client-info, x-supabase-api-version"},
		{"/auth/v1/user", "GET", "apikey, authorization, x-client-info, x-supabase-api-version"},
		{"/auth/v1/logout?scope=global", "POST", "apikey, authorization, content-type, x-client-info, x-supabase-api-version"},
	}
	for _, origin := range []string{"capacitor://localhost", "https://localhost"} {
		for _, p := range preflights {
			t.Run("preflight "+origin+" "+p.method+" "+p.path, func(t *testing.T) {
				req, _ := http.NewRequest(http.MethodOptions, srv.URL+p.path, nil)
				req.Header.Set("Origin", origin)
				req.Header.Set("Access-Control-Request-Method", p.method)
				req.Header.Set("Access-Control-Request-Headers", p.headers)
				res, err := http.DefaultClient.Do(req)
				if err != nil {
					t.Fatal(err)
				}
				res.Body.Close()
				if res.StatusCode != http.StatusOK && res.StatusCode != http.StatusNoContent {
					t.Fatalf("preflight status %d", res.StatusCode)
				}
				checkAllowed(t, res.Header, origin, p.method, p.headers)
			})
		}
		t.Run("requests "+origin, func(t *testing.T) {
			for _, path := range []string{"/rest/v1/pedbook_feedback_types?select=id,name", "/auth/v1/settings"} {
				req, _ := http.NewRequest(http.MethodGet, srv.URL+path, nil)
				req.Header.Set("Origin", origin)
				req.Header.Set("apikey", anon)
				req.Header.Set("Authorization", "Bearer "+anon)
				res, err := http.DefaultClient.Do(req)
				if err != nil {
					t.Fatal(err)
				}
				body, _ := io.ReadAll(res.Body)
				res.Body.Close()
				if res.StatusCode != http.StatusOK {
					t.Fatalf("GET %s: %d %.200s", path, res.StatusCode, body)
				}
				if got := res.Header.Get("Access-Control-Allow-Origin"); got != origin && got != "*" {
					t.Errorf("GET %s: Access-Control-Allow-Origin %q for %s", path, got, origin)
				}
			}
		})
	}
}

// checkAllowed asserts what a browser checks on a preflight answer: the origin, the method and
// every requested header allowed.
func checkAllowed(t *testing.T, h http.Header, origin, method, headers string) {
	t.Helper()
	if got := h.Get("Access-Control-Allow-Origin"); got != origin && got != "*" {
		t.Errorf("Access-Control-Allow-Origin %q, want %s", got, origin)
	}
	if !listHas(h.Get("Access-Control-Allow-Methods"), method) {
		t.Errorf("Access-Control-Allow-Methods %q lacks %s", h.Get("Access-Control-Allow-Methods"), method)
	}
	allowed := h.Get("Access-Control-Allow-Headers")
	for _, want := range strings.Split(headers, ",") {
		if want = strings.TrimSpace(want); !listHas(allowed, want) {
			t.Errorf("Access-Control-Allow-Headers %q lacks %s", allowed, want)
		}
	}
}

func listHas(list, item string) bool {
	for _, v := range strings.Split(list, ",") {
		if strings.EqualFold(strings.TrimSpace(v), item) {
			return true
		}
	}
	return false
}

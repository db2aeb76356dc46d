package main

import (
	"bytes"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/pedbook/pedbook/cmd/pedbook/internal/config"
	"github.com/pedbook/pedbook/internal/pgtest"
)

// TestJWTSecretNames (issue 36 item 5): the JWT secret goes by three names (PedBook's,
// GoTrue's, PostgREST's). It is read once, by the composition root, and handed to the auth
// service (which signs) and the REST gateway (which verifies): two different values refuse
// the start, naming both; any one name, or several equal, give a server where a user signs
// in through /auth/v1 and a signed-in /rest/v1 call is answered as that user.
func TestJWTSecretNames(t *testing.T) {
	const a, b = "first-secret-with-at-least-32-characters!", "second-secret-with-at-least-32-characters"
	refused := []struct {
		name string
		env  map[string]string
		want []string
	}{
		{"JWT_SECRET vs GOTRUE_JWT_SECRET", map[string]string{"JWT_SECRET": a, "GOTRUE_JWT_SECRET": b}, []string{"JWT_SECRET", "GOTRUE_JWT_SECRET"}},
		{"JWT_SECRET vs PGRST_JWT_SECRET", map[string]string{"JWT_SECRET": a, "PGRST_JWT_SECRET": b}, []string{"JWT_SECRET", "PGRST_JWT_SECRET"}},
		{"GOTRUE_JWT_SECRET vs PGRST_JWT_SECRET", map[string]string{"GOTRUE_JWT_SECRET": a, "PGRST_JWT_SECRET": b}, []string{"GOTRUE_JWT_SECRET", "PGRST_JWT_SECRET"}},
		{"third one differs", map[string]string{"JWT_SECRET": a, "GOTRUE_JWT_SECRET": a, "PGRST_JWT_SECRET": b}, []string{"JWT_SECRET", "PGRST_JWT_SECRET"}},
	}
	for _, c := range refused {
		t.Run("refused: "+c.name, func(t *testing.T) {
			clearSecretEnv(t)
			for k, v := range c.env {
				t.Setenv(k, v)
			}
			_, err := config.Load()
			if err == nil {
				t.Fatal("start not refused with two different JWT secrets")
			}
			for _, n := range c.want {
				if !strings.Contains(err.Error(), n) {
					t.Errorf("error %q does not name %s", err, n)
				}
			}
		})
	}

	db := pgtest.NewDatabase(t)
	signingSet := ecSigningKeys(t, "k-es256")
	served := []struct {
		name string
		env  map[string]string
	}{
		// GOTRUE_JWT_KEYS as a JWK set: the auth service signs ES256 with it, the gateway
		// verifies with its public half (one JWK reader for both).
		{"GOTRUE_JWT_KEYS as {\"keys\": […]}", map[string]string{"JWT_SECRET": a, "GOTRUE_JWT_KEYS": signingSet}},
		{"all three equal", map[string]string{"JWT_SECRET": a, "GOTRUE_JWT_SECRET": a, "PGRST_JWT_SECRET": a}},
		{"JWT_SECRET only", map[string]string{"JWT_SECRET": a}},
		{"GOTRUE_JWT_SECRET only", map[string]string{"GOTRUE_JWT_SECRET": b}},
		{"PGRST_JWT_SECRET only", map[string]string{"PGRST_JWT_SECRET": b}},
	}
	for i, c := range served {
		t.Run("served: "+c.name, func(t *testing.T) {
			clearSecretEnv(t)
			t.Setenv("DATABASE_URL", db)
			t.Setenv("GOTRUE_MAILER_AUTOCONFIRM", "true")
			for k, v := range c.env {
				t.Setenv(k, v)
			}
			srv := startFromEnv(t)
			anon := appAnonKey(t, srv.URL)
			email := fmt.Sprintf("secret-names-%d-%d@pedbook.test", i, time.Now().UnixNano())
			if status, body := call(t, "POST", srv.URL+"/auth/v1/signup", anon, "", map[string]string{"email": email, "password": "senha-forte-123"}); status != http.StatusOK {
				t.Fatalf("sign-up: %d %.300s", status, body)
			}
			status, body := call(t, "POST", srv.URL+"/auth/v1/token?grant_type=password", anon, "", map[string]string{"email": email, "password": "senha-forte-123"})
			if status != http.StatusOK {
				t.Fatalf("sign-in: %d %.300s", status, body)
			}
			var session struct {
				AccessToken string `json:"access_token"`
				User        struct {
					ID string `json:"id"`
				} `json:"user"`
			}
			if err := json.Unmarshal(body, &session); err != nil || session.AccessToken == "" {
				t.Fatalf("sign-in answer %.300s: %v", body, err)
			}
			if _, ok := c.env["GOTRUE_JWT_KEYS"]; ok {
				if h := jwtHeader(t, session.AccessToken); h["alg"] != "ES256" || h["kid"] != "k-es256" {
					t.Fatalf("access token header %v, want ES256 with kid k-es256", h)
				}
			}
			// RLS shows a signed-in user their own profile only: the row proves the gateway
			// verified the auth service's token and ran the query as that user.
			status, body = call(t, "GET", srv.URL+"/rest/v1/profiles?select=id", anon, session.AccessToken, nil)
			if status != http.StatusOK {
				t.Fatalf("signed-in REST call: %d %.300s", status, body)
			}
			var rows []struct {
				ID string `json:"id"`
			}
			if err := json.Unmarshal(body, &rows); err != nil || len(rows) != 1 || rows[0].ID != session.User.ID {
				t.Fatalf("profiles as the user: %.300s (%v), want the row of %s", body, err, session.User.ID)
			}
		})
	}
}

// ecSigningKeys is a GOTRUE_JWT_KEYS value in the JWK set form: one P-256 key that signs.
func ecSigningKeys(t *testing.T, kid string) string {
	t.Helper()
	k, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	b64 := base64.RawURLEncoding.EncodeToString
	set, err := json.Marshal(map[string]any{"keys": []map[string]any{{"kty": "EC", "crv": "P-256", "kid": kid, "alg": "ES256",
		"key_ops": []string{"sign", "verify"}, "x": b64(k.X.FillBytes(make([]byte, 32))), "y": b64(k.Y.FillBytes(make([]byte, 32))),
		"d": b64(k.D.FillBytes(make([]byte, 32)))}}})
	if err != nil {
		t.Fatal(err)
	}
	return string(set)
}

// jwtHeader decodes a JWT's header.
func jwtHeader(t *testing.T, token string) map[string]any {
	t.Helper()
	head, _, _ := strings.Cut(token, ".")
	raw, err := base64.RawURLEncoding.DecodeString(head)
	var h map[string]any
	if err != nil || json.Unmarshal(raw, &h) != nil {
		t.Fatalf("JWT header of %.40s…: %v", token, err)
	}
	return h
}

// clearSecretEnv unsets every name of the JWT secret and of the API keys for this test.
func clearSecretEnv(t *testing.T) {
	t.Helper()
	for _, n := range append([]string{"ANON_KEY", "SERVICE_ROLE_KEY", "GOTRUE_JWT_KEYS"}, config.JWTSecretNames...) {
		t.Setenv(n, "") // restored after the test; empty counts as unset
	}
}

// startFromEnv does what `pedbook serve` does with the environment, on the test's own
// listener: read the configuration once, derive the API keys, mount the components and
// serve them with /app-config.json over real HTTP until the test ends.
func startFromEnv(t *testing.T) *httptest.Server {
	t.Helper()
	cfg, err := config.Load()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := cfg.DeriveAPIKeys(time.Now()); err != nil {
		t.Fatal(err)
	}
	srv, _ := serveComponents(t, cfg)
	return srv
}

// appAnonKey reads the anon key the web app gets from /app-config.json.
func appAnonKey(t *testing.T, base string) string {
	t.Helper()
	status, body := call(t, "GET", base+"/app-config.json", "", "", nil)
	var ac struct {
		Key string `json:"supabaseAnonKey"`
	}
	if status != http.StatusOK || json.Unmarshal(body, &ac) != nil || ac.Key == "" {
		t.Fatalf("/app-config.json: %d %.300s", status, body)
	}
	return ac.Key
}

// call sends a JSON request with supabase-js's headers and returns the status and body.
func call(t *testing.T, method, url, apikey, bearer string, body any) (int, []byte) {
	t.Helper()
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			t.Fatal(err)
		}
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, url, rd)
	if err != nil {
		t.Fatal(err)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if apikey != "" {
		req.Header.Set("apikey", apikey)
		if bearer == "" {
			bearer = apikey
		}
	}
	if bearer != "" {
		req.Header.Set("Authorization", "Bearer "+bearer)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res.StatusCode, b
}

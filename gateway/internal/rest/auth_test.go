package rest

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

func TestAuthentication(t *testing.T) {
	ecKey, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	b64 := base64.RawURLEncoding.EncodeToString
	jwks, _ := json.Marshal([]map[string]string{{"kty": "EC", "crv": "P-256", "kid": "k1", "alg": "ES256",
		"x": b64(ecKey.X.FillBytes(make([]byte, 32))), "y": b64(ecKey.Y.FillBytes(make([]byte, 32))), "d": "ignored-private-part"}})
	e := newEnvKeys(t, func(s *Settings) { s.JWTAudience = "authenticated" }, string(jwks))

	es := func(claims jwt.MapClaims, kid string) string {
		tok := jwt.NewWithClaims(jwt.SigningMethodES256, claims)
		tok.Header["kid"] = kid
		s, err := tok.SignedString(ecKey)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	user := jwt.MapClaims{"role": "authenticated", "sub": "3f1c8a52-8a5e-4c55-8a0e-6d1f1f5b0a11", "aud": "authenticated", "exp": time.Now().Add(time.Hour).Unix()}
	wrongSecret, _ := jwt.NewWithClaims(jwt.SigningMethodHS256, jwt.MapClaims{"role": "authenticated", "exp": time.Now().Add(time.Hour).Unix()}).SignedString([]byte("another-secret-another-secret-another"))
	noneTok := "eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJyb2xlIjoic2VydmljZV9yb2xlIn0."

	tests := []struct {
		name, auth string
		status     int
		code, role string
	}{
		{"no token is anon", "", 200, "", "anon"},
		{"hs256 user", "Bearer " + token(t, user), 200, "", "authenticated"},
		{"es256 from GOTRUE_JWT_KEYS", "Bearer " + es(user, "k1"), 200, "", "authenticated"},
		{"es256 unknown kid tries all keys", "Bearer " + es(user, "other"), 200, "", "authenticated"},
		{"service role", "Bearer " + token(t, jwt.MapClaims{"role": "service_role"}), 200, "", "service_role"},
		{"expired", "Bearer " + token(t, jwt.MapClaims{"role": "authenticated", "exp": time.Now().Add(-time.Hour).Unix()}), 401, "PGRST303", ""},
		{"wrong audience", "Bearer " + token(t, jwt.MapClaims{"role": "authenticated", "aud": "other"}), 401, "PGRST303", ""},
		{"wrong secret", "Bearer " + wrongSecret, 401, "PGRST301", ""},
		{"alg none", "Bearer " + noneTok, 401, "PGRST301", ""},
		{"garbage", "Bearer abc", 401, "PGRST301", ""},
		{"empty bearer", "Bearer ", 401, "PGRST301", ""},
		{"unknown role", "Bearer " + token(t, jwt.MapClaims{"role": "superman"}), 401, "22023", ""},
	}
	for _, tt := range tests {
		var hdr []string
		hdr = append(hdr, "Accept-Profile: fx")
		if tt.auth != "" {
			hdr = append(hdr, "Authorization: "+tt.auth)
		}
		r := e.do("GET", "/rpc/whoami", "", hdr...)
		if r.status != tt.status {
			t.Errorf("%s: status %d, want %d: %s", tt.name, r.status, tt.status, r.body)
			continue
		}
		if tt.code != "" {
			if !strings.Contains(r.body, `"code":"`+tt.code+`"`) {
				t.Errorf("%s: body %s, want code %s", tt.name, r.body, tt.code)
			}
			if !strings.HasPrefix(r.header.Get("WWW-Authenticate"), "Bearer") {
				t.Errorf("%s: WWW-Authenticate %q", tt.name, r.header.Get("WWW-Authenticate"))
			}
		}
		if tt.role != "" && !strings.Contains(r.body, `"role" : "`+tt.role+`"`) {
			t.Errorf("%s: body %s, want role %s", tt.name, r.body, tt.role)
		}
	}
	// A JWT in apikey is used when Authorization is absent (supabase-js always sends both).
	r := e.do("GET", "/rpc/whoami", "", "Accept-Profile: fx", "apikey: "+token(t, jwt.MapClaims{"role": "service_role"}))
	if !strings.Contains(r.body, `"service_role"`) {
		t.Errorf("apikey token: %s", r.body)
	}
	// Claims reach auth.uid().
	r = e.do("GET", "/rpc/whoami", "", "Accept-Profile: fx", "Authorization: Bearer "+token(t, user))
	if !strings.Contains(r.body, "3f1c8a52-8a5e-4c55-8a0e-6d1f1f5b0a11") {
		t.Errorf("auth.uid(): %s", r.body)
	}
	// Role and claims do not leak to the next request on the same pooled connection.
	for i := 0; i < 8; i++ {
		r = e.do("GET", "/rpc/whoami", "", "Accept-Profile: fx")
		if !strings.Contains(r.body, `"role" : "anon"`) || !strings.Contains(r.body, `"sub" : null`) {
			t.Fatalf("state leaked into an anonymous request: %s", r.body)
		}
	}
	// Plans, when enabled (PGRST_DB_PLAN_ENABLED, off by default), for any role as in
	// PostgREST: anon and service_role alike (TestInDatabaseConfig: off → 406).
	r = e.do("GET", "/authors?select=id", "", "Accept-Profile: fx", "Accept: application/vnd.pgrst.plan+text")
	if r.status != 200 || !strings.Contains(r.body, "Aggregate") {
		t.Errorf("plan as anon: %d %s", r.status, r.body)
	}
	r = e.do("GET", "/authors?select=id", "", "Accept-Profile: fx", "Accept: application/vnd.pgrst.plan+text",
		"Authorization: Bearer "+token(t, jwt.MapClaims{"role": "service_role"}))
	if r.status != 200 || !strings.Contains(r.body, "Aggregate") {
		t.Errorf("plan as service_role: %d %s", r.status, r.body)
	}
	// VERBOSE prints the query identifier as on Supabase: compute_query_id is turned on for
	// that EXPLAIN's transaction only (migration 0021 grants it to the login role).
	r = e.do("GET", "/authors?select=id", "", "Accept-Profile: fx", "Accept: application/vnd.pgrst.plan+text; options=verbose")
	if r.status != 200 || !strings.Contains(r.body, "Query Identifier") {
		t.Errorf("verbose plan without its query identifier: %d %s", r.status, r.body)
	}
	r = e.do("GET", "/authors?select=id", "", "Accept-Profile: fx", "Accept: application/vnd.pgrst.plan+text")
	if r.status != 200 || strings.Contains(r.body, "Query Identifier") {
		t.Errorf("plain plan: %d %s", r.status, r.body)
	}
}

func TestRoleClaimKeyAndPreRequest(t *testing.T) {
	e := newEnv(t, func(s *Settings) { s.JWTRoleClaimKey = ".app_metadata.role"; s.PreRequest = "fx.check_request" })
	tok := token(t, jwt.MapClaims{"role": "anon", "app_metadata": map[string]any{"role": "service_role"}})
	r := e.do("GET", "/rpc/whoami", "", "Accept-Profile: fx", "Authorization: Bearer "+tok)
	if !strings.Contains(r.body, `"role" : "service_role"`) {
		t.Errorf("role from .app_metadata.role: %s", r.body)
	}
	r = e.do("GET", "/authors?select=id&id=eq.1", "", "Accept-Profile: fx", "X-Block: yes")
	if r.status != 403 || !strings.Contains(r.body, "Bloqueado pelo pre-request") {
		t.Errorf("pre-request: %d %s", r.status, r.body)
	}
	if r = e.do("GET", "/authors?select=id&id=eq.1", "", "Accept-Profile: fx"); r.status != 200 {
		t.Errorf("pre-request lets others through: %d %s", r.status, r.body)
	}
}

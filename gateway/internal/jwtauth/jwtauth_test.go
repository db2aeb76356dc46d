package jwtauth

import (
	"net/http/httptest"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

const secret = "0123456789abcdef0123456789abcdef"

func sign(t *testing.T, c jwt.MapClaims, method jwt.SigningMethod, key any) string {
	t.Helper()
	s, err := jwt.NewWithClaims(method, c).SignedString(key)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestVerify(t *testing.T) {
	now := time.Unix(1_800_000_000, 0)
	clock := now
	v, err := New(Config{Secret: secret, Audience: "authenticated", Now: func() time.Time { return clock }})
	if err != nil {
		t.Fatal(err)
	}
	exp := now.Add(time.Hour).Unix()
	tests := []struct {
		name  string
		token string
		role  string
		code  string
		msg   string
	}{
		{"valid", sign(t, jwt.MapClaims{"role": "authenticated", "exp": exp, "aud": "authenticated"}, jwt.SigningMethodHS256, []byte(secret)), "authenticated", "", ""},
		{"no role is anon", sign(t, jwt.MapClaims{"exp": exp}, jwt.SigningMethodHS256, []byte(secret)), "anon", "", ""},
		{"aud array", sign(t, jwt.MapClaims{"exp": exp, "aud": []string{"x", "authenticated"}}, jwt.SigningMethodHS256, []byte(secret)), "anon", "", ""},
		{"expired beyond skew", sign(t, jwt.MapClaims{"exp": now.Add(-31 * time.Second).Unix()}, jwt.SigningMethodHS256, []byte(secret)), "", "PGRST303", "JWT expired"},
		{"expired within skew", sign(t, jwt.MapClaims{"exp": now.Add(-10 * time.Second).Unix()}, jwt.SigningMethodHS256, []byte(secret)), "anon", "", ""},
		{"not yet valid", sign(t, jwt.MapClaims{"nbf": now.Add(time.Minute).Unix()}, jwt.SigningMethodHS256, []byte(secret)), "", "PGRST303", "JWT not yet valid"},
		{"issued in future", sign(t, jwt.MapClaims{"iat": now.Add(time.Minute).Unix()}, jwt.SigningMethodHS256, []byte(secret)), "", "PGRST303", "JWT issued at future"},
		{"exp not a number", sign(t, jwt.MapClaims{"exp": "soon"}, jwt.SigningMethodHS256, []byte(secret)), "", "PGRST303", "The JWT 'exp' claim must be a number"},
		{"wrong aud", sign(t, jwt.MapClaims{"aud": "other"}, jwt.SigningMethodHS256, []byte(secret)), "", "PGRST303", "JWT not in audience"},
		{"wrong key", sign(t, jwt.MapClaims{}, jwt.SigningMethodHS256, []byte("another key another key another!")), "", "PGRST301", "JWT cryptographic operation failed"},
		{"two parts", "a.b", "", "PGRST301", "Expected 3 parts in JWT; got 2"},
	}
	for _, tt := range tests {
		id, e := v.Verify(tt.token)
		if tt.code != "" {
			if e == nil || e.Code != tt.code || e.Message != tt.msg || e.Status != 401 || e.Headers["WWW-Authenticate"] == "" {
				t.Errorf("%s: got %+v", tt.name, e)
			}
			continue
		}
		if e != nil || id.Role != tt.role {
			t.Errorf("%s: role %q err %v", tt.name, id.Role, e)
		}
	}
}

func TestAuthenticateCacheHonoursExpiry(t *testing.T) {
	clock := time.Unix(1_800_000_000, 0)
	v, _ := New(Config{Secret: secret, Now: func() time.Time { return clock }})
	tok := sign(t, jwt.MapClaims{"role": "authenticated", "exp": clock.Add(time.Minute).Unix()}, jwt.SigningMethodHS256, []byte(secret))
	r := httptest.NewRequest("GET", "/", nil)
	r.Header.Set("Authorization", "Bearer "+tok)
	if id, err := v.Authenticate(r); err != nil || id.Role != "authenticated" {
		t.Fatalf("first: %v %v", id, err)
	}
	if _, err := v.Authenticate(r); err != nil {
		t.Fatalf("cached: %v", err)
	}
	clock = clock.Add(2 * time.Minute)
	if _, err := v.Authenticate(r); err == nil || err.Message != "JWT expired" {
		t.Fatalf("after expiry the cache must not answer: %v", err)
	}
	r.Header.Set("Authorization", "Basic abc")
	if id, err := v.Authenticate(r); err != nil || id.Role != "anon" || id.ClaimsJSON != `{"role":"anon"}` {
		t.Errorf("non-bearer: %+v %v", id, err)
	}
}

func TestOpaqueKeys(t *testing.T) {
	v, _ := New(Config{Secret: secret, OpaqueKeys: map[string]string{"sb_publishable_abc": "anon", "sb_secret_xyz": "service_role"}})
	for _, tt := range []struct{ apikey, auth, role, code string }{
		{"sb_secret_xyz", "Bearer sb_secret_xyz", "service_role", ""},
		{"sb_secret_xyz", "", "service_role", ""},
		{"sb_publishable_abc", "Bearer sb_publishable_abc", "anon", ""},
		{"sb_publishable_abc", "Bearer sb_secret_wrong", "", "PGRST301"},
	} {
		r := httptest.NewRequest("GET", "/", nil)
		r.Header.Set("apikey", tt.apikey)
		if tt.auth != "" {
			r.Header.Set("Authorization", tt.auth)
		}
		id, err := v.Authenticate(r)
		if tt.code != "" {
			if err == nil || err.Code != tt.code {
				t.Errorf("%+v: %v", tt, err)
			}
			continue
		}
		if err != nil || id.Role != tt.role {
			t.Errorf("%+v: %+v %v", tt, id, err)
		}
	}
}

func TestNoSecret(t *testing.T) {
	v, _ := New(Config{})
	if _, err := v.Verify("a.b.c"); err == nil || err.Code != "PGRST300" || err.Status != 500 {
		t.Errorf("%v", err)
	}
}

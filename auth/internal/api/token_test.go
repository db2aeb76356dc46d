package api

import (
	"encoding/base64"
	"encoding/json"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// jwtPayload decodes a JWT's header and claims without verifying.
func jwtPayload(t testing.TB, tok string) (map[string]any, map[string]any) {
	t.Helper()
	parts := strings.Split(tok, ".")
	if len(parts) != 3 {
		t.Fatalf("not a JWT: %s", tok)
	}
	var h, c map[string]any
	for i, dst := range []*map[string]any{&h, &c} {
		b, err := base64.RawURLEncoding.DecodeString(parts[i])
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(b, dst); err != nil {
			t.Fatal(err)
		}
	}
	return h, c
}

func TestPasswordGrant(t *testing.T) {
	e := newEnv(t, func(c *Config) { c.Password.MinLength = 8 })
	email := uniqueEmail("pw")
	e.signUp(email, "segredo123", map[string]any{"full_name": "Caio"})
	r := e.signIn(upper(email), "segredo123")
	if r.Status != 200 {
		t.Fatalf("%d %s", r.Status, r.Body)
	}
	s := r.JSON(t)
	if v, ok := s["weak_password"]; !ok || v != nil {
		t.Errorf("weak_password should be literally null: %s", r.Body)
	}
	if s["token_type"] != "bearer" || s["expires_in"] != float64(3600) {
		t.Errorf("session %v", s)
	}
	h, c := jwtPayload(t, s["access_token"].(string))
	if h["alg"] != "HS256" || h["typ"] != "JWT" {
		t.Errorf("header %v", h)
	}
	u := s["user"].(map[string]any)
	now := e.clock.Now().Unix()
	want := map[string]any{
		"iss": "http://api.pedbook.test/auth/v1", "sub": u["id"], "aud": "authenticated",
		"exp": float64(now + 3600), "iat": float64(now), "email": lower(email), "phone": "",
		"app_metadata": map[string]any{"provider": "email", "providers": []any{"email"}},
		"user_metadata": map[string]any{"full_name": "Caio", "email": lower(email), "email_verified": true,
			"phone_verified": false, "sub": u["id"]},
		"role": "authenticated", "aal": "aal1",
		"amr":        []any{map[string]any{"method": "password", "timestamp": float64(now)}},
		"session_id": c["session_id"], "is_anonymous": false,
	}
	if diff := cmp.Diff(want, c); diff != "" {
		t.Errorf("claims (-want +got):\n%s", diff)
	}
	if n := e.scalar(`select count(*) from auth.sessions where id = $1`, c["session_id"]); n != int64(1) {
		t.Error("no session row")
	}
	// the sign-up's session (autoconfirm) and this one, as GoTrue records them
	if n := e.scalar(`select count(*) from auth.audit_log_entries where payload->>'action' = 'login'`); n != int64(2) {
		t.Errorf("login audit rows %v", n)
	}
	if u["last_sign_in_at"] == nil {
		t.Error("last_sign_in_at not set")
	}
}

func TestPasswordGrantWeakPasswordReported(t *testing.T) {
	e := newEnv(t, nil)
	email := uniqueEmail("weak")
	e.signUp(email, "abcdeg", nil)
	e.api.cfg.Password.MinLength = 10 // the rules got stricter after sign-up
	r := e.signIn(email, "abcdeg")
	if r.Status != 200 {
		t.Fatalf("%d %s", r.Status, r.Body)
	}
	wp, _ := r.JSON(t)["weak_password"].(map[string]any)
	if wp == nil || wp["reasons"].([]any)[0] != "length" || wp["message"] == "" {
		t.Errorf("weak_password %s", r.Body)
	}
}

func TestPasswordGrantErrors(t *testing.T) {
	e := newEnv(t, nil)
	email := uniqueEmail("err")
	s := e.signUp(email, "segredo123", nil)
	banned := uniqueEmail("ban")
	bs := e.signUp(banned, "segredo123", nil)
	if _, err := e.su.Exec(t.Context(), `update auth.users set banned_until = now() + interval '1 day' where id = $1`, bs["user"].(map[string]any)["id"]); err != nil {
		t.Fatal(err)
	}
	forever := uniqueEmail("banforever")
	fs := e.signUp(forever, "segredo123", nil)
	if _, err := e.su.Exec(t.Context(), `update auth.users set banned_until = 'infinity' where id = $1`, fs["user"].(map[string]any)["id"]); err != nil {
		t.Fatal(err)
	}
	_ = s
	tests := []struct {
		name   string
		path   string
		body   any
		status int
		code   string
	}{
		{"wrong password", "/token?grant_type=password", map[string]any{"email": email, "password": "errada123"}, 400, ErrInvalidCredentials},
		{"unknown email", "/token?grant_type=password", map[string]any{"email": uniqueEmail("nobody"), "password": "segredo123"}, 400, ErrInvalidCredentials},
		{"phone", "/token?grant_type=password", map[string]any{"phone": "+5511999999999", "password": "segredo123"}, 400, ErrInvalidCredentials},
		{"email and phone", "/token?grant_type=password", map[string]any{"email": email, "phone": "+55", "password": "x"}, 400, ErrValidationFailed},
		{"neither", "/token?grant_type=password", map[string]any{"password": "x"}, 400, ErrValidationFailed},
		{"banned", "/token?grant_type=password", map[string]any{"email": banned, "password": "segredo123"}, 400, ErrUserBanned},
		{"banned for ever (infinity)", "/token?grant_type=password", map[string]any{"email": forever, "password": "segredo123"}, 400, ErrUserBanned},
		{"unsupported grant", "/token?grant_type=magic", map[string]any{}, 400, ErrInvalidCredentials},
		{"bad json", "/token?grant_type=password", "[", 400, ErrBadJSON},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			expectError(t, e.do(req{method: "POST", path: tt.path, body: tt.body}), tt.status, tt.code)
		})
	}
	if m := e.do(req{method: "POST", path: "/token?grant_type=magic", body: map[string]any{}}).JSON(t); m["message"] != "unsupported_grant_type" {
		t.Errorf("unsupported grant message %v", m)
	}
}

func TestRefreshRotation(t *testing.T) {
	e := newEnv(t, nil)
	email := uniqueEmail("rt")
	s := e.signUp(email, "segredo123", nil)
	rt0 := s["refresh_token"].(string)
	_, c0 := jwtPayload(t, s["access_token"].(string))

	// Rotation: a new token, same session, amr kept.
	e.clock.Advance(time.Second)
	r1 := e.refresh(rt0)
	if r1.Status != 200 {
		t.Fatalf("%d %s", r1.Status, r1.Body)
	}
	rt1 := r1.JSON(t)["refresh_token"].(string)
	if rt1 == rt0 {
		t.Fatal("refresh token not rotated")
	}
	_, c1 := jwtPayload(t, r1.JSON(t)["access_token"].(string))
	if c1["session_id"] != c0["session_id"] || c1["amr"].([]any)[0].(map[string]any)["method"] != "password" {
		t.Errorf("claims after refresh %v", c1)
	}
	// Only hashes are stored.
	if n := e.scalar(`select count(*) from auth.refresh_tokens where token = $1 or token = $2`, rt0, rt1); n != int64(0) {
		t.Error("plain refresh tokens stored")
	}

	// Presenting the parent again inside the reuse interval returns the same active child.
	e.clock.Advance(5 * time.Second)
	again := e.refresh(rt0)
	if again.Status != 200 || again.JSON(t)["refresh_token"] != rt1 {
		t.Fatalf("replay within interval: %d %s", again.Status, again.Body)
	}

	// Rotate further: rt1 → rt2. Now rt0 is neither active's parent; past the interval
	// its reuse revokes the whole family.
	r2 := e.refresh(rt1)
	rt2 := r2.JSON(t)["refresh_token"].(string)
	e.clock.Advance(11 * time.Second)
	expectError(t, e.refresh(rt0), 400, ErrRefreshTokenAlreadyUsed)
	// The revocation was committed although the request failed.
	if n := e.scalar(`select count(*) from auth.refresh_tokens where session_id = $1 and not revoked`, c0["session_id"]); n != int64(0) {
		t.Errorf("%v live tokens after reuse detection", n)
	}
	expectError(t, e.refresh(rt2), 400, ErrRefreshTokenAlreadyUsed)
}

func TestRefreshReuseNewChildWithinInterval(t *testing.T) {
	e := newEnv(t, nil)
	s := e.signUp(uniqueEmail("rt"), "segredo123", nil)
	rt0 := s["refresh_token"].(string)
	rt1 := e.refresh(rt0).JSON(t)["refresh_token"].(string)
	rt2 := e.refresh(rt1).JSON(t)["refresh_token"].(string)
	// rt0 again within the interval but its child is no longer active: a new child (GoTrue).
	r := e.refresh(rt0)
	if r.Status != 200 {
		t.Fatalf("%d %s", r.Status, r.Body)
	}
	if got := r.JSON(t)["refresh_token"]; got == rt1 || got == rt2 {
		t.Errorf("expected a new child, got %v", got)
	}
}

func TestRefreshErrors(t *testing.T) {
	e := newEnv(t, nil)
	tests := []struct {
		name   string
		body   any
		status int
		code   string
	}{
		{"empty", map[string]any{"refresh_token": ""}, 400, ErrValidationFailed},
		{"short", map[string]any{"refresh_token": "abc"}, 400, ErrValidationFailed},
		{"bad chars", map[string]any{"refresh_token": "ABCDEFGHIJKL"}, 400, ErrValidationFailed},
		{"unknown", map[string]any{"refresh_token": "abcdefghijklmnopqrstuvwxyz234567"}, 400, ErrRefreshTokenNotFound},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			expectError(t, e.do(req{method: "POST", path: "/token?grant_type=refresh_token", body: tt.body}), tt.status, tt.code)
		})
	}
	t.Run("banned", func(t *testing.T) {
		s := e.signUp(uniqueEmail("b"), "segredo123", nil)
		if _, err := e.su.Exec(t.Context(), `update auth.users set banned_until = now() + interval '1 day' where id = $1`, s["user"].(map[string]any)["id"]); err != nil {
			t.Fatal(err)
		}
		expectError(t, e.refresh(s["refresh_token"].(string)), 400, ErrUserBanned)
	})
}

// TestRefreshConcurrent: two tabs refresh the same token at once; all get the same active
// child and nobody is signed out.
func TestRefreshConcurrent(t *testing.T) {
	e := newEnv(t, nil)
	s := e.signUp(uniqueEmail("tabs"), "segredo123", nil)
	rt0 := s["refresh_token"].(string)
	const n = 8
	var wg sync.WaitGroup
	results := make([]response, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i] = e.refresh(rt0)
		}()
	}
	wg.Wait()
	first := ""
	for i, r := range results {
		if r.Status != 200 {
			t.Fatalf("tab %d: %d %s", i, r.Status, r.Body)
		}
		rt := r.JSON(t)["refresh_token"].(string)
		if first == "" {
			first = rt
		} else if rt != first {
			t.Errorf("tab %d got %s, tab 0 got %s", i, rt, first)
		}
	}
	if n := e.scalar(`select count(*) from auth.refresh_tokens where not revoked`); n != int64(1) {
		t.Errorf("%v live tokens, want 1", n)
	}
	if e.refresh(first).Status != 200 {
		t.Error("the shared child does not refresh")
	}
}

package api

import (
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

func TestUserGet(t *testing.T) {
	e := newEnv(t, nil)
	s := e.signUp(uniqueEmail("me"), "segredo123", map[string]any{"full_name": "Duda"})
	at := s["access_token"].(string)
	uid := s["user"].(map[string]any)["id"].(string)
	r := e.do(req{method: "GET", path: "/user", bearer: at})
	if r.Status != 200 || r.JSON(t)["id"] != uid || r.JSON(t)["confirmed_at"] == nil {
		t.Fatalf("%d %s", r.Status, r.Body)
	}
	sign := func(c jwt.MapClaims, secret string) string {
		s, err := jwt.NewWithClaims(jwt.SigningMethodHS256, c).SignedString([]byte(secret))
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	now := e.clock.Now().Unix()
	tests := []struct {
		name   string
		bearer string
		hdr    map[string]string
		status int
		code   string
	}{
		{"no bearer", "", nil, 401, ErrNoAuthorization},
		{"garbage", "abc.def.ghi", nil, 403, ErrBadJWT},
		{"wrong secret", sign(jwt.MapClaims{"sub": uid, "exp": now + 60, "aud": "authenticated"}, "other-secret"), nil, 403, ErrBadJWT},
		{"expired", sign(jwt.MapClaims{"sub": uid, "exp": now - 60, "aud": "authenticated"}, testSecret), nil, 403, ErrBadJWT},
		{"no sub (anon key)", sign(jwt.MapClaims{"role": "anon", "exp": now + 60}, testSecret), nil, 403, ErrBadJWT},
		{"sub not uuid", sign(jwt.MapClaims{"sub": "x", "exp": now + 60}, testSecret), nil, 400, ErrBadJWT},
		{"unknown user", sign(jwt.MapClaims{"sub": newUUID(), "exp": now + 60, "aud": "authenticated"}, testSecret), nil, 403, ErrUserNotFound},
		{"unknown session", sign(jwt.MapClaims{"sub": uid, "session_id": newUUID(), "exp": now + 60, "aud": "authenticated"}, testSecret), nil, 403, ErrSessionNotFound},
		{"wrong audience", at, map[string]string{"X-JWT-AUD": "other"}, 400, ErrValidationFailed},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			expectError(t, e.do(req{method: "GET", path: "/user", bearer: tt.bearer, headers: tt.hdr}), tt.status, tt.code)
		})
	}
	t.Run("expired by clock", func(t *testing.T) {
		e.clock.Advance(time.Hour + time.Second)
		expectError(t, e.do(req{method: "GET", path: "/user", bearer: at}), 403, ErrBadJWT)
	})
}

func TestUserPut(t *testing.T) {
	e := newEnv(t, nil)
	email := uniqueEmail("put")
	s := e.signUp(email, "segredo123", map[string]any{"full_name": "Edu", "is_student": true})
	at := s["access_token"].(string)
	other := e.signIn(email, "segredo123").JSON(t) // a second session (another device)

	tests := []struct {
		name   string
		body   any
		status int
		code   string
	}{
		{"same password", map[string]any{"password": "segredo123"}, 422, ErrSamePassword},
		{"weak password", map[string]any{"password": "123"}, 422, ErrWeakPassword},
		{"app_metadata", map[string]any{"app_metadata": map[string]any{"role": "x"}}, 403, ErrNotAdmin},
		{"email taken", map[string]any{"email": "taken-" + email}, 0, ""},
	}
	taken := "taken-" + email
	e.signUp(taken, "segredo123", nil)
	for _, tt := range tests[:3] {
		t.Run(tt.name, func(t *testing.T) {
			expectError(t, e.do(req{method: "PUT", path: "/user", bearer: at, body: tt.body}), tt.status, tt.code)
		})
	}
	t.Run("email taken", func(t *testing.T) {
		expectError(t, e.do(req{method: "PUT", path: "/user", bearer: at, body: map[string]any{"email": taken}}), 422, ErrEmailExists)
	})
	t.Run("metadata merge", func(t *testing.T) {
		r := e.do(req{method: "PUT", path: "/user", bearer: at, body: map[string]any{"data": map[string]any{"graduation_year": "2030", "is_student": nil}}})
		if r.Status != 200 {
			t.Fatalf("%d %s", r.Status, r.Body)
		}
		um := r.JSON(t)["user_metadata"].(map[string]any)
		if um["full_name"] != "Edu" || um["graduation_year"] != "2030" {
			t.Errorf("metadata %v", um)
		}
		if _, ok := um["is_student"]; ok {
			t.Errorf("null did not delete the key: %v", um)
		}
	})
	t.Run("password change", func(t *testing.T) {
		r := e.do(req{method: "PUT", path: "/user", bearer: at, body: map[string]any{"password": "novasenha456"}})
		if r.Status != 200 {
			t.Fatalf("%d %s", r.Status, r.Body)
		}
		expectError(t, e.signIn(email, "segredo123"), 400, ErrInvalidCredentials)
		if e.signIn(email, "novasenha456").Status != 200 {
			t.Error("new password does not sign in")
		}
		// The calling session survives, the other device's does not.
		if e.do(req{method: "GET", path: "/user", bearer: at}).Status != 200 {
			t.Error("calling session ended")
		}
		expectError(t, e.do(req{method: "GET", path: "/user", bearer: other["access_token"].(string)}), 403, ErrSessionNotFound)
		expectError(t, e.refresh(other["refresh_token"].(string)), 400, ErrRefreshTokenNotFound)
		if n := e.scalar(`select count(*) from auth.audit_log_entries where payload->>'action' = 'user_updated_password'`); n != int64(1) {
			t.Errorf("audit %v", n)
		}
	})
}

func TestUserEmailChange(t *testing.T) {
	e := newEnv(t, nil)
	s := e.signUp(uniqueEmail("old"), "segredo123", nil)
	at := s["access_token"].(string)
	newEmail := uniqueEmail("new")
	r := e.do(req{method: "PUT", path: "/user", bearer: at, body: map[string]any{"email": newEmail}})
	if r.Status != 200 || r.JSON(t)["new_email"] != lower(newEmail) {
		t.Fatalf("%d %s", r.Status, r.Body)
	}
	code, _ := mailCode(t, newEmail)
	expectError(t, e.do(req{method: "POST", path: "/verify", body: map[string]any{"email": newEmail, "token": "000000", "type": "email_change"}}), 403, ErrOTPExpired)
	v := e.do(req{method: "POST", path: "/verify", body: map[string]any{"email": newEmail, "token": code, "type": "email_change"}})
	if v.Status != 200 || v.JSON(t)["user"].(map[string]any)["email"] != lower(newEmail) {
		t.Fatalf("%d %s", v.Status, v.Body)
	}
	if e.signIn(newEmail, "segredo123").Status != 200 {
		t.Error("new address does not sign in")
	}
}

package api

import (
	"net/http"
	"strings"
	"testing"
	"time"
)

func TestSignupAutoconfirm(t *testing.T) {
	e := newEnv(t, nil)
	email := uniqueEmail("Ana")
	meta := map[string]any{"full_name": "Ana Souza", "formation_area": "Medicina", "graduation_year": "2020",
		"is_student": false, "is_professional": true}
	s := e.signUp(email, "segredo123", meta)
	for _, k := range []string{"access_token", "refresh_token", "expires_in", "expires_at", "token_type", "user"} {
		if s[k] == nil {
			t.Fatalf("session lacks %s: %v", k, s)
		}
	}
	u := s["user"].(map[string]any)
	if u["email"] != lower(email) || u["email_confirmed_at"] == nil || u["role"] != "authenticated" || u["aud"] != "authenticated" {
		t.Errorf("user %v", u)
	}
	um := u["user_metadata"].(map[string]any)
	if um["full_name"] != "Ana Souza" || um["email"] != lower(email) || um["email_verified"] != true || um["sub"] != u["id"] {
		t.Errorf("user_metadata %v", um)
	}
	am := u["app_metadata"].(map[string]any)
	if am["provider"] != "email" {
		t.Errorf("app_metadata %v", am)
	}
	if ids := u["identities"].([]any); len(ids) != 1 || ids[0].(map[string]any)["provider"] != "email" {
		t.Errorf("identities %v", u["identities"])
	}
	// The profile row comes from the schema's trigger on auth.users.
	var name, area, year string
	var student, professional bool
	if err := e.su.QueryRow(t.Context(), `select full_name, formation_area, graduation_year, is_student, is_professional
		from public.profiles where id = $1`, u["id"]).Scan(&name, &area, &year, &student, &professional); err != nil {
		t.Fatalf("profile: %v", err)
	}
	if name != "Ana Souza" || area != "Medicina" || year != "2020" || student || !professional {
		t.Errorf("profile %s %s %s %v %v", name, area, year, student, professional)
	}
	if n := e.scalar(`select count(*) from auth.audit_log_entries where payload->>'action' = 'user_signedup' and payload->>'actor_id' = $1`, u["id"]); n != int64(1) {
		t.Errorf("audit rows %v", n)
	}
	// Stored password is bcrypt $2a$.
	if h := e.scalar(`select encrypted_password from auth.users where id = $1`, u["id"]).(string); h[:4] != "$2a$" {
		t.Errorf("hash %s", h)
	}
}

func TestSignupErrors(t *testing.T) {
	e := newEnv(t, nil)
	taken := uniqueEmail("taken")
	e.signUp(taken, "segredo123", nil)
	tests := []struct {
		name   string
		body   any
		status int
		code   string
	}{
		{"already registered", map[string]any{"email": taken, "password": "segredo123"}, 422, ErrUserAlreadyExists},
		{"weak password", map[string]any{"email": uniqueEmail("w"), "password": "123"}, 422, ErrWeakPassword},
		{"no password", map[string]any{"email": uniqueEmail("w")}, 400, ErrValidationFailed},
		{"bad email", map[string]any{"email": "not-an-email", "password": "segredo123"}, 400, ErrValidationFailed},
		{"too long password", map[string]any{"email": uniqueEmail("w"), "password": string(make([]byte, 73))}, 400, ErrValidationFailed},
		{"phone", map[string]any{"phone": "+5511999999999", "password": "segredo123"}, 400, ErrPhoneProviderDisabled},
		{"anonymous", map[string]any{}, 422, ErrAnonymousDisabled},
		{"bad json", "{nope", 400, ErrBadJSON},
		{"pkce half", map[string]any{"email": uniqueEmail("w"), "password": "segredo123", "code_challenge": "x"}, 400, ErrValidationFailed},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := e.do(req{method: "POST", path: "/signup", body: tt.body})
			expectError(t, r, tt.status, tt.code)
		})
	}
	t.Run("weak password reasons", func(t *testing.T) {
		r := e.do(req{method: "POST", path: "/signup", body: map[string]any{"email": uniqueEmail("w"), "password": "123"}})
		m := r.JSON(t)
		wp, _ := m["weak_password"].(map[string]any)
		if wp == nil || len(wp["reasons"].([]any)) != 1 || wp["reasons"].([]any)[0] != "length" {
			t.Errorf("weak_password %v", m)
		}
	})
	t.Run("uppercase duplicate", func(t *testing.T) {
		r := e.do(req{method: "POST", path: "/signup", body: map[string]any{"email": upper(taken), "password": "segredo123"}})
		expectError(t, r, 422, ErrUserAlreadyExists)
	})
	t.Run("legacy error shape", func(t *testing.T) {
		r := e.do(req{method: "POST", path: "/signup", legacy: true, body: map[string]any{"email": taken, "password": "segredo123"}})
		m := r.JSON(t)
		if r.Status != 422 || m["code"] != float64(422) || m["error_code"] != ErrUserAlreadyExists || m["msg"] != "User already registered" {
			t.Errorf("legacy body %s", r.Body)
		}
		if r.Header.Get("X-Supabase-Api-Version") != "" || r.Header.Get("x-sb-error-code") != ErrUserAlreadyExists {
			t.Errorf("legacy headers %v", r.Header)
		}
	})
	t.Run("invalid version header is legacy", func(t *testing.T) {
		r := e.do(req{method: "POST", path: "/signup", legacy: true, headers: map[string]string{"X-Supabase-Api-Version": "yesterday"},
			body: map[string]any{"email": taken, "password": "segredo123"}})
		if m := r.JSON(t); m["error_code"] != ErrUserAlreadyExists {
			t.Errorf("body %s", r.Body)
		}
	})
}

func TestSignupDisabled(t *testing.T) {
	e := newEnv(t, func(c *Config) { c.DisableSignup = true })
	expectError(t, e.do(req{method: "POST", path: "/signup", body: map[string]any{"email": uniqueEmail("d"), "password": "segredo123"}}), 422, ErrSignupDisabled)
}

func TestSignupConfirmation(t *testing.T) {
	e := newEnv(t, func(c *Config) { c.Autoconfirm = false })
	email := uniqueEmail("conf")
	r := e.do(req{method: "POST", path: "/signup?redirect_to=https://app.pedbook.test/welcome",
		body: map[string]any{"email": email, "password": "segredo123", "data": map[string]any{"full_name": "Bia"}}})
	if r.Status != 200 {
		t.Fatalf("%d %s", r.Status, r.Body)
	}
	u := r.JSON(t)
	if u["access_token"] != nil || u["confirmation_sent_at"] == nil || u["email_confirmed_at"] != nil || u["id"] == nil {
		t.Fatalf("want bare unconfirmed user, got %s", r.Body)
	}
	code, link := mailCode(t, email)
	if m, _ := lastMail(t, email); m.Subject != "Confirme seu cadastro no PedBook" {
		t.Errorf("subject %q", m.Subject)
	}
	if want := "http://api.pedbook.test/auth/v1/verify?token="; link[:len(want)] != want || !strings.HasSuffix(link, "&type=signup&redirect_to=https://app.pedbook.test/welcome") {
		t.Errorf("link %s", link)
	}
	// Correct password, unconfirmed address.
	expectError(t, e.signIn(email, "segredo123"), 400, ErrEmailNotConfirmed)
	// Wrong password first: invalid_credentials (the password is checked first).
	expectError(t, e.signIn(email, "errada123"), 400, ErrInvalidCredentials)
	// Repeating the sign-up within the frequency window: 429.
	expectError(t, e.do(req{method: "POST", path: "/signup", body: map[string]any{"email": email, "password": "segredo123"}}), 429, ErrOverEmailSendRateLimit)
	// The emailed code confirms and signs in.
	v := e.do(req{method: "POST", path: "/verify", body: map[string]any{"email": email, "token": code, "type": "signup"}})
	if v.Status != 200 || v.JSON(t)["access_token"] == nil {
		t.Fatalf("verify %d %s", v.Status, v.Body)
	}
	si := e.signIn(email, "segredo123")
	if si.Status != 200 {
		t.Error("sign-in after confirmation failed")
	}
	if um := si.JSON(t)["user"].(map[string]any)["user_metadata"].(map[string]any); um["email_verified"] != true || um["full_name"] != "Bia" {
		t.Errorf("user_metadata after confirmation %v", um)
	}
	// A confirmed address signing up again gets an obfuscated user, no email.
	e.clock.Advance(2 * time.Minute)
	r = e.do(req{method: "POST", path: "/signup", body: map[string]any{"email": email, "password": "outra1234"}})
	ob := r.JSON(t)
	if r.Status != http.StatusOK || len(ob["identities"].([]any)) != 0 || ob["id"] == u["id"] {
		t.Errorf("obfuscated user %s", r.Body)
	}
	if n := e.scalar(`select count(*) from auth.users where email = $1`, lower(email)); n != int64(1) {
		t.Errorf("%v users", n)
	}
}

// TestSignupInputBounds: addresses must be valid ASCII addresses (issue 20 #11: "\xff\xfe@…"
// was stored as "��@…") and user_metadata is bounded (900 KB of it gave a 1.2 MB token).
func TestSignupInputBounds(t *testing.T) {
	e := newEnv(t, nil)
	cases := []struct {
		name   string
		body   string
		status int
		code   string
	}{
		{"invalid UTF-8 address", "{\"email\":\"\xff\xfe@pedbook.test\",\"password\":\"Segredo-123\"}", 400, ErrBadJSON},
		{"replacement characters", `{"email":"\ufffd\ufffd@pedbook.test","password":"Segredo-123"}`, 400, ErrValidationFailed},
		{"non-ASCII address", `{"email":"joão@pedbook.test","password":"Segredo-123"}`, 400, ErrValidationFailed},
		{"no dot in the domain", `{"email":"ana@localhost","password":"Segredo-123"}`, 400, ErrValidationFailed},
		{"900 KB metadata", `{"email":"big@pedbook.test","password":"Segredo-123","data":{"bio":"` + strings.Repeat("x", 900<<10) + `"}}`, 400, ErrValidationFailed},
		{"ordinary sign-up", `{"email":"ok.bounds@pedbook.test","password":"Segredo-123","data":{"full_name":"Ana Souza"}}`, 200, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := e.do(req{method: "POST", path: "/signup", body: c.body})
			if c.code == "" {
				if r.Status != c.status {
					t.Fatalf("%d %s", r.Status, r.Body)
				}
				return
			}
			expectError(t, r, c.status, c.code)
		})
	}
	if n := e.scalar(`select count(*) from auth.users where email like '%' || chr(65533) || '%'`); n != int64(0) {
		t.Errorf("%v addresses with U+FFFD stored", n)
	}
	// The bound holds for PUT /user too.
	s := e.signUp("meta.bounds@pedbook.test", "Segredo-123", nil)
	r := e.do(req{method: "PUT", path: "/user", bearer: s["access_token"].(string),
		body: `{"data":{"bio":"` + strings.Repeat("y", 20<<10) + `"}}`})
	expectError(t, r, 400, ErrValidationFailed)
}

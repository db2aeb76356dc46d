package api

import (
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/pedbook/pedbook/internal/ratelimit"
)

// POST /magiclink as GoTrue serves it: a new address is signed up and (autoconfirm) gets
// the magic link; a confirmed one gets the magic link; the code or the link signs in.
func TestMagicLink(t *testing.T) {
	e := newEnv(t, nil)
	email := uniqueEmail("magic")
	redirect := "https://app.pedbook.test/entrar"
	r := e.do(req{method: "POST", path: "/magiclink?redirect_to=" + url.QueryEscape(redirect),
		body: map[string]any{"email": email, "data": map[string]any{"full_name": "Ana Souza"}}})
	if r.Status != 200 || string(r.Body) != "{}\n" {
		t.Fatalf("magiclink %d %s", r.Status, r.Body)
	}
	m, _ := lastMail(t, email)
	if !strings.Contains(m.Subject, "acesso") {
		t.Errorf("subject %q", m.Subject)
	}
	code, link := mailCode(t, email)
	if !strings.Contains(link, "type=magiclink") || !strings.HasSuffix(link, "&redirect_to="+redirect) {
		t.Errorf("link %s", link)
	}
	v := e.do(req{method: "POST", path: "/verify", body: map[string]any{"email": email, "token": code, "type": "magiclink"}})
	if v.Status != 200 {
		t.Fatalf("verify %d %s", v.Status, v.Body)
	}
	u := v.JSON(t)["user"].(map[string]any)
	if u["user_metadata"].(map[string]any)["full_name"] != "Ana Souza" || u["email_confirmed_at"] == nil {
		t.Errorf("user %v", u)
	}
	// the same address again within GOTRUE_SMTP_MAX_FREQUENCY: refused, as /otp does
	expectError(t, e.do(req{method: "POST", path: "/magiclink", body: map[string]any{"email": email}}), 429, ErrOverEmailSendRateLimit)
	// a confirmed user signed up with a password gets a link; its data is not changed
	known := uniqueEmail("magic-known")
	e.signUp(known, "Segredo-123", map[string]any{"crm": "1"})
	if r := e.do(req{method: "POST", path: "/magiclink", body: map[string]any{"email": known, "data": map[string]any{"crm": "2"}}}); r.Status != 200 {
		t.Fatalf("known %d %s", r.Status, r.Body)
	}
	code, link = mailCode(t, known)
	lr := e.do(req{method: "GET", path: strings.TrimPrefix(link, "http://api.pedbook.test/auth/v1")})
	if loc := lr.Header.Get("Location"); lr.Status != 303 || !strings.Contains(loc, "access_token=") {
		t.Fatalf("link %d %s", lr.Status, loc)
	}
	if got := e.scalar(`select raw_user_meta_data->>'crm' from auth.users where email = $1`, known); got != "1" {
		t.Errorf("crm %v", got)
	}
	_ = code

	expectError(t, e.do(req{method: "POST", path: "/magiclink", body: map[string]any{}}), 422, ErrValidationFailed)
	expectError(t, e.do(req{method: "POST", path: "/magiclink", body: map[string]any{"email": "sem-arroba"}}), 400, ErrValidationFailed)
	expectError(t, e.do(req{method: "POST", path: "/magiclink", body: `{"email":`}), 400, ErrBadJSON)
}

// Without autoconfirm a new address gets the confirmation email (its link is the magic link).
func TestMagicLinkConfirmation(t *testing.T) {
	e := newEnv(t, func(c *Config) { c.Autoconfirm = false })
	email := uniqueEmail("magic-confirm")
	if r := e.do(req{method: "POST", path: "/magiclink", body: map[string]any{"email": email}}); r.Status != 200 {
		t.Fatalf("%d %s", r.Status, r.Body)
	}
	code, link := mailCode(t, email)
	if !strings.Contains(link, "type=signup") {
		t.Errorf("link %s", link)
	}
	if v := e.do(req{method: "POST", path: "/verify", body: map[string]any{"email": email, "token": code, "type": "signup"}}); v.Status != 200 {
		t.Fatalf("verify %d %s", v.Status, v.Body)
	}
}

// Sign-ups off: a new address is refused as GoTrue's Signup refuses it; /magiclink spends
// the /otp per-IP bucket (GOTRUE_RATE_LIMIT_OTP).
func TestMagicLinkLimits(t *testing.T) {
	e := newEnv(t, func(c *Config) {
		c.DisableSignup = true
		c.OTPLimit = ratelimit.Limit{Events: 3, Period: 5 * time.Minute, Burst: 3}
	})
	expectError(t, e.do(req{method: "POST", path: "/magiclink", body: map[string]any{"email": uniqueEmail("magic-off")}}), 422, ErrSignupDisabled)
	if r := e.do(req{method: "POST", path: "/otp", body: map[string]any{"email": uniqueEmail("magic-off"), "create_user": false}}); r.Status != 422 {
		t.Fatalf("otp %d %s", r.Status, r.Body)
	}
	expectError(t, e.do(req{method: "POST", path: "/magiclink", body: map[string]any{"email": uniqueEmail("magic-off")}}), 422, ErrSignupDisabled)
	expectError(t, e.do(req{method: "POST", path: "/magiclink", body: map[string]any{"email": uniqueEmail("magic-off")}}), 429, ErrOverRequestRateLimit)
	expectError(t, e.do(req{method: "POST", path: "/otp", body: map[string]any{"email": uniqueEmail("magic-off")}}), 429, ErrOverRequestRateLimit)
}

package api

import (
	"testing"
	"time"
)

func TestResend(t *testing.T) {
	e := newEnv(t, func(c *Config) { c.Autoconfirm = false })
	email := uniqueEmail("resend")
	e.do(req{method: "POST", path: "/signup", body: map[string]any{"email": email, "password": "segredo123"}})
	first, _ := mailCode(t, email)
	resend := func(addr, typ string) response {
		return e.do(req{method: "POST", path: "/resend", body: map[string]any{"email": addr, "type": typ}})
	}
	expectError(t, resend(email, "signup"), 429, ErrOverEmailSendRateLimit)
	e.clock.Advance(61 * time.Second)
	if r := resend(email, "signup"); r.Status != 200 {
		t.Fatalf("%d %s", r.Status, r.Body)
	}
	second, _ := mailCode(t, email)
	// The new code replaces the old one.
	if first != second {
		expectError(t, e.do(req{method: "POST", path: "/verify", body: map[string]any{"email": email, "token": first, "type": "signup"}}), 403, ErrOTPExpired)
	}
	if r := e.do(req{method: "POST", path: "/verify", body: map[string]any{"email": email, "token": second, "type": "signup"}}); r.Status != 200 {
		t.Fatalf("%d %s", r.Status, r.Body)
	}
	// Confirmed and unknown addresses: 200 {} and no email.
	e.clock.Advance(61 * time.Second)
	for _, addr := range []string{email, uniqueEmail("nobody")} {
		if r := resend(addr, "signup"); r.Status != 200 || string(r.Body) != "{}\n" {
			t.Errorf("%s: %d %s", addr, r.Status, r.Body)
		}
	}
	expectError(t, resend(email, "bogus"), 400, ErrValidationFailed)
	expectError(t, resend(email, "sms"), 400, ErrPhoneProviderDisabled)
}

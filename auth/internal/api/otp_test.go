package api

import (
	"context"
	"strings"
	"sync"
	"testing"

	"github.com/pedbook/pedbook/auth/internal/sms"
)

func TestEmailOTPMagicLink(t *testing.T) {
	e := newEnv(t, nil)
	// an unknown address is signed up (autoconfirm) and gets a magic link and code
	email := uniqueEmail("otp")
	if r := e.do(req{method: "POST", path: "/otp", body: map[string]any{"email": email, "data": map[string]any{"hello": "world"}}}); r.Status != 200 || string(r.Body) != "{}\n" {
		t.Fatalf("otp %d %s", r.Status, r.Body)
	}
	m, _ := lastMail(t, email)
	if !strings.Contains(m.Subject, "acesso") {
		t.Errorf("subject %q", m.Subject)
	}
	code, link := mailCode(t, email)
	if !strings.Contains(link, "/verify?token=") || !strings.Contains(link, "type=magiclink") {
		t.Errorf("link %s", link)
	}
	v := e.do(req{method: "POST", path: "/verify", body: map[string]any{"email": email, "token": code, "type": "email"}})
	if v.Status != 200 {
		t.Fatalf("verify %d %s", v.Status, v.Body)
	}
	u := v.JSON(t)["user"].(map[string]any)
	if u["user_metadata"].(map[string]any)["hello"] != "world" || u["email_confirmed_at"] == nil {
		t.Errorf("user %v", u)
	}
	// create_user false for an unknown address: refused
	expectError(t, e.do(req{method: "POST", path: "/otp", body: map[string]any{"email": uniqueEmail("none"), "create_user": false}}), 422, ErrOTPDisabled)
	expectError(t, e.do(req{method: "POST", path: "/otp", body: map[string]any{"email": "not-an-email"}}), 400, ErrValidationFailed)
	expectError(t, e.do(req{method: "POST", path: "/otp", body: map[string]any{}}), 400, ErrValidationFailed)
	// no phone provider configured
	expectError(t, e.do(req{method: "POST", path: "/otp", body: map[string]any{"phone": "5511999990000"}}), 400, ErrPhoneProviderDisabled)
}

func TestInviteAndGenerateEmailChange(t *testing.T) {
	e := newEnv(t, nil)
	svc := roleKey(t, "service_role")
	email := uniqueEmail("inv")
	r := e.do(req{method: "POST", path: "/invite", bearer: svc, body: map[string]any{"email": email, "data": map[string]any{"status": "alpha"}}})
	if r.Status != 200 || r.JSON(t)["invited_at"] == nil {
		t.Fatalf("invite %d %s", r.Status, r.Body)
	}
	code, link := mailCode(t, email)
	if !strings.Contains(link, "type=invite") {
		t.Errorf("link %s", link)
	}
	if v := e.do(req{method: "POST", path: "/verify", body: map[string]any{"email": email, "token": code, "type": "invite"}}); v.Status != 200 {
		t.Fatalf("accept %d %s", v.Status, v.Body)
	}
	expectError(t, e.do(req{method: "POST", path: "/invite", bearer: svc, body: map[string]any{"email": email}}), 422, ErrEmailExists)
	expectError(t, e.do(req{method: "POST", path: "/invite", bearer: svc, body: map[string]any{"email": "bad"}}), 400, ErrValidationFailed)
	expectError(t, e.do(req{method: "POST", path: "/invite", body: map[string]any{"email": uniqueEmail("x")}}), 401, ErrNoAuthorization)

	newEmail := uniqueEmail("chg")
	g := e.do(req{method: "POST", path: "/admin/generate_link", bearer: svc, body: map[string]any{"type": "email_change_current", "email": email, "new_email": newEmail}})
	if g.Status != 200 {
		t.Fatalf("generate %d %s", g.Status, g.Body)
	}
	gl := g.JSON(t)
	if gl["new_email"] != strings.ToLower(newEmail) || !strings.Contains(gl["action_link"].(string), "type=email_change") {
		t.Fatalf("generate body %v", gl)
	}
	v := e.do(req{method: "POST", path: "/verify", body: map[string]any{"token_hash": gl["hashed_token"], "type": "email_change"}})
	if v.Status != 200 || v.JSON(t)["user"].(map[string]any)["email"] != strings.ToLower(newEmail) {
		t.Fatalf("verify change %d %s", v.Status, v.Body)
	}
}

func TestReauthenticateNonce(t *testing.T) {
	e := newEnv(t, func(c *Config) { c.ReauthForPassword = true })
	email := uniqueEmail("reauth")
	s := e.signUp(email, "segredo123", nil)
	at := s["access_token"].(string)
	if r := e.do(req{method: "GET", path: "/reauthenticate", bearer: at}); r.Status != 200 {
		t.Fatalf("reauthenticate %d %s", r.Status, r.Body)
	}
	m, _ := lastMail(t, email)
	c := otpRe.FindStringSubmatch(m.HTML)
	if c == nil {
		t.Fatalf("no code: %s", m.HTML)
	}
	expectError(t, e.do(req{method: "PUT", path: "/user", bearer: at, body: map[string]any{"password": "novasenha1", "nonce": "000000"}}), 422, ErrReauthNotValid)
	if r := e.do(req{method: "PUT", path: "/user", bearer: at, body: map[string]any{"password": "novasenha1", "nonce": c[1]}}); r.Status != 200 {
		t.Fatalf("password with nonce %d %s", r.Status, r.Body)
	}
	// the nonce is single use
	expectError(t, e.do(req{method: "PUT", path: "/user", bearer: at, body: map[string]any{"password": "novasenha2", "nonce": c[1]}}), 422, ErrReauthNotValid)
	expectError(t, e.do(req{method: "GET", path: "/reauthenticate"}), 401, ErrNoAuthorization)
}

func TestAnonymousSignIn(t *testing.T) {
	e := newEnv(t, func(c *Config) { c.AnonymousEnabled = true })
	off := setupEnv(t, nil, nil)
	expectError(t, off.do(req{method: "POST", path: "/signup", body: map[string]any{}}), 422, ErrAnonymousDisabled)

	r := e.do(req{method: "POST", path: "/signup", body: map[string]any{"data": map[string]any{"apelido": "visitante"}}})
	if r.Status != 200 {
		t.Fatalf("anonymous %d %s", r.Status, r.Body)
	}
	s := r.JSON(t)
	u := s["user"].(map[string]any)
	cl := e.claimsOf(s["access_token"].(string))
	if u["is_anonymous"] != true || !cl.IsAnonymous || cl.AMR[0].Method != "anonymous" || u["user_metadata"].(map[string]any)["apelido"] != "visitante" {
		t.Fatalf("anonymous user %v claims %+v", u, cl)
	}
	at := s["access_token"].(string)
	expectError(t, e.do(req{method: "GET", path: "/reauthenticate", bearer: at}), 400, ErrValidationFailed)
	expectError(t, e.do(req{method: "POST", path: "/factors", bearer: at, body: map[string]any{"factor_type": "totp"}}), 403, ErrNoAuthorization)
	expectError(t, e.do(req{method: "PUT", path: "/user", bearer: at, body: map[string]any{"password": "segredo123"}}), 422, ErrValidationFailed)
	// linking an address makes the user permanent
	email := uniqueEmail("anon")
	if r := e.do(req{method: "PUT", path: "/user", bearer: at, body: map[string]any{"email": email}}); r.Status != 200 {
		t.Fatalf("link email %d %s", r.Status, r.Body)
	}
	code, _ := mailCode(t, email)
	v := e.do(req{method: "POST", path: "/verify", body: map[string]any{"email": email, "token": code, "type": "email_change"}})
	if v.Status != 200 {
		t.Fatalf("verify %d %s", v.Status, v.Body)
	}
	vu := v.JSON(t)["user"].(map[string]any)
	if vu["is_anonymous"] != false || len(vu["identities"].([]any)) != 1 {
		t.Errorf("linked user %v", vu)
	}
}

// fakeSMS records what would have been texted.
type fakeSMS struct {
	mu   sync.Mutex
	sent []sms.Message
}

func (f *fakeSMS) Send(_ context.Context, m sms.Message) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.sent = append(f.sent, m)
	return nil
}
func (f *fakeSMS) Channels() []string { return []string{sms.ChannelSMS, sms.ChannelWhatsApp} }
func (f *fakeSMS) last(t *testing.T, to string) sms.Message {
	t.Helper()
	f.mu.Lock()
	defer f.mu.Unlock()
	for i := len(f.sent) - 1; i >= 0; i-- {
		if f.sent[i].To == to {
			return f.sent[i]
		}
	}
	t.Fatalf("nothing texted to %s", to)
	return sms.Message{}
}

func phoneEnv(t *testing.T, autoconfirm bool) (*env, *fakeSMS) {
	f := &fakeSMS{}
	e := newEnvWith(t, func(c *Config) {
		c.PhoneEnabled, c.SMSAutoconfirm, c.SMSOTPLength = true, autoconfirm, 6
		c.SMSOTPExp, c.SMSMaxFrequency = 60_000_000_000, 0
		c.SMSTemplate = "Seu código PedBook: {{ .Code }}"
		c.SMSTestOTP = map[string]string{"5511900000000": "123456"}
	}, func(d *Deps) { d.SMS = f })
	return e, f
}

func TestPhoneSignupVerifyAndPassword(t *testing.T) {
	e, f := phoneEnv(t, false)
	phone := "5511987650001"
	r := e.do(req{method: "POST", path: "/signup", body: map[string]any{"phone": "+55 11 98765-0001", "password": "segredo123", "data": map[string]any{"info": "x"}, "channel": "whatsapp"}})
	if r.Status != 200 || r.JSON(t)["phone"] != phone {
		t.Fatalf("signup %d %s", r.Status, r.Body)
	}
	m := f.last(t, phone)
	if m.Channel != "whatsapp" || m.Body != "Seu código PedBook: "+m.Code {
		t.Errorf("message %+v", m)
	}
	expectError(t, e.do(req{method: "POST", path: "/token?grant_type=password", body: map[string]any{"phone": phone, "password": "segredo123"}}), 400, ErrPhoneNotConfirmed)
	expectError(t, e.do(req{method: "POST", path: "/verify", body: map[string]any{"phone": phone, "token": "000000", "type": "sms"}}), 403, ErrOTPExpired)
	expectError(t, e.do(req{method: "POST", path: "/verify", body: map[string]any{"phone": phone + "-invalid", "token": "000000", "type": "sms"}}), 400, ErrValidationFailed)
	v := e.do(req{method: "POST", path: "/verify", body: map[string]any{"phone": phone, "token": m.Code, "type": "sms"}})
	if v.Status != 200 || v.JSON(t)["user"].(map[string]any)["phone_confirmed_at"] == nil {
		t.Fatalf("verify %d %s", v.Status, v.Body)
	}
	s := e.do(req{method: "POST", path: "/token?grant_type=password", body: map[string]any{"phone": "+" + phone, "password": "segredo123"}})
	if s.Status != 200 || s.JSON(t)["user"].(map[string]any)["app_metadata"].(map[string]any)["provider"] != "phone" {
		t.Fatalf("password sign-in %d %s", s.Status, s.Body)
	}
	at := s.JSON(t)["access_token"].(string)

	// a phone change: code to the new number, verify type phone_change
	newPhone := "5511987650002"
	if r := e.do(req{method: "PUT", path: "/user", bearer: at, body: map[string]any{"phone": newPhone}}); r.Status != 200 {
		t.Fatalf("phone change %d %s", r.Status, r.Body)
	}
	if r := e.do(req{method: "POST", path: "/resend", body: map[string]any{"phone": newPhone, "type": "phone_change"}}); r.Status != 200 {
		t.Fatalf("resend %d %s", r.Status, r.Body)
	}
	code := f.last(t, newPhone).Code
	v = e.do(req{method: "POST", path: "/verify", body: map[string]any{"phone": newPhone, "token": code, "type": "phone_change"}})
	if v.Status != 200 || v.JSON(t)["user"].(map[string]any)["phone"] != newPhone {
		t.Fatalf("verify change %d %s", v.Status, v.Body)
	}
	// resend for nobody: 200 {}
	if r := e.do(req{method: "POST", path: "/resend", body: map[string]any{"phone": "5511900000999", "type": "phone_change"}}); r.Status != 200 {
		t.Fatalf("resend unknown %d %s", r.Status, r.Body)
	}
}

func TestPhoneOTPAndTestNumbers(t *testing.T) {
	e, f := phoneEnv(t, true)
	// test numbers get their fixed code and no message
	if r := e.do(req{method: "POST", path: "/otp", body: map[string]any{"phone": "+5511900000000"}}); r.Status != 200 {
		t.Fatalf("otp %d %s", r.Status, r.Body)
	}
	if len(f.sent) != 0 {
		t.Fatalf("test number texted: %+v", f.sent)
	}
	v := e.do(req{method: "POST", path: "/verify", body: map[string]any{"phone": "5511900000000", "token": "123456", "type": "sms"}})
	if v.Status != 200 || e.claimsOf(v.JSON(t)["access_token"].(string)).AMR[0].Method != "otp" {
		t.Fatalf("verify %d %s", v.Status, v.Body)
	}
	expectError(t, e.do(req{method: "POST", path: "/otp", body: map[string]any{"phone": "123"}}), 400, ErrValidationFailed)
	expectError(t, e.do(req{method: "POST", path: "/otp", body: map[string]any{"phone": "5511987650003", "channel": "pombo"}}), 400, ErrValidationFailed)
	expectError(t, e.do(req{method: "POST", path: "/otp", body: map[string]any{"phone": "5511987650004", "create_user": false}}), 422, ErrOTPDisabled)
	// with autoconfirm a phone sign-up signs in at once
	r := e.do(req{method: "POST", path: "/signup", body: map[string]any{"phone": "5511987650005", "password": "segredo123"}})
	if r.Status != 200 || r.JSON(t)["access_token"] == nil {
		t.Fatalf("autoconfirm signup %d %s", r.Status, r.Body)
	}
	expectError(t, e.do(req{method: "POST", path: "/signup", body: map[string]any{"phone": "5511987650005", "password": "segredo123"}}), 422, ErrUserAlreadyExists)
}

func TestMFAPhoneFactor(t *testing.T) {
	f := &fakeSMS{}
	e := newEnvWith(t, func(c *Config) {
		c.PhoneEnabled, c.SMSOTPLength, c.SMSOTPExp = true, 6, 60_000_000_000
		c.MFA.PhoneEnroll, c.MFA.PhoneVerify = true, true
	}, func(d *Deps) { d.SMS = f })
	s := e.signUp(uniqueEmail("mfap"), "segredo123", nil)
	at := s["access_token"].(string)
	expectError(t, e.do(req{method: "POST", path: "/factors", bearer: at, body: map[string]any{"factor_type": "phone", "phone": "12"}}), 400, ErrValidationFailed)
	r := e.do(req{method: "POST", path: "/factors", bearer: at, body: map[string]any{"factor_type": "phone", "phone": "+5511987650009"}})
	if r.Status != 200 || r.JSON(t)["phone"] != "5511987650009" {
		t.Fatalf("enroll %d %s", r.Status, r.Body)
	}
	id := r.JSON(t)["id"].(string)
	c := e.do(req{method: "POST", path: "/factors/" + id + "/challenge", bearer: at, body: map[string]any{"channel": "whatsapp"}})
	if c.Status != 200 {
		t.Fatalf("challenge %d %s", c.Status, c.Body)
	}
	m := f.last(t, "5511987650009")
	if m.Kind != "mfa" || m.Channel != "whatsapp" {
		t.Errorf("message %+v", m)
	}
	cid := c.JSON(t)["id"].(string)
	expectError(t, e.do(req{method: "POST", path: "/factors/" + id + "/verify", bearer: at, body: map[string]any{"challenge_id": cid, "code": "000000"}}), 422, ErrMFAVerificationFailed)
	v := e.do(req{method: "POST", path: "/factors/" + id + "/verify", bearer: at, body: map[string]any{"challenge_id": cid, "code": m.Code}})
	if v.Status != 200 || e.claimsOf(v.JSON(t)["access_token"].(string)).AAL != "aal2" {
		t.Fatalf("verify %d %s", v.Status, v.Body)
	}
}

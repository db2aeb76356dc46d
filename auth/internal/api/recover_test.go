package api

import (
	"context"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/pedbook/pedbook/auth/internal/token"
	"github.com/pedbook/pedbook/internal/ratelimit"
)

func recoverReq(e *env, email string, path ...string) response {
	p := "/recover"
	if len(path) > 0 {
		p = path[0]
	}
	return e.do(req{method: "POST", path: p, body: map[string]any{"email": email}})
}

func TestRecoverSendsPortugueseCodeAndLink(t *testing.T) {
	e := newEnv(t, nil)
	email := uniqueEmail("rec")
	s := e.signUp(email, "segredo123", map[string]any{"full_name": "Fátima"})
	r := recoverReq(e, email, "/recover?redirect_to="+url.QueryEscape("https://app.pedbook.test/reset"))
	if r.Status != 200 || string(r.Body) != "{}\n" {
		t.Fatalf("%d %s", r.Status, r.Body)
	}
	m, ok := lastMail(t, email)
	if !ok {
		t.Fatal("no email")
	}
	if m.Subject != "Redefinição de senha do PedBook" || !strings.Contains(m.HTML, "Fátima") || !strings.Contains(m.HTML, "1 hora") {
		t.Errorf("email %q %s", m.Subject, m.HTML)
	}
	code, link := mailCode(t, email)
	if len(code) != 6 {
		t.Errorf("code %q", code)
	}
	u, _ := url.Parse(link)
	if u.Host != "api.pedbook.test" || u.Path != "/auth/v1/verify" || u.Query().Get("type") != "recovery" ||
		u.Query().Get("redirect_to") != "https://app.pedbook.test/reset" {
		t.Errorf("link %s", link)
	}
	// Stored hashed: neither the code nor its bare form is in the database.
	uid := s["user"].(map[string]any)["id"]
	stored := e.scalar(`select token_hash from auth.one_time_tokens where user_id = $1 and token_type = 'recovery_token'`, uid).(string)
	if stored == code || stored != token.OTPHash(email, code) || u.Query().Get("token") != stored {
		t.Errorf("stored %q for code %q", stored, code)
	}
	if e.scalar(`select recovery_sent_at is not null from auth.users where id = $1`, uid) != true {
		t.Error("recovery_sent_at not set")
	}
	if n := e.scalar(`select count(*) from auth.audit_log_entries where payload->>'action' = 'user_recovery_requested'`); n != int64(1) {
		t.Errorf("audit %v", n)
	}
}

func TestRecoverNoEnumeration(t *testing.T) {
	e := newEnv(t, nil)
	known := uniqueEmail("known")
	e.signUp(known, "segredo123", nil)
	unknown := uniqueEmail("unknown")
	for _, addr := range []string{known, unknown} {
		r := recoverReq(e, addr)
		if r.Status != 200 || string(r.Body) != "{}\n" {
			t.Fatalf("%s: %d %s", addr, r.Status, r.Body)
		}
	}
	if _, ok := lastMail(t, unknown); ok {
		t.Error("email sent to an unknown address")
	}
	// The frequency limit answers the same for both.
	for _, addr := range []string{known, unknown} {
		r := recoverReq(e, addr)
		expectError(t, r, 429, ErrOverEmailSendRateLimit)
		if msg := r.JSON(t)["message"]; msg != "For security purposes, you can only request this after 60 seconds." {
			t.Errorf("message %v", msg)
		}
	}
	e.clock.Advance(61 * time.Second)
	if r := recoverReq(e, known); r.Status != 200 {
		t.Errorf("after the interval: %d %s", r.Status, r.Body)
	}
	expectError(t, recoverReq(e, "not-an-email"), 400, ErrValidationFailed)
}

func TestVerifyRecoveryCode(t *testing.T) {
	e := newEnv(t, nil)
	email := uniqueEmail("code")
	e.signUp(email, "segredo123", nil)
	recoverReq(e, email)
	code, link := mailCode(t, email)
	verify := func(tok string) response {
		return e.do(req{method: "POST", path: "/verify", body: map[string]any{"email": email, "token": tok, "type": "recovery"}})
	}
	r := verify(code)
	if r.Status != 200 {
		t.Fatalf("%d %s", r.Status, r.Body)
	}
	_, c := jwtPayload(t, r.JSON(t)["access_token"].(string))
	if amr := c["amr"].([]any); amr[0].(map[string]any)["method"] != "recovery" {
		t.Errorf("amr %v", amr)
	}
	// Single use: the code and the link are both consumed.
	r2 := verify(code)
	expectError(t, r2, 403, ErrOTPExpired)
	if r2.JSON(t)["message"] != "Token has expired or is invalid" {
		t.Errorf("message %s", r2.Body)
	}
	lr := e.do(req{method: "GET", path: strings.TrimPrefix(link, "http://api.pedbook.test/auth/v1")})
	if lr.Status != 303 || !strings.Contains(lr.Header.Get("Location"), "#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=") {
		t.Errorf("reused link: %d %v", lr.Status, lr.Header.Get("Location"))
	}
}

func TestVerifyWrongCodesVoid(t *testing.T) {
	e := newEnv(t, nil)
	email, code, wrong := recoveryCodeAndWrong(t, e, "brute")
	for i := 0; i < 5; i++ {
		expectError(t, e.do(req{method: "POST", path: "/verify", body: map[string]any{"email": email, "token": wrong, "type": "recovery"}}), 403, ErrOTPExpired)
	}
	// The right code no longer works.
	expectError(t, e.do(req{method: "POST", path: "/verify", body: map[string]any{"email": email, "token": code, "type": "recovery"}}), 403, ErrOTPExpired)
	if n := e.scalar(`select count(*) from auth.one_time_tokens`); n != int64(0) {
		t.Errorf("%v tokens left", n)
	}
}

func TestVerifyFourWrongThenRight(t *testing.T) {
	e := newEnv(t, nil)
	email, code, wrong := recoveryCodeAndWrong(t, e, "four")
	for i := 0; i < 4; i++ {
		e.do(req{method: "POST", path: "/verify", body: map[string]any{"email": email, "token": wrong, "type": "recovery"}})
	}
	if n := e.scalar(`select failed_attempts from auth.one_time_tokens`); n != int32(4) {
		t.Errorf("failed_attempts %v", n)
	}
	if r := e.do(req{method: "POST", path: "/verify", body: map[string]any{"email": email, "token": code, "type": "recovery"}}); r.Status != 200 {
		t.Errorf("%d %s", r.Status, r.Body)
	}
}

func TestVerifyExpired(t *testing.T) {
	e := newEnv(t, nil)
	email := uniqueEmail("exp")
	e.signUp(email, "segredo123", nil)
	recoverReq(e, email)
	code, link := mailCode(t, email)
	e.clock.Advance(time.Hour + time.Second)
	expectError(t, e.do(req{method: "POST", path: "/verify", body: map[string]any{"email": email, "token": code, "type": "recovery"}}), 403, ErrOTPExpired)
	lr := e.do(req{method: "GET", path: strings.TrimPrefix(link, "http://api.pedbook.test/auth/v1")})
	if lr.Status != 303 || !strings.Contains(lr.Header.Get("Location"), "error_code=otp_expired") {
		t.Errorf("%d %s", lr.Status, lr.Header.Get("Location"))
	}
}

func TestVerifyLinkRedirect(t *testing.T) {
	e := newEnv(t, nil)
	email := uniqueEmail("link")
	e.signUp(email, "segredo123", nil)
	recoverReq(e, email, "/recover?redirect_to="+url.QueryEscape("https://evil.example.com/x"))
	code, link := mailCode(t, email)
	if !strings.HasSuffix(link, "&redirect_to=http://app.pedbook.test") {
		t.Errorf("disallowed redirect kept: %s", link)
	}
	r := e.do(req{method: "GET", path: strings.TrimPrefix(link, "http://api.pedbook.test/auth/v1")})
	if r.Status != 303 {
		t.Fatalf("%d %s", r.Status, r.Body)
	}
	loc, _ := url.Parse(r.Header.Get("Location"))
	frag, _ := url.ParseQuery(loc.Fragment)
	if loc.Host != "app.pedbook.test" || frag.Get("type") != "recovery" || frag.Get("token_type") != "bearer" ||
		frag.Get("access_token") == "" || frag.Get("refresh_token") == "" || frag.Get("expires_in") != "3600" || !frag.Has("sb") {
		t.Errorf("location %s", loc)
	}
	// The code is consumed by the link.
	expectError(t, e.do(req{method: "POST", path: "/verify", body: map[string]any{"email": email, "token": code, "type": "recovery"}}), 403, ErrOTPExpired)
}

func TestVerifyTokenHash(t *testing.T) {
	e := newEnv(t, nil)
	email := uniqueEmail("hash")
	e.signUp(email, "segredo123", nil)
	recoverReq(e, email)
	code, _ := mailCode(t, email)
	hash := token.OTPHash(email, code)
	expectError(t, e.do(req{method: "POST", path: "/verify", body: map[string]any{"token_hash": hash, "type": "recovery", "email": email}}), 400, ErrValidationFailed)
	expectError(t, e.do(req{method: "POST", path: "/verify", body: map[string]any{"token_hash": "nope", "type": "recovery"}}), 403, ErrOTPExpired)
	r := e.do(req{method: "POST", path: "/verify", body: map[string]any{"token_hash": hash, "type": "recovery"}})
	if r.Status != 200 {
		t.Fatalf("%d %s", r.Status, r.Body)
	}
	tests := []struct {
		name string
		body map[string]any
		code string
	}{
		{"no type", map[string]any{"email": email, "token": "123456"}, ErrValidationFailed},
		{"no token", map[string]any{"email": email, "type": "recovery"}, ErrValidationFailed},
		{"bad type", map[string]any{"email": email, "token": "1", "type": "bogus"}, ErrValidationFailed},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			expectError(t, e.do(req{method: "POST", path: "/verify", body: tt.body}), 400, tt.code)
		})
	}
	expectError(t, e.do(req{method: "POST", path: "/verify", body: map[string]any{"email": "bad", "token": "1", "type": "recovery"}}), 422, ErrValidationFailed)
	expectError(t, e.do(req{method: "POST", path: "/verify", body: map[string]any{"email": uniqueEmail("nobody"), "token": "123456", "type": "recovery"}}), 403, ErrOTPExpired)
}

func TestRecoverPKCE(t *testing.T) {
	e := newEnv(t, nil)
	email := uniqueEmail("pkce")
	e.signUp(email, "segredo123", nil)
	verifier := strings.Repeat("ab12", 28)
	r := e.do(req{method: "POST", path: "/recover?redirect_to=" + url.QueryEscape("https://app.pedbook.test/reset"),
		body: map[string]any{"email": email, "code_challenge": token.S256(verifier), "code_challenge_method": "s256"}})
	if r.Status != 200 {
		t.Fatalf("%d %s", r.Status, r.Body)
	}
	_, link := mailCode(t, email)
	if !strings.Contains(link, "token=pkce_") {
		t.Fatalf("link %s", link)
	}
	lr := e.do(req{method: "GET", path: strings.TrimPrefix(link, "http://api.pedbook.test/auth/v1")})
	loc, _ := url.Parse(lr.Header.Get("Location"))
	code := loc.Query().Get("code")
	if lr.Status != 303 || loc.Host != "app.pedbook.test" || code == "" {
		t.Fatalf("%d %s", lr.Status, loc)
	}
	exchange := func(v string) response {
		return e.do(req{method: "POST", path: "/token?grant_type=pkce", body: map[string]any{"auth_code": code, "code_verifier": v}})
	}
	expectError(t, exchange("wrong-verifier"), 400, ErrBadCodeVerifier)
	ok := exchange(verifier)
	if ok.Status != 200 {
		t.Fatalf("%d %s", ok.Status, ok.Body)
	}
	_, c := jwtPayload(t, ok.JSON(t)["access_token"].(string))
	if c["amr"].([]any)[0].(map[string]any)["method"] != "recovery" {
		t.Errorf("amr %v", c["amr"])
	}
	expectError(t, exchange(verifier), 404, ErrFlowStateNotFound)
	expectError(t, e.do(req{method: "POST", path: "/token?grant_type=pkce", body: map[string]any{"auth_code": "", "code_verifier": ""}}), 400, ErrValidationFailed)
}

func TestEmailBudget(t *testing.T) {
	e := newEnv(t, func(c *Config) { c.EmailSentLimit = ratelimit.Limit{Events: 2, Period: time.Hour, Burst: 2} })
	var emails []string
	for i := 0; i < 3; i++ {
		email := uniqueEmail("budget")
		e.signUp(email, "segredo123", nil)
		emails = append(emails, email)
	}
	for _, addr := range emails[:2] {
		if r := recoverReq(e, addr); r.Status != 200 {
			t.Fatalf("%d %s", r.Status, r.Body)
		}
	}
	r := recoverReq(e, emails[2])
	expectError(t, r, 429, ErrOverEmailSendRateLimit)
	if r.JSON(t)["message"] != "email rate limit exceeded" {
		t.Errorf("%s", r.Body)
	}
}

// recoveryCodeAndWrong signs a new user up, asks for a recovery code, and returns the email,
// the mailed code and a six-digit code that is not it.
func recoveryCodeAndWrong(t *testing.T, e *env, name string) (email, code, wrong string) {
	t.Helper()
	email = uniqueEmail(name)
	e.signUp(email, "segredo123", nil)
	recoverReq(e, email)
	code, _ = mailCode(t, email)
	wrong = "000000"
	if code == wrong {
		wrong = "111111"
	}
	return email, code, wrong
}

// The recovery email leaves only after its code is committed: otherwise the link can be
// followed before the commit and answers that the code is invalid (the cluster's supabase-js
// suite met it through PgBouncer). The test holds the transaction open at its last write
// (the audit row, locked out by the test) and looks in MailDev meanwhile.
func TestRecoveryEmailLeavesAfterCommit(t *testing.T) {
	e := newEnv(t, nil)
	email := uniqueEmail("commit")
	e.signUp(email, "segredo123", nil)
	ctx := context.Background()
	lock, err := e.su.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer lock.Rollback(ctx) //nolint:errcheck
	if _, err := lock.Exec(ctx, `lock table auth.audit_log_entries in exclusive mode`); err != nil {
		t.Fatal(err)
	}
	// The request runs beside the test: it answers at once, and e.do then waits for the
	// background email, whose transaction is blocked at its audit row while the lock is held.
	// Meanwhile the test (on its own goroutine, where t may fail) watches MailDev.
	answered := make(chan response, 1)
	go func() { answered <- recoverReq(e, email) }()
	seen := false
	for deadline := time.Now().Add(700 * time.Millisecond); time.Now().Before(deadline) && !seen; {
		_, seen = lastMail(t, email)
		time.Sleep(50 * time.Millisecond)
	}
	if err := lock.Rollback(ctx); err != nil {
		t.Fatal(err)
	}
	if r := <-answered; r.Status != 200 {
		t.Fatalf("%d %s", r.Status, r.Body)
	}
	if seen {
		t.Fatal("the recovery email was sent before its code was committed")
	}
	_, link := mailCode(t, email)
	u, _ := url.Parse(link)
	r := e.do(req{method: "GET", path: "/verify?" + u.RawQuery})
	loc, _ := url.Parse(r.Header.Get("Location"))
	if r.Status != 303 || !strings.Contains(loc.Fragment, "type=recovery") {
		t.Fatalf("the link: %d %s", r.Status, r.Header.Get("Location"))
	}
}

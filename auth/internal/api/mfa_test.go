package api

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/pedbook/pedbook/auth/internal/passkey"
	"github.com/pedbook/pedbook/auth/internal/passkey/softauthn"
	"github.com/pedbook/pedbook/auth/internal/totp"
	"github.com/pedbook/pedbook/auth/pkg/claims"
)

// claimsOf reads an access token's claims (the test key verifies them).
func (e *env) claimsOf(at string) *claims.Claims {
	e.t.Helper()
	c, err := e.api.Keys.Verify(at, func() int64 { return e.clock.Now().Unix() })
	if err != nil {
		e.t.Fatal(err)
	}
	return c
}

func TestMFATOTPEnrollChallengeVerifyUnenroll(t *testing.T) {
	e := newEnv(t, nil)
	email := uniqueEmail("mfa")
	s := e.signUp(email, "segredo123", nil)
	other := e.signIn(email, "segredo123").JSON(t) // an aal1 session that verification ends
	at := s["access_token"].(string)

	r := e.do(req{method: "POST", path: "/factors", bearer: at, body: map[string]any{"factor_type": "totp", "friendly_name": "celular"}})
	if r.Status != 200 {
		t.Fatalf("enroll %d %s", r.Status, r.Body)
	}
	f := r.JSON(t)
	tp := f["totp"].(map[string]any)
	if f["type"] != "totp" || f["friendly_name"] != "celular" || !strings.HasPrefix(tp["qr_code"].(string), "<svg") ||
		!strings.HasPrefix(tp["uri"].(string), "otpauth://totp/app.pedbook.test:") {
		t.Fatalf("enroll body %s", r.Body)
	}
	id, secret := f["id"].(string), tp["secret"].(string)
	expectError(t, e.do(req{method: "POST", path: "/factors", bearer: at, body: map[string]any{"factor_type": "totp", "friendly_name": "celular"}}), 422, ErrMFAFactorNameConflict)

	// the user shows the unverified factor
	u := e.do(req{method: "GET", path: "/user", bearer: at}).JSON(t)
	if fs, _ := u["factors"].([]any); len(fs) != 1 || fs[0].(map[string]any)["status"] != "unverified" {
		t.Fatalf("user factors %v", u["factors"])
	}

	c := e.do(req{method: "POST", path: "/factors/" + id + "/challenge", bearer: at}).JSON(t)
	if c["type"] != "totp" || c["expires_at"].(float64) != float64(e.clock.Now().Add(5*time.Minute).Unix()) {
		t.Fatalf("challenge %v", c)
	}
	cid := c["id"].(string)
	expectError(t, e.do(req{method: "POST", path: "/factors/" + id + "/verify", bearer: at, body: map[string]any{"challenge_id": cid, "code": "000000"}}), 422, ErrMFAVerificationFailed)
	expectError(t, e.do(req{method: "POST", path: "/factors/" + id + "/verify", bearer: at, body: map[string]any{"challenge_id": cid, "code": ""}}), 400, ErrValidationFailed)
	expectError(t, e.do(req{method: "POST", path: "/factors/" + id + "/verify", bearer: at, body: map[string]any{"challenge_id": newUUID(), "code": "123456"}}), 422, ErrMFAFactorNotFound)
	expectError(t, e.do(req{method: "POST", path: "/factors/" + id + "/verify", bearer: at, remote: "10.1.2.3:5000", body: map[string]any{"challenge_id": cid, "code": "123456"}}), 422, ErrMFAIPAddressMismatch)

	code, _ := totp.Code(secret, e.clock.Now())
	r = e.do(req{method: "POST", path: "/factors/" + id + "/verify", bearer: at, body: map[string]any{"challenge_id": cid, "code": code}})
	if r.Status != 200 {
		t.Fatalf("verify %d %s", r.Status, r.Body)
	}
	v := r.JSON(t)
	cl := e.claimsOf(v["access_token"].(string))
	methods := map[string]bool{}
	for _, m := range cl.AMR {
		methods[m.Method] = true
	}
	if cl.AAL != "aal2" || len(cl.AMR) != 2 || !methods["totp"] || !methods["password"] {
		t.Fatalf("claims aal %s amr %+v", cl.AAL, cl.AMR)
	}
	// the challenge is used; the old refresh token is revoked, the new one refreshes at aal2
	expectError(t, e.do(req{method: "POST", path: "/factors/" + id + "/verify", bearer: at, body: map[string]any{"challenge_id": cid, "code": code}}), 422, ErrMFAIPAddressMismatch)
	rr := e.refresh(v["refresh_token"].(string))
	if rr.Status != 200 || e.claimsOf(rr.JSON(t)["access_token"].(string)).AAL != "aal2" {
		t.Fatalf("refresh %d %s", rr.Status, rr.Body)
	}
	// the other aal1 session ended
	expectError(t, e.do(req{method: "GET", path: "/user", bearer: other["access_token"].(string)}), 403, ErrSessionNotFound)

	// a new factor needs aal2: a fresh password sign-in is aal1
	s1 := e.signIn(email, "segredo123").JSON(t)
	expectError(t, e.do(req{method: "POST", path: "/factors", bearer: s1["access_token"].(string), body: map[string]any{"factor_type": "totp"}}), 403, ErrInsufficientAAL)
	expectError(t, e.do(req{method: "DELETE", path: "/factors/" + id, bearer: s1["access_token"].(string)}), 422, ErrInsufficientAAL)

	// unenroll at aal2 brings the session back to aal1
	at2 := rr.JSON(t)["access_token"].(string)
	r = e.do(req{method: "DELETE", path: "/factors/" + id, bearer: at2})
	if r.Status != 200 || r.JSON(t)["id"] != id {
		t.Fatalf("unenroll %d %s", r.Status, r.Body)
	}
	if aal := e.scalar(`select aal::text from auth.sessions where id = $1`, cl.SessionID); aal != "aal1" {
		t.Fatalf("session aal after unenroll %v", aal)
	}
	if n := e.scalar(`select count(*) from auth.audit_log_entries where payload->>'action' = 'factor_unenrolled'`); n != int64(1) {
		t.Errorf("audit %v", n)
	}
}

func TestMFAErrors(t *testing.T) {
	e := newEnv(t, nil)
	expectError(t, e.do(req{method: "POST", path: "/factors", body: map[string]any{"factor_type": "totp"}}), 401, ErrNoAuthorization)
	r := e.do(req{method: "POST", path: "/factors/x/challenge"})
	expectError(t, r, 401, ErrNoAuthorization)
	if !strings.Contains(string(r.Body), "Bearer token") {
		t.Errorf("message %s", r.Body)
	}
	s := e.signUp(uniqueEmail("mfa"), "segredo123", nil)
	at := s["access_token"].(string)
	expectError(t, e.do(req{method: "POST", path: "/factors", bearer: at, body: map[string]any{"factor_type": "sms"}}), 400, ErrValidationFailed)
	expectError(t, e.do(req{method: "POST", path: "/factors", bearer: at, body: map[string]any{"factor_type": "webauthn"}}), 422, ErrMFAWebAuthnEnrollOff)
	expectError(t, e.do(req{method: "POST", path: "/factors/invalid-factor-id/challenge", bearer: at}), 404, ErrValidationFailed)
	expectError(t, e.do(req{method: "POST", path: "/factors/" + newUUID() + "/challenge", bearer: at}), 404, ErrMFAFactorNotFound)

	// challenges expire
	f := e.do(req{method: "POST", path: "/factors", bearer: at, body: map[string]any{"factor_type": "totp"}}).JSON(t)
	id := f["id"].(string)
	cid := e.do(req{method: "POST", path: "/factors/" + id + "/challenge", bearer: at}).JSON(t)["id"].(string)
	e.clock.Advance(6 * time.Minute)
	code, _ := totp.Code(f["totp"].(map[string]any)["secret"].(string), e.clock.Now())
	expectError(t, e.do(req{method: "POST", path: "/factors/" + id + "/verify", bearer: at, body: map[string]any{"challenge_id": cid, "code": code}}), 422, ErrMFAChallengeExpired)

}

func TestMFAChallengeRateLimit(t *testing.T) {
	e := newEnv(t, func(c *Config) { c.MFALimit.Events, c.MFALimit.Burst = 2, 2 })
	s := e.signUp(uniqueEmail("mfa"), "segredo123", nil)
	at := s["access_token"].(string)
	id := e.do(req{method: "POST", path: "/factors", bearer: at, body: map[string]any{"factor_type": "totp"}}).JSON(t)["id"].(string)
	for i := 0; i < 2; i++ {
		if r := e.do(req{method: "POST", path: "/factors/" + id + "/challenge", bearer: at, remote: "10.0.0.9:1"}); r.Status != 200 {
			t.Fatalf("challenge %d: %d %s", i, r.Status, r.Body)
		}
	}
	expectError(t, e.do(req{method: "POST", path: "/factors/" + id + "/challenge", bearer: at, remote: "10.0.0.9:1"}), 429, ErrOverRequestRateLimit)
}

func TestAdminFactors(t *testing.T) {
	e := newEnv(t, nil)
	s := e.signUp(uniqueEmail("mfa"), "segredo123", nil)
	at := s["access_token"].(string)
	uid := s["user"].(map[string]any)["id"].(string)
	id := e.do(req{method: "POST", path: "/factors", bearer: at, body: map[string]any{"factor_type": "totp", "friendly_name": "a"}}).JSON(t)["id"].(string)
	admin := roleKey(t, "service_role")
	r := e.do(req{method: "GET", path: "/admin/users/" + uid + "/factors", bearer: admin})
	if r.Status != 200 || !strings.Contains(string(r.Body), id) {
		t.Fatalf("list %d %s", r.Status, r.Body)
	}
	r = e.do(req{method: "PUT", path: "/admin/users/" + uid + "/factors/" + id, bearer: admin, body: map[string]any{"friendly_name": "b"}})
	if r.Status != 200 || r.JSON(t)["friendly_name"] != "b" {
		t.Fatalf("update %d %s", r.Status, r.Body)
	}
	r = e.do(req{method: "DELETE", path: "/admin/users/" + uid + "/factors/" + id, bearer: admin})
	if r.Status != 200 || r.JSON(t)["id"] != id {
		t.Fatalf("delete %d %s", r.Status, r.Body)
	}
	expectError(t, e.do(req{method: "DELETE", path: "/admin/users/" + uid + "/factors/" + id, bearer: admin}), 404, ErrMFAFactorNotFound)
	expectError(t, e.do(req{method: "GET", path: "/admin/users/" + uid + "/factors", bearer: at}), 403, ErrNotAdmin)
}

func TestMFAWebAuthnFactor(t *testing.T) {
	e := newEnv(t, func(c *Config) {
		c.Passkeys = passkey.Config{Enabled: true, RPID: "app.pedbook.test", RPDisplayName: "PedBook", RPOrigins: []string{"https://app.pedbook.test"}}
		c.MFA.WebAuthnEnroll, c.MFA.WebAuthnVerify = true, true
	})
	s := e.signUp(uniqueEmail("mfaw"), "segredo123", nil)
	at := s["access_token"].(string)
	r := e.do(req{method: "POST", path: "/factors", bearer: at, body: map[string]any{"factor_type": "webauthn", "friendly_name": ""}})
	if r.Status != 200 || r.JSON(t)["type"] != "webauthn" {
		t.Fatalf("enroll %d %s", r.Status, r.Body)
	}
	id := r.JSON(t)["id"].(string)
	dev := softauthn.New("https://app.pedbook.test")
	step := func(bearer string, answer func([]byte) ([]byte, error)) response {
		t.Helper()
		c := e.do(req{method: "POST", path: "/factors/" + id + "/challenge", bearer: bearer})
		if c.Status != 200 {
			t.Fatalf("challenge %d %s", c.Status, c.Body)
		}
		var ch struct {
			ID       string `json:"id"`
			WebAuthn struct {
				Type    string          `json:"type"`
				Options json.RawMessage `json:"credential_options"`
			} `json:"webauthn"`
		}
		_ = json.Unmarshal(c.Body, &ch)
		cred, err := answer(ch.WebAuthn.Options)
		if err != nil {
			t.Fatal(err)
		}
		return e.do(req{method: "POST", path: "/factors/" + id + "/verify", bearer: bearer,
			body: map[string]any{"challenge_id": ch.ID, "webauthn": map[string]any{"type": ch.WebAuthn.Type, "credential_response": json.RawMessage(cred)}}})
	}
	v := step(at, dev.Create)
	if v.Status != 200 || e.claimsOf(v.JSON(t)["access_token"].(string)).AAL != "aal2" {
		t.Fatalf("verify create %d %s", v.Status, v.Body)
	}
	// a later sign-in steps up with an assertion by the same authenticator
	s2 := e.signIn(s["user"].(map[string]any)["email"].(string), "segredo123").JSON(t)
	v2 := step(s2["access_token"].(string), dev.Get)
	if v2.Status != 200 {
		t.Fatalf("verify request %d %s", v2.Status, v2.Body)
	}
	cl := e.claimsOf(v2.JSON(t)["access_token"].(string))
	found := false
	for _, m := range cl.AMR {
		found = found || m.Method == "mfa/webauthn"
	}
	if cl.AAL != "aal2" || !found {
		t.Fatalf("claims %+v", cl)
	}
}

package api

import (
	"encoding/json"
	"testing"

	"github.com/pedbook/pedbook/auth/internal/passkey"
	"github.com/pedbook/pedbook/auth/internal/passkey/softauthn"
)

func passkeyEnv(t *testing.T) *env {
	return newEnv(t, func(c *Config) {
		c.Passkeys = passkey.Config{Enabled: true, RPID: "app.pedbook.test", RPDisplayName: "PedBook", RPOrigins: []string{"https://app.pedbook.test"}}
	})
}

// ceremony runs options → authenticator → verify; returns the verify response.
func ceremony(t *testing.T, e *env, kind, bearer string, answer func([]byte) ([]byte, error), extra map[string]any) response {
	t.Helper()
	r := e.do(req{method: "POST", path: "/passkeys/" + kind + "/options", bearer: bearer})
	if r.Status != 200 {
		t.Fatalf("%s options: %d %s", kind, r.Status, r.Body)
	}
	var o struct {
		ChallengeID string          `json:"challenge_id"`
		Options     json.RawMessage `json:"options"`
		ExpiresAt   int64           `json:"expires_at"`
	}
	if err := json.Unmarshal(r.Body, &o); err != nil {
		t.Fatal(err)
	}
	// GoTrue's shape: the options themselves (no publicKey wrapper) and when they expire
	var top map[string]json.RawMessage
	_ = json.Unmarshal(o.Options, &top)
	if top["challenge"] == nil || top["publicKey"] != nil || o.ExpiresAt != e.clock.Now().Add(passkeyCeremonyTTL).Unix() {
		t.Fatalf("%s options shape: %s", kind, r.Body)
	}
	cred, err := answer(o.Options)
	if err != nil {
		t.Fatalf("authenticator: %v", err)
	}
	body := map[string]any{"challenge_id": o.ChallengeID, "credential": json.RawMessage(cred)}
	for k, v := range extra {
		body[k] = v
	}
	return e.do(req{method: "POST", path: "/passkeys/" + kind + "/verify", bearer: bearer, body: body})
}

func TestPasskeyRegisterAndSignIn(t *testing.T) {
	e := passkeyEnv(t)
	email := uniqueEmail("pk")
	s := e.signUp(email, "segredo123", map[string]any{"full_name": "Olga"})
	at := s["access_token"].(string)
	dev := softauthn.New("https://app.pedbook.test")

	reg := ceremony(t, e, "registration", at, dev.Create, map[string]any{"friendly_name": "Celular"})
	if reg.Status != 200 || reg.JSON(t)["friendly_name"] != "Celular" {
		t.Fatalf("register %d %s", reg.Status, reg.Body)
	}
	list := e.do(req{method: "GET", path: "/passkeys", bearer: at})
	var keys []map[string]any
	_ = json.Unmarshal(list.Body, &keys)
	if len(keys) != 1 {
		t.Fatalf("list %s", list.Body)
	}

	login := ceremony(t, e, "authentication", "", dev.Get, nil)
	if login.Status != 200 {
		t.Fatalf("sign in %d %s", login.Status, login.Body)
	}
	sess := login.JSON(t)
	if sess["user"].(map[string]any)["email"] != lower(email) {
		t.Errorf("signed in as %v", sess["user"])
	}
	_, c := jwtPayload(t, sess["access_token"].(string))
	if c["amr"].([]any)[0].(map[string]any)["method"] != "passkey" {
		t.Errorf("amr %v", c["amr"])
	}
	if e.scalar(`select last_used_at is not null from auth.webauthn_credentials`) != true {
		t.Error("use not recorded")
	}

	// A second sign-in works (sign count grows), then the passkey is deleted and refused.
	if r := ceremony(t, e, "authentication", "", dev.Get, nil); r.Status != 200 {
		t.Fatalf("second sign in %d %s", r.Status, r.Body)
	}
	id := keys[0]["id"].(string)
	if r := e.do(req{method: "PATCH", path: "/passkeys/" + id, bearer: at, body: map[string]any{"friendly_name": "Notebook"}}); r.Status != 200 || r.JSON(t)["friendly_name"] != "Notebook" {
		t.Fatalf("rename %d %s", r.Status, r.Body)
	}
	expectError(t, e.do(req{method: "PATCH", path: "/passkeys/" + newUUID(), bearer: at, body: map[string]any{"friendly_name": "x"}}), 404, ErrValidationFailed)
	expectError(t, e.do(req{method: "PATCH", path: "/passkeys/" + id, bearer: at, body: map[string]any{"friendly_name": ""}}), 400, ErrValidationFailed)
	admin := roleKey(t, "service_role")
	uid := s["user"].(map[string]any)["id"].(string)
	if r := e.do(req{method: "GET", path: "/admin/users/" + uid + "/passkeys", bearer: admin}); r.Status != 200 || !json.Valid(r.Body) || len(r.Body) < 10 {
		t.Fatalf("admin list %d %s", r.Status, r.Body)
	}
	if r := e.do(req{method: "DELETE", path: "/passkeys/" + id, bearer: at}); r.Status != 204 {
		t.Fatalf("delete %d %s", r.Status, r.Body)
	}
	expectError(t, ceremony(t, e, "authentication", "", dev.Get, nil), 400, errPasskeyInvalid)
	expectError(t, e.do(req{method: "DELETE", path: "/passkeys/" + id, bearer: at}), 404, ErrValidationFailed)
	expectError(t, e.do(req{method: "DELETE", path: "/admin/users/" + uid + "/passkeys/" + id, bearer: admin}), 404, ErrValidationFailed)
}

func TestPasskeyRefusals(t *testing.T) {
	e := passkeyEnv(t)
	s := e.signUp(uniqueEmail("pkr"), "segredo123", nil)
	at := s["access_token"].(string)

	// Registration needs a signed-in user.
	expectError(t, e.do(req{method: "POST", path: "/passkeys/registration/options"}), 401, ErrNoAuthorization)
	// Another origin (phishing page): refused.
	phish := softauthn.New("https://app.pedbook-login.test")
	expectError(t, ceremony(t, e, "registration", at, phish.Create, nil), 400, errPasskeyInvalid)
	// A challenge is single use.
	dev := softauthn.New("https://app.pedbook.test")
	r := e.do(req{method: "POST", path: "/passkeys/registration/options", bearer: at})
	var o struct {
		ChallengeID string          `json:"challenge_id"`
		Options     json.RawMessage `json:"options"`
	}
	_ = json.Unmarshal(r.Body, &o)
	cred, _ := dev.Create(o.Options)
	body := map[string]any{"challenge_id": o.ChallengeID, "credential": json.RawMessage(cred)}
	if r := e.do(req{method: "POST", path: "/passkeys/registration/verify", bearer: at, body: body}); r.Status != 200 {
		t.Fatalf("%d %s", r.Status, r.Body)
	}
	expectError(t, e.do(req{method: "POST", path: "/passkeys/registration/verify", bearer: at, body: body}), 400, errPasskeyChallengeNotFound)
	// A sign-in assertion from another origin is refused.
	dev.Origin = "https://evil.test"
	expectError(t, ceremony(t, e, "authentication", "", dev.Get, nil), 400, errPasskeyInvalid)
	// Banned users cannot sign in with their passkey.
	dev.Origin = "https://app.pedbook.test"
	if _, err := e.su.Exec(t.Context(), `update auth.users set banned_until = now() + interval '1 day'`); err != nil {
		t.Fatal(err)
	}
	expectError(t, ceremony(t, e, "authentication", "", dev.Get, nil), 403, ErrUserBanned)
	if e.do(req{method: "GET", path: "/settings"}).JSON(t)["passkeys_enabled"] != true {
		t.Error("settings do not report passkeys")
	}
}

func TestPasskeysDisabled(t *testing.T) {
	e := newEnv(t, nil)
	expectError(t, e.do(req{method: "POST", path: "/passkeys/authentication/options"}), 404, errPasskeyDisabled)
}

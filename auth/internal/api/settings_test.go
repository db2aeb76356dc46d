package api

import (
	"strings"
	"testing"
)

func TestSettingsHealthJWKS(t *testing.T) {
	e := newEnv(t, nil)
	r := e.do(req{method: "GET", path: "/settings"})
	m := r.JSON(t)
	ext := m["external"].(map[string]any)
	if r.Status != 200 || ext["email"] != true || ext["phone"] != false || m["mailer_autoconfirm"] != true || m["disable_signup"] != false {
		t.Errorf("settings %s", r.Body)
	}
	r = e.do(req{method: "GET", path: "/health"})
	if h := r.JSON(t); h["name"] != "GoTrue" || h["version"] != "test" {
		t.Errorf("health %s", r.Body)
	}
	r = e.do(req{method: "GET", path: "/.well-known/jwks.json"})
	if strings.TrimSpace(string(r.Body)) != `{"keys":[]}` || r.Header.Get("Cache-Control") != "public, max-age=600" {
		t.Errorf("jwks %s %v", r.Body, r.Header)
	}
	expectError(t, e.do(req{method: "GET", path: "/nope"}), 404, ErrNotFound)
	// CORS preflight from a browser names apikey.
	r = e.do(req{method: "OPTIONS", path: "/token", headers: map[string]string{"Origin": "http://app.pedbook.test",
		"Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "apikey, authorization"}})
	if r.Status != 204 || !strings.Contains(r.Header.Get("Access-Control-Allow-Headers"), "apikey") {
		t.Errorf("preflight %d %v", r.Status, r.Header)
	}
}

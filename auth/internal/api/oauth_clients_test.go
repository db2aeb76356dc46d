package api

import (
	"strings"
	"testing"
)

func TestOAuthClientsAdmin(t *testing.T) {
	e := newEnv(t, func(c *Config) { c.OAuthServerEnabled = true })
	svc := roleKey(t, "service_role")
	create := func(body map[string]any) response {
		return e.do(req{method: "POST", path: "/admin/oauth/clients", bearer: svc, body: body})
	}
	r := create(map[string]any{"client_name": "App", "redirect_uris": []string{"https://app.example.com/cb", "http://localhost:3000/cb"}})
	if r.Status != 201 {
		t.Fatalf("create %d %s", r.Status, r.Body)
	}
	c := r.JSON(t)
	id, secret := c["client_id"].(string), c["client_secret"].(string)
	if c["client_type"] != "confidential" || c["token_endpoint_auth_method"] != "client_secret_basic" || secret == "" ||
		len(c["grant_types"].([]any)) != 2 || c["response_types"].([]any)[0] != "code" {
		t.Fatalf("create body %v", c)
	}
	if stored := e.scalar(`select client_secret_hash from auth.oauth_clients where id = $1`, id); stored == secret {
		t.Fatal("secret stored in the clear")
	}
	expectError(t, create(map[string]any{"client_name": "x", "redirect_uris": []string{}}), 400, ErrValidationFailed)
	expectError(t, create(map[string]any{"client_name": "x", "redirect_uris": []string{"http://evil.com/cb"}}), 400, ErrValidationFailed)
	pub := create(map[string]any{"redirect_uris": []string{"https://a.example/cb"}, "token_endpoint_auth_method": "none"}).JSON(t)
	if pub["client_type"] != "public" || pub["client_secret"] != nil {
		t.Fatalf("public client %v", pub)
	}

	g := e.do(req{method: "GET", path: "/admin/oauth/clients/" + id, bearer: svc})
	if g.Status != 200 || g.JSON(t)["client_secret"] != nil {
		t.Fatalf("get %d %s", g.Status, g.Body)
	}
	u := e.do(req{method: "PUT", path: "/admin/oauth/clients/" + id, bearer: svc, body: map[string]any{"logo_uri": "https://example.com/l.png"}})
	if u.Status != 200 || u.JSON(t)["logo_uri"] != "https://example.com/l.png" || u.JSON(t)["client_name"] != "App" {
		t.Fatalf("update %d %s", u.Status, u.Body)
	}
	expectError(t, e.do(req{method: "PUT", path: "/admin/oauth/clients/" + id, bearer: svc, body: map[string]any{}}), 400, ErrValidationFailed)
	rs := e.do(req{method: "POST", path: "/admin/oauth/clients/" + id + "/regenerate_secret", bearer: svc})
	if rs.Status != 200 || rs.JSON(t)["client_secret"] == secret {
		t.Fatalf("regenerate %d %s", rs.Status, rs.Body)
	}
	expectError(t, e.do(req{method: "POST", path: "/admin/oauth/clients/" + pub["client_id"].(string) + "/regenerate_secret", bearer: svc}), 400, ErrValidationFailed)

	l := e.do(req{method: "GET", path: "/admin/oauth/clients?page=1&per_page=1", bearer: svc})
	if l.Status != 200 || len(l.JSON(t)["clients"].([]any)) != 1 || l.Header.Get("X-Total-Count") != "2" || !strings.Contains(l.Header.Get("Link"), `rel="next"`) {
		t.Fatalf("list %d %v %s", l.Status, l.Header, l.Body)
	}
	if d := e.do(req{method: "DELETE", path: "/admin/oauth/clients/" + id, bearer: svc}); d.Status != 204 {
		t.Fatalf("delete %d %s", d.Status, d.Body)
	}
	expectError(t, e.do(req{method: "GET", path: "/admin/oauth/clients/" + id, bearer: svc}), 404, ErrOAuthClientNotFound)
	expectError(t, e.do(req{method: "GET", path: "/admin/oauth/clients/nope", bearer: svc}), 400, ErrValidationFailed)
	expectError(t, e.do(req{method: "GET", path: "/admin/oauth/clients"}), 401, ErrNoAuthorization)

	off := setupEnv(t, nil, nil)
	expectError(t, off.do(req{method: "GET", path: "/admin/oauth/clients", bearer: svc}), 404, ErrFeatureDisabled)
}

package oauth

import (
	"context"
	"net/url"
	"testing"
)

// TestCatalogueRealEndpoints: with no GOTRUE_EXTERNAL_<P>_URL each provider is its public
// self: the plain OAuth 2.0 ones send the browser to their own authorization endpoint with
// GoTrue's default scopes (plus the caller's), the OpenID ones discover from their issuer.
func TestCatalogueRealEndpoints(t *testing.T) {
	oidc := map[string]string{
		"google":        "https://accounts.google.com",
		"apple":         "https://appleid.apple.com",
		"azure":         "https://login.microsoftonline.com/common/v2.0",
		"linkedin_oidc": "https://www.linkedin.com/oauth",
	}
	for name, issuer := range oidc {
		c, err := Catalogue(name, Settings{ClientIDs: []string{"id"}}, "cb", nil)
		if err != nil || c.Issuer != issuer || c.User != nil {
			t.Errorf("%s: issuer %q (%v)", name, c.Issuer, err)
		}
	}
	plain := []struct {
		name, authorize, scope string
		pkce                   bool
	}{
		{"github", "https://github.com/login/oauth/authorize", "user:email extra", false},
		{"gitlab", "https://gitlab.com/oauth/authorize", "read_user extra", false},
		{"discord", "https://discord.com/api/oauth2/authorize", "email identify extra", false},
		{"facebook", "https://www.facebook.com/dialog/oauth", "email extra", false},
		{"x", "https://x.com/i/oauth2/authorize", "users.email tweet.read users.read offline.access extra", true},
	}
	for _, tt := range plain {
		t.Run(tt.name, func(t *testing.T) {
			c, err := Catalogue(tt.name, Settings{Enabled: true, ClientIDs: []string{"id"}, Secret: "s"}, "https://api.test/auth/v1/callback", nil)
			if err != nil {
				t.Fatal(err)
			}
			f := NewFlow(c, nil)
			challenge := ""
			if f.RequiresPKCE() {
				challenge = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"
			}
			raw, err := f.AuthURL(context.Background(), "st", challenge, "extra", url.Values{"prompt": {"consent"}, "redirect_uri": {"https://evil.test"}})
			if err != nil {
				t.Fatal(err)
			}
			u, _ := url.Parse(raw)
			q := u.Query()
			if u.Scheme+"://"+u.Host+u.Path != tt.authorize || q.Get("scope") != tt.scope || q.Get("client_id") != "id" ||
				q.Get("redirect_uri") != "https://api.test/auth/v1/callback" || q.Get("state") != "st" || q.Get("prompt") != "consent" {
				t.Errorf("authorize URL %s", raw)
			}
			if f.RequiresPKCE() != tt.pkce || q.Get("code_challenge") != challenge || (tt.pkce && q.Get("code_challenge_method") != "S256") {
				t.Errorf("PKCE %v: %s", f.RequiresPKCE(), raw)
			}
		})
	}
	if c, _ := Catalogue("keycloak", Settings{URL: "https://sso.hospital.test/realms/ped/"}, "cb", nil); c.Issuer != "https://sso.hospital.test/realms/ped" {
		t.Errorf("keycloak issuer %q", c.Issuer)
	}
	if _, err := Catalogue("twitter", Settings{}, "cb", nil); err == nil {
		t.Error("an unknown provider was accepted")
	}
}

// TestAzureRules: the multi-tenant endpoint accepts a token from any tenant whose issuer
// names its tid; a tenant's own endpoint only its tenant; xms_edov decides the email.
func TestAzureRules(t *testing.T) {
	common, _ := Catalogue("azure", Settings{}, "cb", nil)
	tenant, _ := Catalogue("azure", Settings{URL: "https://login.microsoftonline.com/72f988bf-86f1-41af-91ab-2d7cd011db47"}, "cb", nil)
	const iss = "https://login.microsoftonline.com/72f988bf-86f1-41af-91ab-2d7cd011db47/v2.0"
	issuers := []struct {
		cfg  Config
		iss  string
		tid  string
		want bool
	}{
		{common, iss, "72f988bf-86f1-41af-91ab-2d7cd011db47", true},
		{common, iss, "another-tenant", false},
		{common, "https://login.microsoftonline.com/common/v2.0", "common", false},
		{common, "https://evil.test/72f988bf-86f1-41af-91ab-2d7cd011db47/v2.0", "72f988bf-86f1-41af-91ab-2d7cd011db47", false},
		{tenant, iss, "72f988bf-86f1-41af-91ab-2d7cd011db47", true},
		{tenant, "https://login.microsoftonline.com/another/v2.0", "another", false},
	}
	for _, tt := range issuers {
		p := New(tt.cfg, nil)
		if got := p.issuerOK(tt.cfg.Issuer, tt.iss, map[string]any{"tid": tt.tid}); got != tt.want {
			t.Errorf("%s accepting %s (tid %s): %v", tt.cfg.Issuer, tt.iss, tt.tid, got)
		}
	}
	emails := []struct {
		claims map[string]any
		want   bool
	}{
		{map[string]any{"email": "a@b.test"}, true},
		{map[string]any{"email": "a@b.test", "xms_edov": true}, true},
		{map[string]any{"email": "a@b.test", "xms_edov": "1"}, true},
		{map[string]any{"email": "a@b.test", "xms_edov": false}, false},
		{map[string]any{"email": "a@b.test", "xms_edov": "0"}, false},
		{map[string]any{"email": "a@b.test", "xms_edov": 1.0}, false},
		{map[string]any{}, false},
	}
	for _, tt := range emails {
		if got := azureEmailVerified(tt.claims); got != tt.want {
			t.Errorf("azureEmailVerified(%v) = %v", tt.claims, got)
		}
	}
}

// TestPickEmail is GoTrue's choice: the first primary address, else the last one listed.
func TestPickEmail(t *testing.T) {
	tests := []struct {
		emails   []Email
		email    string
		verified bool
	}{
		{[]Email{{"old@x.test", true, false}, {"main@x.test", false, true}, {"later@x.test", true, true}}, "main@x.test", false},
		{[]Email{{"a@x.test", true, false}, {"b@x.test", false, false}}, "b@x.test", false},
		{[]Email{{"", true, true}, {"a@x.test", true, false}}, "a@x.test", true},
		{nil, "", false},
	}
	for _, tt := range tests {
		var c Claims
		pickEmail(&c, tt.emails)
		if c.Email != tt.email || c.EmailVerified != tt.verified {
			t.Errorf("pickEmail(%v) = %q %v", tt.emails, c.Email, c.EmailVerified)
		}
	}
}

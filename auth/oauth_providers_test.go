package auth

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/pedbook/pedbook/auth/internal/oauth/oidctest"
)

// TestOAuthProvidersThroughHTTP signs in with each provider beyond Google and Apple, one
// family at a time, through the real HTTP stack: GOTRUE_EXTERNAL_<P>_* read by ConfigFromEnv
// (the provider's URL pointing at a local stand-in speaking its protocol), /settings,
// /authorize's redirect (endpoint, client, callback, state, default and extra scopes, PKCE),
// the stand-in's consent and redirect back, /callback's code exchange and user read, and the
// session it hands the app; then GoTrue's email rule: an address the provider does not vouch
// for signs nobody in.
func TestOAuthProvidersThroughHTTP(t *testing.T) {
	ctx := context.Background()
	pool := authPool(t)
	// One listener for every provider's service (API_EXTERNAL_URL must name it before the
	// service is configured).
	var svc atomic.Pointer[Service]
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { svc.Load().ServeHTTP(w, r) }))
	defer srv.Close()

	tests := []struct {
		env    string
		family oidctest.Family
		scope  string // what the provider is asked for, with scopes=extra
		user   oidctest.User
		// unverified is a user whose address the provider does not vouch for, and the error
		// the app then gets.
		unverified oidctest.User
		wantError  string
	}{
		{"GITHUB", oidctest.GitHub, "user:email extra",
			oidctest.User{Subject: "583231", Username: "octocat", Name: "Mona Lisa", Email: "Mona@GitHub.test", EmailVerified: true,
				Emails: []oidctest.Email{{Email: "mona-old@github.test", Verified: false}}},
			oidctest.User{Subject: "583232", Username: "hubot", Email: "hubot@github.test"}, "provider_email_needs_verification"},
		{"GITLAB", oidctest.GitLab, "read_user extra",
			oidctest.User{Subject: "1001", Username: "ana.gl", Name: "Ana Lab", Email: "ana@gitlab.test", EmailVerified: true},
			oidctest.User{Subject: "1002", Username: "bob.gl", Email: "bob@gitlab.test"}, "provider_email_needs_verification"},
		{"DISCORD", oidctest.Discord, "email identify extra",
			oidctest.User{Subject: "80351110224678912", Username: "nelly", Name: "Nelly D", Email: "nelly@discord.test", EmailVerified: true},
			oidctest.User{Subject: "80351110224678913", Username: "nobody", Email: "nobody@discord.test"}, "provider_email_needs_verification"},
		{"FACEBOOK", oidctest.Facebook, "email extra",
			oidctest.User{Subject: "10158", Name: "Fabio Book", Email: "fabio@facebook.test", EmailVerified: true},
			oidctest.User{Subject: "10159", Name: "Sem Email"}, "unexpected_failure"},
		{"X", oidctest.X, "users.email tweet.read users.read offline.access extra",
			oidctest.User{Subject: "2244994945", Username: "xdev", Name: "X Dev", Email: "xdev@x.test", EmailVerified: true},
			oidctest.User{Subject: "2244994946", Username: "noemail"}, "unexpected_failure"},
		{"AZURE", oidctest.Azure, "openid extra",
			oidctest.User{Subject: "AAAAAAAAAAAAAAAAAAAAAIkzqFVrSaSaFHy782bbtaQ", Username: "ana@contoso.test", Name: "Ana Azure", Email: "ana@contoso.test"},
			oidctest.User{Subject: "AAAAAAAAAAAAAAAAAAAAAIkzqFVrSaSaFHy782bbtaR", Email: "eve@contoso.test", Claims: map[string]any{"xms_edov": false}},
			"provider_email_needs_verification"},
		{"KEYCLOAK", oidctest.Keycloak, "profile email openid extra",
			oidctest.User{Subject: "f4a8c9c2-1b7e-4c5e-9a51-2f1d3c4b5a60", Username: "kc.user", Name: "Kei Cloak", Email: "kei@keycloak.test", EmailVerified: true},
			oidctest.User{Subject: "f4a8c9c2-1b7e-4c5e-9a51-2f1d3c4b5a61", Email: "unv@keycloak.test"}, "provider_email_needs_verification"},
		{"LINKEDIN_OIDC", oidctest.LinkedIn, "openid email profile extra",
			oidctest.User{Subject: "782bbtaQ", Name: "Lia Linked", Email: "lia@linkedin.test", EmailVerified: true},
			oidctest.User{Subject: "782bbtaR", Name: "Leo Linked", Email: "leo@linkedin.test"}, "provider_email_needs_verification"},
	}
	for _, tt := range tests {
		t.Run(tt.family.Name, func(t *testing.T) {
			name := tt.family.Name
			op, err := oidctest.NewFamily(tt.family, "client-"+name, "secret-"+name)
			if err != nil {
				t.Fatal(err)
			}
			defer op.Close()
			t.Setenv("JWT_SECRET", "test-jwt-secret-with-at-least-32-characters-long")
			t.Setenv("API_EXTERNAL_URL", srv.URL)
			t.Setenv("GOTRUE_SITE_URL", "https://app.pedbook.test")
			t.Setenv("GOTRUE_EXTERNAL_"+tt.env+"_ENABLED", "true")
			t.Setenv("GOTRUE_EXTERNAL_"+tt.env+"_CLIENT_ID", "client-"+name)
			t.Setenv("GOTRUE_EXTERNAL_"+tt.env+"_SECRET", "secret-"+name)
			t.Setenv("GOTRUE_EXTERNAL_"+tt.env+"_URL", op.BaseURL())
			svc.Store(serviceFromEnv(t, pool))

			var settings struct {
				External map[string]bool `json:"external"`
			}
			getJSON(t, srv.URL+"/settings", &settings)
			if !settings.External[name] || settings.External["google"] {
				t.Errorf("settings external %v", settings.External)
			}

			// /authorize sends the browser to the provider's authorization endpoint.
			r := get(t, srv.URL+"/authorize?provider="+name+"&scopes=extra&redirect_to="+url.QueryEscape("https://app.pedbook.test/"))
			loc, _ := url.Parse(r.Header.Get("Location"))
			q := loc.Query()
			if r.StatusCode != http.StatusFound || !strings.HasPrefix(loc.String(), op.BaseURL()+tt.family.AuthorizePath+"?") ||
				q.Get("client_id") != "client-"+name || q.Get("redirect_uri") != srv.URL+"/callback" || q.Get("response_type") != "code" ||
				q.Get("scope") != tt.scope || len(q.Get("state")) != 36 {
				t.Fatalf("authorize %d %s", r.StatusCode, loc)
			}
			if (q.Get("code_challenge") != "") != tt.family.RequirePKCE {
				t.Errorf("PKCE challenge %q sent to %s", q.Get("code_challenge"), name)
			}

			op.SetUser(tt.user)
			app := signIn(t, srv.URL, name)
			frag, _ := url.ParseQuery(app.Fragment)
			if app.Host != "app.pedbook.test" || frag.Get("access_token") == "" || frag.Get("provider_token") == "" {
				t.Fatalf("sign-in ended at %s", app)
			}
			c := payload(t, frag.Get("access_token"))
			meta, _ := c["app_metadata"].(map[string]any)
			if c["email"] != strings.ToLower(tt.user.Email) || meta["provider"] != name {
				t.Errorf("claims %v", c)
			}
			var providerID string
			var verified bool
			if err := pool.QueryRow(ctx, `select provider_id, (identity_data->>'email_verified')::bool from auth.identities
				where provider = $1 and user_id = $2`, name, c["sub"]).Scan(&providerID, &verified); err != nil || providerID != tt.user.Subject || !verified {
				t.Errorf("identity %q verified %v: %v", providerID, verified, err)
			}
			// The sign-in took its code verifier; only the first, abandoned /authorize's waits.
			want, left := 0, 0
			if tt.family.RequirePKCE {
				want = 1
			}
			if err := pool.QueryRow(ctx, `select count(*) from auth.oauth_client_states where provider_type = $1`, name).Scan(&left); err != nil || left != want {
				t.Errorf("%d provider code verifiers left, want %d (%v)", left, want, err)
			}
			// Signing in again finds the same user.
			again, _ := url.ParseQuery(signIn(t, srv.URL, name).Fragment)
			if payload(t, again.Get("access_token"))["sub"] != c["sub"] {
				t.Error("a second sign-in made another user")
			}

			op.SetUser(tt.unverified)
			if app := signIn(t, srv.URL, name); !strings.Contains(app.Fragment, "error_code="+tt.wantError) || strings.Contains(app.Fragment, "access_token") {
				t.Errorf("unverified address: ended at %s", app)
			}
		})
	}
}

var noRedirect = &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}

func get(t *testing.T, u string) *http.Response {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, u, nil)
	req.Header.Set("X-Supabase-Api-Version", "2024-01-01")
	res, err := noRedirect.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	_ = res.Body.Close()
	return res
}

func getJSON(t *testing.T, u string, v any) {
	t.Helper()
	res, err := http.Get(u)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if err := json.NewDecoder(res.Body).Decode(v); err != nil {
		t.Fatal(err)
	}
}

// signIn is the browser's walk: /authorize → the provider → /callback → the app; it returns
// where the app is sent.
func signIn(t *testing.T, base, provider string) *url.URL {
	t.Helper()
	next := base + "/authorize?provider=" + provider
	for range 3 {
		res := get(t, next)
		if res.StatusCode != http.StatusFound && res.StatusCode != http.StatusSeeOther {
			t.Fatalf("GET %s: %d", next, res.StatusCode)
		}
		next = res.Header.Get("Location")
	}
	u, err := url.Parse(next)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

func payload(t *testing.T, jwt string) map[string]any {
	t.Helper()
	parts := strings.Split(jwt, ".")
	if len(parts) != 3 {
		t.Fatalf("not a JWT: %q", jwt)
	}
	b, err := base64.RawURLEncoding.DecodeString(parts[1])
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

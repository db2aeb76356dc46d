package auth

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/pedbook/pedbook/auth/internal/mail"
	"github.com/pedbook/pedbook/internal/pgtest"
)

func TestConfigFromEnv(t *testing.T) {
	t.Setenv("JWT_SECRET", "fallback-secret")
	t.Setenv("GOTRUE_JWT_EXP", "600")
	t.Setenv("GOTRUE_SMTP_MAX_FREQUENCY", "1s")
	t.Setenv("GOTRUE_MAILER_AUTOCONFIRM", "true")
	t.Setenv("GOTRUE_URI_ALLOW_LIST", "pedbook://**,https://*.pedbook.app/**")
	t.Setenv("GOTRUE_PASSWORD_REQUIRED_CHARACTERS", "abc:0123456789")
	t.Setenv("API_EXTERNAL_URL", "http://127.0.0.1:54321/auth/v1/")
	c, err := ConfigFromEnv()
	if err != nil {
		t.Fatal(err)
	}
	if c.JWTSecret != "fallback-secret" || c.JWTExp != 600 || !c.MailerAutoconfirm || len(c.URIAllowList) != 2 {
		t.Errorf("config %+v", c)
	}
	a, err := c.apiConfig()
	if err != nil {
		t.Fatal(err)
	}
	if a.EmailMaxFrequency != time.Second || a.JWTExp != 10*time.Minute || a.JWTIssuer != "http://127.0.0.1:54321/auth/v1/" ||
		a.ExternalURL != "http://127.0.0.1:54321/auth/v1" || len(a.Password.RequiredCharacters) != 2 ||
		a.ReuseInterval != 10*time.Second || a.OTPExp != time.Hour || a.OTPMaxAttempts != 5 || a.FlowStateExpiry != 300*time.Second {
		t.Errorf("api config %+v", a)
	}
	t.Setenv("GOTRUE_JWT_SECRET", "fallback-secret")
	if c, err := ConfigFromEnv(); err != nil || c.JWTSecret != "fallback-secret" {
		t.Errorf("equal GOTRUE_JWT_SECRET and JWT_SECRET: %q, %v", c.JWTSecret, err)
	}
	t.Setenv("GOTRUE_JWT_SECRET", "primary")
	if _, err := ConfigFromEnv(); err == nil || !strings.Contains(err.Error(), "GOTRUE_JWT_SECRET and JWT_SECRET") {
		t.Errorf("different GOTRUE_JWT_SECRET and JWT_SECRET accepted: %v", err)
	}
	t.Setenv("GOTRUE_JWT_SECRET", "")
	t.Setenv("GOTRUE_SMTP_MAX_FREQUENCY", "often")
	c, _ = ConfigFromEnv()
	if _, err := c.apiConfig(); err == nil {
		t.Error("bad duration accepted")
	}
}

func TestProviderConfigFromEnv(t *testing.T) {
	t.Setenv("GOTRUE_EXTERNAL_GOOGLE_ENABLED", "true")
	t.Setenv("GOTRUE_EXTERNAL_GOOGLE_CLIENT_ID", "web.apps,ios.apps")
	t.Setenv("GOTRUE_EXTERNAL_GOOGLE_SECRET", "gsecret")
	t.Setenv("GOTRUE_EXTERNAL_APPLE_ENABLED", "true")
	t.Setenv("GOTRUE_EXTERNAL_APPLE_CLIENT_ID", "br.pedbook.web")
	t.Setenv("GOTRUE_EXTERNAL_APPLE_URL", "http://127.0.0.1:9999/")
	t.Setenv("GOTRUE_EXTERNAL_IOS_BUNDLE_ID", "br.pedbook.app")
	t.Setenv("GOTRUE_EXTERNAL_GITHUB_ENABLED", "true")
	t.Setenv("GOTRUE_EXTERNAL_GITHUB_CLIENT_ID", "gh-client")
	t.Setenv("GOTRUE_EXTERNAL_GITHUB_SECRET", "gh-secret")
	t.Setenv("GOTRUE_EXTERNAL_GITHUB_REDIRECT_URI", "https://pedbook.app/auth/v1/callback")
	t.Setenv("GOTRUE_EXTERNAL_GITLAB_ENABLED", "true")
	t.Setenv("GOTRUE_EXTERNAL_GITLAB_CLIENT_ID", "gl-client")
	t.Setenv("GOTRUE_EXTERNAL_GITLAB_URL", "https://gitlab.hospital.test/")
	t.Setenv("GOTRUE_EXTERNAL_X_ENABLED", "true")
	t.Setenv("GOTRUE_EXTERNAL_X_CLIENT_ID", "x-client")
	t.Setenv("GOTRUE_EXTERNAL_LINKEDIN_OIDC_ENABLED", "true")
	t.Setenv("GOTRUE_EXTERNAL_LINKEDIN_OIDC_CLIENT_ID", "li-client")
	t.Setenv("GOTRUE_EXTERNAL_AZURE_ENABLED", "false")
	t.Setenv("GOTRUE_EXTERNAL_AZURE_CLIENT_ID", "az-client")
	t.Setenv("API_EXTERNAL_URL", "http://127.0.0.1:54321/auth/v1")
	c, err := ConfigFromEnv()
	if err != nil {
		t.Fatal(err)
	}
	list, err := c.providers()
	if err != nil {
		t.Fatal(err)
	}
	p := map[string]int{}
	for i, pc := range list {
		p[pc.Name] = i
	}
	if _, ok := p["azure"]; ok || len(list) != 6 {
		t.Fatalf("enabled providers %v", p)
	}
	g, a, gh, gl, x, li := list[p["google"]], list[p["apple"]], list[p["github"]], list[p["gitlab"]], list[p["x"]], list[p["linkedin_oidc"]]
	if !g.Enabled || len(g.ClientIDs) != 2 || g.Secret != "gsecret" || g.Issuer != "https://accounts.google.com" ||
		g.RedirectURI != "http://127.0.0.1:54321/auth/v1/callback" {
		t.Errorf("google %+v", g)
	}
	if !a.Enabled || a.Issuer != "http://127.0.0.1:9999" || !a.FormPost || a.ExtraAudiences[0] != "br.pedbook.app" {
		t.Errorf("apple %+v", a)
	}
	if gh.AuthEndpoint != "https://github.com/login/oauth/authorize" || gh.TokenEndpoint != "https://github.com/login/oauth/access_token" ||
		gh.RedirectURI != "https://pedbook.app/auth/v1/callback" || !slices.Equal(gh.Scopes, []string{"user:email"}) || gh.User == nil {
		t.Errorf("github %+v", gh)
	}
	if gl.AuthEndpoint != "https://gitlab.hospital.test/oauth/authorize" || gl.TokenEndpoint != "https://gitlab.hospital.test/oauth/token" {
		t.Errorf("gitlab %+v", gl)
	}
	if x.AuthEndpoint != "https://x.com/i/oauth2/authorize" || x.TokenEndpoint != "https://api.x.com/2/oauth2/token" || !x.PKCE {
		t.Errorf("x %+v", x)
	}
	if li.Issuer != "https://www.linkedin.com/oauth" || li.User != nil {
		t.Errorf("linkedin %+v", li)
	}
	// An enabled provider needs its client id; Keycloak needs its realm's URL.
	t.Setenv("GOTRUE_EXTERNAL_DISCORD_ENABLED", "true")
	c, _ = ConfigFromEnv()
	if _, err := c.providers(); err == nil || !strings.Contains(err.Error(), "GOTRUE_EXTERNAL_DISCORD_CLIENT_ID") {
		t.Errorf("discord without a client id: %v", err)
	}
	t.Setenv("GOTRUE_EXTERNAL_DISCORD_ENABLED", "false")
	t.Setenv("GOTRUE_EXTERNAL_KEYCLOAK_ENABLED", "true")
	t.Setenv("GOTRUE_EXTERNAL_KEYCLOAK_CLIENT_ID", "kc")
	c, _ = ConfigFromEnv()
	if _, err := c.apiConfig(); err == nil || !strings.Contains(err.Error(), "GOTRUE_EXTERNAL_KEYCLOAK_URL") {
		t.Errorf("keycloak without a URL: %v", err)
	}
}

func TestPasskeyConfig(t *testing.T) {
	tests := []struct {
		site, rpid string
		enabled    bool
		wantID     string
		wantOrigin string
	}{
		{"https://pedbook.app", "", true, "pedbook.app", "https://pedbook.app"},
		{"http://localhost:5173/x", "", true, "localhost", "http://localhost:5173"},
		{"http://127.0.0.1:54321", "", false, "127.0.0.1", "http://127.0.0.1:54321"},
		{"http://127.0.0.1:54321", "localhost", true, "localhost", "http://127.0.0.1:54321"},
	}
	for _, tt := range tests {
		p := Config{SiteURL: tt.site, WebAuthnRPID: tt.rpid, PasskeysEnabled: true}.passkeys()
		if p.Enabled != tt.enabled || p.RPID != tt.wantID || p.RPOrigins[0] != tt.wantOrigin {
			t.Errorf("%s %q: %+v", tt.site, tt.rpid, p)
		}
	}
}

func TestParseRate(t *testing.T) {
	tests := []struct {
		in     string
		events float64
		period time.Duration
		ok     bool
	}{
		{"30", 30, time.Hour, true},
		{"10/5m", 10, 5 * time.Minute, true},
		{" 2/1h ", 2, time.Hour, true},
		{"x", 0, 0, false},
		{"5/never", 0, 0, false},
	}
	for _, tt := range tests {
		l, err := parseRate(tt.in)
		if (err == nil) != tt.ok || (tt.ok && (l.Events != tt.events || l.Period != tt.period)) {
			t.Errorf("parseRate(%q) = %+v, %v", tt.in, l, err)
		}
	}
}

// TestWeakPasswordsRefusedByDefault: with the default configuration the service refuses,
// at sign-up, the passwords issue 20 #6 got accepted ("123456", six spaces) and others
// breaking the product's rules, with GoTrue's weak_password error and reasons.
func TestWeakPasswordsRefusedByDefault(t *testing.T) {
	pool := authPool(t)
	t.Setenv("JWT_SECRET", "test-jwt-secret-with-at-least-32-characters-long")
	t.Setenv("GOTRUE_MAILER_AUTOCONFIRM", "true")
	srv := httptest.NewServer(serviceFromEnv(t, pool))
	defer srv.Close()
	cases := []struct {
		password string
		status   int
		reasons  []string
	}{
		{"123456", 422, []string{"length", "characters", "pwned"}},
		{"      ", 422, []string{"length", "characters"}},
		{"        ", 422, []string{"characters"}},
		{"senha123", 422, []string{"pwned"}},
		{"semnumero", 422, []string{"characters"}},
		{"12345678901", 422, []string{"characters"}},
		{" espaço99 ", 422, []string{"characters"}},
		{"curta1", 422, []string{"length"}},
		{"Prescrição2025", 200, nil},
	}
	for i, c := range cases {
		t.Run(c.password, func(t *testing.T) {
			body := fmt.Sprintf(`{"email":"weak%d@pedbook.test","password":%q}`, i, c.password)
			req, _ := http.NewRequest("POST", srv.URL+"/signup", strings.NewReader(body))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("X-Supabase-Api-Version", "2024-01-01")
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			defer res.Body.Close()
			var out struct {
				Code         string `json:"code"`
				WeakPassword struct {
					Reasons []string `json:"reasons"`
				} `json:"weak_password"`
			}
			_ = json.NewDecoder(res.Body).Decode(&out)
			if res.StatusCode != c.status {
				t.Fatalf("status %d, want %d (%+v)", res.StatusCode, c.status, out)
			}
			if c.status == 422 && (out.Code != "weak_password" || !slices.Equal(out.WeakPassword.Reasons, c.reasons)) {
				t.Errorf("got %s %v, want weak_password %v", out.Code, out.WeakPassword.Reasons, c.reasons)
			}
		})
	}
}

// authPool is a pool on a fresh migrated database, logging in as supabase_auth_admin as the
// service does; closed when the test ends.
func authPool(t *testing.T) *pgxpool.Pool {
	t.Helper()
	authURL, err := pgtest.WithUser(pgtest.NewDatabase(t), "supabase_auth_admin")
	if err != nil {
		t.Fatal(err)
	}
	pool, err := pgxpool.New(context.Background(), authURL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pool.Close)
	return pool
}

// serviceFromEnv is the service as ConfigFromEnv configures it from the test's environment,
// mail dropped; closed when the test ends.
func serviceFromEnv(t *testing.T, pool *pgxpool.Pool) *Service {
	t.Helper()
	cfg, err := ConfigFromEnv()
	if err != nil {
		t.Fatal(err)
	}
	svc, err := NewWithOptions(context.Background(), cfg, pool, slog.New(slog.NewTextHandler(io.Discard, nil)), Options{Mailer: mail.Discard{}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(svc.Close)
	return svc
}

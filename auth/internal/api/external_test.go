package api

import (
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"github.com/pedbook/pedbook/auth/internal/oauth"
	"github.com/pedbook/pedbook/auth/internal/oauth/oidctest"
	"github.com/pedbook/pedbook/auth/internal/token"
)

// oauthEnv is a service whose Google (and Apple) is a local OpenID provider.
func oauthEnv(t *testing.T) (*env, *oidctest.Server, *oidctest.Server) {
	t.Helper()
	return oauthEnvWith(t, nil)
}

// oauthEnvWith is oauthEnv with more configuration applied after the providers.
func oauthEnvWith(t *testing.T, more func(*Config)) (*env, *oidctest.Server, *oidctest.Server) {
	t.Helper()
	g, err := oidctest.New("google-web", "google-secret")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(g.Close)
	ap, err := oidctest.New("br.pedbook.web", "apple-secret-jwt")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(ap.Close)
	e := newEnv(t, func(c *Config) {
		c.Providers = []oauth.Config{
			{Name: "google", Enabled: true, ClientIDs: []string{"google-web", "google-ios"}, Secret: "google-secret",
				RedirectURI: "http://api.pedbook.test/auth/v1/callback", Issuer: g.URL, Scopes: []string{"email", "profile"}},
			{Name: "apple", Enabled: true, ClientIDs: []string{"br.pedbook.web"}, Secret: "apple-secret-jwt",
				RedirectURI: "http://api.pedbook.test/auth/v1/callback", Issuer: ap.URL, ExtraAudiences: []string{"br.pedbook.ios"},
				Scopes: []string{"name", "email"}, FormPost: true},
		}
		if more != nil {
			more(c)
		}
	})
	return e, g, ap
}

var noFollow = &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}

// browse runs the browser's part: /authorize → provider → back to /callback; returns the
// final redirect.
func browse(t *testing.T, e *env, authorizeQuery string) *url.URL {
	t.Helper()
	r := e.do(req{method: "GET", path: "/authorize?" + authorizeQuery})
	if r.Status != http.StatusFound {
		t.Fatalf("authorize %d %s", r.Status, r.Body)
	}
	resp, err := noFollow.Get(r.Header.Get("Location"))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var cb response
	if resp.StatusCode == http.StatusFound {
		back, _ := url.Parse(resp.Header.Get("Location"))
		if back.Host != "api.pedbook.test" || back.Path != "/auth/v1/callback" {
			t.Fatalf("provider sent the browser to %s", back)
		}
		cb = e.do(req{method: "GET", path: "/callback?" + back.RawQuery})
	} else { // Apple: a form posted to the callback
		body := readAll(t, resp)
		form := url.Values{}
		for _, m := range regexp.MustCompile(`name="(\w+)" value="([^"]*)"`).FindAllStringSubmatch(body, -1) {
			form.Set(m[1], strings.ReplaceAll(m[2], "&#34;", `"`))
		}
		cb = e.do(req{method: "POST", path: "/callback", body: form.Encode(), headers: map[string]string{"Content-Type": "application/x-www-form-urlencoded"}})
	}
	if cb.Status != http.StatusFound && cb.Status != http.StatusSeeOther {
		t.Fatalf("callback %d %s", cb.Status, cb.Body)
	}
	loc, _ := url.Parse(cb.Header.Get("Location"))
	return loc
}

func readAll(t *testing.T, resp *http.Response) string {
	var b strings.Builder
	buf := make([]byte, 4096)
	for {
		n, err := resp.Body.Read(buf)
		b.Write(buf[:n])
		if err != nil {
			break
		}
	}
	return b.String()
}

func TestOAuthImplicit(t *testing.T) {
	e, g, _ := oauthEnv(t)
	g.SetUser(oidctest.User{Subject: "google-1", Email: "Helena@Gmail.test", EmailVerified: true, Name: "Helena Dias", Picture: "https://pic/h.png"})
	r := e.do(req{method: "GET", path: "/authorize?provider=google&redirect_to=" + url.QueryEscape("https://app.pedbook.test/") + "&prompt=consent"})
	pu, _ := url.Parse(r.Header.Get("Location"))
	if pu.Query().Get("prompt") != "consent" || pu.Query().Get("client_id") != "google-web" || !isUUID(pu.Query().Get("state")) {
		t.Errorf("provider url %s", pu)
	}
	loc := browse(t, e, "provider=google&redirect_to="+url.QueryEscape("https://app.pedbook.test/"))
	frag, _ := url.ParseQuery(loc.Fragment)
	if loc.Host != "app.pedbook.test" || frag.Get("access_token") == "" || frag.Get("refresh_token") == "" ||
		frag.Get("provider_token") == "" || frag.Get("token_type") != "bearer" || frag.Has("type") || !frag.Has("sb") {
		t.Fatalf("redirect %s", loc)
	}
	_, c := jwtPayload(t, frag.Get("access_token"))
	if c["amr"].([]any)[0].(map[string]any)["method"] != "oauth" || c["email"] != "helena@gmail.test" ||
		c["app_metadata"].(map[string]any)["provider"] != "google" {
		t.Errorf("claims %v", c)
	}
	uid := c["sub"]
	if e.scalar(`select full_name from public.profiles where id = $1`, uid) != "Helena Dias" {
		t.Error("profile not created from the provider's name")
	}
	// The completed flow is consumed; only the first, abandoned /authorize remains.
	if n := e.scalar(`select count(*) from auth.flow_state`); n != int64(1) {
		t.Errorf("%v flow states left", n)
	}
	// Signing in again finds the same user.
	loc = browse(t, e, "provider=google")
	frag, _ = url.ParseQuery(loc.Fragment)
	if _, c2 := jwtPayload(t, frag.Get("access_token")); c2["sub"] != uid {
		t.Error("second sign-in made another user")
	}
	if loc.Host != "app.pedbook.test" || loc.Scheme != "http" {
		t.Errorf("no redirect_to: want SITE_URL, got %s", loc)
	}
}

func TestOAuthLinksVerifiedEmail(t *testing.T) {
	e, g, _ := oauthEnv(t)
	email := uniqueEmail("link")
	s := e.signUp(email, "segredo123", nil)
	g.SetUser(oidctest.User{Subject: "google-2", Email: email, EmailVerified: true, Name: "Ivo"})
	frag, _ := url.ParseQuery(browse(t, e, "provider=google").Fragment)
	_, c := jwtPayload(t, frag.Get("access_token"))
	if c["sub"] != s["user"].(map[string]any)["id"] {
		t.Fatal("not linked to the existing user")
	}
	providers := c["app_metadata"].(map[string]any)["providers"].([]any)
	if len(providers) != 2 {
		t.Errorf("providers %v", providers)
	}
	// An unverified email at the provider does not take over an account.
	other := uniqueEmail("other")
	e.signUp(other, "segredo123", nil)
	g.SetUser(oidctest.User{Subject: "google-3", Email: other, EmailVerified: false})
	loc := browse(t, e, "provider=google")
	if !strings.Contains(loc.Fragment, "error_code=provider_email_needs_verification") {
		t.Errorf("redirect %s", loc)
	}
}

// TestOAuthNoPreHijack: someone signs up (unconfirmed) with the victim's address; when the
// victim signs in with Google, the squatter's password stops working.
func TestOAuthNoPreHijack(t *testing.T) {
	e, g, _ := oauthEnv(t)
	e.api.cfg.Autoconfirm = false
	victim := uniqueEmail("victim")
	if r := e.do(req{method: "POST", path: "/signup", body: map[string]any{"email": victim, "password": "squatter123"}}); r.Status != 200 {
		t.Fatalf("%d %s", r.Status, r.Body)
	}
	g.SetUser(oidctest.User{Subject: "google-victim", Email: victim, EmailVerified: true})
	frag, _ := url.ParseQuery(browse(t, e, "provider=google").Fragment)
	if frag.Get("access_token") == "" {
		t.Fatal("victim not signed in")
	}
	expectError(t, e.signIn(victim, "squatter123"), 400, ErrInvalidCredentials)
}

func TestOAuthPKCE(t *testing.T) {
	e, g, _ := oauthEnv(t)
	g.SetUser(oidctest.User{Subject: "google-4", Email: uniqueEmail("pk"), EmailVerified: true})
	verifier := strings.Repeat("f00d", 28)
	loc := browse(t, e, "provider=google&redirect_to="+url.QueryEscape("https://app.pedbook.test/cb")+
		"&code_challenge="+token.S256(verifier)+"&code_challenge_method=s256")
	code := loc.Query().Get("code")
	if loc.Path != "/cb" || code == "" || loc.Fragment != "" {
		t.Fatalf("redirect %s", loc)
	}
	expectError(t, e.do(req{method: "POST", path: "/token?grant_type=pkce", body: map[string]any{"auth_code": code, "code_verifier": "nope"}}), 400, ErrBadCodeVerifier)
	r := e.do(req{method: "POST", path: "/token?grant_type=pkce", body: map[string]any{"auth_code": code, "code_verifier": verifier}})
	if r.Status != 200 {
		t.Fatalf("%d %s", r.Status, r.Body)
	}
	s := r.JSON(t)
	if s["provider_token"] == nil || s["provider_refresh_token"] == nil {
		t.Errorf("no provider tokens: %s", r.Body)
	}
	_, c := jwtPayload(t, s["access_token"].(string))
	if c["amr"].([]any)[0].(map[string]any)["method"] != "oauth" {
		t.Errorf("amr %v", c["amr"])
	}
	expectError(t, e.do(req{method: "POST", path: "/token?grant_type=pkce", body: map[string]any{"auth_code": code, "code_verifier": verifier}}), 404, ErrFlowStateNotFound)
}

func TestOAuthPKCEExpired(t *testing.T) {
	e, g, _ := oauthEnv(t)
	g.SetUser(oidctest.User{Subject: "google-5", Email: uniqueEmail("exp"), EmailVerified: true})
	verifier := strings.Repeat("beef", 28)
	loc := browse(t, e, "provider=google&code_challenge="+token.S256(verifier)+"&code_challenge_method=s256")
	e.clock.Advance(301 * time.Second)
	expectError(t, e.do(req{method: "POST", path: "/token?grant_type=pkce", body: map[string]any{"auth_code": loc.Query().Get("code"), "code_verifier": verifier}}), 422, ErrFlowStateExpired)
}

func TestOAuthAppleFormPost(t *testing.T) {
	e, _, ap := oauthEnv(t)
	ap.SetUser(oidctest.User{Subject: "apple-1", Email: uniqueEmail("apple"), EmailVerified: true})
	loc := browse(t, e, "provider=apple&redirect_to="+url.QueryEscape("https://app.pedbook.test/"))
	frag, _ := url.ParseQuery(loc.Fragment)
	if frag.Get("access_token") == "" {
		t.Fatalf("redirect %s", loc)
	}
	_, c := jwtPayload(t, frag.Get("access_token"))
	if e.scalar(`select full_name from public.profiles where id = $1`, c["sub"]) != "Ana Apple" {
		t.Error("name from Apple's form not used")
	}
}

func TestOAuthErrors(t *testing.T) {
	e, _, _ := oauthEnv(t)
	expectError(t, e.do(req{method: "GET", path: "/authorize?provider=facebook"}), 400, ErrValidationFailed)
	expectError(t, e.do(req{method: "GET", path: "/authorize?provider=google&code_challenge=short&code_challenge_method=s256"}), 400, ErrValidationFailed)
	r := e.do(req{method: "GET", path: "/authorize?provider=google&skip_http_redirect=true"})
	if r.Status != 200 || !strings.HasPrefix(r.JSON(t)["url"].(string), "http://127.0.0.1") {
		t.Errorf("skip_http_redirect %d %s", r.Status, r.Body)
	}
	tests := []struct {
		name, query string
		status      int
		contains    string
	}{
		{"missing state", "code=x", 303, "http://app.pedbook.test?error=invalid_request&error_code=bad_oauth_state"},
		{"unknown state", "code=x&state=" + newUUID(), 303, "error_code=bad_oauth_state"},
		{"garbage state", "code=x&state=abc", 303, "error_code=bad_oauth_state"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := e.do(req{method: "GET", path: "/callback?" + tt.query})
			if r.Status != tt.status || !strings.Contains(r.Header.Get("Location"), tt.contains) {
				t.Errorf("%d %s", r.Status, r.Header.Get("Location"))
			}
		})
	}
	// Provider-side error and a missing code land at the flow's redirect.
	r = e.do(req{method: "GET", path: "/authorize?provider=google&redirect_to=" + url.QueryEscape("https://app.pedbook.test/x")})
	state, _ := url.Parse(r.Header.Get("Location"))
	st := state.Query().Get("state")
	r = e.do(req{method: "GET", path: "/callback?state=" + st})
	if loc := r.Header.Get("Location"); r.Status != 302 || !strings.HasPrefix(loc, "https://app.pedbook.test/x?") || !strings.Contains(loc, "error_code=bad_oauth_callback") {
		t.Errorf("missing code: %d %s", r.Status, loc)
	}
	r = e.do(req{method: "GET", path: "/callback?state=" + st + "&error=access_denied&error_description=User+cancelled"})
	if loc := r.Header.Get("Location"); !strings.Contains(loc, "error_description=User+cancelled") {
		t.Errorf("provider error: %s", loc)
	}
	// An expired state.
	r = e.do(req{method: "GET", path: "/authorize?provider=google"})
	state, _ = url.Parse(r.Header.Get("Location"))
	e.clock.Advance(301 * time.Second)
	r = e.do(req{method: "GET", path: "/callback?code=x&state=" + state.Query().Get("state")})
	if !strings.Contains(r.Header.Get("Location"), "error_code=bad_oauth_state") {
		t.Errorf("expired state: %s", r.Header.Get("Location"))
	}
	// Flows abandoned for a day are swept by the next /authorize.
	before := e.scalar(`select count(*) from auth.flow_state`).(int64)
	e.clock.Advance(25 * time.Hour)
	e.do(req{method: "GET", path: "/authorize?provider=google"})
	if n := e.scalar(`select count(*) from auth.flow_state`); before < 2 || n != int64(1) {
		t.Errorf("flow states before %d, after sweep %v", before, n)
	}
	// Settings report the providers.
	ext := e.do(req{method: "GET", path: "/settings"}).JSON(t)["external"].(map[string]any)
	if ext["google"] != true || ext["apple"] != true {
		t.Errorf("settings %v", ext)
	}
}

func TestIDTokenGrant(t *testing.T) {
	e, g, ap := oauthEnv(t)
	now := e.clock.Now()
	user := oidctest.User{Subject: "native-1", Email: uniqueEmail("native"), EmailVerified: true, Name: "Nina"}
	nonce := "raw-nonce-123"
	sum := sha256.Sum256([]byte(nonce))
	hashed := hex.EncodeToString(sum[:])
	good, _ := g.IDToken(user, "google-ios", hashed, now)
	noNonce, _ := g.IDToken(user, "google-ios", "", now)
	wrongAud, _ := g.IDToken(user, "someone", "", now)
	foreign, _ := ap.Sign(jwt.MapClaims{"iss": g.URL, "sub": "x", "aud": "google-ios", "exp": now.Add(time.Hour).Unix()}, "")
	appleTok, _ := ap.IDToken(oidctest.User{Subject: "apple-native", Email: uniqueEmail("apn"), EmailVerified: true}, "br.pedbook.ios", hashed, now)
	grant := func(body map[string]any) response {
		return e.do(req{method: "POST", path: "/token?grant_type=id_token", body: body})
	}
	oauthErr := func(t *testing.T, r response, errName, desc string) {
		t.Helper()
		m := r.JSON(t)
		if r.Status != 400 || m["error"] != errName || !strings.Contains(m["error_description"].(string), desc) {
			t.Errorf("%d %s", r.Status, r.Body)
		}
	}
	t.Run("google with nonce", func(t *testing.T) {
		r := grant(map[string]any{"provider": "google", "id_token": good, "nonce": nonce})
		if r.Status != 200 {
			t.Fatalf("%d %s", r.Status, r.Body)
		}
		_, c := jwtPayload(t, r.JSON(t)["access_token"].(string))
		if c["amr"].([]any)[0].(map[string]any)["method"] != "oauth" || c["email"] != lower(user.Email) {
			t.Errorf("claims %v", c)
		}
	})
	t.Run("apple bundle id audience", func(t *testing.T) {
		if r := grant(map[string]any{"provider": "apple", "id_token": appleTok, "nonce": nonce}); r.Status != 200 {
			t.Errorf("%d %s", r.Status, r.Body)
		}
	})
	t.Run("errors", func(t *testing.T) {
		oauthErr(t, grant(map[string]any{"provider": "google"}), "invalid request", "id_token required")
		oauthErr(t, grant(map[string]any{"id_token": good}), "invalid request", "provider or client_id and issuer required")
		oauthErr(t, grant(map[string]any{"provider": "google", "id_token": good, "nonce": "other"}), "invalid nonce", "Nonces mismatch")
		oauthErr(t, grant(map[string]any{"provider": "google", "id_token": good}), "invalid request", "should either both exist or not")
		oauthErr(t, grant(map[string]any{"provider": "google", "id_token": noNonce, "nonce": nonce}), "invalid request", "should either both exist or not")
		oauthErr(t, grant(map[string]any{"provider": "google", "id_token": wrongAud}), "invalid request", "Unacceptable audience in id_token")
		oauthErr(t, grant(map[string]any{"provider": "google", "id_token": foreign}), "invalid request", "Bad ID token")
		oauthErr(t, grant(map[string]any{"provider": "google", "id_token": "garbage"}), "invalid request", "Bad ID token")
		expectError(t, grant(map[string]any{"provider": "apple", "id_token": "garbage"}), 400, ErrValidationFailed)
	})
	// The native shells' pairing (features/auth/native): the provider gets sha256(raw), the
	// service the raw value. Any other pairing is refused with 400.
	t.Run("native nonce pairings", func(t *testing.T) {
		rawInClaim, _ := g.IDToken(user, "google-ios", nonce, now) // the raw value given to the provider
		oauthErr(t, grant(map[string]any{"provider": "google", "id_token": rawInClaim, "nonce": nonce}), "invalid nonce", "Nonces mismatch")
		oauthErr(t, grant(map[string]any{"provider": "google", "id_token": good, "nonce": hashed}), "invalid nonce", "Nonces mismatch")
		oauthErr(t, grant(map[string]any{"provider": "apple", "id_token": appleTok, "nonce": "another-sign-in"}), "invalid nonce", "Nonces mismatch")
		oauthErr(t, grant(map[string]any{"provider": "apple", "id_token": appleTok}), "invalid request", "should either both exist or not")
	})
}

func TestIDTokenGrantDisabled(t *testing.T) {
	e := newEnv(t, nil)
	expectError(t, e.do(req{method: "POST", path: "/token?grant_type=id_token", body: map[string]any{"provider": "google", "id_token": "a.b.c"}}), 400, ErrProviderDisabled)
}

// TestOAuthNativeDeepLink: a sign-in started by the native shell with
// redirect_to=br.com.pedbook.app://auth/callback ends on that deep link, tokens in the
// fragment (spec part 1 §4) — only when GOTRUE_URI_ALLOW_LIST names it; otherwise on SITE_URL.
func TestOAuthNativeDeepLink(t *testing.T) {
	const link = "br.com.pedbook.app://auth/callback"
	t.Run("in the allow list", func(t *testing.T) {
		e, g, _ := oauthEnvWith(t, func(c *Config) { c.URIAllowList = append(c.URIAllowList, link) })
		g.SetUser(oidctest.User{Subject: "native-deeplink", Email: uniqueEmail("deeplink"), EmailVerified: true, Name: "Davi Lima"})
		loc := browse(t, e, "provider=google&redirect_to="+url.QueryEscape(link))
		frag, _ := url.ParseQuery(loc.Fragment)
		if loc.Scheme != "br.com.pedbook.app" || loc.Host != "auth" || loc.Path != "/callback" ||
			frag.Get("access_token") == "" || frag.Get("refresh_token") == "" || frag.Get("token_type") != "bearer" {
			t.Fatalf("redirect %s", loc)
		}
	})
	t.Run("not in the allow list", func(t *testing.T) {
		e, g, _ := oauthEnv(t)
		g.SetUser(oidctest.User{Subject: "native-deeplink-2", Email: uniqueEmail("deeplink2"), EmailVerified: true, Name: "Davi Lima"})
		loc := browse(t, e, "provider=google&redirect_to="+url.QueryEscape(link))
		if loc.Scheme == "br.com.pedbook.app" {
			t.Fatalf("redirected to the deep link without it in the allow list: %s", loc)
		}
		site, _ := url.Parse(e.api.cfg.SiteURL)
		if loc.Scheme != site.Scheme || loc.Host != site.Host {
			t.Errorf("redirect %s, want SITE_URL %s", loc, site)
		}
	})
}

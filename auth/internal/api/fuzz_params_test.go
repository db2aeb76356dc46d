package api

// Fuzz targets for the parameters a stranger sends the auth endpoints (issue 38 §2): request
// bodies of /signup, /otp, /verify, /recover and /token, PKCE parameters, verification types,
// phone numbers and redirect targets. `go test` runs the seeds only; scripts/fuzz runs each
// for a bounded time. Every refusal must be GoTrue's typed error (*HTTPError, a 4xx with a
// string code), never a panic or a 5xx.

import (
	"errors"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/pedbook/pedbook/auth/internal/store"
)

func flowFor(p *pkceParams) *store.FlowState {
	return &store.FlowState{CodeChallengeMethod: p.Method, CodeChallenge: p.Challenge}
}

func checkAuthClientError(t *testing.T, err error, input string) {
	t.Helper()
	var he *HTTPError
	if !errors.As(err, &he) {
		t.Fatalf("input %q: error %v (%T) is not a GoTrue error", input, err, err)
	}
	if he.Status < 400 || he.Status > 499 || he.Code == "" || he.Message == "" {
		t.Fatalf("input %q: error %+v is not a client error with a code", input, he)
	}
}

// FuzzDecodeParams: every endpoint's body decoder answers a typed 400/413 or fills the
// parameters; nothing it accepts contains invalid UTF-8.
func FuzzDecodeParams(f *testing.F) {
	for _, s := range []string{
		`{"email":"a@b.c","password":"x"}`, `{"email":"a@b.c","create_user":false,"data":{"full_name":"Nome"}}`,
		`{"type":"email","email":"a@b.c","token":"123456"}`, `{"type":"recovery","token_hash":"abc","redirect_to":"http://x"}`,
		`{"email":"a@b.c","code_challenge":"` + strings.Repeat("a", 43) + `","code_challenge_method":"s256"}`,
		`{"refresh_token":"abc"}`, `{"email":"scan' or '1'='1","password":"x' and pg_sleep(5)--"}`, `{"email":1}`,
		`{"create_user":"yes"}`, "", " ", "[]", "null", "{", "\xff", `{"email":"\ud800"}`, `{"data":[1,2]}`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, body string) {
		for _, v := range []any{&signupParams{}, &otpParams{}, &verifyParams{}, &recoverParams{}} {
			r := httptest.NewRequest("POST", "/x", strings.NewReader(body))
			if err := decode(r, v); err != nil {
				checkAuthClientError(t, err, body)
				continue
			}
			var strs []string
			switch p := v.(type) {
			case *signupParams:
				strs = []string{p.Email, p.Password, p.Phone, p.Channel}
			case *otpParams:
				strs = []string{p.Email, p.Phone, p.Channel}
			case *verifyParams:
				strs = []string{p.Type, p.Token, p.TokenHash, p.Email, p.RedirectTo}
			case *recoverParams:
				strs = []string{p.Email}
			}
			for _, s := range strs {
				if strings.ContainsRune(s, '\uFFFD') && !strings.Contains(body, "\uFFFD") && !strings.Contains(body, `\u`) {
					t.Fatalf("body %q: a replacement character appeared in %q", body, s)
				}
			}
		}
	})
}

var challengeChars = regexp.MustCompile(`^[A-Za-z0-9._~-]{43,128}$`)

func FuzzPKCEParams(f *testing.F) {
	for _, s := range [][2]string{
		{strings.Repeat("a", 43), "s256"}, {strings.Repeat("a", 43), "S256"}, {strings.Repeat("~", 128), "plain"},
		{strings.Repeat("a", 42), "s256"}, {strings.Repeat("a", 129), "plain"}, {"", ""}, {"x", ""}, {"", "s256"},
		{strings.Repeat("a", 43) + "\n", "s256"}, {strings.Repeat("a", 43), "sha512"}, {strings.Repeat("é", 43), "plain"},
	} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, challenge, method string) {
		p, err := validatePKCEParams(&challenge, &method)
		if err != nil {
			checkAuthClientError(t, err, challenge+" | "+method)
			return
		}
		if p == nil {
			if challenge != "" || method != "" {
				t.Fatalf("challenge %q method %q: PKCE silently dropped", challenge, method)
			}
			return
		}
		if !challengeChars.MatchString(p.Challenge) || (p.Method != "s256" && p.Method != "plain") {
			t.Fatalf("challenge %q method %q accepted as %+v", challenge, method, p)
		}
		// A verifier matches only its own challenge (plain: itself).
		fs := flowFor(p)
		if p.Method == "plain" && !verifierMatches(fs, challenge) {
			t.Fatalf("plain challenge %q does not match itself", challenge)
		}
		if verifierMatches(fs, challenge+"x") {
			t.Fatalf("challenge %q matched another verifier", challenge)
		}
	})
}

// FuzzVerifyParams covers /verify's type and phone parameters.
func FuzzVerifyParams(f *testing.F) {
	for _, s := range []string{"signup", "invite", "recovery", "magiclink", "email", "email_change", "sms", "phone_change", "", "EMAIL", "email ", "+55 (11) 98765-4321", "5511987654321", "+0", "1234", "1234567890123456"} {
		f.Add(s)
	}
	known := map[string]bool{"recovery": true, "magiclink": true, "signup": true, "invite": true, "email": true, "email_change": true}
	e164 := regexp.MustCompile(`^[1-9]\d{4,14}$`)
	f.Fuzz(func(t *testing.T, s string) {
		types, amr, ok := tokenTypesFor(s)
		if ok != known[s] || ok != (len(types) > 0) || ok != (amr != "") {
			t.Fatalf("type %q: %v %q %v", s, types, amr, ok)
		}
		p, err := validatePhone(s)
		if err != nil {
			checkAuthClientError(t, err, s)
			return
		}
		if !e164.MatchString(p) {
			t.Fatalf("phone %q accepted as %q", s, p)
		}
	})
}

// FuzzRedirectAllowed: redirect_to (verify links, OAuth, OTP) goes only to the site, loopback
// over http(s), or an allow-list match; never to a script scheme.
func FuzzRedirectAllowed(f *testing.F) {
	for _, s := range []string{
		"https://pedbook.example.org/x", "https://evil.example/x", "http://localhost:5173/", "http://127.0.0.1:9/", "javascript:alert(1)",
		"JaVaScRiPt:alert(1)", "https://pedbook.example.org.evil.example/", "https://evil.example/#https://pedbook.example.org",
		"pedbook://callback", "pedbook://callback/x", "//evil.example", "https://user@evil.example", "data:text/html,x",
		"https://app.pedbook.example.org/a", "https://a.b.pedbook.example.org/a", "https://0x7f000001/", "https://2130706433/", "http://[::1]/",
	} {
		f.Add(s)
	}
	a := &API{cfg: Config{SiteURL: "https://pedbook.example.org", URIAllowList: []string{"pedbook://callback", "https://*.pedbook.example.org/**"}}}
	f.Fuzz(func(t *testing.T, target string) {
		got := a.validRedirect(target)
		if got != target && got != a.cfg.SiteURL {
			t.Fatalf("redirect %q became %q", target, got)
		}
		if got != target {
			return
		}
		u, err := url.Parse(target)
		if err != nil {
			t.Fatalf("redirect %q allowed but does not parse: %v", target, err)
		}
		switch strings.ToLower(u.Scheme) {
		case "javascript", "data", "vbscript", "file", "":
			t.Fatalf("redirect %q allowed with scheme %q", target, u.Scheme)
		}
		host := u.Hostname()
		web := u.Scheme == "http" || u.Scheme == "https"
		switch {
		case web && (host == "localhost" || host == "127.0.0.1" || host == "::1" || strings.HasPrefix(host, "127.")):
		case web && host == "pedbook.example.org":
		case strings.HasPrefix(target, "pedbook://callback") && len(target) == len("pedbook://callback"):
		case strings.HasPrefix(target, "https://") && strings.HasSuffix(host, ".pedbook.example.org"):
		default:
			t.Fatalf("redirect %q allowed (host %q)", target, host)
		}
	})
}

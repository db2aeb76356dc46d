package api

import (
	"net/url"
	"strings"
	"testing"
)

// Generated and emailed links carry redirect_to as GoTrue's mailer writes it: as given,
// query-escaped only when it holds '&', '=' or '#'. Either way the link's own /verify
// lands on that target.
func TestLinksWriteRedirectToAsGoTrue(t *testing.T) {
	e := newEnv(t, nil)
	svc := roleKey(t, "service_role")
	cases := []struct {
		name, redirect, written string
	}{
		{"plain", "https://app.pedbook.test/entrar", "https://app.pedbook.test/entrar"},
		{"query", "https://app.pedbook.test/entrar?volta=/calculadoras&aba=2",
			"https%3A%2F%2Fapp.pedbook.test%2Fentrar%3Fvolta%3D%2Fcalculadoras%26aba%3D2"},
		{"fragment", "https://app.pedbook.test/entrar#topo", "https%3A%2F%2Fapp.pedbook.test%2Fentrar%23topo"},
		{"already escaped", "https://app.pedbook.test/entrar%3Fvolta%3D1", "https://app.pedbook.test/entrar%3Fvolta%3D1"},
		{"deep link", "pedbook://auth/callback", "pedbook://auth/callback"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			email := uniqueEmail("link-redirect")
			e.signUp(email, "Segredo-123", nil)
			r := e.do(req{method: "POST", path: "/admin/generate_link", bearer: svc,
				body: map[string]any{"type": "magiclink", "email": email, "redirect_to": c.redirect}})
			if r.Status != 200 {
				t.Fatalf("%d %s", r.Status, r.Body)
			}
			m := r.JSON(t)
			link := m["action_link"].(string)
			if !strings.HasSuffix(link, "&type=magiclink&redirect_to="+c.written) || m["redirect_to"] != c.redirect {
				t.Fatalf("action_link %s, redirect_to %v", link, m["redirect_to"])
			}
			// the emailed link is written the same way
			if r := e.do(req{method: "POST", path: "/otp?redirect_to=" + url.QueryEscape(c.redirect), body: map[string]any{"email": email}}); r.Status != 200 {
				t.Fatalf("otp %d %s", r.Status, r.Body)
			}
			_, mailed := mailCode(t, email)
			if !strings.HasSuffix(mailed, "&type=magiclink&redirect_to="+c.written) {
				t.Fatalf("emailed link %s", mailed)
			}
			// and /verify reads back the target it was given (its fragment replaced by the
			// session's)
			lr := e.do(req{method: "GET", path: strings.TrimPrefix(mailed, "http://api.pedbook.test/auth/v1")})
			want, _ := url.QueryUnescape(c.written)
			want, _, _ = strings.Cut(want, "#")
			if loc := lr.Header.Get("Location"); lr.Status != 303 || !strings.HasPrefix(loc, want+"#access_token=") && !strings.HasPrefix(loc, want+"&access_token=") {
				t.Fatalf("verify %d → %s", lr.Status, loc)
			}
		})
	}
}

package api

import "testing"

func TestRedirectAllowed(t *testing.T) {
	a := &API{cfg: Config{SiteURL: "https://pedbook.app", URIAllowList: []string{"pedbook://**", "https://*.pedbook.app/**", "https://preview.vercel.test/auth/*"}}}
	tests := map[string]bool{
		"https://pedbook.app/reset":            true,
		"https://pedbook.app:8443/x":           true,
		"http://localhost:5173/auth/callback":  true,
		"http://127.0.0.1:3000/reset":          true,
		"http://[::1]:3000/":                   true,
		"https://www.pedbook.app/a/b":          true,
		"https://a.b.pedbook.app/x":            false, // * does not cross dots
		"pedbook://auth/callback":              true,
		"https://preview.vercel.test/auth/cb":  true,
		"https://preview.vercel.test/auth/c/d": false,
		"https://evil.example.com/":            false,
		"https://pedbook.app.evil.com/":        false,
		"javascript:alert(1)":                  false,
		"http://1234/":                         false,
		"/relative":                            false,
		"":                                     false,
	}
	for target, want := range tests {
		if got := a.redirectAllowed(target); got != want {
			t.Errorf("redirectAllowed(%q) = %v, want %v", target, got, want)
		}
	}
	if got := a.validRedirect("https://evil.example.com"); got != "https://pedbook.app" {
		t.Errorf("validRedirect fallback %q", got)
	}
}

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
		"capacitor://localhost/":               false, // a custom scheme is never "the user's machine"
		"br.com.pedbook.app://localhost/x":     false,
		"br.com.pedbook.app://auth/callback":   false, // not in this allow list
		"myapp://127.0.0.1/cb":                 false,
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

// TestRedirectAllowedNativeDeepLink: the native shells' auth deep link is accepted only once
// GOTRUE_URI_ALLOW_LIST names it (issue 23 item 3).
func TestRedirectAllowedNativeDeepLink(t *testing.T) {
	const link = "br.com.pedbook.app://auth/callback"
	tests := []struct {
		allow []string
		want  bool
	}{
		{nil, false},
		{[]string{"pedbook://**", "https://*.pedbook.app/**"}, false},
		{[]string{"br.com.pedbook.app://auth/callback"}, true},
		{[]string{"br.com.pedbook.app://**"}, true},
		{[]string{"br.com.pedbook.app://auth/*"}, true},
		{[]string{"br.com.pedbook.app://other/*"}, false},
		{[]string{"br.com.pedbook.ap?://auth/callback"}, true},
	}
	for _, tt := range tests {
		a := &API{cfg: Config{SiteURL: "https://pedbook.app", URIAllowList: tt.allow}}
		if got := a.redirectAllowed(link); got != tt.want {
			t.Errorf("allow list %q: redirectAllowed(%s) = %v, want %v", tt.allow, link, got, tt.want)
		}
		// What supabase-js sends back: the fragment is not part of the match.
		if got := a.redirectAllowed(link + "#x=1"); got != tt.want {
			t.Errorf("allow list %q: with fragment = %v, want %v", tt.allow, got, tt.want)
		}
	}
}

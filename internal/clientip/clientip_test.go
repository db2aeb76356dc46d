package clientip

import (
	"net/http"
	"net/http/httptest"
	"net/netip"
	"testing"
)

func TestParseProxies(t *testing.T) {
	p, err := ParseProxies([]string{" 127.0.0.0/8", "", "::1", "10.1.2.3/8"})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"127.0.0.0/8", "::1/128", "10.0.0.0/8"}
	if len(p) != len(want) {
		t.Fatalf("got %v, want %v", p, want)
	}
	for i := range want {
		if p[i].String() != want[i] {
			t.Errorf("prefix %d = %s, want %s", i, p[i], want[i])
		}
	}
	if _, err := ParseProxies([]string{"proxy.local"}); err == nil {
		t.Error("a host name was accepted")
	}
}

func TestResolve(t *testing.T) {
	proxies, err := ParseProxies([]string{"127.0.0.0/8", "10.0.0.0/8"})
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name, remote, xff, want string
		ok                      bool
	}{
		{"no header", "203.0.113.9:4000", "", "203.0.113.9", true},
		{"untrusted peer's header ignored", "203.0.113.9:4000", "1.2.3.4", "203.0.113.9", true},
		{"trusted peer: the client", "127.0.0.1:4000", "198.51.100.7", "198.51.100.7", true},
		{"forged left entries skipped", "127.0.0.1:4000", "6.6.6.6, 198.51.100.7", "198.51.100.7", true},
		{"chain of trusted proxies", "127.0.0.1:4000", "198.51.100.7, 10.0.0.5", "198.51.100.7", true},
		{"all trusted: the left-most", "127.0.0.1:4000", "10.0.0.9, 10.0.0.5", "10.0.0.9", true},
		{"garbage stops at the peer", "127.0.0.1:4000", "198.51.100.7, nonsense", "127.0.0.1", true},
		{"mapped IPv6 peer unmapped", "[::ffff:203.0.113.9]:4000", "", "203.0.113.9", true},
		{"no IP in RemoteAddr", "pipe", "", "", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := httptest.NewRequest("GET", "/", nil)
			r.RemoteAddr = c.remote
			if c.xff != "" {
				r.Header.Set("X-Forwarded-For", c.xff)
			}
			got := (&Resolver{Proxies: proxies, Header: "X-Forwarded-For"}).Of(r)
			if got.IsValid() != c.ok || (c.ok && got.String() != c.want) {
				t.Errorf("Of = %v; want %s, %v", got, c.want, c.ok)
			}
		})
	}
	r := httptest.NewRequest("GET", "/", nil)
	r.RemoteAddr = "127.0.0.1:1"
	r.Header.Set("X-Forwarded-For", "198.51.100.7")
	if got := (&Resolver{Proxies: proxies}).Of(r); got.String() != "127.0.0.1" {
		t.Errorf("no header configured: %s, want the peer", got)
	}
}

// Behind Middleware a request is resolved once however many readers ask, and each reader
// gets the same address; without it every Of resolves; a Resolver never reads the address
// another one (other proxies, other header) resolved.
func TestMiddlewareResolvesOnce(t *testing.T) {
	proxies, err := ParseProxies([]string{"127.0.0.0/8"})
	if err != nil {
		t.Fatal(err)
	}
	trusting := &Resolver{Proxies: proxies, Header: "X-Forwarded-For"}
	peerOnly := &Resolver{Proxies: proxies}
	var seen []netip.Addr
	h := trusting.Middleware(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		for range 3 {
			seen = append(seen, trusting.Of(r))
		}
		seen = append(seen, peerOnly.Of(r))
	}))
	r := httptest.NewRequest("GET", "/", nil)
	r.RemoteAddr = "127.0.0.1:4000"
	r.Header.Set("X-Forwarded-For", "198.51.100.7")
	h.ServeHTTP(httptest.NewRecorder(), r)
	if n := trusting.Resolutions(); n != 1 {
		t.Errorf("%d resolutions behind the middleware, want 1", n)
	}
	want := []string{"198.51.100.7", "198.51.100.7", "198.51.100.7", "127.0.0.1"}
	for i, a := range seen {
		if a.String() != want[i] {
			t.Errorf("reader %d got %s, want %s", i, a, want[i])
		}
	}
	for range 2 {
		trusting.Of(r)
	}
	if n := trusting.Resolutions(); n != 3 {
		t.Errorf("without the middleware each Of resolves: %d resolutions, want 3", n)
	}
	r.RemoteAddr = "pipe"
	h.ServeHTTP(httptest.NewRecorder(), r)
	if seen[len(seen)-2].IsValid() {
		t.Errorf("a peer with no IP resolved to %s", seen[len(seen)-2])
	}
}

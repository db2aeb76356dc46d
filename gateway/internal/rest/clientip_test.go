package rest

import (
	"testing"
)

// TestClientIPResolvedOnce: through real HTTP, with both per-IP limits on, an anonymous
// insert (which both limits count) resolves the client's address once; a signed-in read
// (which neither counts beyond the request limit) once too. Before, each limit resolved it
// again: twice per anonymous write.
func TestClientIPResolvedOnce(t *testing.T) {
	e := newEnv(t, func(s *Settings) {
		s.RateLimit, s.RateBurst, s.AnonWriteRate, s.AnonWriteBurst = 1000, 1000, 1000, 1000
	})
	cases := []struct {
		name, method, path, body string
		status                   int
	}{
		{"anonymous insert", "POST", "/site_analytics", `{"session_id":"s","action_type":"page_view","page_url":"/"}`, 201},
		{"anonymous read", "GET", "/pedbook_medications?select=id&limit=1", "", 200},
	}
	for _, c := range cases {
		before := e.h.clients.Resolutions()
		if r := e.do(c.method, c.path, c.body, "Prefer: return=minimal"); r.status != c.status {
			t.Fatalf("%s: %d %s", c.name, r.status, r.body)
		}
		if n := e.h.clients.Resolutions() - before; n != 1 {
			t.Errorf("%s: the client address was resolved %d times, want once", c.name, n)
		}
	}
	// Without a per-IP limit nothing needs the address: it is not resolved at all.
	quiet := newEnv(t, func(s *Settings) { s.RateLimit, s.AnonWriteRate = 0, 0 })
	if r := quiet.do("GET", "/pedbook_medications?select=id&limit=1", ""); r.status != 200 {
		t.Fatalf("read: %d %s", r.status, r.body)
	}
	if n := quiet.h.clients.Resolutions(); n != 0 {
		t.Errorf("no per-IP limit, yet the address was resolved %d times", n)
	}
}

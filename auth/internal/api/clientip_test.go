package api

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"
)

// TestClientIPResolvedOncePerSignIn: a password sign-in through real HTTP resolves the
// client's address once, however many readers need it (the token rate limit, the failed
// sign-in limits, the audit row, the session row), and every one of them gets the same
// address: the forwarded one, as the peer is a trusted proxy. A wrong password is resolved
// once too. Before the middleware each reader resolved it again: four times per sign-in,
// twice per wrong password.
func TestClientIPResolvedOncePerSignIn(t *testing.T) {
	e := newEnv(t, func(c *Config) { c.RateLimitHeader = "X-Forwarded-For" })
	srv := httptest.NewServer(e.h)
	t.Cleanup(srv.Close)
	const client = "198.51.100.23"
	email := uniqueEmail("clientip")
	e.signUp(email, "Segredo-123", nil)

	post := func(password string) int {
		t.Helper()
		body, err := json.Marshal(map[string]string{"email": email, "password": password})
		if err != nil {
			t.Fatal(err)
		}
		hr, err := http.NewRequest("POST", srv.URL+"/token?grant_type=password", bytes.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		hr.Header.Set("Content-Type", "application/json")
		hr.Header.Set("X-Supabase-Api-Version", "2024-01-01")
		hr.Header.Set("X-Forwarded-For", client) // the test client is on loopback, a trusted proxy
		res, err := srv.Client().Do(hr)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		e.api.Wait()
		return res.StatusCode
	}
	for _, c := range []struct {
		name, password string
		status         int
	}{
		{"sign-in", "Segredo-123", 200},
		{"wrong password", "errada-123", 400},
	} {
		before := e.api.clients.Resolutions()
		if got := post(c.password); got != c.status {
			t.Fatalf("%s: status %d, want %d", c.name, got, c.status)
		}
		if n := e.api.clients.Resolutions() - before; n != 1 {
			t.Errorf("%s: the client address was resolved %d times, want once", c.name, n)
		}
	}
	// The sign-up (through the test recorder, from the loopback peer without a header) wrote
	// its rows with 127.0.0.1; the sign-in's session and login rows carry the client's address.
	if n := e.scalar(`select count(*) from auth.sessions s join auth.users u on u.id = s.user_id where u.email = $1 and host(s.ip) = $2`, email, client); n != int64(1) {
		t.Errorf("%v sessions with the client's address, want the sign-in's one", n)
	}
	if n := e.scalar(`select count(*) from auth.audit_log_entries where payload->>'action' = 'login' and payload->>'actor_username' = $1 and ip_address = $2`, email, client); n != int64(1) {
		t.Errorf("%v login audit rows with the client's address, want the sign-in's one", n)
	}
}

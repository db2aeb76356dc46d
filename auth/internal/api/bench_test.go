package api

import (
	"testing"
)

// BenchmarkRefreshGrant: one session's refresh token rotated over and over; each grant is
// one transaction (lock the session, revoke, insert the child, audit, sign the JWT).
func BenchmarkRefreshGrant(b *testing.B) {
	e := setupEnv(b, nil, nil)
	rt := e.signUp(uniqueEmail("bench"), "segredo123", nil)["refresh_token"].(string)
	b.ResetTimer()
	for b.Loop() {
		r := e.refresh(rt)
		if r.Status != 200 {
			b.Fatalf("%d %s", r.Status, r.Body)
		}
		rt = r.JSON(b)["refresh_token"].(string)
	}
}

// BenchmarkPasswordGrant: password sign-in at bcrypt's minimum cost (the handler and
// database share; scripts/bench-auth measures the configured cost over HTTP).
func BenchmarkPasswordGrant(b *testing.B) {
	e := setupEnv(b, func(c *Config) { c.AddressLimit.Events = 0 }, nil)
	email := uniqueEmail("bench")
	e.signUp(email, "segredo123", nil)
	b.ResetTimer()
	for b.Loop() {
		if r := e.signIn(email, "segredo123"); r.Status != 200 {
			b.Fatalf("%d %s", r.Status, r.Body)
		}
	}
}

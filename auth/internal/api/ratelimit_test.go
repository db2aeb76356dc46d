package api

import (
	"testing"
	"time"

	"github.com/pedbook/pedbook/auth/internal/ratelimit"
)

func TestRateLimitPerIP(t *testing.T) {
	tests := []struct {
		name   string
		header string
		remote string
		hdrs   map[string]string
		limits bool
	}{
		{"peer address", "", "203.0.113.7:5555", nil, true},
		{"loopback peer without trusted header", "", "127.0.0.1:5555", nil, false},
		{"trusted header", "X-Forwarded-For", "127.0.0.1:5555", map[string]string{"X-Forwarded-For": "198.51.100.4, 10.0.0.1"}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := newEnv(t, func(c *Config) {
				c.RateLimitHeader = tt.header
				c.TokenLimit = ratelimit.Limit{Events: 3, Period: 5 * time.Minute, Burst: 3}
			})
			var last response
			for i := 0; i < 4; i++ {
				last = e.do(req{method: "POST", path: "/token?grant_type=password", remote: tt.remote, headers: tt.hdrs,
					body: map[string]any{"email": uniqueEmail("ip"), "password": "segredo123"}})
			}
			if tt.limits {
				expectError(t, last, 429, ErrOverRequestRateLimit)
				if m := last.JSON(t); m["message"] != "Request rate limit reached" {
					t.Errorf("message %v", m)
				}
				// Another client is unaffected.
				other := e.do(req{method: "POST", path: "/token?grant_type=password", remote: "192.0.2.99:1", headers: map[string]string{"X-Forwarded-For": "192.0.2.99"},
					body: map[string]any{"email": uniqueEmail("ip"), "password": "segredo123"}})
				expectError(t, other, 400, ErrInvalidCredentials)
			} else {
				expectError(t, last, 400, ErrInvalidCredentials)
			}
		})
	}
}

func TestRateLimitPerAddress(t *testing.T) {
	e := newEnv(t, func(c *Config) { c.AddressLimit = ratelimit.Limit{Events: 3, Period: 5 * time.Minute, Burst: 3} })
	email := uniqueEmail("addr")
	e.signUp(email, "segredo123", nil)
	for i := 0; i < 3; i++ {
		expectError(t, e.signIn(email, "errada123"), 400, ErrInvalidCredentials)
	}
	// From any IP, the address is now limited, even with the right password.
	expectError(t, e.signIn(email, "segredo123"), 429, ErrOverRequestRateLimit)
	if e.signIn(uniqueEmail("other"), "x").Status != 400 {
		t.Error("other addresses are limited too")
	}
	e.clock.Advance(5 * time.Minute)
	if r := e.signIn(email, "segredo123"); r.Status != 200 {
		t.Errorf("after refill: %d %s", r.Status, r.Body)
	}
}

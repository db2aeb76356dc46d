package api

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/pedbook/pedbook/internal/ratelimit"
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
		{"loopback peer: no exemption", "", "127.0.0.1:5555", nil, true},
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

// TestNoLockoutByOthers: wrong passwords sent for an address from one IP (issue 20 #4: 10
// of them, then the owner got 429 from anywhere) limit that IP for that address and that IP
// overall, never the owner signing in from elsewhere, with the address in any case.
func TestNoLockoutByOthers(t *testing.T) {
	e := newEnv(t, nil)
	email := uniqueEmail("lockout")
	e.signUp(email, "segredo123", nil)
	attacker, owner := "203.0.113.66:4000", "198.51.100.7:5000"
	signIn := func(remote, addr, pw string) response {
		return e.do(req{method: "POST", path: "/token?grant_type=password", remote: remote,
			body: map[string]any{"email": addr, "password": pw}})
	}
	for i := range 10 {
		expectError(t, signIn(attacker, email, fmt.Sprintf("errada%d", i)), 400, ErrInvalidCredentials)
	}
	// The attacker's IP is limited for that address, even with the right password…
	expectError(t, signIn(attacker, upper(email), "segredo123"), 429, ErrOverRequestRateLimit)
	// …the owner is not, from another IP, in any case.
	for _, addr := range []string{email, upper(email)} {
		if r := signIn(owner, addr, "segredo123"); r.Status != 200 {
			t.Errorf("owner signing in as %s: %d %s", addr, r.Status, r.Body)
		}
	}
	e.clock.Advance(5 * time.Minute)
	if r := signIn(attacker, email, "segredo123"); r.Status != 200 {
		t.Errorf("after the window: %d %s", r.Status, r.Body)
	}
}

// TestSigninFailuresPerIP: one IP guessing passwords across many addresses is stopped.
func TestSigninFailuresPerIP(t *testing.T) {
	e := newEnv(t, func(c *Config) { c.SigninIPFailureLimit = ratelimit.Limit{Events: 5, Period: 5 * time.Minute} })
	for range 5 {
		r := e.do(req{method: "POST", path: "/token?grant_type=password", remote: "203.0.113.9:1",
			body: map[string]any{"email": uniqueEmail("spray"), "password": "segredo123"}})
		expectError(t, r, 400, ErrInvalidCredentials)
	}
	r := e.do(req{method: "POST", path: "/token?grant_type=password", remote: "203.0.113.9:1",
		body: map[string]any{"email": uniqueEmail("spray"), "password": "segredo123"}})
	expectError(t, r, 429, ErrOverRequestRateLimit)
}

// TestSignupFlood: sign-ups are limited per IP (issue 20 #7: 80 in a row all succeeded),
// loopback included, and a forwarded-for header from a peer that is not a trusted proxy
// does not make each request a new client.
func TestSignupFlood(t *testing.T) {
	cases := []struct {
		name   string
		remote string
		header func(i int) map[string]string
	}{
		{"loopback", "127.0.0.1:4000", func(int) map[string]string { return nil }},
		{"spoofed X-Forwarded-For from an untrusted peer", "203.0.113.5:4000", func(i int) map[string]string {
			return map[string]string{"X-Forwarded-For": fmt.Sprintf("192.0.2.%d", i)}
		}},
		{"client forging the left of the header through a trusted proxy", "127.0.0.1:4000", func(i int) map[string]string {
			return map[string]string{"X-Forwarded-For": fmt.Sprintf("192.0.2.%d, 198.51.100.20", i)}
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			e := newEnv(t, func(cfg *Config) {
				cfg.RateLimitHeader = "X-Forwarded-For"
				cfg.SignupLimit = ratelimit.Limit{Events: 30, Period: 5 * time.Minute}
				cfg.OTPLimit = ratelimit.Limit{Events: 1000, Period: 5 * time.Minute, Burst: 1000}
			})
			ok := 0
			var last response
			for i := range 80 {
				last = e.do(req{method: "POST", path: "/signup", remote: c.remote, headers: c.header(i),
					body: map[string]any{"email": uniqueEmail("flood"), "password": "Segredo-123"}})
				if last.Status == 200 {
					ok++
				}
			}
			if ok != 30 {
				t.Errorf("%d of 80 sign-ups succeeded, want 30", ok)
			}
			expectError(t, last, 429, ErrOverRequestRateLimit)
		})
	}
}

// TestSharedLimitsAcrossProcesses: two services on one database (two pedbook processes
// behind a load balancer) share the sign-up, failed sign-in and email limits instead of
// each allowing them in full (issue 20 #12).
func TestSharedLimitsAcrossProcesses(t *testing.T) {
	e := newEnv(t, func(c *Config) {
		c.SignupLimit = ratelimit.Limit{Events: 10, Period: 5 * time.Minute}
		c.SigninFailureLimit = ratelimit.Limit{Events: 4, Period: 5 * time.Minute}
		c.EmailSentLimit = ratelimit.Limit{Events: 3, Period: time.Hour}
		c.EmailMaxFrequency = 0
	})
	second, err := New(e.api.cfg, e.api.Deps)
	if err != nil {
		t.Fatal(err)
	}
	handlers := []http.Handler{e.h, second.Handler()}
	call := func(i int, path string, body map[string]any) response {
		buf, _ := json.Marshal(body)
		hr := httptest.NewRequest("POST", path, bytes.NewReader(buf))
		hr.Header.Set("Content-Type", "application/json")
		hr.Header.Set("X-Supabase-Api-Version", "2024-01-01")
		hr.RemoteAddr = "203.0.113.20:1000"
		rec := httptest.NewRecorder()
		handlers[i%2].ServeHTTP(rec, hr)
		e.api.Wait()
		second.Wait()
		return response{Status: rec.Code, Header: rec.Header(), Body: rec.Body.Bytes()}
	}
	count := func(n int, path string, body func(i int) map[string]any, want int) {
		t.Helper()
		ok := 0
		for i := range n {
			if r := call(i, path, body(i)); r.Status == 200 {
				ok++
			}
		}
		if ok != want {
			t.Errorf("%s: %d of %d answered 200 across two services, want %d", path, ok, n, want)
		}
	}
	var users []string
	count(16, "/signup", func(int) map[string]any {
		u := uniqueEmail("shared")
		users = append(users, u)
		return map[string]any{"email": u, "password": "Segredo-123"}
	}, 10)
	// Failed sign-ins for one address from one IP: 4 wrong, then even the right one is refused.
	for i := range 4 {
		expectError(t, call(i, "/token?grant_type=password", map[string]any{"email": users[0], "password": "errada"}), 400, ErrInvalidCredentials)
	}
	expectError(t, call(0, "/token?grant_type=password", map[string]any{"email": users[0], "password": "Segredo-123"}), 429, ErrOverRequestRateLimit)
	expectError(t, call(1, "/token?grant_type=password", map[string]any{"email": users[0], "password": "Segredo-123"}), 429, ErrOverRequestRateLimit)
	// The email budget: 3 recovery emails in all.
	count(6, "/recover", func(i int) map[string]any { return map[string]any{"email": users[1+i]} }, 3)
}

// Sign-ups are limited by GOTRUE_RATE_LIMIT_SIGNUPS alone: they do not spend the OTP bucket
// (in GoTrue that limits /otp), so a small OTP burst does not stop the 6th sign-up, while the
// sign-up limit still stops the next one.
func TestSignupsDoNotSpendTheOTPBucket(t *testing.T) {
	e := newEnv(t, func(cfg *Config) {
		cfg.OTPLimit = ratelimit.Limit{Events: 2, Period: 5 * time.Minute, Burst: 2}
		cfg.SignupLimit = ratelimit.Limit{Events: 6, Period: 5 * time.Minute}
	})
	for i := range 6 {
		r := e.do(req{method: "POST", path: "/signup", remote: "198.51.100.7:1000",
			body: map[string]any{"email": uniqueEmail("otp-bucket"), "password": "Segredo-123"}})
		if r.Status != 200 {
			t.Fatalf("sign-up %d: %d %s", i+1, r.Status, r.Body)
		}
	}
	r := e.do(req{method: "POST", path: "/signup", remote: "198.51.100.7:1000",
		body: map[string]any{"email": uniqueEmail("otp-bucket"), "password": "Segredo-123"}})
	expectError(t, r, 429, ErrOverRequestRateLimit)
}

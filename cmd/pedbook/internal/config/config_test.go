package config

import (
	"strings"
	"testing"
	"time"

	"github.com/pedbook/pedbook/cmd/pedbook/internal/keys"
)

// TestDeriveAPIKeys (issue 38 §4): unset API keys are derived from the JWT secret as
// `pedbook keys` signs them; a key that the gateway would refuse (a placeholder, another
// secret's, another role's) refuses the start instead of serving an app whose every REST
// call fails.
func TestDeriveAPIKeys(t *testing.T) {
	const secret = "derive-secret-with-at-least-32-characters"
	now := time.Now()
	good, err := keys.APIKey(secret, "anon", now)
	if err != nil {
		t.Fatal(err)
	}
	other, _ := keys.APIKey("another-secret-with-at-least-32-characters", "anon", now)
	service, _ := keys.APIKey(secret, "service_role", now)
	tests := []struct {
		name          string
		cfg           Config
		derived       bool
		err           string
		keepAnon      string
		keepService   string
		wantAnonValid bool
	}{
		{name: "both unset: derived", cfg: Config{JWTSecret: secret}, derived: true, wantAnonValid: true},
		{name: "anon set and valid: kept", cfg: Config{JWTSecret: secret, AnonKey: good}, derived: true, keepAnon: good, wantAnonValid: true},
		{name: "both set and valid: nothing derived", cfg: Config{JWTSecret: secret, AnonKey: good, ServiceRoleKey: service}, keepAnon: good, keepService: service, wantAnonValid: true},
		{name: "placeholder refused", cfg: Config{JWTSecret: secret, AnonKey: "generate-with-pedbook-keys"}, err: "ANON_KEY"},
		{name: "other secret's key refused", cfg: Config{JWTSecret: secret, AnonKey: other}, err: "ANON_KEY"},
		{name: "anon key as service key refused", cfg: Config{JWTSecret: secret, ServiceRoleKey: good}, err: "SERVICE_ROLE_KEY"},
		{name: "opaque publishable key kept", cfg: Config{JWTSecret: secret, AnonKey: "sb_publishable_abc"}, derived: true, keepAnon: "sb_publishable_abc"},
		{name: "no secret: nothing to derive", cfg: Config{JWTKeys: `[]`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := tt.cfg
			derived, err := c.DeriveAPIKeys(now)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("error %v, want one naming %s", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if derived != tt.derived {
				t.Errorf("derived %v, want %v", derived, tt.derived)
			}
			if tt.keepAnon != "" && c.AnonKey != tt.keepAnon {
				t.Errorf("ANON_KEY replaced")
			}
			if tt.keepService != "" && c.ServiceRoleKey != tt.keepService {
				t.Errorf("SERVICE_ROLE_KEY replaced")
			}
			if tt.wantAnonValid && (!keys.Valid(c.AnonKey, secret, "anon") || !keys.Valid(c.ServiceRoleKey, secret, "service_role")) {
				t.Errorf("keys not valid for the secret: %q %q", c.AnonKey, c.ServiceRoleKey)
			}
		})
	}
}

// TestOneSetting: a setting read under several names takes whichever is set; two set to
// different values are refused, naming both.
func TestOneSetting(t *testing.T) {
	tests := []struct {
		env  map[string]string
		want string
		err  string
	}{
		{map[string]string{}, "", ""},
		{map[string]string{"B": "x"}, "x", ""},
		{map[string]string{"A": "x", "C": "x"}, "x", ""},
		{map[string]string{"A": "", "B": "y"}, "y", ""},
		{map[string]string{"A": "x", "B": "y"}, "", "A and B"},
		{map[string]string{"B": "x", "C": "y"}, "", "B and C"},
	}
	for _, tt := range tests {
		got, err := oneSetting(func(n string) (string, bool) { v, ok := tt.env[n]; return v, ok }, "A", "B", "C")
		if tt.err != "" {
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("%v: error %v, want %q", tt.env, err, tt.err)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("%v: %q %v, want %q", tt.env, got, err, tt.want)
		}
	}
}

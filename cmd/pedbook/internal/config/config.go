// Package config reads the pedbook binary's settings from the environment, using
// PostgREST's (PGRST_*) and GoTrue's (GOTRUE_*) names where an equivalent exists.
package config

import (
	"fmt"
	"net/url"
	"os"
	"strings"
	"time"

	"github.com/caarlos0/env/v11"
	"github.com/pedbook/pedbook/auth/pkg/claims"
	"github.com/pedbook/pedbook/cmd/pedbook/internal/keys"
)

// Config is what `pedbook serve|migrate|seed` needs. Component-specific settings (REST
// gateway limits, auth service options) are read by the components themselves.
type Config struct {
	// DatabaseURL is a URL of a role that owns the schema (migrations, seeds, start-up).
	DatabaseURL string `env:"DATABASE_URL"`
	// RESTDatabaseURL is the REST gateway's pool; it must log in as authenticator. Default:
	// DatabaseURL with the user replaced by authenticator (and AUTHENTICATOR_PASSWORD).
	RESTDatabaseURL string `env:"PGRST_DB_URI"`
	// AuthDatabaseURL is the auth service's pool (role supabase_auth_admin). Default:
	// DatabaseURL with the user replaced by supabase_auth_admin (and AUTH_ADMIN_PASSWORD).
	AuthDatabaseURL       string `env:"GOTRUE_DB_DATABASE_URL"`
	AuthenticatorPassword string `env:"AUTHENTICATOR_PASSWORD"`
	// ReadDatabaseURL (optional) is a read replica: the REST gateway's read-only
	// transactions (GET/HEAD, non-volatile RPC) go there while it answers, with the user
	// replaced by authenticator (and AUTHENTICATOR_PASSWORD) as for the derived PGRST_DB_URI.
	ReadDatabaseURL   string `env:"PEDBOOK_DB_READ_URL"`
	AuthAdminPassword string `env:"AUTH_ADMIN_PASSWORD"`

	// JWTSecret signs (auth service) and verifies (REST gateway, auth service) HS256 tokens.
	// It is read once, here, from JWT_SECRET, GOTRUE_JWT_SECRET or PGRST_JWT_SECRET (any of
	// them; when several are set they must be equal) and handed to both components.
	JWTSecret string `env:"-"`
	// JWTKeys is GOTRUE_JWT_KEYS: JWKs (a JSON array or {"keys": […]}) the auth service signs
	// with and both components verify with; read once, here, and handed to both.
	JWTKeys string `env:"GOTRUE_JWT_KEYS"`

	// Listen is the HTTP address (default 127.0.0.1:54321).
	Listen string `env:"PEDBOOK_LISTEN" envDefault:"127.0.0.1:54321"`
	// PublicURL is where clients reach this server (API_EXTERNAL_URL's base).
	PublicURL string `env:"API_URL" envDefault:"http://127.0.0.1:54321"`
	// WebDir holds the built web app served at / (empty: no app).
	WebDir string `env:"PEDBOOK_WEB_DIR"`
	// SuperAdminEmails is the fixed list of super admin emails (comma separated).
	SuperAdminEmails []string `env:"SUPER_ADMIN_EMAILS" envSeparator:","`
	// AnonKey is handed to the web app through /app-config.json. ServiceRoleKey is the
	// service_role API key. When unset, `serve` derives both from the JWT secret as
	// `pedbook keys` does (DeriveAPIKeys).
	AnonKey        string `env:"ANON_KEY"`
	ServiceRoleKey string `env:"SERVICE_ROLE_KEY"`
	// PprofListen, when set (e.g. 127.0.0.1:6060), serves net/http/pprof on that separate
	// address for profiling under load; off by default, never on the public listener.
	PprofListen string `env:"PEDBOOK_PPROF_LISTEN"`
	// MetricsListen, when set (e.g. 127.0.0.1:9187), serves Prometheus /metrics on that
	// separate address. MetricsToken, when set, also serves /metrics on the public listener
	// to requests bearing it (Authorization: Bearer …). With neither, /metrics is not served:
	// it never answers anonymous callers on the public API port.
	MetricsListen string `env:"PEDBOOK_METRICS_LISTEN"`
	MetricsToken  string `env:"PEDBOOK_METRICS_TOKEN"`
	// DrainDelay is how long `serve` keeps serving after SIGTERM with /health already
	// answering 503, so load balancers stop sending new requests before the listener closes;
	// in-flight requests then get up to 10 s to finish. SIGINT (Ctrl-C) skips the delay.
	DrainDelay time.Duration `env:"PEDBOOK_DRAIN_DELAY" envDefault:"5s"`
	// Instances is how many `pedbook serve` processes share the database (behind a load
	// balancer). At start-up each instance checks that its pools times this number fit every
	// PostgreSQL server's max_connections minus the reserved connections, and logs an error
	// when they do not (README "Scale-out").
	Instances int `env:"PEDBOOK_INSTANCES" envDefault:"1"`
	// LogFormat is text or json.
	LogFormat string `env:"PEDBOOK_LOG_FORMAT" envDefault:"text"`
	LogLevel  string `env:"PEDBOOK_LOG_LEVEL" envDefault:"info"`
}

// Load reads the environment.
func Load() (Config, error) {
	var c Config
	if err := env.Parse(&c); err != nil {
		return c, fmt.Errorf("read configuration: %w", err)
	}
	secret, err := oneSetting(os.LookupEnv, JWTSecretNames...)
	if err != nil {
		return c, err
	}
	c.JWTSecret = secret
	if _, err := claims.ParseJWKs(c.JWTKeys); err != nil {
		return c, fmt.Errorf("GOTRUE_JWT_KEYS: %w", err)
	}
	if c.Instances < 1 {
		return c, fmt.Errorf("PEDBOOK_INSTANCES must be 1 or more, not %d", c.Instances)
	}
	for i, e := range c.SuperAdminEmails {
		c.SuperAdminEmails[i] = strings.ToLower(strings.TrimSpace(e))
	}
	return c, nil
}

// RequireDatabase checks that a database URL is set.
func (c Config) RequireDatabase() error {
	if c.DatabaseURL == "" {
		return fmt.Errorf("DATABASE_URL is not set (scripts/run sets it for the local cluster)")
	}
	return nil
}

// RESTURL is the URL the REST gateway's pool connects with.
func (c Config) RESTURL() (string, error) {
	if c.RESTDatabaseURL != "" {
		return c.RESTDatabaseURL, nil
	}
	return withUser(c.DatabaseURL, "authenticator", c.AuthenticatorPassword)
}

// ReadURL is the REST gateway's read replica URL, or "" when none is configured.
func (c Config) ReadURL() (string, error) {
	if c.ReadDatabaseURL == "" {
		return "", nil
	}
	return withUser(c.ReadDatabaseURL, "authenticator", c.AuthenticatorPassword)
}

// AuthURL is the URL the auth service's pool connects with.
func (c Config) AuthURL() (string, error) {
	if c.AuthDatabaseURL != "" {
		return c.AuthDatabaseURL, nil
	}
	return withUser(c.DatabaseURL, "supabase_auth_admin", c.AuthAdminPassword)
}

func withUser(raw, user, password string) (string, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return "", fmt.Errorf("parse database URL: %w", err)
	}
	if password != "" {
		u.User = url.UserPassword(user, password)
	} else {
		u.User = url.User(user)
	}
	return u.String(), nil
}

// JWTSecretNames are the names the JWT secret goes by: PedBook's, GoTrue's and PostgREST's.
var JWTSecretNames = []string{"JWT_SECRET", "GOTRUE_JWT_SECRET", "PGRST_JWT_SECRET"}

// oneSetting reads a setting that goes by several names: the value of whichever is set (and
// not empty), or an error naming two of them when they disagree. A deployment that sets
// GoTrue's and PostgREST's names to different secrets would otherwise sign tokens with one
// and verify them with the other, and every signed-in request would fail.
func oneSetting(lookup func(string) (string, bool), names ...string) (string, error) {
	value, from := "", ""
	for _, n := range names {
		v, ok := lookup(n)
		if !ok || v == "" {
			continue
		}
		if from == "" {
			value, from = v, n
			continue
		}
		if v != value {
			return "", fmt.Errorf("%s and %s are both set but differ: they name one setting, so set one of them (or both to the same value)", from, n)
		}
	}
	return value, nil
}

// DeriveAPIKeys fills AnonKey and ServiceRoleKey, when unset, with keys signed with the JWT
// secret exactly as `pedbook keys` signs them, and refuses keys that were set but that the
// gateway would refuse (signed with another secret, for another role, expired, or a
// placeholder): with them every REST call of the web app would fail.
func (c *Config) DeriveAPIKeys(now time.Time) (derived bool, err error) {
	for _, k := range []struct {
		name, role string
		value      *string
	}{{"ANON_KEY", "anon", &c.AnonKey}, {"SERVICE_ROLE_KEY", "service_role", &c.ServiceRoleKey}} {
		if *k.value != "" {
			opaque := strings.HasPrefix(*k.value, "sb_publishable_") || strings.HasPrefix(*k.value, "sb_secret_")
			if c.JWTSecret != "" && c.JWTKeys == "" && !opaque && !keys.Valid(*k.value, c.JWTSecret, k.role) {
				return derived, fmt.Errorf("%s is not a key for role %s signed with the JWT secret (JWT_SECRET): unset it to have it derived from the secret, or print the right one with `pedbook keys`", k.name, k.role)
			}
			continue
		}
		if c.JWTSecret == "" {
			continue // asymmetric keys only: the auth service and the gateway say what is missing
		}
		v, err := keys.APIKey(c.JWTSecret, k.role, now)
		if err != nil {
			return derived, err
		}
		*k.value, derived = v, true
	}
	return derived, nil
}

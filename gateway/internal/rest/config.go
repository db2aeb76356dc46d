// Package rest is the REST gateway's http.Handler (mounted at /rest/v1): it wires the
// pipeline apirequest → plan → sqlgen → execute → response for every request, with JWT
// authentication, CORS as Supabase serves it, per-IP limits, gzip, Server-Timing, metrics,
// the OpenAPI document at / and the schema cache with its reload listener.
package rest

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/caarlos0/env/v11"
)

// Settings are read from the environment with PostgREST's names where they exist.
type Settings struct {
	Schemas         []string `env:"PGRST_DB_SCHEMAS" envSeparator:"," envDefault:"public"`
	ExtraSearchPath []string `env:"PGRST_DB_EXTRA_SEARCH_PATH" envSeparator:"," envDefault:"public,extensions"`
	AnonRole        string   `env:"PGRST_DB_ANON_ROLE" envDefault:"anon"`
	// MaxRows caps every level of every read (0: no cap). The default, 10000, is the largest
	// page the app asks for (unified_cids and growth curves in the offline download).
	MaxRows  int64 `env:"PGRST_DB_MAX_ROWS" envDefault:"10000"`
	PoolSize int32 `env:"PGRST_DB_POOL" envDefault:"10"`
	// PreparedStatements caches statements per connection (turn off behind PgBouncer in
	// transaction mode).
	PreparedStatements bool `env:"PGRST_DB_PREPARED_STATEMENTS" envDefault:"true"`
	// PlanCache keeps the parsed request, plan and SQL of repeated GET/HEAD requests (per
	// schema-cache load, at most 1,024), so a repeated read skips parse, plan and SQL writing.
	PlanCache   bool   `env:"PEDBOOK_REST_PLAN_CACHE" envDefault:"true"`
	PoolTimeout int    `env:"PGRST_DB_POOL_ACQUISITION_TIMEOUT" envDefault:"10"`
	TxEnd       string `env:"PGRST_DB_TX_END" envDefault:"commit-allow-override"`
	JWTAudience string `env:"PGRST_JWT_AUD"`
	// JWTRoleClaimKey is a dotted path (".role", ".app_metadata.role") to the role claim.
	JWTRoleClaimKey string `env:"PGRST_JWT_ROLE_CLAIM_KEY" envDefault:".role"`
	// PublishableKey and SecretKey are optional opaque project keys (sb_publishable_…,
	// sb_secret_…) accepted in apikey/Authorization for the anon and service_role roles.
	PublishableKey string `env:"SUPABASE_PUBLISHABLE_KEY"`
	SecretKey      string `env:"SUPABASE_SECRET_KEY"`
	// PreRequest is a function ("schema.name") called in every request's transaction after
	// the role and claims are set and before the statement (it may raise to refuse).
	PreRequest string `env:"PGRST_DB_PRE_REQUEST"`
	// PlanEnabled answers Accept: application/vnd.pgrst.plan… (EXPLAIN) for any role, as
	// PostgREST's db-plan-enabled; off by default as there.
	PlanEnabled bool `env:"PGRST_DB_PLAN_ENABLED" envDefault:"false"`
	// AggregatesEnabled allows count(), sum(), avg(), min(), max() in select (PostgREST's
	// db-aggregates-enabled; off by default: PGRST123).
	AggregatesEnabled bool   `env:"PGRST_DB_AGGREGATES_ENABLED" envDefault:"false"`
	ServerTiming      bool   `env:"PGRST_SERVER_TIMING_ENABLED" envDefault:"false"`
	OpenAPIMode       string `env:"PGRST_OPENAPI_MODE" envDefault:"ignore-privileges"`
	// RateLimit is requests per second per client IP (0 disables); RateBurst the bucket size.
	RateLimit float64 `env:"PEDBOOK_REST_RATE_LIMIT" envDefault:"0"`
	RateBurst int     `env:"PEDBOOK_REST_RATE_BURST" envDefault:"100"`
	// MaxBody bounds request bodies (bytes).
	MaxBody int64 `env:"PEDBOOK_REST_MAX_BODY" envDefault:"10485760"`
	// MaxQueryBytes, MaxEmbeds and MaxSelectItems bound every request before any SQL is
	// written (0: no limit): the query string's length, the embedded resources of the select
	// tree (all levels), and its items. The app embeds at most one resource per request.
	MaxQueryBytes  int `env:"PEDBOOK_REST_MAX_QUERY_BYTES" envDefault:"131072"`
	MaxEmbeds      int `env:"PEDBOOK_REST_MAX_EMBEDS" envDefault:"20"`
	MaxSelectItems int `env:"PEDBOOK_REST_MAX_SELECT_ITEMS" envDefault:"300"`
	// AnonWriteRate bounds anonymous writes (anything run in a read-write transaction:
	// inserts, updates, deletes, volatile RPCs) per client IP and second (0 disables),
	// AnonWriteBurst their bucket; the app writes one analytics row per page view.
	AnonWriteRate  float64 `env:"PEDBOOK_REST_ANON_WRITE_RATE" envDefault:"1"`
	AnonWriteBurst int     `env:"PEDBOOK_REST_ANON_WRITE_BURST" envDefault:"30"`
	// TrustProxy makes X-Forwarded-For the client IP for rate limits, when the peer is one of
	// TrustedProxies (IPs or CIDRs): the right-most address not itself a trusted proxy.
	TrustProxy     bool     `env:"PEDBOOK_TRUST_PROXY" envDefault:"false"`
	TrustedProxies []string `env:"PEDBOOK_TRUSTED_PROXIES" envSeparator:"," envDefault:"127.0.0.0/8,::1/128"`
}

// LoadSettings reads Settings from the environment.
func LoadSettings() (Settings, error) {
	var s Settings
	if err := env.Parse(&s); err != nil {
		return s, fmt.Errorf("read REST settings: %w", err)
	}
	for i := range s.Schemas {
		s.Schemas[i] = strings.TrimSpace(s.Schemas[i])
	}
	for i := range s.ExtraSearchPath {
		s.ExtraSearchPath[i] = strings.TrimSpace(s.ExtraSearchPath[i])
	}
	if len(s.Schemas) == 0 || s.Schemas[0] == "" {
		return s, fmt.Errorf("PGRST_DB_SCHEMAS must name at least one schema")
	}
	if !strings.HasPrefix(s.JWTRoleClaimKey, ".") || strings.Contains(s.JWTRoleClaimKey, "..") || strings.ContainsAny(s.JWTRoleClaimKey, "[]?@\"") {
		return s, fmt.Errorf("PGRST_JWT_ROLE_CLAIM_KEY must be a dotted path such as .role or .app_metadata.role, not %q", s.JWTRoleClaimKey)
	}
	switch s.TxEnd {
	case "commit", "commit-allow-override", "rollback", "rollback-allow-override":
	default:
		return s, fmt.Errorf("PGRST_DB_TX_END must be commit, commit-allow-override, rollback or rollback-allow-override, not %q", s.TxEnd)
	}
	return s, nil
}

// DBConfigKeys are the in-database settings (`ALTER ROLE authenticator SET pgrst.<key> =
// …`) PedBook applies, as PostgREST does: they override the environment. Others are
// ignored (and logged once per reload).
var DBConfigKeys = []string{"db_aggregates_enabled", "db_plan_enabled", "db_max_rows", "db_tx_end", "openapi_mode"}

// withDBConfig returns s overridden by the in-database settings cfg; unknown keys and
// invalid values are returned as problems and leave the setting as it was.
func withDBConfig(s Settings, cfg map[string]string) (Settings, []string) {
	var problems []string
	boolean := func(k, v string, dst *bool) {
		switch strings.ToLower(strings.TrimSpace(v)) {
		case "true", "on", "yes", "1":
			*dst = true
		case "false", "off", "no", "0":
			*dst = false
		default:
			problems = append(problems, fmt.Sprintf("pgrst.%s: not a boolean: %q", k, v))
		}
	}
	for k, v := range cfg {
		switch k {
		case "db_aggregates_enabled":
			boolean(k, v, &s.AggregatesEnabled)
		case "db_plan_enabled":
			boolean(k, v, &s.PlanEnabled)
		case "db_max_rows":
			n, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64)
			if err != nil || n < 0 {
				problems = append(problems, fmt.Sprintf("pgrst.db_max_rows: not a count: %q", v))
				continue
			}
			s.MaxRows = n
		case "db_tx_end":
			switch v {
			case "commit", "commit-allow-override", "rollback", "rollback-allow-override":
				s.TxEnd = v
			default:
				problems = append(problems, fmt.Sprintf("pgrst.db_tx_end: %q is none of commit, commit-allow-override, rollback, rollback-allow-override", v))
			}
		case "openapi_mode":
			switch v {
			case "ignore-privileges", "disabled":
				s.OpenAPIMode = v
			default:
				problems = append(problems, fmt.Sprintf("pgrst.openapi_mode: %q is not supported", v))
			}
		default:
			problems = append(problems, fmt.Sprintf("pgrst.%s is not supported by PedBook (ignored)", k))
		}
	}
	return s, problems
}

package auth

import (
	"context"
	"fmt"
	"strings"

	"github.com/caarlos0/env/v11"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// PoolSettings configure the auth service's database pool.
type PoolSettings struct {
	// QueryExecMode (PedBook, GoTrue-style name) is pgx's query execution mode:
	// cache_statement (default: named prepared statements cached per connection, fastest on a
	// direct connection), cache_describe, describe_exec, exec or simple_protocol. Behind a
	// transaction-mode pooler that does not track prepared statements (PgBouncer < 1.21,
	// Supavisor in transaction mode) use exec: cache_statement there fails with 26000
	// "prepared statement … does not exist" / 42P05 "already exists", and describe_exec fails
	// now and then with 26000 "unnamed prepared statement does not exist" under concurrency
	// (it describes and executes in two round trips, which the pooler may send to two server
	// connections). exec sends each statement in one round trip; the store passes JSON as text
	// so that exec's untyped parameters work (the API tests run in that mode too).
	QueryExecMode string `env:"GOTRUE_DB_QUERY_EXEC_MODE" envDefault:"cache_statement"`
	// MaxPoolSize is GoTrue's DB_MAX_POOL_SIZE (0: pgx's default, the larger of 4 and the
	// number of CPUs).
	MaxPoolSize int32 `env:"GOTRUE_DB_MAX_POOL_SIZE" envDefault:"0"`
}

var execModes = map[string]pgx.QueryExecMode{
	"cache_statement": pgx.QueryExecModeCacheStatement,
	"cache_describe":  pgx.QueryExecModeCacheDescribe,
	"describe_exec":   pgx.QueryExecModeDescribeExec,
	"exec":            pgx.QueryExecModeExec,
	"simple_protocol": pgx.QueryExecModeSimpleProtocol,
}

// PoolSettingsFromEnv reads PoolSettings from the environment.
func PoolSettingsFromEnv() (PoolSettings, error) {
	var s PoolSettings
	if err := env.Parse(&s); err != nil {
		return s, fmt.Errorf("read auth pool settings: %w", err)
	}
	s.QueryExecMode = strings.ToLower(strings.TrimSpace(s.QueryExecMode))
	if _, ok := execModes[s.QueryExecMode]; !ok {
		return s, fmt.Errorf("GOTRUE_DB_QUERY_EXEC_MODE must be cache_statement, cache_describe, describe_exec, exec or simple_protocol, not %q", s.QueryExecMode)
	}
	if s.MaxPoolSize < 0 {
		return s, fmt.Errorf("GOTRUE_DB_MAX_POOL_SIZE must not be negative")
	}
	return s, nil
}

// NewPool opens the auth service's pool on dbURL with s applied. A
// default_query_exec_mode parameter in the URL wins over QueryExecMode.
func NewPool(ctx context.Context, dbURL string, s PoolSettings) (*pgxpool.Pool, error) {
	pc, err := pgxpool.ParseConfig(dbURL)
	if err != nil {
		return nil, fmt.Errorf("parse auth database URL: %w", err)
	}
	if !strings.Contains(dbURL, "default_query_exec_mode=") {
		mode, ok := execModes[s.QueryExecMode]
		if !ok {
			mode = pgx.QueryExecModeCacheStatement
		}
		pc.ConnConfig.DefaultQueryExecMode = mode
	}
	if s.MaxPoolSize > 0 {
		pc.MaxConns = s.MaxPoolSize
	}
	pool, err := pgxpool.NewWithConfig(ctx, pc)
	if err != nil {
		return nil, fmt.Errorf("open the auth pool: %w", err)
	}
	return pool, nil
}

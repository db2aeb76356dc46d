// Package store is the auth service's only door to PostgreSQL: the auth schema's rows as
// Go structs and every SQL statement as a named constant, run through pgx with values
// always passed as parameters.
package store

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
)

// DB is what the functions here run on: the pool or a transaction.
type DB interface {
	Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error)
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
}

// ErrNotFound is returned when a looked-up row does not exist.
var ErrNotFound = errors.New("not found")

// IsUniqueViolation reports whether err is a unique-constraint violation.
func IsUniqueViolation(err error) bool {
	var pg *pgconn.PgError
	return errors.As(err, &pg) && pg.Code == "23505"
}

// InTx runs fn in a transaction, committing when it returns nil. When fn returns an error
// wrapped with Commit, the transaction is committed anyway and the error returned (used for
// failures whose side effects must stick, such as revoking a refresh-token family).
func InTx(ctx context.Context, pool *pgxpool.Pool, fn func(tx pgx.Tx) error) error {
	tx, err := pool.Begin(ctx)
	if err != nil {
		return fmt.Errorf("begin: %w", err)
	}
	defer tx.Rollback(context.WithoutCancel(ctx)) //nolint:errcheck
	ferr := fn(tx)
	var ce *CommitError
	if ferr != nil && !errors.As(ferr, &ce) {
		return ferr
	}
	if err := tx.Commit(ctx); err != nil {
		return fmt.Errorf("commit: %w", err)
	}
	if ce != nil {
		return ce.Err
	}
	return nil
}

// CommitError marks an error whose transaction must still be committed.
type CommitError struct{ Err error }

func (e *CommitError) Error() string { return e.Err.Error() }
func (e *CommitError) Unwrap() error { return e.Err }

// jsonText passes an encoded JSON document as text, or NULL for nil. pgx's exec mode (the
// one-round-trip mode for transaction poolers) infers no parameter types and sends a []byte
// as bytea, whose text form a json/jsonb column refuses (22P02); text it accepts in every mode.
func jsonText(b []byte) any {
	if b == nil {
		return nil
	}
	return string(b)
}

func notFound(err error) error {
	if errors.Is(err, pgx.ErrNoRows) {
		return ErrNotFound
	}
	return err
}

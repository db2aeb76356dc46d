package execute

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
)

// ReplicaRetry is how long a replica that failed a read is skipped: reads go to the
// primary meanwhile, then the next read tries the replica again.
const ReplicaRetry = 5 * time.Second

// Replica is a read replica (PEDBOOK_DB_READ_URL): a streaming standby serving the
// read-only transactions. Replicas are asynchronous, so a read may not yet see a write
// committed a millisecond earlier on the primary; writes return their rows
// (return=representation) for the app's read-after-write paths.
type Replica struct {
	Pool *pgxpool.Pool
	Log  *slog.Logger
	// downUntil is the UnixNano before which the replica is skipped (0: up).
	downUntil atomic.Int64
	// now is time.Now (tests may replace it).
	now func() time.Time
}

func (r *Replica) clock() time.Time {
	if r.now != nil {
		return r.now()
	}
	return time.Now()
}

// up reports whether reads should try the replica.
func (r *Replica) up() bool {
	d := r.downUntil.Load()
	return d == 0 || r.clock().UnixNano() >= d
}

// markDown skips the replica for ReplicaRetry after it failed a read with err.
func (r *Replica) markDown(err error) {
	prev := r.downUntil.Swap(r.clock().Add(ReplicaRetry).UnixNano())
	if prev == 0 || r.clock().UnixNano() >= prev {
		if r.Log != nil {
			r.Log.Warn("read replica failed; reads go to the primary", slog.String("error", err.Error()), slog.Duration("retry_in", ReplicaRetry))
		}
	}
}

// behindError marks a replica's answer that may come from replaying behind the primary: an
// object the schema cache (loaded from the primary) knows is not there yet. The read is run
// again on the primary; the replica stays in use.
type behindError struct{ error }

func (b behindError) Unwrap() error { return b.error }

// readRetry returns non-nil when a read that failed with err on the replica should run again
// on the primary: a server fault (serverFault) or a behindError for 42P01 undefined table,
// 42703 undefined column, 42883 undefined function (the plan stage already checked these
// against the schema cache, so on the replica they mean DDL it has not replayed yet).
func readRetry(ctx context.Context, err error) error {
	if f := serverFault(ctx, err); f != nil {
		return f
	}
	var pe *pgconn.PgError
	if ctx.Err() == nil && errors.As(err, &pe) && (pe.Code == "42P01" || pe.Code == "42703" || pe.Code == "42883") {
		return behindError{err}
	}
	return nil
}

// Down reports whether the replica is currently skipped.
func (r *Replica) Down() bool { return !r.up() }

// serverFault returns err when it says the server or the connection failed rather than the
// statement: no SQLSTATE at all (refused, reset, closed, timed out), class 08 (connection
// exception), class 57 but 57014 (shutdown, cannot connect now; a statement timeout is the
// statement's) or 40001 raised by a standby's
// recovery conflict. A cancelled request is no fault of the server.
func serverFault(ctx context.Context, err error) error {
	if err == nil || ctx.Err() != nil {
		return nil
	}
	var pe *pgconn.PgError
	if !errors.As(err, &pe) {
		return err
	}
	if strings.HasPrefix(pe.Code, "08") || (strings.HasPrefix(pe.Code, "57") && pe.Code != "57014") ||
		(pe.Code == "40001" && strings.Contains(pe.Message, "conflict with recovery")) {
		return err
	}
	return nil
}

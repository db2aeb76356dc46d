package execute

import (
	"log/slog"
	"sync/atomic"
	"time"

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

// Down reports whether the replica is currently skipped.
func (r *Replica) Down() bool { return !r.up() }

package schemacache

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"
)

// Channel is the NOTIFY channel PostgREST listens on.
const Channel = "pgrst"

// Holder owns the current snapshot and replaces it on reload; readers never block.
type Holder struct {
	q       Querier
	schemas []string
	log     *slog.Logger
	cur     atomic.Pointer[Snapshot]
	mu      sync.Mutex // one reload at a time
	loads   atomic.Int64
	// awaited is the payload a running SelfCheck waits for; heard signals its arrival.
	awaited atomic.Pointer[string]
	heard   chan struct{}
}

// NewHolder loads the first snapshot.
func NewHolder(ctx context.Context, q Querier, schemas []string, log *slog.Logger) (*Holder, error) {
	h := &Holder{q: q, schemas: schemas, log: log, heard: make(chan struct{}, 1)}
	if err := h.Reload(ctx); err != nil {
		return nil, err
	}
	return h, nil
}

// Get returns the current snapshot.
func (h *Holder) Get() *Snapshot { return h.cur.Load() }

// Loads counts successful loads (for tests and metrics).
func (h *Holder) Loads() int64 { return h.loads.Load() }

// Reload builds a new snapshot and swaps it in; on failure the old one stays.
func (h *Holder) Reload(ctx context.Context) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	start := time.Now()
	s, err := Load(ctx, h.q, h.schemas)
	if err != nil {
		return fmt.Errorf("load schema cache: %w", err)
	}
	h.cur.Store(s)
	h.loads.Add(1)
	h.log.Info("schema cache loaded", slog.Int("relations", len(s.Tables)), slog.Int("functions", len(s.Functions)),
		slog.Duration("took", time.Since(start)))
	return nil
}

// Listen keeps a dedicated connection (url: the owner's URL) listening on the pgrst channel
// and reloads on 'reload schema', 'reload config' (the snapshot carries the in-database
// configuration) or an empty payload, debouncing bursts (a migration emits
// one notification per DDL statement). It reconnects with backoff and reloads after each
// reconnect, since notifications sent while disconnected are lost. ready (may be nil) is
// called once, when the first LISTEN is in place. It returns when ctx ends.
func (h *Holder) Listen(ctx context.Context, url string, ready func()) {
	backoff := time.Second
	for ctx.Err() == nil {
		err := h.listenOnce(ctx, url, ready)
		ready = nil
		if ctx.Err() != nil {
			return
		}
		h.log.Warn("schema cache listener disconnected; retrying", slog.String("error", err.Error()), slog.Duration("in", backoff))
		select {
		case <-ctx.Done():
			return
		case <-time.After(backoff):
		}
		backoff = min(backoff*2, 30*time.Second)
		if err := h.Reload(ctx); err != nil {
			h.log.Error("schema cache reload failed", slog.String("error", err.Error()))
		}
	}
}

func (h *Holder) listenOnce(ctx context.Context, url string, ready func()) error {
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		return fmt.Errorf("connect: %w", err)
	}
	defer conn.Close(context.WithoutCancel(ctx))
	if _, err := conn.Exec(ctx, "listen "+pgx.Identifier{Channel}.Sanitize()); err != nil {
		return fmt.Errorf("listen: %w", err)
	}
	if ready != nil {
		// Catch DDL that landed between the first load and this LISTEN.
		if err := h.Reload(ctx); err != nil {
			h.log.Error("schema cache reload failed", slog.String("error", err.Error()))
		}
		ready()
	}
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return fmt.Errorf("wait for notification: %w", err)
		}
		if strings.HasPrefix(n.Payload, selfCheckPrefix) {
			h.hear(n.Payload)
			continue
		}
		if n.Payload != "" && n.Payload != "reload schema" && n.Payload != "reload config" {
			continue
		}
		// Debounce: swallow notifications arriving within 100 ms of each other.
		for {
			wctx, cancel := context.WithTimeout(ctx, 100*time.Millisecond)
			m, err := conn.WaitForNotification(wctx)
			cancel()
			if err != nil {
				if ctx.Err() != nil {
					return ctx.Err()
				}
				break
			}
			if strings.HasPrefix(m.Payload, selfCheckPrefix) {
				h.hear(m.Payload)
			}
		}
		if err := h.Reload(ctx); err != nil {
			h.log.Error("schema cache reload failed", slog.String("error", err.Error()))
		}
	}
}

// selfCheckPrefix starts the payload of a listener's own test notification; listeners
// ignore payloads they do not know (PostgREST too), so other instances skip it.
const selfCheckPrefix = "pedbook self-check "

// SelfCheck sends a notification on the channel through a new connection to url (the
// listener's own URL) and waits up to timeout for the listener to receive it. A listener
// behind a transaction pooler (PgBouncer, Supavisor) LISTENs without error and never hears
// anything: this is how that shows up, in the log at start-up rather than as stale schema.
func (h *Holder) SelfCheck(ctx context.Context, url string, timeout time.Duration) error {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		return fmt.Errorf("self-check nonce: %w", err)
	}
	payload := selfCheckPrefix + hex.EncodeToString(b[:])
	h.awaited.Store(&payload)
	defer h.awaited.Store(nil)
	cctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	conn, err := pgx.Connect(cctx, url)
	if err != nil {
		return fmt.Errorf("connect to send the self-check notification: %w", err)
	}
	_, err = conn.Exec(cctx, "select pg_catalog.pg_notify($1, $2)", Channel, payload)
	conn.Close(context.WithoutCancel(ctx))
	if err != nil {
		return fmt.Errorf("send the self-check notification: %w", err)
	}
	select {
	case <-h.heard:
		return nil
	case <-cctx.Done():
		if ctx.Err() != nil {
			return ctx.Err()
		}
		return errors.New("the schema listener did not receive its own NOTIFY within " + timeout.String() +
			": its connection (DATABASE_URL) must reach PostgreSQL directly, not through a transaction pooler, or schema changes will not reach this instance")
	}
}

// hear tells a waiting SelfCheck that its payload arrived (other instances' are ignored).
func (h *Holder) hear(payload string) {
	if p := h.awaited.Load(); p != nil && *p == payload {
		select {
		case h.heard <- struct{}{}:
		default:
		}
	}
}

package api

import (
	"context"
	"sync"
	"time"

	"github.com/pedbook/pedbook/auth/internal/store"
	"github.com/pedbook/pedbook/internal/ratelimit"
)

// Shared limits are counted in PostgreSQL (auth.rate_limits) in fixed windows, so they hold
// across every pedbook process behind a load balancer: failed password sign-ins per (IP,
// address) and per IP, sign-ups per IP, and the installation's email budget. The per-IP
// request limits (ratelimit.Keyed) stay in memory: they are flood control whose bound
// grows with the number of processes, which is acceptable; these are the ones an attacker
// would multiply to guess passwords, create accounts or send mail.
const (
	limitSigninFailures   = "signin_failures"    // per ip|address
	limitSigninFailuresIP = "signin_failures_ip" // per ip
	limitSignups          = "signups"            // per ip
	limitEmailsSent       = "emails_sent"        // one key
)

// sweepEvery is how often a process deletes elapsed counters; sweepAge is how old they
// must be (longer than every window in use).
const (
	sweepEvery = 5 * time.Minute
	sweepAge   = 25 * time.Hour
)

type sweeper struct {
	mu   sync.Mutex
	last time.Time
}

func sharedKey(name, subject string) string { return name + ":" + subject }

// sharedOver reports whether subject has already used up l in the current window.
func (a *API) sharedOver(ctx context.Context, name string, l ratelimit.Limit, subject string) (bool, error) {
	if l.Events <= 0 || l.Period <= 0 {
		return false, nil
	}
	n, err := store.RateHits(ctx, a.Pool, sharedKey(name, subject), a.now(), l.Period)
	if err != nil {
		return false, internalErr(err)
	}
	return float64(n) >= l.Events, nil
}

// sharedHit counts one event of subject against l.
func (a *API) sharedHit(ctx context.Context, name string, l ratelimit.Limit, subject string) (int, error) {
	if l.Events <= 0 || l.Period <= 0 {
		return 0, nil
	}
	a.sweep(ctx)
	n, err := store.RateHit(ctx, a.Pool, sharedKey(name, subject), a.now(), l.Period)
	if err != nil {
		return 0, internalErr(err)
	}
	return n, nil
}

// sharedTake counts one event and reports whether it is within l.
func (a *API) sharedTake(ctx context.Context, name string, l ratelimit.Limit, subject string) (bool, error) {
	n, err := a.sharedHit(ctx, name, l, subject)
	if err != nil {
		return false, err
	}
	return l.Events <= 0 || l.Period <= 0 || float64(n) <= l.Events, nil
}

// sweep deletes elapsed counters, at most once per sweepEvery per process.
func (a *API) sweep(ctx context.Context) {
	now := a.now()
	a.sweeper.mu.Lock()
	due := now.Sub(a.sweeper.last) >= sweepEvery
	if due {
		a.sweeper.last = now
	}
	a.sweeper.mu.Unlock()
	if due {
		if err := store.RateSweep(ctx, a.Pool, now.Add(-sweepAge)); err != nil {
			a.Log.Warn("rate-limit sweep failed", "error", err.Error())
		}
	}
}

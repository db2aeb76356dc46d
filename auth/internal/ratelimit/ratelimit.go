// Package ratelimit is a keyed token-bucket limiter (per IP, per address) whose idle keys
// are forgotten, built on golang.org/x/time/rate and driven by an injectable clock.
package ratelimit

import (
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// Limit is N events per Period with a burst.
type Limit struct {
	Events float64
	Period time.Duration
	Burst  int
}

// Keyed holds one bucket per key.
type Keyed struct {
	limit   Limit
	mu      sync.Mutex
	buckets map[string]*entry
	lastGC  time.Time
}

type entry struct {
	l    *rate.Limiter
	seen time.Time
}

// New returns a keyed limiter. A zero Events disables it (everything allowed).
func New(l Limit) *Keyed {
	return &Keyed{limit: l, buckets: map[string]*entry{}}
}

// Allow takes one token from key's bucket at now.
func (k *Keyed) Allow(key string, now time.Time) bool {
	if k == nil || k.limit.Events <= 0 || k.limit.Period <= 0 {
		return true
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	if now.Sub(k.lastGC) > time.Minute {
		k.gc(now)
	}
	e, ok := k.buckets[key]
	if !ok {
		burst := k.limit.Burst
		if burst <= 0 {
			burst = int(k.limit.Events)
			if burst < 1 {
				burst = 1
			}
		}
		e = &entry{l: rate.NewLimiter(rate.Limit(k.limit.Events/k.limit.Period.Seconds()), burst)}
		e.l.SetBurstAt(now, burst)
		k.buckets[key] = e
	}
	e.seen = now
	return e.l.AllowN(now, 1)
}

// gc forgets keys idle long enough for their bucket to have refilled.
func (k *Keyed) gc(now time.Time) {
	k.lastGC = now
	idle := k.limit.Period
	if idle < time.Minute {
		idle = time.Minute
	}
	for key, e := range k.buckets {
		if now.Sub(e.seen) > idle {
			delete(k.buckets, key)
		}
	}
}

// Package ratelimit is the one keyed token-bucket limiter of PedBook (per client IP, per
// email address …), shared by the REST gateway and the auth service. It is built on
// golang.org/x/time/rate, driven by the caller's clock, and forgets idle keys so memory stays
// bounded under many distinct clients. Limits that must hold across processes live in
// PostgreSQL instead (auth's shared limits).
package ratelimit

import (
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// Limit is Events per Period with a burst (0: a burst of Events, at least 1).
type Limit struct {
	Events float64
	Period time.Duration
	Burst  int
}

// PerSecond is perSecond events a second with the given burst.
func PerSecond(perSecond float64, burst int) Limit {
	return Limit{Events: perSecond, Period: time.Second, Burst: burst}
}

// Disabled reports whether the limit lets everything through (no events or no period).
func (l Limit) Disabled() bool { return l.Events <= 0 || l.Period <= 0 }

func (l Limit) burst() int {
	b := l.Burst
	if b <= 0 {
		b = int(l.Events)
	}
	return max(b, 1)
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

// New returns a keyed limiter. A disabled limit allows everything.
func New(l Limit) *Keyed {
	return &Keyed{limit: l, buckets: map[string]*entry{}}
}

// Allow takes one token from key's bucket at now.
func (k *Keyed) Allow(key string, now time.Time) bool {
	ok, _ := k.Take(key, now)
	return ok
}

// Take takes one token from key's bucket at now; when there is none it takes nothing and
// says how long until one is there (for Retry-After).
func (k *Keyed) Take(key string, now time.Time) (bool, time.Duration) {
	if k == nil || k.limit.Disabled() {
		return true, 0
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	if now.Sub(k.lastGC) > time.Minute {
		k.gc(now)
	}
	e, ok := k.buckets[key]
	if !ok {
		b := k.limit.burst()
		e = &entry{l: rate.NewLimiter(rate.Limit(k.limit.Events/k.limit.Period.Seconds()), b)}
		e.l.SetBurstAt(now, b)
		k.buckets[key] = e
	}
	e.seen = now
	r := e.l.ReserveN(now, 1)
	if !r.OK() {
		return false, k.limit.Period
	}
	if d := r.DelayFrom(now); d > 0 {
		r.CancelAt(now)
		return false, d
	}
	return true, 0
}

// idle is how long a key must be unused before its bucket is full again, so forgetting it
// changes nothing: the refill time of a whole burst, and at least the period or a minute.
func (k *Keyed) idle() time.Duration {
	refill := time.Duration(float64(k.limit.burst()) / k.limit.Events * float64(k.limit.Period))
	return max(refill, k.limit.Period, time.Minute)
}

// gc forgets keys idle long enough for their bucket to have refilled.
func (k *Keyed) gc(now time.Time) {
	k.lastGC = now
	idle := k.idle()
	for key, e := range k.buckets {
		if now.Sub(e.seen) > idle {
			delete(k.buckets, key)
		}
	}
}

// Len is the number of keys remembered (for tests and metrics).
func (k *Keyed) Len() int {
	k.mu.Lock()
	defer k.mu.Unlock()
	return len(k.buckets)
}

// Package ratelimit is a keyed token-bucket limiter (one bucket per client IP) whose idle
// buckets expire, so memory stays bounded under many distinct clients.
package ratelimit

import (
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// Limiter limits events per key.
type Limiter struct {
	mu      sync.Mutex
	perSec  rate.Limit
	burst   int
	buckets map[string]*entry
	ttl     time.Duration
	lastGC  time.Time
	now     func() time.Time
}

type entry struct {
	l    *rate.Limiter
	seen time.Time
}

// New allows perSecond events per key with the given burst.
func New(perSecond float64, burst int) *Limiter {
	if burst < 1 {
		burst = 1
	}
	return &Limiter{perSec: rate.Limit(perSecond), burst: burst, buckets: map[string]*entry{}, ttl: 10 * time.Minute, now: time.Now}
}

// Allow reports whether one more event for key is allowed now, and if not, how long to wait.
func (l *Limiter) Allow(key string) (bool, time.Duration) {
	now := l.now()
	l.mu.Lock()
	defer l.mu.Unlock()
	if now.Sub(l.lastGC) > l.ttl {
		for k, e := range l.buckets {
			if now.Sub(e.seen) > l.ttl {
				delete(l.buckets, k)
			}
		}
		l.lastGC = now
	}
	e, ok := l.buckets[key]
	if !ok {
		e = &entry{l: rate.NewLimiter(l.perSec, l.burst)}
		l.buckets[key] = e
	}
	e.seen = now
	r := e.l.ReserveN(now, 1)
	if d := r.DelayFrom(now); d > 0 {
		r.CancelAt(now)
		return false, d
	}
	return true, 0
}

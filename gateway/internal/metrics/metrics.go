// Package metrics counts REST requests by method, route kind and status, records a latency
// histogram and reports pool statistics, in the Prometheus text exposition format.
package metrics

import (
	"fmt"
	"io"
	"net/http"
	"runtime"
	"sort"
	"strconv"
	"sync"
	"time"
)

var buckets = []float64{0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10}

type key struct{ method, route, status string }

// PoolStats is what the pool reports.
type PoolStats struct{ Total, Idle, Acquired, Max int32 }

// Registry holds the counters.
type Registry struct {
	mu       sync.Mutex
	requests map[key]uint64
	hist     []uint64 // per bucket, cumulative filled at render
	count    uint64
	sum      float64
	reloads  func() int64
	pool     func() PoolStats
}

// New makes a registry; pool and reloads may be nil.
func New(pool func() PoolStats, reloads func() int64) *Registry {
	return &Registry{requests: map[key]uint64{}, hist: make([]uint64, len(buckets)), pool: pool, reloads: reloads}
}

// Observe records one request.
func (r *Registry) Observe(method, route string, status int, d time.Duration) {
	s := d.Seconds()
	r.mu.Lock()
	defer r.mu.Unlock()
	r.requests[key{method, route, strconv.Itoa(status)}]++
	r.count++
	r.sum += s
	for i, b := range buckets {
		if s <= b {
			r.hist[i]++
			break
		}
	}
}

// ServeHTTP renders the metrics.
func (r *Registry) ServeHTTP(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Type", "text/plain; version=0.0.4; charset=utf-8")
	r.Write(w)
}

// Write renders the exposition text.
func (r *Registry) Write(w io.Writer) {
	r.mu.Lock()
	keys := make([]key, 0, len(r.requests))
	for k := range r.requests {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		return fmt.Sprint(keys[i]) < fmt.Sprint(keys[j])
	})
	fmt.Fprintln(w, "# HELP pedbook_rest_requests_total REST requests by method, route kind and status.")
	fmt.Fprintln(w, "# TYPE pedbook_rest_requests_total counter")
	for _, k := range keys {
		fmt.Fprintf(w, "pedbook_rest_requests_total{method=%q,route=%q,status=%q} %d\n", k.method, k.route, k.status, r.requests[k])
	}
	fmt.Fprintln(w, "# HELP pedbook_rest_request_duration_seconds REST request latency.")
	fmt.Fprintln(w, "# TYPE pedbook_rest_request_duration_seconds histogram")
	var cum uint64
	for i, b := range buckets {
		cum += r.hist[i]
		fmt.Fprintf(w, "pedbook_rest_request_duration_seconds_bucket{le=\"%g\"} %d\n", b, cum)
	}
	fmt.Fprintf(w, "pedbook_rest_request_duration_seconds_bucket{le=\"+Inf\"} %d\n", r.count)
	fmt.Fprintf(w, "pedbook_rest_request_duration_seconds_sum %g\n", r.sum)
	fmt.Fprintf(w, "pedbook_rest_request_duration_seconds_count %d\n", r.count)
	r.mu.Unlock()
	if r.pool != nil {
		s := r.pool()
		fmt.Fprintln(w, "# TYPE pedbook_rest_pool_connections gauge")
		fmt.Fprintf(w, "pedbook_rest_pool_connections{state=\"total\"} %d\n", s.Total)
		fmt.Fprintf(w, "pedbook_rest_pool_connections{state=\"idle\"} %d\n", s.Idle)
		fmt.Fprintf(w, "pedbook_rest_pool_connections{state=\"acquired\"} %d\n", s.Acquired)
		fmt.Fprintf(w, "pedbook_rest_pool_connections{state=\"max\"} %d\n", s.Max)
	}
	// The process's goroutines, as Prometheus's Go collector names them: a leak (a
	// connection, a listener, a slow client never let go) shows as growth over a long run.
	fmt.Fprintln(w, "# HELP go_goroutines Number of goroutines that currently exist.")
	fmt.Fprintln(w, "# TYPE go_goroutines gauge")
	fmt.Fprintf(w, "go_goroutines %d\n", runtime.NumGoroutine())
	if r.reloads != nil {
		fmt.Fprintln(w, "# TYPE pedbook_rest_schema_cache_loads_total counter")
		fmt.Fprintf(w, "pedbook_rest_schema_cache_loads_total %d\n", r.reloads())
	}
}

package main

import (
	"fmt"
	"io"
	"sort"
	"strings"
	"sync"
	"time"
)

// outcome is how one request ended.
type outcome struct {
	Status     int    // HTTP status, 0 when none arrived
	Code       string // PostgREST "code" / GoTrue "error_code" of an error body
	Shaped     bool   // the error body had PostgREST's or GoTrue's JSON shape
	RetryAfter bool   // the answer carried Retry-After
	Transport  string // the transport error, when no answer arrived
	Hang       bool   // the client timeout expired
	Write      bool
	Op         string // the operation (named in the keys of hangs and transport errors)
}

func (o outcome) ok() bool { return o.Status >= 200 && o.Status < 300 }

// errorKey names a failure for the per-phase table: status and code, a transport error, or
// a hang; a 503 without Retry-After and an unshaped error body are marked.
func (o outcome) errorKey() string {
	switch {
	case o.Hang:
		return strings.TrimSpace("hang " + o.Op)
	case o.Status == 0:
		return strings.TrimSpace("net " + o.Transport + " " + o.Op)
	}
	k := fmt.Sprintf("%d %s", o.Status, o.Code)
	if !o.Shaped {
		k = fmt.Sprintf("%d unshaped", o.Status)
	}
	if o.Status == 503 && !o.RetryAfter {
		k += " no-Retry-After"
	}
	return strings.TrimSpace(k)
}

// unclear: a failed write the client could not read as an error (no answer, a hang, a body
// that is not PostgREST/GoTrue JSON).
func (o outcome) unclear() bool { return o.Write && !o.ok() && (o.Status == 0 || o.Hang || !o.Shaped) }

// Phase is one stretch of the run: steady traffic, a fault window (from the fault's start
// until the service recovered), or the stretch after a fault.
type Phase struct {
	Name        string         `json:"name"`
	Kind        string         `json:"kind"` // warmup, steady, fault, after
	StartS      float64        `json:"start_s"`
	EndS        float64        `json:"end_s"`
	Requests    int            `json:"requests"`
	Errors      map[string]int `json:"errors"`
	P50ms       float64        `json:"p50_ms"`
	P99ms       float64        `json:"p99_ms"`
	Hangs       int            `json:"hangs"`
	Unclear     int            `json:"unclear_write_failures"`
	RecoverS    *float64       `json:"recover_s,omitempty"`
	Recovered   *bool          `json:"recovered,omitempty"`
	FaultDetail string         `json:"fault_detail,omitempty"`
	lat         []time.Duration
}

// phases accounts every request to the phase that was current when it started.
type phases struct {
	mu    sync.Mutex
	t0    time.Time
	list  []*Phase
	cur   *Phase
	clock func() time.Time
}

func newPhases(clock func() time.Time) *phases {
	p := &phases{clock: clock, t0: clock()}
	p.begin("warm-up", "warmup")
	return p
}

func (p *phases) since() float64 { return p.clock().Sub(p.t0).Seconds() }

// begin closes the current phase and opens a new one; it returns the new phase.
func (p *phases) begin(name, kind string) *Phase {
	p.mu.Lock()
	defer p.mu.Unlock()
	now := p.since()
	if p.cur != nil {
		p.cur.EndS = now
	}
	p.cur = &Phase{Name: name, Kind: kind, StartS: now, Errors: map[string]int{}}
	p.list = append(p.list, p.cur)
	return p.cur
}

// current is the phase a request starting now belongs to.
func (p *phases) current() *Phase {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.cur
}

func (p *phases) record(ph *Phase, d time.Duration, o outcome) {
	p.mu.Lock()
	defer p.mu.Unlock()
	ph.Requests++
	ph.lat = append(ph.lat, d)
	if !o.ok() {
		ph.Errors[o.errorKey()]++
	}
	if o.Hang {
		ph.Hangs++
	}
	if o.unclear() {
		ph.Unclear++
	}
}

// markFault sets a fault phase's recovery figures.
func (p *phases) markFault(ph *Phase, recovered bool, recover time.Duration, detail string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	s := recover.Seconds()
	ph.RecoverS, ph.Recovered, ph.FaultDetail = &s, &recovered, detail
}

// finish closes the last phase and computes the percentiles.
func (p *phases) finish() []*Phase {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.cur != nil && p.cur.EndS == 0 {
		p.cur.EndS = p.since()
	}
	for _, ph := range p.list {
		ph.P50ms, ph.P99ms = percentileMs(ph.lat, 0.50), percentileMs(ph.lat, 0.99)
	}
	return p.list
}

// percentileMs is the nearest-rank percentile q of ds in milliseconds (0 when empty).
func percentileMs(ds []time.Duration, q float64) float64 {
	if len(ds) == 0 {
		return 0
	}
	s := append([]time.Duration(nil), ds...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	i := int(q*float64(len(s))+0.999999) - 1
	i = max(0, min(i, len(s)-1))
	return float64(s[i].Microseconds()) / 1000
}

// writeTable prints the per-phase table.
func writeTable(w io.Writer, list []*Phase) {
	fmt.Fprintf(w, "%-26s %7s %7s %8s %8s %9s %5s %7s  %s\n", "phase", "from_s", "to_s", "requests", "p50_ms", "p99_ms", "hangs", "recover", "errors (status code: count)")
	for _, ph := range list {
		rec := "-"
		if ph.RecoverS != nil {
			rec = fmt.Sprintf("%.1fs", *ph.RecoverS)
			if !*ph.Recovered {
				rec = "NO"
			}
		}
		fmt.Fprintf(w, "%-26s %7.1f %7.1f %8d %8.1f %9.1f %5d %7s  %s\n", ph.Name, ph.StartS, ph.EndS, ph.Requests, ph.P50ms, ph.P99ms, ph.Hangs, rec, errorList(ph.Errors))
	}
}

func errorList(m map[string]int) string {
	if len(m) == 0 {
		return "none"
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s: %d", k, m[k])
	}
	return strings.Join(parts, ", ")
}

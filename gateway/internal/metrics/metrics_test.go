package metrics

import (
	"regexp"
	"strings"
	"testing"
	"time"
)

func TestExposition(t *testing.T) {
	r := New(func() PoolStats { return PoolStats{Total: 3, Idle: 2, Acquired: 1, Max: 10} }, func() int64 { return 4 })
	r.Observe("GET", "relation", 200, 3*time.Millisecond)
	r.Observe("GET", "relation", 200, 30*time.Millisecond)
	r.Observe("POST", "rpc", 404, time.Second)
	var b strings.Builder
	r.Write(&b)
	out := b.String()
	for _, want := range []string{
		`pedbook_rest_requests_total{method="GET",route="relation",status="200"} 2`,
		`pedbook_rest_requests_total{method="POST",route="rpc",status="404"} 1`,
		`pedbook_rest_request_duration_seconds_bucket{le="0.005"} 1`,
		`pedbook_rest_request_duration_seconds_bucket{le="0.05"} 2`,
		`pedbook_rest_request_duration_seconds_bucket{le="+Inf"} 3`,
		`pedbook_rest_request_duration_seconds_count 3`,
		`pedbook_rest_pool_connections{state="acquired"} 1`,
		`pedbook_rest_schema_cache_loads_total 4`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %s in\n%s", want, out)
		}
	}
	if !regexp.MustCompile(`(?m)^go_goroutines [1-9][0-9]*$`).MatchString(out) {
		t.Errorf("no go_goroutines gauge in\n%s", out)
	}
}

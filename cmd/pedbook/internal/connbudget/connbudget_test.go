package connbudget

import (
	"context"
	"errors"
	"strings"
	"testing"
)

func TestCheck(t *testing.T) {
	primary := Server{ID: "PostgreSQL 10.0.0.1:5432 (primary)", MaxConnections: 100, Reserved: 3}
	replica := Server{ID: "PostgreSQL 10.0.0.2:5432 (standby)", MaxConnections: 100, Reserved: 3}
	viaBouncer := primary
	viaBouncer.Pooled = true
	servers := map[string]Server{"direct": primary, "bouncer": viaBouncer, "replica": replica}
	probe := func(_ context.Context, url string) (Server, error) {
		if s, ok := servers[url]; ok {
			return s, nil
		}
		return Server{}, errors.New("connection refused")
	}
	pools := func(rest, auth string) []Pool {
		return []Pool{
			{Name: "REST", URL: rest, Size: 10}, {Name: "replica", URL: "replica", Size: 10},
			{Name: "auth", URL: auth, Size: 4}, {Name: "listener", URL: "direct", Size: 2}, {Name: "owner", URL: "direct", Size: 4},
		}
	}
	tests := []struct {
		name              string
		pools             []Pool
		instances         int
		wantPrimaryDirect int
		wantPrimaryPooled int
		wantOver          bool
		wantOverPooled    bool
		wantErrs          int
	}{
		{"one instance, direct", pools("direct", "direct"), 1, 20, 0, false, false, 0},
		{"four direct instances fit 97", pools("direct", "direct"), 4, 20, 0, false, false, 0},
		{"five direct instances exceed 97", pools("direct", "direct"), 5, 20, 0, true, true, 0},
		{"behind a pooler only the direct ones count", pools("bouncer", "bouncer"), 10, 6, 14, false, true, 0},
		{"a server that does not answer is reported and skipped", pools("direct", "down"), 1, 16, 0, false, false, 1},
		{"zero instances means one", pools("direct", "direct"), 0, 20, 0, false, false, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			uses, errs := Check(context.Background(), tc.pools, tc.instances, probe)
			if len(errs) != tc.wantErrs {
				t.Fatalf("errors %v, want %d", errs, tc.wantErrs)
			}
			var p *Use
			for i := range uses {
				if uses[i].ID == primary.ID {
					p = &uses[i]
				}
			}
			if p == nil || len(uses) != 2 {
				t.Fatalf("uses %+v: want the primary and the replica", uses)
			}
			if p.Direct != tc.wantPrimaryDirect || p.Pooled != tc.wantPrimaryPooled {
				t.Errorf("primary direct %d pooled %d, want %d %d", p.Direct, p.Pooled, tc.wantPrimaryDirect, tc.wantPrimaryPooled)
			}
			if p.Limit() != 97 || p.Over() != tc.wantOver || p.OverWithPooled() != tc.wantOverPooled {
				t.Errorf("limit %d over %v over-with-pooled %v, want 97 %v %v (%s)", p.Limit(), p.Over(), p.OverWithPooled(), tc.wantOver, tc.wantOverPooled, p)
			}
			if !strings.Contains(p.String(), "max_connections 100 − reserved 3 = 97") {
				t.Errorf("line %q does not give the figures", p)
			}
		})
	}
}

func TestRedact(t *testing.T) {
	if got := Redact("postgres://u:secret@h:5432/db"); strings.Contains(got, "secret") {
		t.Errorf("Redact kept the password: %s", got)
	}
	if got := Redact("postgres://u@h/db"); got != "postgres://u@h/db" {
		t.Errorf("Redact changed a URL without password: %s", got)
	}
}

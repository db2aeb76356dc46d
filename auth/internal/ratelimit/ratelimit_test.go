package ratelimit

import (
	"testing"
	"time"
)

func TestKeyed(t *testing.T) {
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	tests := []struct {
		name  string
		limit Limit
		steps []struct {
			key  string
			at   time.Duration
			want bool
		}
	}{
		{"burst then refill", Limit{Events: 2, Period: 10 * time.Second, Burst: 2}, []struct {
			key  string
			at   time.Duration
			want bool
		}{{"a", 0, true}, {"a", 0, true}, {"a", 0, false}, {"b", 0, true}, {"a", 5 * time.Second, true}, {"a", 5 * time.Second, false}}},
		{"disabled", Limit{}, []struct {
			key  string
			at   time.Duration
			want bool
		}{{"a", 0, true}, {"a", 0, true}, {"a", 0, true}}},
		{"forgotten after idle", Limit{Events: 1, Period: time.Second, Burst: 1}, []struct {
			key  string
			at   time.Duration
			want bool
		}{{"a", 0, true}, {"a", 0, false}, {"a", 2 * time.Minute, true}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			k := New(tt.limit)
			for i, s := range tt.steps {
				if got := k.Allow(s.key, t0.Add(s.at)); got != s.want {
					t.Errorf("step %d (%s at %v): got %v, want %v", i, s.key, s.at, got, s.want)
				}
			}
		})
	}
}

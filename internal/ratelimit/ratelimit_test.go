package ratelimit

import (
	"testing"
	"time"
)

type step struct {
	key  string
	at   time.Duration
	want bool
}

func TestKeyed(t *testing.T) {
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	tests := []struct {
		name  string
		limit Limit
		steps []step
	}{
		{"burst then refill", Limit{Events: 2, Period: 10 * time.Second, Burst: 2},
			[]step{{"a", 0, true}, {"a", 0, true}, {"a", 0, false}, {"b", 0, true}, {"a", 5 * time.Second, true}, {"a", 5 * time.Second, false}}},
		{"per second with a burst (the gateway's form)", PerSecond(1, 2),
			[]step{{"a", 0, true}, {"a", 0, true}, {"a", 0, false}, {"b", 0, true}, {"a", time.Second, true}, {"a", time.Second, false}}},
		{"burst defaults to the events", Limit{Events: 3, Period: time.Hour},
			[]step{{"a", 0, true}, {"a", 0, true}, {"a", 0, true}, {"a", 0, false}}},
		{"disabled", Limit{},
			[]step{{"a", 0, true}, {"a", 0, true}, {"a", 0, true}}},
		{"forgotten after idle", Limit{Events: 1, Period: time.Second, Burst: 1},
			[]step{{"a", 0, true}, {"a", 0, false}, {"a", 2 * time.Minute, true}}},
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

func TestTakeSaysHowLongToWait(t *testing.T) {
	now := time.Unix(0, 0)
	k := New(PerSecond(0.5, 1))
	if ok, _ := k.Take("a", now); !ok {
		t.Fatal("first event refused")
	}
	ok, wait := k.Take("a", now)
	if ok || wait != 2*time.Second {
		t.Fatalf("second event: ok=%v wait=%v, want refused for 2s", ok, wait)
	}
	// A refusal takes no token: after the wait the event is allowed.
	if ok, _ := k.Take("a", now.Add(2*time.Second)); !ok {
		t.Fatal("refused after the wait")
	}
}

func TestIdleKeysAreForgotten(t *testing.T) {
	now := time.Unix(0, 0)
	k := New(PerSecond(1, 100)) // a full burst refills in 100 s
	k.Allow("a", now)
	k.Allow("b", now.Add(90*time.Second))
	if k.Len() != 2 {
		t.Fatalf("%d keys before the refill time", k.Len())
	}
	k.Allow("c", now.Add(170*time.Second))
	if k.Len() != 2 {
		t.Errorf("%d keys after a's bucket refilled, want b and c", k.Len())
	}
	var nilK *Keyed
	if !nilK.Allow("x", now) {
		t.Error("a nil limiter must allow")
	}
}

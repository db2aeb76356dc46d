package main

import (
	"os"
	"runtime/debug"
	"testing"
)

func TestTuneGC(t *testing.T) {
	prev := debug.SetGCPercent(100)
	t.Cleanup(func() { debug.SetGCPercent(prev) })
	tests := []struct {
		name  string
		gogc  *string
		start int
		want  int
	}{
		{"GOGC unset: the server's target", nil, 100, serveGCPercent},
		{"GOGC set: left as the runtime read it", ptr("150"), 150, 150},
		{"GOGC set to off: left off", ptr("off"), -1, -1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if tc.gogc != nil {
				t.Setenv("GOGC", *tc.gogc)
			} else {
				t.Setenv("GOGC", "")
				unsetenv(t, "GOGC")
			}
			debug.SetGCPercent(tc.start)
			tuneGC()
			if got := debug.SetGCPercent(tc.start); got != tc.want {
				t.Errorf("GC percent after tuneGC = %d, want %d", got, tc.want)
			}
		})
	}
}

func ptr(s string) *string { return &s }

// unsetenv removes key for the rest of the test (after t.Setenv, which restores it).
func unsetenv(t *testing.T, key string) {
	t.Helper()
	if err := os.Unsetenv(key); err != nil {
		t.Fatal(err)
	}
}

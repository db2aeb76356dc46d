package main

import (
	"context"
	"io"
	"log/slog"
	"syscall"
	"testing"
	"time"
)

// TestDrainOnSIGTERM: SIGTERM turns the health check off at once and keeps serving for the
// delay; a second SIGTERM ends the wait.
func TestDrainOnSIGTERM(t *testing.T) {
	ctx, draining := drainOnSIGTERM(context.Background(), time.Hour, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if draining.Load() || ctx.Err() != nil {
		t.Fatal("draining before any signal")
	}
	if err := syscall.Kill(syscall.Getpid(), syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(10 * time.Second); !draining.Load() && time.Now().Before(deadline); {
		time.Sleep(5 * time.Millisecond)
	}
	if !draining.Load() {
		t.Fatal("SIGTERM did not start the drain")
	}
	if ctx.Err() != nil {
		t.Fatal("the listener closed before the drain delay")
	}
	if err := syscall.Kill(syscall.Getpid(), syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	select {
	case <-ctx.Done():
	case <-time.After(10 * time.Second):
		t.Fatal("a second SIGTERM did not end the drain")
	}
}

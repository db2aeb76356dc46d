package schemacache

import (
	"context"
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/pedbook/pedbook/internal/pgtest"
)

// TestSelfCheck: a listening holder hears its own notification; one whose notifications
// never arrive (as behind a transaction pooler) reports it.
func TestSelfCheck(t *testing.T) {
	url := pgtest.NewDatabase(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(context.Background())
	h, err := NewHolder(ctx, conn, []string{"public"}, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}

	err = h.SelfCheck(ctx, url, 300*time.Millisecond)
	if err == nil || !strings.Contains(err.Error(), "did not receive its own NOTIFY") {
		t.Fatalf("without a listener: %v", err)
	}

	ready := make(chan struct{})
	go h.Listen(ctx, url, func() { close(ready) })
	<-ready
	if err := h.SelfCheck(ctx, url, 5*time.Second); err != nil {
		t.Fatalf("with the listener in place: %v", err)
	}
}

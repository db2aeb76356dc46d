package execute

import (
	"context"
	"errors"
	"io"
	"net"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
)

func TestServerFault(t *testing.T) {
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	for _, tc := range []struct {
		name  string
		ctx   context.Context
		err   error
		fault bool
	}{
		{"no error", context.Background(), nil, false},
		{"connection lost", context.Background(), io.ErrUnexpectedEOF, true},
		{"admin shutdown", context.Background(), &pgconn.PgError{Code: "57P01"}, true},
		{"cannot connect now", context.Background(), &pgconn.PgError{Code: "57P03"}, true},
		{"connection exception", context.Background(), &pgconn.PgError{Code: "08006"}, true},
		{"recovery conflict", context.Background(), &pgconn.PgError{Code: "40001", Message: "canceling statement due to conflict with recovery"}, true},
		{"serialization failure", context.Background(), &pgconn.PgError{Code: "40001", Message: "could not serialize access"}, false},
		{"statement timeout", context.Background(), &pgconn.PgError{Code: "57014"}, false},
		{"undefined table", context.Background(), &pgconn.PgError{Code: "42P01"}, false},
		{"request cancelled", cancelled, io.ErrUnexpectedEOF, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := serverFault(tc.ctx, tc.err) != nil; got != tc.fault {
				t.Errorf("serverFault(%v) = %v, want %v", tc.err, got, tc.fault)
			}
		})
	}
}

func TestReadRetry(t *testing.T) {
	for _, tc := range []struct {
		name          string
		err           error
		retry, behind bool
	}{
		{"connection lost", io.ErrUnexpectedEOF, true, false},
		{"undefined table", &pgconn.PgError{Code: "42P01"}, true, true},
		{"undefined column", &pgconn.PgError{Code: "42703"}, true, true},
		{"undefined function", &pgconn.PgError{Code: "42883"}, true, true},
		{"permission denied", &pgconn.PgError{Code: "42501"}, false, false},
		{"raised by a function", &pgconn.PgError{Code: "P0001"}, false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := readRetry(context.Background(), tc.err)
			if (got != nil) != tc.retry || errors.As(got, new(behindError)) != tc.behind {
				t.Errorf("readRetry(%v) = %v", tc.err, got)
			}
		})
	}
}

// brokenConnection: only the connection's own failures (no server-reported error, a replica's
// behindError included) make a read run once more on the primary.
func TestBrokenConnection(t *testing.T) {
	cases := []struct {
		name  string
		retry error
		want  bool
	}{
		{"none", nil, false},
		{"network error", &net.OpError{Op: "read", Net: "tcp", Err: errors.New("i/o timeout")}, true},
		{"server fault", &pgconn.PgError{Code: "57P01"}, false},
		{"replica behind", behindError{&pgconn.PgError{Code: "42P01"}}, false},
	}
	for _, c := range cases {
		if got := brokenConnection(c.retry); got != c.want {
			t.Errorf("%s: brokenConnection = %v, want %v", c.name, got, c.want)
		}
	}
}

// ShouldPing: only a read-only transaction's acquisition skips pgxpool's ping of a
// connection idle for more than a second; writes and other callers keep it.
func TestShouldPing(t *testing.T) {
	read := context.WithValue(context.Background(), readAcquire{}, true)
	cases := []struct {
		name string
		ctx  context.Context
		idle time.Duration
		want bool
	}{
		{"write, just used", context.Background(), 10 * time.Millisecond, false},
		{"write, idle", context.Background(), 1500 * time.Millisecond, true},
		{"read, just used", read, 10 * time.Millisecond, false},
		{"read, idle", read, 1500 * time.Millisecond, false},
	}
	for _, c := range cases {
		if got := ShouldPing(c.ctx, pgxpool.ShouldPingParams{IdleDuration: c.idle}); got != c.want {
			t.Errorf("%s: ShouldPing = %v, want %v", c.name, got, c.want)
		}
	}
}

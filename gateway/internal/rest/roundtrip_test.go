package rest

import (
	"context"
	"net"
	"net/url"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

// roundTrips is a TCP proxy in front of PostgreSQL that counts round trips: each time a
// client starts sending after the server last answered it (or for the first time) is one.
type roundTrips struct {
	ln     net.Listener
	target string
	mu     sync.Mutex
	n      int
}

func newRoundTrips(t *testing.T) *roundTrips {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	rt := &roundTrips{ln: ln}
	var wg sync.WaitGroup
	t.Cleanup(func() { _ = ln.Close(); wg.Wait() })
	wg.Go(func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			wg.Go(func() { rt.serve(c) })
		}
	})
	return rt
}

// route is newEnvVia's via: the pool's URL with its host and port replaced by the proxy's.
func (rt *roundTrips) route(poolURL string) string {
	u, err := url.Parse(poolURL)
	if err != nil {
		panic(err)
	}
	rt.target = u.Host
	u.Host = rt.ln.Addr().String()
	return u.String()
}

func (rt *roundTrips) count() int {
	rt.mu.Lock()
	defer rt.mu.Unlock()
	return rt.n
}

// serve relays one connection; clientTurn is whether the client spoke last on it.
func (rt *roundTrips) serve(c net.Conn) {
	defer c.Close()
	s, err := net.Dial("tcp", rt.target)
	if err != nil {
		return
	}
	defer s.Close()
	clientTurn := false
	relay := func(dst, src net.Conn, fromClient bool) {
		buf := make([]byte, 32<<10)
		for {
			n, err := src.Read(buf)
			if n > 0 {
				rt.mu.Lock()
				if fromClient && !clientTurn {
					rt.n++
				}
				clientTurn = fromClient
				rt.mu.Unlock()
				if _, werr := dst.Write(buf[:n]); werr != nil {
					break
				}
			}
			if err != nil {
				break
			}
		}
		_ = dst.Close() // ends the other direction too
	}
	done := make(chan struct{})
	go func() { relay(s, c, true); close(done) }()
	relay(c, s, false)
	<-done
}

// TestReadAfterIdleOneRoundTrip: a read (here the RPC the global search uses, and a table
// GET) is one round trip to PostgreSQL — BEGIN, the request's settings, the statement and
// COMMIT in one batch — also on a connection idle for more than a second, where pgxpool's
// default pings first (two round trips). A write after the same quiet second keeps the
// ping: it cannot be run again on another connection if this one turns out dead.
func TestReadAfterIdleOneRoundTrip(t *testing.T) {
	rt := newRoundTrips(t)
	e := newEnvVia(t, func(s *Settings) { s.PoolSize = 1 }, "", rt.route)
	requests := []struct {
		name, method, path, body string
		want                     int
		hdr                      []string
	}{
		{"rpc", "POST", "/rpc/add", `{"a": 1, "b": 2}`, 1, []string{"Content-Profile: fx"}},
		{"read", "GET", "/authors?select=id&id=eq.1", "", 1, []string{"Accept-Profile: fx"}},
		{"write", "POST", "/items", `{"name": "idle"}`, 2, []string{"Content-Profile: fx", "Prefer: return=minimal"}},
	}
	for _, rq := range requests {
		t.Run(rq.name, func(t *testing.T) {
			do := func() resp {
				r := e.do(rq.method, rq.path, rq.body, rq.hdr...)
				if r.status >= 300 {
					t.Fatalf("%s %s: %d %s", rq.method, rq.path, r.status, r.body)
				}
				return r
			}
			if rq.name != "write" {
				do() // the connection opened and the statements prepared
			}
			time.Sleep(1100 * time.Millisecond) // past pgxpool's one-second idle threshold
			before := rt.count()
			do()
			if n := rt.count() - before; n != rq.want {
				t.Errorf("%s %s after a quiet second: %d round trips to PostgreSQL, want %d", rq.method, rq.path, n, rq.want)
			}
		})
	}
}

// TestReadOnDeadConnections: every pooled connection killed while idle (as a server
// restart or pg_terminate_backend leaves them): reads still answer 200, each dead
// connection met, closed and left behind, instead of 503 for the first read on each.
func TestReadOnDeadConnections(t *testing.T) {
	e := newEnv(t, func(s *Settings) { s.PoolSize = 3 })
	ctx := context.Background()
	// Open all three connections (prepared statements included) and let them go idle.
	var held []*pgxpool.Conn
	for range 3 {
		c, err := e.h.pool.Acquire(ctx)
		if err != nil {
			t.Fatal(err)
		}
		held = append(held, c)
	}
	for _, c := range held {
		c.Release()
	}
	owner := e.ownerConn()
	var killed int
	if err := owner.QueryRow(ctx, `select count(*) filter (where pg_terminate_backend(pid, 5000)) from pg_stat_activity
		where datname = current_database() and usename = 'authenticator'`).Scan(&killed); err != nil {
		t.Fatal(err)
	}
	if killed != 3 {
		t.Fatalf("killed %d pooled connections, want 3", killed)
	}
	for i, rq := range []struct{ method, path, body, hdr string }{
		{"POST", "/rpc/add", `{"a": 1, "b": 2}`, "Content-Profile: fx"},
		{"GET", "/authors?select=id&id=eq.1", "", "Accept-Profile: fx"},
		{"GET", "/authors?select=id&id=eq.1", "", "Accept-Profile: fx"},
	} {
		if r := e.do(rq.method, rq.path, rq.body, rq.hdr); r.status != 200 {
			t.Errorf("read %d after the pool's connections died: %d %s", i, r.status, r.body)
		}
	}
}

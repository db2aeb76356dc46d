package rest

import (
	"context"
	"io"
	"log/slog"
	"net/http/httptest"
	"os"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/pedbook/pedbook/internal/pgtest"
)

// newReplicaEnv is newEnv with a read URL: a second database with the same fixture stands
// in for the replica (its rows differ, so a test sees where a read went), or readURL itself
// when given.
func newReplicaEnv(t *testing.T, readURL string) (*testEnv, string) {
	t.Helper()
	ctx := context.Background()
	fixture, err := os.ReadFile("testdata/fixture.sql")
	if err != nil {
		t.Fatal(err)
	}
	load := func(url, extra string) {
		conn, err := pgx.Connect(ctx, url)
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close(ctx)
		if _, err := conn.Exec(ctx, string(fixture)+extra); err != nil {
			t.Fatalf("fixture: %v", err)
		}
	}
	owner := pgtest.NewDatabase(t)
	load(owner, "")
	replicaOwner := ""
	if readURL == "" {
		replicaOwner = pgtest.NewDatabase(t)
		load(replicaOwner, ";update fx.genres set name = 'on the replica' where id = 1")
		if readURL, err = pgtest.WithUser(replicaOwner, "authenticator"); err != nil {
			t.Fatal(err)
		}
	}
	poolURL, err := pgtest.WithUser(owner, "authenticator")
	if err != nil {
		t.Fatal(err)
	}
	s, err := LoadSettings()
	if err != nil {
		t.Fatal(err)
	}
	s.Schemas, s.PoolSize = []string{"public", "fx"}, 4
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	h, closeFn, err := New(ctx, Options{OwnerURL: owner, PoolURL: poolURL, ReadURL: readURL, JWTSecret: testSecret, Log: log, Settings: &s})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h)
	t.Cleanup(func() { srv.Close(); closeFn() })
	return &testEnv{t: t, srv: srv, h: h, owner: owner}, replicaOwner
}

// TestReadReplicaRouting: GET/HEAD and non-volatile RPC read the replica; writes (and a
// volatile RPC) go to the primary.
func TestReadReplicaRouting(t *testing.T) {
	e, _ := newReplicaEnv(t, "")
	const fx = "Accept-Profile: fx"
	if r := e.do("GET", "/genres?id=eq.1&select=name", "", fx); r.body != `[{"name":"on the replica"}]` {
		t.Fatalf("GET went to %s", r.body)
	}
	if r := e.do("POST", "/items?select=name", `{"name":"written"}`, "Content-Profile: fx", "Prefer: return=representation"); r.status != 201 {
		t.Fatalf("POST: %d %s", r.status, r.body)
	}
	var n int
	conn, err := pgx.Connect(context.Background(), e.owner)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(context.Background())
	if err := conn.QueryRow(context.Background(), "select count(*) from fx.items where name = 'written'").Scan(&n); err != nil || n != 1 {
		t.Fatalf("the write did not reach the primary: %d %v", n, err)
	}
}

// TestReadReplicaDown: with the replica unreachable every read is answered by the primary
// (no error reaches the client) and the replica is skipped for a while.
func TestReadReplicaDown(t *testing.T) {
	e, _ := newReplicaEnv(t, "postgres://authenticator@127.0.0.1:1/nowhere?sslmode=disable&connect_timeout=1")
	for i := 0; i < 3; i++ {
		r := e.do("GET", "/genres?id=eq.1&select=name", "", "Accept-Profile: fx")
		if r.status != 200 || !strings.Contains(r.body, `"ref"`) {
			t.Fatalf("read %d with the replica down: %d %s", i, r.status, r.body)
		}
	}
	if !e.h.exec.Replica.Down() {
		t.Error("the failed replica is not marked down")
	}
}

// TestReadReplicaBehind: a table the primary has and the replica has not replayed yet is
// read from the primary, and the replica stays in use.
func TestReadReplicaBehind(t *testing.T) {
	e, _ := newReplicaEnv(t, "")
	conn, err := pgx.Connect(context.Background(), e.owner)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(context.Background())
	if _, err := conn.Exec(context.Background(), `create table fx.newer (id int primary key); insert into fx.newer values (3); grant select on fx.newer to anon`); err != nil {
		t.Fatal(err)
	}
	waitFor(t, func() bool {
		r := e.do("GET", "/newer?select=id", "", "Accept-Profile: fx")
		return r.status == 200 && r.body == `[{"id":3}]`
	})
	if e.h.exec.Replica.Down() {
		t.Error("a replica behind the primary was marked down")
	}
	if r := e.do("GET", "/genres?id=eq.1&select=name", "", "Accept-Profile: fx"); r.body != `[{"name":"on the replica"}]` {
		t.Errorf("reads left the replica: %s", r.body)
	}
}

package rest

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"github.com/jackc/pgx/v5"
)

// TestSchemaReload: DDL through the owner's connection fires the event trigger of
// schema/0007, the listener reloads, and the new table is served without a restart; an
// explicit NOTIFY pgrst works too.
func TestSchemaReload(t *testing.T) {
	e := newEnv(t, nil)
	ctx := context.Background()
	conn := e.ownerConn()
	if r := e.do("GET", "/fresh", "", "Accept-Profile: fx"); r.status != 404 {
		t.Fatalf("before: %d %s", r.status, r.body)
	}
	if _, err := conn.Exec(ctx, `create table fx.fresh (id int primary key); grant select on fx.fresh to anon; insert into fx.fresh values (7)`); err != nil {
		t.Fatal(err)
	}
	waitFor(t, func() bool {
		r := e.do("GET", "/fresh", "", "Accept-Profile: fx")
		t.Log(r.status, r.body)
		return r.status == 200
	})
	if r := e.do("GET", "/fresh", "", "Accept-Profile: fx"); r.body != `[{"id":7}]` {
		t.Errorf("after DDL: %s", r.body)
	}

	// Explicit NOTIFY (as PostgREST documents) with the event triggers disabled.
	if _, err := conn.Exec(ctx, `alter event trigger pgrst_ddl_command_end disable; alter event trigger pgrst_sql_drop disable;
		create table fx.quiet (id int); grant select on fx.quiet to anon`); err != nil {
		t.Fatal(err)
	}
	time.Sleep(300 * time.Millisecond)
	if r := e.do("GET", "/quiet", "", "Accept-Profile: fx"); r.status != 404 {
		t.Fatalf("reloaded without notification: %d", r.status)
	}
	if _, err := conn.Exec(ctx, `notify pgrst, 'reload schema'`); err != nil {
		t.Fatal(err)
	}
	waitFor(t, func() bool { return e.do("GET", "/quiet", "", "Accept-Profile: fx").status == 200 })
}

func waitFor(t *testing.T, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		if ok() {
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatal("condition not reached within 30s")
}

// TestRoleSettings: ALTER ROLE anon … SET statement_timeout applies to anonymous requests
// (SET ROLE alone would not apply it), and not to other roles.
func TestRoleSettings(t *testing.T) {
	e := newEnv(t, nil)
	ctx := context.Background()
	conn := e.ownerConn()
	db := e.database()
	if _, err := conn.Exec(ctx, "alter role anon in database "+pgx.Identifier{db}.Sanitize()+" set statement_timeout = '100ms'"); err != nil {
		t.Fatal(err)
	}
	if err := e.h.Cache().Reload(ctx); err != nil {
		t.Fatal(err)
	}
	r := e.do("GET", "/rpc/sleepy", "", "Accept-Profile: fx")
	if r.status != 500 || !strings.Contains(r.body, `"code":"57014"`) {
		t.Errorf("anon with statement_timeout: %d %s", r.status, r.body)
	}
	r = e.do("GET", "/rpc/sleepy", "", "Accept-Profile: fx", "Authorization: Bearer "+token(t, jwt.MapClaims{"role": "authenticated"}))
	if r.status != 200 {
		t.Errorf("authenticated: %d %s", r.status, r.body)
	}
}

// TestReloadUnderTraffic: reloads (and the prepared statements they invalidate) never fail
// or stall requests in flight: the old snapshot serves until the new one is swapped in.
func TestReloadUnderTraffic(t *testing.T) {
	e := newEnv(t, nil)
	ctx := context.Background()
	conn := e.ownerConn()
	stop := make(chan struct{})
	errs := make(chan string, 100)
	done := make(chan struct{})
	for w := 0; w < 3; w++ {
		go func() {
			defer func() { done <- struct{}{} }()
			for {
				select {
				case <-stop:
					return
				default:
				}
				r := e.do("GET", "/authors?select=id,books!author_id(id)&order=id", "", "Accept-Profile: fx")
				if r.status != 200 {
					errs <- r.body
				}
			}
		}()
	}
	before := e.h.Cache().Loads()
	for i := 0; i < 5; i++ {
		if _, err := conn.Exec(ctx, "alter table fx.authors add column extra"+string(rune('a'+i))+" int"); err != nil {
			t.Fatal(err)
		}
		time.Sleep(150 * time.Millisecond)
	}
	waitFor(t, func() bool { return e.h.Cache().Loads() > before })
	close(stop)
	for w := 0; w < 3; w++ {
		<-done
	}
	close(errs)
	for b := range errs {
		t.Errorf("request failed during reload: %s", b)
	}
	// The new column is served after the reload.
	waitFor(t, func() bool {
		return e.do("GET", "/authors?select=extrae&id=eq.1", "", "Accept-Profile: fx").status == 200
	})
}

package rest

import (
	"context"
	"strings"
	"testing"

	"github.com/golang-jwt/jwt/v5"
	"github.com/google/go-cmp/cmp"
	"github.com/jackc/pgx/v5"
)

// TestAggregates: count(), sum(), avg(), min(), max() with casts and aliases, grouped by the
// other selected columns, inside embeds and to-one spreads (PostgREST's aggregates, on
// with PGRST_DB_AGGREGATES_ENABLED).
func TestAggregates(t *testing.T) {
	e := newEnv(t, func(s *Settings) { s.AggregatesEnabled = true })
	tests := []struct{ name, path, want string }{
		{"count()", "/books?select=count()", `[{"count":3}]`},
		{"grouped, aliased, cast after", "/books?select=author_id,n:count(),total:pages.sum(),pages.avg()::int&order=author_id",
			`[{"author_id":1,"n":2,"total":420,"avg":210},{"author_id":2,"n":1,"total":null,"avg":null}]`},
		{"cast before", "/books?select=price::int.max(),id.min()", `[{"max":20,"min":1}]`},
		{"inside a to-many embed", "/authors?select=name,books!author_id(count())&order=id",
			`[{"name":"Ana","books":[{"count":2}]},{"name":"Bruno","books":[{"count":1}]},{"name":"Carla, \"the\" (great)","books":[{"count":0}]}]`},
		{"grouped by a spread column", "/books?select=n:count(),...authors!author_id(name)&author_id=eq.1", `[{"n":2,"name":"Ana"}]`},
		{"aggregate inside a to-one spread", "/books?select=...authors!author_id(name,ids:id.sum())&author_id=eq.1", `[{"name":"Ana","ids":2}]`},
		{"grouped by an embed", "/books?select=n:count(),authors!author_id(name)&author_id=eq.2", `[{"n":1,"authors":{"name":"Bruno"}}]`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := e.do("GET", tt.path, "", "Accept-Profile: fx")
			if r.status != 200 {
				t.Fatalf("%d %s", r.status, r.body)
			}
			if d := cmp.Diff(compact(t, tt.want), compact(t, r.body)); d != "" {
				t.Errorf("body (-want +got):\n%s", d)
			}
		})
	}
	r := e.do("GET", "/authors?select=alias:missing_column.count()", "", "Accept-Profile: fx")
	if r.status != 400 || compact(t, r.body) != `{"code":"42703","details":null,"hint":null,"message":"column authors.missing_column does not exist"}` {
		t.Errorf("missing column: %d %s", r.status, r.body)
	}
}

// TestInDatabaseConfig: pgrst.* settings of the login role (ALTER ROLE authenticator … SET)
// override the environment after NOTIFY pgrst, 'reload config', as in PostgREST; with
// aggregates and plans off in the environment, the database turns them on and off again.
// Plans, once enabled, are answered for any role (anon included).
func TestInDatabaseConfig(t *testing.T) {
	e := newEnv(t, func(s *Settings) { s.AggregatesEnabled, s.PlanEnabled = false, false })
	ctx := context.Background()
	conn := e.ownerConn()
	db := e.database()
	set := func(sql string) {
		t.Helper()
		if _, err := conn.Exec(ctx, "alter role authenticator in database "+pgx.Identifier{db}.Sanitize()+" "+sql); err != nil {
			t.Fatal(err)
		}
		if _, err := conn.Exec(ctx, "notify pgrst, 'reload config'"); err != nil {
			t.Fatal(err)
		}
	}
	count := func() resp { return e.do("GET", "/books?select=count()", "", "Accept-Profile: fx") }
	plan := func(hdr ...string) resp {
		return e.do("GET", "/books?select=id", "", append([]string{"Accept-Profile: fx", "Accept: application/vnd.pgrst.plan+json"}, hdr...)...)
	}
	if r := count(); r.status != 400 || !strings.Contains(r.body, "PGRST123") {
		t.Fatalf("aggregates before: %d %s", r.status, r.body)
	}
	if r := plan(); r.status != 406 {
		t.Fatalf("plan before: %d %s", r.status, r.body)
	}
	set("set pgrst.db_aggregates_enabled = 'true'")
	set("set pgrst.db_plan_enabled = 'on'")
	waitFor(t, func() bool { return count().status == 200 && plan().status == 200 })
	if r := count(); r.body != `[{"count":3}]` {
		t.Errorf("count: %s", r.body)
	}
	for _, hdr := range [][]string{nil, {"Authorization: Bearer " + token(t, jwt.MapClaims{"role": "authenticated"})}} {
		if r := plan(hdr...); r.status != 200 || !strings.Contains(r.body, `"Plan"`) {
			t.Errorf("plan %v: %d %s", hdr, r.status, r.body)
		}
	}
	set("reset pgrst.db_aggregates_enabled")
	waitFor(t, func() bool { return count().status == 400 })
}

package sqlgen

import (
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/pedbook/pedbook/gateway/internal/apirequest"
	"github.com/pedbook/pedbook/gateway/internal/plan"
	"github.com/pedbook/pedbook/gateway/internal/schemacache"
)

// snapshot is a two-table catalog: items(id, name, data jsonb) and parts(id, item_id → items).
func snapshot() *schemacache.Snapshot {
	items := &schemacache.Table{QI: schemacache.QI{Schema: "public", Name: "items"}, PK: []string{"id"}, Insertable: true, Updatable: true, Deletable: true,
		Columns: []schemacache.Column{{Name: "id", Type: "integer"}, {Name: "name", Type: "text"}, {Name: "data", Type: "jsonb"}}}
	parts := &schemacache.Table{QI: schemacache.QI{Schema: "public", Name: "parts"}, PK: []string{"id"}, Insertable: true,
		Columns: []schemacache.Column{{Name: "id", Type: "integer"}, {Name: "item_id", Type: "integer"}}}
	return schemacache.NewSnapshot([]*schemacache.Table{items, parts}, []schemacache.Relationship{
		{Table: parts.QI, Foreign: items.QI, Cardinality: schemacache.ManyToOne, Constraint: "parts_item_id_fkey", Columns: []string{"item_id"}, ForeignColumns: []string{"id"}},
		{Table: items.QI, Foreign: parts.QI, Cardinality: schemacache.OneToMany, Constraint: "parts_item_id_fkey", Columns: []string{"id"}, ForeignColumns: []string{"item_id"}},
	}, nil)
}

func build(t testing.TB, method, target, query, body string) (*plan.Plan, *apirequest.Error) {
	r := httptest.NewRequest(method, "/x", strings.NewReader(body))
	r.URL.RawQuery = query
	if body != "" {
		r.Header.Set("Content-Type", "application/json")
	}
	req, err := apirequest.Parse(r, target, apirequest.Options{Schemas: []string{"public"}})
	if err != nil {
		return nil, err
	}
	return plan.Build(req, snapshot(), plan.Options{})
}

func TestReadSQL(t *testing.T) {
	tests := []struct {
		query    string
		contains []string
		args     []string
	}{
		{"select=id,name&id=eq.1", []string{`SELECT "items"."id" AS "id", "items"."name" AS "name" FROM "public"."items" AS "items" WHERE "items"."id" = $1`}, []string{"1"}},
		{"select=data->a->>b&data->>x=like.*y*", []string{`"items"."data"->$1->>$2 AS "b"`, `"items"."data"->>$3 LIKE $4`}, []string{"a", "b", "x", "%y%"}},
		{"select=id,parts(id)&parts.order=id.desc&parts.limit=2",
			[]string{`LEFT JOIN LATERAL (SELECT pg_catalog.json_agg("items_parts_1")::jsonb AS "items_parts_1" FROM (SELECT "parts_1"."id" AS "id" FROM "public"."parts" AS "parts_1" WHERE "parts_1"."item_id" = "items"."id" ORDER BY "parts_1"."id" DESC LIMIT $1) AS "items_parts_1") AS "items_parts_1" ON TRUE`,
				`COALESCE("items_parts_1"."items_parts_1", '[]') AS "parts"`}, []string{"2"}},
		{"id=in.(1,2)&or=(name.is.null,not.and(id.gt.5,name.eq.\"a,b\"))", []string{`"items"."id" = ANY($1)`, `("items"."name" IS NULL OR NOT ("items"."id" > $2 AND "items"."name" = $3))`}, []string{`{"1","2"}`, "5", "a,b"}},
		{"select=id,parts!inner()&limit=3&offset=4", []string{`INNER JOIN LATERAL`, `IS NOT NULL`, `LIMIT $1 OFFSET $2`}, []string{"3", "4"}},
		{`select="we\"ird":name`, []string{`AS "we""ird"`}, nil},
	}
	for _, tt := range tests {
		p, err := build(t, "GET", "/items", tt.query, "")
		if err != nil {
			t.Fatalf("%s: %v", tt.query, err)
		}
		st := Read(p, Options{})
		for _, c := range tt.contains {
			if !strings.Contains(st.SQL, c) {
				t.Errorf("%s: SQL lacks\n  %s\ngot\n  %s", tt.query, c, st.SQL)
			}
		}
		if strings.Join(st.Args, "|") != strings.Join(tt.args, "|") {
			t.Errorf("%s: args %q, want %q", tt.query, st.Args, tt.args)
		}
	}
}

func TestMutateSQL(t *testing.T) {
	p, err := build(t, "POST", "/items", "on_conflict=name", `[{"name":"a","data":{"k":1}}]`)
	if err != nil {
		t.Fatal(err)
	}
	p.Mutation.Resolution = "merge-duplicates"
	st := Mutate(p, Options{})
	for _, c := range []string{
		`INSERT INTO "public"."items" AS "items" ("data", "name") SELECT "pgrst_body"."data", "pgrst_body"."name" FROM pg_catalog.json_populate_recordset(NULL::"public"."items", CASE WHEN pg_catalog.json_typeof($1::json)`,
		`ON CONFLICT ("name") DO UPDATE SET "data" = EXCLUDED."data", "name" = EXCLUDED."name"`,
		`RETURNING 1`,
	} {
		if !strings.Contains(st.SQL, c) {
			t.Errorf("SQL lacks\n  %s\ngot\n  %s", c, st.SQL)
		}
	}
	if len(st.Args) != 1 || st.Args[0] != `[{"name":"a","data":{"k":1}}]` {
		t.Errorf("args %q", st.Args)
	}
	if _, err := build(t, "POST", "/items", "", `{"nope":1}`); err == nil || err.Code != "PGRST204" {
		t.Errorf("unknown column: %v", err)
	}
	p, _ = build(t, "DELETE", "/items", "id=eq.3", "")
	if st := Mutate(p, Options{}); !strings.Contains(st.SQL, `DELETE FROM "public"."items" AS "items" WHERE "items"."id" = $1 RETURNING 1`) {
		t.Errorf("delete SQL: %s", st.SQL)
	}
}

// FuzzFilterValueNeverInSQL: whatever the value of a filter, the SQL text is the same as for
// a fixed value — values only ever travel as parameters.
func FuzzFilterValueNeverInSQL(f *testing.F) {
	for _, s := range []string{"1", "'; drop table items; --", `"quoted"`, "a,b)", "{1,2}", "$1", "\x00", "日本"} {
		f.Add("eq", s)
		f.Add("like", s)
		f.Add("in", s)
	}
	f.Fuzz(func(t *testing.T, op, v string) {
		if op == "is" {
			return // is takes keywords, not values
		}
		sqlFor := func(val string) (string, bool) {
			var q string
			if op == "in" {
				q = "name=in.(" + val + ")"
			} else {
				q = "name=" + op + "." + val
			}
			r := httptest.NewRequest("GET", "/x", nil)
			r.URL.RawQuery = "select=id&" + strings.ReplaceAll(strings.ReplaceAll(q, "%", "%25"), "&", "%26")
			req, err := apirequest.Parse(r, "/items", apirequest.Options{Schemas: []string{"public"}})
			if err != nil {
				return "", false
			}
			p, perr := plan.Build(req, snapshot(), plan.Options{})
			if perr != nil {
				return "", false
			}
			return Read(p, Options{}).SQL, true
		}
		got, ok := sqlFor(v)
		if !ok {
			return
		}
		ref, ok := sqlFor("x")
		if !ok {
			return
		}
		if got != ref {
			t.Fatalf("value changed the SQL text:\n%s\n%s", got, ref)
		}
	})
}

// The nested embed's key is in the output even when its parent embed selects no column.
func TestEmbedOfEmbedOnlyIsSelected(t *testing.T) {
	p, err := build(t, "GET", "/items", "select=id,parts(items(name))", "")
	if err != nil {
		t.Fatal(err)
	}
	sql := Read(p, Options{}).SQL
	for _, want := range []string{`pg_catalog.row_to_json("parts_items_1".*)::jsonb AS "items"`, `COALESCE("items_parts_1"."items_parts_1", '[]') AS "parts"`} {
		if !strings.Contains(sql, want) {
			t.Errorf("missing %s in\n%s", want, sql)
		}
	}
	if strings.Contains(sql, "pgrst_empty") {
		t.Errorf("placeholder column in\n%s", sql)
	}
}

// Aggregates group by the level's other output expressions; a to-one spread's aggregate is
// computed by the parent over the argument its lateral outputs.
func TestAggregateSQL(t *testing.T) {
	plan1 := func(target, query string) *plan.Plan {
		t.Helper()
		r := httptest.NewRequest("GET", "/x", nil)
		r.URL.RawQuery = query
		req, err := apirequest.Parse(r, target, apirequest.Options{Schemas: []string{"public"}})
		if err != nil {
			t.Fatal(err)
		}
		p, perr := plan.Build(req, snapshot(), plan.Options{Aggregates: true})
		if perr != nil {
			t.Fatal(perr)
		}
		return p
	}
	sql := Read(plan1("/items", "select=name,n:count(),id.sum()::text"), Options{}).SQL
	for _, want := range []string{`pg_catalog.count(*) AS "n"`, `CAST(pg_catalog.sum("items"."id") AS text) AS "sum"`, ` GROUP BY "items"."name"`} {
		if !strings.Contains(sql, want) {
			t.Errorf("missing %s in\n%s", want, sql)
		}
	}
	sql = Read(plan1("/parts", "select=...items(name,total:id.sum())"), Options{}).SQL
	for _, want := range []string{`"items_1"."id" AS "total"`, `pg_catalog.sum("parts_items_1"."total") AS "total"`, ` GROUP BY "parts_items_1"."name"`} {
		if !strings.Contains(sql, want) {
			t.Errorf("missing %s in\n%s", want, sql)
		}
	}
	if sql := Read(plan1("/items", "select=id,name"), Options{}).SQL; strings.Contains(sql, "GROUP BY") {
		t.Errorf("GROUP BY without an aggregate:\n%s", sql)
	}
}

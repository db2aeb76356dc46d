package sqlgen

import (
	"flag"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pedbook/pedbook/gateway/internal/apirequest"
	"github.com/pedbook/pedbook/gateway/internal/pgrsterr"
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

func build(t testing.TB, method, target, query, body string) (*plan.Plan, *pgrsterr.Error) {
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

var update = flag.Bool("update", false, "rewrite testdata/golden/*.sql from the generator's output")

// goldenCase is one request whose whole statement (SQL and arguments) is kept in
// testdata/golden/<name>.sql; `go test ./internal/sqlgen/ -run Golden -update` rewrites
// the files after a deliberate change, and the diff is reviewed like code.
type goldenCase struct {
	name, method, target, query, body string
	aggregates                        bool
	resolution                        string
	opts                              Options
}

var goldenCases = []goldenCase{
	{name: "read_by_id", method: "GET", target: "/items", query: "select=id,name&id=eq.1"},
	{name: "read_json_paths", method: "GET", target: "/items", query: "select=data->a->>b&data->>x=like.*y*"},
	{name: "read_embed_ordered_limited", method: "GET", target: "/items", query: "select=id,parts(id)&parts.order=id.desc&parts.limit=2"},
	{name: "read_logic_tree", method: "GET", target: "/items", query: `id=in.(1,2)&or=(name.is.null,not.and(id.gt.5,name.eq."a,b"))`},
	{name: "read_inner_embed_paged", method: "GET", target: "/items", query: "select=id,parts!inner()&limit=3&offset=4"},
	{name: "read_quoted_alias", method: "GET", target: "/items", query: `select="we\"ird":name`},
	{name: "read_embed_of_embed_only", method: "GET", target: "/items", query: "select=id,parts(items(name))"},
	{name: "read_exact_count", method: "GET", target: "/items", query: "select=id&order=name.desc.nullslast", opts: Options{Count: "exact"}},
	{name: "read_csv", method: "GET", target: "/items", query: "select=id,name", opts: Options{Media: apirequest.MediaCSV}},
	{name: "aggregate_grouped", method: "GET", target: "/items", query: "select=name,n:count(),id.sum()::text", aggregates: true},
	{name: "aggregate_in_spread", method: "GET", target: "/parts", query: "select=...items(name,total:id.sum())", aggregates: true},
	{name: "insert_upsert", method: "POST", target: "/items", query: "on_conflict=name", body: `[{"name":"a","data":{"k":1}}]`, resolution: "merge-duplicates"},
	{name: "update_filtered", method: "PATCH", target: "/items", query: "id=eq.3", body: `{"name":"b"}`},
	{name: "delete_filtered", method: "DELETE", target: "/items", query: "id=eq.3"},
}

func TestGoldenSQL(t *testing.T) {
	for _, c := range goldenCases {
		t.Run(c.name, func(t *testing.T) {
			r := httptest.NewRequest(c.method, "/x", strings.NewReader(c.body))
			r.URL.RawQuery = c.query
			if c.body != "" {
				r.Header.Set("Content-Type", "application/json")
			}
			req, perr := apirequest.Parse(r, c.target, apirequest.Options{Schemas: []string{"public"}})
			if perr != nil {
				t.Fatal(perr)
			}
			p, berr := plan.Build(req, snapshot(), plan.Options{Aggregates: c.aggregates})
			if berr != nil {
				t.Fatal(berr)
			}
			var st Statement
			if p.Mutation != nil {
				if c.resolution != "" {
					p.Mutation.Resolution = c.resolution
				}
				st = Mutate(p, c.opts)
			} else {
				st = Read(p, c.opts)
			}
			var b strings.Builder
			fmt.Fprintf(&b, "-- %s %s?%s\n", c.method, c.target, c.query)
			if c.body != "" {
				fmt.Fprintf(&b, "-- body: %s\n", c.body)
			}
			b.WriteString(st.SQL)
			b.WriteString("\n")
			for i, a := range st.Args {
				fmt.Fprintf(&b, "-- $%d = %q\n", i+1, a)
			}
			got := b.String()
			path := filepath.Join("testdata", "golden", c.name+".sql")
			if *update {
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if got != string(want) {
				t.Errorf("statement differs from %s:\n--- got\n%s--- want\n%s", path, got, want)
			}
		})
	}
}

func TestUnknownColumnInAWriteIsRefused(t *testing.T) {
	if _, err := build(t, "POST", "/items", "", `{"nope":1}`); err == nil || err.Code != "PGRST204" {
		t.Errorf("unknown column: %v", err)
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

// Without an aggregate there is no GROUP BY.
func TestNoGroupByWithoutAggregate(t *testing.T) {
	p, err := build(t, "GET", "/items", "select=id,name", "")
	if err != nil {
		t.Fatal(err)
	}
	if sql := Read(p, Options{}).SQL; strings.Contains(sql, "GROUP BY") || strings.Contains(sql, "pgrst_empty") {
		t.Errorf("unexpected GROUP BY or placeholder:\n%s", sql)
	}
}

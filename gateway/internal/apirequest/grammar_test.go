package apirequest

import (
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParseSelect(t *testing.T) {
	tests := []struct {
		in   string
		want []SelectItem
	}{
		{"", []SelectItem{{Kind: ItemStar}}},
		{"id,name", []SelectItem{{Field: Field{Name: "id"}}, {Field: Field{Name: "name"}}}},
		{"n:name::text", []SelectItem{{Field: Field{Name: "name"}, Alias: "n", Cast: "text"}}},
		{"data->a->>b", []SelectItem{{Field: Field{Name: "data", Path: []PathStep{{"->", "a", false}, {"->>", "b", false}}}}}},
		{"data->0", []SelectItem{{Field: Field{Name: "data", Path: []PathStep{{"->", "0", true}}}}}},
		{"count()", []SelectItem{{Aggregate: "count"}}},
		{"amount.sum()", []SelectItem{{Field: Field{Name: "amount"}, Aggregate: "sum"}}},
		{`"a,b":"weird col"`, []SelectItem{{Field: Field{Name: "weird col"}, Alias: "a,b"}}},
		{"id,cat:categories!fk!inner(name,*)", []SelectItem{{Field: Field{Name: "id"}},
			{Kind: ItemEmbed, Relation: "categories", Alias: "cat", Hint: "fk", JoinType: "inner",
				Children: []SelectItem{{Field: Field{Name: "name"}}, {Kind: ItemStar}}}}},
		{"...cat(name),rel()", []SelectItem{{Kind: ItemSpread, Relation: "cat", Children: []SelectItem{{Field: Field{Name: "name"}}}},
			{Kind: ItemEmbed, Relation: "rel"}}},
		{"first-name", []SelectItem{{Field: Field{Name: "first-name"}}}},
	}
	for _, tt := range tests {
		got, err := ParseSelect(tt.in)
		if err != nil {
			t.Errorf("ParseSelect(%q): %v", tt.in, err)
			continue
		}
		if d := cmp.Diff(tt.want, got); d != "" {
			t.Errorf("ParseSelect(%q) (-want +got):\n%s", tt.in, d)
		}
	}
}

func TestParseSelectErrors(t *testing.T) {
	for _, in := range []string{"id,", "rel(id", "a!b!c!d(x)", "x.foo()", "::int", `"unterminated`, "id::"} {
		_, err := ParseSelect(in)
		if err == nil {
			t.Errorf("ParseSelect(%q): want error", in)
			continue
		}
		if err.Code != "PGRST100" || !strings.Contains(err.Message, "column") {
			t.Errorf("ParseSelect(%q): got %+v", in, err)
		}
	}
}

func TestParseOperation(t *testing.T) {
	tests := []struct {
		in   string
		want Operation
	}{
		{"eq.5", Operation{Op: "eq", Value: "5"}},
		{"eq.a,b.c)", Operation{Op: "eq", Value: "a,b.c)"}},
		{"not.like.*Jo*", Operation{Negate: true, Op: "like", Value: "%Jo%"}},
		{"like(any).{a*,b*}", Operation{Op: "like", Modifier: "any", Value: "{a%,b%}"}},
		{`in.(1,"a,b",x y)`, Operation{Op: "in", List: []string{"1", "a,b", "x y"}}},
		{"in.()", Operation{Op: "in", List: []string{}}},
		{"is.NULL", Operation{Op: "is", Value: "null"}},
		{"fts(english).cat & rat", Operation{Op: "fts", Lang: "english", Value: "cat & rat"}},
		{"cs.{1,2}", Operation{Op: "cs", Value: "{1,2}"}},
	}
	for _, tt := range tests {
		got, err := ParseOperation(tt.in)
		if err != nil {
			t.Errorf("ParseOperation(%q): %v", tt.in, err)
			continue
		}
		if d := cmp.Diff(tt.want, got); d != "" {
			t.Errorf("ParseOperation(%q) (-want +got):\n%s", tt.in, d)
		}
	}
	for _, in := range []string{"foo.1", "eq", "is.maybe", "neq(any).1", "in.(1,2", "in.(1)x"} {
		if _, err := ParseOperation(in); err == nil {
			t.Errorf("ParseOperation(%q): want error", in)
		}
	}
}

func TestParseLogic(t *testing.T) {
	got, err := ParseLogic(nil, true, false, `(a.eq.1,and(b.gt.2,c.not.in.(x,"y,z")),d.eq."q,)",actors.not.is.null,e.cs.{1,2})`)
	if err != nil {
		t.Fatal(err)
	}
	want := LogicTree{Or: true, Children: []LogicNode{
		{Filter: &Filter{Field: Field{Name: "a"}, Operation: Operation{Op: "eq", Value: "1"}}},
		{Tree: &LogicTree{Children: []LogicNode{
			{Filter: &Filter{Field: Field{Name: "b"}, Operation: Operation{Op: "gt", Value: "2"}}},
			{Filter: &Filter{Field: Field{Name: "c"}, Operation: Operation{Negate: true, Op: "in", List: []string{"x", "y,z"}}}},
		}}},
		{Filter: &Filter{Field: Field{Name: "d"}, Operation: Operation{Op: "eq", Value: "q,)"}}},
		{Filter: &Filter{Field: Field{Name: "actors"}, Operation: Operation{Negate: true, Op: "is", Value: "null"}}},
		{Filter: &Filter{Field: Field{Name: "e"}, Operation: Operation{Op: "cs", Value: "{1,2}"}}},
	}}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("(-want +got):\n%s", d)
	}
	for _, in := range []string{"a.eq.1", "(a.eq.1", "(a.zz.1)", "()"} {
		if _, err := ParseLogic(nil, false, false, in); err == nil {
			t.Errorf("ParseLogic(%q): want error", in)
		}
	}
}

func TestParseOrder(t *testing.T) {
	got, err := ParseOrder("name.desc.nullslast,cat(title),data->>x.asc")
	if err != nil {
		t.Fatal(err)
	}
	want := []OrderTerm{
		{Field: Field{Name: "name"}, Desc: true, Nulls: "last"},
		{Relation: "cat", Field: Field{Name: "title"}},
		{Field: Field{Name: "data", Path: []PathStep{{"->>", "x", false}}}},
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("(-want +got):\n%s", d)
	}
	if _, err := ParseOrder("name.sideways"); err == nil {
		t.Error("want error")
	}
}

func TestParseRequest(t *testing.T) {
	r := httptest.NewRequest("GET", "/x?select=id,msgs(id)&id=gt.1&msgs.order=id.desc&msgs.limit=2&limit=10&offset=5&not.or=(a.eq.1,b.eq.2)", nil)
	r.Header.Set("Prefer", "count=exact, return=representation")
	r.Header.Set("Range", "0-7")
	req, err := Parse(r, "/things", Options{Schemas: []string{"public"}})
	if err != nil {
		t.Fatal(err)
	}
	if req.Target != "things" || req.Kind != KindRelation || req.Schema != "public" {
		t.Errorf("target: %+v", req)
	}
	if d := cmp.Diff(Range{Offset: 5, Limit: 3}, req.RootRange()); d != "" {
		t.Errorf("range (-want +got):\n%s", d)
	}
	if d := cmp.Diff(Range{Offset: 0, Limit: 2}, req.Ranges["msgs"]); d != "" {
		t.Errorf("embed range (-want +got):\n%s", d)
	}
	if len(req.Logic) != 1 || !req.Logic[0].Negate || !req.Logic[0].Or {
		t.Errorf("logic: %+v", req.Logic)
	}
	if req.Prefer.Count != "exact" || req.Prefer.Return != "representation" {
		t.Errorf("prefer: %+v", req.Prefer)
	}

	errs := []struct {
		method, path, query string
		hdr                 map[string]string
		code                string
	}{
		{"GET", "/a/b", "", nil, "PGRST125"},
		{"PATCH", "/rpc/f", "", nil, "PGRST101"},
		{"TRACE", "/t", "", nil, "PGRST117"},
		{"GET", "/t", "", map[string]string{"Accept-Profile": "secret"}, "PGRST106"},
		{"GET", "/t", "", map[string]string{"Accept": "image/png"}, "PGRST107"},
		{"GET", "/t", "limit=-1", nil, "PGRST103"},
		{"GET", "/t", "", map[string]string{"Range": "5-1"}, "PGRST103"},
		{"GET", "/t", "", map[string]string{"Prefer": "handling=strict, foo=bar"}, "PGRST122"},
		{"GET", "/t", "id=zz.1", nil, "PGRST100"},
	}
	for _, tt := range errs {
		r := httptest.NewRequest(tt.method, "/x?"+tt.query, nil)
		for k, v := range tt.hdr {
			r.Header.Set(k, v)
		}
		_, err := Parse(r, tt.path, Options{Schemas: []string{"public"}})
		if err == nil || err.Code != tt.code {
			t.Errorf("%s %s?%s: got %v, want %s", tt.method, tt.path, tt.query, err, tt.code)
		}
	}
}

func TestRPCArgs(t *testing.T) {
	r := httptest.NewRequest("GET", "/x?search_query=dipirona&max=10&id=eq.3", nil)
	req, err := Parse(r, "/rpc/f", Options{Schemas: []string{"public"}})
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff([]Arg{{"search_query", "dipirona"}, {"max", "10"}}, req.RPCArgs); d != "" {
		t.Errorf("(-want +got):\n%s", d)
	}
	if len(req.Filters) != 1 {
		t.Errorf("filters: %+v", req.Filters)
	}
}

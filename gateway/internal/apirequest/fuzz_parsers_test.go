package apirequest

// Fuzz targets for every parser of stage 1 that a stranger's request reaches (issue 38 §2):
// select, filter keys with JSON paths, or=/and= trees, order, columns/on_conflict, Prefer,
// Range with limit/offset. `go test` runs the seeds (and testdata/fuzz) only; scripts/fuzz
// runs each target for a bounded time. Invariants: no panic; every refusal is a typed
// PostgREST error (PGRSTnnn, a 4xx); what parses renders back to text that parses to the
// same tree; ranges are never negative.

import (
	"net/http/httptest"
	"reflect"
	"regexp"
	"strconv"
	"strings"

	"github.com/pedbook/pedbook/gateway/internal/pgrsterr"
	"testing"
)

var pgrstCode = regexp.MustCompile(`^PGRST\d{3}$`)

// checkClientError fails unless e is a PostgREST client error (PGRSTnnn with a 4xx status).
func checkClientError(t *testing.T, e *pgrsterr.Error, input string) {
	t.Helper()
	if e == nil {
		return
	}
	if !pgrstCode.MatchString(e.Code) || e.Status < 400 || e.Status > 499 {
		t.Fatalf("input %q: error %q status %d is not a PGRST client error", input, e.Code, e.Status)
	}
	if e.Message == "" {
		t.Fatalf("input %q: error %s without a message", input, e.Code)
	}
}

// quote renders a name the way the grammar reads it back exactly: "…" with \ and " escaped.
func quote(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s) + `"`
}

func renderPath(b *strings.Builder, path []PathStep) {
	for _, p := range path {
		b.WriteString(p.Arrow)
		if p.IsIndex {
			b.WriteString(p.Key)
		} else {
			b.WriteString(quote(p.Key))
		}
	}
}

func renderField(b *strings.Builder, f Field) {
	b.WriteString(quote(f.Name))
	renderPath(b, f.Path)
}

// renderSelect is the select grammar's inverse, for the round trip.
func renderSelect(items []SelectItem) string {
	var b strings.Builder
	for i, it := range items {
		if i > 0 {
			b.WriteByte(',')
		}
		renderSelectItem(&b, it)
	}
	return b.String()
}

func renderSelectItem(b *strings.Builder, it SelectItem) {
	if it.Alias != "" {
		b.WriteString(quote(it.Alias) + ":")
	}
	switch it.Kind {
	case ItemStar:
		b.WriteByte('*')
		return
	case ItemEmbed, ItemSpread:
		if it.Kind == ItemSpread {
			b.WriteString("...")
		}
		b.WriteString(quote(it.Relation))
		if it.Hint != "" {
			b.WriteString("!" + quote(it.Hint))
		}
		if it.JoinType != "" {
			b.WriteString("!" + it.JoinType)
		}
		if len(it.Children) == 0 {
			b.WriteString("( )") // "()" right after a name would read as count()
			return
		}
		b.WriteString("(" + renderSelect(it.Children) + ")")
		return
	}
	if it.Aggregate == "count" && it.Field.Name == "" {
		b.WriteString("count()")
	} else {
		renderField(b, it.Field)
		if it.Cast != "" {
			b.WriteString("::" + it.Cast)
		}
		if it.Aggregate != "" {
			b.WriteString("." + it.Aggregate + "()")
		}
	}
	if it.AggCast != "" {
		b.WriteString("::" + it.AggCast)
	}
}

func renderOrder(terms []OrderTerm) string {
	var b strings.Builder
	for i, t := range terms {
		if i > 0 {
			b.WriteByte(',')
		}
		if t.Relation != "" {
			b.WriteString(quote(t.Relation) + "(")
			renderField(&b, t.Field)
			b.WriteByte(')')
		} else {
			renderField(&b, t.Field)
		}
		if t.Desc {
			b.WriteString(".desc")
		}
		if t.Nulls != "" {
			b.WriteString(".nulls" + t.Nulls)
		}
	}
	return b.String()
}

// roundTrip renders what input parsed to and parses the text again: the same value must come back.
func roundTrip[T any](t *testing.T, what, input string, parsed T, render func(T) string, parse func(string) (T, *pgrsterr.Error)) {
	t.Helper()
	text := render(parsed)
	again, err := parse(text)
	if err != nil {
		t.Fatalf("%s %q rendered as %q does not parse: %v", what, input, text, err)
	}
	if !reflect.DeepEqual(parsed, again) {
		t.Fatalf("%s %q: round trip through %q changed it:\n%+v\n%+v", what, input, text, parsed, again)
	}
}

func selectDepth(items []SelectItem) int {
	d := 0
	for _, it := range items {
		if len(it.Children) > 0 {
			d = max(d, 1+selectDepth(it.Children))
		}
	}
	return d
}

func FuzzParseSelect(f *testing.F) {
	for _, s := range []string{
		"", "*", "id,name", "id,name,slug,category:pedbook_medication_categories(id,name)",
		"*,pedbook_medication_use_cases(*,pedbook_medication_dosages(*))",
		"cat:categories!fk_cat!inner(name,*)", "...spread!left(a,b)", `"quoted, name":"x\"y"`,
		"composition->>kcal,composition->energia->kcal::numeric", "data->0->-1->>k", "data->\"a.b\"->>\"c,d\"",
		"count()", "total:count()::int", "amount.sum()::text", "price::numeric.avg()", "rel( )", "count( )",
		"a :b", "a-b,c-d->e", "x->>'; drop table t; --", "id,name*,cat:pedbook_medication_categories*(name*)",
		strings.Repeat("a(", 20) + strings.Repeat(")", 20),
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, v string) {
		items, err := ParseSelect(v)
		if err != nil {
			checkClientError(t, err, v)
			if err.Code != "PGRST100" {
				t.Fatalf("select %q: code %s, want PGRST100", v, err.Code)
			}
			return
		}
		if len(items) == 0 {
			t.Fatalf("select %q: no items and no error", v)
		}
		if d := selectDepth(items); d > maxEmbedDepth+1 {
			t.Fatalf("select %q: embedding depth %d past the limit", v, d)
		}
		roundTrip(t, "select", v, items, renderSelect, ParseSelect)
	})
}

func FuzzParseOrder(f *testing.F) {
	for _, s := range []string{
		"name", "name.asc", "name.desc.nullslast", "a.nullsfirst,b.desc", "data->>k.desc", "data->0->>x",
		"rel(col).desc", "rel(data->a).asc.nullsfirst", `"my col".desc`, "name*.desc.nullslast", "a,,b", "a.sideways",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, v string) {
		terms, err := ParseOrder(v)
		if err != nil {
			checkClientError(t, err, v)
			return
		}
		for _, term := range terms {
			if term.Nulls != "" && term.Nulls != "first" && term.Nulls != "last" {
				t.Fatalf("order %q: nulls %q", v, term.Nulls)
			}
		}
		roundTrip(t, "order", v, terms, renderOrder, ParseOrder)
	})
}

// FuzzParseColumns covers columns= and on_conflict=.
func FuzzParseColumns(f *testing.F) {
	for _, s := range []string{"id", "id,name", `"a,b",c`, " user_id , slug ", "id*", "a,", `"unterminated`, `"x\"y\\"`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, v string) {
		for _, what := range []string{"columns parameter", "on_conflict parameter"} {
			cols, err := ParseColumns(what, v)
			if err != nil {
				checkClientError(t, err, v)
				continue
			}
			quoted := make([]string, len(cols))
			for i, c := range cols {
				if c == "" && !strings.Contains(v, `""`) {
					t.Fatalf("%s %q: empty column name accepted", what, v)
				}
				quoted[i] = quote(c)
			}
			again, err := ParseColumns(what, strings.Join(quoted, ","))
			if err != nil || !reflect.DeepEqual(cols, again) {
				t.Fatalf("%s %q: round trip gave %q, %v", what, v, again, err)
			}
		}
	})
}

// FuzzParseFilterKey covers the left side of a filter: embed path and JSON path.
func FuzzParseFilterKey(f *testing.F) {
	for _, s := range []string{"id", "name", "rel.col", "a.b.c->>d", "composition->>kcal", "composition->energia->>kcal",
		"data->0", "data->-1", `"a.b".c`, "x->", "x->>", "a..b", "name*"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, k string) {
		path, field, err := ParseFilterKey(k)
		if err != nil {
			checkClientError(t, err, k)
			return
		}
		var b strings.Builder
		for _, p := range path {
			b.WriteString(quote(p) + ".")
		}
		renderField(&b, field)
		path2, field2, err := ParseFilterKey(b.String())
		if err != nil || !reflect.DeepEqual(path, path2) || !reflect.DeepEqual(field, field2) {
			t.Fatalf("filter key %q: round trip through %q gave %v %+v, %v", k, b.String(), path2, field2, err)
		}
	})
}

func logicDepth(nodes []LogicNode) int {
	d := 0
	for _, n := range nodes {
		if n.Tree != nil {
			d = max(d, 1+logicDepth(n.Tree.Children))
		}
	}
	return d
}

func checkLogicFilters(t *testing.T, v string, nodes []LogicNode) {
	t.Helper()
	for _, n := range nodes {
		if (n.Filter == nil) == (n.Tree == nil) {
			t.Fatalf("logic %q: a node is neither a filter nor a tree (or both)", v)
		}
		if n.Tree != nil {
			if len(n.Tree.Children) == 0 {
				t.Fatalf("logic %q: an empty and()/or() accepted", v)
			}
			checkLogicFilters(t, v, n.Tree.Children)
			continue
		}
		if _, ok := operators[n.Filter.Operation.Op]; !ok {
			t.Fatalf("logic %q: unknown operator %q accepted", v, n.Filter.Operation.Op)
		}
		if n.Filter.Field.Name == "" {
			t.Fatalf("logic %q: a filter without a column", v)
		}
	}
}

// FuzzParseLogic covers or=/and= with nesting, not., embeds and every operator.
func FuzzParseLogic(f *testing.F) {
	for _, s := range []string{
		"(a.eq.1,b.eq.2)", "(name.ilike.*dipirona*,slug.eq.scan-x)", "(published.is.true,name.neq.y)",
		"(a.eq.1,or(b.gt.2,and(c.in.(1,2),not.d.is.null)))", "(not.and(a.eq.1,b.eq.2))", "(rel.col.eq.5,rel.sub.x.lt.3)",
		"(data->>k.eq.v,data->0.gt.1)", `(name.in.("a,b",c),tags.cs.{a,b})`, "(a.fts(english).x y)", "(a.like(any).{a*,b*})",
		"(a.eq.\"quoted,)value\")", "(a.eq.1", "()", "(a.eq.1,)", strings.Repeat("(or", 20) + "(a.eq.1" + strings.Repeat(")", 21),
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, v string) {
		for _, or := range []bool{false, true} {
			tree, err := ParseLogic([]string{"rel"}, or, false, v)
			if err != nil {
				checkClientError(t, err, v)
				if err.Code != "PGRST100" {
					t.Fatalf("logic %q: code %s, want PGRST100", v, err.Code)
				}
				continue
			}
			if tree.Or != or || len(tree.Children) == 0 {
				t.Fatalf("logic %q: tree %+v", v, tree)
			}
			if d := logicDepth(tree.Children); d > maxEmbedDepth+1 {
				t.Fatalf("logic %q: nesting %d past the limit", v, d)
			}
			checkLogicFilters(t, v, tree.Children)
		}
	})
}

func FuzzParsePrefer(f *testing.F) {
	for _, s := range [][2]string{
		{"return=representation", ""}, {"count=exact", "return=minimal"}, {"resolution=merge-duplicates,return=representation", ""},
		{"handling=strict, tx=rollback", "max-affected=5"}, {"handling=strict", "bogus=1"}, {"missing=default", "timezone=America/Sao_Paulo"},
		{"params=single-object", ""}, {"max-affected=-1", "max-affected=99999999999999999999"}, {"count=exact*", "resolution=merge-duplicates*"},
		{",,,", "=,=="},
	} {
		f.Add(s[0], s[1])
	}
	allowed := map[string]map[string]bool{
		"Return":     {"": true, "minimal": true, "headers-only": true, "representation": true},
		"Count":      {"": true, "exact": true, "planned": true, "estimated": true},
		"Resolution": {"": true, "merge-duplicates": true, "ignore-duplicates": true},
		"Missing":    {"": true, "default": true, "null": true},
		"Handling":   {"": true, "lenient": true, "strict": true},
		"Tx":         {"": true, "commit": true, "rollback": true},
	}
	f.Fuzz(func(t *testing.T, a, b string) {
		p, err := ParsePrefer([]string{a, b})
		if err != nil {
			checkClientError(t, err, a+" | "+b)
			if p.Handling != "strict" || len(p.Invalid) == 0 {
				t.Fatalf("Prefer %q %q refused without handling=strict and an invalid preference", a, b)
			}
			return
		}
		rv := reflect.ValueOf(p)
		for field, ok := range allowed {
			if v := rv.FieldByName(field).String(); !ok[v] {
				t.Fatalf("Prefer %q %q: %s=%q accepted", a, b, field, v)
			}
		}
		if p.MaxAffected < -1 {
			t.Fatalf("Prefer %q %q: max-affected %d", a, b, p.MaxAffected)
		}
		if p.Handling == "strict" && len(p.Invalid) > 0 {
			t.Fatalf("Prefer %q %q: strict with invalid preferences accepted", a, b)
		}
	})
}

// FuzzRange covers the Range header with limit=/offset= (and embedded ones): a range is never
// negative, whatever the numbers (int64 edges included).
func FuzzRange(f *testing.F) {
	for _, s := range [][2]string{
		{"0-9", ""}, {"items=5-", "limit=3"}, {"0-1*", "limit=5&offset=0"}, {"10-2", ""}, {"-5", ""},
		{"0-9223372036854775807", ""}, {"9223372036854775807-9223372036854775807", "limit=1"},
		{"", "limit=9223372036854775807&offset=10"}, {"3-4", "limit=9223372036854775807&offset=9223372036854775807"},
		{"", "rel.limit=2&rel.offset=1"}, {"", "limit=-1"}, {"", "offset=01"}, {"0-" + strconv.Itoa(1<<30), "offset=1"},
	} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, rangeHdr, query string) {
		r := httptest.NewRequest("GET", "/t", nil)
		r.URL.RawQuery = query
		r.Header.Set("Range", rangeHdr)
		req, err := Parse(r, "/t", Options{Schemas: []string{"public"}})
		if err != nil {
			checkClientError(t, err, rangeHdr+" | "+query)
			return
		}
		for path, rg := range req.Ranges {
			if rg.Offset < 0 || rg.Limit < -1 {
				t.Fatalf("Range %q query %q: range %q is %+v", rangeHdr, query, path, rg)
			}
		}
		// A bounded Range header (a-b) bounds the answer, whatever limit/offset say.
		h := rangeHdr
		if i := strings.Index(h, "="); i >= 0 {
			h = h[i+1:]
		}
		a, b, _ := strings.Cut(strings.TrimSpace(h), "-")
		lo, err1 := strconv.ParseInt(strings.TrimSpace(a), 10, 64)
		hi, err2 := strconv.ParseInt(strings.TrimSpace(b), 10, 64)
		if err1 == nil && err2 == nil && lo >= 0 && hi >= lo && hi < 1<<62 {
			if rg := req.RootRange(); rg.Limit < 0 || rg.Limit > hi-lo+1 {
				t.Fatalf("Range %q query %q: root range %+v is not bounded by the header's %d rows", rangeHdr, query, rg, hi-lo+1)
			}
		}
	})
}

// FuzzParseRequest covers a whole request a stranger can send: query string, Prefer, Range,
// Accept and a body, on a table and on an RPC, by every method.
func FuzzParseRequest(f *testing.F) {
	for _, s := range []struct{ method, path, query, prefer, rng, accept, body string }{
		{"GET", "/pedbook_medications", "select=id,name&name=ilike.*a*&order=name.asc&limit=5", "count=exact", "0-1", "application/json", ""},
		{"POST", "/pedbook_notes", "on_conflict=id&columns=title,content", "resolution=merge-duplicates,return=representation", "", "", `{"title":"x"}`},
		{"PATCH", "/pedbook_notes", "id=eq.00000000-0000-4000-8000-000000000001", "return=representation", "", "application/vnd.pgrst.object+json", `{"title":"y"}`},
		{"DELETE", "/pedbook_notes", "id=in.(1,2)&or=(a.eq.1,b.is.null)", "max-affected=1,handling=strict", "", "", ""},
		{"GET", "/rpc/unified_search_complete", "search_query=febre&max_results_per_type=5", "", "", "text/csv", ""},
		{"POST", "/rpc/unified_search_complete", "", "params=single-object", "", "", `{"search_query":"'; select pg_sleep(5)--"}`},
		{"PUT", "/t", "id=eq.1&limit=1", "", "", "", "{}"},
		{"GET", "/", "", "", "", "application/openapi+json", ""},
	} {
		f.Add(s.method, s.path, s.query, s.prefer, s.rng, s.accept, s.body)
	}
	f.Fuzz(func(t *testing.T, method, path, query, prefer, rng, accept, body string) {
		switch method {
		case "GET", "HEAD", "POST", "PATCH", "PUT", "DELETE", "OPTIONS":
		default:
			method = "GET"
		}
		r := httptest.NewRequest(method, "/x", strings.NewReader(body))
		r.URL.RawQuery = query
		r.Header.Set("Prefer", prefer)
		r.Header.Set("Range", rng)
		r.Header.Set("Accept", accept)
		r.Header.Set("Content-Type", "application/json")
		req, err := Parse(r, path, Options{Schemas: []string{"public", "api"}, MaxBody: 1 << 16,
			Limits: Limits{MaxQueryBytes: 1 << 14, MaxEmbeds: 50, MaxSelectItems: 500}})
		if err != nil {
			// 406 (media type) and 405 (method) are client errors too; nothing here may be a 5xx.
			checkClientError(t, err, method+" "+path+"?"+query)
			return
		}
		if req == nil || len(req.Select) == 0 {
			t.Fatalf("%s %s?%s: parsed without a select", method, path, query)
		}
		for p, rg := range req.Ranges {
			if rg.Offset < 0 || rg.Limit < -1 {
				t.Fatalf("%s %s?%s: range %q is %+v", method, path, query, p, rg)
			}
		}
	})
}

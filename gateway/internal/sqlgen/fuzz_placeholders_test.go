package sqlgen

import (
	"fmt"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"

	"github.com/pedbook/pedbook/gateway/internal/apirequest"
	"github.com/pedbook/pedbook/gateway/internal/plan"
)

// skeleton is sql with the text of every quoted identifier removed ("…" → ""), string
// literals kept: two statements with the same skeleton differ only in quoted names.
func skeleton(sql string) (string, bool) {
	var b strings.Builder
	for i := 0; i < len(sql); i++ {
		c := sql[i]
		if c != '"' && c != '\'' {
			b.WriteByte(c)
			continue
		}
		j := i + 1
		for ; j < len(sql); j++ {
			if sql[j] == c {
				if j+1 < len(sql) && sql[j+1] == c { // doubled quote: escaped
					j++
					continue
				}
				break
			}
		}
		if j >= len(sql) {
			return "", false // unterminated quote: request text broke out
		}
		if c == '"' {
			b.WriteString(`""`)
		} else {
			b.WriteString(sql[i : j+1])
		}
		i = j
	}
	return b.String(), true
}

// neutralise replaces everything of req that came from the request's text as a value or a
// name chosen by the client — filter values and lists, JSON keys, aliases, ranges, RPC
// arguments — by fixed ones. Column, relation, embed alias and cast names stay (they must
// resolve).
func neutralise(req *apirequest.Request) {
	n := 0
	name := func(prefix string) string { n++; return fmt.Sprintf("%s%d", prefix, n) }
	path := func(p []apirequest.PathStep) {
		for i := range p {
			if p[i].IsIndex {
				p[i].Key = "1"
			} else {
				p[i].Key = name("k")
			}
		}
	}
	op := func(o *apirequest.Operation) {
		if o.Op == "is" {
			return // keywords (null, true, unknown…), not values
		}
		o.Value = "1"
		for i := range o.List {
			o.List[i] = "1"
		}
	}
	var logic func(nodes []apirequest.LogicNode)
	logic = func(nodes []apirequest.LogicNode) {
		for _, nd := range nodes {
			if nd.Filter != nil {
				path(nd.Filter.Field.Path)
				op(&nd.Filter.Operation)
			} else {
				logic(nd.Tree.Children)
			}
		}
	}
	var sel func(items []apirequest.SelectItem)
	sel = func(items []apirequest.SelectItem) {
		for i := range items {
			// An embed's alias is referenced by embedded filters (alias.col=…): kept.
			if items[i].Alias != "" && items[i].Kind == apirequest.ItemField {
				items[i].Alias = name("a")
			}
			path(items[i].Field.Path)
			sel(items[i].Children)
		}
	}
	for i := range req.Filters {
		path(req.Filters[i].Field.Path)
		op(&req.Filters[i].Operation)
	}
	for _, t := range req.Logic {
		logic(t.Children)
	}
	sel(req.Select)
	for _, terms := range req.Order {
		for i := range terms {
			path(terms[i].Field.Path)
		}
	}
	for k, rg := range req.Ranges {
		if rg.Limit > 0 {
			rg.Limit = 1
		}
		if rg.Offset > 0 {
			rg.Offset = 1
		}
		req.Ranges[k] = rg
	}
	for i := range req.RPCArgs {
		req.RPCArgs[i].Value = "1"
	}
}

func statementFor(req *apirequest.Request) (Statement, bool) {
	p, err := plan.Build(req, snapshot(), plan.Options{Aggregates: true})
	if err != nil {
		return Statement{}, false
	}
	if p.Mutation != nil {
		return Mutate(p, Options{}), true
	}
	if p.Read == nil {
		return Statement{}, false
	}
	return Read(p, Options{Count: "exact"}), true
}

// castText is what a cast may put into the SQL text as it stands (the grammar's castType):
// type words, no quote, parenthesis, semicolon, comment or operator.
var castText = regexp.MustCompile(`CAST\(`)

// FuzzRequestTextOnlyAsParamsOrQuotedNames: whatever a GET/PATCH/DELETE asks (select with
// aliases, JSON paths and embeds, filters, or=/and= trees, order, limit/offset), the SQL's
// text outside quoted identifiers is the same as for the same request with fixed values and
// names — values travel only as parameters, names only inside "…".
func FuzzRequestTextOnlyAsParamsOrQuotedNames(f *testing.F) {
	for _, s := range [][2]string{
		{"GET", "select=id,name&id=eq.1"},
		{"GET", "select=x:data->a->>b,y:data->0&data->>x=like.*y*&order=data->>k.desc&limit=3&offset=2"},
		{"GET", `id=in.(1,2)&or=(name.is.null,not.and(id.gt.5,name.eq."a,b"))`},
		{"GET", "select=id,parts(id)&parts.order=id.desc&parts.limit=2&parts.id=gt.0"},
		{"GET", "select=id,p:parts!inner(i:item_id)&p.or=(id.eq.1,item_id.in.(2,3))"},
		{"GET", `select="we""ird\"":name,data->>"'; drop table items; --"&name=eq.'); select pg_sleep(5)--`},
		{"GET", "name=ilike.*%27%20or%201=1--*&data->'x'=eq.1"},
		{"GET", "select=id::text,total:count()&name=fts(english).a b"},
		{"GET", "and=(name.like(any).{a*,b*},data->a->b.cs.{\"k\":1})&not.name=isdistinct.x"},
		{"PATCH", "id=eq.1&select=id,name"},
		{"DELETE", "or=(id.eq.1,name.eq.x)&select=id"},
	} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, method, query string) {
		body := ""
		switch method {
		case "PATCH":
			body = `{"name":"x"}`
		case "DELETE":
		default:
			method = "GET"
		}
		parse := func() *apirequest.Request {
			r := httptest.NewRequest(method, "/x", strings.NewReader(body))
			r.URL.RawQuery = query
			r.Header.Set("Content-Type", "application/json")
			req, err := apirequest.Parse(r, "/items", apirequest.Options{Schemas: []string{"public"}})
			if err != nil {
				return nil
			}
			return req
		}
		req := parse()
		if req == nil {
			return
		}
		got, ok := statementFor(req)
		if !ok {
			return
		}
		fixed := parse()
		neutralise(fixed)
		ref, ok := statementFor(fixed)
		if !ok {
			t.Fatalf("%s %q: plans, but not with fixed values and names", method, query)
		}
		a, okA := skeleton(got.SQL)
		b, okB := skeleton(ref.SQL)
		if !okA || !okB {
			t.Fatalf("%s %q: unterminated quote in the SQL:\n%s", method, query, got.SQL)
		}
		if a != b {
			t.Fatalf("%s %q: request text changed the SQL outside quoted names:\n%s\n%s", method, query, got.SQL, ref.SQL)
		}
		if len(got.Args) != len(ref.Args) {
			t.Fatalf("%s %q: %d parameters, %d with fixed values", method, query, len(got.Args), len(ref.Args))
		}
		if strings.ContainsRune(got.SQL, 0) {
			t.Fatalf("%s %q: NUL byte in the SQL", method, query)
		}
		// Casts are written into the SQL as type words (PostgREST does the same): check each
		// stays a run of type-name characters up to its closing parenthesis.
		for _, loc := range castText.FindAllStringIndex(got.SQL, -1) {
			rest := got.SQL[loc[1]:]
			as := strings.Index(rest, " AS ")
			for as >= 0 && strings.Count(rest[:as], "(") > strings.Count(rest[:as], ")") {
				next := strings.Index(rest[as+4:], " AS ")
				if next < 0 {
					as = -1
					break
				}
				as += 4 + next
			}
			if as < 0 {
				continue
			}
			typ := rest[as+4:]
			if end := strings.IndexByte(typ, ')'); end >= 0 {
				typ = typ[:end]
			}
			if !regexp.MustCompile(`^[A-Za-z0-9_ $\[\]]+$`).MatchString(typ) {
				t.Fatalf("%s %q: cast %q in the SQL", method, query, typ)
			}
		}
	})
}

package apirequest

import (
	"net/http/httptest"
	"net/url"
	"testing"
)

func FuzzParseQuery(f *testing.F) {
	for _, s := range []string{
		"select=id,name,cat:categories!fk!inner(name,*)&id=eq.1&order=name.desc",
		"or=(a.eq.1,and(b.gt.2,c.in.(1,2)))&limit=3&offset=1",
		`select=data->a->>b::text,...x(y)&name=in.("a,b",c)&x.limit=2`,
		"not.and=(a.like.*x*,b.is.null)&d=fts(english).a b",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, q string) {
		r := httptest.NewRequest("GET", "/x", nil)
		r.URL.RawQuery = q
		req, err := Parse(r, "/t", Options{Schemas: []string{"public"}})
		if err == nil && req == nil {
			t.Fatal("nil request without error")
		}
		if err != nil && (err.Code == "" || err.Status < 400) {
			t.Fatalf("bad error %+v", err)
		}
		_, _ = url.ParseQuery(q)
	})
}

func FuzzParseOperation(f *testing.F) {
	for _, s := range []string{"eq.5", "not.in.(1,\"2\")", "like(any).{a*}", "fts(simple).x", "is.not_null", "cs.{\"a\":1}"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, v string) {
		op, err := ParseOperation(v)
		if err != nil {
			if err.Code != "PGRST100" {
				t.Fatalf("code %s", err.Code)
			}
			return
		}
		if _, ok := operators[op.Op]; !ok {
			t.Fatalf("unknown operator %q accepted", op.Op)
		}
		if op.Op == "is" {
			if _, ok := isValues[op.Value]; !ok {
				t.Fatalf("is value %q accepted", op.Value)
			}
		}
		_, _ = ParseLogic(nil, true, false, "(a."+v+")")
	})
}

package rest

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestWrites(t *testing.T) {
	e := newEnv(t, nil)
	fx := "Content-Profile: fx"
	rep := "Prefer: return=representation"
	steps := []struct {
		name, method, path, body string
		hdr                      []string
		status                   int
		want                     string
		header                   map[string]string
	}{
		{"insert minimal", "POST", "/items", `{"name":"a"}`, []string{fx}, 201, "", map[string]string{"Content-Range": "*/*"}},
		{"insert representation", "POST", "/items?select=name,qty", `{"name":"b","note":"x"}`, []string{fx, rep}, 201, `[{"name":"b","qty":7}]`, nil},
		{"bulk insert with columns", "POST", "/items?columns=name,qty&select=name,qty", `[{"name":"c","qty":1,"ignored":true},{"name":"d"}]`, []string{fx, rep}, 201, `[{"name":"c","qty":1},{"name":"d","qty":null}]`, nil},
		{"bulk missing=default", "POST", "/items?columns=name,qty&select=name,qty", `[{"name":"e"}]`, []string{fx, rep, "Prefer: missing=default"}, 201, `[{"name":"e","qty":7}]`, map[string]string{"Preference-Applied": "missing=default, return=representation"}},
		{"keys must match", "POST", "/items", `[{"name":"f"},{"qty":1}]`, []string{fx}, 400, `{"code":"PGRST102","details":null,"hint":null,"message":"All object keys must match"}`, nil},
		{"unknown column", "POST", "/items", `{"nope":1}`, []string{fx}, 400, `{"code":"PGRST204","details":null,"hint":null,"message":"Could not find the 'nope' column of 'items' in the schema cache"}`, nil},
		{"invalid json", "POST", "/items", `{"name":`, []string{fx}, 400, `{"code":"PGRST102","details":null,"hint":null,"message":"Empty or invalid json"}`, nil},
		{"unique violation 409", "POST", "/items", `{"name":"a"}`, []string{fx}, 409, "", nil},
		{"headers-only location", "POST", "/authors", `{"id":10,"name":"Dora"}`, []string{fx, "Prefer: return=headers-only"}, 201, "", map[string]string{"Location": "/authors?id=eq.10"}},
		{"upsert merge updates", "POST", "/items?on_conflict=name&select=name,qty", `[{"name":"a","qty":100}]`, []string{fx, rep, "Prefer: resolution=merge-duplicates"}, 200, `[{"name":"a","qty":100}]`, map[string]string{"Preference-Applied": "resolution=merge-duplicates, return=representation"}},
		{"upsert merge inserts", "POST", "/items?on_conflict=name&select=name,qty", `[{"name":"a","qty":101},{"name":"z","qty":1}]`, []string{fx, rep, "Prefer: resolution=merge-duplicates"}, 201, `[{"name":"a","qty":101},{"name":"z","qty":1}]`, nil},
		{"upsert ignore", "POST", "/items?on_conflict=name&select=name,qty", `{"name":"a","qty":5}`, []string{fx, rep, "Prefer: resolution=ignore-duplicates"}, 201, `[]`, nil},
		{"update", "PATCH", "/items?name=eq.b&select=name,note", `{"note":"y"}`, []string{fx, rep}, 200, `[{"name":"b","note":"y"}]`, map[string]string{"Content-Range": "0-0/*"}},
		{"update minimal", "PATCH", "/items?name=eq.nobody", `{"note":"y"}`, []string{fx}, 204, "", nil},
		{"update empty body", "PATCH", "/items?name=eq.b", `{}`, []string{fx, rep}, 200, `[]`, nil},
		{"max-affected strict", "PATCH", "/items?qty=is.null", `{"note":"n"}`, []string{fx, "Prefer: handling=strict, max-affected=0"}, 400, "", nil},
		{"max-affected rolled back", "GET", "/items?select=name&note=eq.n", "", []string{"Accept-Profile: fx"}, 200, `[]`, nil},
		{"tx rollback", "DELETE", "/items?name=eq.c&select=name", "", []string{fx, rep, "Prefer: tx=rollback"}, 200, `[{"name":"c"}]`, map[string]string{"Preference-Applied": "return=representation, tx=rollback"}},
		{"rolled back row still there", "GET", "/items?select=name&name=eq.c", "", []string{"Accept-Profile: fx"}, 200, `[{"name":"c"}]`, nil},
		{"delete with count", "DELETE", "/items?name=in.(c,d)", "", []string{fx, "Prefer: count=exact"}, 204, "", map[string]string{"Content-Range": "0-1/2"}},
		{"insert singular rolls back on many", "POST", "/items", `[{"name":"s1"},{"name":"s2"}]`, []string{fx, rep, "Accept: application/vnd.pgrst.object+json"}, 406, "", nil},
		{"singular insert not kept", "GET", "/items?select=name&name=like.s*", "", []string{"Accept-Profile: fx"}, 200, `[]`, nil},
		{"fk violation 409", "POST", "/books", `{"id":9,"author_id":999,"title":"x"}`, []string{fx}, 409, "", nil},
		{"not null violation 400", "POST", "/books", `{"id":9}`, []string{fx}, 400, "", nil},
		{"anon without grant 401", "POST", "/genres", `{"id":9,"name":"x"}`, []string{fx}, 401, "", map[string]string{"WWW-Authenticate": "Bearer"}},
		{"put inserts", "PUT", "/authors?id=eq.30&select=id,name", `{"id":30,"name":"Eva"}`, []string{fx, rep}, 201, `[{"id":30,"name":"Eva"}]`, nil},
		{"put replaces", "PUT", "/authors?id=eq.30&select=id,name", `{"id":30,"name":"Eva M."}`, []string{fx, rep}, 200, `[{"id":30,"name":"Eva M."}]`, nil},
		{"put minimal", "PUT", "/authors?id=eq.30", `{"id":30,"name":"Eva"}`, []string{fx}, 204, "", nil},
		{"put needs pk filter", "PUT", "/authors?name=eq.x", `{"id":31,"name":"x"}`, []string{fx}, 405, "", nil},
		{"put payload must match", "PUT", "/authors?id=eq.31", `{"id":32,"name":"x"}`, []string{fx}, 400, "", nil},
		{"insert with embed representation", "POST", "/books?select=title,authors!author_id(name)", `{"id":20,"author_id":2,"title":"Nova"}`, []string{fx, rep}, 201, `[{"title":"Nova","authors":{"name":"Bruno"}}]`, nil},
	}
	for _, s := range steps {
		r := e.do(s.method, s.path, s.body, s.hdr...)
		if r.status != s.status {
			t.Fatalf("%s: status %d, want %d: %s", s.name, r.status, s.status, r.body)
		}
		if s.want != "" {
			if d := cmp.Diff(compact(t, s.want), compact(t, r.body)); d != "" {
				t.Errorf("%s: body (-want +got):\n%s", s.name, d)
			}
		}
		for k, v := range s.header {
			if got := r.header.Get(k); got != v {
				t.Errorf("%s: header %s = %q, want %q", s.name, k, got, v)
			}
		}
	}
}

func TestRPC(t *testing.T) {
	e := newEnv(t, nil)
	fxC, fxA := "Content-Profile: fx", "Accept-Profile: fx"
	tests := []struct {
		name, method, path, body string
		hdr                      []string
		status                   int
		want                     string
	}{
		{"scalar post", "POST", "/rpc/add", `{"a":1,"b":2}`, []string{fxC}, 200, `3`},
		{"scalar get", "GET", "/rpc/add?a=4&b=5", "", []string{fxA}, 200, `9`},
		{"setof table filtered", "GET", "/rpc/books_by?author=1&select=id,title&id=gt.1", "", []string{fxA}, 200, `[{"id":2,"title":"Vacinas"}]`},
		{"setof table with embed and order", "POST", "/rpc/books_by?select=id,authors!author_id(name)&order=id.desc&limit=1", `{"author":1}`, []string{fxC}, 200, `[{"id":2,"authors":{"name":"Ana"}}]`},
		{"single composite", "GET", "/rpc/one_book?book=3&select=title", "", []string{fxA}, 200, `{"title":"Neonatologia"}`},
		{"returns table", "GET", "/rpc/pairs?n=3&sq=gt.1&order=i.desc", "", []string{fxA}, 200, `[{"i":3,"sq":9},{"i":2,"sq":4}]`},
		{"setof scalar", "POST", "/rpc/numbers", ``, []string{fxC}, 200, `[1,2,3]`},
		{"void 204", "POST", "/rpc/touch", `{"label":"via rpc"}`, []string{fxC}, 204, ``},
		{"volatile on GET is read only", "GET", "/rpc/touch?label=x", "", []string{fxA}, 405, ``},
		{"single json param", "POST", "/rpc/echo", `{"anything":[1,2]}`, []string{fxC}, 200, `{"anything":[1,2]}`},
		{"raise 400", "POST", "/rpc/raise_it", `{}`, []string{fxC}, 400, `{"code":"P0001","message":"Falhou","details":"d","hint":"h"}`},
		{"PT status", "POST", "/rpc/teapot", `{}`, []string{fxC}, 418, ``},
		{"not found", "POST", "/rpc/nope", `{"x":1}`, []string{fxC}, 404, ``},
		{"wrong args", "POST", "/rpc/add", `{"a":1}`, []string{fxC}, 404, ``},
		{"overload by names", "POST", "/rpc/over", `{"a":1,"b":2}`, []string{fxC}, 200, `"two"`},
		{"overload ambiguous", "POST", "/rpc/over", `{"a":1}`, []string{fxC}, 300, ``},
		{"claims in transaction", "GET", "/rpc/whoami", "", []string{fxA}, 200, `{"role":"anon","sub":null,"method":"GET"}`},
		{"count on rpc", "GET", "/rpc/pairs?n=5&limit=2", "", []string{fxA, "Prefer: count=exact"}, 206, `[{"i":1,"sq":1},{"i":2,"sq":4}]`},
		{"params=single-object", "POST", "/rpc/sum_obj", `{"a":2,"b":3}`, []string{fxC, "Prefer: params=single-object"}, 200, `5`},
		{"rpc method not allowed", "PATCH", "/rpc/add", `{}`, []string{fxC}, 405, ``},
		{"unnamed text, raw text/plain body", "POST", "/rpc/shout_text", `hello`, []string{fxC, "Content-Type: text/plain"}, 200, `"HELLO"`},
		{"unnamed text, JSON body is the text", "POST", "/rpc/shout_text", `{"":"x"}`, []string{fxC}, 200, `"{\"\":\"X\"}"`},
		{"unnamed xml, raw body", "POST", "/rpc/xml_len", `<a>hi</a>`, []string{fxC, "Content-Type: text/xml"}, 200, `9`},
		{"unnamed bytea, raw body", "POST", "/rpc/byte_len", "\x00\x01\xff", []string{fxC, "Content-Type: application/octet-stream"}, 200, `"3:0001ff"`},
		{"text/plain without a text function", "POST", "/rpc/add", `1`, []string{fxC, "Content-Type: text/plain"}, 404,
			`{"code":"PGRST202","details":"Searched for the function fx.add with a single unnamed text parameter, but no matches were found in the schema cache.","hint":null,"message":"Could not find the function fx.add in the schema cache"}`},
		{"no-argument and unnamed-default overloads", "POST", "/rpc/poly", ``, []string{fxC}, 300,
			`{"code":"PGRST203","details":null,"hint":"Try renaming the parameters or the function itself in the database so function overloading can be resolved","message":"Could not choose the best candidate function between: fx.poly(), fx.poly( => text)"}`},
		{"unnamed default chosen by the empty key", "POST", "/rpc/poly", `{"":"x"}`, []string{fxC}, 200, `"foo"`},
		{"candidates in PostgREST's order", "POST", "/rpc/unres", `{"a":1}`, []string{fxC}, 300,
			`{"code":"PGRST203","details":null,"hint":"Try renaming the parameters or the function itself in the database so function overloading can be resolved","message":"Could not choose the best candidate function between: fx.unres(a => integer), fx.unres(a => text)"}`},
		{"one key: 'with parameter'", "POST", "/rpc/add", `{"aa":1}`, []string{fxC}, 404,
			`{"code":"PGRST202","details":"Searched for the function fx.add with parameter aa or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.","hint":"Perhaps you meant to call the function fx.add(a, b)","message":"Could not find the function fx.add(aa) in the schema cache"}`},
	}
	for _, tt := range tests {
		r := e.do(tt.method, tt.path, tt.body, tt.hdr...)
		if r.status != tt.status {
			t.Errorf("%s: status %d, want %d: %s", tt.name, r.status, tt.status, r.body)
			continue
		}
		if tt.want != "" {
			if d := cmp.Diff(compact(t, tt.want), compact(t, r.body)); d != "" {
				t.Errorf("%s: body (-want +got):\n%s", tt.name, d)
			}
		}
	}
	if r := e.do("GET", "/items?select=name&name=eq.via%20rpc", "", "Accept-Profile: fx"); !strings.Contains(r.body, "via rpc") {
		t.Errorf("void rpc did not write: %s", r.body)
	}
}

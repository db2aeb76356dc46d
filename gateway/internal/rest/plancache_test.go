package rest

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
)

// A repeated read is served from the plan cache with the same answer; a schema reload
// starts a new cache, so a new column is seen at once; a different header is a different
// entry; writes and RPC bodies are never cached.
func TestPlanCache(t *testing.T) {
	e := newEnv(t, nil)
	const q = "/authors?select=*&id=eq.1"
	first := e.do("GET", q, "", "Accept-Profile: fx")
	second := e.do("GET", q, "", "Accept-Profile: fx")
	if first.status != 200 || second.body != first.body {
		t.Fatalf("cached answer differs: %d %s / %s", first.status, first.body, second.body)
	}
	if st := second.header.Get("Server-Timing"); !strings.Contains(st, "plan-cached") {
		t.Errorf("second read not from the cache: Server-Timing %q", st)
	}
	if st := first.header.Get("Server-Timing"); strings.Contains(st, "plan-cached") {
		t.Errorf("first read from the cache: %q", st)
	}
	// The object media type is part of the key: a different answer, not the cached one.
	if r := e.do("GET", q, "", "Accept-Profile: fx", "Accept: application/vnd.pgrst.object+json"); r.status != 200 || strings.HasPrefix(r.body, "[") {
		t.Errorf("object read: %d %s", r.status, r.body)
	}
	a := e.do("GET", "/authors?select=id&order=id&limit=1", "", "Accept-Profile: fx")
	b := e.do("GET", "/authors?select=id&order=id&limit=1", "", "Accept-Profile: fx", "Prefer: count=exact")
	if strings.Contains(a.header.Get("Content-Range"), "/") && !strings.HasSuffix(a.header.Get("Content-Range"), "/*") {
		t.Errorf("no count asked, got %q", a.header.Get("Content-Range"))
	}
	if strings.HasSuffix(b.header.Get("Content-Range"), "/*") {
		t.Errorf("count asked but the cached plan without it was used: %q", b.header.Get("Content-Range"))
	}

	ctx := context.Background()
	conn := e.ownerConn()
	if _, err := conn.Exec(ctx, `alter table fx.authors add column nickname text default 'nick'`); err != nil {
		t.Fatal(err)
	}
	waitFor(t, func() bool {
		return strings.Contains(e.do("GET", q, "", "Accept-Profile: fx").body, `"nickname":"nick"`)
	})

	// A cached insert runs with each request's own body: two inserts insert twice.
	for i := 0; i < 2; i++ {
		if r := e.do("POST", "/items", `{"name":"cache-`+fmt.Sprint(i)+`"}`, "Content-Profile: fx"); r.status != 201 {
			t.Fatalf("insert %d: %d %s", i, r.status, r.body)
		}
	}
	if r := e.do("GET", "/items?select=name&name=like.cache-*&order=name", "", "Accept-Profile: fx"); !strings.Contains(r.body, `"cache-0"`) || !strings.Contains(r.body, `"cache-1"`) {
		t.Errorf("inserted rows: %s", r.body)
	}
	if n := e.h.plans.len(); n == 0 || n > planCacheEntries {
		t.Errorf("%d cached plans", n)
	}
}

func TestPlanKey(t *testing.T) {
	get := httptest.NewRequest("GET", "/t?select=id", nil)
	k1, ok := planKey(get)
	if !ok {
		t.Fatal("a GET is cacheable")
	}
	get.Header.Set("Prefer", "count=exact")
	if k2, _ := planKey(get); k2 == k1 {
		t.Error("Prefer must be part of the key")
	}
	get.Header.Set("Accept-Profile", "other")
	k3, _ := planKey(get)
	get.Header.Set("Range", "0-9")
	if k4, _ := planKey(get); k4 == k3 {
		t.Error("Range must be part of the key")
	}
	if _, ok := planKey(httptest.NewRequest("POST", "/rpc/f", strings.NewReader("{}"))); ok {
		t.Error("a POST is not cacheable by its request line alone")
	}
	if _, ok := planKey(httptest.NewRequest("GET", "/t?select="+strings.Repeat("a", planCacheMaxKey), nil)); ok {
		t.Error("a huge key is not cached")
	}
}

// Writes are cached by their body's key set; every request runs with its own body and the
// errors the planner gives for a body (invalid JSON, keys that differ, an unknown column)
// come whether or not a plan for its key set is cached.
func TestWritePlanCache(t *testing.T) {
	e := newEnv(t, nil)
	rep := []string{"Content-Profile: fx", "Accept-Profile: fx", "Prefer: return=representation"}
	cached := func(r resp) bool { return strings.Contains(r.header.Get("Server-Timing"), "plan-cached") }
	steps := []struct {
		method, path, body string
		status             int
		want               string // in the body
		fromCache          bool
	}{
		{"POST", "/items?select=name,qty", `{"name":"w1","qty":1}`, 201, `"name":"w1","qty":1`, false},
		{"POST", "/items?select=name,qty", `{"qty":2, "name":"w2"}`, 201, `"name":"w2","qty":2`, true},
		{"POST", "/items?select=name,qty", `[{"name":"w3","qty":3},{"qty":4,"name":"w4"}]`, 201, `"name":"w4","qty":4`, false}, // an array: its own entry
		{"POST", "/items?select=name,qty", `[{"name":"w3b","qty":5}]`, 201, `"name":"w3b","qty":5`, true},
		{"POST", "/items?select=name,qty", `{"name":"w5"}`, 201, `"name":"w5","qty":7`, false}, // another key set: the default
		{"POST", "/items?select=name,qty", `{"name":"w6"}`, 201, `"name":"w6","qty":7`, true},
		{"POST", "/items?select=name,qty", `{"name":"w7","qty":}`, 400, `PGRST102`, false},
		{"POST", "/items?select=name,qty", `[{"name":"w8","qty":8},{"name":"w9"}]`, 400, `PGRST102`, false},
		{"POST", "/items?select=name,qty", `{"name":"w10","nope":1}`, 400, `PGRST204`, false},
		{"POST", "/items?select=name,qty", `{"name":"a\"b","qty":9}`, 201, `"name":"a\"b","qty":9`, true},
		{"POST", "/items?select=name,qty", `{"na\u006de":"w11"}`, 201, `"name":"w11","qty":7`, false}, // an escaped key: planned anew
		{"PATCH", "/items?name=eq.w1&select=name,qty", `{"qty":11}`, 200, `"name":"w1","qty":11`, false},
		{"PATCH", "/items?name=eq.w1&select=name,qty", `{"qty":12}`, 200, `"name":"w1","qty":12`, true},
		{"DELETE", "/items?name=eq.w2&select=name", ``, 200, `"name":"w2"`, false},
		{"DELETE", "/items?name=eq.w2&select=name", ``, 200, `[]`, true},
		{"POST", "/rpc/add", `{"a":1,"b":2}`, 200, `3`, false},
		{"POST", "/rpc/add", ` {"b":40, "a":2} `, 200, `42`, true},
		{"POST", "/rpc/echo", `{"x":[1,{"y":"}"}]}`, 200, `"y":"}"`, false},
		{"POST", "/rpc/echo", `{"x":[2]}`, 200, `[2]`, true},
		{"POST", "/rpc/poly", `{"":"x"}`, 200, `"foo"`, false},
		{"POST", "/rpc/poly", `{"":"y"}`, 200, `"foo"`, true},
		{"POST", "/rpc/poly", `{}`, 300, `PGRST203`, false}, // another key set than {"": …}
	}
	for i, st := range steps {
		r := e.do(st.method, st.path, st.body, rep...)
		if r.status != st.status || !strings.Contains(strings.ReplaceAll(r.body, " ", ""), strings.ReplaceAll(st.want, " ", "")) {
			t.Fatalf("step %d %s %s %s: %d %s", i, st.method, st.path, st.body, r.status, r.body)
		}
		if cached(r) != st.fromCache {
			t.Errorf("step %d %s %s %s: from the cache %v, want %v", i, st.method, st.path, st.body, cached(r), st.fromCache)
		}
	}
	// The anonymous write limit holds for cached writes too.
	lim := newEnv(t, func(s *Settings) { s.AnonWriteRate, s.AnonWriteBurst = 0.001, 2 })
	var codes []int
	for i := 0; i < 4; i++ {
		codes = append(codes, lim.do("POST", "/items", `{"name":"lim-`+fmt.Sprint(i)+`"}`, "Content-Profile: fx").status)
	}
	if fmt.Sprint(codes) != "[201 201 429 429]" {
		t.Errorf("anonymous writes: %v", codes)
	}
}

func TestBodyKeySet(t *testing.T) {
	cases := []struct {
		body, keys string
		ok         bool
	}{
		{`{"b":1,"a":"x"}`, "{a\x00b\x00", true},
		{` {"a":{"b":[1,"]"]},"c":null} `, "{a\x00c\x00", true},
		{`{}`, "{", true},
		{`{"":1}`, "{\x00", true},
		{`{"a":1,"a":2}`, "{a\x00", true},
		{`[{"a":1},{"a":2}]`, "[a\x00", true},
		{`[{"a":1},{"b":2}]`, "", false},
		{`[]`, "", false},
		{`[1]`, "", false},
		{`"x"`, "", false},
		{`{"a\"":1}`, "", false},
		{`{"a":1`, "", false},
		{``, "", false},
		{`{"a":"\\","b":true,"c":-1.5e3}`, "{a\x00b\x00c\x00", true},
	}
	for _, c := range cases {
		keys, ok := bodyKeySet([]byte(c.body))
		if ok != c.ok || (ok && keys != c.keys) {
			t.Errorf("bodyKeySet(%s) = %q %v, want %q %v", c.body, keys, ok, c.keys, c.ok)
		}
	}
}

// FuzzBodyKeySet: whenever the scanner answers, its key set is the one encoding/json reads.
func FuzzBodyKeySet(f *testing.F) {
	for _, s := range []string{`{"a":1}`, `[{"a":1,"b":[{}]},{"b":2,"a":"]"}]`, `{"a":{"b":"}"}}`, `[]`, `{"a":"\u0041"}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		keys, ok := bodyKeySet(body)
		if !ok {
			return
		}
		var objs []map[string]json.RawMessage
		trimmed := bytes.TrimSpace(body)
		if keys[0] != trimmed[0] {
			t.Fatalf("bodyKeySet(%q) = %q: not marked with the body's shape", body, keys)
		}
		if trimmed[0] == '{' {
			var o map[string]json.RawMessage
			if err := json.Unmarshal(trimmed, &o); err != nil {
				t.Fatalf("accepted %q that encoding/json refuses: %v", body, err)
			}
			objs = append(objs, o)
		} else if err := json.Unmarshal(trimmed, &objs); err != nil {
			t.Fatalf("accepted %q that encoding/json refuses: %v", body, err)
		}
		for _, o := range objs {
			var want strings.Builder
			want.WriteByte(trimmed[0])
			for _, k := range slices.Sorted(maps.Keys(o)) {
				want.WriteString(k + "\x00")
			}
			if got := want.String(); got != keys {
				t.Fatalf("bodyKeySet(%q) = %q, encoding/json %q", body, keys, got)
			}
		}
	})
}

package rest

import (
	"context"
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"
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
	conn, err := pgx.Connect(ctx, e.owner)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, `alter table fx.authors add column nickname text default 'nick'`); err != nil {
		t.Fatal(err)
	}
	waitFor(t, func() bool {
		return strings.Contains(e.do("GET", q, "", "Accept-Profile: fx").body, `"nickname":"nick"`)
	})

	// Writes are not cached: two inserts insert twice.
	for i := 0; i < 2; i++ {
		if r := e.do("POST", "/items", `{"name":"cache-`+fmt.Sprint(i)+`"}`, "Content-Profile: fx"); r.status != 201 {
			t.Fatalf("insert %d: %d %s", i, r.status, r.body)
		}
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
		t.Error("a POST is not cacheable")
	}
	if _, ok := planKey(httptest.NewRequest("GET", "/t?select="+strings.Repeat("a", planCacheMaxKey), nil)); ok {
		t.Error("a huge key is not cached")
	}
}

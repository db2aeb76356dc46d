package rest

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5/pgxpool"
)

// BenchmarkSingleRowGateway is one HTTP read of one row through the whole handler;
// BenchmarkSingleRowDirect runs the generated statement through pgx. Compare them in the
// same run: go test -bench SingleRow -run '^$' ./internal/rest/
func BenchmarkSingleRowGateway(b *testing.B) {
	e := newEnv(b, nil)
	url := e.srv.URL + "/authors?select=id,name&id=eq.1"
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			req, _ := http.NewRequest("GET", url, nil)
			req.Header.Set("Accept-Profile", "fx")
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				b.Error(err)
				return
			}
			_, _ = io.Copy(io.Discard, res.Body)
			res.Body.Close()
		}
	})
}

func BenchmarkSingleRowDirect(b *testing.B) {
	e := newEnv(b, nil)
	pool, err := pgxpool.New(context.Background(), e.owner)
	if err != nil {
		b.Fatal(err)
	}
	defer pool.Close()
	const q = `SELECT NULL::bigint::text, pg_catalog.count(*), coalesce(pg_catalog.json_agg(_postgrest_t)::text, '[]') FROM (SELECT "authors"."id" AS "id", "authors"."name" AS "name" FROM "fx"."authors" AS "authors" WHERE "authors"."id" = $1) AS _postgrest_t`
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			var a, c, d any
			if err := pool.QueryRow(context.Background(), q, "1").Scan(&a, &c, &d); err != nil {
				b.Error(err)
				return
			}
		}
	})
}

// BenchmarkHandler is the gateway's own work per request — parse, plan, SQL, the database
// round trip, the response — with no network and no client: the handler is called directly.
// -benchmem reports the allocations per request of each shape:
//
//	go test -run '^$' -bench Handler -benchmem ./internal/rest/
func BenchmarkHandler(b *testing.B) {
	e := newEnv(b, nil)
	shapes := []struct{ name, method, target, body string }{
		{"single-row", "GET", "/authors?select=id,name&id=eq.1", ""},
		{"list", "GET", "/books?select=id,title&order=id&limit=10", ""},
		{"nested-embed", "GET", "/authors?select=id,name,books!books_author_id_fkey(id,title,book_genres(genres(name)))&order=id", ""},
		{"filtered", "GET", "/books?select=id,title&title=ilike.*a*&id=gt.0&order=title&limit=20", ""},
		{"rpc", "POST", "/rpc/add", `{"a":1,"b":2}`},
		{"insert", "POST", "/items", `{"note":"bench"}`},
	}
	for _, sh := range shapes {
		b.Run(sh.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				var body io.Reader
				if sh.body != "" {
					body = strings.NewReader(sh.body)
				}
				req := httptest.NewRequest(sh.method, sh.target, body)
				req.Header.Set("Accept-Profile", "fx")
				req.Header.Set("Content-Profile", "fx")
				if sh.body != "" {
					req.Header.Set("Content-Type", "application/json")
				}
				w := httptest.NewRecorder()
				e.h.ServeHTTP(w, req)
				if w.Code >= 300 {
					b.Fatalf("%s %s: %d %s", sh.method, sh.target, w.Code, w.Body.String())
				}
			}
		})
	}
}

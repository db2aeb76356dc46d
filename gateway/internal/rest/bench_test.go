package rest

import (
	"context"
	"io"
	"net/http"
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

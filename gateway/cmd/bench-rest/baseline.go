package main

import (
	"context"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/pedbook/pedbook/gateway/internal/execute"
	"github.com/pedbook/pedbook/gateway/internal/schemacache"
	"github.com/pedbook/pedbook/gateway/internal/sqlgen"
)

// baselinePath is where the baseline server answers scenario i.
func baselinePath(i int) string { return "/baseline/" + strconv.Itoa(i) }

// serveBaseline serves every scenario's fixed statement at baselinePath(i) until the process
// is stopped: no parsing, no JWT, no planning; one pipelined batch per request.
func serveBaseline(ctx context.Context, addr, dbURL string, scenarios []scenario, conc int) error {
	pc, err := pgxpool.ParseConfig(dbURL)
	if err != nil {
		return fmt.Errorf("baseline pool config: %w", err)
	}
	pc.MaxConns, pc.MinConns = int32(conc), int32(conc)
	pool, err := pgxpool.NewWithConfig(ctx, pc)
	if err != nil {
		return fmt.Errorf("baseline pool: %w", err)
	}
	defer pool.Close()
	snap, err := schemacache.Load(ctx, pool, []string{"public"})
	if err != nil {
		return fmt.Errorf("baseline schema: %w", err)
	}
	mux := http.NewServeMux()
	for i, sc := range scenarios {
		st, err := statementFor(sc, snap)
		if err != nil {
			return fmt.Errorf("baseline statement for %s: %w", sc.name, err)
		}
		mux.Handle(baselinePath(i), baselineHandler(pool, st, sc, snap.RoleSettings["anon"]))
	}
	return http.ListenAndServe(addr, mux)
}

// The transaction is the one the gateway opens: BEGIN, the request context with the anon
// role's own settings (ALTER ROLE anon SET statement_timeout …, applied per transaction as
// PostgREST does), the statement, COMMIT.
func baselineHandler(pool *pgxpool.Pool, st sqlgen.Statement, sc scenario, roleSettings []schemacache.Setting) http.Handler {
	args := make([]any, len(st.Args))
	for i, a := range st.Args {
		args[i] = a
	}
	begin := "BEGIN ISOLATION LEVEL READ COMMITTED READ ONLY"
	status := http.StatusOK
	if sc.method != "GET" {
		begin = "BEGIN ISOLATION LEVEL READ COMMITTED READ WRITE"
	}
	write := sc.method == "POST" && !strings.HasPrefix(sc.path, "/rpc/")
	if write {
		status = http.StatusCreated
	}
	setSQL := execute.SetContextSQLFor(len(roleSettings), false)
	setArgs := []any{`"public", "extensions"`, "anon", `{"role":"anon"}`, sc.method, sc.path, `{}`, `{}`}
	for _, rs := range roleSettings {
		setArgs = append(setArgs, rs.Name, rs.Value)
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b := &pgx.Batch{}
		b.Queue(begin)
		b.Queue(setSQL, setArgs...)
		b.Queue(st.SQL, args...)
		b.Queue("COMMIT")
		br := pool.SendBatch(r.Context(), b)
		var body []byte
		_, err := br.Exec()
		if err == nil {
			_, err = br.Exec()
		}
		if err == nil {
			var rows pgx.Rows
			rows, err = br.Query()
			if err == nil {
				for rows.Next() {
					if v := rows.RawValues(); len(v) > sqlgen.ColBody {
						body = append(body[:0], v[sqlgen.ColBody]...)
					}
				}
				rows.Close()
				err = rows.Err()
			}
		}
		if err == nil {
			_, err = br.Exec()
		}
		if cerr := br.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		if write {
			w.WriteHeader(status)
			return
		}
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		w.WriteHeader(status)
		_, _ = w.Write(body)
	})
}

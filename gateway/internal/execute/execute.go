// Package execute is stage 4 of the REST pipeline: it runs a generated statement in one
// transaction on the authenticator pool — BEGIN with the access mode, set_config of the
// search path, role, request.jwt.claims, request.method/path/headers/cookies (all LOCAL to
// the transaction, so nothing leaks to the next request on a pooled connection), the
// statement, then COMMIT or ROLLBACK — in a single pipelined round trip plus the commit.
// Parameters are sent as untyped text (OID 0). PostgreSQL errors are mapped to PostgREST's
// HTTP statuses (see status.go).
package execute

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/pedbook/pedbook/gateway/internal/apirequest"
	"github.com/pedbook/pedbook/gateway/internal/sqlgen"
)

// Executor runs statements.
type Executor struct {
	Pool *pgxpool.Pool
	// AnonRole is the role whose 42501 errors become 401.
	AnonRole string
	// ExtraSearchPath follows the request schema in search_path.
	ExtraSearchPath []string
}

// Context is the per-request transaction state.
type Context struct {
	Role        string
	ClaimsJSON  string
	Method      string
	Path        string
	HeadersJSON string
	CookiesJSON string
	Schema      string
	ReadOnly    bool
	Timezone    string
	Rollback    bool // tx=rollback: run, then roll back
}

// Result is the single row every main statement returns.
type Result struct {
	Total     int64 // -1 unknown
	PageTotal int64
	Body      []byte
	Headers   []byte
	Status    []byte
	Location  []byte
	Inserted  int64 // -1 unknown
	// PlanRows holds EXPLAIN output lines (plan media types).
	PlanRows [][]byte
	// Planned is the planner's estimate of the count query (count=planned), -1 when absent.
	Planned int64
	// Timings for Server-Timing.
	Acquire, Query time.Duration
}

// Check inspects the result before the commit; a non-nil error rolls back.
type Check func(Result) *apirequest.Error

// Run executes stmt. countStmt, when not nil, is EXPLAINed for a planned count; explain
// (e.g. "FORMAT JSON, ANALYZE") runs the statement under EXPLAIN instead.
func (e *Executor) Run(ctx context.Context, c Context, stmt sqlgen.Statement, countStmt *sqlgen.Statement, explain string, check Check) (Result, *apirequest.Error) {
	res := Result{Total: -1, Inserted: -1, Planned: -1}
	t0 := time.Now()
	conn, err := e.Pool.Acquire(ctx)
	res.Acquire = time.Since(t0)
	if err != nil {
		if errors.Is(err, context.DeadlineExceeded) {
			return res, apirequest.New(504, "PGRST003", "Timed out acquiring connection from connection pool.", "")
		}
		return res, apirequest.New(503, "PGRST000", "Database connection error. Retrying the connection.", err.Error())
	}
	defer conn.Release()
	pg := conn.Conn().PgConn()
	t1 := time.Now()
	defer func() { res.Query = time.Since(t1) }()

	begin := "BEGIN ISOLATION LEVEL READ COMMITTED READ WRITE"
	if c.ReadOnly {
		begin = "BEGIN ISOLATION LEVEL READ COMMITTED READ ONLY"
	}
	searchPath := sqlgen.Ident(c.Schema)
	for _, s := range e.ExtraSearchPath {
		if s != c.Schema {
			searchPath += ", " + sqlgen.Ident(s)
		}
	}
	setSQL := "SELECT pg_catalog.set_config('search_path', $1, true), pg_catalog.set_config('role', $2, true), " +
		"pg_catalog.set_config('request.jwt.claims', $3, true), pg_catalog.set_config('request.method', $4, true), " +
		"pg_catalog.set_config('request.path', $5, true), pg_catalog.set_config('request.headers', $6, true), " +
		"pg_catalog.set_config('request.cookies', $7, true)"
	setArgs := [][]byte{[]byte(searchPath), []byte(c.Role), []byte(c.ClaimsJSON), []byte(c.Method), []byte(c.Path), []byte(c.HeadersJSON), []byte(c.CookiesJSON)}
	if c.Timezone != "" {
		setSQL += ", (SELECT pg_catalog.set_config('timezone', name, true) FROM pg_catalog.pg_timezone_names WHERE name = $8)"
		setArgs = append(setArgs, []byte(c.Timezone))
	}

	b := &pgconn.Batch{}
	b.ExecParams(begin, nil, nil, nil, nil)
	b.ExecParams(setSQL, setArgs, make([]uint32, len(setArgs)), nil, nil)
	if countStmt != nil {
		b.ExecParams("EXPLAIN (FORMAT JSON) "+countStmt.SQL, toBytes(countStmt.Args), make([]uint32, len(countStmt.Args)), nil, nil)
	}
	mainSQL := stmt.SQL
	if explain != "" {
		mainSQL = "EXPLAIN (" + explain + ") " + mainSQL
	}
	b.ExecParams(mainSQL, toBytes(stmt.Args), make([]uint32, len(stmt.Args)), nil, nil)
	// COMMIT rides in the same round trip unless something must be inspected first: a
	// check that could roll a write back, tx=rollback, or an EXPLAIN (always rolled back).
	// A read-only transaction has nothing to roll back, so its checks run after the commit.
	commitInBatch := explain == "" && !c.Rollback && (check == nil || c.ReadOnly)
	if commitInBatch {
		b.ExecParams("COMMIT", nil, nil, nil, nil)
	}

	results, err := pg.ExecBatch(ctx, b).ReadAll()
	if err == nil {
		for _, r := range results {
			if r.Err != nil {
				err = r.Err
				break
			}
		}
	}
	if err != nil {
		rollback(ctx, pg)
		return res, e.mapError(err, c.Role)
	}
	i := 2
	if countStmt != nil {
		res.Planned = plannedRows(results[i])
		i++
	}
	main := results[i]
	if explain != "" {
		for _, row := range main.Rows {
			res.PlanRows = append(res.PlanRows, row[0])
		}
		rollback(ctx, pg)
		return res, nil
	}
	if len(main.Rows) != 1 || len(main.Rows[0]) < sqlgen.ColInserted+1 {
		rollback(ctx, pg)
		return res, apirequest.New(500, "PGRSTX00", "Internal error: unexpected result shape", "")
	}
	row := main.Rows[0]
	res.Total = parseInt(row[sqlgen.ColTotal])
	res.PageTotal = parseInt(row[sqlgen.ColPageTotal])
	res.Body = row[sqlgen.ColBody]
	res.Headers = row[sqlgen.ColHeaders]
	res.Status = row[sqlgen.ColStatus]
	res.Location = row[sqlgen.ColLocation]
	res.Inserted = parseInt(row[sqlgen.ColInserted])

	if check != nil {
		if cerr := check(res); cerr != nil {
			rollback(ctx, pg)
			return res, cerr
		}
	}
	if commitInBatch {
		return res, nil
	}
	if c.Rollback {
		if err := pg.Exec(ctx, "SET CONSTRAINTS ALL IMMEDIATE; ROLLBACK").Close(); err != nil {
			rollback(ctx, pg)
			return res, e.mapError(err, c.Role)
		}
		return res, nil
	}
	if err := pg.Exec(ctx, "COMMIT").Close(); err != nil {
		rollback(ctx, pg)
		return res, e.mapError(err, c.Role)
	}
	return res, nil
}

func rollback(ctx context.Context, pg *pgconn.PgConn) {
	if pg.IsClosed() || pg.TxStatus() == 'I' {
		return
	}
	_ = pg.Exec(context.WithoutCancel(ctx), "ROLLBACK").Close()
}

func toBytes(args []string) [][]byte {
	out := make([][]byte, len(args))
	for i, a := range args {
		out[i] = []byte(a)
	}
	return out
}

func parseInt(b []byte) int64 {
	if b == nil {
		return -1
	}
	n, err := strconv.ParseInt(string(b), 10, 64)
	if err != nil {
		return -1
	}
	return n
}

// plannedRows reads "Plan Rows" of the top node of EXPLAIN (FORMAT JSON).
func plannedRows(r *pgconn.Result) int64 {
	if len(r.Rows) == 0 {
		return -1
	}
	var doc []struct {
		Plan struct {
			Rows float64 `json:"Plan Rows"`
		} `json:"Plan"`
	}
	if err := jsonUnmarshal(r.Rows[0][0], &doc); err != nil || len(doc) == 0 {
		return -1
	}
	return int64(doc[0].Plan.Rows)
}

// Ping checks the pool.
func (e *Executor) Ping(ctx context.Context) error {
	if err := e.Pool.Ping(ctx); err != nil {
		return fmt.Errorf("ping database: %w", err)
	}
	return nil
}

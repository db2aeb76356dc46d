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
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unsafe"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/pedbook/pedbook/gateway/internal/pgrsterr"
	"github.com/pedbook/pedbook/gateway/internal/schemacache"
	"github.com/pedbook/pedbook/gateway/internal/sqlgen"
)

// Executor runs statements.
type Executor struct {
	Pool *pgxpool.Pool
	// AnonRole is the role whose 42501 errors become 401.
	AnonRole string
	// ExtraSearchPath follows the request schema in search_path.
	ExtraSearchPath []string
	// PreRequest is the [schema,] name of a function called before every statement.
	PreRequest []string
	// Prepared caches main statements as named prepared statements per connection (off
	// behind transaction-mode poolers such as PgBouncer: PGRST_DB_PREPARED_STATEMENTS=false).
	Prepared bool
	// AcquireTimeout bounds the wait for a pool connection (PGRST_DB_POOL_ACQUISITION_TIMEOUT);
	// past it the request gets PGRST003 504 instead of queueing behind slow statements.
	AcquireTimeout time.Duration
	// Replica, when set, serves read-only transactions (GET/HEAD, non-volatile RPC).
	Replica *Replica
	// Generation changes when the schema cache reloads; prepared statements of an older
	// generation are deallocated before the connection is used again.
	Generation func() int64
	// QueryID: the login role may turn compute_query_id on for its own transaction, so an
	// EXPLAIN VERBOSE prints "Query Identifier" as on Supabase (where pg_stat_statements
	// turns it on for everything). Set by ProbeQueryID; migration 0021 grants it to
	// authenticator on PostgreSQL 15+.
	QueryID bool

	// PoolSize is the pools' connection limit (the replica's is the same); 0 arms the
	// acquisition timeout on every request.
	PoolSize int32

	primaryUsers, replicaUsers atomic.Int64
	conns                      sync.Map // *pgconn.PgConn -> *connState
	searchPaths                sync.Map // schema -> search_path text
}

type connState struct {
	gen int64
	// names are the statements PREPAREd on this connection; the value is the statement's
	// description once one execution has shown its result columns (nil before), so later
	// executions skip the Describe message (pgconn's ExecStatement).
	names map[string]*pgconn.StatementDescription
}

// maxPrepared bounds the prepared statements kept per connection.
const maxPrepared = 200

// transactionStatements are prepared on every connection when Prepared is on (PrepareConn),
// so the BEGIN and COMMIT of each request skip PostgreSQL's parse step.
var transactionStatements = map[string]string{
	"BEGIN ISOLATION LEVEL READ COMMITTED READ ONLY":  "pgrst_begin_ro",
	"BEGIN ISOLATION LEVEL READ COMMITTED READ WRITE": "pgrst_begin_rw",
	"COMMIT": "pgrst_commit",
}

// PrepareConn prepares the transaction statements on a new connection (the pool's
// AfterConnect, with Prepared on). They live as long as the connection: the generation
// sweep in syncPrepared deallocates only the request statements it created.
func PrepareConn(ctx context.Context, pg *pgconn.PgConn) error {
	for sql, name := range transactionStatements {
		if _, err := pg.Prepare(ctx, name, sql, nil); err != nil {
			return fmt.Errorf("prepare %s: %w", name, err)
		}
	}
	return nil
}

// transactionDescriptions are the row-less descriptions of the transaction statements: a
// BEGIN or COMMIT is sent as Bind+Execute of the connection's prepared copy, without a
// Describe (the pipeline pairs a row-less result with its request, so none is needed).
var transactionDescriptions = func() map[string]*pgconn.StatementDescription {
	m := map[string]*pgconn.StatementDescription{}
	for sql, name := range transactionStatements {
		m[sql] = &pgconn.StatementDescription{Name: name, SQL: sql}
	}
	return m
}()

// transaction queues a BEGIN or COMMIT: the connection's prepared copy when Prepared is on,
// else parsed in the pipeline.
func (e *Executor) transaction(bt *batch, label, sql string) {
	if !e.Prepared {
		bt.exec(label, sql, nil)
		return
	}
	bt.p.SendQueryStatement(transactionDescriptions[sql], nil, nil, nil)
	bt.slots = append(bt.slots, label)
}

// Forget drops the per-connection state (call from the pool's BeforeClose).
func (e *Executor) Forget(pg *pgconn.PgConn) { e.conns.Delete(pg) }

// syncPrepared runs once per request, before any statement is queued: prepared statements
// of an older schema generation, or beyond maxPrepared, are deallocated here, so a name
// looked up later in the same request is never dropped before its batch runs. A connection
// serves one request at a time, so its state needs no lock.
func (e *Executor) syncPrepared(ctx context.Context, pg *pgconn.PgConn) error {
	v, ok := e.conns.Load(pg)
	if !ok {
		v, _ = e.conns.LoadOrStore(pg, &connState{names: map[string]*pgconn.StatementDescription{}})
	}
	st := v.(*connState)
	gen := int64(0)
	if e.Generation != nil {
		gen = e.Generation()
	}
	if st.gen == gen && len(st.names) < maxPrepared {
		return nil
	}
	if len(st.names) > 0 {
		var b strings.Builder
		for n := range st.names {
			b.WriteString("DEALLOCATE " + n + ";")
		}
		if err := pg.Exec(ctx, b.String()).Close(); err != nil {
			return fmt.Errorf("deallocate prepared statements: %w", err)
		}
	}
	st.gen, st.names = gen, map[string]*pgconn.StatementDescription{}
	return nil
}

// statementName returns the prepared-statement name for sql on this connection, its
// description when an earlier execution recorded one, and whether it still has to be
// created (with SQL-level PREPARE inside the request's transaction, so names resolve with
// the request's role and search_path).
func (e *Executor) statementName(pg *pgconn.PgConn, sql string) (string, *pgconn.StatementDescription, bool) {
	name := statementNameOf(sql)
	v, ok := e.conns.Load(pg)
	if !ok {
		return name, nil, true
	}
	sd, prepared := v.(*connState).names[name]
	return name, sd, !prepared
}

// names memoises sql → statement name (bounded: cleared when it grows past maxNames).
var (
	namesMu sync.Mutex
	names   = map[string]string{}
)

const maxNames = 2000

func statementNameOf(sql string) string {
	namesMu.Lock()
	n, ok := names[sql]
	namesMu.Unlock()
	if ok {
		return n
	}
	sum := sha256.Sum256([]byte(sql))
	n = "pgrst_" + hex.EncodeToString(sum[:12])
	namesMu.Lock()
	if len(names) >= maxNames {
		names = map[string]string{}
	}
	names[sql] = n
	namesMu.Unlock()
	return n
}

func (e *Executor) markPrepared(pg *pgconn.PgConn, name string) {
	if v, ok := e.conns.Load(pg); ok {
		if _, known := v.(*connState).names[name]; !known {
			v.(*connState).names[name] = nil
		}
	}
}

// describe records the result columns of prepared statement name on this connection.
func (e *Executor) describe(pg *pgconn.PgConn, name string, fields []pgconn.FieldDescription) {
	if v, ok := e.conns.Load(pg); ok {
		if _, prepared := v.(*connState).names[name]; prepared {
			v.(*connState).names[name] = &pgconn.StatementDescription{Name: name, Fields: append([]pgconn.FieldDescription(nil), fields...)}
		}
	}
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
	// RoleSettings are the impersonated role's own ALTER ROLE … SET parameters.
	RoleSettings []schemacache.Setting
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
type Check func(Result) *pgrsterr.Error

// SetContextSQL sets a request's transaction-local context: $1 search_path, $2 role, $3 JWT
// claims, $4 method, $5 path, $6 headers, $7 cookies (JSON texts where JSON).
const SetContextSQL = "SELECT pg_catalog.set_config('search_path', $1, true), pg_catalog.set_config('role', $2, true), " +
	"pg_catalog.set_config('request.jwt.claims', $3, true), pg_catalog.set_config('request.method', $4, true), " +
	"pg_catalog.set_config('request.path', $5, true), pg_catalog.set_config('request.headers', $6, true), " +
	"pg_catalog.set_config('request.cookies', $7, true)"

// Run executes stmt. countStmt, when not nil, is EXPLAINed for a planned count; explain
// (e.g. "FORMAT JSON, ANALYZE") runs the statement under EXPLAIN instead.
//
// A read-only transaction goes to the read replica when one is configured and up; if the
// replica cannot serve it (unreachable, shut down, recovery conflict) it is run again on the
// primary at once and the replica is skipped for a while (see Replica); a read of a table,
// column or function the replica has not replayed yet is run again on the primary too.
func (e *Executor) Run(ctx context.Context, c Context, stmt sqlgen.Statement, countStmt *sqlgen.Statement, explain string, check Check) (Result, *pgrsterr.Error) {
	if c.ReadOnly && e.Replica != nil && e.Replica.up() {
		res, xerr, retry, _ := e.run(ctx, e.Replica.Pool, c, stmt, countStmt, explain, check)
		if retry == nil {
			return res, xerr
		}
		if !errors.As(retry, new(behindError)) {
			e.Replica.markDown(retry)
		}
	}
	res, xerr, retry, lost := e.run(ctx, e.Pool, c, stmt, countStmt, explain, check)
	if !c.ReadOnly {
		return res, xerr
	}
	// A read-only transaction is safe to run again. Reads take their connection without
	// pgxpool's liveness ping (ShouldPing), so a connection that died while idle (the
	// server restarted, pg_terminate_backend, idle_session_timeout) is met here instead:
	// it is closed and leaves the pool, and the read goes to the next one, as many times
	// as pgxpool's own ping loop would try (every pooled connection, then a new one).
	for n := int32(0); lost && n <= e.PoolSize; n++ {
		res, xerr, retry, lost = e.run(ctx, e.Pool, c, stmt, countStmt, explain, check)
	}
	if brokenConnection(retry) {
		// The pool handed out a connection that was broken without being closed (a deadline
		// left in the past: "timeout: read tcp … i/o timeout" at once, the request's context
		// alive), or none could be opened. The failed connection leaves the pool; a read is
		// safe to run once more on another one instead of answering 503 PGRST001.
		res, xerr, _, _ = e.run(ctx, e.Pool, c, stmt, countStmt, explain, check)
	}
	return res, xerr
}

// readAcquire marks the context of a read-only transaction's acquisition: ShouldPing lets
// it skip the ping.
type readAcquire struct{}

// ShouldPing is the primary pool's pgxpool ShouldPing. pgxpool's default pings every
// connection idle for more than a second before handing it out: one more round trip to
// PostgreSQL on every request after a quiet second (a doctor's searches, seconds apart,
// paid it on almost every keystroke). A read-only transaction skips it: Run meets a dead
// connection itself and runs the read again on another one. Writes, which cannot be run
// twice, and the gateway's own queries (schema cache) keep it.
func ShouldPing(ctx context.Context, p pgxpool.ShouldPingParams) bool {
	return p.IdleDuration > time.Second && ctx.Value(readAcquire{}) == nil
}

// brokenConnection reports whether a run's retry error is the connection's own failure (a
// network error, not one the server reported), as serverFault classifies it. A behindError
// wraps the server's PgError, so it is not one.
func brokenConnection(retry error) bool {
	var pe *pgconn.PgError
	return retry != nil && !errors.As(retry, &pe)
}

// serverFault returns err when it says the server or the connection failed rather than the
// statement: no SQLSTATE at all (refused, reset, closed, timed out), class 08 (connection
// exception), class 57 but 57014 (shutdown, cannot connect now; a statement timeout is the
// statement's) or 40001 raised by a standby's
// recovery conflict. A cancelled request is no fault of the server.
func serverFault(ctx context.Context, err error) error {
	if err == nil || ctx.Err() != nil {
		return nil
	}
	var pe *pgconn.PgError
	if !errors.As(err, &pe) {
		return err
	}
	if strings.HasPrefix(pe.Code, "08") || (strings.HasPrefix(pe.Code, "57") && pe.Code != "57014") ||
		(pe.Code == "40001" && strings.Contains(pe.Message, "conflict with recovery")) {
		return err
	}
	return nil
}

// readRetry returns non-nil when a read that failed with err on the replica should run again
// on the primary: a server fault (serverFault) or a behindError for 42P01 undefined table,
// 42703 undefined column, 42883 undefined function (the plan stage already checked these
// against the schema cache, so on the replica they mean DDL it has not replayed yet).
func readRetry(ctx context.Context, err error) error {
	if f := serverFault(ctx, err); f != nil {
		return f
	}
	var pe *pgconn.PgError
	if ctx.Err() == nil && errors.As(err, &pe) && (pe.Code == "42P01" || pe.Code == "42703" || pe.Code == "42883") {
		return behindError{err}
	}
	return nil
}

// behindError marks a replica's answer that may come from replaying behind the primary: an
// object the schema cache (loaded from the primary) knows is not there yet. The read is run
// again on the primary; the replica stays in use.
type behindError struct{ error }

func (b behindError) Unwrap() error { return b.error }

// run executes on one pool. retry is non-nil when a read may be run again on the primary:
// the failure was the server's or the connection's (nothing the statement did), or the
// replica has not replayed an object yet (readRetry). lost reports that the connection
// it was given turned out dead (closed by the failure, the request's context alive).
func (e *Executor) run(ctx context.Context, pool *pgxpool.Pool, c Context, stmt sqlgen.Statement, countStmt *sqlgen.Statement, explain string, check Check) (res Result, xerr *pgrsterr.Error, retry error, lost bool) {
	res = Result{Total: -1, Inserted: -1, Planned: -1}
	t0 := time.Now()
	users := e.users(pool)
	defer users.Add(-1)
	actx := ctx
	if c.ReadOnly {
		actx = context.WithValue(ctx, readAcquire{}, true)
	}
	conn, err := e.acquire(actx, pool, users.Add(1))
	res.Acquire = time.Since(t0)
	if err != nil {
		if errors.Is(err, context.DeadlineExceeded) {
			return res, pgrsterr.PoolTimeout.New(), nil, false
		}
		return res, pgrsterr.DBConnection.New().WithCause(err), serverFault(ctx, err), false
	}
	defer conn.Release()
	pg := conn.Conn().PgConn()
	t1 := time.Now()
	defer func() { res.Query = time.Since(t1) }()

	begin := "BEGIN ISOLATION LEVEL READ COMMITTED READ WRITE"
	if c.ReadOnly {
		begin = "BEGIN ISOLATION LEVEL READ COMMITTED READ ONLY"
	}
	setArgs := make([][]byte, 7, 7+2*len(c.RoleSettings)+1)
	setArgs[0], setArgs[1], setArgs[2] = bytesOf(e.searchPath(c.Schema)), bytesOf(c.Role), bytesOf(c.ClaimsJSON)
	setArgs[3], setArgs[4], setArgs[5], setArgs[6] = bytesOf(c.Method), bytesOf(c.Path), bytesOf(c.HeadersJSON), bytesOf(c.CookiesJSON)
	for _, rs := range c.RoleSettings {
		setArgs = append(setArgs, bytesOf(rs.Name), bytesOf(rs.Value))
	}
	if c.Timezone != "" {
		setArgs = append(setArgs, bytesOf(c.Timezone))
	}
	setSQL := setContextSQLFor(len(c.RoleSettings), c.Timezone != "")

	if e.Prepared {
		if err := e.syncPrepared(ctx, pg); err != nil {
			return res, pgrsterr.DBClient.New().WithCause(err), serverFault(ctx, err), dead(ctx, pg)
		}
	}
	bt := &batch{p: pg.StartPipeline(ctx)}
	bt.slots = bt.slotsBuf[:0]
	e.transaction(bt, "begin", begin)
	if e.QueryID && strings.Contains(explain, "VERBOSE") {
		// before the role switch: the grant is the login role's, not the request role's
		bt.exec("queryid", "SELECT pg_catalog.set_config('compute_query_id', 'on', true)", nil)
	}
	e.queue(pg, bt, "set", setSQL, setArgs)
	if len(e.PreRequest) > 0 {
		fn := sqlgen.Ident(e.PreRequest[0])
		if len(e.PreRequest) == 2 {
			fn += "." + sqlgen.Ident(e.PreRequest[1])
		}
		e.queue(pg, bt, "pre", "SELECT "+fn+"()", nil)
	}
	if countStmt != nil {
		bt.exec("count", "EXPLAIN (FORMAT JSON) "+countStmt.SQL, toBytes(countStmt.Args))
	}
	if explain != "" {
		bt.exec("main", "EXPLAIN ("+explain+") "+stmt.SQL, toBytes(stmt.Args))
	} else {
		e.queue(pg, bt, "main", stmt.SQL, toBytes(stmt.Args))
	}
	// COMMIT rides in the same round trip unless something must be inspected first: a
	// check that could roll a write back, tx=rollback, or an EXPLAIN (always rolled back).
	// A read-only transaction has nothing to roll back, so its checks run after the commit.
	commitInBatch := explain == "" && !c.Rollback && (check == nil || c.ReadOnly)
	if commitInBatch {
		e.transaction(bt, "commit", "COMMIT")
	}

	results, err := e.read(pg, bt)
	if err != nil {
		rollback(ctx, pg)
		return res, e.mapError(err, c.Role), readRetry(ctx, err), dead(ctx, pg)
	}
	if countStmt != nil {
		res.Planned = plannedRows(results[bt.index("count")])
	}
	main := results[bt.index("main")]
	if explain != "" {
		for _, row := range main {
			res.PlanRows = append(res.PlanRows, row[0])
		}
		rollback(ctx, pg)
		return res, nil, nil, false
	}
	if len(main) != 1 || len(main[0]) < sqlgen.ColInserted+1 {
		rollback(ctx, pg)
		return res, pgrsterr.UnexpectedResultShape.New(), nil, false
	}
	row := main[0]
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
			return res, cerr, nil, false
		}
	}
	if commitInBatch {
		return res, nil, nil, false
	}
	if c.Rollback {
		if err := pg.Exec(ctx, "SET CONSTRAINTS ALL IMMEDIATE; ROLLBACK").Close(); err != nil {
			rollback(ctx, pg)
			return res, e.mapError(err, c.Role), serverFault(ctx, err), dead(ctx, pg)
		}
		return res, nil, nil, false
	}
	if err := pg.Exec(ctx, "COMMIT").Close(); err != nil {
		rollback(ctx, pg)
		return res, e.mapError(err, c.Role), serverFault(ctx, err), dead(ctx, pg)
	}
	return res, nil, nil, false
}

// users counts this executor's requests holding or waiting for a connection of pool.
func (e *Executor) users(pool *pgxpool.Pool) *atomic.Int64 {
	if e.Replica != nil && pool == e.Replica.Pool {
		return &e.replicaUsers
	}
	return &e.primaryUsers
}

// acquire takes a connection of pool for the request that is the n-th one using it. The
// acquisition timeout (PGRST003) bounds the wait for a connection another request holds,
// so it is armed only when that can happen: while no more requests use the pool than it
// has connections (PoolSize), one is idle or may be opened, and a timer per request
// (context.WithTimeout: ~2 % of the gateway's CPU under load, pprof in scripts/bench-rest)
// would guard nothing (short waits behind the schema cache's own queries aside). Opening a
// connection is bounded by the pool's connect timeout, which New sets to the acquisition
// timeout when the URL gives none.
func (e *Executor) acquire(ctx context.Context, pool *pgxpool.Pool, n int64) (*pgxpool.Conn, error) {
	if e.AcquireTimeout <= 0 || (e.PoolSize > 0 && n <= int64(e.PoolSize)) {
		return pool.Acquire(ctx)
	}
	actx, cancel := context.WithTimeout(ctx, e.AcquireTimeout)
	defer cancel()
	return pool.Acquire(actx)
}

// ProbeQueryID reports whether the pool's login role may set compute_query_id (a
// superuser, or GRANT SET ON PARAMETER on PostgreSQL 15+). The probe's transaction is
// rolled back; any error means no.
func ProbeQueryID(ctx context.Context, pool *pgxpool.Pool) bool {
	tx, err := pool.Begin(ctx)
	if err != nil {
		return false
	}
	defer func() { _ = tx.Rollback(ctx) }()
	_, err = tx.Exec(ctx, "SELECT pg_catalog.set_config('compute_query_id', 'on', true)")
	return err == nil
}

// batch is one request's statements queued on a pgconn pipeline, with a label per result
// slot. A statement whose result columns are known goes as Bind+Execute (no Describe); the
// pipeline pairs each result with its request, rows or none.
type batch struct {
	p        *pgconn.Pipeline
	slots    []string
	slotsBuf [8]string // begin, set, pre, count, main, commit and a PREPARE or two fit
	// describes maps a slot to the prepared statement whose result columns it shows first.
	describes map[int]string
}

// read sends the pipeline with one Sync and consumes its results: it keeps the rows of the
// slots the response needs ("main", "count"), discards the others without copying them,
// records which statements got PREPAREd and the first description of each, and returns
// the first error (the server skips the rest of the pipeline after it). The pipeline is
// closed on return, the connection back in normal mode.
func (e *Executor) read(pg *pgconn.PgConn, bt *batch) ([][][][]byte, error) {
	results := make([][][][]byte, len(bt.slots))
	if err := bt.p.Sync(); err != nil {
		_ = bt.p.Close()
		return results, err
	}
	var first error
	for i := range bt.slots {
		r, err := bt.p.GetResults()
		if err != nil {
			first = err
			break
		}
		rr, ok := r.(*pgconn.ResultReader)
		if !ok {
			first = fmt.Errorf("pipeline: result %d of %d is a %T", i+1, len(bt.slots), r)
			break
		}
		keep := bt.slots[i] == "main" || bt.slots[i] == "count"
		for rr.NextRow() {
			if keep {
				results[i] = append(results[i], copyRow(rr.Values()))
			}
		}
		fields := rr.FieldDescriptions()
		if _, err := rr.Close(); err != nil {
			first = err
			break
		}
		if name, ok := strings.CutPrefix(bt.slots[i], "prepare:"); ok {
			e.markPrepared(pg, name)
		} else if name, ok := bt.describes[i]; ok {
			e.describe(pg, name, fields)
		}
	}
	// Close reads what is left up to the Sync's ReadyForQuery.
	if err := bt.p.Close(); err != nil && first == nil {
		first = err
	}
	return results, first
}

// copyRow copies a row's values (only valid until the next row is read) into one block.
func copyRow(values [][]byte) [][]byte {
	n := 0
	for _, v := range values {
		n += len(v)
	}
	block := make([]byte, 0, n)
	row := make([][]byte, len(values))
	for i, v := range values {
		if v != nil {
			start := len(block)
			block = append(block, v...)
			row[i] = block[start:len(block):len(block)]
		}
	}
	return row
}

func (bt *batch) exec(label, sql string, args [][]byte) {
	bt.p.SendQueryParams(sql, args, make([]uint32, len(args)), nil, nil)
	bt.slots = append(bt.slots, label)
}

func (bt *batch) index(label string) int {
	for i, s := range bt.slots {
		if s == label {
			return i
		}
	}
	return -1
}

// queue adds sql to the pipeline as a named prepared statement (PREPAREd first, in the
// same pipeline, when this connection does not have it yet) or, with Prepared off,
// unnamed. Once one execution has shown its result columns, the statement goes without
// a Describe.
func (e *Executor) queue(pg *pgconn.PgConn, bt *batch, label, sql string, args [][]byte) {
	if !e.Prepared {
		bt.exec(label, sql, args)
		return
	}
	name, sd, create := e.statementName(pg, sql)
	if create {
		bt.exec("prepare:"+name, "PREPARE "+name+" AS "+sql, nil)
	}
	if sd != nil {
		bt.p.SendQueryStatement(sd, args, nil, nil)
		bt.slots = append(bt.slots, label)
		return
	}
	bt.p.SendQueryPrepared(name, args, nil, nil)
	bt.slots = append(bt.slots, label)
	if bt.describes == nil {
		bt.describes = map[int]string{}
	}
	bt.describes[len(bt.slots)-1] = name
}

// dead reports whether a failure left pg closed (a connection that had died, or died
// under the request) while the request itself goes on.
func dead(ctx context.Context, pg *pgconn.PgConn) bool { return ctx.Err() == nil && pg.IsClosed() }

func rollback(ctx context.Context, pg *pgconn.PgConn) {
	if pg.IsClosed() || pg.TxStatus() == 'I' {
		return
	}
	_ = pg.Exec(context.WithoutCancel(ctx), "ROLLBACK").Close()
}

func toBytes(args []string) [][]byte {
	out := make([][]byte, len(args))
	for i, a := range args {
		out[i] = bytesOf(a)
	}
	return out
}

// bytesOf views s as bytes without copying. The parameters handed to pgconn are only read
// (encoded into the Bind message), never written, so sharing the string's memory is safe.
func bytesOf(s string) []byte {
	return unsafe.Slice(unsafe.StringData(s), len(s))
}

// searchPath is the request's search_path: as PostgREST, the request schema, then the
// extra search path as configured, repeats and all (EXPLAIN's Settings block shows it, and
// the official suite compares it). Memoised per schema (the settings never change).
func (e *Executor) searchPath(schema string) string {
	if v, ok := e.searchPaths.Load(schema); ok {
		return v.(string)
	}
	sp := sqlgen.Ident(schema)
	for _, s := range e.ExtraSearchPath {
		sp += ", " + sqlgen.Ident(s)
	}
	e.searchPaths.Store(schema, sp)
	return sp
}

// setContextSQLFor is SetContextSQL with n role settings and, when tz, the time zone
// appended as parameters after the first seven. Memoised: the text depends on n and tz only.
// SetContextSQLFor is SetContextSQL followed by n role settings (name, value parameter
// pairs) and, with tz, the time zone parameter: the statement each request's transaction
// starts with.
func SetContextSQLFor(n int, tz bool) string { return setContextSQLFor(n, tz) }

func setContextSQLFor(n int, tz bool) string {
	if n == 0 && !tz {
		return SetContextSQL
	}
	key := n * 2
	if tz {
		key++
	}
	if v, ok := setContextSQLs.Load(key); ok {
		return v.(string)
	}
	sql := SetContextSQL
	p := 7
	for i := 0; i < n; i++ {
		sql += fmt.Sprintf(", pg_catalog.set_config($%d, $%d, true)", p+1, p+2)
		p += 2
	}
	if tz {
		sql += fmt.Sprintf(", (SELECT pg_catalog.set_config('timezone', name, true) FROM pg_catalog.pg_timezone_names WHERE name = $%d)", p+1)
	}
	setContextSQLs.Store(key, sql)
	return sql
}

var setContextSQLs sync.Map // int (2×settings + timezone) -> string

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
func plannedRows(rows [][][]byte) int64 {
	if len(rows) == 0 {
		return -1
	}
	var doc []struct {
		Plan struct {
			Rows float64 `json:"Plan Rows"`
		} `json:"Plan"`
	}
	if err := jsonUnmarshal(rows[0][0], &doc); err != nil || len(doc) == 0 {
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

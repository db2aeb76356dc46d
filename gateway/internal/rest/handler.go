package rest

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/pedbook/pedbook/gateway/internal/apirequest"
	"github.com/pedbook/pedbook/gateway/internal/execute"
	"github.com/pedbook/pedbook/gateway/internal/jwtauth"
	"github.com/pedbook/pedbook/gateway/internal/metrics"
	"github.com/pedbook/pedbook/gateway/internal/pgrsterr"
	"github.com/pedbook/pedbook/gateway/internal/plan"
	"github.com/pedbook/pedbook/gateway/internal/response"
	"github.com/pedbook/pedbook/gateway/internal/schemacache"
	"github.com/pedbook/pedbook/gateway/internal/sqlgen"
	"github.com/pedbook/pedbook/internal/clientip"
	"github.com/pedbook/pedbook/internal/ratelimit"
)

// Options build a Handler.
type Options struct {
	// OwnerURL is the owner's database URL (used for the LISTEN connection).
	OwnerURL string
	// PoolURL logs in as authenticator.
	PoolURL string
	// ReadURL (optional) is a read replica's URL, logging in as authenticator: read-only
	// transactions go there while it answers (execute.Replica).
	ReadURL string
	// JWTSecret (HS256) and JWTKeys (GOTRUE_JWT_KEYS: JWKs as a JSON array or {"keys": […]})
	// verify bearer tokens. The composition root reads them once and hands the same values
	// to the auth service, which signs with them; the gateway never reads them itself.
	JWTSecret string
	JWTKeys   string
	Log       *slog.Logger
	// Settings overrides the environment (tests); nil reads it.
	Settings *Settings
}

// Handler serves /rest/v1.
type Handler struct {
	s       Settings
	log     *slog.Logger
	pool    *pgxpool.Pool
	cache   *schemacache.Holder
	exec    *execute.Executor
	auth    *jwtauth.Verifier
	metrics *metrics.Registry
	limiter *ratelimit.Keyed
	// anonWrites limits anonymous writes per IP (in this process).
	anonWrites *ratelimit.Keyed
	// clients resolves the address the per-IP limits key on (once per request: client).
	clients *clientip.Resolver
	// eff caches the settings with the in-database configuration of one snapshot applied.
	eff atomic.Pointer[effectiveSettings]
	// plans caches prepared reads (PEDBOOK_REST_PLAN_CACHE, on by default).
	plans *planCache
}

type effectiveSettings struct {
	snap *schemacache.Snapshot
	s    Settings
}

// settingsFor returns the settings in force for a snapshot: the environment's, overridden
// by the in-database configuration (pgrst.* role settings) loaded with it. Computed once
// per snapshot.
func (h *Handler) settingsFor(snap *schemacache.Snapshot) *Settings {
	if e := h.eff.Load(); e != nil && e.snap == snap {
		return &e.s
	}
	s, problems := withDBConfig(h.s, snap.Config)
	for _, p := range problems {
		h.log.Warn("in-database configuration", slog.String("problem", p))
	}
	e := &effectiveSettings{snap: snap, s: s}
	h.eff.Store(e)
	return &e.s
}

// New connects the pool, loads the schema cache and starts the reload listener. The
// returned function stops the listener and closes the pool.
func New(ctx context.Context, o Options) (*Handler, func(), error) {
	var s Settings
	if o.Settings != nil {
		s = *o.Settings
	} else {
		var err error
		if s, err = LoadSettings(); err != nil {
			return nil, nil, err
		}
	}
	if o.Log == nil {
		o.Log = slog.Default()
	}
	pc, err := pgxpool.ParseConfig(o.PoolURL)
	if err != nil {
		return nil, nil, fmt.Errorf("parse REST pool URL: %w", err)
	}
	if s.PoolSize > 0 {
		pc.MaxConns = s.PoolSize
	}
	exec := &execute.Executor{AnonRole: s.AnonRole, ExtraSearchPath: s.ExtraSearchPath, Prepared: s.PreparedStatements,
		AcquireTimeout: time.Duration(s.PoolTimeout) * time.Second}
	if s.PreRequest != "" {
		exec.PreRequest = strings.Split(s.PreRequest, ".")
		if len(exec.PreRequest) > 2 {
			return nil, nil, fmt.Errorf("PGRST_DB_PRE_REQUEST must be function or schema.function, not %q", s.PreRequest)
		}
	}
	pc.BeforeClose = func(c *pgx.Conn) { exec.Forget(c.PgConn()) }
	pc.ShouldPing = execute.ShouldPing // reads skip the idle ping (the replica's pool keeps it)
	if exec.Prepared {
		pc.AfterConnect = func(ctx context.Context, c *pgx.Conn) error { return execute.PrepareConn(ctx, c.PgConn()) }
	}
	pc.ConnConfig.DefaultQueryExecMode = pgx.QueryExecModeExec // the schema loader's queries: no pgx-side statement cache
	if exec.AcquireTimeout > 0 && (pc.ConnConfig.ConnectTimeout == 0 || pc.ConnConfig.ConnectTimeout > exec.AcquireTimeout) {
		// a connection opened for a request is part of its acquisition (see Executor.acquire)
		pc.ConnConfig.ConnectTimeout = exec.AcquireTimeout
	}
	exec.PoolSize = pc.MaxConns
	pool, err := pgxpool.NewWithConfig(ctx, pc)
	if err != nil {
		return nil, nil, fmt.Errorf("open REST pool: %w", err)
	}
	exec.QueryID = execute.ProbeQueryID(ctx, pool)
	if o.ReadURL != "" {
		rc, err := pgxpool.ParseConfig(o.ReadURL)
		if err != nil {
			pool.Close()
			return nil, nil, fmt.Errorf("parse read replica URL: %w", err)
		}
		rc.MaxConns = pc.MaxConns
		rc.BeforeClose, rc.AfterConnect = pc.BeforeClose, pc.AfterConnect // same per-connection statements as the primary's
		rc.ConnConfig.DefaultQueryExecMode = pgx.QueryExecModeExec
		if rc.ConnConfig.ConnectTimeout == 0 || rc.ConnConfig.ConnectTimeout > 2*time.Second {
			// a replica that does not answer must not hold reads past the fallback bound
			rc.ConnConfig.ConnectTimeout = 2 * time.Second
		}
		rpool, err := pgxpool.NewWithConfig(ctx, rc) // connects lazily: a replica down at start is fine
		if err != nil {
			pool.Close()
			return nil, nil, fmt.Errorf("open read replica pool: %w", err)
		}
		exec.Replica = &execute.Replica{Pool: rpool, Log: o.Log}
	}
	closePools := func() {
		pool.Close()
		if exec.Replica != nil {
			exec.Replica.Pool.Close()
		}
	}
	cache, err := schemacache.NewHolder(ctx, pool, s.Schemas, o.Log)
	if err != nil {
		closePools()
		return nil, nil, err
	}
	auth, err := jwtauth.New(jwtauth.Config{Secret: o.JWTSecret, JWKs: o.JWTKeys, Audience: s.JWTAudience, AnonRole: s.AnonRole, RoleClaimKey: s.JWTRoleClaimKey,
		OpaqueKeys: opaqueKeys(s)})
	if err != nil {
		closePools()
		return nil, nil, err
	}
	exec.Pool, exec.Generation = pool, cache.Loads
	h := &Handler{s: s, log: o.Log, pool: pool, cache: cache, auth: auth, exec: exec}
	if s.PlanCache {
		h.plans = &planCache{}
	}
	h.metrics = metrics.New(func() metrics.PoolStats {
		st := pool.Stat()
		return metrics.PoolStats{Total: st.TotalConns(), Idle: st.IdleConns(), Acquired: st.AcquiredConns(), Max: st.MaxConns()}
	}, cache.Loads)
	if s.RateLimit > 0 {
		h.limiter = ratelimit.New(ratelimit.PerSecond(s.RateLimit, s.RateBurst))
	}
	if s.AnonWriteRate > 0 {
		h.anonWrites = ratelimit.New(ratelimit.PerSecond(s.AnonWriteRate, s.AnonWriteBurst))
	}
	if h.clients, err = clientResolver(s); err != nil {
		closePools()
		return nil, nil, err
	}
	lctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	done, listening := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(done)
		if o.OwnerURL != "" {
			cache.Listen(lctx, o.OwnerURL, func() { close(listening) })
		}
	}()
	// Serve only once the listener is in place, so no DDL between the first load and the
	// LISTEN goes unnoticed (a slow start logs and goes on; the listener keeps retrying).
	if o.OwnerURL != "" {
		select {
		case <-listening:
			go func() {
				if err := cache.SelfCheck(lctx, o.OwnerURL, SelfCheckTimeout); err != nil && lctx.Err() == nil {
					o.Log.Error("schema cache listener self-check failed", slog.String("error", err.Error()))
				} else if err == nil {
					o.Log.Info("schema cache listener self-check passed")
				}
			}()
		case <-time.After(10 * time.Second):
			o.Log.Warn("schema cache listener not ready after 10s; serving without it for now")
		}
	}
	return h, func() { cancel(); <-done; closePools() }, nil
}

// SelfCheckTimeout bounds the wait for the listener's own start-up notification.
const SelfCheckTimeout = 2 * time.Second

func opaqueKeys(s Settings) map[string]string {
	m := map[string]string{}
	if s.PublishableKey != "" {
		m[s.PublishableKey] = s.AnonRole
	}
	if s.SecretKey != "" {
		m[s.SecretKey] = "service_role"
	}
	return m
}

// Metrics is the /metrics handler.
func (h *Handler) Metrics() http.Handler { return h.metrics }

// PoolSizes is the most connections the gateway's pools may open: the REST pool
// (PGRST_DB_POOL) and the read replica's (the same size; 0 without a replica). The schema
// listener adds one direct connection to the owner's URL (two for a moment at start-up, for
// its NOTIFY self-check).
func (h *Handler) PoolSizes() (primary, replica int) {
	primary = int(h.pool.Config().MaxConns)
	if h.exec.Replica != nil {
		replica = int(h.exec.Replica.Pool.Config().MaxConns)
	}
	return primary, replica
}

// Cache exposes the schema cache holder (reloads in tests).
func (h *Handler) Cache() *schemacache.Holder { return h.cache }

type timing struct {
	names []string
	durs  []time.Duration
	last  time.Time
}

// mark ends the stage name; a nil timing (Server-Timing off) records nothing.
func (t *timing) mark(name string) {
	if t == nil {
		return
	}
	now := time.Now()
	t.names = append(t.names, name)
	t.durs = append(t.durs, now.Sub(t.last))
	t.last = now
}

func (t *timing) header() string {
	b := make([]byte, 0, 96)
	for i, n := range t.names {
		if i > 0 {
			b = append(b, ", "...)
		}
		b = append(b, n...)
		b = append(b, ";dur="...)
		b = strconv.AppendFloat(b, float64(t.durs[i].Microseconds())/1000, 'f', 1, 64)
	}
	return string(b)
}

// ServeHTTP answers one request, one stage after the other: CORS, the per-IP limit, the JWT,
// the plan step (prepare: the plan cache or parse → plan → delivery → SQL), the anonymous
// write limit, then the transaction and the response (execute).
func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	start := time.Now()
	sw := &statusWriter{ResponseWriter: w, status: 200}
	route := routeKind(r.URL.Path)
	defer func() { h.metrics.Observe(r.Method, route, sw.status, time.Since(start)) }()
	if preflight := cors(sw, r); preflight {
		return
	}
	c := client{clients: h.clients, r: r}
	if h.limiter != nil {
		if ok, wait := h.limiter.Take(c.ip(), time.Now()); !ok {
			sw.Header().Set("Retry-After", strconv.Itoa(int(wait.Seconds())+1))
			response.WriteError(sw, pgrsterr.RateLimited.New().WithDetails("This client sent more requests than allowed; retry later.").
				WithHint("Slow down, or raise PEDBOOK_REST_RATE_LIMIT."))
			return
		}
	}
	var tm *timing
	if h.s.ServerTiming {
		tm = &timing{last: start, names: make([]string, 0, 5), durs: make([]time.Duration, 0, 5)}
	}
	id, aerr := h.auth.Authenticate(r)
	tm.mark("jwt")
	if aerr != nil {
		response.WriteError(sw, aerr)
		return
	}
	snap := h.cache.Get()
	s := h.settingsFor(snap)
	pr, perr := h.prepare(r, snap, s, tm)
	if perr != nil {
		response.WriteError(sw, perr)
		return
	}
	switch {
	case pr.p == nil && pr.req.Method == http.MethodOptions:
		h.options(sw, pr.req, snap)
		return
	case pr.p == nil:
		h.openAPI(sw, r, pr.req, snap, id)
		return
	}
	if !h.allowWrite(sw, &c, id, pr.p) {
		return
	}
	h.execute(sw, r, pr, id, tm, snap, s)
}

// prepare is the plan step: what the request needs before it meets the database. A request
// the plan cache knows (same key, same schema-cache snapshot) gets the cached preparation,
// with its own body in the statement; any other is parsed, planned, given its delivery and
// its statements, and cached when it may be. OPTIONS and the root (OpenAPI) stop after the
// parse: their preparation has no plan (p is nil).
func (h *Handler) prepare(r *http.Request, snap *schemacache.Snapshot, s *Settings, tm *timing) (*prepared, *pgrsterr.Error) {
	key, body, cacheable := h.plans.key(r, h.s.MaxBody)
	if cacheable {
		if pr := h.plans.get(snap, key, body); pr != nil {
			tm.mark("plan-cached")
			return pr, nil
		}
	}
	req, perr := apirequest.Parse(r, r.URL.Path, apirequest.Options{Schemas: h.s.Schemas, MaxBody: h.s.MaxBody, PlanEnabled: s.PlanEnabled,
		Limits: apirequest.Limits{MaxQueryBytes: h.s.MaxQueryBytes, MaxEmbeds: h.s.MaxEmbeds, MaxSelectItems: h.s.MaxSelectItems}})
	tm.mark("parse")
	if perr != nil {
		return nil, perr
	}
	if req.Method == http.MethodOptions || req.Kind == apirequest.KindRoot {
		return &prepared{req: req}, nil
	}
	p, berr := plan.Build(req, snap, plan.Options{MaxRows: s.MaxRows, Aggregates: s.AggregatesEnabled})
	if berr != nil {
		return nil, berr
	}
	d, derr := plan.Deliver(req, p, plan.DeliveryOptions{MaxRows: s.MaxRows, TxEnd: s.TxEnd})
	if derr != nil {
		return nil, derr
	}
	pr := &prepared{req: req, p: p, d: d}
	pr.stmt, pr.countStmt = statements(req, p, d)
	tm.mark("plan")
	if cacheable {
		h.plans.put(snap, key, pr)
	}
	return pr, nil
}

// allowWrite applies the per-IP limit on anonymous writes (inserts, volatile RPCs; reads
// and stable RPCs such as the search are not counted); false means it answered 429.
func (h *Handler) allowWrite(w http.ResponseWriter, c *client, id jwtauth.Identity, p *plan.Plan) bool {
	if h.anonWrites == nil || id.Role != h.s.AnonRole || p.ReadOnly {
		return true
	}
	ok, wait := h.anonWrites.Take(c.ip(), time.Now())
	if !ok {
		w.Header().Set("Retry-After", strconv.Itoa(int(wait.Seconds())+1))
		response.WriteError(w, pgrsterr.RateLimited.New().WithDetails("This client sent more anonymous writes than allowed; retry later.").
			WithHint("Sign in, slow down, or raise PEDBOOK_REST_ANON_WRITE_RATE."))
	}
	return ok
}

// execute runs a prepared request in one transaction and writes the answer: the plan stage
// decided how (plan.Deliver), sqlgen wrote the statements, execute runs them, response
// shapes the answer; this function only hands each stage's output to the next.
func (h *Handler) execute(w http.ResponseWriter, r *http.Request, pr *prepared, id jwtauth.Identity, tm *timing, snap *schemacache.Snapshot, s *Settings) {
	req, p, d := pr.req, pr.p, pr.d
	ctx := execute.Context{Role: id.Role, ClaimsJSON: id.ClaimsJSON, Method: req.Method, Path: r.URL.Path,
		HeadersJSON: headersJSON(r), CookiesJSON: cookiesJSON(r), Schema: req.Schema, ReadOnly: p.ReadOnly,
		Timezone: req.Prefer.Timezone, Rollback: d.Rollback, RoleSettings: snap.RoleSettings[id.Role]}
	res, xerr := h.exec.Run(r.Context(), ctx, pr.stmt, pr.countStmt, d.Explain, response.Checks(d))
	tm.mark("transaction")
	if xerr != nil {
		if xerr.Status >= 500 {
			attrs := []any{slog.String("code", xerr.Code), slog.String("message", xerr.Message), slog.Any("details", xerr.Details)}
			if xerr.Cause != nil {
				attrs = append(attrs, slog.String("cause", xerr.Cause.Error()))
			}
			h.log.Error("request failed", attrs...)
		}
		response.WriteError(w, xerr)
		return
	}
	status, body, rerr := response.Shape(w.Header(), req, p, d, res,
		response.ShapeOptions{ProfileHeader: req.ProfileSent || len(h.s.Schemas) > 1, MaxRows: s.MaxRows})
	if rerr != nil {
		response.WriteError(w, rerr)
		return
	}
	h.finish(w, r, tm, status, body, req.Method == http.MethodHead && d.Explain == "")
}

// statements are the main statement and, when the count comes from a plan, the statement
// whose plan gives it.
func statements(req *apirequest.Request, p *plan.Plan, d plan.Delivery) (sqlgen.Statement, *sqlgen.Statement) {
	o := sqlgen.Options{Media: d.Media, StripNulls: req.Accept.StripNulls, Head: req.Method == http.MethodHead, Count: d.Count,
		EstimateLimit: d.EstimateLimit}
	switch {
	case p.Mutation != nil:
		return sqlgen.Mutate(p, o), nil
	case p.Call != nil:
		return sqlgen.Call(p, o), nil
	}
	var countStmt *sqlgen.Statement
	if d.CountByPlan {
		c := sqlgen.CountOnly(p)
		countStmt = &c
	}
	return sqlgen.Read(p, o), countStmt
}

// finish writes status and body, gzip-compressed when the client accepts it and it pays.
func (h *Handler) finish(w http.ResponseWriter, r *http.Request, tm *timing, status int, body []byte, head bool) {
	hd := w.Header()
	if h.s.ServerTiming {
		tm.mark("response")
		hd.Set("Server-Timing", tm.header())
	}
	if head || status == http.StatusNoContent {
		w.WriteHeader(status)
		return
	}
	if len(body) > 1024 && strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
		var buf bytes.Buffer
		buf.Grow(len(body) / 4)
		zw := gzipWriters.Get().(*gzip.Writer)
		zw.Reset(&buf)
		_, _ = zw.Write(body)
		_ = zw.Close()
		gzipWriters.Put(zw)
		hd.Set("Content-Encoding", "gzip")
		hd.Add("Vary", "Accept-Encoding")
		body = buf.Bytes()
	}
	hd["Content-Length"] = []string{strconv.Itoa(len(body))}
	w.WriteHeader(status)
	_, _ = w.Write(body)
}

// gzipWriters reuses compressors: each holds several hundred KB of state.
var gzipWriters = sync.Pool{New: func() any {
	zw, _ := gzip.NewWriterLevel(io.Discard, gzip.BestSpeed)
	return zw
}}

func routeKind(path string) string {
	p := strings.Trim(path, "/")
	switch {
	case p == "":
		return "root"
	case strings.HasPrefix(p, "rpc/"):
		return "rpc"
	}
	return "relation"
}

// headersJSON is request.headers: lower-cased names, the cookie header left out.
func headersJSON(r *http.Request) string {
	b := make([]byte, 0, 512)
	b = append(b, '{')
	first := true
	for k, v := range r.Header {
		if strings.EqualFold(k, "cookie") {
			continue
		}
		if !first {
			b = append(b, ',')
		}
		first = false
		b = appendLowerJSONString(b, k)
		b = append(b, ':')
		b = appendJSONString(b, strings.Join(v, ","))
	}
	return string(append(b, '}'))
}

// appendJSONString appends s as a JSON string. Plain printable text (what headers almost
// always are) is appended as it is; anything else goes through encoding/json, which also
// replaces invalid UTF-8.
func appendJSONString(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c == '"' || c == '\\' || c >= utf8.RuneSelf {
			q, err := json.Marshal(s)
			if err != nil {
				return append(b, `""`...)
			}
			return append(b, q...)
		}
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}

// appendLowerJSONString appends the header name k lower-cased as a JSON string, without
// allocating for the token characters header names are made of.
func appendLowerJSONString(b []byte, k string) []byte {
	for i := 0; i < len(k); i++ {
		if c := k[i]; c < 0x20 || c == '"' || c == '\\' || c >= utf8.RuneSelf {
			return appendJSONString(b, strings.ToLower(k))
		}
	}
	b = append(b, '"')
	for i := 0; i < len(k); i++ {
		c := k[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		b = append(b, c)
	}
	return append(b, '"')
}

func cookiesJSON(r *http.Request) string {
	if len(r.Header["Cookie"]) == 0 {
		return "{}"
	}
	m := map[string]string{}
	for _, c := range r.Cookies() {
		m[c.Name] = c.Value
	}
	b, _ := json.Marshal(m)
	return string(b)
}

// clientResolver is the resolver of the address the per-IP limits key on: the peer, or the
// right-most untrusted address of X-Forwarded-For from a trusted proxy when TrustProxy is on.
func clientResolver(s Settings) (*clientip.Resolver, error) {
	proxies, err := clientip.ParseProxies(s.TrustedProxies)
	if err != nil {
		return nil, fmt.Errorf("PEDBOOK_TRUSTED_PROXIES: %w", err)
	}
	res := &clientip.Resolver{Proxies: proxies}
	if s.TrustProxy {
		res.Header = "X-Forwarded-For"
	}
	return res, nil
}

// client is one request's address for the per-IP limits, resolved once, when a limit first
// needs it (a signed-in read needs none).
type client struct {
	clients  *clientip.Resolver
	r        *http.Request
	addr     string
	resolved bool
}

func (c *client) ip() string {
	if !c.resolved {
		c.addr, c.resolved = c.r.RemoteAddr, true
		if a := c.clients.Of(c.r); a.IsValid() {
			c.addr = a.String()
		}
	}
	return c.addr
}

type statusWriter struct {
	http.ResponseWriter
	status int
}

func (s *statusWriter) WriteHeader(code int) {
	s.status = code
	s.ResponseWriter.WriteHeader(code)
}

// options answers OPTIONS with the Allow header from the schema cache.
func (h *Handler) options(w http.ResponseWriter, req *apirequest.Request, snap *schemacache.Snapshot) {
	allow := "OPTIONS,GET,HEAD"
	switch req.Kind {
	case apirequest.KindRelation:
		t, ok := snap.Table(schemacache.QI{Schema: req.Schema, Name: req.Target})
		if !ok {
			response.WriteError(w, pgrsterr.TableNotFound.New(req.Schema, req.Target))
			return
		}
		if t.Insertable {
			allow += ",POST"
		}
		if t.Updatable {
			allow += ",PATCH"
		}
		if t.Deletable {
			allow += ",DELETE"
		}
	case apirequest.KindRPC:
		fs := snap.Functions[schemacache.QI{Schema: req.Schema, Name: req.Target}]
		if len(fs) > 0 && fs[0].Volatile == "v" {
			allow = "OPTIONS,POST"
		} else {
			allow = "OPTIONS,GET,HEAD,POST"
		}
	}
	w.Header().Set("Allow", allow)
	w.WriteHeader(http.StatusOK)
}

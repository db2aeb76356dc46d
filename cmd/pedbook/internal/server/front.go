package server

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"log/slog"
	"net/http"
	"runtime/debug"
	"strconv"
	"strings"
	"sync/atomic"
	"time"
)

// front is the server's outermost handler. Requests under a component's prefix (/rest/v1,
// /auth/v1, …) go straight to that component — the API path is the hot one and echo's
// per-request context, router and middleware chain were measurable there (scripts/bench-rest
// with PEDBOOK_PPROF_LISTEN) — with the same three duties echo's middleware performs for the
// rest of the site: a request id (the caller's X-Request-Id, else a new one, echoed in the
// response), recovery from a panic (500, logged with its stack) and the access log line.
// Everything else (/health, /app-config.json, the web app) is served by echo.
type front struct {
	mounts []frontMount
	app    http.Handler
	log    *slog.Logger
	ids    *requestIDs
}

type frontMount struct {
	prefix string
	h      http.Handler
}

func newFront(mounts []Mount, app http.Handler, log *slog.Logger) *front {
	f := &front{app: app, log: log, ids: newRequestIDs()}
	for _, m := range mounts {
		f.mounts = append(f.mounts, frontMount{prefix: m.Prefix, h: http.StripPrefix(m.Prefix, m.Handler)})
	}
	return f
}

// mount is the component serving path: its prefix exactly, or the prefix and a slash.
func (f *front) mount(path string) http.Handler {
	for _, m := range f.mounts {
		if strings.HasPrefix(path, m.prefix) && (len(path) == len(m.prefix) || path[len(m.prefix)] == '/') {
			return m.h
		}
	}
	return nil
}

func (f *front) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := f.mount(r.URL.Path)
	if h == nil {
		f.app.ServeHTTP(w, r)
		return
	}
	id := r.Header.Get("X-Request-Id")
	if id == "" {
		id = f.ids.next()
	}
	w.Header()["X-Request-Id"] = []string{id} // canonical already: no Header.Set canonicalisation
	rec := &recorder{ResponseWriter: w, status: http.StatusOK}
	start := time.Now()
	defer func() {
		if v := recover(); v != nil {
			if v == http.ErrAbortHandler { //nolint:errorlint // the sentinel is compared as net/http does
				panic(v)
			}
			f.log.LogAttrs(r.Context(), slog.LevelError, "panic serving request",
				slog.String("panic", fmt.Sprint(v)), slog.String("request_id", id), slog.String("stack", string(debug.Stack())))
			if !rec.wrote {
				rec.Header().Set("Content-Type", "application/json")
				rec.WriteHeader(http.StatusInternalServerError)
				_, _ = rec.Write([]byte(`{"message":"Internal Server Error"}` + "\n"))
			}
		}
		if f.log.Enabled(r.Context(), slog.LevelInfo) {
			rec.sendComplete(r)
			f.log.LogAttrs(r.Context(), slog.LevelInfo, "request",
				slog.String("method", r.Method), slog.String("uri", r.RequestURI), slog.Int("status", rec.status),
				slog.Duration("latency", time.Since(start)), slog.String("request_id", id))
		}
	}()
	h.ServeHTTP(rec, r)
}

// recorder remembers the status a component answered with, for the access log, and
// whether anything was written, for the panic answer. Flush and Unwrap keep streaming
// responses (Dr. Will's server-sent events) and http.ResponseController working.
type recorder struct {
	http.ResponseWriter
	status int
	wrote  bool
	// body counts the body bytes written, for sendComplete.
	body int64
}

// sendComplete sends a complete answer before the access log line is written: net/http
// holds the response in its buffer until the handler returns, so the line's write (a
// system call, and whatever the log's reader does) came before the client's answer on
// every request. Only an answer whose body is all there (as long as its Content-Length)
// is sent early, over HTTP/1.x: the bytes on the wire are the same as when net/http sends
// them after the handler (the Content-Length is the handler's, not net/http's to compute;
// nothing is chunked), and one write still carries headers and body.
func (r *recorder) sendComplete(req *http.Request) {
	cl := r.Header()["Content-Length"]
	if !r.wrote || req.ProtoMajor != 1 || len(cl) != 1 || cl[0] != strconv.FormatInt(r.body, 10) {
		return
	}
	if fl, ok := r.ResponseWriter.(http.Flusher); ok {
		fl.Flush()
	}
}

func (r *recorder) WriteHeader(code int) {
	if !r.wrote {
		r.status, r.wrote = code, true
	}
	r.ResponseWriter.WriteHeader(code)
}

func (r *recorder) Write(b []byte) (int, error) {
	r.wrote = true
	n, err := r.ResponseWriter.Write(b)
	r.body += int64(n)
	return n, err
}

func (r *recorder) Flush() {
	r.wrote = true
	if fl, ok := r.ResponseWriter.(http.Flusher); ok {
		fl.Flush()
	}
}

func (r *recorder) Unwrap() http.ResponseWriter { return r.ResponseWriter }

// requestIDs makes request ids unique within this process and across instances: a random
// prefix drawn at start-up and a counter, so a new id costs no system call.
type requestIDs struct {
	prefix string
	n      atomic.Uint64
}

func newRequestIDs() *requestIDs {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		// crypto/rand does not fail on Linux; a fixed prefix keeps ids unique per process.
		copy(b[:], strconv.FormatInt(time.Now().UnixNano(), 16))
	}
	return &requestIDs{prefix: hex.EncodeToString(b[:]) + "-"}
}

func (g *requestIDs) next() string {
	return g.prefix + strconv.FormatUint(g.n.Add(1), 36)
}

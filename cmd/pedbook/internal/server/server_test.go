package server

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func newTestServer(t *testing.T, ready error) http.Handler {
	t.Helper()
	dir := t.TempDir()
	must(t, os.WriteFile(filepath.Join(dir, "index.html"), []byte("<!doctype html><div id=root></div>"), 0o644))
	must(t, os.MkdirAll(filepath.Join(dir, "assets"), 0o755))
	must(t, os.WriteFile(filepath.Join(dir, "assets", "app-abc123.js"), []byte("console.log(1)"), 0o644))
	must(t, os.WriteFile(filepath.Join(dir, "assets", "app-abc123.js.br"), []byte("BROTLI"), 0o644))
	must(t, os.WriteFile(filepath.Join(dir, "assets", "app-abc123.js.gz"), []byte("GZIP"), 0o644))
	must(t, os.WriteFile(filepath.Join(dir, "favicon.svg"), []byte("<svg/>"), 0o644))
	echoMount := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, "mounted:"+r.URL.Path) //nolint:errcheck
	})
	return New(Options{
		Log:       slog.New(slog.NewTextHandler(io.Discard, nil)),
		Mounts:    []Mount{{Prefix: "/rest/v1", Handler: echoMount}},
		WebDir:    dir,
		AppConfig: map[string]string{"supabaseUrl": "http://x", "supabaseAnonKey": "k"},
		Ready:     func(context.Context) error { return ready },
	})
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func TestRoutes(t *testing.T) {
	h := newTestServer(t, nil)
	// A browser loading or reloading a page sends this Accept header.
	const page = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"
	cases := []struct {
		path, accept, wantBody, wantCache string
		wantStatus                        int
	}{
		{"/health", "", `"status":"ok"`, "", 200},
		{"/app-config.json", "", `"supabaseAnonKey":"k"`, "no-cache", 200},
		{"/rest/v1/profiles", "", "mounted:/profiles", "", 200},
		{"/rest/v1", "", "mounted:", "", 200},
		{"/", "", "<div id=root>", "no-cache", 200},
		{"/medicamentos/amoxicilina", "", "<div id=root>", "no-cache", 200},
		{"/assets/app-abc123.js", "", "console.log", "immutable", 200},
		{"/favicon.svg", "", "<svg/>", "no-cache", 200},
		{"/assets/missing.js", "", "not found", "", 404},
		{"/missing.png", "", "not found", "", 404},
		{"/missing.js", "", "not found", "", 404},
		{"/../../etc/passwd", "", "<div id=root>", "no-cache", 200},
		// Page URLs with a dot: the app answers them whatever they end with; assets stay 404.
		{"/codigos/cid-10/code/j45.0", "", "<div id=root>", "no-cache", 200},
		{"/codigos/cid-10/code/j45.0", page, "<div id=root>", "no-cache", 200},
		{"/blog/post/x.png", page, "<div id=root>", "no-cache", 200},
		{"/medicamentos/a.b", page, "<div id=root>", "no-cache", 200},
		{"/assets/missing.js", page, "not found", "", 404},
	}
	for _, c := range cases {
		t.Run(c.path+" "+c.accept, func(t *testing.T) {
			rec := httptest.NewRecorder()
			req := httptest.NewRequest(http.MethodGet, c.path, nil)
			if c.accept != "" {
				req.Header.Set("Accept", c.accept)
			}
			h.ServeHTTP(rec, req)
			if rec.Code != c.wantStatus || !strings.Contains(rec.Body.String(), c.wantBody) {
				t.Fatalf("GET %s = %d %q", c.path, rec.Code, rec.Body.String())
			}
			if c.wantCache != "" && !strings.Contains(rec.Header().Get("Cache-Control"), c.wantCache) {
				t.Fatalf("GET %s Cache-Control = %q, want %q", c.path, rec.Header().Get("Cache-Control"), c.wantCache)
			}
			if rec.Header().Get("X-Request-Id") == "" {
				t.Fatalf("GET %s has no X-Request-Id", c.path)
			}
		})
	}
}

func TestHealthReportsDatabaseDown(t *testing.T) {
	h := newTestServer(t, errors.New("connection refused"))
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/health", nil))
	if rec.Code != http.StatusServiceUnavailable || strings.Contains(rec.Body.String(), "refused") {
		t.Fatalf("/health = %d %s", rec.Code, rec.Body.String())
	}
}

func TestPrecompressedAssets(t *testing.T) {
	h := newTestServer(t, nil)
	cases := []struct{ accept, wantBody, wantEncoding string }{
		{"", "console.log", ""},
		{"gzip, deflate", "GZIP", "gzip"},
		{"gzip, deflate, br", "BROTLI", "br"},
		{"br;q=0, gzip", "GZIP", "gzip"},
		{"identity", "console.log", ""},
	}
	for _, c := range cases {
		t.Run(c.accept, func(t *testing.T) {
			req := httptest.NewRequest(http.MethodGet, "/assets/app-abc123.js", nil)
			if c.accept != "" {
				req.Header.Set("Accept-Encoding", c.accept)
			}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if !strings.HasPrefix(rec.Body.String(), c.wantBody) || rec.Header().Get("Content-Encoding") != c.wantEncoding {
				t.Fatalf("body %q encoding %q", rec.Body.String(), rec.Header().Get("Content-Encoding"))
			}
			if ct := rec.Header().Get("Content-Type"); !strings.Contains(ct, "javascript") {
				t.Fatalf("Content-Type = %q", ct)
			}
			if !strings.Contains(rec.Header().Get("Vary"), "Accept-Encoding") {
				t.Fatal("no Vary: Accept-Encoding")
			}
		})
	}
}

func TestHealthFailsWhileDraining(t *testing.T) {
	h := newTestServer(t, ErrDraining)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/health", nil))
	if rec.Code != http.StatusServiceUnavailable || !strings.Contains(rec.Body.String(), `"draining"`) {
		t.Fatalf("/health = %d %s", rec.Code, rec.Body.String())
	}
}

// The component mounts are served outside echo (front.go): they keep the request id, the
// recovery and the streaming echo's middleware gave them.
func TestMountDuties(t *testing.T) {
	var logged strings.Builder
	mount := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/panic":
			panic("boom")
		case "/stream":
			w.Header().Set("Content-Type", "text/event-stream")
			io.WriteString(w, "data: 1\n\n") //nolint:errcheck
			if err := http.NewResponseController(w).Flush(); err != nil {
				t.Errorf("flush through the mount: %v", err)
			}
		default:
			w.WriteHeader(http.StatusTeapot)
		}
	})
	h := New(Options{
		Log:    slog.New(slog.NewTextHandler(&logged, &slog.HandlerOptions{Level: slog.LevelInfo})),
		Mounts: []Mount{{Prefix: "/functions/v1", Handler: mount}},
	})
	cases := []struct {
		path, reqID string
		wantStatus  int
		wantBody    string
	}{
		{"/functions/v1/panic", "", http.StatusInternalServerError, `{"message":"Internal Server Error"}`},
		{"/functions/v1/stream", "", http.StatusOK, "data: 1"},
		{"/functions/v1/x", "abc-123", http.StatusTeapot, ""},
		{"/functions/v1x", "", http.StatusNotFound, ""}, // not the mount: echo answers
	}
	seen := map[string]bool{}
	for _, c := range cases {
		req := httptest.NewRequest(http.MethodGet, c.path, nil)
		if c.reqID != "" {
			req.Header.Set("X-Request-Id", c.reqID)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != c.wantStatus || !strings.Contains(rec.Body.String(), c.wantBody) {
			t.Fatalf("GET %s = %d %q", c.path, rec.Code, rec.Body.String())
		}
		id := rec.Header().Get("X-Request-Id")
		if id == "" || seen[id] || (c.reqID != "" && id != c.reqID) {
			t.Fatalf("GET %s: X-Request-Id %q (caller's %q, seen %v)", c.path, id, c.reqID, seen)
		}
		seen[id] = true
	}
	if !rec418Logged(logged.String()) || !strings.Contains(logged.String(), "panic serving request") || !strings.Contains(logged.String(), "boom") {
		t.Fatalf("log lacks the access line or the panic:\n%s", logged.String())
	}
}

func rec418Logged(log string) bool {
	return strings.Contains(log, "status=418") && strings.Contains(log, "request_id=abc-123")
}

// With a shell.html beside index.html (the build writes one), '/' keeps the pre-rendered
// index.html and every other client-side route gets the shell; /index.html stays a file.
func TestAppPageShellForOtherRoutes(t *testing.T) {
	dir := t.TempDir()
	must(t, os.WriteFile(filepath.Join(dir, "index.html"), []byte(`<div id="root"><div data-prerender="/">home</div></div>`), 0o644))
	must(t, os.WriteFile(filepath.Join(dir, "shell.html"), []byte(`<div id="root"></div>`), 0o644))
	h := New(Options{Log: slog.New(slog.NewTextHandler(io.Discard, nil)), WebDir: dir,
		AppConfig: map[string]string{"supabaseUrl": "http://x", "supabaseAnonKey": "k"},
		Ready:     func(context.Context) error { return nil }})
	cases := []struct{ path, want string }{
		{"/", "data-prerender"},
		{"/index.html", "data-prerender"},
		{"/puericultura/curva-de-crescimento", `<div id="root"></div>`},
		{"/codigos/cid-10/code/j45.0", `<div id="root"></div>`},
	}
	for _, c := range cases {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, c.path, nil))
		if rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), c.want) {
			t.Errorf("GET %s = %d %q, want it to contain %q", c.path, rec.Code, rec.Body.String(), c.want)
		}
		if c.path != "/" && c.path != "/index.html" && strings.Contains(rec.Body.String(), "data-prerender") {
			t.Errorf("GET %s sent the pre-rendered home page", c.path)
		}
	}
}

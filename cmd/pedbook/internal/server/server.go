// Package server wires the HTTP surface of the pedbook binary: middleware, /health, the
// component handlers mounted under their prefixes (/rest/v1, /auth/v1) and the built web app
// at / with a fallback to index.html for client-side routes.
package server

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
	"time"

	"github.com/labstack/echo/v5"
	"github.com/labstack/echo/v5/middleware"
)

// Mount is a component served under a path prefix; the prefix is stripped before the
// component sees the request (so /rest/v1/profiles arrives as /profiles).
type Mount struct {
	Prefix  string
	Handler http.Handler
}

// Options configure the server.
type Options struct {
	Log    *slog.Logger
	Mounts []Mount
	// WebDir is the built web app (frontend/dist); empty serves no app.
	WebDir string
	// AppConfig is served as /app-config.json: what the web app needs to create its
	// supabase-js client at run time (the keys are generated per installation, so they
	// cannot be baked into the build).
	AppConfig map[string]string
	// Ready reports whether the server can serve (database reachable); used by /health.
	Ready func(ctx context.Context) error
}

// ErrDraining is returned by Ready while the server drains before stopping: /health
// answers 503 {"status":"draining"} so load balancers take it out of rotation.
var ErrDraining = errors.New("draining")

// New builds the server's handler: the component mounts straight from net/http (see front),
// everything else through echo with its request id, recovery and access log middleware.
func New(o Options) http.Handler {
	e := echo.New()
	e.Logger = o.Log
	e.Use(middleware.Recover())
	e.Use(middleware.RequestIDWithConfig(middleware.RequestIDConfig{TargetHeader: "X-Request-Id"}))
	e.Use(accessLog(o.Log))

	e.GET("/health", func(c *echo.Context) error {
		ctx, cancel := context.WithTimeout(c.Request().Context(), 2*time.Second)
		defer cancel()
		if o.Ready != nil {
			if err := o.Ready(ctx); errors.Is(err, ErrDraining) {
				return c.JSON(http.StatusServiceUnavailable, map[string]string{"status": "draining"})
			} else if err != nil {
				return c.JSON(http.StatusServiceUnavailable, map[string]string{"status": "unavailable", "error": "database unreachable"})
			}
		}
		return c.JSON(http.StatusOK, map[string]string{"status": "ok"})
	})

	e.GET("/app-config.json", func(c *echo.Context) error {
		c.Response().Header().Set("Cache-Control", "no-cache")
		return c.JSON(http.StatusOK, o.AppConfig)
	})

	if o.WebDir != "" {
		spa := spaHandler(o.WebDir)
		e.GET("/*", spa)
		e.HEAD("/*", spa)
	}
	return newFront(o.Mounts, e, o.Log)
}

// spaHandler serves files of dir; any other GET path gets index.html so the client-side
// router can answer it — a page URL with a dot in it (`/codigos/cid-10/code/j45.0`) included.
// Only what is certainly a missing file gets 404: anything under /assets/ (so a stale chunk
// fails as a chunk and the app reloads), and a path ending in a known file type (.png, .js, …)
// that a browser did not ask for as a page (no text/html in Accept). Hashed build assets are
// cached for a year, index.html never. Routes other than '/' get shell.html (appPage).
func spaHandler(dir string) echo.HandlerFunc {
	return func(c *echo.Context) error {
		p := path.Clean("/" + c.Request().URL.Path)
		full := filepath.Join(dir, filepath.FromSlash(p))
		if st, err := os.Stat(full); err == nil && !st.IsDir() {
			if strings.HasPrefix(p, "/assets/") {
				c.Response().Header().Set("Cache-Control", "public, max-age=31536000, immutable")
			} else {
				c.Response().Header().Set("Cache-Control", "no-cache")
			}
			return serveFile(c, full)
		}
		if missingFile(p, c.Request().Header.Get("Accept")) {
			return c.JSON(http.StatusNotFound, map[string]string{"message": "not found"})
		}
		c.Response().Header().Set("Cache-Control", "no-cache")
		return serveFile(c, filepath.Join(dir, appPage(dir, p)))
	}
}

// appPage is the page a client-side route gets: index.html carries the home page pre-rendered
// (frontend/build/prerender.ts), which only '/' shows; every other route gets shell.html, the
// same page without that markup, when the build wrote one (a browser would parse the markup
// only to drop it).
func appPage(dir, p string) string {
	if p != "/" {
		if st, err := os.Stat(filepath.Join(dir, "shell.html")); err == nil && !st.IsDir() {
			return "shell.html"
		}
	}
	return "index.html"
}

// missingFile reports whether a path that is no file of the build should be answered 404
// rather than with the app.
func missingFile(p, accept string) bool {
	if strings.HasPrefix(p, "/assets/") {
		return true
	}
	if strings.Contains(accept, "text/html") {
		return false
	}
	ext := path.Ext(p)
	return ext != "" && ext != ".html" && mime.TypeByExtension(ext) != ""
}

// serveFile sends one file with conditional-request support. When the build left a
// compressed copy beside it (name.br or name.gz) and the client accepts that encoding, the
// copy is sent instead, with the original's Content-Type.
func serveFile(c *echo.Context, name string) error {
	w, r := c.Response(), c.Request()
	w.Header().Add("Vary", "Accept-Encoding")
	if ctype := mime.TypeByExtension(filepath.Ext(name)); ctype != "" {
		w.Header().Set("Content-Type", ctype)
	}
	accepted := r.Header.Get("Accept-Encoding")
	for _, enc := range []struct{ token, ext string }{{"br", ".br"}, {"gzip", ".gz"}} {
		if !acceptsEncoding(accepted, enc.token) {
			continue
		}
		if f, err := os.Open(name + enc.ext); err == nil {
			defer f.Close()
			st, err := f.Stat()
			if err != nil {
				return fmt.Errorf("stat %s%s: %w", name, enc.ext, err)
			}
			w.Header().Set("Content-Encoding", enc.token)
			http.ServeContent(w, r, filepath.Base(name), st.ModTime(), f)
			return nil
		}
	}
	f, err := os.Open(name)
	if err != nil {
		return c.JSON(http.StatusNotFound, map[string]string{"message": "not found"})
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return fmt.Errorf("stat %s: %w", name, err)
	}
	http.ServeContent(w, r, st.Name(), st.ModTime(), f)
	return nil
}

// acceptsEncoding reports whether an Accept-Encoding header allows token (q=0 refuses).
func acceptsEncoding(header, token string) bool {
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(name), token) {
			continue
		}
		params = strings.ReplaceAll(strings.TrimSpace(params), " ", "")
		return params != "q=0" && params != "q=0.0" && params != "q=0.00" && params != "q=0.000"
	}
	return false
}

func accessLog(log *slog.Logger) echo.MiddlewareFunc {
	return middleware.RequestLoggerWithConfig(middleware.RequestLoggerConfig{
		LogStatus:    true,
		LogURI:       true,
		LogMethod:    true,
		LogLatency:   true,
		LogRequestID: true,
		LogValuesFunc: func(c *echo.Context, v middleware.RequestLoggerValues) error {
			log.LogAttrs(c.Request().Context(), slog.LevelInfo, "request",
				slog.String("method", v.Method), slog.String("uri", v.URI), slog.Int("status", v.Status),
				slog.Duration("latency", v.Latency), slog.String("request_id", v.RequestID))
			return nil
		},
	})
}

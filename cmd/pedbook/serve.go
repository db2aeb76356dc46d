package main

import (
	"context"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/http/pprof"
	"os"
	"os/signal"
	"runtime/debug"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/labstack/echo/v5"
	"github.com/pedbook/pedbook/cmd/pedbook/internal/bootstrap"
	"github.com/pedbook/pedbook/cmd/pedbook/internal/config"
	"github.com/pedbook/pedbook/cmd/pedbook/internal/connbudget"
	"github.com/pedbook/pedbook/cmd/pedbook/internal/server"
)

// serve migrates, writes the super admin list, mounts the components and serves until ctx
// is cancelled (SIGINT/SIGTERM), then drains in-flight requests.
func serve(ctx context.Context, cfg config.Config, log *slog.Logger) error {
	tuneGC()
	derived, err := cfg.DeriveAPIKeys(time.Now())
	if err != nil {
		return err
	}
	if derived {
		log.Info("ANON_KEY/SERVICE_ROLE_KEY not set: derived from the JWT secret (`pedbook keys` prints such keys)")
	}
	if err := migrate(ctx, cfg, log); err != nil {
		return err
	}
	conn, err := connectAdmin(ctx, cfg)
	if err != nil {
		return err
	}
	err = bootstrap.SyncSuperAdmins(ctx, conn, cfg.SuperAdminEmails)
	conn.Close(context.WithoutCancel(ctx))
	if err != nil {
		return err
	}

	adminPool, err := pgxpool.New(ctx, cfg.DatabaseURL)
	if err != nil {
		return fmt.Errorf("open database pool: %w", err)
	}
	defer adminPool.Close()

	mounts, metricsHandler, closers, pools, err := components(ctx, cfg, log)
	if err != nil {
		return err
	}
	pools = append(pools, connbudget.Pool{Name: "owner pool (health, admin)", URL: cfg.DatabaseURL, Size: int(adminPool.Config().MaxConns)})
	go checkConnectionBudget(ctx, pools, cfg.Instances, connbudget.PG, log)
	defer func() {
		for _, c := range closers {
			c()
		}
	}()

	serveCtx, draining := drainOnSIGTERM(ctx, cfg.DrainDelay, log)
	e := server.New(server.Options{
		Log:       log,
		Mounts:    mounts,
		WebDir:    cfg.WebDir,
		AppConfig: appConfig(cfg),
		Ready: func(ctx context.Context) error {
			if draining.Load() {
				return server.ErrDraining
			}
			return adminPool.Ping(ctx)
		},
	})

	if cfg.PprofListen != "" {
		if err := servePprof(ctx, cfg.PprofListen, log); err != nil {
			return err
		}
	}
	if cfg.MetricsListen != "" {
		mux := http.NewServeMux()
		mux.Handle("/metrics", metricsHandler)
		if err := serveAside(ctx, "metrics", cfg.MetricsListen, mux, log); err != nil {
			return err
		}
	}
	ln, err := net.Listen("tcp", cfg.Listen)
	if err != nil {
		return fmt.Errorf("listen on %s: %w", cfg.Listen, err)
	}
	sc := echo.StartConfig{
		Listener:        ln,
		HideBanner:      true,
		HidePort:        true,
		GracefulTimeout: 10 * time.Second,
		BeforeServeFunc: func(s *http.Server) error {
			s.ReadHeaderTimeout = 10 * time.Second
			return nil
		},
	}
	log.Info("PedBook is up at " + cfg.PublicURL)
	fmt.Printf("PedBook is up at %s\n", cfg.PublicURL)
	if err := sc.Start(serveCtx, e); err != nil && err != http.ErrServerClosed {
		return fmt.Errorf("serve: %w", err)
	}
	log.Info("server stopped")
	return nil
}

// appConfig is what the web app reads from /app-config.json to make its supabase client.
func appConfig(cfg config.Config) map[string]string {
	return map[string]string{"supabaseUrl": cfg.PublicURL, "supabaseAnonKey": cfg.AnonKey}
}

// drainOnSIGTERM returns a context that ends delay after SIGTERM (or with ctx) and the flag
// that turns /health to 503 as soon as SIGTERM arrives: a load balancer checking health
// stops routing to this instance while it still serves, then the listener closes and
// in-flight requests finish (echo's graceful shutdown). A second SIGTERM skips the delay.
func drainOnSIGTERM(ctx context.Context, delay time.Duration, log *slog.Logger) (context.Context, *atomic.Bool) {
	serveCtx, stop := context.WithCancel(ctx)
	draining := &atomic.Bool{}
	term := make(chan os.Signal, 2)
	signal.Notify(term, syscall.SIGTERM)
	go func() {
		defer signal.Stop(term)
		defer stop()
		select {
		case <-term:
		case <-ctx.Done():
			return
		}
		draining.Store(true)
		log.Info("SIGTERM: health check failing, draining", slog.Duration("delay", delay))
		select {
		case <-time.After(delay):
		case <-term:
		case <-ctx.Done():
		}
		log.Info("closing the listener; finishing in-flight requests")
	}()
	return serveCtx, draining
}

// servePprof serves the profiling endpoints on their own listener until ctx ends.
func servePprof(ctx context.Context, addr string, log *slog.Logger) error {
	mux := http.NewServeMux()
	mux.HandleFunc("/debug/pprof/", pprof.Index)
	mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
	mux.HandleFunc("/debug/pprof/trace", pprof.Trace)
	mux.HandleFunc("/debug/pprof/symbol", pprof.Symbol)
	mux.HandleFunc("/debug/pprof/cmdline", pprof.Cmdline)
	return serveAside(ctx, "pprof", addr, mux, log)
}

// serveAside serves h on its own listener (never the public one) until ctx ends.
func serveAside(ctx context.Context, what, addr string, h http.Handler, log *slog.Logger) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("listen on %s for %s: %w", addr, what, err)
	}
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
	go func() {
		<-ctx.Done()
		_ = srv.Close()
	}()
	go func() {
		if err := srv.Serve(ln); err != nil && err != http.ErrServerClosed {
			log.Error(what+" listener stopped", slog.String("error", err.Error()))
		}
	}()
	log.Info(what + " at http://" + ln.Addr().String())
	return nil
}

// serveGCPercent is the collector's target when GOGC is not set. The server's live heap is
// a few MB (schema cache, pools), so Go's default of 100 collects every few hundred
// requests and the collector took ~10% of the gateway's CPU under load (pprof, see
// scripts/bench-rest); 400 trades a few MB of heap for ~12% less CPU per request.
// GOGC and GOMEMLIMIT, when set, win.
const serveGCPercent = 400

func tuneGC() {
	if _, set := os.LookupEnv("GOGC"); !set {
		debug.SetGCPercent(serveGCPercent)
	}
}

// checkConnectionBudget logs, per PostgreSQL server, what the pools of PEDBOOK_INSTANCES
// instances may open against max_connections minus the reserve: an error when the direct
// connections exceed it (under load some instance would be refused connections), a warning
// when only the pooled ones would (fine with a transaction pooler, whose own pool size then
// bounds them). It reports whether every server fits.
func checkConnectionBudget(ctx context.Context, pools []connbudget.Pool, instances int, probe connbudget.Probe, log *slog.Logger) bool {
	uses, errs := connbudget.Check(ctx, pools, instances, probe)
	for _, err := range errs {
		log.Warn("connection budget: could not ask a server for its limits", slog.String("error", err.Error()))
	}
	ok := true
	for _, u := range uses {
		switch {
		case u.Over():
			ok = false
			log.Error("connection budget exceeded: lower PGRST_DB_POOL / GOTRUE_DB_MAX_POOL_SIZE, put a transaction pooler in front, or raise max_connections",
				slog.String("server", u.ID), slog.Int("instances", u.Instances), slog.Int("per_instance", u.Direct),
				slog.Int("total", u.Direct*u.Instances), slog.Int("limit", u.Limit()), slog.String("detail", u.String()))
		case u.OverWithPooled():
			log.Warn("connection budget: fits only because some pools go through a pooler; its own pool sizes must fit too",
				slog.String("server", u.ID), slog.Int("limit", u.Limit()), slog.String("detail", u.String()))
		default:
			log.Info("connection budget", slog.String("server", u.ID), slog.Int("limit", u.Limit()), slog.String("detail", u.String()))
		}
	}
	return ok
}

// Command pedbook-auth runs the auth service alone, for deployments that split it from
// the pedbook binary: the same handler, served at / (as GoTrue) and at /auth/v1.
//
// Configuration: GoTrue's variables (see auth.ConfigFromEnv), plus GOTRUE_DB_DATABASE_URL
// (or DATABASE_URL; a URL of the supabase_auth_admin role) and GOTRUE_API_HOST / PORT
// (or GOTRUE_API_PORT; default 127.0.0.1:9999).
package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/pedbook/pedbook/auth"
)

func main() {
	log := slog.New(slog.NewJSONHandler(os.Stderr, nil))
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, log); err != nil {
		log.Error("pedbook-auth stopped", "error", err)
		os.Exit(1)
	}
}

func firstEnv(names ...string) string {
	for _, n := range names {
		if v := os.Getenv(n); v != "" {
			return v
		}
	}
	return ""
}

func run(ctx context.Context, log *slog.Logger) error {
	dbURL := firstEnv("GOTRUE_DB_DATABASE_URL", "DATABASE_URL")
	if dbURL == "" {
		return errors.New("GOTRUE_DB_DATABASE_URL (or DATABASE_URL) is not set")
	}
	cfg, err := auth.ConfigFromEnv()
	if err != nil {
		return err
	}
	ps, err := auth.PoolSettingsFromEnv()
	if err != nil {
		return err
	}
	pool, err := auth.NewPool(ctx, dbURL, ps)
	if err != nil {
		return err
	}
	defer pool.Close()
	svc, err := auth.New(ctx, cfg, pool, log)
	if err != nil {
		return err
	}
	defer svc.Close()
	host := firstEnv("GOTRUE_API_HOST")
	if host == "" {
		host = "127.0.0.1"
	}
	port := firstEnv("PORT", "GOTRUE_API_PORT")
	if port == "" {
		port = "9999"
	}
	srv := &http.Server{Addr: net.JoinHostPort(host, port), Handler: handler(svc), ReadHeaderTimeout: 10 * time.Second}
	errc := make(chan error, 1)
	go func() { errc <- srv.ListenAndServe() }()
	log.Info("pedbook-auth listening", "addr", srv.Addr)
	select {
	case err := <-errc:
		return fmt.Errorf("serve: %w", err)
	case <-ctx.Done():
	}
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	return srv.Shutdown(shutdownCtx)
}

// handler serves svc at the root and under /auth/v1.
func handler(svc http.Handler) http.Handler {
	mux := http.NewServeMux()
	mux.Handle("/auth/v1/", http.StripPrefix("/auth/v1", svc))
	mux.Handle("/", svc)
	return mux
}

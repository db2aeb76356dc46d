package main

import (
	"context"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/labstack/echo/v5"
	"github.com/pedbook/pedbook/gateway/internal/bootstrap"
	"github.com/pedbook/pedbook/gateway/internal/config"
	"github.com/pedbook/pedbook/gateway/internal/server"
)

// serve migrates, writes the super admin list, mounts the components and serves until ctx
// is cancelled (SIGINT/SIGTERM), then drains in-flight requests.
func serve(ctx context.Context, cfg config.Config, log *slog.Logger) error {
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

	mounts, closers, err := components(ctx, cfg, log)
	if err != nil {
		return err
	}
	defer func() {
		for _, c := range closers {
			c()
		}
	}()

	e := server.New(server.Options{
		Log:    log,
		Mounts: mounts,
		WebDir: cfg.WebDir,
		AppConfig: map[string]string{
			"supabaseUrl":     cfg.PublicURL,
			"supabaseAnonKey": cfg.AnonKey,
		},
		Ready: func(ctx context.Context) error { return adminPool.Ping(ctx) },
	})

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
	if err := sc.Start(ctx, e); err != nil && err != http.ErrServerClosed {
		return fmt.Errorf("serve: %w", err)
	}
	log.Info("server stopped")
	return nil
}

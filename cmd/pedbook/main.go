// Command pedbook is PedBook's backend in one binary: the PostgREST-dialect gateway at
// /rest/v1, the GoTrue-dialect auth service at /auth/v1 and the web app at /.
//
//	pedbook serve     migrate, then serve HTTP until SIGINT/SIGTERM
//	pedbook migrate   apply pending schema/ and rpc/ migrations
//	pedbook seed      load the reference datasets (idempotent)
//	pedbook keys      print (and with -env-file, create once) the JWT secret and API keys
//	pedbook gen types typescript   write the TypeScript Database type of the exposed schemas
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/pedbook/pedbook/cmd/pedbook/internal/config"
	"github.com/pedbook/pedbook/cmd/pedbook/internal/keys"
	"github.com/pedbook/pedbook/internal/dbmigrate"
	"github.com/pedbook/pedbook/seeds/loader"
)

const usage = `usage: pedbook <command> [flags]

commands:
  serve     apply pending migrations, then serve /rest/v1, /auth/v1, /health and the web app
  migrate   apply pending schema/ and rpc/ migrations and exit
  seed      load the reference datasets (idempotent) and exit
  keys      print the JWT secret and the anon and service_role keys
            (-env-file F: read them from F, generating and writing what is missing)
  gen types typescript [--schema S]... [--db-url URL] [-o FILE]
            write the TypeScript Database type of the exposed schemas (as supabase gen types)

configuration comes from the environment; see README.md.
`

func main() {
	if len(os.Args) < 2 {
		fmt.Fprint(os.Stderr, usage)
		os.Exit(2)
	}
	sigs := []os.Signal{os.Interrupt, syscall.SIGTERM}
	if os.Args[1] == "serve" {
		sigs = sigs[:1] // serve handles SIGTERM itself: health check fails first, then it drains
	}
	ctx, stop := signal.NotifyContext(context.Background(), sigs...)
	defer stop()

	cfg, err := config.Load()
	if err != nil {
		fmt.Fprintln(os.Stderr, "pedbook:", err)
		os.Exit(1)
	}
	log := newLogger(cfg)

	cmd, args := os.Args[1], os.Args[2:]
	switch cmd {
	case "serve":
		err = serve(ctx, cfg, log)
	case "migrate":
		err = migrate(ctx, cfg, log)
	case "seed":
		err = runSeed(ctx, cfg, log)
	case "keys":
		err = runKeys(args, cfg)
	case "gen":
		err = runGen(ctx, args, cfg, os.Stdout)
	case "help", "-h", "--help":
		fmt.Print(usage)
		return
	default:
		fmt.Fprintf(os.Stderr, "pedbook: unknown command %q\n\n%s", cmd, usage)
		os.Exit(2)
	}
	if err != nil && !errors.Is(err, context.Canceled) {
		log.Error("pedbook "+cmd+" failed", "error", err)
		os.Exit(1)
	}
}

func newLogger(cfg config.Config) *slog.Logger {
	var level slog.Level
	if err := level.UnmarshalText([]byte(cfg.LogLevel)); err != nil {
		level = slog.LevelInfo
	}
	opts := &slog.HandlerOptions{Level: level}
	if strings.EqualFold(cfg.LogFormat, "json") {
		return slog.New(slog.NewJSONHandler(os.Stderr, opts))
	}
	return slog.New(slog.NewTextHandler(os.Stderr, opts))
}

func connectAdmin(ctx context.Context, cfg config.Config) (*pgx.Conn, error) {
	if err := cfg.RequireDatabase(); err != nil {
		return nil, err
	}
	var conn *pgx.Conn
	var err error
	// The database may still be starting (compose, CI): retry for a short while.
	for attempt := 0; attempt < 30; attempt++ {
		conn, err = pgx.Connect(ctx, cfg.DatabaseURL)
		if err == nil {
			return conn, nil
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(time.Second):
		}
	}
	return nil, fmt.Errorf("connect to DATABASE_URL: %w", err)
}

func migrate(ctx context.Context, cfg config.Config, log *slog.Logger) error {
	conn, err := connectAdmin(ctx, cfg)
	if err != nil {
		return err
	}
	defer conn.Close(context.WithoutCancel(ctx))
	applied, err := dbmigrate.Apply(ctx, conn, log)
	if err != nil {
		return err
	}
	if err := setRolePasswords(ctx, conn, cfg); err != nil {
		return err
	}
	log.Info("migrations up to date", "applied_now", len(applied))
	return nil
}

// setRolePasswords gives the login roles the passwords configured for them (deployments
// that do not trust loopback); nothing happens when none are configured.
func setRolePasswords(ctx context.Context, conn *pgx.Conn, cfg config.Config) error {
	for role, pw := range map[string]string{"authenticator": cfg.AuthenticatorPassword, "supabase_auth_admin": cfg.AuthAdminPassword} {
		if pw == "" {
			continue
		}
		// ALTER ROLE takes no parameters: quote the literal with PostgreSQL's own quoting.
		var lit string
		if err := conn.QueryRow(ctx, "select quote_literal($1)", pw).Scan(&lit); err != nil {
			return fmt.Errorf("quote password: %w", err)
		}
		if _, err := conn.Exec(ctx, "alter role "+pgx.Identifier{role}.Sanitize()+" with password "+lit); err != nil {
			return fmt.Errorf("set password of %s: %w", role, err)
		}
	}
	return nil
}

func runSeed(ctx context.Context, cfg config.Config, log *slog.Logger) error {
	conn, err := connectAdmin(ctx, cfg)
	if err != nil {
		return err
	}
	defer conn.Close(context.WithoutCancel(ctx))
	start := time.Now()
	if err := loader.Run(ctx, conn, log); err != nil {
		return err
	}
	log.Info("seeds loaded", "took", time.Since(start).Round(time.Millisecond))
	return nil
}

func runKeys(args []string, cfg config.Config) error {
	fs := flag.NewFlagSet("keys", flag.ContinueOnError)
	envFile := fs.String("env-file", "", "env file to read the keys from and write missing ones to")
	if err := fs.Parse(args); err != nil {
		return err
	}
	values := map[string]string{}
	if *envFile != "" {
		v, err := keys.ReadEnvFile(*envFile)
		if err != nil {
			return err
		}
		values = v
	} else if cfg.JWTSecret != "" {
		values["JWT_SECRET"] = cfg.JWTSecret
	}
	changed, err := keys.Ensure(values, time.Now())
	if err != nil {
		return err
	}
	if changed && *envFile != "" {
		if err := keys.WriteEnvFile(*envFile, values); err != nil {
			return err
		}
	}
	fmt.Printf("JWT_SECRET=%s\nANON_KEY=%s\nSERVICE_ROLE_KEY=%s\n", values["JWT_SECRET"], values["ANON_KEY"], values["SERVICE_ROLE_KEY"])
	return nil
}

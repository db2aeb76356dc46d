// Package pgtest gives each test a fresh PostgreSQL database cloned from a template that
// holds every migration, so tests run against the real schema, roles and policies and never
// see each other's rows.
//
// The server comes from PEDBOOK_TEST_DATABASE_URL (a superuser URL; scripts/test starts a
// private cluster and sets it). Without it the tests fail with a message saying so: they
// exercise the database and have nothing to test without one.
package pgtest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"io"
	"log/slog"
	"net/url"
	"os"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/pedbook/pedbook/internal/dbmigrate"
)

// EnvURL names the variable holding the test server's superuser URL.
const EnvURL = "PEDBOOK_TEST_DATABASE_URL"

// ServerURL returns the test server URL or fails the test.
func ServerURL(t testing.TB) string {
	t.Helper()
	u := os.Getenv(EnvURL)
	if u == "" {
		t.Fatalf("%s is not set: run the tests through scripts/test, which starts PostgreSQL, "+
			"or point it at a superuser URL of a PostgreSQL 15+ server", EnvURL)
	}
	return u
}

// WithDatabase returns u with its database name replaced.
func WithDatabase(u, db string) (string, error) {
	p, err := url.Parse(u)
	if err != nil {
		return "", fmt.Errorf("parse database URL: %w", err)
	}
	p.Path = "/" + db
	return p.String(), nil
}

// WithUser returns u with its user replaced (no password: the test cluster trusts loopback).
func WithUser(u, user string) (string, error) {
	p, err := url.Parse(u)
	if err != nil {
		return "", fmt.Errorf("parse database URL: %w", err)
	}
	p.User = url.User(user)
	return p.String(), nil
}

// Template returns the name of a database holding every migration, creating it once per
// migration set. Concurrent test processes serialise on an advisory lock.
func Template(ctx context.Context, serverURL string) (string, error) {
	fp, err := dbmigrate.Fingerprint()
	if err != nil {
		return "", err
	}
	name := "pedbook_tpl_" + fp
	admin, err := pgx.Connect(ctx, serverURL)
	if err != nil {
		return "", fmt.Errorf("connect to test server: %w", err)
	}
	defer admin.Close(context.WithoutCancel(ctx))
	if _, err := admin.Exec(ctx, "select pg_advisory_lock(7301)"); err != nil {
		return "", fmt.Errorf("lock template: %w", err)
	}
	defer admin.Exec(context.WithoutCancel(ctx), "select pg_advisory_unlock(7301)") //nolint:errcheck
	var exists bool
	if err := admin.QueryRow(ctx, "select exists (select 1 from pg_database where datname = $1 and datistemplate)", name).Scan(&exists); err != nil {
		return "", fmt.Errorf("look up template: %w", err)
	}
	if exists {
		return name, nil
	}
	ident := pgx.Identifier{name}.Sanitize()
	if _, err := admin.Exec(ctx, "drop database if exists "+ident); err != nil {
		return "", fmt.Errorf("drop half-made template: %w", err)
	}
	if _, err := admin.Exec(ctx, "create database "+ident); err != nil {
		return "", fmt.Errorf("create template: %w", err)
	}
	tplURL, err := WithDatabase(serverURL, name)
	if err != nil {
		return "", err
	}
	conn, err := pgx.Connect(ctx, tplURL)
	if err != nil {
		return "", fmt.Errorf("connect to template: %w", err)
	}
	_, err = dbmigrate.Apply(ctx, conn, slog.New(slog.NewTextHandler(io.Discard, nil)))
	conn.Close(ctx)
	if err != nil {
		return "", fmt.Errorf("migrate template: %w", err)
	}
	if _, err := admin.Exec(ctx, "alter database "+ident+" is_template true"); err != nil {
		return "", fmt.Errorf("mark template: %w", err)
	}
	return name, nil
}

// NewDatabase creates a fresh migrated database for t, dropped when the test ends, and
// returns its superuser URL.
func NewDatabase(t testing.TB) string {
	t.Helper()
	ctx := context.Background()
	server := ServerURL(t)
	tpl, err := Template(ctx, server)
	if err != nil {
		t.Fatalf("pgtest: %v", err)
	}
	var b [6]byte
	if _, err := rand.Read(b[:]); err != nil {
		t.Fatalf("pgtest: %v", err)
	}
	name := "pedbook_test_" + hex.EncodeToString(b[:])
	admin, err := pgx.Connect(ctx, server)
	if err != nil {
		t.Fatalf("pgtest: connect: %v", err)
	}
	defer admin.Close(ctx)
	if _, err := admin.Exec(ctx, fmt.Sprintf("create database %s template %s",
		pgx.Identifier{name}.Sanitize(), pgx.Identifier{tpl}.Sanitize())); err != nil {
		t.Fatalf("pgtest: clone template: %v", err)
	}
	t.Cleanup(func() {
		c, err := pgx.Connect(context.Background(), server)
		if err != nil {
			return
		}
		defer c.Close(context.Background())
		c.Exec(context.Background(), "drop database if exists "+pgx.Identifier{name}.Sanitize()+" with (force)") //nolint:errcheck
	})
	u, err := WithDatabase(server, name)
	if err != nil {
		t.Fatalf("pgtest: %v", err)
	}
	return u
}

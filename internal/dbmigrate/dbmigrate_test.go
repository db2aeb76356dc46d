package dbmigrate_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/pedbook/pedbook/internal/dbmigrate"
	"github.com/pedbook/pedbook/internal/pgtest"
)

var quiet = slog.New(slog.NewTextHandler(io.Discard, nil))

func connect(t *testing.T, url string) *pgx.Conn {
	t.Helper()
	conn, err := pgx.Connect(context.Background(), url)
	if err != nil {
		t.Fatalf("connect: %v", err)
	}
	t.Cleanup(func() { conn.Close(context.Background()) })
	return conn
}

func TestFilesAreOrderedSchemaThenRPC(t *testing.T) {
	files, err := dbmigrate.Files()
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 5 || files[0].Name != "schema/0001_roles.sql" {
		t.Fatalf("unexpected first files: %+v", names(files))
	}
	seenRPC := false
	for i, f := range files {
		isRPC := f.Repeatable
		if seenRPC && !isRPC {
			t.Fatalf("schema file %s after an rpc file", f.Name)
		}
		seenRPC = seenRPC || isRPC
		if i > 0 && files[i-1].Repeatable == f.Repeatable && files[i-1].Name >= f.Name {
			t.Fatalf("files out of order: %s then %s", files[i-1].Name, f.Name)
		}
	}
}

func names(fs []dbmigrate.File) []string {
	var out []string
	for _, f := range fs {
		out = append(out, f.Name)
	}
	return out
}

// A database migrated by the template is up to date: a second Apply changes nothing.
func TestApplyIsIdempotent(t *testing.T) {
	conn := connect(t, pgtest.NewDatabase(t))
	applied, err := dbmigrate.Apply(context.Background(), conn, quiet)
	if err != nil {
		t.Fatalf("second apply: %v", err)
	}
	if len(applied) != 0 {
		t.Fatalf("second apply re-ran %v", applied)
	}
	files, _ := dbmigrate.Files()
	var n int
	if err := conn.QueryRow(context.Background(), "select count(*) from pedbook_migrations.applied").Scan(&n); err != nil {
		t.Fatal(err)
	}
	if n != len(files) {
		t.Fatalf("recorded %d migrations, want %d", n, len(files))
	}
}

// An applied schema/ file whose checksum no longer matches stops the migrator before it
// changes anything; an rpc/ file is re-applied instead.
func TestEditedFiles(t *testing.T) {
	ctx := context.Background()
	conn := connect(t, pgtest.NewDatabase(t))

	if _, err := conn.Exec(ctx, "update pedbook_migrations.applied set checksum = 'stale' where name like 'rpc/%'"); err != nil {
		t.Fatal(err)
	}
	applied, err := dbmigrate.Apply(ctx, conn, quiet)
	if err != nil {
		t.Fatalf("apply with edited rpc files: %v", err)
	}
	if len(applied) == 0 {
		t.Fatal("edited rpc files were not re-applied")
	}
	for _, n := range applied {
		if n[:4] != "rpc/" {
			t.Fatalf("re-applied a schema file: %s", n)
		}
	}

	if _, err := conn.Exec(ctx, "update pedbook_migrations.applied set checksum = 'f00dfeedf00dfeed' where name = 'schema/0003_core.sql'"); err != nil {
		t.Fatal(err)
	}
	_, err = dbmigrate.Apply(ctx, conn, quiet)
	if !errors.Is(err, dbmigrate.ErrEdited) {
		t.Fatalf("want ErrEdited, got %v", err)
	}
}

// A broken migration rolls back completely and is reported with its file and line.
func TestFailedMigrationRollsBack(t *testing.T) {
	ctx := context.Background()
	srv := pgtest.ServerURL(t)
	admin := connect(t, srv)
	if _, err := admin.Exec(ctx, "drop database if exists pedbook_rollback_test with (force)"); err != nil {
		t.Fatal(err)
	}
	if _, err := admin.Exec(ctx, "create database pedbook_rollback_test"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { admin.Exec(context.Background(), "drop database if exists pedbook_rollback_test with (force)") }) //nolint:errcheck
	u, _ := pgtest.WithDatabase(srv, "pedbook_rollback_test")
	conn := connect(t, u)
	// Occupy a name 0003 creates, so 0003 fails half-way.
	if _, err := conn.Exec(ctx, "create table public.site_settings (x int)"); err != nil {
		t.Fatal(err)
	}
	_, err := dbmigrate.Apply(ctx, conn, quiet)
	if err == nil {
		t.Fatal("apply succeeded over a conflicting table")
	}
	if want := "apply schema/0003_core.sql"; !strings.Contains(err.Error(), want) {
		t.Fatalf("error %q does not name %q", err, want)
	}
	var profiles bool
	if err := conn.QueryRow(ctx, "select to_regclass('public.profiles') is not null").Scan(&profiles); err != nil {
		t.Fatal(err)
	}
	if profiles {
		t.Fatal("0003 left public.profiles behind after failing")
	}
	var recorded int
	conn.QueryRow(ctx, "select count(*) from pedbook_migrations.applied where name = 'schema/0003_core.sql'").Scan(&recorded) //nolint:errcheck
	if recorded != 0 {
		t.Fatal("failed migration was recorded as applied")
	}
}

func TestLineOf(t *testing.T) {
	sql := "select 1;\nselect é;\nselect bad syntax;\n"
	cases := []struct {
		name string
		err  error
		want string
	}{
		{"no position", errors.New("boom"), ""},
		{"first line", &pgconn.PgError{Position: 3}, " (line 1)"},
		// Positions count characters, not bytes: é is one.
		{"third line", &pgconn.PgError{Position: 27}, " (line 3)"},
		{"past the end", &pgconn.PgError{Position: 999}, " (line 4)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := dbmigrate.LineOf(sql, c.err); got != c.want {
				t.Fatalf("LineOf = %q, want %q", got, c.want)
			}
		})
	}
}

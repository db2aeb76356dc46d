package schema_test

import (
	"context"
	"fmt"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/pedbook/pedbook/internal/dbmigrate"
	"github.com/pedbook/pedbook/internal/pgtest"
)

// tool finds a PostgreSQL client program on PATH or among the server binaries.
func tool(t *testing.T, name string) string {
	t.Helper()
	if p, err := exec.LookPath(name); err == nil {
		return p
	}
	matches, _ := filepath.Glob("/usr/lib/postgresql/*/bin/" + name)
	sort.Strings(matches)
	if len(matches) == 0 {
		t.Fatalf("%s not found (install postgresql-client)", name)
	}
	return matches[len(matches)-1]
}

// Ops apply schema/ then rpc/ with plain psql; the result must be the schema that
// `pedbook migrate` makes (compared as pg_dump --schema-only, less the migrations table).
func TestPsqlAppliesTheSameSchemaAsMigrate(t *testing.T) {
	ctx := context.Background()
	migrated := pgtest.NewDatabase(t)

	srv := pgtest.ServerURL(t)
	admin, err := pgx.Connect(ctx, srv)
	if err != nil {
		t.Fatal(err)
	}
	defer admin.Close(ctx)
	const db = "pedbook_psql_equivalence"
	if _, err := admin.Exec(ctx, "drop database if exists "+db+" with (force)"); err != nil {
		t.Fatal(err)
	}
	if _, err := admin.Exec(ctx, "create database "+db); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { admin.Exec(context.Background(), "drop database if exists "+db+" with (force)") }) //nolint:errcheck
	viaPsql, _ := pgtest.WithDatabase(srv, db)

	files, err := dbmigrate.Files()
	if err != nil {
		t.Fatal(err)
	}
	psql := tool(t, "psql")
	for _, f := range files {
		path := filepath.Join("..", filepath.FromSlash(f.Name))
		out, err := exec.Command(psql, "-X", "-q", "-v", "ON_ERROR_STOP=1", "-d", viaPsql, "-f", path).CombinedOutput()
		if err != nil {
			t.Fatalf("psql -f %s: %v\n%s", f.Name, err, out)
		}
	}

	a, b := dump(t, migrated), dump(t, viaPsql)
	if a != b {
		t.Fatalf("schemas differ:\n%s", firstDifference(a, b))
	}
}

func dump(t *testing.T, url string) string {
	t.Helper()
	out, err := exec.Command(tool(t, "pg_dump"), "--schema-only",
		"--exclude-schema=pedbook_migrations", "-d", url).Output()
	if err != nil {
		var stderr string
		if ee, ok := err.(*exec.ExitError); ok {
			stderr = string(ee.Stderr)
		}
		t.Fatalf("pg_dump: %v %s", err, stderr)
	}
	// The dump names no database, but strip the version banner lines to be safe.
	var keep []string
	for _, l := range strings.Split(string(out), "\n") {
		// \restrict / \unrestrict carry a random key per dump (pg_dump 15.14+).
		if strings.HasPrefix(l, "-- Dumped ") || strings.HasPrefix(l, "\\restrict ") || strings.HasPrefix(l, "\\unrestrict ") {
			continue
		}
		keep = append(keep, l)
	}
	return strings.Join(keep, "\n")
}

func firstDifference(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := 0; i < len(al) || i < len(bl); i++ {
		var x, y string
		if i < len(al) {
			x = al[i]
		}
		if i < len(bl) {
			y = bl[i]
		}
		if x != y {
			return fmt.Sprintf("line %d:\n  migrate: %s\n  psql:    %s", i+1, x, y)
		}
	}
	return ""
}

// Package dbmigrate applies PedBook's SQL migrations (schema/, then rpc/) to a PostgreSQL
// database, each file once and in its own transaction, recording name and checksum in
// pedbook_migrations.applied.
//
// schema/ files are immutable once applied: a changed checksum stops the process with an
// error naming the file. rpc/ files hold idempotent function definitions and are re-applied
// whenever their content changes.
package dbmigrate

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"sort"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/pedbook/pedbook/rpc"
	"github.com/pedbook/pedbook/schema"
)

// File is one migration: its name ("schema/0001_roles.sql"), SQL and checksum.
type File struct {
	Name     string
	SQL      string
	Checksum string
	// Repeatable files (rpc/) are re-applied when their checksum changes.
	Repeatable bool
}

// ErrEdited reports an applied schema/ file whose content changed afterwards.
var ErrEdited = errors.New("an applied migration was edited")

// lockKey is the advisory lock that serialises concurrent migrators.
const lockKey int64 = 0x70656462 // "pedb"

// Files returns the embedded migrations in the order they are applied.
func Files() ([]File, error) {
	var out []File
	for _, src := range []struct {
		dir        string
		fsys       fs.FS
		repeatable bool
	}{{"schema", schema.Files, false}, {"rpc", rpc.Files, true}} {
		names, err := fs.Glob(src.fsys, "*.sql")
		if err != nil {
			return nil, fmt.Errorf("list %s: %w", src.dir, err)
		}
		sort.Strings(names)
		for _, n := range names {
			b, err := fs.ReadFile(src.fsys, n)
			if err != nil {
				return nil, fmt.Errorf("read %s/%s: %w", src.dir, n, err)
			}
			sum := sha256.Sum256(b)
			out = append(out, File{
				Name:       src.dir + "/" + n,
				SQL:        string(b),
				Checksum:   hex.EncodeToString(sum[:]),
				Repeatable: src.repeatable,
			})
		}
	}
	return out, nil
}

// Fingerprint identifies the whole set of migrations (used to name test templates).
func Fingerprint() (string, error) {
	files, err := Files()
	if err != nil {
		return "", err
	}
	h := sha256.New()
	for _, f := range files {
		h.Write([]byte(f.Name))
		h.Write([]byte(f.Checksum))
	}
	return hex.EncodeToString(h.Sum(nil))[:12], nil
}

// Apply runs every pending migration on conn. It takes an advisory lock so two processes
// never migrate at once, and notifies the REST gateway to reload its schema cache when it
// changed anything. It returns the names of the files it applied.
func Apply(ctx context.Context, conn *pgx.Conn, log *slog.Logger) ([]string, error) {
	files, err := Files()
	if err != nil {
		return nil, err
	}
	if _, err := conn.Exec(ctx, "select pg_advisory_lock($1)", lockKey); err != nil {
		return nil, fmt.Errorf("take migration lock: %w", err)
	}
	defer conn.Exec(context.WithoutCancel(ctx), "select pg_advisory_unlock($1)", lockKey) //nolint:errcheck

	if _, err := conn.Exec(ctx, `
		create schema if not exists pedbook_migrations;
		create table if not exists pedbook_migrations.applied (
			name text primary key,
			checksum text not null,
			applied_at timestamptz not null default now())`); err != nil {
		return nil, fmt.Errorf("create migrations table: %w", err)
	}
	applied := map[string]string{}
	rows, err := conn.Query(ctx, "select name, checksum from pedbook_migrations.applied")
	if err != nil {
		return nil, fmt.Errorf("read applied migrations: %w", err)
	}
	for rows.Next() {
		var n, c string
		if err := rows.Scan(&n, &c); err != nil {
			return nil, fmt.Errorf("read applied migrations: %w", err)
		}
		applied[n] = c
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("read applied migrations: %w", err)
	}

	// Refuse before changing anything when an immutable file was edited.
	for _, f := range files {
		if sum, ok := applied[f.Name]; ok && sum != f.Checksum && !f.Repeatable {
			return nil, fmt.Errorf("%w: %s (applied checksum %s, file now %s); add a new migration instead",
				ErrEdited, f.Name, sum[:12], f.Checksum[:12])
		}
	}

	var done []string
	for _, f := range files {
		if sum, ok := applied[f.Name]; ok && sum == f.Checksum {
			continue
		}
		if err := applyOne(ctx, conn, f); err != nil {
			return done, err
		}
		log.Info("migration applied", "file", f.Name)
		done = append(done, f.Name)
	}
	if len(done) > 0 {
		if _, err := conn.Exec(ctx, "notify pgrst, 'reload schema'"); err != nil {
			return done, fmt.Errorf("notify schema reload: %w", err)
		}
	}
	return done, nil
}

func applyOne(ctx context.Context, conn *pgx.Conn, f File) error {
	tx, err := conn.Begin(ctx)
	if err != nil {
		return fmt.Errorf("begin %s: %w", f.Name, err)
	}
	defer tx.Rollback(context.WithoutCancel(ctx)) //nolint:errcheck
	// The simple protocol (no arguments) runs a multi-statement file as psql would.
	if _, err := tx.Exec(ctx, f.SQL, pgx.QueryExecModeSimpleProtocol); err != nil {
		return fmt.Errorf("apply %s%s: %w", f.Name, LineOf(f.SQL, err), err)
	}
	if _, err := tx.Exec(ctx, `
		insert into pedbook_migrations.applied (name, checksum) values ($1, $2)
		on conflict (name) do update set checksum = excluded.checksum, applied_at = now()`,
		f.Name, f.Checksum); err != nil {
		return fmt.Errorf("record %s: %w", f.Name, err)
	}
	if err := tx.Commit(ctx); err != nil {
		return fmt.Errorf("commit %s: %w", f.Name, err)
	}
	return nil
}

// LineOf names the line of sql at which PostgreSQL reports err, when it reports a position.
func LineOf(sql string, err error) string {
	var pgErr *pgconn.PgError
	if !errors.As(err, &pgErr) || pgErr.Position <= 0 {
		return ""
	}
	runes := []rune(sql)
	pos := min(int(pgErr.Position)-1, len(runes))
	return fmt.Sprintf(" (line %d)", strings.Count(string(runes[:pos]), "\n")+1)
}

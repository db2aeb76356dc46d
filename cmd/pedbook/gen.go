package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/pedbook/pedbook/cmd/pedbook/internal/config"
	"github.com/pedbook/pedbook/cmd/pedbook/internal/typegen"
	"github.com/pedbook/pedbook/gateway"
)

const genUsage = `usage: pedbook gen types typescript [--schema S]... [--db-url URL] [-o FILE]

writes the TypeScript Database type of the schemas the REST gateway exposes (PGRST_DB_SCHEMAS,
default public; --schema, repeatable or comma separated, picks others) from the live schema at
DATABASE_URL (or --db-url), in the shape of supabase gen types typescript, to stdout or FILE.
`

// stringList is a repeatable, comma-separated flag.
type stringList []string

func (l *stringList) String() string { return strings.Join(*l, ",") }
func (l *stringList) Set(v string) error {
	for _, s := range strings.Split(v, ",") {
		if s = strings.TrimSpace(s); s != "" {
			*l = append(*l, s)
		}
	}
	return nil
}

func runGen(ctx context.Context, args []string, cfg config.Config, stdout io.Writer) error {
	if len(args) < 2 || args[0] != "types" || args[1] != "typescript" {
		return fmt.Errorf("%s", genUsage)
	}
	fs := flag.NewFlagSet("gen types typescript", flag.ContinueOnError)
	var schemas stringList
	fs.Var(&schemas, "schema", "schema to generate (repeatable or comma separated; default: the gateway's PGRST_DB_SCHEMAS)")
	dbURL := fs.String("db-url", "", "database URL (default: DATABASE_URL)")
	out := fs.String("o", "", "write to this file instead of stdout")
	fs.Usage = func() { fmt.Fprint(fs.Output(), genUsage); fs.PrintDefaults() }
	if err := fs.Parse(args[2:]); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("gen types typescript: unexpected argument %q\n\n%s", fs.Arg(0), genUsage)
	}
	if len(schemas) == 0 {
		exposed, err := gateway.ExposedSchemas()
		if err != nil {
			return err
		}
		schemas = exposed
	}
	if *dbURL != "" {
		cfg.DatabaseURL = *dbURL
	}
	conn, err := connectAdmin(ctx, cfg)
	if err != nil {
		return err
	}
	defer conn.Close(context.WithoutCancel(ctx))
	cat, err := typegen.Load(ctx, conn, schemas)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	if err := typegen.Write(&buf, cat); err != nil {
		return err
	}
	if *out == "" {
		_, err := stdout.Write(buf.Bytes())
		return err
	}
	return writeFileAtomic(*out, buf.Bytes())
}

// writeFileAtomic replaces path with data (a reader never sees half a file).
func writeFileAtomic(path string, data []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), ".pedbook-gen-*")
	if err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	_, werr := tmp.Write(data)
	cerr := tmp.Close()
	if err := errors.Join(werr, cerr); err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("write %s: %w", path, err)
	}
	return nil
}

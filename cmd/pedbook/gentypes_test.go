package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pedbook/pedbook/cmd/pedbook/internal/config"
	"github.com/pedbook/pedbook/internal/pgtest"
)

// committedTypes is the generated Database type the web app is typed with.
var committedTypes = filepath.Join("..", "..", "frontend", "src", "lib", "database.types.ts")

// TestCommittedDatabaseTypesAreCurrent regenerates the Database type from a freshly migrated
// database (what `pedbook gen types typescript` prints for the gateway's default schemas) and
// fails when the committed file differs: a migration changed the schema and the web app's
// types were not regenerated.
func TestCommittedDatabaseTypesAreCurrent(t *testing.T) {
	want, err := os.ReadFile(committedTypes)
	if err != nil {
		t.Fatal(err)
	}
	var got bytes.Buffer
	if err := runGen(context.Background(), []string{"types", "typescript", "--db-url", pgtest.NewDatabase(t)}, config.Config{}, &got); err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(got.Bytes(), want) {
		return
	}
	gl, wl := strings.Split(got.String(), "\n"), strings.Split(string(want), "\n")
	line := 0
	for line < len(gl) && line < len(wl) && gl[line] == wl[line] {
		line++
	}
	at := func(ls []string) string {
		if line < len(ls) {
			return ls[line]
		}
		return "(end of file)"
	}
	t.Fatalf("frontend/src/lib/database.types.ts is stale: the migrations give another Database type "+
		"(first difference at line %d: committed %q, generated %q). Regenerate it with scripts/gen-types and commit it.",
		line+1, at(wl), at(gl))
}

func TestGenUsage(t *testing.T) {
	for _, args := range [][]string{nil, {"types"}, {"types", "swift"}, {"tipos", "typescript"}} {
		err := runGen(context.Background(), args, config.Config{}, &bytes.Buffer{})
		if err == nil || !strings.Contains(err.Error(), "usage: pedbook gen types typescript") {
			t.Errorf("runGen(%q) = %v, want the usage", args, err)
		}
	}
	err := runGen(context.Background(), []string{"types", "typescript", "extra"}, config.Config{}, &bytes.Buffer{})
	if err == nil || !strings.Contains(err.Error(), `unexpected argument "extra"`) {
		t.Errorf("an extra argument: %v", err)
	}
}

package loader_test

import (
	"context"
	"io"
	"log/slog"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/pedbook/pedbook/seeds/loader"
)

// Issue #37 §3: the seed never overwrites a dose row an admin edited; a change the file makes to
// such a row shows up as a proposal for review (author "seed"), once, and becomes live only when
// an admin approves it.
func TestSeedChangeToAnEditedRowIsProposed(t *testing.T) {
	ctx := context.Background()
	conn, _ := seededDB(t)
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	const key = "amoxicilina:tag:1" // the file: 45 mg/kg/dose
	const adminID = "00000000-0000-4000-8000-0000000000a9"
	if _, err := conn.Exec(ctx, `
		insert into auth.users (id, aud, role, email, created_at, updated_at)
		  values ('`+adminID+`', 'authenticated', 'authenticated', 'rev@seed.test', now(), now());
		update public.profiles set is_admin = true where id = '`+adminID+`';
		-- an edit made outside a seed run: stamped admin_edited_at (schema 0014)
		update pedbook_medication_tags set multiplier = 44 where seed_key = '`+key+`'`); err != nil {
		t.Fatal(err)
	}
	open := `select count(*) from pedbook_revisions r join pedbook_medication_tags t on t.id::text = r.entity_id
		where t.seed_key = $1 and r.status = 'proposed' and r.author_kind = 'seed' and r.author is null
		  and (r.before ->> 'multiplier')::numeric = 44 and (r.after ->> 'multiplier')::numeric = 45`
	live := `select count(*) from pedbook_medication_tags where seed_key = $1 and multiplier = $2 and admin_edited_at is not null`

	for run := 1; run <= 2; run++ {
		if err := loader.Run(ctx, conn, quiet); err != nil {
			t.Fatalf("seed run %d: %v", run, err)
		}
		if got := queryInt(t, conn, live, key, 44); got != 1 {
			t.Fatalf("seed run %d overwrote the admin's edit", run)
		}
		if got := queryInt(t, conn, open, key); got != 1 {
			t.Fatalf("seed run %d: %d open seed proposals for %s, want exactly 1", run, got, key)
		}
	}
	// Only the edited row is proposed: every other row equals the file.
	if got := queryInt(t, conn, `select count(*) from pedbook_revisions`); got != 1 {
		t.Fatalf("%d revisions, want 1", got)
	}

	// An admin approves it (no author, so any admin may): the file's value is live and stays
	// stamped, and the next seed run proposes nothing more.
	var id string
	if err := conn.QueryRow(ctx, `select id::text from pedbook_revisions`).Scan(&id); err != nil {
		t.Fatal(err)
	}
	asRole(t, conn, "authenticated", adminID, func(tx pgx.Tx) {
		if _, err := tx.Exec(ctx, `select public.review_revision($1, 'approved', 'Conferido com a fonte do arquivo')`, id); err != nil {
			t.Fatalf("approve the seed proposal: %v", err)
		}
		if err := tx.Commit(ctx); err != nil {
			t.Fatal(err)
		}
	})
	if got := queryInt(t, conn, live, key, 45); got != 1 {
		t.Fatal("the approved seed proposal is not live (or lost admin_edited_at)")
	}
	if err := loader.Run(ctx, conn, quiet); err != nil {
		t.Fatal(err)
	}
	if got := queryInt(t, conn, `select count(*) from pedbook_revisions where status = 'proposed'`); got != 0 {
		t.Fatalf("%d open proposals after the row matches the file, want 0", got)
	}
}

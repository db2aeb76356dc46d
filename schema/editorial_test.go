package schema_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/pedbook/pedbook/internal/pgtest"
)

// Issue #37 §3: a dose row changes only through a revision that a second admin approves, and
// the database (not the UI) refuses the author's own approval. Every call goes through the API
// roles exactly as the gateway sets them (role + request.jwt.claims).
const (
	edAuthor   = "00000000-0000-4000-8000-0000000000a7" // admin A
	edReviewer = "00000000-0000-4000-8000-0000000000b7" // admin B, holds the reviewer role
	edUser     = "00000000-0000-4000-8000-0000000000c7" // a signed-in non-admin
	edMed      = "00000000-0000-4000-8000-0000000000d7"
	edTag      = "00000000-0000-4000-8000-0000000000e7"
)

const editorialFixture = `
insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at) values
  ('` + edAuthor + `', 'authenticated', 'authenticated', 'a@editorial.test', '{"full_name":"Ana Autora"}', now(), now()),
  ('` + edReviewer + `', 'authenticated', 'authenticated', 'b@editorial.test', '{"full_name":"Bruno Revisor"}', now(), now()),
  ('` + edUser + `', 'authenticated', 'authenticated', 'u@editorial.test', '{}', now(), now());
update public.profiles set is_admin = true where id in ('` + edAuthor + `', '` + edReviewer + `');
insert into public.pedbook_clinical_reviewers (user_id, full_name, registration) values
  ('` + edReviewer + `', 'Dr. Bruno Revisor', 'CRM-SP 123456');
insert into public.pedbook_medications (id, name, slug, published) values ('` + edMed + `', 'Testamicina', 'testamicina', true);
insert into public.pedbook_medication_tags (id, medication_id, name, multiplier, max_value, type, unit, source)
  values ('` + edTag + `', '` + edMed + `', 'dose', 10, 500, 'multiplier', 'mg', 'teste');
`

// as runs sql as an API actor in its own transaction (committed when it succeeds) and returns
// the first column of the first row as text.
func as(ctx context.Context, conn *pgx.Conn, sub, sql string, args ...any) (string, error) {
	tx, err := conn.Begin(ctx)
	if err != nil {
		return "", err
	}
	defer tx.Rollback(ctx) //nolint:errcheck
	role, claims := "anon", `{"role":"anon"}`
	if sub != "" {
		role, claims = "authenticated", fmt.Sprintf(`{"role":"authenticated","sub":%q,"aud":"authenticated"}`, sub)
	}
	if _, err := tx.Exec(ctx, "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", role, claims); err != nil {
		return "", err
	}
	var out *string
	if err := tx.QueryRow(ctx, sql, args...).Scan(&out); err != nil && !errors.Is(err, pgx.ErrNoRows) {
		return "", err
	}
	if err := tx.Commit(ctx); err != nil {
		return "", err
	}
	if out == nil {
		return "", nil
	}
	return *out, nil
}

func sqlState(err error) (code, msg string) {
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		return pgErr.Code, pgErr.Message
	}
	if err != nil {
		return "?", err.Error()
	}
	return "", ""
}

func liveMultiplier(t *testing.T, conn *pgx.Conn) string {
	t.Helper()
	var m string
	if err := conn.QueryRow(context.Background(), `select multiplier::text from pedbook_medication_tags where id = $1`, edTag).Scan(&m); err != nil {
		t.Fatal(err)
	}
	return m
}

func TestEditorialReview(t *testing.T) {
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, pgtest.NewDatabase(t))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, editorialFixture); err != nil {
		t.Fatalf("fixture: %v", err)
	}
	propose := func(sub, after, reason string, rollbackOf any) (string, error) {
		return as(ctx, conn, sub, `select (public.propose_revision('pedbook_medication_tags', $1, 'update', $2::jsonb, $3, $4)).id::text`,
			edTag, after, reason, rollbackOf)
	}
	review := func(sub, id, decision, comment string) error {
		_, err := as(ctx, conn, sub, `select (public.review_revision($1, $2, $3)).status`, id, decision, comment)
		return err
	}

	// Nobody writes a live dose row directly, not even an admin; not a non-admin, not anon.
	for _, c := range []struct{ who, sub, sql, code, msg string }{
		{"admin updates a tag", edAuthor, `update pedbook_medication_tags set multiplier = 99 where id = '` + edTag + `' returning 1`, "42501", "revisão editorial"},
		{"admin inserts a tag", edAuthor, `insert into pedbook_medication_tags (medication_id, name, multiplier) values ('` + edMed + `', 'x', 1) returning 1`, "42501", "revisão editorial"},
		{"admin deletes a tag", edAuthor, `delete from pedbook_medication_tags where id = '` + edTag + `' returning 1`, "42501", "revisão editorial"},
		{"admin updates a presentation", edAuthor, `update pedbook_medication_presentations set label = 'x' returning 1`, "", ""},
		{"admin writes a revision directly", edAuthor, `insert into pedbook_revisions (entity_table, entity_id, after, reason, author) values ('pedbook_medication_tags', '` + edTag + `', '{}', 'motivo', auth.uid()) returning 1`, "42501", "permission denied"},
		{"non-admin proposes", edUser, `select (public.propose_revision('pedbook_medication_tags', '` + edTag + `', 'update', '{"multiplier": 1}', 'motivo')).id::text`, "42501", "Apenas administradores"},
		{"anon proposes", "", `select (public.propose_revision('pedbook_medication_tags', '` + edTag + `', 'update', '{"multiplier": 1}', 'motivo')).id::text`, "42501", "permission denied"},
		{"proposal without a reason", edAuthor, `select (public.propose_revision('pedbook_medication_tags', '` + edTag + `', 'update', '{"multiplier": 1}', ' ')).id::text`, "P0001", "motivo"},
		{"proposal that breaks a constraint", edAuthor, `select (public.propose_revision('pedbook_medication_tags', '` + edTag + `', 'update', '{"multiplier": -1}', 'motivo')).id::text`, "23514", "multiplier"},
		{"proposal that changes nothing", edAuthor, `select (public.propose_revision('pedbook_medication_tags', '` + edTag + `', 'update', '{"multiplier": 10}', 'motivo')).id::text`, "P0001", "não altera"},
	} {
		_, err := as(ctx, conn, c.sub, c.sql)
		code, msg := sqlState(err)
		if code != c.code || !strings.Contains(msg, c.msg) {
			t.Errorf("%s: got %s %q, want %s containing %q", c.who, code, msg, c.code, c.msg)
		}
	}
	// (the presentation update above matched no row: the fixture has none; the trigger fires per row)

	// A proposes 15 mg/kg: the live row keeps 10.
	rev, err := propose(edAuthor, `{"multiplier": "15", "id": "ignored", "admin_edited_at": null}`, "Dose da bula 2024", nil)
	if err != nil {
		t.Fatalf("propose: %v", err)
	}
	// stored as the row will hold it: a number, bookkeeping keys dropped
	var kind string
	var keys bool
	if err := conn.QueryRow(ctx, `select jsonb_typeof(after -> 'multiplier'), after ?| array['id', 'admin_edited_at', 'updated_at']
		from pedbook_revisions where id = $1`, rev).Scan(&kind, &keys); err != nil || kind != "number" || keys {
		t.Fatalf("proposal values: multiplier %s, bookkeeping keys %v (%v)", kind, keys, err)
	}
	if got := liveMultiplier(t, conn); got != "10" {
		t.Fatalf("a proposal changed the live row: multiplier %s", got)
	}

	// Who sees the proposal: admins only.
	for _, c := range []struct{ who, sub, want, code string }{
		{"admin", edReviewer, "1", ""}, {"non-admin", edUser, "0", ""}, {"anon", "", "", "42501"},
	} {
		got, err := as(ctx, conn, c.sub, `select count(*)::text from pedbook_revisions`)
		code, _ := sqlState(err)
		if got != c.want || code != c.code {
			t.Errorf("%s reads revisions: got %q (%s), want %q (%s)", c.who, got, code, c.want, c.code)
		}
	}

	// The author's own approval is refused by the database: the function, a direct update, and
	// even the table owner writing the row (CHECK constraint).
	if err := review(edAuthor, rev, "approved", "ok"); err == nil {
		t.Fatal("the author approved their own proposal")
	} else if code, msg := sqlState(err); code != "42501" || !strings.Contains(msg, "autor") {
		t.Fatalf("own approval: got %s %q", code, msg)
	}
	if _, err := as(ctx, conn, edAuthor, `update pedbook_revisions set status = 'approved' where id = $1 returning 1`, rev); err == nil {
		t.Fatal("the author updated the revision directly")
	}
	_, err = conn.Exec(ctx, `update pedbook_revisions set status = 'approved', reviewer = author, reviewed_at = now(), comment = 'eu mesmo' where id = $1`, rev)
	if code, _ := sqlState(err); code != "23514" {
		t.Fatalf("owner self-review: got %v, want the not_self_review check (23514)", err)
	}
	if err := review(edReviewer, rev, "approved", " "); err == nil {
		t.Fatal("an approval without a comment was accepted")
	}
	if got := liveMultiplier(t, conn); got != "10" {
		t.Fatalf("a refused approval changed the live row: %s", got)
	}

	// A second open proposal on the same row is superseded by the approval of the first.
	other, err := propose(edAuthor, `{"multiplier": 20}`, "Outra ideia", nil)
	if err != nil {
		t.Fatal(err)
	}
	// B (reviewer) approves: live, stamped, signed off, the other proposal superseded.
	if err := review(edReviewer, rev, "approved", "Conferido na bula"); err != nil {
		t.Fatalf("second admin approves: %v", err)
	}
	if got := liveMultiplier(t, conn); got != "15" {
		t.Fatalf("approved multiplier not live: %s", got)
	}
	var stamped bool
	if err := conn.QueryRow(ctx, `select admin_edited_at is not null from pedbook_medication_tags where id = $1`, edTag).Scan(&stamped); err != nil || !stamped {
		t.Fatalf("approval did not stamp admin_edited_at (%v)", err)
	}
	if got, _ := as(ctx, conn, "", `select status from pedbook_revisions where id = $1`, other); got != "" {
		t.Fatalf("anon read a revision")
	}
	var otherStatus string
	if err := conn.QueryRow(ctx, `select status from pedbook_revisions where id = $1`, other).Scan(&otherStatus); err != nil || otherStatus != "superseded" {
		t.Fatalf("the other open proposal: %q (%v), want superseded", otherStatus, err)
	}
	signoff, err := as(ctx, conn, "", `select reviewer_name || ', ' || reviewer_registration from pedbook_dose_signoffs where entity_id = $1`, edTag)
	if err != nil || signoff != "Dr. Bruno Revisor, CRM-SP 123456" {
		t.Fatalf("anon sign-off: %q (%v)", signoff, err)
	}
	if err := review(edAuthor, rev, "rejected", "tarde demais"); err == nil {
		t.Fatal("a closed revision was reviewed again")
	}
	if _, err := conn.Exec(ctx, `update pedbook_revisions set after = '{}' where id = $1`, rev); err == nil {
		t.Fatal("a reviewed revision's values were rewritten")
	}
	if _, err := conn.Exec(ctx, `delete from pedbook_revisions where id = $1`, rev); err == nil {
		t.Fatal("a revision was deleted")
	}

	// B proposes 18, A (an admin without the reviewer role) approves: live, but no sign-off.
	rev2, err := propose(edReviewer, `{"multiplier": 18}`, "Ajuste", nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := review(edAuthor, rev2, "approved", "De acordo"); err != nil {
		t.Fatal(err)
	}
	if got := liveMultiplier(t, conn); got != "18" {
		t.Fatalf("multiplier %s, want 18", got)
	}
	if got, _ := as(ctx, conn, "", `select count(*)::text from pedbook_dose_signoffs where entity_id = $1`, edTag); got != "0" {
		t.Fatalf("a version approved without the reviewer role shows a sign-off (%s rows)", got)
	}

	// Rejected: nothing changes.
	rev3, err := propose(edAuthor, `{"max_value": 1}`, "Teto errado", nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := review(edReviewer, rev3, "rejected", "Teto sem fonte"); err != nil {
		t.Fatal(err)
	}

	// Roll back to the original values (the before of the first revision), as a reviewed change.
	var original string
	if err := conn.QueryRow(ctx, `select before::text from pedbook_revisions where id = $1`, rev).Scan(&original); err != nil {
		t.Fatal(err)
	}
	if _, err := propose(edReviewer, original, "Reverter", edMed); err == nil {
		t.Fatal("a rollback naming something other than an approved revision of this row was accepted")
	}
	rb, err := propose(edReviewer, original, "Reverter para a versão original", rev)
	if err != nil {
		t.Fatal(err)
	}
	if got := liveMultiplier(t, conn); got != "18" {
		t.Fatalf("a rollback proposal changed the live row: %s", got)
	}
	if err := review(edReviewer, rb, "approved", "x"); err == nil {
		t.Fatal("the rollback's author approved it")
	}
	if err := review(edAuthor, rb, "approved", "Reversão conferida"); err != nil {
		t.Fatal(err)
	}
	if got := liveMultiplier(t, conn); got != "10" {
		t.Fatalf("rollback: multiplier %s, want 10", got)
	}
	var history string
	if err := conn.QueryRow(ctx, `select string_agg(status || ':' || coalesce(after ->> 'multiplier', '-'), ' ' order by created_at)
		from pedbook_revisions where entity_id = $1`, edTag).Scan(&history); err != nil {
		t.Fatal(err)
	}
	if want := "approved:15 superseded:20 approved:18 rejected:18 approved:10"; history != want {
		t.Fatalf("history %q, want %q", history, want)
	}

	// A new dose row and a removal are proposals too: live only once another admin approves.
	newID, err := as(ctx, conn, edReviewer, `select (public.propose_revision('pedbook_medication_tags', '', 'insert',
		jsonb_build_object('medication_id', $1::text, 'name', 'dose_neo', 'multiplier', 5, 'max_value', 50, 'type', 'multiplier', 'unit', 'mg'),
		'Faixa neonatal')).entity_id`, edMed)
	if err != nil {
		t.Fatalf("propose insert: %v", err)
	}
	rowCount := func(id string) int {
		var n int
		if err := conn.QueryRow(ctx, `select count(*) from pedbook_medication_tags where id::text = $1 and admin_edited_at is not null`, id).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	if rowCount(newID) != 0 {
		t.Fatal("a proposed insert is live before approval")
	}
	insRev, _ := as(ctx, conn, edReviewer, `select id::text from pedbook_revisions where entity_id = $1`, newID)
	if err := review(edAuthor, insRev, "approved", "ok"); err != nil || rowCount(newID) != 1 {
		t.Fatalf("approved insert: %v, %d rows", err, rowCount(newID))
	}
	delID, err := as(ctx, conn, edAuthor, `select (public.propose_revision('pedbook_medication_tags', $1, 'delete', null, 'Linha sem fonte')).id::text`, newID)
	if err != nil {
		t.Fatalf("propose delete: %v", err)
	}
	if rowCount(newID) != 1 {
		t.Fatal("a proposed delete removed the row before approval")
	}
	if err := review(edReviewer, delID, "approved", "Removida"); err != nil || rowCount(newID) != 0 {
		t.Fatalf("approved delete: %v, %d rows left", err, rowCount(newID))
	}
}

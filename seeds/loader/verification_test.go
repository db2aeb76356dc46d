package loader_test

import (
	"context"
	"encoding/json"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/jackc/pgx/v5"
	"github.com/pedbook/pedbook/seeds"
	"github.com/pedbook/pedbook/seeds/loader"
)

// embeddedVerificationRecords counts the records of the shipped verification files.
func embeddedVerificationRecords(t *testing.T) int64 {
	t.Helper()
	entries, err := fs.ReadDir(seeds.Files, "clinical/verification")
	if err != nil {
		t.Fatal(err)
	}
	var n int64
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".json") {
			continue
		}
		b, err := fs.ReadFile(seeds.Files, "clinical/verification/"+e.Name())
		if err != nil {
			t.Fatal(err)
		}
		var f struct{ Rows []json.RawMessage }
		if err := json.Unmarshal(b, &f); err != nil {
			t.Fatalf("%s: %v", e.Name(), err)
		}
		n += int64(len(f.Rows))
	}
	return n
}

// amoxRecord is one record of the otitis row (band from %s months) in the files' format.
const amoxRecord = `{"writer": "teste", "rows": [{"medication": "amoxicilina", "tag": "amox_oma_mg",
  "band": {"start_month": %s, "end_month": null, "start_weight": null, "end_weight": null},
  "level": "V", "document": "Bula de teste", "location": "seção 2", "url": "https://exemplo.invalid/bula",
  "checked_on": "2026-12-01", "statement": "45 mg/kg/dose de 12/12 h", "numbers": {"dose_min": 45, "dose_max": 45}}]}`

func loadVerificationFS(ctx context.Context, tx pgx.Tx, files fstest.MapFS) error {
	if _, err := tx.Exec(ctx, "select set_config('pedbook.seeding', 'on', true)"); err != nil {
		return err
	}
	_, err := loader.VerificationDataset(files).Load(ctx, tx)
	return err
}

func testVerification(t *testing.T, conn *pgx.Conn) {
	ctx := context.Background()
	t.Run("every shipped record is on its dose row", func(t *testing.T) {
		if got, want := queryInt(t, conn, `select count(*) from pedbook_dose_verifications`), embeddedVerificationRecords(t); got != want {
			t.Errorf("records loaded = %d, files hold %d", got, want)
		}
	})
	t.Run("the counts view covers every published dose row", func(t *testing.T) {
		total := queryInt(t, conn, `select count(*) from pedbook_medication_tags t join pedbook_medications m on m.id = t.medication_id
			where m.published and not t.is_user_medication`)
		if got := queryInt(t, conn, `select sum(rows) from pedbook_dose_verification_counts`); got != total || total == 0 {
			t.Errorf("counts view sums %d rows, the formulary has %d", got, total)
		}
		if got := queryInt(t, conn, `select count(*) from pedbook_dose_verification_counts`); got != 4 {
			t.Errorf("counts view has %d levels, want V, S, K, U", got)
		}
	})
	t.Run("a record that names no dose row stops the seed", func(t *testing.T) {
		tx, err := conn.Begin(ctx)
		if err != nil {
			t.Fatal(err)
		}
		defer tx.Rollback(ctx) //nolint:errcheck
		err = loadVerificationFS(ctx, tx, fstest.MapFS{"clinical/verification/x.json": {Data: []byte(strings.Replace(amoxRecord, "%s", "7", 1))}})
		if err == nil || !strings.Contains(err.Error(), "match no dose row") {
			t.Fatalf("seed error = %v, want the unmatched record named", err)
		}
	})
	t.Run("an admin's dose edit makes the record stale, and the seed does not refresh it", func(t *testing.T) {
		tx, err := conn.Begin(ctx)
		if err != nil {
			t.Fatal(err)
		}
		defer tx.Rollback(ctx) //nolint:errcheck
		files := fstest.MapFS{"clinical/verification/x.json": {Data: []byte(strings.Replace(amoxRecord, "%s", "3", 1))}}
		if err := loadVerificationFS(ctx, tx, files); err != nil {
			t.Fatal(err)
		}
		level := func() string {
			var l string
			if err := tx.QueryRow(ctx, `select case when v.stale then 'stale ' else '' end || v.level from pedbook_dose_verifications v
				join pedbook_medication_tags t on t.id = v.tag_id join pedbook_medications m on m.id = t.medication_id
				where m.slug = 'amoxicilina' and t.name = 'amox_oma_mg'`).Scan(&l); err != nil {
				t.Fatal(err)
			}
			return l
		}
		if got := level(); got != "V" {
			t.Fatalf("record = %q, want V", got)
		}
		if _, err := tx.Exec(ctx, `select set_config('pedbook.seeding', 'off', true)`); err != nil {
			t.Fatal(err)
		}
		if _, err := tx.Exec(ctx, `update pedbook_medication_tags set label = 'rótulo do admin' where name = 'amox_oma_mg'`); err != nil {
			t.Fatal(err)
		}
		if got := level(); got != "V" {
			t.Errorf("a label edit changed the record to %q; only dose fields make it stale", got)
		}
		if _, err := tx.Exec(ctx, `update pedbook_medication_tags set multiplier = 40 where name = 'amox_oma_mg'`); err != nil {
			t.Fatal(err)
		}
		if got := level(); got != "stale V" {
			t.Fatalf("after a dose edit the record is %q, want stale", got)
		}
		if err := loadVerificationFS(ctx, tx, files); err != nil {
			t.Fatal(err)
		}
		if got := level(); got != "stale V" {
			t.Errorf("the seed refreshed the admin-edited row's record: %q", got)
		}
	})
}

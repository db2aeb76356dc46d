package loader

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"

	"github.com/jackc/pgx/v5"
)

// verificationDir holds the documentary verification records of the dose rows (issue #37):
// one JSON file per writer, {"writer": "...", "rows": [{medication, tag, band, level, ...}]},
// format in its README.md.
const verificationDir = "clinical/verification"

// verificationDoc reads every record file of the folder into one {"rows": [...]} document,
// each row carrying its file's writer.
func verificationDoc(fsys fs.FS) (string, error) {
	entries, err := fs.ReadDir(fsys, verificationDir)
	if err != nil {
		return "", fmt.Errorf("read %s: %w", verificationDir, err)
	}
	names := make([]string, 0, len(entries))
	for _, e := range entries {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".json") {
			names = append(names, e.Name())
		}
	}
	sort.Strings(names)
	rows := []map[string]json.RawMessage{}
	for _, n := range names {
		p := path.Join(verificationDir, n)
		b, err := fs.ReadFile(fsys, p)
		if err != nil {
			return "", fmt.Errorf("read %s: %w", p, err)
		}
		var file struct {
			Writer string                       `json:"writer"`
			Rows   []map[string]json.RawMessage `json:"rows"`
		}
		if err := json.Unmarshal(b, &file); err != nil {
			return "", fmt.Errorf("parse %s: %w", p, err)
		}
		if strings.TrimSpace(file.Writer) == "" {
			return "", fmt.Errorf("%s: writer is empty", p)
		}
		w, _ := json.Marshal(file.Writer)
		for _, r := range file.Rows {
			r["writer"] = w
			rows = append(rows, r)
		}
	}
	doc, err := json.Marshal(map[string]any{"rows": rows})
	if err != nil {
		return "", fmt.Errorf("encode verification records: %w", err)
	}
	return string(doc), nil
}

// The records, matched to their dose rows by medication slug, tag name and the four band edges.
const verificationRecords = `
with rec as (
  select r.value as r, r.ordinality as n from jsonb_array_elements($1::jsonb -> 'rows') with ordinality r
)
select rec.n, rec.r, t.id as tag_id, t.admin_edited_at is not null as admin_edited
from rec
join public.pedbook_medications m on m.slug = rec.r ->> 'medication'
join public.pedbook_medication_tags t on t.medication_id = m.id and t.name = rec.r ->> 'tag'
  and t.start_month is not distinct from (rec.r -> 'band' ->> 'start_month')::int
  and t.end_month is not distinct from (rec.r -> 'band' ->> 'end_month')::int
  and t.start_weight is not distinct from (rec.r -> 'band' ->> 'start_weight')::numeric
  and t.end_weight is not distinct from (rec.r -> 'band' ->> 'end_weight')::numeric`

var verificationSQL = []string{
	// Each record on its row; a row an admin edited keeps the record it has (stale once a dose field changed).
	`
with matched as (` + verificationRecords + `)
insert into public.pedbook_dose_verifications as v
  (tag_id, level, document, location, url, checked_on, statement, numbers, searched, note, writer, stale)
select tag_id, r ->> 'level', r ->> 'document', r ->> 'location', r ->> 'url', (r ->> 'checked_on')::date,
  r ->> 'statement', nullif(r -> 'numbers', 'null'::jsonb), r ->> 'searched', r ->> 'note', r ->> 'writer', false
from matched where not admin_edited
on conflict (tag_id) do update set
  level = excluded.level, document = excluded.document, location = excluded.location, url = excluded.url,
  checked_on = excluded.checked_on, statement = excluded.statement, numbers = excluded.numbers,
  searched = excluded.searched, note = excluded.note, writer = excluded.writer, stale = false, updated_at = now()
where (v.level, v.document, v.location, v.url, v.checked_on, v.statement, v.numbers, v.searched, v.note, v.writer, v.stale)
  is distinct from (excluded.level, excluded.document, excluded.location, excluded.url, excluded.checked_on,
                    excluded.statement, excluded.numbers, excluded.searched, excluded.note, excluded.writer, false)`,
	// A seeded row whose record left the files loses it (an admin-edited row keeps what it has).
	`
with matched as (` + verificationRecords + `)
delete from public.pedbook_dose_verifications v
using public.pedbook_medication_tags t
where t.id = v.tag_id and t.admin_edited_at is null and v.tag_id not in (select tag_id from matched)`,
}

const verificationCheck = `
with rec as (select r.value as r, r.ordinality as n from jsonb_array_elements($1::jsonb -> 'rows') with ordinality r),
matched as (` + verificationRecords + `),
unmatched as (
  select format('%s/%s (%s)', r ->> 'medication', r ->> 'tag', r -> 'band') as what from rec
  where n not in (select n from matched)
),
doubled as (
  select format('%s records for one dose row (%s)', count(*), string_agg(r ->> 'writer', ', ')) as what
  from matched where not admin_edited group by tag_id having count(*) > 1
)
select 'verification records that match no dose row or match one twice: ' || string_agg(what, '; ')
from (select what from unmatched union all select what from doubled) p
having count(*) > 0`

// VerificationDataset loads the documentary verification records of fsys's clinical/verification
// folder onto the dose rows; it runs after the medications.
func VerificationDataset(fsys fs.FS) Dataset {
	return Dataset{Name: "dose_verifications", Load: func(ctx context.Context, tx pgx.Tx) (int64, error) {
		doc, err := verificationDoc(fsys)
		if err != nil {
			return 0, err
		}
		var problem *string
		// A record naming no dose row, or two records for one row, is a data error: stop the seed.
		if err := tx.QueryRow(ctx, verificationCheck, doc).Scan(&problem); err != nil && !errors.Is(err, pgx.ErrNoRows) {
			return 0, fmt.Errorf("%s check: %w", verificationDir, err)
		}
		if problem != nil {
			return 0, fmt.Errorf("%s: %s", verificationDir, *problem)
		}
		for i, s := range verificationSQL {
			if _, err := tx.Exec(ctx, s, doc); err != nil {
				return 0, fmt.Errorf("%s statement %d: %w", verificationDir, i+1, err)
			}
		}
		return count(ctx, tx, "pedbook_dose_verifications")
	}}
}

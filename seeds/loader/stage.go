package loader

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"
)

// stage copies records into a temporary text table dropped at commit, so each dataset is
// typed, checked and merged into its real tables by set-based SQL.
func stage(ctx context.Context, tx pgx.Tx, table string, cols []string, recs [][]string) error {
	ident := pgx.Identifier{table}.Sanitize()
	def := ""
	for i, c := range cols {
		if i > 0 {
			def += ", "
		}
		def += pgx.Identifier{c}.Sanitize() + " text"
	}
	if _, err := tx.Exec(ctx, "create temp table "+ident+" ("+def+") on commit drop"); err != nil {
		return fmt.Errorf("create staging table %s: %w", table, err)
	}
	n, err := tx.CopyFrom(ctx, pgx.Identifier{table}, cols, pgx.CopyFromSlice(len(recs), func(i int) ([]any, error) {
		row := make([]any, len(recs[i]))
		for j, v := range recs[i] {
			row[j] = v
		}
		return row, nil
	}))
	if err != nil {
		return fmt.Errorf("copy into %s: %w", table, err)
	}
	if n != int64(len(recs)) {
		return fmt.Errorf("copy into %s: %d rows copied, want %d", table, n, len(recs))
	}
	return nil
}

// execAll runs statements in order and sums the rows they affected.
func execAll(ctx context.Context, tx pgx.Tx, stmts ...string) (int64, error) {
	var total int64
	for i, s := range stmts {
		tag, err := tx.Exec(ctx, s)
		if err != nil {
			return total, fmt.Errorf("statement %d: %w", i+1, err)
		}
		total += tag.RowsAffected()
	}
	return total, nil
}

// provenance records (or refreshes) a loaded dataset's origin and row count.
func provenance(ctx context.Context, tx pgx.Tx, p datasetInfo, rows int64) error {
	_, err := tx.Exec(ctx, `
		insert into public.pedbook_reference_datasets
		  (key, name, version, source, licence, is_dated, dated_note, row_count, loaded_at)
		values ($1, $2, $3, $4, $5, $6, $7, $8, now())
		on conflict (key) do update set
		  name = excluded.name, version = excluded.version, source = excluded.source,
		  licence = excluded.licence, is_dated = excluded.is_dated, dated_note = excluded.dated_note,
		  row_count = excluded.row_count, loaded_at = excluded.loaded_at`,
		p.Key, p.Name, p.Version, p.Source, p.Licence, p.Dated, nilIfEmpty(p.DatedNote), rows)
	if err != nil {
		return fmt.Errorf("record provenance of %s: %w", p.Key, err)
	}
	return nil
}

// datasetInfo is what pedbook_reference_datasets says about a dataset.
type datasetInfo struct {
	Key, Name, Version, Source, Licence string
	Dated                               bool
	DatedNote                           string
}

func nilIfEmpty(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// count returns the number of rows of a table (used for the provenance row count).
func count(ctx context.Context, tx pgx.Tx, table string) (int64, error) {
	var n int64
	if err := tx.QueryRow(ctx, "select count(*) from "+pgx.Identifier{"public", table}.Sanitize()).Scan(&n); err != nil {
		return 0, fmt.Errorf("count %s: %w", table, err)
	}
	return n, nil
}

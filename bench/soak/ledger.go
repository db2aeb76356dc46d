package main

import (
	"context"
	"fmt"
	"sort"
	"sync"

	"github.com/jackc/pgx/v5"
)

// An entry is one write the server acknowledged: a 2xx answer with the row in its body.
// Inserts are checked by id and the text the client wrote in Column; edits (Rev > 0) by
// the revision number the client wrote, which may only have grown since (a later edit
// the client never saw acknowledged may have committed too).
type entry struct {
	Table  string
	ID     string
	Column string
	Value  string
	Rev    int
}

// ledger records acknowledged writes. For an edited row only the highest acknowledged
// revision is kept.
type ledger struct {
	mu      sync.Mutex
	inserts []entry
	edits   map[string]entry // table/id → highest acknowledged revision
}

func newLedger() *ledger { return &ledger{edits: map[string]entry{}} }

func (l *ledger) insert(e entry) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.inserts = append(l.inserts, e)
}

func (l *ledger) edit(e entry) {
	l.mu.Lock()
	defer l.mu.Unlock()
	k := e.Table + "/" + e.ID
	if old, ok := l.edits[k]; !ok || e.Rev > old.Rev {
		l.edits[k] = e
	}
}

// count is how many acknowledged writes the ledger holds (inserts plus edited rows).
func (l *ledger) count() (inserts, edits int) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.inserts), len(l.edits)
}

// A lostWrite is an acknowledged write the primary does not hold.
type lostWrite struct {
	Table, ID, Want, Got string
}

// rowReader returns, for the ids of one table, the value of column per id found.
type rowReader func(ctx context.Context, table, column string, ids []string) (map[string]string, error)

// verify reads every acknowledged row back and returns the writes that are missing or
// whose value differs (for edits: whose revision is older than the acknowledged one).
func (l *ledger) verify(ctx context.Context, read rowReader) ([]lostWrite, error) {
	l.mu.Lock()
	type group struct{ table, column string }
	want := map[group]map[string]entry{}
	add := func(e entry) {
		g := group{e.Table, e.Column}
		if want[g] == nil {
			want[g] = map[string]entry{}
		}
		want[g][e.ID] = e
	}
	for _, e := range l.inserts {
		add(e)
	}
	for _, e := range l.edits {
		add(e)
	}
	l.mu.Unlock()

	var lost []lostWrite
	groups := make([]group, 0, len(want))
	for g := range want {
		groups = append(groups, g)
	}
	sort.Slice(groups, func(i, j int) bool { return groups[i].table+groups[i].column < groups[j].table+groups[j].column })
	for _, g := range groups {
		ids := make([]string, 0, len(want[g]))
		for id := range want[g] {
			ids = append(ids, id)
		}
		sort.Strings(ids)
		got, err := read(ctx, g.table, g.column, ids)
		if err != nil {
			return nil, fmt.Errorf("read back %s: %w", g.table, err)
		}
		for _, id := range ids {
			e := want[g][id]
			v, ok := got[id]
			switch {
			case !ok:
				lost = append(lost, lostWrite{g.table, id, e.Value, "(no row)"})
			case e.Rev > 0:
				if revOf(v) < e.Rev {
					lost = append(lost, lostWrite{g.table, id, e.Value, v})
				}
			case v != e.Value:
				lost = append(lost, lostWrite{g.table, id, e.Value, v})
			}
		}
	}
	return lost, nil
}

// revOf reads the revision out of an edited value ("soak rev 12 …" → 12; -1 when absent).
func revOf(v string) int {
	var n int
	if _, err := fmt.Sscanf(v, "soak rev %d", &n); err != nil {
		return -1
	}
	return n
}

// pgReader reads rows from the primary directly (the superuser, no RLS in the way).
func pgReader(conn *pgx.Conn) rowReader {
	return func(ctx context.Context, table, column string, ids []string) (map[string]string, error) {
		out := map[string]string{}
		for start := 0; start < len(ids); start += 1000 {
			end := min(start+1000, len(ids))
			q := fmt.Sprintf("select id::text, %s::text from public.%s where id = any($1::uuid[])",
				pgx.Identifier{column}.Sanitize(), pgx.Identifier{table}.Sanitize())
			rows, err := conn.Query(ctx, q, ids[start:end])
			if err != nil {
				return nil, err
			}
			for rows.Next() {
				var id, v string
				if err := rows.Scan(&id, &v); err != nil {
					rows.Close()
					return nil, err
				}
				out[id] = v
			}
			rows.Close()
			if err := rows.Err(); err != nil {
				return nil, err
			}
		}
		return out, nil
	}
}

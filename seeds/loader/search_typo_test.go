package loader_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"
)

// The CID-10 typo fallback of rpc/unified_search_complete.sql written as its definition,
// with none of the function's shortcuts: every query word of three or more characters
// against every word of the vocabulary (pg_trgm's %> as pg_trgm indexes it, the Levenshtein
// distance computed for every word of a possible length: no pigeonhole patterns), every name
// through its words as split here from unified_cids itself (not the trigger-kept tables of
// schema/0035), every name scored.
const (
	// typoNamesSQL splits the searchable names into words and lists the distinct words.
	typoNamesSQL = `
create temp table typo_names on commit drop as
select c.id, c.level, char_length(c.name) as name_length, c.code, w as word
from public.unified_cids c
cross join lateral (select distinct w from regexp_split_to_table(c.search_name, '[^[:alnum:]]+') as w where w <> '') x
where c.level in ('category', 'subcategory') and c.active;
create index on typo_names (word);
create temp table typo_vocabulary on commit drop as select distinct word from typo_names;
create index on typo_vocabulary using gin (word extensions.gin_trgm_ops);
set local pg_trgm.word_similarity_threshold = 0.6`
	// typoQueryWordsSQL is a query's words as the fallback takes them.
	typoQueryWordsSQL = `
select distinct w
from regexp_split_to_table(private.search_normalize(btrim(regexp_replace($1, '\s+', ' ', 'g'))), '[^[:alnum:]]+') as w
where char_length(w) >= 3`
	// typoNearSQL pairs every query word ($1) with every vocabulary word near it: pg_trgm's
	// own %> (word similarity ≥ its threshold, set to the function's 0.6 below) through its
	// own index, or the Levenshtein distance computed for every word of a length within k
	// (a word longer or shorter by more than k is more than k edits away).
	typoNearSQL = `
create temp table typo_near on commit drop as
select q.w, v.word, extensions.word_similarity(q.w, v.word)::numeric as s
from unnest($1::text[]) as q(w)
join typo_vocabulary v on v.word operator(extensions.%>) q.w
union
select q.w, v.word, extensions.word_similarity(q.w, v.word)::numeric
from unnest($1::text[]) as q(w)
cross join lateral (select case when char_length(q.w) >= 9 then 2 when char_length(q.w) >= 5 then 1 else 0 end as k) l
join typo_vocabulary v on abs(char_length(v.word) - char_length(q.w)) <= l.k
where l.k > 0 and extensions.levenshtein(q.w, v.word) <= l.k`
	// typoDefinitionSQL: $1 the query's words, $2 the ids listed before the fallback, $3 the
	// places left. Rows: code, score.
	typoDefinitionSQL = `
with per_word as (
  select n.id, n.level, n.name_length, n.code, near.w, max(near.s) as s
  from typo_near near join typo_names n on n.word = near.word
  where near.w = any ($1::text[]) and n.id <> all ($2::uuid[])
  group by n.id, n.level, n.name_length, n.code, near.w)
select p.code, round(sum(p.s) / cardinality($1::text[]), 4)::text
from per_word p
group by p.id, p.level, p.name_length, p.code
having count(*) = cardinality($1::text[])
order by sum(p.s) / cardinality($1::text[]) desc, p.level, p.name_length, p.code
limit $3`
)

type cidItem struct {
	ID         string  `json:"id"`
	Code       string  `json:"code"`
	Relevance  float64 `json:"relevance"`
	Similarity float64 `json:"similarity_score"`
}

func searchCIDs(t *testing.T, tx pgx.Tx, q string) []cidItem {
	t.Helper()
	var raw []byte
	if err := tx.QueryRow(context.Background(), `select (public.unified_search_complete($1, 10) -> 'icd10')::text`, q).Scan(&raw); err != nil {
		t.Fatalf("search %q: %v", q, err)
	}
	var items []cidItem
	if err := json.Unmarshal(raw, &items); err != nil {
		t.Fatalf("search %q: %v", q, err)
	}
	return items
}

// typoFallbackTests checks the CID-10 typo fallback against its definition over the
// benchmark's queries, and that its word tables follow every change to the names.
func typoFallbackTests(t *testing.T, conn *pgx.Conn) {
	ctx := context.Background()

	t.Run("the CID typo fallback returns its definition over the benchmark's queries", func(t *testing.T) {
		tx, err := conn.Begin(ctx)
		if err != nil {
			t.Fatal(err)
		}
		defer tx.Rollback(ctx) //nolint:errcheck
		if _, err := tx.Exec(ctx, typoNamesSQL); err != nil {
			t.Fatal(err)
		}
		queries := benchmarkQueries(t, tx)
		// Several misspelt words (the rarest word drives), a dropped letter (one edit), words
		// no name holds, and words below three characters (left out).
		queries = append(queries, "neoplsia maligna da mama", "bronquiolte aguda", "outras causas", "infecao urinaria",
			"diabtes", "xyzzyq", "de da do", "febre xyzzyq")
		words := map[string][]string{}
		var all []string
		seen := map[string]bool{}
		for _, q := range queries {
			rows, err := tx.Query(ctx, typoQueryWordsSQL, q)
			if err != nil {
				t.Fatal(err)
			}
			ws, err := pgx.CollectRows(rows, pgx.RowTo[string])
			if err != nil {
				t.Fatal(err)
			}
			words[q] = append([]string{}, ws...)
			for _, w := range ws {
				if !seen[w] {
					seen[w] = true
					all = append(all, w)
				}
			}
		}
		if _, err := tx.Exec(ctx, typoNearSQL, all); err != nil {
			t.Fatal(err)
		}
		if _, err := tx.Exec(ctx, `create index on typo_near (w)`); err != nil {
			t.Fatal(err)
		}
		filled := 0
		for _, q := range queries {
			items := searchCIDs(t, tx, q)
			// The lists before the fallback rank at 0.4 or more; the fallback's at 0.25 × its
			// score (at most 0.25).
			before := []string{}
			var typo []cidItem
			for _, it := range items {
				if it.Relevance > 0.25 {
					if len(typo) > 0 {
						t.Fatalf("%q: a match ranks after a typo match: %+v", q, items)
					}
					before = append(before, it.ID)
				} else {
					typo = append(typo, it)
				}
			}
			var isCode bool
			if err := tx.QueryRow(ctx, `select private.cid_compact($1) ~ '^[A-Z][0-9]{2}[0-9A-Z]?$'`, q).Scan(&isCode); err != nil {
				t.Fatal(err)
			}
			if len(before) == 10 || isCode || len(words[q]) == 0 {
				if len(typo) > 0 {
					t.Errorf("%q: the fallback ran where it must not: %+v", q, typo)
				}
				continue
			}
			rows, err := tx.Query(ctx, typoDefinitionSQL, words[q], before, 10-len(before))
			if err != nil {
				t.Fatalf("%q: %v", q, err)
			}
			var want []string
			for rows.Next() {
				var code, score string
				if err := rows.Scan(&code, &score); err != nil {
					t.Fatal(err)
				}
				want = append(want, code+" "+score)
			}
			if err := rows.Err(); err != nil {
				t.Fatal(err)
			}
			got := make([]string, len(typo))
			for i, it := range typo {
				got[i] = fmt.Sprintf("%s %.4f", it.Code, it.Similarity)
				// Both rounded to 4 places from the same score.
				if d := it.Relevance - 0.25*it.Similarity; d > 0.0001 || d < -0.0001 {
					t.Errorf("%q: %s relevance %.4f, want 0.25 × similarity %.4f", q, it.Code, it.Relevance, it.Similarity)
				}
			}
			if strings.Join(got, ", ") != strings.Join(want, ", ") {
				t.Errorf("%q: typo fallback\n got  %v\n want %v", q, got, want)
			}
			if len(want) > 0 {
				filled++
			}
		}
		if filled < 100 {
			t.Errorf("the fallback filled places for %d queries; the benchmark's misspellings alone are over 100", filled)
		}
	})

	t.Run("the word tables follow inserts, renames, deactivations and deletes of CID-10 names", func(t *testing.T) {
		tx, err := conn.Begin(ctx)
		if err != nil {
			t.Fatal(err)
		}
		defer tx.Rollback(ctx) //nolint:errcheck
		for _, stmt := range []string{
			`update public.unified_cids set name = 'Bronquiolite aguda zumbiolítica' where code = 'J21'`,
			`insert into public.unified_cids (code, datasus_code, level, name, parent_code, chapter_number, source)
			 values ('J21.7', 'J217', 'subcategory', 'Bronquiolite aguda zzvorpalina', 'J21', 10, 'teste')`,
			`update public.unified_cids set active = false where code = 'J21.0'`,
			`update public.unified_cids set description = 'só a nota muda' where code = 'J21.8'`,
			`delete from public.unified_cids where code = 'J21.7'`,
			`insert into public.unified_cids (code, datasus_code, level, name, parent_code, chapter_number, source)
			 values ('J21.6', 'J216', 'subcategory', 'Bronquiolite aguda fantasmagórica', 'J21', 10, 'teste')`,
		} {
			if _, err := tx.Exec(ctx, stmt); err != nil {
				t.Fatalf("%s: %v", stmt, err)
			}
		}
		if _, err := tx.Exec(ctx, typoNamesSQL); err != nil {
			t.Fatal(err)
		}
		var extraWords, missingWords, wrongCounts int
		if err := tx.QueryRow(ctx, `select
			(select count(*) from (select word, level, name_length, code, cid_id from private.cid_search_words
			                       except select word, level, name_length, code, id from typo_names) x),
			(select count(*) from (select word, level, name_length, code, id from typo_names
			                       except select word, level, name_length, code, cid_id from private.cid_search_words) x),
			(select count(*) from (select word, names from private.cid_search_vocabulary
			                       except select word, count(*)::integer from typo_names group by word) x)
			  + (select count(*) from (select word from typo_names except select word from private.cid_search_vocabulary) x)`).
			Scan(&extraWords, &missingWords, &wrongCounts); err != nil {
			t.Fatal(err)
		}
		if extraWords+missingWords+wrongCounts > 0 {
			t.Errorf("word tables drift from the names: %d extra rows, %d missing rows, %d wrong vocabulary words",
				extraWords, missingWords, wrongCounts)
		}
		for q, want := range map[string]string{"zumbiolitca": "J21", "fantasmagorca": "J21.6"} {
			items := searchCIDs(t, tx, q)
			if len(items) == 0 || items[0].Code != want {
				t.Errorf("%q: first CID %+v, want %s", q, items, want)
			}
		}
		for _, q := range []string{"zzvorpalina", "zzvorplina"} {
			if items := searchCIDs(t, tx, q); len(items) > 0 {
				t.Errorf("%q: the deleted name is still found: %+v", q, items)
			}
		}
		var stale int
		if err := tx.QueryRow(ctx, `select count(*) from private.cid_search_vocabulary where word in ('zzvorpalina', 'zumbiolitica')`).
			Scan(&stale); err != nil {
			t.Fatal(err)
		}
		if stale != 1 {
			t.Errorf("vocabulary holds %d of (zzvorpalina deleted, zumbiolitica present), want 1", stale)
		}
	})
}

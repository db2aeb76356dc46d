package schemacache

import (
	"context"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/pedbook/pedbook/internal/pgtest"
)

func TestParseNodeTree(t *testing.T) {
	src := `({QUERY :commandType 1 :rtable ({RANGETBLENTRY :subquery {QUERY :targetList ({TARGETENTRY :resno 1 :resname inner :resorigtbl 99 :resorigcol 9})}}) :targetList ({TARGETENTRY :expr {VAR :varno 1 :varattno 1} :resno 1 :resname id :ressortgroupref 0 :resorigtbl 16400 :resorigcol 1 :resjunk false} {TARGETENTRY :expr {COALESCEEXPR :args ({CONST :constvalue 4 [ 1 0 0 0 ]})} :resno 2 :resname full\ name :resorigtbl 0 :resorigcol 0 :resjunk false})})`
	n, err := parseNodeTree(src)
	if err != nil {
		t.Fatal(err)
	}
	lin := viewLineage(src, &Table{})
	if len(lin) != 1 || lin["id"] != (colRef{16400, "#1"}) {
		t.Errorf("lineage %v (tree %v)", lin, n.kind)
	}
	for _, bad := range []string{"", "{", "({QUERY", "}", "(((("} {
		if _, err := parseNodeTree(bad); err == nil && bad != "" {
			t.Errorf("parseNodeTree(%q): want error", bad)
		}
	}
}

func FuzzParseNodeTree(f *testing.F) {
	f.Add(`({QUERY :targetList ({TARGETENTRY :resno 1 :resname id :resorigtbl 1 :resorigcol 1})})`)
	f.Fuzz(func(t *testing.T, s string) {
		_, _ = parseNodeTree(s)
		_ = viewLineage(s, &Table{})
	})
}

// TestLoadProductSchema loads the real migrated schema: views get keys and relationships
// through their lineage, functions are listed with their parameters.
func TestLoadProductSchema(t *testing.T) {
	url := pgtest.NewDatabase(t)
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, `create view public.rest_test_meds as select m.id as med_id, m.name, m.category_id from public.pedbook_medications m`); err != nil {
		t.Fatal(err)
	}
	s, err := Load(ctx, conn, []string{"public"})
	if err != nil {
		t.Fatal(err)
	}
	pp, ok := s.Table(QI{"public", "public_profiles"})
	if !ok || !pp.IsView || len(pp.PK) != 1 || pp.PK[0] != "id" {
		t.Fatalf("public_profiles: %+v", pp)
	}
	v := QI{"public", "rest_test_meds"}
	found := map[string]bool{}
	for _, r := range s.Relationships[v] {
		found[r.Foreign.Name+"/"+string(r.Cardinality)] = true
	}
	if !found["pedbook_medication_categories/many-to-one"] || !found["pedbook_medication_use_cases/one-to-many"] {
		t.Errorf("view relationships: %v", found)
	}
	var med *Table
	if med, ok = s.Table(QI{"public", "pedbook_medications"}); !ok {
		t.Fatal("pedbook_medications missing")
	}
	if c, ok := med.Column("measure_types"); !ok || c.Type != "text[]" || c.Default == "" {
		t.Errorf("measure_types column: %+v", c)
	}
	fs := s.Functions[QI{"public", "unified_search_complete"}]
	if len(fs) != 1 || len(fs[0].Params) != 2 || !fs[0].Params[0].Required || fs[0].Params[1].Required {
		t.Errorf("unified_search_complete: %+v", fs)
	}
	if _, ok := s.Table(QI{"public", "pedbook_feedbacks"}); !ok {
		t.Error("pedbook_feedbacks missing")
	}
}

package gateway

import (
	"context"
	"sort"
	"strings"

	"github.com/pedbook/pedbook/gateway/internal/rest"
	"github.com/pedbook/pedbook/gateway/internal/schemacache"
)

// Querier is what ForeignKeys reads the catalog through (a pgx connection, pool or
// transaction).
type Querier = schemacache.Querier

// ExposedSchemas returns the schemas the gateway serves (PGRST_DB_SCHEMAS, default public),
// read exactly as the gateway reads them; the first is the default schema.
func ExposedSchemas() ([]string, error) {
	s, err := rest.LoadSettings()
	if err != nil {
		return nil, err
	}
	return s.Schemas, nil
}

// ForeignKey is a relationship the gateway embeds, as its foreign key reads: Relation (a
// table, or a view that shows every column of the key) holds Columns, which reference
// ReferencedColumns of ReferencedRelation (also a table or such a view).
type ForeignKey struct {
	Schema, Relation                     string
	Constraint                           string
	Columns                              []string
	ReferencedSchema, ReferencedRelation string
	ReferencedColumns                    []string
	// OneToOne is true when Columns are the primary key or a unique key of the holder.
	OneToOne bool
}

// ForeignKeys loads the gateway's schema cache of schemas and returns its foreign-key
// relationships (not their inverses, many-to-many or computed ones), sorted by holder,
// constraint and referenced relation.
func ForeignKeys(ctx context.Context, q Querier, schemas []string) ([]ForeignKey, error) {
	snap, err := schemacache.Load(ctx, q, schemas)
	if err != nil {
		return nil, err
	}
	var out []ForeignKey
	for _, rels := range snap.Relationships {
		for _, r := range rels {
			if !r.HoldsKey || r.Function != nil || r.Junction != nil {
				continue
			}
			out = append(out, ForeignKey{
				Schema: r.Table.Schema, Relation: r.Table.Name, Constraint: r.Constraint, Columns: r.Columns,
				ReferencedSchema: r.Foreign.Schema, ReferencedRelation: r.Foreign.Name, ReferencedColumns: r.ForeignColumns,
				OneToOne: r.Cardinality == schemacache.OneToOne,
			})
		}
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Schema+"."+a.Relation != b.Schema+"."+b.Relation {
			return a.Schema+"."+a.Relation < b.Schema+"."+b.Relation
		}
		if a.Constraint != b.Constraint {
			return a.Constraint < b.Constraint
		}
		if a.ReferencedRelation != b.ReferencedRelation {
			return a.ReferencedRelation < b.ReferencedRelation
		}
		ka := strings.Join(a.ReferencedColumns, ",") + "|" + strings.Join(a.Columns, ",")
		kb := strings.Join(b.ReferencedColumns, ",") + "|" + strings.Join(b.Columns, ",")
		return ka < kb
	})
	return out, nil
}

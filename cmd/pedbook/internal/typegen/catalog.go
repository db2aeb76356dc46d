// Package typegen writes the TypeScript `Database` type of the schemas the REST gateway
// exposes, in the shape Supabase's `supabase gen types typescript` gives it (postgres-meta's
// TypeScript template), so supabase-js v2's generics type every from(), select() and rpc().
//
// Load reads the catalog (tables, views, columns, functions, enums, composite types; the
// relationships come from the gateway's own schema cache, so the types list exactly what
// the gateway embeds); Write renders it, sorted, so the same schema always gives the same
// text.
package typegen

import (
	"context"
	"fmt"
	"sort"

	"github.com/jackc/pgx/v5"
	"github.com/pedbook/pedbook/gateway"
)

// Catalog is what Write renders.
type Catalog struct {
	Schemas []*Schema // the first is the default schema of the helper types
	types   map[uint32]*pgType
}

// Schema is one exposed schema.
type Schema struct {
	Name       string
	Tables     []*Relation // tables, partitioned and foreign tables
	Views      []*Relation // views and materialized views
	Functions  []*Function
	Enums      []*pgType
	Composites []*pgType
}

// Relation is a table or view.
type Relation struct {
	OID     uint32
	Schema  string
	Name    string
	Kind    string // pg_class.relkind
	Columns []*Column
	// Updatable is set for views PostgreSQL can update and delete through (information_schema's
	// is_updatable): they get Insert and Update types.
	Updatable     bool
	Relationships []gateway.ForeignKey
}

// Column is one column of a relation.
type Column struct {
	Name       string
	Type       uint32
	Nullable   bool
	HasDefault bool
	Identity   string // pg_attribute.attidentity: "a" (always), "d" (by default) or ""
	Generated  bool
	Updatable  bool
}

// Arg is a function argument (or a composite type's attribute).
type Arg struct {
	Name       string
	Mode       string // i, o, b (inout), v (variadic), t (returns table)
	Type       uint32
	HasDefault bool
}

// Function is a callable function.
type Function struct {
	OID        uint32
	Schema     string
	Name       string
	Arguments  string // pg_get_function_arguments: orders overloads
	Result     string // pg_get_function_result
	Args       []Arg  // every argument, in declaration order
	ReturnType uint32
	SetOf      bool
	Rows       float32 // the planner's row estimate of a set-returning function
}

// inArgs are the arguments a call passes (in, inout, variadic), sorted by name.
func (f *Function) inArgs() []Arg {
	var out []Arg
	for _, a := range f.Args {
		if a.Mode == "i" || a.Mode == "b" || a.Mode == "v" {
			out = append(out, a)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// pgType is one row of pg_type.
type pgType struct {
	OID     uint32
	Schema  string
	Name    string
	Kind    string // typtype: b base, c composite, d domain, e enum, p pseudo, r range, m multirange
	Elem    uint32 // element type of an array type
	Base    uint32 // base type of a domain
	Rel     uint32 // typrelid
	RelKind string // relkind of typrelid
	Labels  []string
	Attrs   []Arg // attributes of a stand-alone composite type
}

const typesSQL = `
select t.oid, n.nspname, t.typname, t.typtype::text,
  case when t.typlen = -1 and t.typelem <> 0 and el.typarray = t.oid then t.typelem else 0 end,
  t.typbasetype, t.typrelid, coalesce(c.relkind::text, ''),
  coalesce(array(select e.enumlabel::text from pg_catalog.pg_enum e where e.enumtypid = t.oid order by e.enumsortorder), '{}')
from pg_catalog.pg_type t
join pg_catalog.pg_namespace n on n.oid = t.typnamespace
left join pg_catalog.pg_type el on el.oid = t.typelem
left join pg_catalog.pg_class c on c.oid = t.typrelid`

const attributesSQL = `
select c.reltype, a.attname, a.atttypid
from pg_catalog.pg_class c
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
where c.relkind = 'c' and n.nspname = any($1)
order by c.reltype, a.attnum`

const relationsSQL = `
select c.oid, n.nspname, c.relname, c.relkind::text,
  c.relkind = 'v' and (pg_catalog.pg_relation_is_updatable(c.oid, false) & 20) = 20
from pg_catalog.pg_class c
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
where n.nspname = any($1) and c.relkind in ('r', 'p', 'f', 'v', 'm') and not c.relispartition`

const columnsSQL = `
select a.attrelid, a.attname, a.atttypid,
  not (a.attnotnull or (t.typtype = 'd' and t.typnotnull)),
  a.atthasdef, a.attidentity::text, a.attgenerated <> '',
  c.relkind in ('r', 'p') or (c.relkind in ('v', 'f') and pg_catalog.pg_column_is_updatable(c.oid, a.attnum, false))
from pg_catalog.pg_attribute a
join pg_catalog.pg_class c on c.oid = a.attrelid
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
join pg_catalog.pg_type t on t.oid = a.atttypid
where n.nspname = any($1) and c.relkind in ('r', 'p', 'f', 'v', 'm') and not c.relispartition
  and a.attnum > 0 and not a.attisdropped`

// Functions as PostgREST calls them (prokind f), without trigger functions.
const functionsSQL = `
select p.oid, n.nspname, p.proname,
  pg_catalog.pg_get_function_arguments(p.oid), pg_catalog.pg_get_function_result(p.oid),
  coalesce(p.proargnames, '{}'), coalesce(p.proargmodes::text[], '{}'),
  coalesce(p.proallargtypes, p.proargtypes::oid[]),
  p.pronargs, p.pronargdefaults, p.prorettype, p.proretset, p.prorows
from pg_catalog.pg_proc p
join pg_catalog.pg_namespace n on n.oid = p.pronamespace
where n.nspname = any($1) and p.prokind = 'f'
  and p.prorettype not in ('pg_catalog.trigger'::pg_catalog.regtype, 'pg_catalog.event_trigger'::pg_catalog.regtype)`

// Load reads the catalog of schemas (in that order; the first is the default schema).
func Load(ctx context.Context, conn *pgx.Conn, schemas []string) (*Catalog, error) {
	cat := &Catalog{types: map[uint32]*pgType{}}
	bySchema := map[string]*Schema{}
	for _, name := range schemas {
		if _, dup := bySchema[name]; dup {
			continue
		}
		s := &Schema{Name: name}
		bySchema[name] = s
		cat.Schemas = append(cat.Schemas, s)
	}
	if err := cat.loadTypes(ctx, conn, schemas, bySchema); err != nil {
		return nil, err
	}
	rels, err := loadRelations(ctx, conn, schemas, bySchema)
	if err != nil {
		return nil, err
	}
	fks, err := gateway.ForeignKeys(ctx, conn, schemas)
	if err != nil {
		return nil, fmt.Errorf("load relationships: %w", err)
	}
	byName := map[string]*Relation{}
	for _, r := range rels {
		byName[r.Schema+"."+r.Name] = r
	}
	for _, fk := range fks {
		// The type names the referenced relation without its schema (postgrest-js looks it up
		// in the schema of the query): list only keys inside one schema, as Supabase does.
		if r := byName[fk.Schema+"."+fk.Relation]; r != nil && fk.ReferencedSchema == fk.Schema {
			r.Relationships = append(r.Relationships, fk)
		}
	}
	if err := loadFunctions(ctx, conn, schemas, bySchema); err != nil {
		return nil, err
	}
	for _, s := range cat.Schemas {
		sortRelations(s.Tables)
		sortRelations(s.Views)
		sort.SliceStable(s.Functions, func(i, j int) bool {
			a, b := s.Functions[i], s.Functions[j]
			if a.Name != b.Name {
				return a.Name < b.Name
			}
			if a.Arguments != b.Arguments {
				return a.Arguments < b.Arguments
			}
			return a.Result < b.Result
		})
		sortTypes(s.Enums)
		sortTypes(s.Composites)
	}
	return cat, nil
}

func sortRelations(rs []*Relation) {
	sort.Slice(rs, func(i, j int) bool { return rs[i].Name < rs[j].Name })
	for _, r := range rs {
		sort.SliceStable(r.Columns, func(i, j int) bool { return r.Columns[i].Name < r.Columns[j].Name })
	}
}

func sortTypes(ts []*pgType) {
	sort.Slice(ts, func(i, j int) bool { return ts[i].Name < ts[j].Name })
}

func (cat *Catalog) loadTypes(ctx context.Context, conn *pgx.Conn, schemas []string, bySchema map[string]*Schema) error {
	rows, err := conn.Query(ctx, typesSQL)
	if err != nil {
		return fmt.Errorf("load types: %w", err)
	}
	for rows.Next() {
		t := &pgType{}
		if err := rows.Scan(&t.OID, &t.Schema, &t.Name, &t.Kind, &t.Elem, &t.Base, &t.Rel, &t.RelKind, &t.Labels); err != nil {
			rows.Close()
			return fmt.Errorf("scan type: %w", err)
		}
		cat.types[t.OID] = t
		if s := bySchema[t.Schema]; s != nil {
			switch {
			case t.Kind == "e":
				s.Enums = append(s.Enums, t)
			case t.Kind == "c" && t.RelKind == "c":
				s.Composites = append(s.Composites, t)
			}
		}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("load types: %w", err)
	}
	rows, err = conn.Query(ctx, attributesSQL, schemas)
	if err != nil {
		return fmt.Errorf("load composite types: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var typ uint32
		var a Arg
		if err := rows.Scan(&typ, &a.Name, &a.Type); err != nil {
			return fmt.Errorf("scan composite type: %w", err)
		}
		if t := cat.types[typ]; t != nil {
			t.Attrs = append(t.Attrs, a)
		}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("load composite types: %w", err)
	}
	return nil
}

func loadRelations(ctx context.Context, conn *pgx.Conn, schemas []string, bySchema map[string]*Schema) ([]*Relation, error) {
	rows, err := conn.Query(ctx, relationsSQL, schemas)
	if err != nil {
		return nil, fmt.Errorf("load relations: %w", err)
	}
	var all []*Relation
	byOID := map[uint32]*Relation{}
	for rows.Next() {
		r := &Relation{}
		if err := rows.Scan(&r.OID, &r.Schema, &r.Name, &r.Kind, &r.Updatable); err != nil {
			rows.Close()
			return nil, fmt.Errorf("scan relation: %w", err)
		}
		all = append(all, r)
		byOID[r.OID] = r
		s := bySchema[r.Schema]
		if r.Kind == "v" || r.Kind == "m" {
			s.Views = append(s.Views, r)
		} else {
			s.Tables = append(s.Tables, r)
		}
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("load relations: %w", err)
	}
	rows, err = conn.Query(ctx, columnsSQL, schemas)
	if err != nil {
		return nil, fmt.Errorf("load columns: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var rel uint32
		c := &Column{}
		if err := rows.Scan(&rel, &c.Name, &c.Type, &c.Nullable, &c.HasDefault, &c.Identity, &c.Generated, &c.Updatable); err != nil {
			return nil, fmt.Errorf("scan column: %w", err)
		}
		if r := byOID[rel]; r != nil {
			r.Columns = append(r.Columns, c)
		}
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("load columns: %w", err)
	}
	return all, nil
}

func loadFunctions(ctx context.Context, conn *pgx.Conn, schemas []string, bySchema map[string]*Schema) error {
	rows, err := conn.Query(ctx, functionsSQL, schemas)
	if err != nil {
		return fmt.Errorf("load functions: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		f := &Function{}
		var names, modes []string
		var types []uint32
		var nargs, ndefaults int16
		if err := rows.Scan(&f.OID, &f.Schema, &f.Name, &f.Arguments, &f.Result, &names, &modes, &types,
			&nargs, &ndefaults, &f.ReturnType, &f.SetOf, &f.Rows); err != nil {
			return fmt.Errorf("scan function: %w", err)
		}
		in := 0 // index among the input arguments: the last pronargdefaults of them have defaults
		for i, t := range types {
			a := Arg{Mode: "i", Type: t}
			if i < len(names) {
				a.Name = names[i]
			}
			if i < len(modes) {
				a.Mode = modes[i]
			}
			if a.Mode == "i" || a.Mode == "b" || a.Mode == "v" {
				a.HasDefault = in >= int(nargs)-int(ndefaults)
				in++
			}
			f.Args = append(f.Args, a)
		}
		bySchema[f.Schema].Functions = append(bySchema[f.Schema].Functions, f)
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("load functions: %w", err)
	}
	return nil
}

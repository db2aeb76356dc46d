// Package schemacache holds an immutable snapshot of the database catalog the REST gateway
// serves: relations (tables, views) with columns, keys and relationships (foreign keys,
// foreign keys seen through views, many-to-many through junction tables) and the callable
// functions. A Holder swaps snapshots atomically, so requests keep the old cache while a
// reload (NOTIFY pgrst or a DDL event trigger) builds the new one.
package schemacache

import "sort"

// QI is a qualified identifier.
type QI struct{ Schema, Name string }

func (q QI) String() string { return q.Schema + "." + q.Name }

// Column is one column of a relation.
type Column struct {
	Name      string
	Type      string // format_type of the column (domains resolved to their base type)
	Nullable  bool
	Default   string // SQL expression or ""
	Generated bool
	Position  int
	Enum      []string
	Comment   string
}

// IsJSON reports whether the column holds json or jsonb.
func (c Column) IsJSON() bool { return c.Type == "json" || c.Type == "jsonb" }

// Table is a relation the API exposes.
type Table struct {
	QI
	OID        uint32
	IsView     bool
	Insertable bool
	Updatable  bool
	Deletable  bool
	Comment    string
	Columns    []Column // in position order
	PK         []string
	colIndex   map[string]int
}

// Column returns the named column.
func (t *Table) Column(name string) (Column, bool) {
	i, ok := t.colIndex[name]
	if !ok {
		return Column{}, false
	}
	return t.Columns[i], true
}

// Cardinality of a relationship.
type Cardinality string

// Cardinalities, as PostgREST names them in PGRST201 details.
const (
	ManyToOne  Cardinality = "many-to-one"
	OneToMany  Cardinality = "one-to-many"
	OneToOne   Cardinality = "one-to-one"
	ManyToMany Cardinality = "many-to-many"
)

// Junction describes the middle table of a many-to-many relationship.
type Junction struct {
	Table            QI
	SourceConstraint string
	TargetConstraint string
	SourceColumns    []string // junction columns referencing the origin
	SourceReferenced []string // origin columns they reference
	TargetColumns    []string // junction columns referencing the target
	TargetReferenced []string // target columns they reference
}

// Relationship is a way to embed Foreign from Table.
type Relationship struct {
	Table          QI
	Foreign        QI
	Cardinality    Cardinality
	Constraint     string
	Columns        []string // on Table
	ForeignColumns []string // on Foreign
	Junction       *Junction
	IsSelf         bool
	// FromView is true when either side is a view (constraint-name and column matching
	// are then limited as in PostgREST).
	FromView bool
	// HoldsKey is true when Table holds the foreign key (Columns reference ForeignColumns):
	// the relationship as the constraint reads, not its inverse (`pedbook gen types` lists
	// these, as Supabase's type generator does).
	HoldsKey bool
	// Function is set for a computed relationship: a function taking one row of Table and
	// returning rows of Foreign, embedded by its own name (PostgREST's computed
	// relationships). To-one when it returns one row (not SETOF, or SETOF … ROWS 1).
	Function *QI
}

// ToOne reports whether embedding yields an object.
func (r Relationship) ToOne() bool { return r.Cardinality == ManyToOne || r.Cardinality == OneToOne }

// Param is a function input parameter.
type Param struct {
	Name     string
	Type     string
	Required bool
	Variadic bool
}

// Function is a callable routine.
type Function struct {
	QI
	OID        uint32
	Params     []Param
	ReturnType string // format_type
	// ReturnRelation is set when the function returns rows of a table or view type.
	ReturnRelation *QI
	// Composite is true for table-typed, OUT-parameter and RETURNS TABLE results.
	Composite bool
	SetOf     bool
	Void      bool
	Volatile  string // "v", "s", "i"
	Comment   string
	// SingleUnnamed is the type of a single unnamed parameter (json, jsonb, text, xml, bytea) or "".
	SingleUnnamed string
}

// Setting is one configuration parameter.
type Setting struct{ Name, Value string }

// Snapshot is one immutable catalog snapshot.
type Snapshot struct {
	Tables        map[QI]*Table
	Relationships map[QI][]Relationship // by origin
	Functions     map[QI][]*Function
	// RoleSettings are the user-settable parameters set with ALTER ROLE … SET (for every
	// database or this one) on the roles the gateway impersonates — statement_timeout
	// above all. SET ROLE does not apply them, so the gateway sets them per transaction.
	RoleSettings map[string][]Setting
	// Config holds PostgREST's in-database configuration: the `pgrst.*` settings of the
	// role the pool logs in as (`ALTER ROLE authenticator SET pgrst.db_aggregates_enabled
	// = 'true'`, for every database or this one, this one winning), keyed without the
	// prefix ("db_aggregates_enabled"). Reloaded with the schema (NOTIFY pgrst, 'reload
	// config' or 'reload schema').
	Config map[string]string
}

// Table looks a relation up.
func (s *Snapshot) Table(q QI) (*Table, bool) {
	t, ok := s.Tables[q]
	return t, ok
}

// TableNames returns the names of the relations of a schema, sorted.
func (s *Snapshot) TableNames(schema string) []string {
	var out []string
	for q := range s.Tables {
		if q.Schema == schema {
			out = append(out, q.Name)
		}
	}
	sort.Strings(out)
	return out
}

// FunctionNames returns the names of the functions of a schema, sorted.
func (s *Snapshot) FunctionNames(schema string) []string {
	var out []string
	for q := range s.Functions {
		if q.Schema == schema {
			out = append(out, q.Name)
		}
	}
	sort.Strings(out)
	return out
}

func (t *Table) index() {
	t.colIndex = make(map[string]int, len(t.Columns))
	for i, c := range t.Columns {
		t.colIndex[c.Name] = i
	}
}

// NewSnapshot builds a snapshot from parts (tests and tools that have no database).
func NewSnapshot(tables []*Table, rels []Relationship, funcs []*Function) *Snapshot {
	s := &Snapshot{Tables: map[QI]*Table{}, Relationships: map[QI][]Relationship{}, Functions: map[QI][]*Function{}}
	for _, t := range tables {
		t.index()
		s.Tables[t.QI] = t
	}
	for _, r := range rels {
		s.Relationships[r.Table] = append(s.Relationships[r.Table], r)
	}
	for _, f := range funcs {
		s.Functions[f.QI] = append(s.Functions[f.QI], f)
	}
	return s
}

// Package plan is stage 2 of the REST pipeline: it checks a parsed apirequest.Request
// against a schema-cache snapshot and produces a typed plan — the relation or function
// addressed, embedded resources resolved to relationships (PGRST200/201 when none or
// several match), filters and orders attached to their level, payload columns validated
// (PGRST204) and overloads resolved (PGRST202/203). It writes no SQL.
package plan

import (
	"github.com/pedbook/pedbook/gateway/internal/apirequest"
	"github.com/pedbook/pedbook/gateway/internal/schemacache"
)

// Item is one output column of a read level.
type Item struct {
	Star    bool
	Column  string
	Path    []apirequest.PathStep
	JSONCol bool // column is json/jsonb (path applied directly, else through to_jsonb)
	Cast    string
	Name    string // output key
	// Spread is set for columns lifted from a to-one spread embed.
	Spread *Embed
	// Aggregate is count, sum, avg, min or max (Column "" with count: count(*)); AggCast
	// casts its result. The level then groups by its other output columns.
	Aggregate string
	AggCast   string
}

// Cond is a node of a WHERE tree: exactly one field is set.
type Cond struct {
	Filter *Filter
	Logic  *Logic
	// EmbedNull tests an embed for (non-)existence: embed=is.null / embed=not.is.null.
	EmbedNull *EmbedNull
}

// Filter is a column condition.
type Filter struct {
	Column   string
	Path     []apirequest.PathStep
	JSONCol  bool
	TSVector bool
	Op       apirequest.Operation
}

// Logic is and/or over conditions.
type Logic struct {
	Or       bool
	Negate   bool
	Children []Cond
}

// EmbedNull filters parents by whether an embed has rows.
type EmbedNull struct {
	Embed  *Embed
	IsNull bool
}

// Order is one ORDER BY term.
type Order struct {
	Embed  *Embed // ordering by a to-one embed's column
	Column string
	Path   []apirequest.PathStep
	JSON   bool
	Desc   bool
	Nulls  string
}

// Read is one level of a read: the root relation or an embedded one.
type Read struct {
	Table  *schemacache.Table // nil for RPC results without a relation type
	Name   string             // relation name (for aliases)
	Items  []Item
	Embeds []*Embed
	Where  []Cond
	Order  []Order
	Range  apirequest.Range
	// Hoisted is set on the child of a to-one spread: its aggregates are computed by the
	// parent level (which groups by the spread's other columns), so it outputs their
	// arguments as plain columns.
	Hoisted bool
}

// Embed is an embedded resource.
type Embed struct {
	Name   string // output key (alias or relation name)
	Rel    schemacache.Relationship
	Inner  bool
	Spread bool
	ToOne  bool
	Child  *Read
	// Empty marks an embed that selects nothing, at any depth (`rel()`, `rel(other())`):
	// it only filters (`!inner`, `rel=not.is.null`) and has no key in the output. An embed
	// whose own columns are absent but whose nested embeds select something
	// (`messages(channels(id))`) is not empty: its key holds the nested objects.
	Empty bool
	// Alias is assigned by sqlgen.
}

// MutationKind distinguishes writes.
type MutationKind int

// Writes.
const (
	Insert MutationKind = iota
	Update
	Delete
)

// Mutation is an insert, upsert, update or delete.
type Mutation struct {
	Kind           MutationKind
	Table          *schemacache.Table
	Columns        []schemacache.Column // payload columns
	Body           []byte
	Where          []Cond
	OnConflict     []string // conflict target (upserts)
	Resolution     string   // "", merge-duplicates, ignore-duplicates
	MissingDefault bool
	// Returning: what the representation needs (nil: nothing, RETURNING 1).
	Representation bool
	PKReturning    bool // headers-only Location
	// Put is a single-row upsert by primary key (PUT).
	Put bool
}

// Call is an RPC.
type Call struct {
	Function *schemacache.Function
	// Named arguments passed (POST body keys or GET query keys), in parameter order.
	Args []schemacache.Param
	// ArgValues are GET argument values (text), parallel to Args.
	ArgValues []string
	// RawBody passes the whole body as the single unnamed parameter.
	RawBody bool
	Body    []byte
	Scalar  bool // result is a scalar (not a row type)
}

// Plan is the whole request plan.
type Plan struct {
	Req      *apirequest.Request
	Read     *Read // the representation (reads, mutations with select, table-typed RPC results)
	Mutation *Mutation
	Call     *Call
	// ReadOnly is the transaction access mode.
	ReadOnly bool
}

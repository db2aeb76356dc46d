package apirequest

// Kind of target a request addresses.
type Kind int

// Targets.
const (
	KindRelation Kind = iota // /<table or view>
	KindRPC                  // /rpc/<function>
	KindRoot                 // / (OpenAPI)
)

// PathStep is one JSON accessor: ->key, ->>key, ->0.
type PathStep struct {
	Arrow   string // "->" or "->>"
	Key     string
	IsIndex bool
}

// Field is a column reference with an optional JSON path.
type Field struct {
	Name string
	Path []PathStep
}

// ItemKind distinguishes select items.
type ItemKind int

// Select item kinds.
const (
	ItemField  ItemKind = iota // column, json path, cast, aggregate
	ItemStar                   // *
	ItemEmbed                  // rel(...)
	ItemSpread                 // ...rel(...)
)

// SelectItem is one node of the select= tree.
type SelectItem struct {
	Kind      ItemKind
	Field     Field
	Alias     string
	Cast      string
	Aggregate string // sum, avg, count, max, min ("count" with empty Field.Name is count())
	AggCast   string
	// Embeds and spreads.
	Relation string
	Hint     string
	JoinType string // "", "inner" or "left"
	Children []SelectItem
}

// OutputName is the JSON key the item produces.
func (s SelectItem) OutputName() string {
	if s.Alias != "" {
		return s.Alias
	}
	switch s.Kind {
	case ItemEmbed, ItemSpread:
		return s.Relation
	}
	if s.Aggregate != "" {
		return s.Aggregate
	}
	for i := len(s.Field.Path) - 1; i >= 0; i-- {
		if !s.Field.Path[i].IsIndex {
			return s.Field.Path[i].Key
		}
	}
	return s.Field.Name
}

// Operation is the right-hand side of a filter: [not.]op[(modifier)].value.
type Operation struct {
	Negate   bool
	Op       string   // eq, neq, gt, gte, lt, lte, like, ilike, match, imatch, in, is, isdistinct, fts, plfts, phfts, wfts, cs, cd, ov, sl, sr, nxr, nxl, adj
	Modifier string   // "any" or "all" (or "" )
	Lang     string   // fts language
	Value    string   // raw value (like/ilike already have * turned into %)
	List     []string // items of in.(…)
}

// Filter is one horizontal filter, possibly inside an embed (EmbedPath).
type Filter struct {
	EmbedPath []string
	Field     Field
	Operation Operation
}

// LogicTree is and(…)/or(…), possibly negated, possibly inside an embed.
type LogicTree struct {
	EmbedPath []string
	Or        bool
	Negate    bool
	Children  []LogicNode
}

// LogicNode is a filter or a nested tree.
type LogicNode struct {
	Filter *Filter
	Tree   *LogicTree
}

// OrderTerm is one order= term; Relation is set for rel(col) ordering.
type OrderTerm struct {
	Relation string
	Field    Field
	Desc     bool
	Nulls    string // "", "first", "last"
}

// Range is limit/offset for one level (root is the "" key).
type Range struct {
	Offset int64
	Limit  int64 // -1 = no limit
}

// Preferences are the recognised values of the Prefer header(s).
type Preferences struct {
	Return      string // minimal, headers-only, representation
	Count       string // exact, planned, estimated
	Resolution  string // merge-duplicates, ignore-duplicates
	Missing     string // default, null
	Handling    string // lenient, strict
	Tx          string // commit, rollback
	Timezone    string
	MaxAffected int64 // -1 when absent
	// SingleObject is params=single-object (v12): the whole RPC body is the one json
	// argument.
	SingleObject bool
	Invalid      []string
}

// Media is a negotiated response media type.
type Media int

// Response media types.
const (
	MediaJSON Media = iota
	MediaObject
	MediaCSV
	MediaPlanText
	MediaPlanJSON
	MediaOpenAPI
	// MediaGeoJSON is application/geo+json: a FeatureCollection built by PostGIS's
	// ST_AsGeoJSON (PostgREST offers it when PostGIS is installed).
	MediaGeoJSON
)

// Accept is the negotiated response format.
type Accept struct {
	Media       Media
	StripNulls  bool
	PlanFor     Media // for plans: the media type being explained
	PlanOptions []string
	ContentType string // the Content-Type header to answer with
}

// Arg is one query-string pair in request order.
type Arg struct{ Key, Value string }

// Request is the parsed HTTP request.
type Request struct {
	Method string
	Kind   Kind
	Target string // relation or function name
	Schema string
	// ProfileSent is true when Accept-Profile/Content-Profile was given.
	ProfileSent bool

	Select     []SelectItem
	Filters    []Filter
	Logic      []LogicTree
	Order      map[string][]OrderTerm // key: embed path joined with "." ("" for root)
	Ranges     map[string]Range
	Columns    []string
	OnConflict []string
	RPCArgs    []Arg // GET/HEAD rpc arguments

	Prefer Preferences
	Accept Accept

	Body        []byte
	ContentType string

	// Canonical query string for Content-Location.
	Canonical string
}

// RootRange is the root level's range.
func (r *Request) RootRange() Range {
	if rg, ok := r.Ranges[""]; ok {
		return rg
	}
	return Range{Limit: -1}
}

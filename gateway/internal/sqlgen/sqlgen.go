// Package sqlgen is stage 3 of the REST pipeline and the only gateway package that writes
// SQL: it turns a plan.Plan into one parameterised statement. Identifiers are always quoted
// (from the schema cache or the request, escaped), values are always parameters sent as
// untyped text (OID 0) so PostgreSQL infers their type from the column and operator, and
// PostgreSQL builds the JSON body itself (json_agg / row_to_json through LATERAL joins), so
// the gateway relays the bytes unchanged.
//
// Every statement returns one row with the columns of Result.
package sqlgen

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/pedbook/pedbook/gateway/internal/apirequest"
	"github.com/pedbook/pedbook/gateway/internal/plan"
	"github.com/pedbook/pedbook/gateway/internal/schemacache"
)

// Statement is SQL plus its text parameters ($1…$n, sent untyped).
type Statement struct {
	SQL  string
	Args []string
	// BodyArg is the index in Args of the request body, when the statement takes it as one
	// parameter (an insert's or update's payload, a function's arguments); -1 otherwise.
	BodyArg int
}

// Result column order of every main statement.
const (
	ColTotal = iota
	ColPageTotal
	ColBody
	ColHeaders
	ColStatus
	ColLocation
	ColInserted
)

// Ident quotes an identifier.
func Ident(s string) string { return pgx.Identifier{s}.Sanitize() }

func qualified(q schemacache.QI) string { return pgx.Identifier{q.Schema, q.Name}.Sanitize() }

type builder struct {
	args    []string
	bodyArg int // see Statement.BodyArg
	aliases map[string]int
	embeds  map[*plan.Embed]string
}

func newBuilder() *builder {
	return &builder{aliases: map[string]int{}, embeds: map[*plan.Embed]string{}, bodyArg: -1}
}

// bodyParam is param for the request body.
func (b *builder) bodyParam(v string) string {
	ref := b.param(v)
	b.bodyArg = len(b.args) - 1
	return ref
}

func (b *builder) param(v string) string {
	b.args = append(b.args, strings.ReplaceAll(v, "\x00", ""))
	return "$" + strconv.Itoa(len(b.args))
}

// alias returns a fresh alias name based on base (never repeated in one statement).
func (b *builder) alias(base string) string {
	b.aliases[base]++
	return base + "_" + strconv.Itoa(b.aliases[base])
}

// Options shape the body.
type Options struct {
	Media      apirequest.Media
	StripNulls bool
	Head       bool
	Count      string // "", exact, planned, estimated
	// EstimateLimit bounds the exact count of count=estimated (max-rows + 1); beyond it the
	// planner's estimate is used.
	EstimateLimit int64
}

// Read generates the statement for GET/HEAD on a relation.
func Read(p *plan.Plan, o Options) Statement {
	b := newBuilder()
	r := p.Read
	alias := r.Name
	from := qualified(r.Table.QI) + " AS " + Ident(alias)
	inner := b.level(r, alias, from, nil, false)
	total := "NULL::bigint"
	switch {
	case o.Count == "estimated" && o.EstimateLimit > 0:
		total = "(SELECT pg_catalog.count(*) FROM (" + b.level(r, alias, from, nil, true) + " LIMIT " +
			b.param(strconv.FormatInt(o.EstimateLimit, 10)) + ") AS _postgrest_c)"
	case o.Count == "exact" || o.Count == "estimated":
		total = "(SELECT pg_catalog.count(*) FROM (" + b.level(r, alias, from, nil, true) + ") AS _postgrest_c)"
	}
	return Statement{SQL: b.outer("", total, inner, bodyExpr(o), false), Args: b.args, BodyArg: -1}
}

// CountOnly generates the root count query alone (for count=planned EXPLAIN).
func CountOnly(p *plan.Plan) Statement {
	b := newBuilder()
	r := p.Read
	from := qualified(r.Table.QI) + " AS " + Ident(r.Name)
	return Statement{SQL: b.level(r, r.Name, from, nil, true), Args: b.args, BodyArg: -1}
}

func (b *builder) outer(with, total, inner, body string, location bool) string {
	loc := "NULL::text"
	if location {
		loc = "(pg_catalog.json_agg(_postgrest_t)->0)::text"
	}
	// count(*), not count(_postgrest_t): the subquery is flattened into this query, and a
	// whole-row reference would evaluate every output expression (an RPC call, say) twice.
	return with + "SELECT " + total + "::text, pg_catalog.count(*), " + body + ", " +
		"nullif(pg_catalog.current_setting('response.headers', true), ''), " +
		"nullif(pg_catalog.current_setting('response.status', true), ''), " +
		loc + ", nullif(pg_catalog.current_setting('pgrst.inserted', true), '') " +
		"FROM (" + inner + ") AS _postgrest_t"
}

func bodyExpr(o Options) string {
	if o.Head {
		return "''"
	}
	switch o.Media {
	case apirequest.MediaObject:
		if o.StripNulls {
			return "coalesce(pg_catalog.json_strip_nulls(pg_catalog.json_agg(_postgrest_t)->0)::text, 'null')"
		}
		return "coalesce((pg_catalog.json_agg(_postgrest_t)->0)::text, 'null')"
	case apirequest.MediaGeoJSON:
		// ST_AsGeoJSON(record) makes each row a Feature (the first geometry column its
		// geometry, the others its properties); PostGIS is found on the search path
		return "pg_catalog.json_build_object('type', 'FeatureCollection', 'features', " +
			"coalesce(pg_catalog.json_agg(ST_AsGeoJSON(_postgrest_t)::json), '[]'))::text"
	case apirequest.MediaCSV:
		return "coalesce((SELECT pg_catalog.string_agg(CASE WHEN k ~ '[,\"\\s()]' THEN '\"' || replace(k, '\"', '\"\"') || '\"' ELSE k END, ',') " +
			"FROM pg_catalog.json_object_keys((pg_catalog.array_agg(pg_catalog.row_to_json(_postgrest_t)))[1]) AS k), '') || E'\\n' || " +
			"coalesce(pg_catalog.string_agg(substring(_postgrest_t::text, 2, length(_postgrest_t::text) - 2), E'\\n'), '')"
	}
	if o.StripNulls {
		return "coalesce(pg_catalog.json_strip_nulls(pg_catalog.json_agg(_postgrest_t))::text, '[]')"
	}
	return "coalesce(pg_catalog.json_agg(_postgrest_t)::text, '[]')"
}

// level renders one read level. joinConds are extra WHERE conditions tying it to its parent.
func (b *builder) level(r *plan.Read, alias, from string, joinConds []string, forCount bool) string {
	var sb strings.Builder
	var joins []string
	needJoins := !forCount || needsEmbedJoins(r)
	if needJoins {
		for _, e := range r.Embeds {
			joins = append(joins, b.embedJoin(r, alias, e))
		}
	}
	sb.WriteString("SELECT ")
	var groups []string
	if forCount {
		sb.WriteString("1")
	} else {
		var cols []string
		cols, groups = b.items(r, alias)
		sb.WriteString(strings.Join(cols, ", "))
	}
	sb.WriteString(" FROM ")
	sb.WriteString(from)
	for _, j := range joins {
		sb.WriteString(" ")
		sb.WriteString(j)
	}
	conds := append([]string(nil), joinConds...)
	for _, c := range r.Where {
		conds = append(conds, b.cond(c, alias))
	}
	if len(conds) > 0 {
		sb.WriteString(" WHERE ")
		sb.WriteString(strings.Join(conds, " AND "))
	}
	if forCount {
		return sb.String()
	}
	if len(groups) > 0 {
		sb.WriteString(" GROUP BY ")
		sb.WriteString(strings.Join(groups, ", "))
	}
	if len(r.Order) > 0 {
		var terms []string
		for _, o := range r.Order {
			src := alias
			if o.Embed != nil {
				src = b.embeds[o.Embed]
			}
			t := b.colExpr(src, o.Column, o.Path, o.JSON)
			if o.Desc {
				t += " DESC"
			}
			switch o.Nulls {
			case "first":
				t += " NULLS FIRST"
			case "last":
				t += " NULLS LAST"
			}
			terms = append(terms, t)
		}
		sb.WriteString(" ORDER BY ")
		sb.WriteString(strings.Join(terms, ", "))
	}
	if r.Range.Limit >= 0 {
		sb.WriteString(" LIMIT " + b.param(strconv.FormatInt(r.Range.Limit, 10)))
	}
	if r.Range.Offset > 0 {
		sb.WriteString(" OFFSET " + b.param(strconv.FormatInt(r.Range.Offset, 10)))
	}
	return sb.String()
}

func needsEmbedJoins(r *plan.Read) bool {
	for _, e := range r.Embeds {
		if e.Inner {
			return true
		}
	}
	var walk func(cs []plan.Cond) bool
	walk = func(cs []plan.Cond) bool {
		for _, c := range cs {
			if c.EmbedNull != nil || (c.Logic != nil && walk(c.Logic.Children)) {
				return true
			}
		}
		return false
	}
	return walk(r.Where)
}

// items renders the output columns of a level. When the level aggregates (an aggregate of
// its own, or one hoisted from a to-one spread) it also returns the GROUP BY terms: every
// other output expression, stars expanded to their columns (PostgREST groups the same way).
func (b *builder) items(r *plan.Read, alias string) (cols, groups []string) {
	aggregating := false
	var plain []string // non-aggregate output expressions, for GROUP BY
	for _, it := range r.Items {
		src := alias
		if it.Spread != nil {
			src = b.embeds[it.Spread]
			if it.Star {
				cols = append(cols, Ident(src)+".*")
				for _, name := range spreadColumns(it.Spread.Child) {
					plain = append(plain, Ident(src)+"."+Ident(name))
				}
				continue
			}
			ref := Ident(src) + "." + Ident(it.Name)
			if it.Aggregate != "" {
				// computed here from the argument the spread's lateral outputs under the name
				aggregating = true
				cols = append(cols, aggExpr(it.Aggregate, ref, it.AggCast)+" AS "+Ident(it.Name))
				continue
			}
			cols = append(cols, ref+" AS "+Ident(it.Name))
			plain = append(plain, ref)
			continue
		}
		if it.Star {
			cols = append(cols, Ident(src)+".*")
			if r.Table != nil {
				for _, c := range r.Table.Columns {
					plain = append(plain, Ident(src)+"."+Ident(c.Name))
				}
			}
			continue
		}
		var expr string
		if it.Column == "" && it.Aggregate == "count" {
			expr = "*" // count()
		} else {
			expr = b.colExpr(src, it.Column, it.Path, it.JSONCol)
			if it.Cast != "" {
				expr = "CAST(" + expr + " AS " + it.Cast + ")"
			}
		}
		switch {
		case it.Aggregate != "" && r.Hoisted:
			// the parent aggregates: output the argument (count(): a non-null marker)
			if expr == "*" {
				expr = "1"
			}
			cols = append(cols, expr+" AS "+Ident(it.Name))
		case it.Aggregate != "":
			aggregating = true
			cols = append(cols, aggExpr(it.Aggregate, expr, it.AggCast)+" AS "+Ident(it.Name))
		default:
			cols = append(cols, expr+" AS "+Ident(it.Name))
			plain = append(plain, expr)
		}
	}
	for _, e := range r.Embeds {
		if e.Spread || e.Empty {
			continue
		}
		a := b.embeds[e]
		var expr string
		if e.ToOne {
			expr = "pg_catalog.row_to_json(" + Ident(a) + ".*)::jsonb"
		} else {
			expr = "COALESCE(" + Ident(a) + "." + Ident(a) + ", '[]')"
		}
		cols = append(cols, expr+" AS "+Ident(e.Name))
		plain = append(plain, expr)
	}
	if len(cols) == 0 {
		return []string{"NULL AS " + Ident("pgrst_empty")}, nil
	}
	if aggregating {
		groups = plain
	}
	return cols, groups
}

// aggExpr renders an aggregate call over arg ("*" for count(*)), cast when asked.
func aggExpr(fn, arg, cast string) string {
	e := "pg_catalog." + fn + "(" + arg + ")"
	if cast != "" {
		e = "CAST(" + e + " AS " + cast + ")"
	}
	return e
}

func (b *builder) colExpr(alias, col string, path []apirequest.PathStep, isJSON bool) string {
	expr := Ident(alias) + "." + Ident(col)
	if len(path) == 0 {
		return expr
	}
	if !isJSON {
		expr = "pg_catalog.to_jsonb(" + expr + ")"
	}
	for _, s := range path {
		if s.IsIndex {
			expr += s.Arrow + b.param(s.Key) + "::int"
		} else {
			expr += s.Arrow + b.param(s.Key)
		}
	}
	return expr
}

// embedJoin renders the LATERAL join of an embed and records its alias.
func (b *builder) embedJoin(parent *plan.Read, parentAlias string, e *plan.Embed) string {
	child := e.Child
	childAlias := b.alias(child.Name)
	lateral := b.alias(parent.Name + "_" + e.Name)
	b.embeds[e] = lateral
	rel := e.Rel
	var from string
	var conds []string
	if rel.Junction != nil {
		j := rel.Junction
		jAlias := b.alias(j.Table.Name)
		from = qualified(child.Table.QI) + " AS " + Ident(childAlias) + ", " + qualified(j.Table) + " AS " + Ident(jAlias)
		for i := range j.TargetColumns {
			conds = append(conds, Ident(childAlias)+"."+Ident(j.TargetReferenced[i])+" = "+Ident(jAlias)+"."+Ident(j.TargetColumns[i]))
		}
		for i := range j.SourceColumns {
			conds = append(conds, Ident(jAlias)+"."+Ident(j.SourceColumns[i])+" = "+Ident(parentAlias)+"."+Ident(j.SourceReferenced[i]))
		}
	} else if rel.Function != nil {
		// computed relationship: the function called with the parent row, cast to the
		// argument's type so overloads (one per relation type) resolve
		from = qualified(*rel.Function) + "(" + Ident(parentAlias) + "::" + qualified(rel.Table) + ") AS " + Ident(childAlias)
	} else {
		from = qualified(child.Table.QI) + " AS " + Ident(childAlias)
		for i := range rel.Columns {
			conds = append(conds, Ident(childAlias)+"."+Ident(rel.ForeignColumns[i])+" = "+Ident(parentAlias)+"."+Ident(rel.Columns[i]))
		}
	}
	sub := b.level(child, childAlias, from, conds, false)
	join := "LEFT JOIN LATERAL "
	if e.Inner {
		join = "INNER JOIN LATERAL "
	}
	if e.ToOne {
		return join + "(" + sub + ") AS " + Ident(lateral) + " ON TRUE"
	}
	if e.Spread {
		// A to-many spread lifts each child column into the parent as an array, the
		// arrays correlated by position (PostgREST v13+).
		var aggs []string
		for _, name := range spreadColumns(child) {
			aggs = append(aggs, "COALESCE(pg_catalog.json_agg("+Ident(lateral)+"."+Ident(name)+"), '[]')::jsonb AS "+Ident(name))
		}
		if len(aggs) == 0 {
			aggs = []string{"NULL AS " + Ident("pgrst_empty")}
		}
		return join + "(SELECT " + strings.Join(aggs, ", ") + " FROM (" + sub + ") AS " + Ident(lateral) + ") AS " + Ident(lateral) + " ON TRUE"
	}
	on := " ON TRUE"
	if e.Inner {
		on = " ON " + Ident(lateral) + "." + Ident(lateral) + " IS NOT NULL"
	}
	return join + "(SELECT pg_catalog.json_agg(" + Ident(lateral) + ")::jsonb AS " + Ident(lateral) +
		" FROM (" + sub + ") AS " + Ident(lateral) + ") AS " + Ident(lateral) + on
}

// spreadColumns lists the output names of a to-many spread's child (star expanded from
// the schema cache).
func spreadColumns(r *plan.Read) []string {
	var out []string
	for _, it := range r.Items {
		if it.Star {
			if r.Table != nil {
				for _, c := range r.Table.Columns {
					out = append(out, c.Name)
				}
			}
			continue
		}
		out = append(out, it.Name)
	}
	return out
}

var sqlOps = map[string]string{
	"eq": "=", "neq": "<>", "gt": ">", "gte": ">=", "lt": "<", "lte": "<=",
	"like": "LIKE", "ilike": "ILIKE", "match": "~", "imatch": "~*",
	"isdistinct": "IS DISTINCT FROM", "cs": "@>", "cd": "<@", "ov": "&&",
	"sl": "<<", "sr": ">>", "nxr": "&<", "nxl": "&>", "adj": "-|-",
}

var ftsFuncs = map[string]string{"fts": "to_tsquery", "plfts": "plainto_tsquery", "phfts": "phraseto_tsquery", "wfts": "websearch_to_tsquery"}

func (b *builder) cond(c plan.Cond, alias string) string {
	switch {
	case c.Filter != nil:
		return b.filter(c.Filter, alias)
	case c.EmbedNull != nil:
		a := b.embeds[c.EmbedNull.Embed]
		ref := Ident(a)
		if !c.EmbedNull.Embed.ToOne {
			ref = Ident(a) + "." + Ident(a)
			if c.EmbedNull.IsNull {
				return ref + " IS NULL"
			}
			return ref + " IS NOT NULL"
		}
		if c.EmbedNull.IsNull {
			return ref + " IS NOT DISTINCT FROM NULL"
		}
		return ref + " IS DISTINCT FROM NULL"
	case c.Logic != nil:
		var parts []string
		for _, ch := range c.Logic.Children {
			parts = append(parts, b.cond(ch, alias))
		}
		sep := " AND "
		if c.Logic.Or {
			sep = " OR "
		}
		s := "(" + strings.Join(parts, sep) + ")"
		if c.Logic.Negate {
			s = "NOT " + s
		}
		return s
	}
	return "TRUE"
}

func (b *builder) filter(f *plan.Filter, alias string) string {
	col := b.colExpr(alias, f.Column, f.Path, f.JSONCol)
	op := f.Op
	var s string
	switch op.Op {
	case "is":
		switch op.Value {
		case "null":
			s = col + " IS NULL"
		case "not_null":
			s = col + " IS NOT NULL"
		case "true":
			s = col + " IS TRUE"
		case "false":
			s = col + " IS FALSE"
		default:
			s = col + " IS UNKNOWN"
		}
	case "in":
		s = col + " = ANY(" + b.param(arrayLiteral(op.List)) + ")"
	case "fts", "plfts", "phfts", "wfts":
		lang := ""
		if op.Lang != "" {
			lang = b.param(op.Lang) + "::regconfig, "
		}
		target := col
		if !f.TSVector {
			target = "pg_catalog.to_tsvector(" + lang + col + ")"
		}
		s = target + " @@ pg_catalog." + ftsFuncs[op.Op] + "(" + lang + b.param(op.Value) + ")"
	default:
		sqlOp, ok := sqlOps[op.Op]
		if !ok {
			panic(fmt.Sprintf("sqlgen: operator %q passed the parser", op.Op))
		}
		switch op.Modifier {
		case "any":
			s = col + " " + sqlOp + " ANY(" + b.param(op.Value) + ")"
		case "all":
			s = col + " " + sqlOp + " ALL(" + b.param(op.Value) + ")"
		default:
			s = col + " " + sqlOp + " " + b.param(op.Value)
		}
	}
	if op.Negate {
		return "NOT (" + s + ")"
	}
	return s
}

// arrayLiteral encodes items as a PostgreSQL array literal with every element quoted.
func arrayLiteral(items []string) string {
	var sb strings.Builder
	sb.WriteByte('{')
	for i, it := range items {
		if i > 0 {
			sb.WriteByte(',')
		}
		sb.WriteByte('"')
		for _, r := range it {
			if r == '"' || r == '\\' {
				sb.WriteByte('\\')
			}
			if r != 0 {
				sb.WriteRune(r)
			}
		}
		sb.WriteByte('"')
	}
	sb.WriteByte('}')
	return sb.String()
}

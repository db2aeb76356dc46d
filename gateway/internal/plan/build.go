package plan

import (
	"fmt"
	"net/http"
	"strings"

	"github.com/pedbook/pedbook/gateway/internal/apirequest"
	"github.com/pedbook/pedbook/gateway/internal/pgrsterr"
	"github.com/pedbook/pedbook/gateway/internal/schemacache"
)

// Options bound the plans.
type Options struct {
	MaxRows int64 // 0: unlimited
	// Aggregates allows count(), sum(), avg(), min(), max() (PostgREST's
	// db-aggregates-enabled); otherwise they fail with PGRST123.
	Aggregates bool
}

// Build plans a relation or RPC request.
func Build(req *apirequest.Request, snap *schemacache.Snapshot, o Options) (*Plan, *pgrsterr.Error) {
	p := &Plan{Req: req, ReadOnly: req.Method == http.MethodGet || req.Method == http.MethodHead}
	switch req.Kind {
	case apirequest.KindRelation:
		t, ok := snap.Table(schemacache.QI{Schema: req.Schema, Name: req.Target})
		if !ok {
			return nil, tableNotFound(snap, req.Schema, req.Target)
		}
		read, err := buildRead(snap, t, t.Name, req.Select, req, o)
		if err != nil {
			return nil, err
		}
		p.Read = read
		switch req.Method {
		case http.MethodPost, http.MethodPatch, http.MethodDelete, http.MethodPut:
			m, err := buildMutation(req, t, read)
			if err != nil {
				return nil, err
			}
			p.Mutation = m
		}
		return p, nil
	case apirequest.KindRPC:
		return buildCall(p, req, snap, o)
	}
	return p, nil
}

func tableNotFound(snap *schemacache.Snapshot, schema, name string) *pgrsterr.Error {
	e := pgrsterr.TableNotFound.New(schema, name)
	if best := fuzzyBest(name, snap.TableNames(schema), nameHintScore); best != "" {
		e.Hint = fmt.Sprintf("Perhaps you meant the table '%s.%s'", schema, best)
	}
	return e
}

// buildRead plans one level and its embeds; path is the embed path of this level ("" root).
func buildRead(snap *schemacache.Snapshot, t *schemacache.Table, name string, sel []apirequest.SelectItem, req *apirequest.Request, o Options) (*Read, *pgrsterr.Error) {
	root := &Read{Table: t, Name: name, Range: req.RootRange()}
	if err := fillLevel(snap, root, sel, 0, o); err != nil {
		return nil, err
	}
	// Attach filters, logic, order and ranges to their levels.
	for _, f := range req.Filters {
		lvl, err := levelAt(root, f.EmbedPath)
		if err != nil {
			return nil, err
		}
		c, err := filterCond(lvl, f)
		if err != nil {
			return nil, err
		}
		lvl.Where = append(lvl.Where, c)
	}
	for _, lt := range req.Logic {
		lvl, err := levelAt(root, lt.EmbedPath)
		if err != nil {
			return nil, err
		}
		c, err := logicCond(lvl, lt)
		if err != nil {
			return nil, err
		}
		lvl.Where = append(lvl.Where, c)
	}
	for path, terms := range req.Order {
		lvl, err := levelAt(root, splitPath(path))
		if err != nil {
			return nil, err
		}
		for _, term := range terms {
			ord, err := orderTerm(lvl, term)
			if err != nil {
				return nil, err
			}
			lvl.Order = append(lvl.Order, ord)
		}
	}
	for path, rg := range req.Ranges {
		if path == "" {
			continue
		}
		lvl, err := levelAt(root, splitPath(path))
		if err != nil {
			return nil, err
		}
		lvl.Range = rg
	}
	if o.MaxRows > 0 {
		capRanges(root, o.MaxRows)
	}
	return root, nil
}

func capRanges(r *Read, maxRows int64) {
	if r.Range.Limit < 0 || r.Range.Limit > maxRows {
		r.Range.Limit = maxRows
	}
	for _, e := range r.Embeds {
		if !e.ToOne {
			capRanges(e.Child, maxRows)
		}
	}
}

func splitPath(p string) []string {
	if p == "" {
		return nil
	}
	return strings.Split(p, ".")
}

func levelAt(root *Read, path []string) (*Read, *pgrsterr.Error) {
	cur := root
	for i, seg := range path {
		var next *Read
		for _, e := range cur.Embeds {
			if e.Name == seg || (e.Spread && e.Rel.Foreign.Name == seg) {
				next = e.Child
				break
			}
		}
		if next == nil {
			x := strings.Join(path[:i+1], ".")
			e := pgrsterr.NotEmbedded.New(x)
			e.Hint = fmt.Sprintf("Verify that '%s' is included in the 'select' query parameter.", x)
			return nil, e
		}
		cur = next
	}
	return cur, nil
}

func isJSONCol(t *schemacache.Table, col string) bool {
	if t == nil {
		return true // RPC results of unknown shape: apply paths directly
	}
	c, ok := t.Column(col)
	return ok && c.IsJSON()
}

func fillLevel(snap *schemacache.Snapshot, r *Read, sel []apirequest.SelectItem, depth int, o Options) *pgrsterr.Error {
	for _, it := range sel {
		switch it.Kind {
		case apirequest.ItemStar:
			r.Items = append(r.Items, Item{Star: true})
		case apirequest.ItemField:
			if it.Aggregate != "" && !o.Aggregates {
				return pgrsterr.AggregatesDisabled.New()
			}
			r.Items = append(r.Items, Item{Column: it.Field.Name, Path: it.Field.Path, JSONCol: isJSONCol(r.Table, it.Field.Name),
				Cast: it.Cast, Name: it.OutputName(), Aggregate: it.Aggregate, AggCast: it.AggCast})
		case apirequest.ItemEmbed, apirequest.ItemSpread:
			if r.Table == nil {
				return pgrsterr.NoRelationship.New(r.Name, it.Relation)
			}
			rel, err := findRel(snap, r.Table, it.Relation, it.Hint)
			if err != nil {
				return err
			}
			ft, _ := snap.Table(rel.Foreign)
			e := &Embed{Name: it.OutputName(), Rel: rel, Inner: it.JoinType == "inner", Spread: it.Kind == apirequest.ItemSpread, ToOne: rel.ToOne()}
			for _, prev := range r.Embeds {
				if prev.Name == e.Name {
					// PostgREST names each embed's subquery <table>_<name>_<depth>; the same
					// name twice at one level is PostgreSQL's duplicate alias error
					return pgrsterr.New(http.StatusBadRequest, "42712",
						fmt.Sprintf("table name \"%s_%s_%d\" specified more than once", rel.Table.Name, e.Name, depth+1), "")
				}
			}
			e.Child = &Read{Table: ft, Name: ft.Name, Range: apirequest.Range{Limit: -1}}
			if err := fillLevel(snap, e.Child, it.Children, depth+1, o); err != nil {
				return err
			}
			e.Empty = selectsNothing(e.Child)
			r.Embeds = append(r.Embeds, e)
			if e.Spread {
				e.Child.Hoisted = e.ToOne
				for _, ci := range e.Child.Items {
					ci := ci
					ci.Spread = e
					r.Items = append(r.Items, ci)
				}
			}
		}
	}
	return nil
}

// selectsNothing reports whether a level outputs no key: no items of its own (spreads
// lift theirs into Items) and only empty embeds.
func selectsNothing(r *Read) bool {
	if len(r.Items) > 0 {
		return false
	}
	for _, e := range r.Embeds {
		if !e.Empty {
			return false
		}
	}
	return true
}

// findRel resolves target[!hint] from origin as PostgREST's findRel does.
func findRel(snap *schemacache.Snapshot, origin *schemacache.Table, target, hint string) (schemacache.Relationship, *pgrsterr.Error) {
	var matches []schemacache.Relationship
	for _, r := range snap.Relationships[origin.QI] {
		if _, ok := snap.Table(r.Foreign); !ok {
			continue
		}
		if r.Junction != nil {
			if _, ok := snap.Table(r.Junction.Table); !ok {
				continue
			}
		}
		if r.IsSelf && r.Function == nil {
			// PostgREST's convention for a self-referencing foreign key: without a hint the
			// table name picks the children (one-to-many) and the column name the parent
			// (many-to-one); a hint names the children's referencing column. A constraint
			// name matches neither.
			if hint == "" {
				if (r.Foreign.Name == target && r.Cardinality == schemacache.OneToMany) ||
					(r.Cardinality == schemacache.ManyToOne && len(r.Columns) == 1 && r.Columns[0] == target) {
					matches = append(matches, r)
				}
			} else if r.Foreign.Name == target && r.Cardinality == schemacache.OneToMany && len(r.ForeignColumns) == 1 && r.ForeignColumns[0] == hint {
				matches = append(matches, r)
			}
			continue
		}
		if r.Function != nil {
			// a computed relationship is embedded by its function's name, hint or not
			if r.Function.Name == target {
				matches = append(matches, r)
			}
			continue
		}
		if hint == "" {
			switch {
			case r.Foreign.Name == target:
				if r.IsSelf && r.Cardinality == schemacache.ManyToOne {
					continue // self: the table name selects the children
				}
				matches = append(matches, r)
			case !r.FromView && r.Junction == nil && r.Constraint == target:
				matches = append(matches, r)
			case !r.FromView && r.Junction == nil && r.ToOne() && r.Cardinality != schemacache.OneToOne && len(r.Columns) == 1 && r.Columns[0] == target:
				matches = append(matches, r)
			case !r.FromView && r.Junction == nil && r.Cardinality == schemacache.OneToOne && len(r.Columns) == 1 && r.Columns[0] == target && !r.IsSelf:
				matches = append(matches, r)
			}
			continue
		}
		if r.Foreign.Name != target {
			continue
		}
		if hint == r.Constraint ||
			(r.Junction == nil && len(r.Columns) == 1 && hint == r.Columns[0]) ||
			(r.Junction == nil && len(r.ForeignColumns) == 1 && hint == r.ForeignColumns[0]) ||
			(r.Junction != nil && hint == r.Junction.Table.Name) {
			matches = append(matches, r)
		}
	}
	if len(matches) == 1 {
		return matches[0], nil
	}
	if len(matches) == 0 {
		using := ""
		if hint != "" {
			using = fmt.Sprintf(" using the hint '%s'", hint)
		}
		return schemacache.Relationship{}, pgrsterr.NoRelationship.New(origin.Name, target).WithDetails(fmt.Sprintf("Searched for a foreign key relationship between '%s' and '%s'%s in the schema '%s', but no matches were found.",
			origin.Name, target, using, origin.Schema))
	}
	type detail struct {
		Cardinality  string `json:"cardinality"`
		Embedding    string `json:"embedding"`
		Relationship string `json:"relationship"`
	}
	var details []detail
	var hints []string
	for _, m := range matches {
		rel := fmt.Sprintf("%s using %s(%s) and %s(%s)", m.Constraint, m.Table.Name, strings.Join(m.Columns, ", "), m.Foreign.Name, strings.Join(m.ForeignColumns, ", "))
		h := m.Constraint
		if m.Junction != nil {
			rel = fmt.Sprintf("%s using %s(%s) and %s(%s)", m.Junction.Table.Name, m.Junction.SourceConstraint, strings.Join(m.Junction.SourceColumns, ", "),
				m.Junction.TargetConstraint, strings.Join(m.Junction.TargetColumns, ", "))
			h = m.Junction.Table.Name
		}
		details = append(details, detail{string(m.Cardinality), origin.Name + " with " + m.Foreign.Name, rel})
		hints = append(hints, fmt.Sprintf("'%s!%s'", target, h))
	}
	return schemacache.Relationship{}, pgrsterr.AmbiguousRelationship.New(origin.Name, target).WithDetails(details).
		WithHint(fmt.Sprintf("Try changing '%s' to one of the following: %s. Find the desired relationship in the 'details' key.", target, strings.Join(hints, ", ")))
}

func embedNamed(r *Read, name string) *Embed {
	for _, e := range r.Embeds {
		if e.Name == name {
			return e
		}
	}
	return nil
}

func filterCond(lvl *Read, f apirequest.Filter) (Cond, *pgrsterr.Error) {
	if e := embedNamed(lvl, f.Field.Name); e != nil && len(f.Field.Path) == 0 {
		if _, isCol := columnOf(lvl, f.Field.Name); !isCol {
			op := f.Operation
			if op.Op != "is" || op.Value != "null" {
				return Cond{}, pgrsterr.EmbedFilterOperator.New(f.Field.Name).WithDetails(
					"Only is null or not is null filters are allowed on embedded resources")
			}
			return Cond{EmbedNull: &EmbedNull{Embed: e, IsNull: !op.Negate}}, nil
		}
	}
	col, _ := columnOf(lvl, f.Field.Name)
	return Cond{Filter: &Filter{Column: f.Field.Name, Path: f.Field.Path, JSONCol: isJSONCol(lvl.Table, f.Field.Name),
		TSVector: col.Type == "tsvector", Op: f.Operation}}, nil
}

func columnOf(lvl *Read, name string) (schemacache.Column, bool) {
	if lvl.Table == nil {
		return schemacache.Column{}, false
	}
	return lvl.Table.Column(name)
}

func logicCond(lvl *Read, lt apirequest.LogicTree) (Cond, *pgrsterr.Error) {
	l := &Logic{Or: lt.Or, Negate: lt.Negate}
	for _, n := range lt.Children {
		if n.Tree != nil {
			c, err := logicCond(lvl, *n.Tree)
			if err != nil {
				return Cond{}, err
			}
			l.Children = append(l.Children, c)
			continue
		}
		f := *n.Filter
		target := lvl
		if len(f.EmbedPath) > 0 {
			// Only the null test of an embed of this level may appear inside a logic tree.
			return Cond{}, pgrsterr.ParseFailure.New(fmt.Sprintf("\"failed to parse logic tree\" (column %s)", strings.Join(append(f.EmbedPath, f.Field.Name), "."))).WithDetails(
				"columns of embedded resources cannot be used inside or/and; filter them with <embed>.or=(…)")
		}
		c, err := filterCond(target, f)
		if err != nil {
			return Cond{}, err
		}
		l.Children = append(l.Children, c)
	}
	return Cond{Logic: l}, nil
}

func orderTerm(lvl *Read, t apirequest.OrderTerm) (Order, *pgrsterr.Error) {
	o := Order{Column: t.Field.Name, Path: t.Field.Path, Desc: t.Desc, Nulls: t.Nulls}
	if t.Relation != "" {
		e := embedNamed(lvl, t.Relation)
		if e == nil || !e.ToOne {
			return o, pgrsterr.RelatedOrder.New(t.Relation).WithDetails(
				fmt.Sprintf("'%s' and '%s' do not form a many-to-one or one-to-one relationship", lvl.Name, t.Relation))
		}
		o.Embed = e
		o.JSON = isJSONCol(e.Child.Table, t.Field.Name)
		return o, nil
	}
	o.JSON = isJSONCol(lvl.Table, t.Field.Name)
	return o, nil
}

package schemacache

import (
	"context"
	"fmt"
	"sort"
	"strconv"

	"github.com/jackc/pgx/v5"
)

// Querier is what Load needs (a pool, a connection or a transaction).
type Querier interface {
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
}

const relationsSQL = `
select c.oid, n.nspname, c.relname, c.relkind in ('v','m'),
  c.relkind in ('r','p') or (c.relkind in ('v','f') and (pg_catalog.pg_relation_is_updatable(c.oid::regclass, true) & 8) = 8),
  c.relkind in ('r','p') or (c.relkind in ('v','f') and (pg_catalog.pg_relation_is_updatable(c.oid::regclass, true) & 4) = 4),
  c.relkind in ('r','p') or (c.relkind in ('v','f') and (pg_catalog.pg_relation_is_updatable(c.oid::regclass, true) & 16) = 16),
  coalesce(pg_catalog.obj_description(c.oid, 'pg_class'), '')
from pg_catalog.pg_class c
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
where n.nspname = any($1) and c.relkind in ('r','v','m','f','p') and not c.relispartition`

const columnsSQL = `
select a.attrelid, a.attname, a.attnum,
  not a.attnotnull,
  case when t.typtype = 'd' then pg_catalog.format_type(t.typbasetype, t.typtypmod) else pg_catalog.format_type(a.atttypid, a.atttypmod) end,
  coalesce(case when a.attidentity <> '' then 'nextval(' || quote_literal(pg_catalog.pg_get_serial_sequence(quote_ident(n.nspname) || '.' || quote_ident(c.relname), a.attname)) || '::regclass)'
                when a.attgenerated <> '' then null
                else pg_catalog.pg_get_expr(d.adbin, d.adrelid) end,
           case when t.typtype = 'd' then t.typdefault end, ''),
  a.attgenerated <> '',
  coalesce(array(select e.enumlabel::text from pg_catalog.pg_enum e where e.enumtypid = coalesce(nullif(t.typbasetype, 0), t.oid) order by e.enumsortorder), '{}'),
  coalesce(pg_catalog.col_description(a.attrelid, a.attnum), ''),
  array(select pg_catalog.pg_get_constraintdef(k.oid) from pg_catalog.pg_constraint k
        where k.conrelid = a.attrelid and k.contype = 'c' and k.conkey = array[a.attnum] and k.convalidated order by k.conname)
from pg_catalog.pg_attribute a
join pg_catalog.pg_class c on c.oid = a.attrelid
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
join pg_catalog.pg_type t on t.oid = a.atttypid
left join pg_catalog.pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
where n.nspname = any($1) and c.relkind in ('r','v','m','f','p') and a.attnum > 0 and not a.attisdropped
order by a.attrelid, a.attnum`

// Keys: primary and unique constraints (p/u) with their column names in order, plus
// foreign keys (f) that touch any relation.
const constraintsSQL = `
select con.contype::text, con.conname, con.conrelid, con.confrelid,
  array(select a.attname::text from unnest(con.conkey) with ordinality k(n, i)
        join pg_catalog.pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.i),
  coalesce(array(select a.attname::text from unnest(con.confkey) with ordinality k(n, i)
        join pg_catalog.pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.i), '{}')
from pg_catalog.pg_constraint con
where con.contype in ('p','u','f') and (con.contype <> 'f' or con.conparentid = 0)
order by con.conname`

const viewsSQL = `
select c.oid, r.ev_action::text
from pg_catalog.pg_class c
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
join pg_catalog.pg_rewrite r on r.ev_class = c.oid and r.rulename = '_RETURN'
where c.relkind in ('v','m') and n.nspname = any($1)`

const functionsSQL = `
select p.oid, n.nspname, p.proname, p.provolatile::text, p.proretset, p.pronargs, p.pronargdefaults,
  coalesce(p.proargnames, '{}'),
  coalesce(p.proargmodes::text[], '{}'),
  array(select pg_catalog.format_type(x.t, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality x(t, i) order by x.i),
  pg_catalog.format_type(p.prorettype, null),
  rt.typtype::text,
  coalesce(rn.nspname, ''), coalesce(rc.relname, ''), p.provariadic <> 0,
  coalesce(pg_catalog.obj_description(p.oid, 'pg_proc'), '')
from pg_catalog.pg_proc p
join pg_catalog.pg_namespace n on n.oid = p.pronamespace
join pg_catalog.pg_type rt on rt.oid = p.prorettype
left join pg_catalog.pg_class rc on rc.oid = rt.typrelid and rc.relkind in ('r','v','m','f','p')
left join pg_catalog.pg_namespace rn on rn.oid = rc.relnamespace
where n.nspname = any($1) and p.prokind = 'f' and p.prorettype <> 'pg_catalog.trigger'::regtype`

// computedRelsSQL: functions of an exposed schema with exactly one argument, a row type of
// a relation, returning a relation's row type (as PostgREST's allComputedRels).
const computedRelsSQL = `
select n.nspname::text, p.proname::text, an.nspname::text, ac.relname::text, rn.nspname::text, rc.relname::text,
  not p.proretset or p.prorows = 1
from pg_catalog.pg_proc p
join pg_catalog.pg_namespace n on n.oid = p.pronamespace
join pg_catalog.pg_class ac on ac.reltype = p.proargtypes[0] and ac.relkind in ('v','r','m','f','p')
join pg_catalog.pg_namespace an on an.oid = ac.relnamespace
join pg_catalog.pg_class rc on rc.reltype = p.prorettype and rc.relkind in ('v','r','m','f','p')
join pg_catalog.pg_namespace rn on rn.oid = rc.relnamespace
where n.nspname = any($1) and p.pronargs = 1 and p.prokind = 'f'
order by p.oid`

// roleSettingsSQL: database-specific settings come after global ones so they win.
const roleSettingsSQL = `
select r.rolname::text, split_part(x.cfg, '=', 1), substr(x.cfg, strpos(x.cfg, '=') + 1)
from pg_catalog.pg_db_role_setting s
join pg_catalog.pg_roles r on r.oid = s.setrole
cross join lateral unnest(s.setconfig) as x(cfg)
where s.setdatabase in (0, (select d.oid from pg_catalog.pg_database d where d.datname = pg_catalog.current_database()))
  and pg_catalog.pg_has_role(current_user, r.oid, 'MEMBER')
  and split_part(x.cfg, '=', 1) in (select name from pg_catalog.pg_settings where context = 'user')
order by r.rolname, s.setdatabase`

// dbConfigSQL reads the pgrst.* settings of the current (login) role as PostgREST's
// queryDbSettings does: a database-specific value wins over a global one.
const dbConfigSQL = `
select distinct on (k) replace(k, 'pgrst.', ''), v
from (
  select s.setdatabase as d, substr(x.cfg, 1, strpos(x.cfg, '=') - 1) as k, substr(x.cfg, strpos(x.cfg, '=') + 1) as v
  from pg_catalog.pg_db_role_setting s
  cross join lateral unnest(s.setconfig) as x(cfg)
  where s.setrole = (select r.oid from pg_catalog.pg_roles r where r.rolname = current_user)
    and s.setdatabase in (0, (select d.oid from pg_catalog.pg_database d where d.datname = pg_catalog.current_database()))
) t
where k like 'pgrst.%'
order by k, d desc`

type constraint struct {
	kind, name  string
	rel, frel   uint32
	cols, fcols []string
}

// Load reads a snapshot of the exposed schemas.
func Load(ctx context.Context, q Querier, schemas []string) (*Snapshot, error) {
	snap := &Snapshot{Tables: map[QI]*Table{}, Relationships: map[QI][]Relationship{}, Functions: map[QI][]*Function{}}
	byOID := map[uint32]*Table{}

	rows, err := q.Query(ctx, relationsSQL, schemas)
	if err != nil {
		return nil, fmt.Errorf("load relations: %w", err)
	}
	for rows.Next() {
		t := &Table{}
		if err := rows.Scan(&t.OID, &t.Schema, &t.Name, &t.IsView, &t.Insertable, &t.Updatable, &t.Deletable, &t.Comment); err != nil {
			rows.Close()
			return nil, fmt.Errorf("scan relation: %w", err)
		}
		snap.Tables[t.QI] = t
		byOID[t.OID] = t
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("load relations: %w", err)
	}

	rows, err = q.Query(ctx, columnsSQL, schemas)
	if err != nil {
		return nil, fmt.Errorf("load columns: %w", err)
	}
	for rows.Next() {
		var rel uint32
		var c Column
		var checks []string
		if err := rows.Scan(&rel, &c.Name, &c.Position, &c.Nullable, &c.Type, &c.Default, &c.Generated, &c.Enum, &c.Comment, &checks); err != nil {
			rows.Close()
			return nil, fmt.Errorf("scan column: %w", err)
		}
		// A column whose type is not an enum but whose CHECK allows a fixed list gets that
		// list as its enum (the OpenAPI document offers it as a choice).
		for _, def := range checks {
			if len(c.Enum) > 0 {
				break
			}
			if values, ok := CheckEnum(def, c.Name); ok {
				c.Enum = values
			}
		}
		if t, ok := byOID[rel]; ok {
			t.Columns = append(t.Columns, c)
		}
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("load columns: %w", err)
	}
	for _, t := range snap.Tables {
		t.index()
	}

	rows, err = q.Query(ctx, constraintsSQL)
	if err != nil {
		return nil, fmt.Errorf("load constraints: %w", err)
	}
	var cons []constraint
	for rows.Next() {
		var c constraint
		if err := rows.Scan(&c.kind, &c.name, &c.rel, &c.frel, &c.cols, &c.fcols); err != nil {
			rows.Close()
			return nil, fmt.Errorf("scan constraint: %w", err)
		}
		cons = append(cons, c)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("load constraints: %w", err)
	}

	lineage := map[uint32]map[string]colRef{}
	rows, err = q.Query(ctx, viewsSQL, schemas)
	if err != nil {
		return nil, fmt.Errorf("load views: %w", err)
	}
	for rows.Next() {
		var oid uint32
		var action string
		if err := rows.Scan(&oid, &action); err != nil {
			rows.Close()
			return nil, fmt.Errorf("scan view: %w", err)
		}
		if t, ok := byOID[oid]; ok {
			lineage[oid] = viewLineage(action, t)
		}
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("load views: %w", err)
	}

	if err := loadFunctions(ctx, q, schemas, snap); err != nil {
		return nil, err
	}
	if err := loadRoleSettings(ctx, q, snap); err != nil {
		return nil, err
	}
	if err := loadDBConfig(ctx, q, snap); err != nil {
		return nil, err
	}
	lineage = resolveLineage(lineage, byOID)
	buildKeysAndRelationships(snap, byOID, cons, lineage)
	if err := loadComputedRels(ctx, q, schemas, snap); err != nil {
		return nil, err
	}
	return snap, nil
}

func loadDBConfig(ctx context.Context, q Querier, snap *Snapshot) error {
	rows, err := q.Query(ctx, dbConfigSQL)
	if err != nil {
		return fmt.Errorf("load in-database config: %w", err)
	}
	defer rows.Close()
	snap.Config = map[string]string{}
	for rows.Next() {
		var k, v string
		if err := rows.Scan(&k, &v); err != nil {
			return fmt.Errorf("scan in-database config: %w", err)
		}
		snap.Config[k] = v
	}
	return rows.Err()
}

func loadComputedRels(ctx context.Context, q Querier, schemas []string, snap *Snapshot) error {
	rows, err := q.Query(ctx, computedRelsSQL, schemas)
	if err != nil {
		return fmt.Errorf("load computed relationships: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var fn, from, to QI
		var single bool
		if err := rows.Scan(&fn.Schema, &fn.Name, &from.Schema, &from.Name, &to.Schema, &to.Name, &single); err != nil {
			return fmt.Errorf("scan computed relationship: %w", err)
		}
		r := Relationship{Table: from, Foreign: to, Cardinality: OneToMany, Constraint: fn.Name, IsSelf: from == to, Function: &fn}
		if single {
			r.Cardinality = ManyToOne
		}
		snap.Relationships[from] = append(snap.Relationships[from], r)
	}
	return rows.Err()
}

func loadRoleSettings(ctx context.Context, q Querier, snap *Snapshot) error {
	snap.RoleSettings = map[string][]Setting{}
	rows, err := q.Query(ctx, roleSettingsSQL)
	if err != nil {
		return fmt.Errorf("load role settings: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var role string
		var st Setting
		if err := rows.Scan(&role, &st.Name, &st.Value); err != nil {
			return fmt.Errorf("scan role setting: %w", err)
		}
		list := snap.RoleSettings[role]
		replaced := false
		for i := range list {
			if list[i].Name == st.Name {
				list[i] = st
				replaced = true
			}
		}
		if !replaced {
			list = append(list, st)
		}
		snap.RoleSettings[role] = list
	}
	return rows.Err()
}

func loadFunctions(ctx context.Context, q Querier, schemas []string, snap *Snapshot) error {
	rows, err := q.Query(ctx, functionsSQL, schemas)
	if err != nil {
		return fmt.Errorf("load functions: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		f := &Function{}
		var nargs, ndefaults int
		var names, modes, types []string
		var rettype, typtype, rschema, rname string
		var variadic bool
		if err := rows.Scan(&f.OID, &f.Schema, &f.Name, &f.Volatile, &f.SetOf, &nargs, &ndefaults, &names, &modes, &types,
			&rettype, &typtype, &rschema, &rname, &variadic, &f.Comment); err != nil {
			return fmt.Errorf("scan function: %w", err)
		}
		f.ReturnType = rettype
		f.Void = rettype == "void"
		if rname != "" {
			f.ReturnRelation = &QI{rschema, rname}
			f.Composite = true
		}
		if typtype == "c" {
			f.Composite = true
		}
		var inputs []Param
		outs := 0
		for i, ty := range types {
			mode := "i"
			if i < len(modes) {
				mode = modes[i]
			}
			name := ""
			if i < len(names) {
				name = names[i]
			}
			switch mode {
			case "i", "b", "v":
				inputs = append(inputs, Param{Name: name, Type: ty, Variadic: mode == "v"})
			}
			if mode == "o" || mode == "b" || mode == "t" {
				outs++
			}
		}
		if rettype == "record" && outs > 0 {
			f.Composite = true
		}
		for i := range inputs {
			inputs[i].Required = i < len(inputs)-ndefaults
		}
		if len(inputs) == 1 && inputs[0].Name == "" {
			switch inputs[0].Type {
			case "json", "jsonb", "text", "xml", "bytea":
				f.SingleUnnamed = inputs[0].Type
			default:
				continue
			}
		} else {
			named := true
			for _, p := range inputs {
				if p.Name == "" {
					named = false
				}
			}
			if !named {
				continue
			}
		}
		f.Params = inputs
		snap.Functions[f.QI] = append(snap.Functions[f.QI], f)
	}
	return rows.Err()
}

type colRef struct {
	rel uint32
	col string
}

// buildKeysAndRelationships derives primary keys (also for views, through their lineage)
// and every relationship.
func buildKeysAndRelationships(snap *Snapshot, byOID map[uint32]*Table, cons []constraint, lineage map[uint32]map[string]colRef) {
	uniques := map[uint32][][]string{}
	for _, c := range cons {
		switch c.kind {
		case "p":
			if t, ok := byOID[c.rel]; ok {
				t.PK = c.cols
			}
			uniques[c.rel] = append(uniques[c.rel], c.cols)
		case "u":
			uniques[c.rel] = append(uniques[c.rel], c.cols)
		}
	}
	// reps lists, for a base relation, the exposed relations that show it: itself and the
	// views whose columns map to it, with the column renaming.
	type rep struct {
		t      *Table
		rename map[string]string // base column -> view column
	}
	viewsOf := map[uint32][]rep{}
	for voi, lin := range lineage {
		v := byOID[voi]
		perBase := map[uint32]map[string]string{}
		for vcol, ref := range lin {
			if perBase[ref.rel] == nil {
				perBase[ref.rel] = map[string]string{}
			}
			if _, dup := perBase[ref.rel][ref.col]; !dup {
				perBase[ref.rel][ref.col] = vcol
			}
		}
		for base, ren := range perBase {
			viewsOf[base] = append(viewsOf[base], rep{v, ren})
			if bt, ok := byOID[base]; ok && len(bt.PK) > 0 && len(v.PK) == 0 {
				if mapped, ok := mapCols(bt.PK, ren); ok {
					v.PK = mapped
				}
			}
		}
	}
	repsOf := func(oid uint32) []rep {
		var out []rep
		if t, ok := byOID[oid]; ok {
			out = append(out, rep{t, nil})
		}
		return append(out, viewsOf[oid]...)
	}
	isUnique := func(rel uint32, cols []string) bool {
		for _, u := range uniques[rel] {
			if sameSet(u, cols) {
				return true
			}
		}
		return false
	}
	add := func(r Relationship) {
		snap.Relationships[r.Table] = append(snap.Relationships[r.Table], r)
	}
	fks := []constraint{}
	for _, c := range cons {
		if c.kind == "f" {
			fks = append(fks, c)
		}
	}
	for _, c := range fks {
		oneToOne := isUnique(c.rel, c.cols)
		for _, o := range repsOf(c.rel) {
			ocols, ok := mapCols(c.cols, o.rename)
			if !ok {
				continue
			}
			for _, f := range repsOf(c.frel) {
				fcols, ok := mapCols(c.fcols, f.rename)
				if !ok {
					continue
				}
				fromView := o.t.IsView || f.t.IsView
				self := o.t.QI == f.t.QI
				card, inv := ManyToOne, OneToMany
				if oneToOne {
					card, inv = OneToOne, OneToOne
				}
				add(Relationship{Table: o.t.QI, Foreign: f.t.QI, Cardinality: card, Constraint: c.name,
					Columns: ocols, ForeignColumns: fcols, IsSelf: self, FromView: fromView, HoldsKey: true})
				add(Relationship{Table: f.t.QI, Foreign: o.t.QI, Cardinality: inv, Constraint: c.name,
					Columns: fcols, ForeignColumns: ocols, IsSelf: self, FromView: fromView})
			}
		}
	}
	// Many-to-many through junction tables whose two foreign keys are part of their PK.
	byRel := map[uint32][]constraint{}
	for _, c := range fks {
		byRel[c.rel] = append(byRel[c.rel], c)
	}
	for jrel, jfks := range byRel {
		j, ok := byOID[jrel]
		if !ok || j.IsView || len(j.PK) == 0 {
			continue
		}
		for i, a := range jfks {
			for k, b := range jfks {
				if i == k || !subset(a.cols, j.PK) || !subset(b.cols, j.PK) {
					continue
				}
				src, ok1 := byOID[a.frel]
				dst, ok2 := byOID[b.frel]
				if !ok1 || !ok2 {
					continue
				}
				add(Relationship{Table: src.QI, Foreign: dst.QI, Cardinality: ManyToMany, Constraint: b.name,
					Columns: a.fcols, ForeignColumns: b.fcols, IsSelf: src.QI == dst.QI,
					Junction: &Junction{Table: j.QI, SourceConstraint: a.name, TargetConstraint: b.name,
						SourceColumns: a.cols, SourceReferenced: a.fcols, TargetColumns: b.cols, TargetReferenced: b.fcols}})
			}
		}
	}
	for k, rs := range snap.Relationships {
		sort.SliceStable(rs, func(i, j int) bool {
			if rs[i].Foreign != rs[j].Foreign {
				return rs[i].Foreign.String() < rs[j].Foreign.String()
			}
			return rs[i].Constraint < rs[j].Constraint
		})
		snap.Relationships[k] = rs
	}
}

func mapCols(cols []string, rename map[string]string) ([]string, bool) {
	if rename == nil {
		return cols, true
	}
	out := make([]string, len(cols))
	for i, c := range cols {
		v, ok := rename[c]
		if !ok {
			return nil, false
		}
		out[i] = v
	}
	return out, true
}

func sameSet(a, b []string) bool {
	return len(a) == len(b) && subset(a, b)
}

func subset(a, b []string) bool {
	for _, x := range a {
		found := false
		for _, y := range b {
			if x == y {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// viewLineage maps each view column that is a plain reference to a base column to that
// column, reading the top-level target list of the view's _RETURN rule (pg_node_tree text).
// Chains of views are followed later through the returned map's keys being other views.
func viewLineage(action string, v *Table) map[string]colRef {
	out := map[string]colRef{}
	n, err := parseNodeTree(action)
	if err != nil {
		return out
	}
	// ev_action is a list with one Query node.
	var q *node
	if n.kind == "list" && len(n.items) > 0 {
		q = n.items[0]
	} else {
		q = n
	}
	if q == nil || q.kind != "QUERY" {
		return out
	}
	tl := q.fields["targetList"]
	if tl == nil {
		return out
	}
	for _, te := range tl.items {
		if te == nil || te.kind != "TARGETENTRY" {
			continue
		}
		name := te.atom("resname")
		tbl := te.atom("resorigtbl")
		col := te.atom("resorigcol")
		if name == "" || tbl == "" || tbl == "0" || col == "" || col == "0" {
			continue
		}
		var oid uint32
		fmt.Sscan(tbl, &oid)
		out[name] = colRef{rel: oid, col: "#" + col}
	}
	return out
}

// resolveLineage turns attnums into column names and follows chains of views down to base
// relations (a view column over another view's column maps to that view's own source).
func resolveLineage(lin map[uint32]map[string]colRef, byOID map[uint32]*Table) map[uint32]map[string]colRef {
	nameOf := func(rel uint32, ref string) (string, bool) {
		t, ok := byOID[rel]
		if !ok {
			return "", false
		}
		for _, c := range t.Columns {
			if "#"+strconv.Itoa(c.Position) == ref {
				return c.Name, true
			}
		}
		return "", false
	}
	named := map[uint32]map[string]colRef{}
	for v, cols := range lin {
		named[v] = map[string]colRef{}
		for vc, ref := range cols {
			if n, ok := nameOf(ref.rel, ref.col); ok {
				named[v][vc] = colRef{ref.rel, n}
			}
		}
	}
	out := map[uint32]map[string]colRef{}
	for v, cols := range named {
		out[v] = map[string]colRef{}
		for vc, ref := range cols {
			for i := 0; i < 32; i++ { // bounded: view chains cannot loop, but be safe
				next, ok := named[ref.rel][ref.col]
				if !ok {
					break
				}
				ref = next
			}
			out[v][vc] = ref
		}
	}
	return out
}

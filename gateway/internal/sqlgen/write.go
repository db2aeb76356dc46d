package sqlgen

import (
	"encoding/hex"
	"strings"

	"github.com/pedbook/pedbook/gateway/internal/apirequest"
	"github.com/pedbook/pedbook/gateway/internal/plan"
)

const incInserted = "pg_catalog.set_config('pgrst.inserted', (coalesce(nullif(pg_catalog.current_setting('pgrst.inserted', true), '')::int, 0) + 1)::text, true) IS NOT NULL"
const decInserted = "pg_catalog.set_config('pgrst.inserted', (coalesce(nullif(pg_catalog.current_setting('pgrst.inserted', true), '')::int, 0) - 1)::text, true) IS NOT NULL"

// Mutate generates INSERT/UPSERT/UPDATE/DELETE wrapped in the common result shape.
func Mutate(p *plan.Plan, o Options) Statement {
	b := newBuilder()
	m := p.Mutation
	t := m.Table
	alias := t.Name
	tbl := qualified(t.QI)

	returning := "1"
	switch {
	case m.Representation:
		returning = Ident(alias) + ".*"
	case m.PKReturning:
		var pk []string
		for _, c := range t.PK {
			pk = append(pk, Ident(alias)+"."+Ident(c))
		}
		returning = strings.Join(pk, ", ")
	}

	var mut string
	switch m.Kind {
	case plan.Insert:
		payload := b.bodyParam(string(m.Body))
		arr := "CASE WHEN pg_catalog.json_typeof(" + payload + "::json) = 'array' THEN " + payload + "::json ELSE pg_catalog.json_build_array(" + payload + "::json) END"
		if m.MissingDefault {
			var kv []string
			for _, c := range m.Columns {
				if c.Default != "" {
					kv = append(kv, quoteLiteral(c.Name)+", "+c.Default)
				}
			}
			if len(kv) > 0 {
				arr = "(SELECT coalesce(pg_catalog.json_agg(pg_catalog.jsonb_build_object(" + strings.Join(kv, ", ") + ") || e.value::jsonb), '[]') " +
					"FROM pg_catalog.json_array_elements(" + arr + ") AS e)"
			}
		}
		var cols, vals []string
		for _, c := range m.Columns {
			cols = append(cols, Ident(c.Name))
			vals = append(vals, Ident("pgrst_body")+"."+Ident(c.Name))
		}
		if len(cols) == 0 {
			mut = "INSERT INTO " + tbl + " AS " + Ident(alias) + " SELECT FROM pg_catalog.json_populate_recordset(NULL::" + tbl + ", " + arr + ") AS " + Ident("pgrst_body")
		} else {
			mut = "INSERT INTO " + tbl + " AS " + Ident(alias) + " (" + strings.Join(cols, ", ") + ") SELECT " + strings.Join(vals, ", ") +
				" FROM pg_catalog.json_populate_recordset(NULL::" + tbl + ", " + arr + ") AS " + Ident("pgrst_body")
		}
		if m.Resolution == "merge-duplicates" {
			mut += " WHERE " + incInserted
		}
		if m.Resolution != "" {
			var target []string
			for _, c := range m.OnConflict {
				target = append(target, Ident(c))
			}
			mut += " ON CONFLICT (" + strings.Join(target, ", ") + ")"
			if m.Resolution == "ignore-duplicates" || len(m.Columns) == 0 {
				mut += " DO NOTHING"
			} else {
				var sets []string
				for _, c := range m.Columns {
					sets = append(sets, Ident(c.Name)+" = EXCLUDED."+Ident(c.Name))
				}
				mut += " DO UPDATE SET " + strings.Join(sets, ", ") + " WHERE " + decInserted
			}
		}
		mut += " RETURNING " + returning
	case plan.Update:
		if len(m.Columns) == 0 {
			mut = "SELECT " + returning + " FROM " + tbl + " AS " + Ident(alias) + " WHERE false"
			break
		}
		payload := b.bodyParam(string(m.Body))
		obj := "CASE WHEN pg_catalog.json_typeof(" + payload + "::json) = 'array' THEN " + payload + "::json->0 ELSE " + payload + "::json END"
		var sets []string
		for _, c := range m.Columns {
			sets = append(sets, Ident(c.Name)+" = "+Ident("pgrst_body")+"."+Ident(c.Name))
		}
		mut = "UPDATE " + tbl + " AS " + Ident(alias) + " SET " + strings.Join(sets, ", ") +
			" FROM (SELECT * FROM pg_catalog.json_populate_record(NULL::" + tbl + ", " + obj + ")) AS " + Ident("pgrst_body")
		if w := b.where(m.Where, alias); w != "" {
			mut += " WHERE " + w
		}
		mut += " RETURNING " + returning
	case plan.Delete:
		mut = "DELETE FROM " + tbl + " AS " + Ident(alias)
		if w := b.where(m.Where, alias); w != "" {
			mut += " WHERE " + w
		}
		mut += " RETURNING " + returning
	}

	with := "WITH pgrst_source AS (" + mut + ") "
	src := Ident("pgrst_source") + " AS " + Ident(alias)
	var inner string
	switch {
	case m.Representation:
		inner = b.level(p.Read, alias, src, nil, false)
	case m.PKReturning:
		var pk []string
		for _, c := range t.PK {
			pk = append(pk, Ident(alias)+"."+Ident(c))
		}
		inner = "SELECT " + strings.Join(pk, ", ") + " FROM " + src
	default:
		inner = "SELECT 1 FROM " + src
	}
	total := "NULL::bigint"
	if o.Count != "" {
		total = "(SELECT pg_catalog.count(*) FROM pgrst_source)"
	}
	body := "''"
	if m.Representation {
		body = bodyExpr(o)
	}
	return Statement{SQL: b.outer(with, total, inner, body, m.PKReturning), Args: b.args, BodyArg: b.bodyArg}
}

func (b *builder) where(conds []plan.Cond, alias string) string {
	var parts []string
	for _, c := range conds {
		parts = append(parts, b.cond(c, alias))
	}
	return strings.Join(parts, " AND ")
}

func quoteLiteral(s string) string {
	return "'" + strings.ReplaceAll(s, "'", "''") + "'"
}

// Call generates an RPC.
func Call(p *plan.Plan, o Options) Statement {
	b := newBuilder()
	c := p.Call
	f := c.Function
	fn := qualified(f.QI)
	var args []string
	from := ""
	switch {
	case c.RawBody && f.Params[0].Type == "bytea":
		// any bytes: sent as bytea's hex text form (a text parameter cannot hold NUL)
		args = append(args, b.param(`\x`+hex.EncodeToString(c.Body))+"::bytea") // not the body as sent: never replaced
	case c.RawBody:
		args = append(args, b.bodyParam(string(c.Body))+"::"+f.Params[0].Type)
	case p.ReadOnly && len(c.ArgValues) > 0 && p.Req.Method != "POST":
		for i, prm := range c.Args {
			args = append(args, Ident(prm.Name)+" := "+b.param(c.ArgValues[i])+"::"+prm.Type)
		}
	case len(c.Args) > 0:
		var defs []string
		for _, prm := range c.Args {
			defs = append(defs, Ident(prm.Name)+" "+prm.Type)
			args = append(args, Ident(prm.Name)+" := "+Ident("pgrst_args")+"."+Ident(prm.Name))
		}
		from = " FROM pg_catalog.json_to_record(" + b.bodyParam(string(c.Body)) + "::json) AS " + Ident("pgrst_args") + "(" + strings.Join(defs, ", ") + ")"
	}
	call := fn + "(" + strings.Join(args, ", ") + ")"
	var src string
	if c.Scalar {
		src = "SELECT " + call + " AS pgrst_scalar" + from
	} else if from != "" {
		src = "SELECT " + Ident("pgrst_call") + ".*" + from + ", LATERAL " + call + " AS " + Ident("pgrst_call")
	} else {
		src = "SELECT " + Ident("pgrst_call") + ".* FROM " + call + " AS " + Ident("pgrst_call")
	}
	with := "WITH pgrst_source AS (" + src + ") "
	var inner string
	if c.Scalar {
		inner = "SELECT * FROM pgrst_source"
	} else {
		r := p.Read
		inner = b.level(r, r.Name, Ident("pgrst_source")+" AS "+Ident(r.Name), nil, false)
	}
	total := "NULL::bigint"
	if o.Count != "" {
		if c.Scalar {
			total = "(SELECT pg_catalog.count(*) FROM pgrst_source)"
		} else {
			total = "(SELECT pg_catalog.count(*) FROM (" + b.level(p.Read, p.Read.Name, Ident("pgrst_source")+" AS "+Ident(p.Read.Name), nil, true) + ") AS _postgrest_c)"
		}
	}
	body := bodyExpr(o)
	switch {
	case o.Head:
	case f.Void:
		body = "''"
	case c.Scalar && f.SetOf && o.Media != apirequest.MediaCSV:
		body = "coalesce(pg_catalog.json_agg(_postgrest_t.pgrst_scalar)::text, '[]')"
	case c.Scalar && o.Media != apirequest.MediaCSV:
		body = "coalesce((pg_catalog.json_agg(_postgrest_t.pgrst_scalar)->0)::text, 'null')"
	case !f.SetOf && o.Media == apirequest.MediaJSON:
		body = bodyExpr(Options{Media: apirequest.MediaObject, StripNulls: o.StripNulls})
	}
	stmt := b.outer(with, total, inner, body, false)
	return Statement{SQL: stmt, Args: b.args, BodyArg: b.bodyArg}
}

package typegen

import (
	"encoding/json"
	"regexp"
	"strings"
)

// baseTypes maps PostgreSQL base and pseudo types (by pg_type.typname) to TypeScript as
// postgres-meta's pgTypeToTsType does; any other base type (tsvector, point, …) is unknown.
var baseTypes = map[string]string{
	"bool": "boolean",
	"int2": "number", "int4": "number", "int8": "number",
	"float4": "number", "float8": "number", "numeric": "number",
	"bytea": "string", "bpchar": "string", "varchar": "string", "text": "string", "citext": "string",
	"date": "string", "time": "string", "timetz": "string", "timestamp": "string", "timestamptz": "string",
	"interval": "string", "uuid": "string", "vector": "string",
	"json": "Json", "jsonb": "Json",
	"void":   "undefined",
	"record": "Record<string, unknown>",
}

// tsType is the TypeScript type of values of the PostgreSQL type oid. Types of exposed
// schemas are referred to by name (Database["public"]["Enums"]["x"]); an enum of another
// schema is spelled out as its union, other types of other schemas are unknown.
func (cat *Catalog) tsType(oid uint32) string {
	for depth := 0; depth < 16; depth++ {
		t := cat.types[oid]
		if t == nil {
			return "unknown"
		}
		if t.Kind != "d" {
			break
		}
		oid = t.Base // a domain is its base type
	}
	t := cat.types[oid]
	if t == nil || t.Kind == "d" {
		return "unknown"
	}
	if t.Elem != 0 {
		inner := cat.tsType(t.Elem)
		if strings.Contains(inner, "|") {
			inner = "(" + inner + ")"
		}
		return inner + "[]"
	}
	switch t.Kind {
	case "b", "p":
		if ts, ok := baseTypes[t.Name]; ok {
			return ts
		}
	case "e":
		if cat.exposed(t.Schema) {
			return "Database[" + lit(t.Schema) + "][\"Enums\"][" + lit(t.Name) + "]"
		}
		return union(t.Labels)
	case "c":
		if !cat.exposed(t.Schema) {
			return "unknown"
		}
		switch t.RelKind {
		case "c":
			return "Database[" + lit(t.Schema) + "][\"CompositeTypes\"][" + lit(t.Name) + "]"
		case "r", "p", "f":
			return "Database[" + lit(t.Schema) + "][\"Tables\"][" + lit(t.Name) + "][\"Row\"]"
		case "v", "m":
			return "Database[" + lit(t.Schema) + "][\"Views\"][" + lit(t.Name) + "][\"Row\"]"
		}
	}
	return "unknown"
}

// rowRelation returns the relation whose row type oid is, when it is a table or view of an
// exposed schema.
func (cat *Catalog) rowRelation(oid uint32) (*Relation, bool) {
	t := cat.types[oid]
	if t == nil || t.Kind != "c" || t.RelKind == "c" || t.RelKind == "" {
		return nil, false
	}
	for _, s := range cat.Schemas {
		if s.Name != t.Schema {
			continue
		}
		for _, r := range append(append([]*Relation{}, s.Tables...), s.Views...) {
			if r.OID == t.Rel {
				return r, true
			}
		}
	}
	return nil, false
}

func (cat *Catalog) exposed(schema string) bool {
	for _, s := range cat.Schemas {
		if s.Name == schema {
			return true
		}
	}
	return false
}

// nullable adds null to a type that does not already hold it.
func nullable(ts string, isNullable bool) string {
	if !isNullable || ts == "unknown" {
		return ts
	}
	return ts + " | null"
}

func union(labels []string) string {
	if len(labels) == 0 {
		return "never"
	}
	parts := make([]string, len(labels))
	for i, l := range labels {
		parts[i] = lit(l)
	}
	return strings.Join(parts, " | ")
}

// lit is a TypeScript string literal (JSON's spelling is valid TypeScript).
func lit(s string) string {
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s) // a string always encodes
	return strings.TrimSuffix(b.String(), "\n")
}

var identifier = regexp.MustCompile(`^[A-Za-z_$][A-Za-z0-9_$]*$`)

// key is an object type's property name: bare when it is an identifier, quoted otherwise.
func key(s string) string {
	if identifier.MatchString(s) {
		return s
	}
	return lit(s)
}

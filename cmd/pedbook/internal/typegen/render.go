package typegen

import (
	_ "embed"
	"fmt"
	"io"
	"strings"
)

// A small tree of TypeScript object types, rendered with two-space indentation.
type (
	tsObj struct {
		fields []field
		suffix string // "[]" for an array of the object, " | null" for a nullable one
	}
	field struct {
		key string // already quoted where needed, with "?" when optional
		val any    // string, *tsObj, tsList or tsUnion
	}
	tsList  []*tsObj // a tuple of objects (Relationships)
	tsUnion []*tsObj // overloads of one function
)

func (o *tsObj) add(key string, val any) { o.fields = append(o.fields, field{key, val}) }

// neverObj is the type of an empty map: no key at all.
func neverObj() *tsObj { return &tsObj{fields: []field{{"[_ in never]", "never"}}} }

func writeVal(b *strings.Builder, indent int, v any) {
	pad := strings.Repeat("  ", indent)
	switch v := v.(type) {
	case string:
		b.WriteString(v)
	case *tsObj:
		b.WriteString("{\n")
		for _, f := range v.fields {
			writeField(b, indent+1, f)
		}
		b.WriteString(pad + "}" + v.suffix)
	case tsList:
		if len(v) == 0 {
			b.WriteString("[]")
			return
		}
		b.WriteString("[\n")
		for _, o := range v {
			b.WriteString(pad + "  ")
			writeVal(b, indent+1, o)
			b.WriteString(",\n")
		}
		b.WriteString(pad + "]")
	case tsUnion:
		for i, o := range v {
			if i > 0 {
				b.WriteString("\n")
			}
			b.WriteString(pad + "| ")
			writeVal(b, indent+1, o)
		}
	default:
		panic(fmt.Sprintf("typegen: cannot render %T", v))
	}
}

func writeField(b *strings.Builder, indent int, f field) {
	b.WriteString(strings.Repeat("  ", indent) + f.key + ":")
	if u, ok := f.val.(tsUnion); ok && len(u) > 1 {
		b.WriteString("\n")
		writeVal(b, indent+1, u)
	} else {
		if ok {
			f.val = u[0]
		}
		b.WriteString(" ")
		writeVal(b, indent, f.val)
	}
	b.WriteString("\n")
}

// Write renders the catalog as a TypeScript module.
func Write(w io.Writer, cat *Catalog) error {
	db := &tsObj{}
	for _, s := range cat.Schemas {
		db.add(key(s.Name), cat.schemaType(s))
	}
	if len(db.fields) == 0 {
		db = neverObj()
	}
	var b strings.Builder
	writeVal(&b, 0, db)
	def := "public"
	if len(cat.Schemas) > 0 {
		def = cat.Schemas[0].Name
	}
	out := strings.NewReplacer("{{DATABASE}}", b.String(), "{{DEFAULT_SCHEMA}}", lit(def), "{{CONSTANTS}}", cat.constants()).Replace(module)
	_, err := io.WriteString(w, out)
	return err
}

func (cat *Catalog) schemaType(s *Schema) *tsObj {
	computed := map[uint32][]*Function{} // computed fields by the relation they take a row of
	var callable []*Function
	for _, f := range s.Functions {
		if !cat.callable(f) {
			continue
		}
		callable = append(callable, f)
		if in := f.inArgs(); len(in) == 1 && in[0].Name == "" {
			if r, ok := cat.rowRelation(in[0].Type); ok {
				computed[r.OID] = append(computed[r.OID], f)
			}
		}
	}
	out := &tsObj{}
	tables := &tsObj{}
	for _, t := range s.Tables {
		tables.add(key(t.Name), cat.tableType(t, computed[t.OID]))
	}
	views := &tsObj{}
	for _, v := range s.Views {
		views.add(key(v.Name), cat.viewType(v, computed[v.OID]))
	}
	fns := &tsObj{}
	for i := 0; i < len(callable); {
		j := i
		var overloads tsUnion
		for ; j < len(callable) && callable[j].Name == callable[i].Name; j++ {
			overloads = append(overloads, cat.functionType(s, callable[j]))
		}
		fns.add(key(callable[i].Name), overloads)
		i = j
	}
	enums := &tsObj{}
	for _, e := range s.Enums {
		enums.add(key(e.Name), union(e.Labels))
	}
	composites := &tsObj{}
	for _, c := range s.Composites {
		o := &tsObj{}
		for _, a := range c.Attrs {
			o.add(key(a.Name), nullable(cat.tsType(a.Type), true))
		}
		composites.add(key(c.Name), o)
	}
	for _, part := range []struct {
		name string
		obj  *tsObj
	}{{"Tables", tables}, {"Views", views}, {"Functions", fns}, {"Enums", enums}, {"CompositeTypes", composites}} {
		if len(part.obj.fields) == 0 {
			part.obj = neverObj()
		}
		out.add(part.name, part.obj)
	}
	return out
}

// rowType is a relation's Row: its columns, then its computed fields.
func (cat *Catalog) rowType(r *Relation, computed []*Function) *tsObj {
	row := &tsObj{}
	for _, c := range r.Columns {
		row.add(key(c.Name), nullable(cat.tsType(c.Type), c.Nullable))
	}
	for _, f := range computed {
		switch t := cat.returnType(f).(type) {
		case *tsObj:
			t.suffix = " | null"
			row.add(key(f.Name), t)
		case string:
			row.add(key(f.Name), nullable(t, true))
		}
	}
	return row
}

func relationships(r *Relation) tsList {
	out := tsList{}
	for _, fk := range r.Relationships {
		o := &tsObj{}
		o.add("foreignKeyName", lit(fk.Constraint))
		o.add("columns", litList(fk.Columns))
		o.add("isOneToOne", fmt.Sprint(fk.OneToOne))
		o.add("referencedRelation", lit(fk.ReferencedRelation))
		o.add("referencedColumns", litList(fk.ReferencedColumns))
		out = append(out, o)
	}
	return out
}

func litList(ss []string) string {
	parts := make([]string, len(ss))
	for i, s := range ss {
		parts[i] = lit(s)
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// tableType: Insert makes optional what the database fills in (nullable, default,
// identity) and refuses what it always computes (GENERATED ALWAYS identity, generated
// columns); Update makes everything optional.
func (cat *Catalog) tableType(t *Relation, computed []*Function) *tsObj {
	ins, upd := &tsObj{}, &tsObj{}
	for _, c := range t.Columns {
		ts := nullable(cat.tsType(c.Type), c.Nullable)
		if c.Identity == "a" || c.Generated {
			ins.add(key(c.Name)+"?", "never")
			upd.add(key(c.Name)+"?", "never")
			continue
		}
		k := key(c.Name)
		if c.Nullable || c.HasDefault || c.Identity != "" {
			k += "?"
		}
		ins.add(k, ts)
		upd.add(key(c.Name)+"?", ts)
	}
	o := &tsObj{}
	o.add("Row", cat.rowType(t, computed))
	o.add("Insert", ins)
	o.add("Update", upd)
	o.add("Relationships", relationships(t))
	return o
}

// viewType: an updatable view also takes Insert and Update, every column optional and
// nullable (a view says nothing of defaults), the ones it cannot write refused.
func (cat *Catalog) viewType(v *Relation, computed []*Function) *tsObj {
	o := &tsObj{}
	o.add("Row", cat.rowType(v, computed))
	if v.Updatable {
		ins, upd := &tsObj{}, &tsObj{}
		for _, c := range v.Columns {
			ts := "never"
			if c.Updatable {
				ts = nullable(cat.tsType(c.Type), true)
			}
			ins.add(key(c.Name)+"?", ts)
			upd.add(key(c.Name)+"?", ts)
		}
		o.add("Insert", ins)
		o.add("Update", upd)
	}
	o.add("Relationships", relationships(v))
	return o
}

// callable reports whether PostgREST can call f through /rpc: every argument named, or the
// unnamed ones defaulted json/jsonb/text, or a single unnamed json/jsonb/text or row argument.
func (cat *Catalog) callable(f *Function) bool {
	in := f.inArgs()
	unnamedOK := true
	for _, a := range in {
		if a.Name == "" && !(a.HasDefault && cat.bodyType(a.Type)) {
			unnamedOK = false
		}
	}
	if unnamedOK {
		return true
	}
	if len(in) == 1 && in[0].Name == "" {
		if cat.bodyType(in[0].Type) {
			return true
		}
		t := cat.types[in[0].Type]
		return t != nil && t.Kind == "c" && t.Rel != 0
	}
	return false
}

// bodyType: the types a single unnamed argument may have (the whole request body).
func (cat *Catalog) bodyType(oid uint32) bool {
	t := cat.types[oid]
	return t != nil && t.Schema == "pg_catalog" && (t.Name == "json" || t.Name == "jsonb" || t.Name == "text")
}

// returnName is the relation (or composite type) name rpc() results can be sub-selected
// as, or "".
func (cat *Catalog) returnName(f *Function) string {
	if r, ok := cat.rowRelation(f.ReturnType); ok {
		return r.Name
	}
	if t := cat.types[f.ReturnType]; t != nil && t.Kind == "c" && t.Rel != 0 {
		return t.Name
	}
	return ""
}

// returnType is the type of one result row: RETURNS TABLE's columns, a relation's row
// (all of its columns, as the function returns them), or the mapped return type.
func (cat *Catalog) returnType(f *Function) any {
	var cols []Arg
	for _, a := range f.Args {
		if a.Mode == "t" {
			cols = append(cols, a)
		}
	}
	if len(cols) > 0 {
		sortArgs(cols)
		o := &tsObj{}
		for _, a := range cols {
			o.add(key(a.Name), cat.tsType(a.Type))
		}
		return o
	}
	if r, ok := cat.rowRelation(f.ReturnType); ok && r.Schema == f.Schema {
		return cat.rowType(r, nil)
	}
	return cat.tsType(f.ReturnType)
}

func sortArgs(as []Arg) {
	for i := 1; i < len(as); i++ {
		for j := i; j > 0 && as[j].Name < as[j-1].Name; j-- {
			as[j], as[j-1] = as[j-1], as[j]
		}
	}
}

func (cat *Catalog) functionType(s *Schema, f *Function) *tsObj {
	o := &tsObj{}
	in := f.inArgs()
	if len(in) == 0 {
		o.add("Args", "never")
	} else {
		args := &tsObj{}
		for _, a := range in {
			k := key(a.Name)
			if a.HasDefault {
				k += "?"
			}
			args.add(k, cat.tsType(a.Type))
		}
		o.add("Args", args)
	}
	ret := cat.returnType(f)
	name := cat.returnName(f)
	multi := f.SetOf && f.Rows > 1
	rowArg := len(in) == 1 && in[0].Name == "" && !cat.bodyType(in[0].Type)
	if rowArg && name == "" {
		// A computed field: it takes a row and returns a scalar, so it is selected as a
		// column of that relation, never called through rpc().
		ret = "{ error: true } & " + lit(fmt.Sprintf("%s.%s takes one unnamed row argument and returns no relation's rows: select it as a computed column of that relation", s.Name, f.Name))
	} else if f.SetOf && (multi || name == "") {
		switch r := ret.(type) {
		case *tsObj:
			r.suffix = "[]"
		case string:
			if strings.Contains(r, "|") {
				r = "(" + r + ")"
			}
			ret = r + "[]"
		}
	}
	o.add("Returns", ret)
	if name != "" {
		from := "*"
		if rowArg {
			from = cat.types[in[0].Type].Name
		}
		so := &tsObj{}
		so.add("from", lit(from))
		so.add("to", lit(name))
		so.add("isOneToOne", fmt.Sprint(!multi))
		so.add("isSetofReturn", fmt.Sprint(f.SetOf))
		o.add("SetofOptions", so)
	}
	return o
}

func (cat *Catalog) constants() string {
	var b strings.Builder
	b.WriteString("\nexport const Constants = {\n")
	for _, s := range cat.Schemas {
		b.WriteString("  " + key(s.Name) + ": {\n")
		if len(s.Enums) == 0 {
			b.WriteString("    Enums: {},\n")
		} else {
			b.WriteString("    Enums: {\n")
			for _, e := range s.Enums {
				b.WriteString("      " + key(e.Name) + ": " + litList(e.Labels) + ",\n")
			}
			b.WriteString("    },\n")
		}
		b.WriteString("  },\n")
	}
	b.WriteString("} as const\n")
	return b.String()
}

// module is the generated file around the Database type: the Json type, the shortcuts
// Supabase's generated file offers (Tables<"t">, TablesInsert<"t">, TablesUpdate<"t">,
// Enums<"e">, CompositeTypes<"c">, each also taking { schema: "s" } and a name in it, for the
// default schema {{DEFAULT_SCHEMA}}) and Constants.
//
//go:embed database.types.ts.tmpl
var module string

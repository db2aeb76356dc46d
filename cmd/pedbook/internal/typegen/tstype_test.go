package typegen

import (
	"strings"
	"testing"
)

// testCatalog is a catalog without a database: a few pg_catalog types and some of schema
// public (exposed) and schema other (not exposed).
func testCatalog() *Catalog {
	cat := &Catalog{Schemas: []*Schema{{Name: "public"}}, types: map[uint32]*pgType{}}
	base := map[uint32]string{16: "bool", 20: "int8", 21: "int2", 23: "int4", 25: "text", 114: "json", 700: "float4",
		1043: "varchar", 1082: "date", 1184: "timestamptz", 1700: "numeric", 2950: "uuid", 3614: "tsvector", 3802: "jsonb"}
	for oid, name := range base {
		cat.types[oid] = &pgType{OID: oid, Schema: "pg_catalog", Name: name, Kind: "b"}
	}
	for _, t := range []*pgType{
		{OID: 1009, Schema: "pg_catalog", Name: "_text", Kind: "b", Elem: 25},
		{OID: 2249, Schema: "pg_catalog", Name: "record", Kind: "p"},
		{OID: 2278, Schema: "pg_catalog", Name: "void", Kind: "p"},
		{OID: 2951, Schema: "pg_catalog", Name: "_uuid", Kind: "b", Elem: 2950},
		{OID: 3904, Schema: "pg_catalog", Name: "int4range", Kind: "r"},
		{OID: 9001, Schema: "public", Name: "mood", Kind: "e", Labels: []string{"feliz", "triste"}},
		{OID: 9002, Schema: "public", Name: "_mood", Kind: "b", Elem: 9001},
		{OID: 9003, Schema: "other", Name: "level", Kind: "e", Labels: []string{"V", "S"}},
		{OID: 9004, Schema: "other", Name: "_level", Kind: "b", Elem: 9003},
		{OID: 9005, Schema: "public", Name: "positive", Kind: "d", Base: 23},
		{OID: 9006, Schema: "public", Name: "dose", Kind: "c", Rel: 8006, RelKind: "c"},
		{OID: 9007, Schema: "public", Name: "notes", Kind: "c", Rel: 8007, RelKind: "r"},
		{OID: 9008, Schema: "public", Name: "notes_view", Kind: "c", Rel: 8008, RelKind: "v"},
		{OID: 9009, Schema: "other", Name: "secret", Kind: "c", Rel: 8009, RelKind: "c"},
		{OID: 9010, Schema: "public", Name: "_dose", Kind: "b", Elem: 9006},
	} {
		cat.types[t.OID] = t
	}
	return cat
}

func TestTSType(t *testing.T) {
	cat := testCatalog()
	for _, tc := range []struct {
		name string
		oid  uint32
		want string
	}{
		{"int4", 23, "number"},
		{"int2", 21, "number"},
		{"bigint", 20, "number"},
		{"float4", 700, "number"},
		{"numeric", 1700, "number"},
		{"text", 25, "string"},
		{"varchar", 1043, "string"},
		{"uuid", 2950, "string"},
		{"date", 1082, "string"},
		{"timestamptz", 1184, "string"},
		{"json", 114, "Json"},
		{"jsonb", 3802, "Json"},
		{"bool", 16, "boolean"},
		{"void", 2278, "undefined"},
		{"record", 2249, "Record<string, unknown>"},
		{"text[]", 1009, "string[]"},
		{"uuid[]", 2951, "string[]"},
		{"tsvector (not mapped)", 3614, "unknown"},
		{"range (not mapped)", 3904, "unknown"},
		{"enum of an exposed schema", 9001, `Database["public"]["Enums"]["mood"]`},
		{"array of such an enum", 9002, `Database["public"]["Enums"]["mood"][]`},
		{"enum of another schema: its union", 9003, `"V" | "S"`},
		{"array of that union", 9004, `("V" | "S")[]`},
		{"domain: its base type", 9005, "number"},
		{"composite type", 9006, `Database["public"]["CompositeTypes"]["dose"]`},
		{"array of a composite type", 9010, `Database["public"]["CompositeTypes"]["dose"][]`},
		{"table row type", 9007, `Database["public"]["Tables"]["notes"]["Row"]`},
		{"view row type", 9008, `Database["public"]["Views"]["notes_view"]["Row"]`},
		{"composite type of another schema", 9009, "unknown"},
		{"unknown oid", 12345, "unknown"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := cat.tsType(tc.oid); got != tc.want {
				t.Errorf("tsType(%d) = %s, want %s", tc.oid, got, tc.want)
			}
		})
	}
}

func TestKeyAndLiteral(t *testing.T) {
	for _, tc := range []struct{ in, key, lit string }{
		{"id", "id", `"id"`},
		{"_x$1", "_x$1", `"_x$1"`},
		{"1st", `"1st"`, `"1st"`},
		{"com espaço", `"com espaço"`, `"com espaço"`},
		{`a"b`, `"a\"b"`, `"a\"b"`},
		{"<tag>&", `"<tag>&"`, `"<tag>&"`},
	} {
		if got := key(tc.in); got != tc.key {
			t.Errorf("key(%q) = %s, want %s", tc.in, got, tc.key)
		}
		if got := lit(tc.in); got != tc.lit {
			t.Errorf("lit(%q) = %s, want %s", tc.in, got, tc.lit)
		}
	}
}

// generate renders cat.
func generate(t *testing.T, cat *Catalog) string {
	t.Helper()
	var b strings.Builder
	if err := Write(&b, cat); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// render returns the text between "export type Database" and the helper types.
func render(t *testing.T, cat *Catalog) string {
	t.Helper()
	s := generate(t, cat)
	start := strings.Index(s, "export type Database")
	end := strings.Index(s, "type DatabaseWithoutInternals")
	if start < 0 || end < start {
		t.Fatalf("unexpected output:\n%s", s)
	}
	return s[start:end]
}

func TestWriteTableInsertUpdate(t *testing.T) {
	cat := testCatalog()
	cat.Schemas[0].Tables = []*Relation{{OID: 8007, Schema: "public", Name: "notes", Kind: "r", Columns: []*Column{
		{Name: "body", Type: 25},
		{Name: "id", Type: 20, Identity: "a"},
		{Name: "seq", Type: 20, Identity: "d"},
		{Name: "created_at", Type: 1184, HasDefault: true},
		{Name: "mood", Type: 9001, Nullable: true},
		{Name: "search", Type: 3614, Nullable: true, Generated: true, HasDefault: true},
	}}}
	got := render(t, cat)
	for _, want := range []string{
		"      notes: {\n        Row: {\n          body: string\n          id: number\n          seq: number\n          created_at: string\n" +
			"          mood: Database[\"public\"][\"Enums\"][\"mood\"] | null\n          search: unknown\n        }\n",
		"        Insert: {\n          body: string\n          id?: never\n          seq?: number\n          created_at?: string\n" +
			"          mood?: Database[\"public\"][\"Enums\"][\"mood\"] | null\n          search?: never\n        }\n",
		"        Update: {\n          body?: string\n          id?: never\n          seq?: number\n          created_at?: string\n" +
			"          mood?: Database[\"public\"][\"Enums\"][\"mood\"] | null\n          search?: never\n        }\n",
		"        Relationships: []\n",
		"    Views: {\n      [_ in never]: never\n    }\n",
		"    Functions: {\n      [_ in never]: never\n    }\n",
		"    Enums: {\n      [_ in never]: never\n    }\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks\n%s\nin\n%s", want, got)
		}
	}
}

func TestWriteFunctions(t *testing.T) {
	cat := testCatalog()
	s := cat.Schemas[0]
	s.Tables = []*Relation{{OID: 8007, Schema: "public", Name: "notes", Kind: "r", Columns: []*Column{{Name: "id", Type: 20}}}}
	s.Functions = []*Function{
		{Name: "always", ReturnType: 16},
		{Name: "daily", Args: []Arg{{Name: "days", Mode: "i", Type: 23, HasDefault: true}, {Name: "day", Mode: "t", Type: 1082}, {Name: "n", Mode: "t", Type: 20}},
			ReturnType: 2249, SetOf: true, Rows: 1000},
		{Name: "ids", Args: []Arg{{Name: "q", Mode: "i", Type: 25}}, ReturnType: 23, SetOf: true, Rows: 1000},
		{Schema: "public", Name: "note", Args: []Arg{{Name: "id", Mode: "i", Type: 20}}, ReturnType: 9007},
		{Schema: "public", Name: "notes_of", Args: []Arg{{Name: "tag", Mode: "i", Type: 25}}, ReturnType: 9007, SetOf: true, Rows: 1000},
		{Name: "over", Arguments: "a integer", Args: []Arg{{Name: "a", Mode: "i", Type: 23}}, ReturnType: 23},
		{Name: "over", Arguments: "a text", Args: []Arg{{Name: "a", Mode: "i", Type: 25}}, ReturnType: 25},
		{Name: "unnamed_int", Args: []Arg{{Mode: "i", Type: 23}}, ReturnType: 23},
	}
	got := render(t, cat)
	for _, want := range []string{
		"      always: {\n        Args: never\n        Returns: boolean\n      }\n",
		"      daily: {\n        Args: {\n          days?: number\n        }\n        Returns: {\n          day: string\n          n: number\n        }[]\n      }\n",
		"      ids: {\n        Args: {\n          q: string\n        }\n        Returns: number[]\n      }\n",
		"      note: {\n        Args: {\n          id: number\n        }\n        Returns: {\n          id: number\n        }\n" +
			"        SetofOptions: {\n          from: \"*\"\n          to: \"notes\"\n          isOneToOne: true\n          isSetofReturn: false\n        }\n      }\n",
		"        Returns: {\n          id: number\n        }[]\n        SetofOptions: {\n          from: \"*\"\n          to: \"notes\"\n          isOneToOne: false\n          isSetofReturn: true\n        }\n",
		"      over:\n        | {\n            Args: {\n              a: number\n            }\n            Returns: number\n          }\n" +
			"        | {\n            Args: {\n              a: string\n            }\n            Returns: string\n          }\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks\n%s\nin\n%s", want, got)
		}
	}
	if strings.Contains(got, "unnamed_int") {
		t.Errorf("a function with one unnamed integer argument cannot be called through /rpc, yet it is listed:\n%s", got)
	}
}

func TestWriteViewsAndConstants(t *testing.T) {
	cat := testCatalog()
	s := cat.Schemas[0]
	s.Views = []*Relation{
		{OID: 8008, Schema: "public", Name: "notes_view", Kind: "v", Updatable: true, Columns: []*Column{
			{Name: "id", Type: 20, Nullable: true, Updatable: true},
			{Name: "label", Type: 25, Nullable: true},
		}},
		{OID: 8010, Schema: "public", Name: "totals", Kind: "v", Columns: []*Column{{Name: "n", Type: 20, Nullable: true}}},
	}
	s.Enums = []*pgType{cat.types[9001]}
	s.Composites = []*pgType{{Schema: "public", Name: "dose", Kind: "c", Attrs: []Arg{{Name: "amount", Type: 1700}, {Name: "unit", Type: 9001}}}}
	got := generate(t, cat)
	for _, want := range []string{
		"      notes_view: {\n        Row: {\n          id: number | null\n          label: string | null\n        }\n" +
			"        Insert: {\n          id?: number | null\n          label?: never\n        }\n" +
			"        Update: {\n          id?: number | null\n          label?: never\n        }\n        Relationships: []\n",
		"      totals: {\n        Row: {\n          n: number | null\n        }\n        Relationships: []\n",
		"    Enums: {\n      mood: \"feliz\" | \"triste\"\n    }\n",
		"    CompositeTypes: {\n      dose: {\n          amount: number | null\n", // indentation checked below
		"export const Constants = {\n  public: {\n    Enums: {\n      mood: [\"feliz\", \"triste\"],\n    },\n  },\n} as const\n",
		`type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]`,
	} {
		if strings.HasPrefix(want, "    CompositeTypes") {
			want = "    CompositeTypes: {\n      dose: {\n        amount: number | null\n        unit: Database[\"public\"][\"Enums\"][\"mood\"] | null\n      }\n    }\n"
		}
		if !strings.Contains(got, want) {
			t.Errorf("output lacks\n%s\nin\n%s", want, got)
		}
	}
}

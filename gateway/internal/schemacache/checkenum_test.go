package schemacache

import (
	"slices"
	"testing"
)

func TestCheckEnum(t *testing.T) {
	tests := []struct {
		def, col string
		want     []string
	}{
		{`CHECK ((calendar = ANY (ARRAY['PNI'::text, 'SBP'::text])))`, "calendar", []string{"PNI", "SBP"}},
		{`CHECK (((route IS NULL) OR (route = ANY (ARRAY['VO'::text, 'IV'::text, 'inalatória'::text]))))`, "route", []string{"VO", "IV", "inalatória"}},
		{`CHECK (((status)::text = ANY ((ARRAY['a'::character varying, 'b'::character varying])::text[])))`, "status", []string{"a", "b"}},
		{`CHECK ((format_type = 'markdown'::text))`, "format_type", []string{"markdown"}},
		{`CHECK (("Weird Col" = ANY (ARRAY['it''s'::text, 'x, y'::text])))`, "Weird Col", []string{"it's", "x, y"}},
		{`CHECK ((classification = ANY (ARRAY['+'::text, '*'::text])))`, "classification", []string{"+", "*"}},
		// not lists: no choices offered
		{`CHECK ((sex = ANY (ARRAY[1, 2])))`, "sex", nil},
		{`CHECK ((dose > (0)::numeric))`, "dose", nil},
		{`CHECK ((calendar = ANY (ARRAY['PNI'::text, 'SBP'::text])))`, "other", nil},
		{`CHECK (((a = 'x'::text) OR (a = 'y'::text)))`, "a", nil},
		{`CHECK ((lower(name) = ANY (ARRAY['a'::text])))`, "name", nil},
		{`CHECK ((a = ANY (ARRAY['x'::text])) AND (a <> ''::text))`, "a", nil},
		{`CHECK ((status = ANY (ARRAY['a'::text]))) NOT VALID`, "status", nil},
		{`CHECK ((char_length(slug) < 100))`, "slug", nil},
		{`UNIQUE (a)`, "a", nil},
		{``, "a", nil},
	}
	for _, tt := range tests {
		got, ok := CheckEnum(tt.def, tt.col)
		if ok != (tt.want != nil) || !slices.Equal(got, tt.want) {
			t.Errorf("CheckEnum(%q, %q) = %q, %v; want %q", tt.def, tt.col, got, ok, tt.want)
		}
	}
}

func FuzzCheckEnum(f *testing.F) {
	f.Add(`CHECK ((calendar = ANY (ARRAY['PNI'::text, 'SBP'::text])))`, "calendar")
	f.Add(`CHECK (((route IS NULL) OR (route = ANY (ARRAY['VO'::text]))))`, "route")
	f.Add(`CHECK ((x = 'a''b'::text))`, "x")
	f.Add(`CHECK (((((`, "x")
	f.Fuzz(func(t *testing.T, def, col string) {
		values, ok := CheckEnum(def, col)
		if ok && len(values) == 0 {
			t.Fatalf("ok with no values for %q", def)
		}
	})
}

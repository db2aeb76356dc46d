package plan

import (
	"testing"

	"github.com/pedbook/pedbook/gateway/internal/schemacache"
)

// The cases of PostgREST's noRpcHint documentation, and the suite's blurb_message.
func TestFunctionHints(t *testing.T) {
	q := func(n string) schemacache.QI { return schemacache.QI{Schema: "api", Name: n} }
	params := func(ns ...string) []schemacache.Param {
		var ps []schemacache.Param
		for _, n := range ns {
			ps = append(ps, schemacache.Param{Name: n})
		}
		return ps
	}
	snap := schemacache.NewSnapshot(nil, nil, []*schemacache.Function{
		{QI: q("test"), Params: params("val", "param", "name")},
		{QI: q("test"), Params: params("id", "attr")},
		{QI: q("another")},
		{QI: q("get_messages"), Params: params("channel_row")},
		{QI: schemacache.QI{Schema: "private", Name: "other"}},
	})
	tests := []struct {
		name string
		keys []string
		hint string
	}{
		{"testt", []string{"val", "param", "name"}, "Perhaps you meant to call the function api.test"},
		{"other", nil, ""},
		{"noclosealternative", nil, ""},
		{"blurb_message", nil, ""},
		{"test", []string{"vall", "pqaram", "nam"}, "Perhaps you meant to call the function api.test(name, param, val)"},
		{"test", []string{"val", "param"}, "Perhaps you meant to call the function api.test(name, param, val)"},
		{"test", []string{"id", "attrs"}, "Perhaps you meant to call the function api.test(attr, id)"},
		{"test", []string{"id"}, "Perhaps you meant to call the function api.test(attr, id)"},
		{"test", []string{"noclosealternative"}, ""},
	}
	for _, tt := range tests {
		if got, _ := functionNotFound(snap, q(tt.name), tt.keys, false).Hint.(string); got != tt.hint {
			t.Errorf("%s%v: hint %q, want %q", tt.name, tt.keys, got, tt.hint)
		}
	}
	one := functionNotFound(snap, q("created_ago"), []string{"id"}, false).Details
	if one != "Searched for the function api.created_ago with parameter id or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache." {
		t.Errorf("details %q", one)
	}
	two := functionNotFound(snap, q("x"), []string{"a", "b"}, true).Details
	if two != "Searched for the function api.x with parameters a, b, but no matches were found in the schema cache." {
		t.Errorf("details %q", two)
	}
	if h := tableNotFound(schemacache.NewSnapshot([]*schemacache.Table{{QI: q("messages")}}, nil, nil), "api", "mesages").Hint; h != "Perhaps you meant the table 'api.messages'" {
		t.Errorf("table hint %q", h)
	}
}

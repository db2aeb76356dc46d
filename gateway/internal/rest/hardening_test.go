package rest

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
)

// aliasedEmbeds is the attack of issue 20 #1: n aliased embeds of the same relation.
func aliasedEmbeds(n int) string {
	var b strings.Builder
	b.WriteString("id")
	for i := range n {
		fmt.Fprintf(&b, ",e%d:pedbook_medication_categories(name)", i)
	}
	return b.String()
}

func columns(n int) string {
	cols := make([]string, n)
	for i := range cols {
		cols[i] = fmt.Sprintf("c%d:id", i)
	}
	return strings.Join(cols, ",")
}

// TestRequestBounds: an anonymous request is bounded before any SQL is written (embeds,
// select items, query length), with a PGRST1xx error naming the limit; requests within the
// defaults still run.
func TestRequestBounds(t *testing.T) {
	e := newEnv(t, nil)
	cases := []struct {
		name   string
		query  string
		status int
		code   string
	}{
		{"1000 aliased embeds", "select=" + url.QueryEscape(aliasedEmbeds(1000)), 400, "PGRST131"},
		{"21 embeds", "select=" + url.QueryEscape(aliasedEmbeds(21)), 400, "PGRST131"},
		{"20 embeds run", "select=" + url.QueryEscape(aliasedEmbeds(20)) + "&limit=1", 200, ""},
		{"nested embeds count", "select=" + url.QueryEscape("id,a:pedbook_medication_categories(name,m:pedbook_medications("+aliasedEmbeds(20)+"))"), 400, "PGRST131"},
		{"301 select items", "select=" + url.QueryEscape(columns(301)), 400, "PGRST132"},
		{"300 select items run", "select=" + url.QueryEscape(columns(300)) + "&limit=1", 200, ""},
		{"query over 128 KiB", "select=id&name=in.(" + strings.Repeat("x,", 70000) + "x)", 414, "PGRST130"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := e.do("GET", "/pedbook_medications?"+c.query, "")
			if r.status != c.status {
				t.Fatalf("status %d, want %d: %.300s", r.status, c.status, r.body)
			}
			if c.code == "" {
				return
			}
			body, ok := r.json(t).(map[string]any)
			if !ok || body["code"] != c.code || body["details"] == nil || !strings.Contains(fmt.Sprint(body["hint"]), "PEDBOOK_REST_MAX_") {
				t.Errorf("error %s, want code %s naming the limit", r.body, c.code)
			}
		})
	}
}

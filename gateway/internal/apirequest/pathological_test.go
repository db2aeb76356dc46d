package apirequest

import (
	"net/http/httptest"
	"strings"
	"testing"
)

// pathological are query strings built to hurt a parser: deep nesting, long lists, many
// filters. Each is a function of n so its growth can be measured.
var pathological = []struct {
	name  string
	query func(n int) string
}{
	{"nested embeds", func(n int) string { return "select=" + strings.Repeat("a(", n) }},
	{"open logic groups", func(n int) string { return "or=" + strings.Repeat("(", n) }},
	{"dotted logic operand", func(n int) string { return "or=(" + strings.Repeat("a.", n) + ")" }},
	{"json path", func(n int) string { return "select=" + strings.Repeat("a->", n) }},
	{"quoted in list", func(n int) string { return "a=in.(" + strings.Repeat("\"x\",", n) + ")" }},
	{"nested not.and", func(n int) string { return "or=(" + strings.Repeat("not.and(", n) + ")" }},
	{"select items", func(n int) string { return "select=" + strings.Repeat("a,", n) }},
	{"or terms", func(n int) string { return "or=(" + strings.Repeat("a.eq.1,", n) + "a.eq.1)" }},
	{"embedded filters", func(n int) string { return strings.Repeat("a.b.c=eq.1&", n) }},
}

func parseHostile(q string) {
	r := httptest.NewRequest("GET", "/x", nil)
	r.URL.RawQuery = q
	Parse(r, "/t", Options{Schemas: []string{"public"}})
}

// TestPathological: every hostile shape is answered (a request or an error, no panic, no
// hang), and the parser's work grows linearly with the input — measured by allocations, which
// do not depend on the machine's load (speed itself is BenchmarkPathological's job): four times
// the input may cost at most six times the allocations (a quadratic parser would cost ~16).
func TestPathological(t *testing.T) {
	for _, c := range pathological {
		t.Run(c.name, func(t *testing.T) {
			parseHostile(c.query(20000))
			small := testing.AllocsPerRun(3, func() { parseHostile(c.query(1000)) })
			large := testing.AllocsPerRun(3, func() { parseHostile(c.query(4000)) })
			if small > 0 && large/small > 6 {
				t.Errorf("allocations grow faster than the input: %.0f for n=1000, %.0f for n=4000", small, large)
			}
		})
	}
}

func BenchmarkPathological(b *testing.B) {
	for _, c := range pathological {
		q := c.query(5000)
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				parseHostile(q)
			}
		})
	}
}

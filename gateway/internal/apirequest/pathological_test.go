package apirequest

import (
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

func TestPathological(t *testing.T) {
	ins := []string{
		"select=" + strings.Repeat("a(", 5000),
		"or=" + strings.Repeat("(", 5000),
		"or=(" + strings.Repeat("a.", 5000) + ")",
		"select=" + strings.Repeat("a->", 5000),
		"a=in.(" + strings.Repeat("\"x\",", 5000) + ")",
		"or=(" + strings.Repeat("not.and(", 3000) + ")",
		"select=" + strings.Repeat("a,", 50000),
		"or=(" + strings.Repeat("a.eq.1,", 20000) + "a.eq.1)",
		strings.Repeat("a.b.c=eq.1&", 5000),
	}
	for _, q := range ins {
		r := httptest.NewRequest("GET", "/x", nil)
		r.URL.RawQuery = q
		t0 := time.Now()
		Parse(r, "/t", Options{Schemas: []string{"public"}})
		if d := time.Since(t0); d > 200*time.Millisecond {
			t.Errorf("%.30s…: %s", q, d)
		}
	}
}

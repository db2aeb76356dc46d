package pgrsterr

import (
	"net/http"
	"regexp"
	"strings"
	"testing"
)

// Every entry is well formed, and a code means one status except where PostgREST itself
// answers one code with several (PGRST102: bad body 400, too large 413, unsupported type 415).
func TestCatalogue(t *testing.T) {
	code := regexp.MustCompile(`^PGRST([0-9]{3}|X00)$`)
	status := map[string]int{}
	seen := map[ErrorKind]bool{}
	for _, k := range Catalogue {
		if !code.MatchString(k.Code) {
			t.Errorf("%q: malformed code", k.Code)
		}
		if http.StatusText(k.Status) == "" || k.Message == "" {
			t.Errorf("%s: status %d, message %q", k.Code, k.Status, k.Message)
		}
		if seen[k] {
			t.Errorf("%s %q listed twice", k.Code, k.Message)
		}
		seen[k] = true
		if s, ok := status[k.Code]; ok && s != k.Status && k.Code != "PGRST102" {
			t.Errorf("%s answers both %d and %d", k.Code, s, k.Status)
		}
		status[k.Code] = k.Status
	}
	// New formats only when given arguments: a message with no verbs is kept as written.
	if got := InvalidPath.New().Message; got != InvalidPath.Message {
		t.Errorf("InvalidPath: %q", got)
	}
	if got := TableNotFound.New("public", "x"); got.Message != "Could not find the table 'public.x' in the schema cache" || got.Status != 404 || got.Code != "PGRST205" {
		t.Errorf("TableNotFound: %+v", got)
	}
	if e := RangeNotSatisfiable.New().WithDetails("").WithHint(""); e.Details != nil || e.Hint != nil {
		t.Errorf("empty details and hint must be null: %+v", e)
	}
	if n := strings.Count(FunctionNotFound.Message, "%s"); n != 3 {
		t.Errorf("FunctionNotFound takes schema, name and the argument list: %d verbs", n)
	}
}

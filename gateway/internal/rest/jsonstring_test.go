package rest

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
)

func TestAppendJSONStringMatchesEncodingJSON(t *testing.T) {
	for _, s := range []string{"", "plain", "Bearer eyJhbGciOiJIUzI1NiJ9.e30.x", `quote " and \ back`, "tab\tnew\nline", "ação ü", "<script>&", "\x00\x1f", "bad \xff utf8", "\u2028"} {
		got := appendJSONString(nil, s)
		var back string
		if err := json.Unmarshal(got, &back); err != nil {
			t.Fatalf("%q: %s is not JSON: %v", s, got, err)
		}
		want, _ := json.Marshal(s)
		var wantBack string
		_ = json.Unmarshal(want, &wantBack)
		if back != wantBack {
			t.Errorf("%q: decodes to %q, encoding/json's to %q", s, back, wantBack)
		}
	}
}

func TestHeadersJSONLowerCasesNamesAndDropsCookies(t *testing.T) {
	r, _ := http.NewRequest("GET", "/x", nil)
	r.Header.Set("Prefer", "count=exact")
	r.Header.Set("X-Quoted", `a"b`)
	r.Header.Add("Accept", "application/json")
	r.Header.Add("Accept", "text/csv")
	r.Header.Set("Cookie", "a=b")
	var m map[string]string
	if err := json.Unmarshal([]byte(headersJSON(r)), &m); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"prefer": "count=exact", "x-quoted": `a"b`, "accept": "application/json,text/csv"}
	if len(m) != len(want) {
		t.Fatalf("got %v, want %v", m, want)
	}
	for k, v := range want {
		if m[k] != v {
			t.Errorf("%s = %q, want %q", k, m[k], v)
		}
	}
	if c := cookiesJSON(r); !strings.Contains(c, `"a":"b"`) {
		t.Errorf("cookies %s", c)
	}
	r.Header.Del("Cookie")
	if c := cookiesJSON(r); c != "{}" {
		t.Errorf("no cookies gives %s", c)
	}
}

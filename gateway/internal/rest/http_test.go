package rest

import (
	"compress/gzip"
	"encoding/json"
	"io"
	"net/http"
	"strconv"
	"strings"
	"testing"
)

func TestHTTPSurface(t *testing.T) {
	e := newEnv(t, nil)

	t.Run("OPTIONS Allow from the cache", func(t *testing.T) {
		r := e.do("OPTIONS", "/authors", "", "Accept-Profile: fx")
		if r.status != 200 || r.header.Get("Allow") != "OPTIONS,GET,HEAD,POST,PATCH,DELETE" {
			t.Errorf("%d %q", r.status, r.header.Get("Allow"))
		}
		r = e.do("OPTIONS", "/author_names", "", "Accept-Profile: fx")
		if !strings.Contains(r.header.Get("Allow"), "PATCH") { // simple view: auto-updatable
			t.Errorf("view Allow %q", r.header.Get("Allow"))
		}
		r = e.do("OPTIONS", "/rpc/touch", "", "Accept-Profile: fx")
		if r.header.Get("Allow") != "OPTIONS,POST" {
			t.Errorf("volatile rpc Allow %q", r.header.Get("Allow"))
		}
	})

	t.Run("CORS preflight", func(t *testing.T) {
		r := e.do("OPTIONS", "/authors", "", "Origin: https://app.example", "Access-Control-Request-Method: PATCH",
			"Access-Control-Request-Headers: apikey, x-client-info, content-profile")
		if r.status != 200 || r.header.Get("Access-Control-Allow-Origin") != "*" ||
			!strings.Contains(r.header.Get("Access-Control-Allow-Methods"), "PATCH") ||
			!strings.Contains(r.header.Get("Access-Control-Allow-Headers"), "x-client-info") || r.header.Get("Access-Control-Max-Age") != "86400" {
			t.Errorf("%d %v", r.status, r.header)
		}
	})

	t.Run("gzip and Server-Timing", func(t *testing.T) {
		req, _ := http.NewRequest("GET", e.srv.URL+"/rpc/pairs?n=300", nil)
		req.Header.Set("Accept-Profile", "fx")
		req.Header.Set("Accept-Encoding", "gzip")
		res, err := http.DefaultTransport.RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		if res.Header.Get("Content-Encoding") != "gzip" {
			t.Fatalf("not gzipped: %v", res.Header)
		}
		zr, err := gzip.NewReader(res.Body)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(zr)
		var v []map[string]any
		if err := json.Unmarshal(b, &v); err != nil || len(v) != 300 {
			t.Errorf("body: %v %s", err, b)
		}
		st := res.Header.Get("Server-Timing")
		for _, k := range []string{"jwt;dur=", "parse;dur=", "plan;dur=", "transaction;dur=", "response;dur="} {
			if !strings.Contains(st, k) {
				t.Errorf("Server-Timing %q lacks %s", st, k)
			}
		}
	})

	t.Run("response GUCs", func(t *testing.T) {
		r := e.do("GET", "/rpc/with_headers", "", "Accept-Profile: fx")
		if r.status != 202 || r.header.Get("X-Fixture") != "yes" || r.header.Get("Cache-Control") != "max-age=60" {
			t.Errorf("%d %v", r.status, r.header)
		}
	})

	t.Run("Content-Location and Content-Profile", func(t *testing.T) {
		r := e.do("GET", "/authors?select=id&id=eq.1", "", "Accept-Profile: fx")
		if r.header.Get("Content-Location") != "/authors?id=eq.1&select=id" || r.header.Get("Content-Profile") != "fx" {
			t.Errorf("%v", r.header)
		}
	})

	t.Run("OpenAPI", func(t *testing.T) {
		r := e.do("GET", "/", "", "Accept-Profile: fx", "Accept: application/openapi+json")
		var doc struct {
			OpenAPI    string                    `json:"openapi"`
			Paths      map[string]map[string]any `json:"paths"`
			Components struct {
				Schemas map[string]struct {
					Properties map[string]struct {
						Description string   `json:"description"`
						Nullable    bool     `json:"nullable"`
						Enum        []string `json:"enum"`
					} `json:"properties"`
				} `json:"schemas"`
			} `json:"components"`
		}
		if err := json.Unmarshal([]byte(r.body), &doc); err != nil || doc.OpenAPI != "3.0.3" {
			t.Fatalf("%v %s", err, r.body)
		}
		if _, ok := doc.Paths["/books"]["post"]; !ok {
			t.Error("/books post missing")
		}
		if _, ok := doc.Paths["/rpc/add"]["get"]; !ok {
			t.Error("/rpc/add get missing")
		}
		if _, ok := doc.Paths["/rpc/touch"]["get"]; ok {
			t.Error("volatile /rpc/touch should have no get")
		}
		books := doc.Components.Schemas["books"].Properties
		if d := books["author_id"].Description; !strings.Contains(d, "<fk table='authors' column='id'/>") {
			t.Errorf("books.author_id description %q lacks the foreign-key note", d)
		}
		if !books["author_id"].Nullable || books["id"].Nullable {
			t.Errorf("nullable: author_id %v, id %v", books["author_id"].Nullable, books["id"].Nullable)
		}
		if d := books["id"].Description; strings.Contains(d, "<fk ") {
			t.Errorf("books.id is no foreign key: %q", d)
		}
		// choices: an enum type, and a CHECK that is a plain list; a range CHECK is none
		if got := doc.Components.Schemas["authors"].Properties["mood"].Enum; strings.Join(got, ",") != "happy,sad" {
			t.Errorf("authors.mood enum %q", got)
		}
		shelves := doc.Components.Schemas["shelves"].Properties
		if got := shelves["kind"].Enum; strings.Join(got, ",") != "wood,metal" {
			t.Errorf("shelves.kind enum from its CHECK %q", got)
		}
		if got := shelves["size"].Enum; got != nil {
			t.Errorf("shelves.size has no list, got enum %q", got)
		}
	})

	t.Run("metrics", func(t *testing.T) {
		var sb strings.Builder
		e.h.metrics.Write(&sb)
		m := sb.String()
		for _, k := range []string{`pedbook_rest_requests_total{method="GET",route="relation",status="200"}`, "pedbook_rest_request_duration_seconds_bucket", `pedbook_rest_pool_connections{state="max"} 4`, "pedbook_rest_schema_cache_loads_total"} {
			if !strings.Contains(m, k) {
				t.Errorf("metrics lack %s:\n%s", k, m)
			}
		}
	})
}

func TestRateLimit(t *testing.T) {
	e := newEnv(t, func(s *Settings) { s.RateLimit = 0.001; s.RateBurst = 3 })
	var last resp
	for i := 0; i < 4; i++ {
		last = e.do("GET", "/authors?select=id", "", "Accept-Profile: fx")
		if i < 3 && last.status != 200 {
			t.Fatalf("request %d: %d", i, last.status)
		}
	}
	if last.status != 429 || !strings.Contains(last.body, `"code":"PGRST429"`) || last.header.Get("Retry-After") == "" {
		t.Errorf("4th request: %d %s %v", last.status, last.body, last.header)
	}
}

func TestMaxRows(t *testing.T) {
	e := newEnv(t, func(s *Settings) { s.MaxRows = 2 })
	r := e.do("GET", "/authors?select=id,books!author_id(id)&order=id", "", "Accept-Profile: fx", "Prefer: count=exact")
	if r.status != 206 || r.header.Get("Content-Range") != "0-1/3" {
		t.Errorf("%d %q %s", r.status, r.header.Get("Content-Range"), r.body)
	}
	r = e.do("GET", "/authors?select=id&limit=100&offset=2", "", "Accept-Profile: fx")
	if compact(t, r.body) != `[{"id":3}]` {
		t.Errorf("%s", r.body)
	}
}

func TestEstimatedCount(t *testing.T) {
	e := newEnv(t, func(s *Settings) { s.MaxRows = 2 })
	// Beyond max-rows the planner's estimate (never below the exact prefix) is reported.
	r := e.do("GET", "/authors?select=id", "", "Accept-Profile: fx", "Prefer: count=estimated")
	cr := r.header.Get("Content-Range")
	if r.status != 206 || !strings.HasPrefix(cr, "0-1/") || strings.HasSuffix(cr, "/*") || strings.HasSuffix(cr, "/2") {
		t.Errorf("%d %q", r.status, cr)
	}
	// Within max-rows it is exact.
	r = e.do("GET", "/authors?select=id&id=eq.1", "", "Accept-Profile: fx", "Prefer: count=estimated")
	if r.header.Get("Content-Range") != "0-0/1" {
		t.Errorf("%q", r.header.Get("Content-Range"))
	}
}

// TestManyStatementShapes: more distinct statements than a connection keeps prepared; the
// oldest are deallocated and every request still succeeds.
func TestManyStatementShapes(t *testing.T) {
	e := newEnv(t, func(s *Settings) { s.PoolSize = 1 })
	for i := 0; i < 230; i++ {
		r := e.do("GET", "/authors?select=a"+strconv.Itoa(i)+":id&id=eq.1", "", "Accept-Profile: fx")
		if r.status != 200 || r.body != `[{"a`+strconv.Itoa(i)+`":1}]` {
			t.Fatalf("shape %d: %d %s", i, r.status, r.body)
		}
	}
	// A shape prepared before the reset still works (re-prepared).
	if r := e.do("GET", "/authors?select=a0:id&id=eq.1", "", "Accept-Profile: fx"); r.status != 200 {
		t.Fatalf("%d %s", r.status, r.body)
	}
}

package rest

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/golang-jwt/jwt/v5"
	"github.com/google/go-cmp/cmp"
)

func compact(t *testing.T, s string) string {
	t.Helper()
	var v any
	if err := json.Unmarshal([]byte(s), &v); err != nil {
		t.Fatalf("not JSON: %v: %s", err, s)
	}
	b, _ := json.Marshal(v)
	return string(b)
}

func TestReads(t *testing.T) {
	e := newEnv(t, nil)
	tests := []struct {
		name, path string
		hdr        []string
		status     int
		want       string // compact JSON, or "" to skip
		wantRange  string
	}{
		{"columns and alias", "/authors?select=id,nome:name&order=id&limit=2", nil, 200, `[{"id":1,"nome":"Ana"},{"id":2,"nome":"Bruno"}]`, "0-1/*"},
		{"cast", "/authors?select=id::text&id=eq.1", nil, 200, `[{"id":"1"}]`, ""},
		{"json path", "/authors?select=id,meta->age,city:meta->city->>name&id=eq.1", nil, 200, `[{"id":1,"age":40,"city":"Recife"}]`, ""},
		{"json path on array column", "/authors?select=first:tags->0&id=eq.1", nil, 200, `[{"first":"a"}]`, ""},
		{"to-one embed by column", "/books?select=id,author_id(name)&id=eq.3", nil, 200, `[{"id":3,"author_id":{"name":"Bruno"}}]`, ""},
		{"to-many embed with order and limit", "/authors?select=name,books!author_id(id)&books.order=id.desc&books.limit=1&id=eq.1", nil, 200, `[{"name":"Ana","books":[{"id":2}]}]`, ""},
		{"ambiguous embed", "/books?select=authors(name)", nil, 300, "", ""},
		{"unknown embed", "/books?select=nope(name)", nil, 400, "", ""},
		{"many-to-many", "/genres?select=name,books(title)&order=id", nil, 200, `[{"name":"ref","books":[{"title":"Pediatria Básica"}]},{"name":"manual","books":[{"title":"Pediatria Básica"},{"title":"Vacinas"}]}]`, ""},
		{"self reference children and parent", "/nodes?select=label,parent:parent_id(label),nodes(label)&id=eq.2", nil, 200, `[{"label":"child a","parent":{"label":"root"},"nodes":[{"label":"grandchild"}]}]`, ""},
		{"inner join filters parents", "/authors?select=name,books!author_id!inner(title)&books.title=eq.Neonatologia", nil, 200, `[{"name":"Bruno","books":[{"title":"Neonatologia"}]}]`, ""},
		{"embed filter without inner", "/authors?select=id,books!author_id(title)&books.title=eq.Neonatologia&order=id", nil, 200, `[{"id":1,"books":[]},{"id":2,"books":[{"title":"Neonatologia"}]},{"id":3,"books":[]}]`, ""},
		{"null embed filter", "/authors?select=id,books!author_id()&books=is.null", nil, 200, `[{"id":3}]`, ""},
		{"not null embed filter", "/authors?select=id,books!author_id()&books=not.is.null&order=id", nil, 200, `[{"id":1},{"id":2}]`, ""},
		{"spread", "/books?select=title,...authors!author_id(author:name)&id=eq.1", nil, 200, `[{"title":"Pediatria Básica","author":"Ana"}]`, ""},
		{"to-many spread", "/authors?select=name,...books!author_id(title,pages)&books.order=id&id=eq.1", nil, 200, `[{"name":"Ana","title":["Pediatria Básica","Vacinas"],"pages":[300,120]}]`, ""},
		{"to-many spread empty", "/authors?select=id,...books!author_id(title)&id=eq.3", nil, 200, `[{"id":3,"title":[]}]`, ""},
		{"order by to-one embed", "/books?select=id,a:authors!author_id(name)&order=a(name).desc,id", nil, 200, `[{"id":3,"a":{"name":"Bruno"}},{"id":1,"a":{"name":"Ana"}},{"id":2,"a":{"name":"Ana"}}]`, ""},
		{"order by to-many embed", "/authors?select=id,books!author_id(id)&order=books(id)", nil, 400, "", ""},
		{"view with fk through lineage", "/books?select=id,author_names!author_id(name)&id=eq.1", nil, 200, `[{"id":1,"author_names":{"name":"Ana"}}]`, ""},
		{"view as origin", "/author_names?select=name,books!author_id(id)&author_key=eq.2", nil, 200, `[{"name":"Bruno","books":[{"id":3}]}]`, ""},
		{"computed relationship, to-many, with order and limit inside", "/authors?select=id,bs:author_books(id)&bs.order=id.desc&bs.limit=1&id=eq.1", nil, 200, `[{"id":1,"bs":[{"id":2}]}]`, ""},
		{"computed relationship, filter inside", "/authors?select=id,author_books(title)&author_books.pages=lt.200&id=eq.1", nil, 200, `[{"id":1,"author_books":[{"title":"Vacinas"}]}]`, ""},
		{"computed relationship, setof rows 1 is to-one", "/authors?select=id,first_book(title)&id=in.(1,3)&order=id", nil, 200, `[{"id":1,"first_book":{"title":"Pediatria Básica"}},{"id":3,"first_book":null}]`, ""},
		{"computed relationship, single row", "/books?select=id,book_author(name)&id=eq.3", nil, 200, `[{"id":3,"book_author":{"name":"Bruno"}}]`, ""},
		{"computed relationship, overload by view row type", "/author_names?select=name,author_books(id)&author_key=eq.2", nil, 200, `[{"name":"Bruno","author_books":[{"id":3}]}]`, ""},
		{"computed relationship, inner", "/authors?select=id,author_books!inner(id)&author_books.id=eq.3", nil, 200, `[{"id":2,"author_books":[{"id":3}]}]`, ""},
		{"computed relationship, nested fk embed", "/authors?select=id,author_books(id,authors!author_id(name))&author_books.id=eq.3&id=eq.2", nil, 200, `[{"id":2,"author_books":[{"id":3,"authors":{"name":"Bruno"}}]}]`, ""},
		{"function without a row argument is no relationship", "/authors?select=id,any_author(*)", nil, 400, "", ""},
		{"computed field", "/authors?select=id,shout&id=eq.1", nil, 200, `[{"id":1,"shout":"ANA"}]`, ""},
		{"eq neq gt", "/books?select=id&pages=gt.100&id=neq.1", nil, 200, `[{"id":2}]`, ""},
		{"like ilike", "/authors?select=id&name=ilike.*AN*&order=id", nil, 200, `[{"id":1}]`, ""},
		{"like any", "/authors?select=id&name=like(any).{A*,B*}&order=id", nil, 200, `[{"id":1},{"id":2}]`, ""},
		{"match", "/authors?select=id&name=match.^B", nil, 200, `[{"id":2}]`, ""},
		{"in with quoted", `/authors?select=id&name=in.(%22Carla,%20%5C%22the%5C%22%20(great)%22,Ana)&order=id`, nil, 200, `[{"id":1},{"id":3}]`, ""},
		{"not in", "/authors?select=id&id=not.in.(1,2)", nil, 200, `[{"id":3}]`, ""},
		{"in empty", "/authors?select=id&id=in.()", nil, 200, `[]`, ""},
		{"is null", "/books?select=id&pages=is.null", nil, 200, `[{"id":3}]`, ""},
		{"is not_null", "/books?select=id&pages=not.is.null&order=id", nil, 200, `[{"id":1},{"id":2}]`, ""},
		{"isdistinct", "/books?select=id&editor_id=isdistinct.2&order=id", nil, 200, `[{"id":2},{"id":3}]`, ""},
		{"enum eq", "/authors?select=id&mood=eq.sad", nil, 200, `[{"id":2}]`, ""},
		{"jsonb cs", `/authors?select=id&meta=cs.{"age":30}`, nil, 200, `[{"id":2}]`, ""},
		{"json path filter", "/authors?select=id&meta->>age=eq.40", nil, 200, `[{"id":1}]`, ""},
		{"json path numeric filter", "/authors?select=id&meta->age=gt.35", nil, 200, `[{"id":1}]`, ""},
		{"array ov", "/authors?select=id&tags=ov.{c,z}", nil, 200, `[{"id":2}]`, ""},
		{"array cd", "/authors?select=id&tags=cd.{a,b,c}&order=id", nil, 200, `[{"id":1},{"id":2},{"id":3}]`, ""},
		{"range adj and sr", "/books?select=id&published=sr.[2020-06-01,2020-07-01)", nil, 200, `[{"id":2}]`, ""},
		{"fts on tsvector", "/books?select=id&search=fts(portuguese).febre", nil, 200, `[{"id":1}]`, ""},
		{"wfts on text", "/books?select=id&title=wfts(portuguese).vacinas", nil, 200, `[{"id":2}]`, ""},
		{"or tree", "/books?select=id&or=(pages.gt.200,and(pages.is.null,title.eq.Neonatologia))&order=id", nil, 200, `[{"id":1},{"id":3}]`, ""},
		{"not.or", "/books?select=id&not.or=(id.eq.1,id.eq.2)", nil, 200, `[{"id":3}]`, ""},
		{"embedded or", "/authors?select=id,books!author_id(id)&books.or=(id.eq.1,id.eq.3)&order=id", nil, 200, `[{"id":1,"books":[{"id":1}]},{"id":2,"books":[{"id":3}]},{"id":3,"books":[]}]`, ""},
		{"quoted value in or", `/authors?select=id&or=(name.eq.%22Carla,%20%5C%22the%5C%22%20(great)%22,id.eq.2)&order=id`, nil, 200, `[{"id":2},{"id":3}]`, ""},
		{"order nulls", "/books?select=id&order=pages.desc.nullslast", nil, 200, `[{"id":1},{"id":2},{"id":3}]`, ""},
		{"offset", "/authors?select=id&order=id&offset=1", nil, 200, `[{"id":2},{"id":3}]`, "1-2/*"},
		{"range header", "/authors?select=id&order=id", []string{"Range: 1-1"}, 200, `[{"id":2}]`, "1-1/*"},
		{"count exact partial", "/authors?select=id&order=id&limit=1", []string{"Prefer: count=exact"}, 206, `[{"id":1}]`, "0-0/3"},
		{"count exact full", "/authors?select=id", []string{"Prefer: count=exact"}, 200, "", "0-2/3"},
		{"count with inner", "/authors?select=id,books!author_id!inner()&books.pages=gt.200", []string{"Prefer: count=exact"}, 200, `[{"id":1}]`, "0-0/1"},
		{"count planned", "/authors?select=id", []string{"Prefer: count=planned"}, 0, "", ""},
		{"offset beyond", "/authors?offset=10", []string{"Prefer: count=exact"}, 416, "", ""},
		{"bigint precision", "/books?select=big&id=eq.1", nil, 200, "", ""},
		{"singular", "/authors?select=name&id=eq.1", []string{"Accept: application/vnd.pgrst.object+json"}, 200, `{"name":"Ana"}`, ""},
		{"singular zero", "/authors?id=eq.99", []string{"Accept: application/vnd.pgrst.object+json"}, 406, `{"code":"PGRST116","details":"The result contains 0 rows","hint":null,"message":"Cannot coerce the result to a single JSON object"}`, ""},
		{"singular many", "/authors", []string{"Accept: application/vnd.pgrst.object+json"}, 406, `{"code":"PGRST116","details":"The result contains 3 rows","hint":null,"message":"Cannot coerce the result to a single JSON object"}`, ""},
		{"strip nulls", "/books?select=id,pages&id=eq.3", []string{"Accept: application/vnd.pgrst.array+json;nulls=stripped"}, 200, `[{"id":3}]`, ""},
		{"unknown table", "/nope", nil, 404, "", ""},
		{"unknown column", "/authors?select=nope", nil, 400, "", ""},
		{"bad filter value type", "/authors?id=eq.abc", nil, 400, "", ""},
		{"bad operator", "/authors?id=zz.1", nil, 400, "", ""},
		{"embed path not selected", "/authors?books.id=eq.1", nil, 400, `{"code":"PGRST108","details":null,"hint":"Verify that 'books' is included in the 'select' query parameter.","message":"'books' is not an embedded resource in this request"}`, ""},
		{"bad embed operator", "/authors?select=id,books!author_id()&books=eq.1", nil, 400, "", ""},
		{"rls hides rows", "/private_notes?select=id", []string{"Authorization: Bearer " + token(t, jwt.MapClaims{"role": "authenticated", "sub": "u1"})}, 200, `[{"id":1}]`, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			hdr := append([]string{"Accept-Profile: fx"}, tt.hdr...)
			r := e.do("GET", tt.path, "", hdr...)
			if tt.status != 0 && r.status != tt.status {
				t.Fatalf("status %d, want %d: %s", r.status, tt.status, r.body)
			}
			if tt.want != "" {
				if d := cmp.Diff(compact(t, tt.want), compact(t, r.body)); d != "" {
					t.Errorf("body (-want +got):\n%s", d)
				}
			}
			if tt.wantRange != "" && r.header.Get("Content-Range") != tt.wantRange {
				t.Errorf("Content-Range %q, want %q", r.header.Get("Content-Range"), tt.wantRange)
			}
			if r.status >= 400 {
				var eb map[string]any
				if err := json.Unmarshal([]byte(r.body), &eb); err != nil {
					t.Fatalf("error body not JSON: %s", r.body)
				}
				for _, k := range []string{"code", "message", "details", "hint"} {
					if _, ok := eb[k]; !ok {
						t.Errorf("error body lacks %q: %s", k, r.body)
					}
				}
			}
		})
	}
	// bigint precision survives: PostgreSQL's JSON is relayed unchanged.
	if r := e.do("GET", "/books?select=big&id=eq.1", "", "Accept-Profile: fx"); !strings.Contains(r.body, "9007199254740993") {
		t.Errorf("bigint precision lost: %s", r.body)
	}
	// planned count gives a number.
	if r := e.do("GET", "/authors?select=id", "", "Accept-Profile: fx", "Prefer: count=planned"); !strings.Contains(r.header.Get("Content-Range"), "/") || strings.HasSuffix(r.header.Get("Content-Range"), "/*") {
		t.Errorf("planned count: %q", r.header.Get("Content-Range"))
	}
}

func TestHeadAndCSV(t *testing.T) {
	e := newEnv(t, nil)
	r := e.do("HEAD", "/authors?select=id", "", "Accept-Profile: fx", "Prefer: count=exact")
	if r.status != 200 || r.body != "" || r.header.Get("Content-Range") != "0-2/3" {
		t.Errorf("HEAD: %d %q %q", r.status, r.header.Get("Content-Range"), r.body)
	}
	r = e.do("GET", "/authors?select=id,name,tags&order=id", "", "Accept-Profile: fx", "Accept: text/csv")
	want := "id,name,tags\n1,Ana,\"{a,b}\"\n2,Bruno,\"{b,c}\"\n3,\"Carla, \"\"the\"\" (great)\",{}"
	if r.status != 200 || r.body != want || !strings.HasPrefix(r.header.Get("Content-Type"), "text/csv") {
		t.Errorf("CSV: %d %q\n%q", r.status, r.header.Get("Content-Type"), r.body)
	}
}

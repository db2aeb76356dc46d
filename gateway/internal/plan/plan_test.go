package plan

import (
	"net/http/httptest"
	"testing"

	"github.com/pedbook/pedbook/gateway/internal/apirequest"
	"github.com/pedbook/pedbook/gateway/internal/schemacache"
)

// catalog: books has two FKs to authors (author_id, editor_id); nodes references itself.
func catalog() *schemacache.Snapshot {
	q := func(n string) schemacache.QI { return schemacache.QI{Schema: "public", Name: n} }
	tbl := func(n string, cols ...string) *schemacache.Table {
		t := &schemacache.Table{QI: q(n), PK: []string{"id"}}
		for _, c := range cols {
			t.Columns = append(t.Columns, schemacache.Column{Name: c, Type: "integer"})
		}
		return t
	}
	rel := func(from, to, con, col string, card schemacache.Cardinality, self bool) schemacache.Relationship {
		if card == schemacache.ManyToOne {
			return schemacache.Relationship{Table: q(from), Foreign: q(to), Cardinality: card, Constraint: con, Columns: []string{col}, ForeignColumns: []string{"id"}, IsSelf: self}
		}
		return schemacache.Relationship{Table: q(from), Foreign: q(to), Cardinality: card, Constraint: con, Columns: []string{"id"}, ForeignColumns: []string{col}, IsSelf: self}
	}
	return schemacache.NewSnapshot(
		[]*schemacache.Table{tbl("authors", "id"), tbl("books", "id", "author_id", "editor_id"), tbl("nodes", "id", "parent_id")},
		[]schemacache.Relationship{
			rel("books", "authors", "books_author_id_fkey", "author_id", schemacache.ManyToOne, false),
			rel("books", "authors", "books_editor_id_fkey", "editor_id", schemacache.ManyToOne, false),
			rel("authors", "books", "books_author_id_fkey", "author_id", schemacache.OneToMany, false),
			rel("authors", "books", "books_editor_id_fkey", "editor_id", schemacache.OneToMany, false),
			rel("nodes", "nodes", "nodes_parent_id_fkey", "parent_id", schemacache.ManyToOne, true),
			rel("nodes", "nodes", "nodes_parent_id_fkey", "parent_id", schemacache.OneToMany, true),
		}, nil)
}

func TestEmbedResolution(t *testing.T) {
	tests := []struct {
		target, query string
		code          string
		card          schemacache.Cardinality
	}{
		{"/books", "select=authors(*)", "PGRST201", ""},
		{"/books", "select=authors!books_editor_id_fkey(*)", "", schemacache.ManyToOne},
		{"/books", "select=authors!author_id(*)", "", schemacache.ManyToOne},
		{"/books", "select=author_id(*)", "", schemacache.ManyToOne},
		{"/books", "select=authors!nope(*)", "PGRST200", ""},
		{"/authors", "select=books!editor_id(*)", "", schemacache.OneToMany},
		{"/nodes", "select=nodes(*)", "", schemacache.OneToMany},
		{"/nodes", "select=parent_id(*)", "", schemacache.ManyToOne},
		{"/nope", "", "PGRST205", ""},
		{"/books", "select=authors!author_id(id)&order=authors(id)", "", schemacache.ManyToOne},
		{"/authors", "select=books!author_id(id)&order=books(id)", "PGRST118", ""},
		{"/books", "select=id&authors.id=eq.1", "PGRST108", ""},
		{"/books", "select=id,count()", "PGRST123", ""},
		// self reference: a hint names the children's column (one-to-many); a constraint hint matches nothing
		{"/nodes", "select=nodes!parent_id(*)", "", schemacache.OneToMany},
		{"/nodes", "select=nodes!nodes_parent_id_fkey(*)", "PGRST200", ""},
		{"/nodes", "select=nodes_parent_id_fkey(*)", "PGRST200", ""},
		// the same relation twice without aliases: PostgreSQL's duplicate alias, as PostgREST
		{"/books", "select=authors!author_id(*),authors!editor_id(*)", "42712", ""},
		{"/books", "select=a:authors!author_id(*),authors!editor_id(*)", "", schemacache.ManyToOne},
	}
	for _, tt := range tests {
		r := httptest.NewRequest("GET", "/x?"+tt.query, nil)
		req, perr := apirequest.Parse(r, tt.target, apirequest.Options{Schemas: []string{"public"}})
		if perr != nil {
			t.Fatalf("%s: %v", tt.query, perr)
		}
		p, err := Build(req, catalog(), Options{})
		if tt.code != "" {
			if err == nil || err.Code != tt.code {
				t.Errorf("%s %s: got %v, want %s", tt.target, tt.query, err, tt.code)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s %s: %v", tt.target, tt.query, err)
			continue
		}
		if got := p.Read.Embeds[0].Rel.Cardinality; got != tt.card {
			t.Errorf("%s %s: cardinality %s, want %s", tt.target, tt.query, got, tt.card)
		}
	}
}

func TestAmbiguityDetails(t *testing.T) {
	r := httptest.NewRequest("GET", "/x?select=authors(*)", nil)
	req, _ := apirequest.Parse(r, "/books", apirequest.Options{Schemas: []string{"public"}})
	_, err := Build(req, catalog(), Options{})
	if err == nil || err.Status != 300 {
		t.Fatalf("%v", err)
	}
	want := "Try changing 'authors' to one of the following: 'authors!books_author_id_fkey', 'authors!books_editor_id_fkey'. Find the desired relationship in the 'details' key."
	if err.Hint != want {
		t.Errorf("hint %q", err.Hint)
	}
}

func TestMaxRowsCapsEveryLevel(t *testing.T) {
	r := httptest.NewRequest("GET", "/x?select=id,books!author_id(id)&limit=50000", nil)
	req, _ := apirequest.Parse(r, "/authors", apirequest.Options{Schemas: []string{"public"}})
	p, err := Build(req, catalog(), Options{MaxRows: 100})
	if err != nil {
		t.Fatal(err)
	}
	if p.Read.Range.Limit != 100 || p.Read.Embeds[0].Child.Range.Limit != 100 {
		t.Errorf("limits %d %d", p.Read.Range.Limit, p.Read.Embeds[0].Child.Range.Limit)
	}
}

// An embed without columns of its own still has a key when a nested embed selects
// something (issue 21: `users?select=username,messages(channels(count))` lost `messages`);
// only an embed that selects nothing at any depth is a filter-only (empty) embed.
func TestEmbedWithOnlyNestedEmbedsIsKept(t *testing.T) {
	tests := []struct {
		query       string
		outer, leaf bool // Empty of the outer embed and of its nested one
	}{
		{"select=id,books!author_id(authors!author_id(id))", false, false},
		{"select=id,books!author_id(authors!author_id(count))", false, false},
		{"select=id,books!author_id(id,authors!author_id(id))", false, false},
		{"select=id,books!author_id(authors!author_id())", true, true},
		{"select=id,books!author_id(...authors!author_id(id))", false, false},
	}
	for _, tt := range tests {
		r := httptest.NewRequest("GET", "/x?"+tt.query, nil)
		req, perr := apirequest.Parse(r, "/authors", apirequest.Options{Schemas: []string{"public"}})
		if perr != nil {
			t.Fatalf("%s: %v", tt.query, perr)
		}
		p, err := Build(req, catalog(), Options{})
		if err != nil {
			t.Fatalf("%s: %v", tt.query, err)
		}
		outer := p.Read.Embeds[0]
		if outer.Empty != tt.outer || outer.Child.Embeds[0].Empty != tt.leaf {
			t.Errorf("%s: empty outer=%v nested=%v, want %v %v", tt.query, outer.Empty, outer.Child.Embeds[0].Empty, tt.outer, tt.leaf)
		}
	}
	r := httptest.NewRequest("GET", "/x?select=id,books!author_id()", nil)
	req, _ := apirequest.Parse(r, "/authors", apirequest.Options{Schemas: []string{"public"}})
	if p, err := Build(req, catalog(), Options{}); err != nil || !p.Read.Embeds[0].Empty {
		t.Errorf("books!author_id(): %v, want an empty embed", err)
	}
}

func TestDuplicateEmbedMessage(t *testing.T) {
	r := httptest.NewRequest("GET", "/x?select=id,books!author_id(authors!author_id(id),authors!editor_id(id))", nil)
	req, _ := apirequest.Parse(r, "/authors", apirequest.Options{Schemas: []string{"public"}})
	_, err := Build(req, catalog(), Options{})
	if err == nil || err.Status != 400 || err.Message != `table name "books_authors_2" specified more than once` {
		t.Fatalf("%+v", err)
	}
}

package rest

import (
	"encoding/json"
	"testing"

	"github.com/golang-jwt/jwt/v5"
	"github.com/pedbook/pedbook/gateway/internal/pgrsterr"
)

// Error bodies over HTTP are the catalogue's entries: status, code and message as built by
// the entry (details and hints carry the request's particulars and are checked elsewhere).
func TestErrorBodiesComeFromTheCatalogue(t *testing.T) {
	e := newEnv(t, nil)
	expired := token(t, jwt.MapClaims{"role": "anon", "exp": 1})
	tests := []struct {
		name         string
		method, path string
		body         string
		hdr          []string
		want         *pgrsterr.Error
	}{
		{"unknown table", "GET", "/nope", "", []string{"Accept-Profile: fx"}, pgrsterr.TableNotFound.New("fx", "nope")},
		{"unknown column in a write", "POST", "/items", `{"bogus":1}`, []string{"Content-Profile: fx"}, pgrsterr.ColumnNotFound.New("bogus", "items")},
		{"invalid schema", "GET", "/authors", "", []string{"Accept-Profile: nope"}, pgrsterr.InvalidSchema.New("nope")},
		{"no relationship", "GET", "/authors?select=id,genres(id)", "", []string{"Accept-Profile: fx"}, pgrsterr.NoRelationship.New("authors", "genres")},
		{"ambiguous embed", "GET", "/authors?select=id,books(id)", "", []string{"Accept-Profile: fx"}, pgrsterr.AmbiguousRelationship.New("authors", "books")},
		{"not singular", "GET", "/authors?select=id", "", []string{"Accept-Profile: fx", "Accept: application/vnd.pgrst.object+json"}, pgrsterr.NotSingular.New()},
		{"media type", "GET", "/authors", "", []string{"Accept-Profile: fx", "Accept: text/x-nothing"}, pgrsterr.MediaTypeUnavailable.New("text/x-nothing")},
		{"invalid json", "POST", "/items", `{"name":`, []string{"Content-Profile: fx"}, pgrsterr.InvalidJSON.New()},
		{"RPC method", "PUT", "/rpc/add", `{}`, []string{"Content-Profile: fx"}, pgrsterr.MethodOnRPC.New("PUT")},
		{"expired JWT", "GET", "/authors", "", []string{"Accept-Profile: fx", "Authorization: Bearer " + expired}, pgrsterr.JWTExpired.New()},
		{"JWT parts", "GET", "/authors", "", []string{"Accept-Profile: fx", "Authorization: Bearer a.b"}, pgrsterr.JWTParts.New(2)},
		{"unknown function", "POST", "/rpc/nope", `{}`, []string{"Content-Profile: fx"}, pgrsterr.FunctionNotFound.New("fx", "nope", " without parameters")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := e.do(tt.method, tt.path, tt.body, tt.hdr...)
			var got struct{ Code, Message string }
			if err := json.Unmarshal([]byte(r.body), &got); err != nil {
				t.Fatalf("%d %s: %v", r.status, r.body, err)
			}
			if r.status != tt.want.Status || got.Code != tt.want.Code || got.Message != tt.want.Message {
				t.Errorf("got %d %s %q, want %d %s %q", r.status, got.Code, got.Message, tt.want.Status, tt.want.Code, tt.want.Message)
			}
		})
	}
}

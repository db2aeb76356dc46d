package rest

import (
	"encoding/json"
	"net/http"
	"sort"
	"strings"
	"time"

	"github.com/pedbook/pedbook/gateway/internal/apirequest"
	"github.com/pedbook/pedbook/gateway/internal/jwtauth"
	"github.com/pedbook/pedbook/gateway/internal/pgrsterr"
	"github.com/pedbook/pedbook/gateway/internal/response"
	"github.com/pedbook/pedbook/gateway/internal/schemacache"
)

// openAPI answers GET / with an OpenAPI 3 description of the exposed schema built from
// the schema cache: one path per table/view (with the operations the relation allows) and
// per function, and one component schema per relation.
func (h *Handler) openAPI(w http.ResponseWriter, r *http.Request, req *apirequest.Request, snap *schemacache.Snapshot, _ jwtauth.Identity) {
	if h.settingsFor(snap).OpenAPIMode == "disabled" {
		response.WriteError(w, pgrsterr.OpenAPIDisabled.New())
		return
	}
	paths := map[string]any{}
	schemas := map[string]any{}
	for _, name := range snap.TableNames(req.Schema) {
		t, _ := snap.Table(schemacache.QI{Schema: req.Schema, Name: name})
		props := map[string]any{}
		var required []string
		fks := foreignKeys(snap, t.QI)
		for _, c := range t.Columns {
			p := map[string]any{"format": c.Type}
			p["type"] = jsonType(c.Type)
			if len(c.Enum) > 0 {
				p["enum"] = c.Enum
			}
			if c.Generated {
				p["readOnly"] = true // computed by the database; never written
			}
			if c.Nullable {
				p["nullable"] = true // OpenAPI 3.0: a form can tell "may be empty" from "has a default"
			}
			if c.Default != "" {
				p["default"] = c.Default
			}
			desc := c.Comment
			for _, pk := range t.PK {
				if pk == c.Name {
					desc = strings.TrimSpace(desc + "\n\nNote:\nThis is a Primary Key.<pk/>")
				}
			}
			if fk, ok := fks[c.Name]; ok {
				// PostgREST's notation, which schema-driven clients (the admin editor) read.
				desc = strings.TrimSpace(desc + "\n\nNote:\nThis is a Foreign Key to `" + fk.Name + "." + fk.Column +
					"`.<fk table='" + fk.Name + "' column='" + fk.Column + "'/>")
			}
			if desc != "" {
				p["description"] = desc
			}
			props[c.Name] = p
			if !c.Nullable && c.Default == "" && !c.Generated {
				required = append(required, c.Name)
			}
		}
		sch := map[string]any{"type": "object", "properties": props}
		if len(required) > 0 {
			sch["required"] = required
		}
		if t.Comment != "" {
			sch["description"] = t.Comment
		}
		schemas[name] = sch
		ref := map[string]any{"$ref": "#/components/schemas/" + name}
		ok := map[string]any{"description": "OK", "content": map[string]any{"application/json": map[string]any{"schema": map[string]any{"type": "array", "items": ref}}}}
		item := map[string]any{"get": map[string]any{"tags": []string{name}, "responses": map[string]any{"200": ok, "206": map[string]any{"description": "Partial Content"}}}}
		body := map[string]any{"content": map[string]any{"application/json": map[string]any{"schema": ref}}}
		if t.Insertable {
			item["post"] = map[string]any{"tags": []string{name}, "requestBody": body, "responses": map[string]any{"201": map[string]any{"description": "Created"}}}
		}
		if t.Updatable {
			item["patch"] = map[string]any{"tags": []string{name}, "requestBody": body, "responses": map[string]any{"204": map[string]any{"description": "No Content"}}}
		}
		if t.Deletable {
			item["delete"] = map[string]any{"tags": []string{name}, "responses": map[string]any{"204": map[string]any{"description": "No Content"}}}
		}
		paths["/"+name] = item
	}
	for _, name := range snap.FunctionNames(req.Schema) {
		for _, f := range snap.Functions[schemacache.QI{Schema: req.Schema, Name: name}] {
			props := map[string]any{}
			var required []string
			for _, p := range f.Params {
				props[p.Name] = map[string]any{"type": jsonType(p.Type), "format": p.Type}
				if p.Required {
					required = append(required, p.Name)
				}
			}
			sort.Strings(required)
			args := map[string]any{"type": "object", "properties": props}
			if len(required) > 0 {
				args["required"] = required
			}
			op := map[string]any{"tags": []string{"(rpc) " + name}, "description": f.Comment,
				"requestBody": map[string]any{"content": map[string]any{"application/json": map[string]any{"schema": args}}},
				"responses":   map[string]any{"200": map[string]any{"description": "OK"}}}
			item := map[string]any{"post": op}
			if f.Volatile != "v" {
				item["get"] = map[string]any{"tags": []string{"(rpc) " + name}, "responses": map[string]any{"200": map[string]any{"description": "OK"}}}
			}
			paths["/rpc/"+name] = item
		}
	}
	doc := map[string]any{
		"openapi": "3.0.3",
		"info":    map[string]any{"title": "PedBook REST API", "version": "1", "description": "PostgREST-dialect API of the " + req.Schema + " schema"},
		"servers": []map[string]string{{"url": "/rest/v1"}},
		"paths":   paths,
		"components": map[string]any{
			"schemas":         schemas,
			"securitySchemes": map[string]any{"bearer": map[string]any{"type": "http", "scheme": "bearer", "bearerFormat": "JWT"}, "apikey": map[string]any{"type": "apiKey", "in": "header", "name": "apikey"}},
		},
		"security": []map[string][]string{{"bearer": {}}, {"apikey": {}}},
	}
	b, err := json.Marshal(doc)
	if err != nil {
		response.WriteError(w, pgrsterr.OpenAPIBuildFailed.New())
		return
	}
	w.Header().Set("Content-Type", "application/openapi+json; charset=utf-8")
	h.finish(w, r, &timing{last: time.Now()}, http.StatusOK, b, req.Method == http.MethodHead)
}

// fkTarget is the table and column a single-column foreign key references.
type fkTarget struct{ Name, Column string }

// foreignKeys maps each column of a table that alone references another relation of the same
// schema to the referenced table and column (composite keys and keys seen through views are
// left out: a form cannot pick them from one column).
func foreignKeys(snap *schemacache.Snapshot, table schemacache.QI) map[string]fkTarget {
	out := map[string]fkTarget{}
	for _, rel := range snap.Relationships[table] {
		if rel.Cardinality != schemacache.ManyToOne || rel.FromView || rel.Function != nil || rel.Junction != nil ||
			len(rel.Columns) != 1 || len(rel.ForeignColumns) != 1 || rel.Foreign.Schema != table.Schema {
			continue
		}
		if _, seen := out[rel.Columns[0]]; !seen {
			out[rel.Columns[0]] = fkTarget{Name: rel.Foreign.Name, Column: rel.ForeignColumns[0]}
		}
	}
	return out
}

func jsonType(pgType string) string {
	switch {
	case strings.HasSuffix(pgType, "[]"):
		return "array"
	case pgType == "integer" || pgType == "bigint" || pgType == "smallint":
		return "integer"
	case pgType == "numeric" || pgType == "real" || pgType == "double precision":
		return "number"
	case pgType == "boolean":
		return "boolean"
	case pgType == "json" || pgType == "jsonb":
		return "object"
	}
	return "string"
}

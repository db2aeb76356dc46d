package plan

import (
	"bytes"
	"encoding/json"
	"net/http"
	"sort"
	"strings"

	"github.com/pedbook/pedbook/gateway/internal/apirequest"
	"github.com/pedbook/pedbook/gateway/internal/pgrsterr"
	"github.com/pedbook/pedbook/gateway/internal/schemacache"
)

// buildMutation validates the payload and filters of a write.
func buildMutation(req *apirequest.Request, t *schemacache.Table, read *Read) (*Mutation, *pgrsterr.Error) {
	m := &Mutation{Table: t, Where: read.Where, MissingDefault: req.Prefer.Missing == "default", Body: req.Body}
	m.Representation = req.Prefer.Return == "representation"
	read.Where = nil // the filters restrict the write; the representation reads what it returned
	switch req.Method {
	case http.MethodPost:
		m.Kind = Insert
		if !t.Insertable {
			return nil, pgrsterr.UnsupportedMethod.New("POST")
		}
		m.Resolution = req.Prefer.Resolution
		m.OnConflict = req.OnConflict
		if m.Resolution != "" && len(m.OnConflict) == 0 {
			m.OnConflict = t.PK
		}
		if len(m.OnConflict) == 0 {
			m.Resolution = ""
		}
		m.PKReturning = req.Prefer.Return == "headers-only" && len(t.PK) > 0
	case http.MethodPatch:
		m.Kind = Update
	case http.MethodDelete:
		m.Kind = Delete
		return m, nil
	case http.MethodPut:
		if err := checkPut(req, t); err != nil {
			return nil, err
		}
		m.Kind, m.Put, m.Resolution, m.OnConflict, m.Where = Insert, true, "merge-duplicates", t.PK, nil
	}
	cols, err := payloadColumns(req, t)
	if err != nil {
		return nil, err
	}
	m.Columns = cols
	return m, nil
}

// checkPut enforces PostgREST's PUT rules: filters are exactly the primary key with eq, and
// the single-object payload repeats those values.
func checkPut(req *apirequest.Request, t *schemacache.Table) *pgrsterr.Error {
	bad := pgrsterr.PutFilters.New()
	if len(t.PK) == 0 || len(req.Logic) > 0 || len(req.Filters) != len(t.PK) {
		return bad
	}
	want := map[string]string{}
	for _, f := range req.Filters {
		if len(f.EmbedPath) > 0 || len(f.Field.Path) > 0 || f.Operation.Op != "eq" || f.Operation.Negate || f.Operation.Modifier != "" {
			return bad
		}
		want[f.Field.Name] = f.Operation.Value
	}
	for _, c := range t.PK {
		if _, ok := want[c]; !ok {
			return bad
		}
	}
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(bytes.TrimSpace(req.Body), &obj); err != nil {
		return pgrsterr.InvalidJSON.New().WithDetails("PUT takes a single JSON object")
	}
	for c, v := range want {
		raw, ok := obj[c]
		if !ok {
			return pgrsterr.PutKeyMismatch.New()
		}
		var s string
		if json.Unmarshal(raw, &s) != nil {
			s = string(raw)
		}
		if s != v {
			return pgrsterr.PutKeyMismatch.New()
		}
	}
	return nil
}

func payloadColumns(req *apirequest.Request, t *schemacache.Table) ([]schemacache.Column, *pgrsterr.Error) {
	if req.ContentType != "application/json" {
		return nil, pgrsterr.ContentTypeUnsupported.New(req.ContentType)
	}
	body := bytes.TrimSpace(req.Body)
	var names []string
	if len(req.Columns) > 0 {
		names = req.Columns
		if !json.Valid(body) {
			return nil, pgrsterr.InvalidJSON.New()
		}
	} else {
		var err *pgrsterr.Error
		names, err = payloadKeys(body)
		if err != nil {
			return nil, err
		}
	}
	var cols []schemacache.Column
	seen := map[string]bool{}
	for _, n := range names {
		if seen[n] {
			continue
		}
		seen[n] = true
		c, ok := t.Column(n)
		if !ok {
			return nil, pgrsterr.ColumnNotFound.New(n, t.Name)
		}
		cols = append(cols, c)
	}
	return cols, nil
}

// payloadKeys returns the key set of the JSON object (or of every object of the array,
// which must all match).
func payloadKeys(body []byte) ([]string, *pgrsterr.Error) {
	invalid := pgrsterr.InvalidJSON.New()
	if len(body) == 0 {
		return nil, invalid
	}
	switch body[0] {
	case '{':
		var obj map[string]json.RawMessage
		if err := json.Unmarshal(body, &obj); err != nil {
			return nil, invalid
		}
		return sortedKeys(obj), nil
	case '[':
		var arr []map[string]json.RawMessage
		if err := json.Unmarshal(body, &arr); err != nil {
			return nil, invalid
		}
		var keys []string
		for i, o := range arr {
			k := sortedKeys(o)
			if i == 0 {
				keys = k
			} else if strings.Join(k, "\x00") != strings.Join(keys, "\x00") {
				return nil, pgrsterr.ObjectKeysDiffer.New()
			}
		}
		return keys, nil
	}
	if !json.Valid(body) {
		return nil, invalid
	}
	return nil, nil
}

func sortedKeys(m map[string]json.RawMessage) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

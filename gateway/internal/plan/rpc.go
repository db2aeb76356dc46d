package plan

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"sort"
	"strings"

	"github.com/pedbook/pedbook/gateway/internal/apirequest"
	"github.com/pedbook/pedbook/gateway/internal/pgrsterr"
	"github.com/pedbook/pedbook/gateway/internal/schemacache"
)

func buildCall(p *Plan, req *apirequest.Request, snap *schemacache.Snapshot, o Options) (*Plan, *pgrsterr.Error) {
	qi := schemacache.QI{Schema: req.Schema, Name: req.Target}
	cands := snap.Functions[qi]
	get := req.Method == http.MethodGet || req.Method == http.MethodHead

	var keys []string
	values := map[string]string{}
	body := bytes.TrimSpace(req.Body)
	jsonBody := req.ContentType == "application/json" || req.ContentType == ""
	if get {
		for _, a := range req.RPCArgs {
			if _, dup := values[a.Key]; !dup {
				keys = append(keys, a.Key)
			}
			values[a.Key] = a.Value
		}
	} else {
		switch req.ContentType {
		case "application/json", "":
			if len(body) == 0 {
				body = []byte("{}")
			}
			if !json.Valid(body) {
				return nil, pgrsterr.InvalidJSON.New()
			}
			if body[0] == '{' {
				var obj map[string]json.RawMessage
				if err := json.Unmarshal(body, &obj); err != nil {
					return nil, pgrsterr.InvalidJSON.New()
				}
				for k := range obj {
					keys = append(keys, k)
				}
			}
		case "text/plain", "text/xml", "application/octet-stream":
			// the raw body goes to a single unnamed text / xml / bytea parameter
			body = req.Body
		default:
			return nil, pgrsterr.ContentTypeUnsupported.New(req.ContentType)
		}
	}
	sort.Strings(keys)

	var matches []*schemacache.Function
	if req.Prefer.SingleObject && !get && jsonBody {
		// The whole body is the argument of the function's single json/jsonb parameter.
		for _, f := range cands {
			if len(f.Params) == 1 && (f.Params[0].Type == "json" || f.Params[0].Type == "jsonb") {
				matches = append(matches, f)
			}
		}
		if len(matches) == 1 {
			f := matches[0]
			p.Call = &Call{Function: f, RawBody: true, Body: body, Scalar: !f.Composite}
			p.ReadOnly = f.Volatile != "v"
			return finishCall(p, req, snap, o, f)
		}
		matches = nil
	}
	// PostgREST's findProc: the overloads whose parameters match the argument keys win; if
	// none does, a single function with one unnamed parameter of the body's type (json/jsonb
	// for JSON, text, xml, bytea) is the fallback. Candidates are ordered as PostgREST orders
	// them (fewer parameters first), which is the order PGRST203 lists them in.
	rawTypes := map[string]bool{"json": true, "jsonb": true}
	switch {
	case get:
		rawTypes = nil
	case req.ContentType == "text/plain":
		rawTypes = map[string]bool{"text": true}
	case req.ContentType == "text/xml":
		rawTypes = map[string]bool{"xml": true}
	case req.ContentType == "application/octet-stream":
		rawTypes = map[string]bool{"bytea": true}
	}
	var fallback []*schemacache.Function
	for _, f := range sortedOverloads(cands) {
		switch {
		case len(f.Params) == 0 && len(keys) == 0 && (get || jsonBody):
			matches = append(matches, f)
		case len(f.Params) > 0 && argsMatch(f, keys):
			matches = append(matches, f)
		case f.SingleUnnamed != "" && rawTypes[f.SingleUnnamed]:
			fallback = append(fallback, f)
		}
	}
	if len(matches) == 0 && len(fallback) == 1 {
		matches = fallback
	} else if len(matches) == 0 && len(fallback) > 1 {
		return nil, ambiguous(fallback)
	}
	switch {
	case len(matches) == 0:
		return nil, functionNotFoundFor(snap, qi, keys, get, req.ContentType)
	case len(matches) > 1:
		return nil, ambiguous(matches)
	}
	// a function whose only parameter is unnamed gets the body itself (PostgREST's OnePosParam)
	raw := !get && matches[0].SingleUnnamed != ""
	f := matches[0]
	call := &Call{Function: f, RawBody: raw, Body: body, Scalar: !f.Composite}
	if !raw {
		for _, prm := range f.Params {
			for _, k := range keys {
				if k == prm.Name {
					call.Args = append(call.Args, prm)
					call.ArgValues = append(call.ArgValues, values[k])
				}
			}
		}
	}
	p.Call = call
	p.ReadOnly = get || f.Volatile != "v"
	return finishCall(p, req, snap, o, f)
}

// ambiguous is PGRST203 listing the candidates in order.
func ambiguous(fs []*schemacache.Function) *pgrsterr.Error {
	var sigs []string
	for _, f := range fs {
		var ps []string
		for _, prm := range f.Params {
			ps = append(ps, prm.Name+" => "+prm.Type)
		}
		sigs = append(sigs, fmt.Sprintf("%s.%s(%s)", f.Schema, f.Name, strings.Join(ps, ", ")))
	}
	return pgrsterr.AmbiguousFunction.New(strings.Join(sigs, ", ")).
		WithHint("Try renaming the parameters or the function itself in the database so function overloading can be resolved")
}

// sortedOverloads orders overloads as PostgREST's Routine Ord does: fewer parameters
// first, then no comment before a comment, then the parameters compared in turn (name,
// type, required, variadic).
func sortedOverloads(fs []*schemacache.Function) []*schemacache.Function {
	out := append([]*schemacache.Function(nil), fs...)
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if len(a.Params) != len(b.Params) {
			return len(a.Params) < len(b.Params)
		}
		if a.Comment != b.Comment {
			return a.Comment < b.Comment
		}
		for k := range a.Params {
			pa, pb := a.Params[k], b.Params[k]
			switch {
			case pa.Name != pb.Name:
				return pa.Name < pb.Name
			case pa.Type != pb.Type:
				return pa.Type < pb.Type
			case pa.Required != pb.Required:
				return !pa.Required
			case pa.Variadic != pb.Variadic:
				return !pa.Variadic
			}
		}
		return false
	})
	return out
}

// finishCall plans the read over a table-typed result (select, filters, order, limit).
func finishCall(p *Plan, req *apirequest.Request, snap *schemacache.Snapshot, o Options, f *schemacache.Function) (*Plan, *pgrsterr.Error) {
	if f.Composite {
		var t *schemacache.Table
		name := f.Name
		if f.ReturnRelation != nil {
			if rt, ok := snap.Table(*f.ReturnRelation); ok {
				t, name = rt, rt.Name
			}
		}
		read, err := buildRead(snap, t, name, req.Select, req, o)
		if err != nil {
			return nil, err
		}
		if !f.SetOf {
			read.Range = apirequest.Range{Limit: -1}
		}
		p.Read = read
	} else if len(req.Filters) > 0 || len(req.Logic) > 0 || len(req.Order) > 0 {
		return nil, pgrsterr.ParseFailure.New(`"failed to parse filter"`).WithDetails(fmt.Sprintf("the function %s.%s returns a scalar: filters and order apply only to table-typed results", f.Schema, f.Name))
	}
	return p, nil
}

// argsMatch applies PostgREST's overload rule: names only, required ⊆ keys ⊆ all.
func argsMatch(f *schemacache.Function, keys []string) bool {
	names := map[string]bool{}
	for _, p := range f.Params {
		names[p.Name] = true
	}
	got := map[string]bool{}
	for _, k := range keys {
		if !names[k] {
			return false
		}
		got[k] = true
	}
	for _, p := range f.Params {
		if p.Required && !got[p.Name] {
			return false
		}
	}
	return true
}

// functionNotFoundFor is PGRST202 for a POST with a raw body (text/plain, text/xml,
// application/octet-stream): PostgREST names the single unnamed parameter it looked for and
// gives no hint.
func functionNotFoundFor(snap *schemacache.Snapshot, qi schemacache.QI, keys []string, get bool, contentType string) *pgrsterr.Error {
	ty := map[string]string{"text/plain": "text", "text/xml": "xml", "application/octet-stream": "bytea"}[contentType]
	if get || ty == "" {
		return functionNotFound(snap, qi, keys, get)
	}
	return pgrsterr.FunctionNotFound.New(qi.Schema, qi.Name, "").WithDetails(fmt.Sprintf("Searched for the function %s.%s with a single unnamed %s parameter, but no matches were found in the schema cache.", qi.Schema, qi.Name, ty))
}

func functionNotFound(snap *schemacache.Snapshot, qi schemacache.QI, keys []string, get bool) *pgrsterr.Error {
	args := "without parameters"
	msgArgs := " without parameters"
	if len(keys) > 0 {
		// PostgREST: "with parameter" for one key, "with parameters" for more
		args = "with parameter "
		if len(keys) > 1 {
			args = "with parameters "
		}
		args += strings.Join(keys, ", ")
		msgArgs = "(" + strings.Join(keys, ", ") + ")"
	}
	orJSON := ""
	if !get {
		orJSON = " or with a single unnamed json/jsonb parameter"
	}
	e := pgrsterr.FunctionNotFound.New(qi.Schema, qi.Name, msgArgs).WithDetails(fmt.Sprintf("Searched for the function %s.%s %s%s, but no matches were found in the schema cache.", qi.Schema, qi.Name, args, orJSON))
	if fs := snap.Functions[qi]; len(fs) > 0 {
		// the function exists: suggest the overload whose sorted parameter list is closest
		var lists []string
		for _, f := range fs {
			var ps []string
			for _, p := range f.Params {
				ps = append(ps, p.Name)
			}
			lists = append(lists, paramList(ps))
		}
		if best := fuzzyBest(paramList(keys), lists, paramsHintScore); best != "" {
			e.Hint = fmt.Sprintf("Perhaps you meant to call the function %s.%s%s", qi.Schema, qi.Name, best)
		}
	} else if best := fuzzyBest(qi.Name, snap.FunctionNames(qi.Schema), nameHintScore); best != "" {
		e.Hint = fmt.Sprintf("Perhaps you meant to call the function %s.%s", qi.Schema, best)
	}
	return e
}

// paramList renders parameter names as PostgREST's hints do: sorted, "(a, b)".
func paramList(names []string) string {
	s := append([]string(nil), names...)
	sort.Strings(s)
	return "(" + strings.Join(s, ", ") + ")"
}

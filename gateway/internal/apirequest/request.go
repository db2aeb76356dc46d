package apirequest

import (
	"errors"
	"io"
	"mime"
	"net/http"
	"net/url"
	"sort"
	"strconv"
	"strings"

	"github.com/pedbook/pedbook/gateway/internal/pgrsterr"
)

// Options are the parser's configuration.
type Options struct {
	Schemas     []string // exposed schemas, first is the default
	MaxBody     int64    // bytes
	PlanEnabled bool
	Limits      Limits
}

// Parse reads r into a Request. path is the URL path with the mount prefix stripped.
func Parse(r *http.Request, path string, o Options) (*Request, *pgrsterr.Error) {
	req := &Request{Method: r.Method, Ranges: map[string]Range{}, Order: map[string][]OrderTerm{}}
	if err := parseTarget(req, path); err != nil {
		return nil, err
	}
	if err := checkMethod(req); err != nil {
		return nil, err
	}
	if err := parseProfile(req, r, o.Schemas); err != nil {
		return nil, err
	}
	var err *pgrsterr.Error
	if req.Prefer, err = ParsePrefer(r.Header.Values("Prefer")); err != nil {
		return nil, err
	}
	if req.Accept, err = ParseAccept(r.Header.Get("Accept"), o.PlanEnabled, req.Kind == KindRoot); err != nil {
		return nil, err
	}
	if err := checkQueryLength(r.URL.RawQuery, o.Limits); err != nil {
		return nil, err
	}
	if err := parseQuery(req, r.URL.RawQuery); err != nil {
		return nil, err
	}
	if err := checkSelect(req.Select, o.Limits); err != nil {
		return nil, err
	}
	if err := parseRangeHeader(req, r); err != nil {
		return nil, err
	}
	if r.Method == http.MethodPost || r.Method == http.MethodPatch || r.Method == http.MethodPut {
		if err := readBody(req, r, o.MaxBody); err != nil {
			return nil, err
		}
	}
	return req, nil
}

func parseTarget(req *Request, path string) *pgrsterr.Error {
	p := strings.Trim(path, "/")
	segs := []string{}
	if p != "" {
		segs = strings.Split(p, "/")
	}
	for i, s := range segs {
		d, err := url.PathUnescape(s)
		if err != nil {
			return pgrsterr.InvalidPath.New()
		}
		segs[i] = d
	}
	switch {
	case len(segs) == 0:
		req.Kind = KindRoot
	case len(segs) == 1:
		req.Kind, req.Target = KindRelation, segs[0]
	case len(segs) == 2 && segs[0] == "rpc":
		req.Kind, req.Target = KindRPC, segs[1]
	default:
		return pgrsterr.InvalidPath.New()
	}
	return nil
}

func checkMethod(req *Request) *pgrsterr.Error {
	m := req.Method
	switch req.Kind {
	case KindRoot:
		if m == "GET" || m == "HEAD" || m == "OPTIONS" {
			return nil
		}
	case KindRPC:
		switch m {
		case "GET", "HEAD", "POST", "OPTIONS":
			return nil
		case "PUT", "PATCH", "DELETE":
			return pgrsterr.MethodOnRPC.New(m)
		}
	case KindRelation:
		switch m {
		case "GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS":
			return nil
		}
	}
	return pgrsterr.UnsupportedMethod.New(m)
}

func parseProfile(req *Request, r *http.Request, schemas []string) *pgrsterr.Error {
	h := "Accept-Profile"
	switch r.Method {
	case "POST", "PATCH", "PUT", "DELETE":
		h = "Content-Profile"
	}
	v := strings.TrimSpace(r.Header.Get(h))
	if v == "" {
		req.Schema = schemas[0]
		return nil
	}
	req.ProfileSent = true
	for _, s := range schemas {
		if s == v {
			req.Schema = v
			return nil
		}
	}
	e := pgrsterr.InvalidSchema.New(v)
	e.Hint = "Only the following schemas are exposed: " + strings.Join(schemas, ", ")
	return e
}

// lastSegment returns the last dot-separated segment of a key (quotes respected loosely).
func splitReserved(key string) (prefix []string, last string) {
	parts := strings.Split(key, ".")
	return parts[:len(parts)-1], parts[len(parts)-1]
}

func decodeComponent(s string) (string, error) {
	return url.QueryUnescape(s)
}

func parseQuery(req *Request, raw string) *pgrsterr.Error {
	var args []Arg
	for _, pair := range strings.Split(raw, "&") {
		if pair == "" {
			continue
		}
		k, v, ok := strings.Cut(pair, "=")
		if !ok {
			continue // keys without '=' are ignored
		}
		dk, err1 := decodeComponent(k)
		dv, err2 := decodeComponent(v)
		if err1 != nil || err2 != nil {
			return pgrsterr.ParseFailure.New(`"failed to parse query string"`).WithDetails("invalid percent-encoding in " + pair)
		}
		args = append(args, Arg{dk, dv})
	}
	sorted := append([]Arg(nil), args...)
	sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].Key < sorted[j].Key })
	q := url.Values{}
	var canon []string
	for _, a := range sorted {
		canon = append(canon, url.QueryEscape(a.Key)+"="+url.QueryEscape(a.Value))
		q.Add(a.Key, a.Value)
	}
	req.Canonical = strings.Join(canon, "&")

	limits := map[string]int64{}
	offsets := map[string]int64{}
	for _, a := range args {
		k, v := a.Key, a.Value
		switch k {
		case "select":
			items, err := ParseSelect(v)
			if err != nil {
				return err
			}
			req.Select = items
			continue
		case "columns":
			cols, err := ParseColumns("columns parameter", v)
			if err != nil {
				return err
			}
			req.Columns = cols
			continue
		case "on_conflict":
			cols, err := ParseColumns("on_conflict parameter", v)
			if err != nil {
				return err
			}
			req.OnConflict = cols
			continue
		}
		prefix, last := splitReserved(k)
		path := strings.Join(prefix, ".")
		switch last {
		case "order":
			terms, err := ParseOrder(v)
			if err != nil {
				return err
			}
			req.Order[path] = append(req.Order[path], terms...)
			continue
		case "limit", "offset":
			n, err := strconv.ParseInt(v, 10, 64)
			if err != nil {
				return parseError(last+" parameter", v, 0, "unexpected input expecting an integer")
			}
			if last == "limit" {
				if n < 0 {
					return pgrsterr.RangeNotSatisfiable.New().WithDetails("Limit should be greater than or equal to zero.")
				}
				limits[path] = n
			} else {
				if n < 0 {
					return pgrsterr.RangeNotSatisfiable.New().WithDetails("Offset should be greater than or equal to zero.")
				}
				offsets[path] = n
			}
			continue
		case "and", "or":
			negate := false
			if len(prefix) > 0 && prefix[len(prefix)-1] == "not" {
				negate = true
				prefix = prefix[:len(prefix)-1]
			}
			t, err := ParseLogic(prefix, last == "or", negate, v)
			if err != nil {
				return err
			}
			req.Logic = append(req.Logic, t)
			continue
		}
		// A filter (or an RPC argument on GET/HEAD when the value is not an operation).
		op, opErr := ParseOperation(v)
		if req.Kind == KindRPC && (req.Method == "GET" || req.Method == "HEAD") && opErr != nil {
			req.RPCArgs = append(req.RPCArgs, a)
			continue
		}
		embedPath, field, err := ParseFilterKey(k)
		if err != nil {
			return err
		}
		if opErr != nil {
			return opErr
		}
		req.Filters = append(req.Filters, Filter{EmbedPath: embedPath, Field: field, Operation: op})
	}
	for p, l := range limits {
		rg := req.Ranges[p]
		rg.Limit = l
		rg.Offset = offsets[p]
		req.Ranges[p] = rg
	}
	for p, o := range offsets {
		if _, ok := limits[p]; !ok {
			req.Ranges[p] = Range{Offset: o, Limit: -1}
		}
	}
	if req.Select == nil {
		req.Select = []SelectItem{{Kind: ItemStar}}
	}
	if req.Method == "PUT" && (len(limits) > 0 || len(offsets) > 0) {
		return pgrsterr.PutLimitOffset.New()
	}
	return nil
}

// parseRangeHeader applies "Range: a-b" (GET only), intersected with limit/offset.
func parseRangeHeader(req *Request, r *http.Request) *pgrsterr.Error {
	h := strings.TrimSpace(r.Header.Get("Range"))
	if h == "" || r.Method != http.MethodGet {
		return nil
	}
	if i := strings.Index(h, "="); i >= 0 {
		h = h[i+1:]
	}
	a, b, ok := strings.Cut(h, "-")
	lo, err := strconv.ParseInt(strings.TrimSpace(a), 10, 64)
	if !ok || err != nil || lo < 0 {
		return nil // unparsable ranges are ignored, as PostgREST does
	}
	hdr := Range{Offset: lo, Limit: -1}
	if strings.TrimSpace(b) != "" {
		hi, err := strconv.ParseInt(strings.TrimSpace(b), 10, 64)
		if err != nil {
			return nil
		}
		if hi < lo {
			return pgrsterr.RangeNotSatisfiable.New().WithDetails(
				"The lower boundary must be lower than or equal to the upper boundary in the Range header.")
		}
		hdr.Limit = hi - lo + 1
	}
	req.Ranges[""] = intersect(req.RootRange(), hdr)
	return nil
}

// intersect combines two ranges (both as offset+limit, -1 limit = unbounded).
func intersect(a, b Range) Range {
	lo := max(a.Offset, b.Offset)
	end := int64(-1)
	ends := []int64{}
	if a.Limit >= 0 {
		ends = append(ends, a.Offset+a.Limit)
	}
	if b.Limit >= 0 {
		ends = append(ends, b.Offset+b.Limit)
	}
	for _, e := range ends {
		if end < 0 || e < end {
			end = e
		}
	}
	if end < 0 {
		return Range{Offset: lo, Limit: -1}
	}
	return Range{Offset: lo, Limit: max(0, end-lo)}
}

// BodyLimit is the request body cap in effect: maxBody, or 10 MiB when none is set.
func BodyLimit(maxBody int64) int64 {
	if maxBody <= 0 {
		return 10 << 20
	}
	return maxBody
}

func readBody(req *Request, r *http.Request, maxBody int64) *pgrsterr.Error {
	maxBody = BodyLimit(maxBody)
	body, err := io.ReadAll(io.LimitReader(r.Body, maxBody+1))
	if err != nil {
		return pgrsterr.BodyUnreadable.New().WithDetails(err.Error())
	}
	if int64(len(body)) > maxBody {
		return pgrsterr.BodyTooLarge.New(maxBody)
	}
	ct := r.Header.Get("Content-Type")
	mt := "application/json"
	if ct != "" {
		m, _, err := mime.ParseMediaType(ct)
		if err != nil {
			return pgrsterr.ContentTypeMalformed.New(ct)
		}
		mt = m
	}
	req.ContentType = mt
	req.Body = body
	return nil
}

// ParsePrefer reads every Prefer header.
func ParsePrefer(values []string) (Preferences, *pgrsterr.Error) {
	p := Preferences{MaxAffected: -1}
	set := func(dst *string, v string) {
		if *dst == "" {
			*dst = v
		}
	}
	for _, hv := range values {
		for _, raw := range strings.Split(hv, ",") {
			v := strings.TrimSpace(raw)
			if v == "" {
				continue
			}
			k, val, _ := strings.Cut(v, "=")
			switch {
			case k == "return" && (val == "minimal" || val == "headers-only" || val == "representation"):
				set(&p.Return, val)
			case k == "count" && (val == "exact" || val == "planned" || val == "estimated"):
				set(&p.Count, val)
			case k == "resolution" && (val == "merge-duplicates" || val == "ignore-duplicates"):
				set(&p.Resolution, val)
			case k == "missing" && (val == "default" || val == "null"):
				set(&p.Missing, val)
			case k == "handling" && (val == "lenient" || val == "strict"):
				set(&p.Handling, val)
			case k == "tx" && (val == "commit" || val == "rollback"):
				set(&p.Tx, val)
			case k == "params" && val == "single-object":
				p.SingleObject = true
			case k == "timezone" && val != "":
				set(&p.Timezone, val)
			case k == "max-affected":
				n, err := strconv.ParseInt(val, 10, 64)
				if err != nil || n < 0 {
					p.Invalid = append(p.Invalid, v)
				} else if p.MaxAffected < 0 {
					p.MaxAffected = n
				}
			default:
				p.Invalid = append(p.Invalid, v)
			}
		}
	}
	if p.Handling == "strict" && len(p.Invalid) > 0 {
		return p, pgrsterr.StrictPreferences.New().WithDetails(
			"Invalid preferences: " + strings.Join(p.Invalid, ", "))
	}
	return p, nil
}

var errNoMedia = errors.New("no acceptable media type")

// ParseAccept negotiates the response media type.
func ParseAccept(h string, planEnabled, root bool) (Accept, *pgrsterr.Error) {
	if strings.TrimSpace(h) == "" {
		return Accept{Media: MediaJSON, ContentType: "application/json; charset=utf-8"}, nil
	}
	type cand struct {
		mt     string
		params map[string]string
		q      float64
		idx    int
	}
	var cands []cand
	for i, part := range splitAccept(h) {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		mt, params, err := mime.ParseMediaType(part)
		if err != nil {
			// tolerate trailing ';' and empty options= that postgrest-js sends for explain
			fields := strings.Split(part, ";")
			mt = strings.ToLower(strings.TrimSpace(fields[0]))
			params = map[string]string{}
			for _, f := range fields[1:] {
				k, v, _ := strings.Cut(strings.TrimSpace(f), "=")
				if k != "" {
					params[strings.ToLower(k)] = strings.Trim(v, `"`)
				}
			}
		}
		q := 1.0
		if qs, ok := params["q"]; ok {
			if f, err := strconv.ParseFloat(qs, 64); err == nil {
				q = f
			}
		}
		cands = append(cands, cand{mt, params, q, i})
	}
	sort.SliceStable(cands, func(i, j int) bool { return cands[i].q > cands[j].q })
	for _, c := range cands {
		if a, err := mediaFor(c.mt, c.params, planEnabled, root); err == nil {
			return a, nil
		}
	}
	return Accept{}, pgrsterr.MediaTypeUnavailable.New(strings.TrimSpace(h))
}

func splitAccept(h string) []string {
	// commas inside quoted parameters (for="…") must not split
	var out []string
	depth := false
	start := 0
	for i, r := range h {
		switch r {
		case '"':
			depth = !depth
		case ',':
			if !depth {
				out = append(out, h[start:i])
				start = i + 1
			}
		}
	}
	return append(out, h[start:])
}

func mediaFor(mt string, params map[string]string, planEnabled, root bool) (Accept, error) {
	strip := params["nulls"] == "stripped"
	switch mt {
	case "*/*", "application/*", "application/json", "application/vnd.pgrst.array+json", "application/vnd.pgrst.array":
		return Accept{Media: MediaJSON, StripNulls: strip, ContentType: "application/json; charset=utf-8"}, nil
	case "application/vnd.pgrst.object+json", "application/vnd.pgrst.object":
		return Accept{Media: MediaObject, StripNulls: strip, ContentType: "application/vnd.pgrst.object+json; charset=utf-8"}, nil
	case "text/csv", "text/*":
		return Accept{Media: MediaCSV, ContentType: "text/csv; charset=utf-8"}, nil
	case "application/geo+json":
		return Accept{Media: MediaGeoJSON, ContentType: "application/geo+json; charset=utf-8"}, nil
	case "application/openapi+json":
		if root {
			return Accept{Media: MediaOpenAPI, ContentType: "application/openapi+json; charset=utf-8"}, nil
		}
	case "application/vnd.pgrst.plan", "application/vnd.pgrst.plan+text", "application/vnd.pgrst.plan+json":
		if !planEnabled {
			return Accept{}, errNoMedia
		}
		a := Accept{Media: MediaPlanText}
		if mt == "application/vnd.pgrst.plan+json" {
			a.Media = MediaPlanJSON
		}
		a.PlanFor = MediaJSON
		forMT := params["for"]
		if forMT == "" {
			forMT = "application/json"
		}
		if f, err := mediaFor(forMT, map[string]string{}, false, root); err == nil {
			a.PlanFor = f.Media
		}
		for _, o := range strings.Split(params["options"], "|") {
			switch o {
			case "analyze", "verbose", "settings", "buffers", "wal":
				a.PlanOptions = append(a.PlanOptions, o)
			}
		}
		a.ContentType = mt + `; for="` + forMT + `"; charset=utf-8`
		if mt == "application/vnd.pgrst.plan" {
			a.ContentType = `application/vnd.pgrst.plan+text; for="` + forMT + `"; charset=utf-8`
		}
		return a, nil
	}
	return Accept{}, errNoMedia
}

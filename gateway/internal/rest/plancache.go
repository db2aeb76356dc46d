package rest

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/pedbook/pedbook/gateway/internal/apirequest"
	"github.com/pedbook/pedbook/gateway/internal/plan"
	"github.com/pedbook/pedbook/gateway/internal/schemacache"
	"github.com/pedbook/pedbook/gateway/internal/sqlgen"
)

// prepared is everything a read needs before it meets the database: the parsed request,
// its plan, the delivery decided for it and the statements. For a GET or HEAD these
// depend only on the request line, a few headers, the schema cache and the settings
// loaded with it, so a repeated request reuses them instead of parsing, planning and
// writing SQL again. Nothing in it is modified after it is built, so requests share it.
//
// Writes (POST, PATCH, DELETE) are cached too, keyed also by the body's key set: their
// plan depends on which keys the JSON body has (the columns of an insert or update, the
// overload of a function), never on the values, which travel as one statement parameter
// (sqlgen.Statement.BodyArg) that each request replaces with its own body. PUT is not cached: it compares
// the body's values with the filters. For OPTIONS and the root (OpenAPI) only req is set:
// the plan step (Handler.prepare) stops after their parse, and they are not cached.
type prepared struct {
	req       *apirequest.Request
	p         *plan.Plan
	d         plan.Delivery
	stmt      sqlgen.Statement
	countStmt *sqlgen.Statement
	// bodyTrimmed: the statement holds the body (stmt.BodyArg) with its surrounding
	// space trimmed.
	bodyTrimmed bool
}

// planCache holds the prepared reads of one schema-cache snapshot (a reload, which may also
// change the settings, starts an empty one). Bounded in entries and key size: the space an
// anonymous caller can fill with distinct queries is capped.
type planCache struct {
	mu   sync.Mutex
	snap *schemacache.Snapshot
	m    map[string]*prepared
}

const (
	planCacheEntries = 1024
	planCacheMaxKey  = 2048
)

// planKey is the cache key of r, and whether r may be cached at all: a GET or HEAD whose
// key is small. Everything Parse reads for such a request is in the key.
func planKey(r *http.Request) (string, bool) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		return "", false
	}
	var b strings.Builder
	requestKey(&b, r, "Accept-Profile", "Accept", "Range")
	if b.Len() > planCacheMaxKey {
		return "", false
	}
	return b.String(), true
}

// requestKey starts a cache key in b: the method, path and query, the named headers and
// every Prefer header, NUL-separated.
func requestKey(b *strings.Builder, r *http.Request, headers ...string) {
	b.Grow(len(r.URL.Path) + len(r.URL.RawQuery) + 96)
	b.WriteString(r.Method)
	b.WriteByte(0)
	b.WriteString(r.URL.Path)
	b.WriteByte(0)
	b.WriteString(r.URL.RawQuery)
	for _, h := range headers {
		b.WriteByte(0)
		b.WriteString(r.Header.Get(h))
	}
	for _, v := range r.Header.Values("Prefer") {
		b.WriteByte(0)
		b.WriteString(v)
	}
}

// writeMethod reports whether requests of method may be cached with their body's key set.
func writeMethod(method string) bool {
	return method == http.MethodPost || method == http.MethodPatch || method == http.MethodDelete
}

// writeKey is the cache key of a write: everything Parse reads for it but the body, and
// the body's key set (bodyKeySet). It reads the body (at most maxBody+1 bytes) and puts it
// back into r for Parse. ok is false for a write that is not cached: a body that is not a
// JSON object or array of objects with one key set, another content type, a long key.
func writeKey(r *http.Request, maxBody int64) (key string, body []byte, ok bool) {
	maxBody = apirequest.BodyLimit(maxBody)
	if r.Body != nil && r.Body != http.NoBody && r.Method != http.MethodDelete {
		b, err := io.ReadAll(io.LimitReader(r.Body, maxBody+1))
		if err != nil {
			r.Body = io.NopCloser(io.MultiReader(bytes.NewReader(b), errReader{err}))
			return "", nil, false
		}
		r.Body = io.NopCloser(bytes.NewReader(b))
		body = b
		if int64(len(b)) > maxBody {
			return "", nil, false
		}
	}
	if ct := r.Header.Get("Content-Type"); ct != "" && !strings.HasPrefix(ct, "application/json") {
		return "", nil, false
	}
	var b strings.Builder
	requestKey(&b, r, "Content-Profile", "Accept", "Range", "Content-Type")
	b.WriteByte(1)
	if r.Method != http.MethodDelete {
		keys, kok := bodyKeySet(body)
		if !kok {
			return "", nil, false
		}
		b.WriteString(keys)
	}
	if b.Len() > planCacheMaxKey {
		return "", nil, false
	}
	return b.String(), body, true
}

type errReader struct{ err error }

func (e errReader) Read([]byte) (int, error) { return 0, e.err }

// bodyKeySet is "{" and the sorted, distinct keys of a JSON object, or "[" and those of
// every object of a non-empty array of objects that all have the same keys (the planner
// treats the two shapes apart: a function's arguments come from an object only), each key
// followed by NUL (so no key set is another's prefix: {} is not {"": …}); ok is false for
// anything else (invalid JSON, other values, differing key sets, a key with an escape),
// which Parse and the planner then handle (and report) themselves.
func bodyKeySet(body []byte) (string, bool) {
	body = bytes.TrimSpace(body)
	if len(body) == 0 || !json.Valid(body) {
		return "", false
	}
	sc := keyScanner{b: body}
	switch body[0] {
	case '{':
		keys, ok := sc.object()
		if !ok {
			return "", false
		}
		return "{" + keys, true
	case '[':
		sc.i = 1
		first := ""
		for n := 0; ; n++ {
			sc.space()
			if sc.i >= len(body) {
				return "", false
			}
			if body[sc.i] == ']' {
				return "[" + first, n > 0
			}
			if n > 0 {
				if body[sc.i] != ',' {
					return "", false
				}
				sc.i++
				sc.space()
			}
			if sc.i >= len(body) || body[sc.i] != '{' {
				return "", false
			}
			keys, ok := sc.object()
			if !ok || (n > 0 && keys != first) {
				return "", false
			}
			first = keys
		}
	}
	return "", false
}

// keyScanner walks JSON already known to be valid.
type keyScanner struct {
	b []byte
	i int
}

func (s *keyScanner) space() {
	for s.i < len(s.b) && (s.b[s.i] == ' ' || s.b[s.i] == '\t' || s.b[s.i] == '\n' || s.b[s.i] == '\r') {
		s.i++
	}
}

// object reads the object at s.i and returns its key set.
func (s *keyScanner) object() (string, bool) {
	s.i++ // {
	var keys []string
	for {
		s.space()
		if s.b[s.i] == '}' {
			s.i++
			break
		}
		if s.b[s.i] == ',' {
			s.i++
			s.space()
		}
		start := s.i + 1
		end := bytes.IndexByte(s.b[start:], '"')
		if end < 0 {
			return "", false
		}
		k := s.b[start : start+end]
		if bytes.IndexByte(k, '\\') >= 0 || !utf8.Valid(k) {
			return "", false // encoding/json unescapes, or replaces invalid UTF-8: plan it anew
		}
		keys = append(keys, string(k))
		s.i = start + end + 1
		s.space()
		s.i++ // :
		s.space()
		s.value()
	}
	slices.Sort(keys)
	keys = slices.Compact(keys)
	var b strings.Builder
	for _, k := range keys {
		b.WriteString(k)
		b.WriteByte(0) // every key ends with NUL: {} and {"": …} differ
	}
	return b.String(), true
}

// value skips one value: a string, a number or literal, or a nested object or array.
func (s *keyScanner) value() {
	switch s.b[s.i] {
	case '"':
		s.str()
	case '{', '[':
		depth := 0
		for {
			switch s.b[s.i] {
			case '"':
				s.str()
				continue
			case '{', '[':
				depth++
			case '}', ']':
				depth--
			}
			s.i++
			if depth == 0 {
				return
			}
		}
	default:
		for s.i < len(s.b) && strings.IndexByte(",}] \t\n\r", s.b[s.i]) < 0 {
			s.i++
		}
	}
}

// str skips the string at s.i.
func (s *keyScanner) str() {
	s.i++
	for s.b[s.i] != '"' {
		if s.b[s.i] == '\\' {
			s.i++
		}
		s.i++
	}
	s.i++
}

// withBody is pr for another request with the same key: its body in the statement.
func (pr *prepared) withBody(body []byte) *prepared {
	if pr.stmt.BodyArg < 0 {
		return pr
	}
	req := *pr.req
	req.Body = body
	v := body
	if pr.bodyTrimmed {
		v = bytes.TrimSpace(body)
	}
	stmt := pr.stmt
	stmt.Args = slices.Clone(stmt.Args)
	stmt.Args[stmt.BodyArg] = strings.ReplaceAll(string(v), "\x00", "")
	cp := *pr
	cp.req, cp.stmt = &req, stmt
	return &cp
}

// bodyForm says how the statement holds the body (as sent, or with its surrounding space
// trimmed, as a function's arguments are); ok is false when it holds neither, and the
// write is not cached.
func bodyForm(stmt sqlgen.Statement, body []byte) (trimmed, ok bool) {
	if stmt.BodyArg < 0 {
		return false, true
	}
	switch stmt.Args[stmt.BodyArg] {
	case strings.ReplaceAll(string(body), "\x00", ""):
		return false, true
	case strings.ReplaceAll(string(bytes.TrimSpace(body)), "\x00", ""):
		return true, true
	}
	return false, false
}

// key is r's cache key and, for a write, its body (read here and put back into r for
// Parse); ok is false when r is not cached, and always when the cache is off (c is nil).
func (c *planCache) key(r *http.Request, maxBody int64) (key string, body []byte, ok bool) {
	if c == nil {
		return "", nil, false
	}
	if writeMethod(r.Method) {
		return writeKey(r, maxBody)
	}
	key, ok = planKey(r)
	return key, nil, ok
}

// get is the preparation cached under key for snap, a write's with body in its statement
// (withBody), or nil.
func (c *planCache) get(snap *schemacache.Snapshot, key string, body []byte) *prepared {
	c.mu.Lock()
	pr := c.m[key]
	if c.snap != snap {
		pr = nil
	}
	c.mu.Unlock()
	if pr != nil && writeMethod(pr.req.Method) {
		pr = pr.withBody(body)
	}
	return pr
}

// put caches pr under key for snap: a read-only one (a GET of a volatile function is not),
// or a write whose statement holds its body in a form withBody can replace (bodyForm).
func (c *planCache) put(snap *schemacache.Snapshot, key string, pr *prepared) {
	if writeMethod(pr.req.Method) {
		trimmed, ok := bodyForm(pr.stmt, pr.req.Body)
		if !ok {
			return
		}
		pr.bodyTrimmed = trimmed
	} else if !pr.p.ReadOnly {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.snap != snap {
		c.snap, c.m = snap, make(map[string]*prepared, 64)
	}
	if len(c.m) >= planCacheEntries {
		for k := range c.m { // drop an arbitrary entry
			delete(c.m, k)
			break
		}
	}
	c.m[key] = pr
}

func (c *planCache) len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.m)
}

package rest

import (
	"net/http"
	"strings"
	"sync"

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
type prepared struct {
	req       *apirequest.Request
	p         *plan.Plan
	d         plan.Delivery
	stmt      sqlgen.Statement
	countStmt *sqlgen.Statement
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
	b.Grow(len(r.URL.Path) + len(r.URL.RawQuery) + 64)
	b.WriteString(r.Method)
	for _, part := range []string{r.URL.Path, r.URL.RawQuery, r.Header.Get("Accept-Profile"), r.Header.Get("Accept"), r.Header.Get("Range")} {
		b.WriteByte(0)
		b.WriteString(part)
	}
	for _, v := range r.Header.Values("Prefer") {
		b.WriteByte(0)
		b.WriteString(v)
	}
	if b.Len() > planCacheMaxKey {
		return "", false
	}
	return b.String(), true
}

func (c *planCache) get(snap *schemacache.Snapshot, key string) *prepared {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.snap != snap {
		return nil
	}
	return c.m[key]
}

func (c *planCache) put(snap *schemacache.Snapshot, key string, pr *prepared) {
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

package rest

import (
	"net/http"
	"strings"
)

// defaultAllowHeaders are what supabase-js sends from browsers.
const defaultAllowHeaders = "apikey, authorization, x-client-info, content-type, prefer, accept-profile, content-profile, range, range-unit, x-retry-count, accept, accept-encoding"

const exposeHeaders = "Content-Encoding, Content-Location, Content-Range, Content-Type, Date, Location, Server, Transfer-Encoding, Range-Unit, Preference-Applied, Content-Profile, Server-Timing, Proxy-Status, X-Request-Id"

// cors sets CORS headers when the request has an Origin and answers preflights
// (OPTIONS with Access-Control-Request-Method); it reports whether it answered.
func cors(w http.ResponseWriter, r *http.Request) bool {
	h := w.Header()
	if r.Header.Get("Origin") == "" {
		return false
	}
	h.Set("Access-Control-Allow-Origin", "*")
	h.Set("Access-Control-Expose-Headers", exposeHeaders)
	if r.Method != http.MethodOptions || r.Header.Get("Access-Control-Request-Method") == "" {
		return false
	}
	h.Set("Access-Control-Allow-Methods", "GET, POST, PATCH, PUT, DELETE, OPTIONS, HEAD")
	allow := defaultAllowHeaders
	if req := strings.TrimSpace(r.Header.Get("Access-Control-Request-Headers")); req != "" {
		allow = req + ", " + defaultAllowHeaders
	}
	h.Set("Access-Control-Allow-Headers", allow)
	h.Set("Access-Control-Max-Age", "86400")
	h.Add("Vary", "Origin, Access-Control-Request-Headers")
	w.WriteHeader(http.StatusOK)
	return true
}

// Package response is stage 5 of the REST pipeline: it turns an execution result (or an
// error) into the HTTP answer PostgREST gives — status (200/201/204/206/416/406…),
// Content-Range, Content-Location, Location, Preference-Applied, Content-Profile, the
// response.headers/response.status GUCs, and the body bytes exactly as PostgreSQL built them.
package response

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"sort"
	"strconv"
	"strings"

	"github.com/pedbook/pedbook/gateway/internal/apirequest"
	"github.com/pedbook/pedbook/gateway/internal/execute"
	"github.com/pedbook/pedbook/gateway/internal/pgrsterr"
	"github.com/pedbook/pedbook/gateway/internal/plan"
)

// WriteError writes an error in PostgREST's shape.
func WriteError(w http.ResponseWriter, e *pgrsterr.Error) {
	h := w.Header()
	for k, v := range e.Headers {
		h.Set(k, v)
	}
	h.Set("Content-Type", "application/json; charset=utf-8")
	h.Set("Proxy-Status", "PostgREST; error="+e.Code)
	// A 503 (the database unreachable or restarting: PGRST000/001, SQLSTATE 08xxx, 57P01,
	// 53xxx) is worth retrying: say when (found by scripts/soak, whose clients got 503s
	// without it during a primary restart and a PgBouncer restart). A limiter's own value wins.
	if e.Status == http.StatusServiceUnavailable && h.Get("Retry-After") == "" {
		h.Set("Retry-After", "1")
	}
	body, err := json.Marshal(struct {
		Code    string `json:"code"`
		Details any    `json:"details"`
		Hint    any    `json:"hint"`
		Message string `json:"message"`
	}{e.Code, e.Details, e.Hint, e.Message})
	if err != nil {
		body = []byte(`{"code":"PGRSTX00","details":null,"hint":null,"message":"Internal error"}`)
	}
	h.Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(e.Status)
	_, _ = w.Write(body)
}

// Singular is the PGRST116 check for application/vnd.pgrst.object+json.
func Singular(res execute.Result) *pgrsterr.Error {
	if res.PageTotal == 1 {
		return nil
	}
	return pgrsterr.NotSingular.New().WithDetails(
		fmt.Sprintf("The result contains %d rows", res.PageTotal))
}

// MaxAffected is the PGRST124 check of Prefer: max-affected with handling=strict.
func MaxAffected(limit int64) execute.Check {
	return func(res execute.Result) *pgrsterr.Error {
		if res.PageTotal > limit {
			return pgrsterr.MaxAffectedExceeded.New().WithDetails(
				fmt.Sprintf("The query affects %d rows", res.PageTotal))
		}
		return nil
	}
}

// ReadStatus computes status and Content-Range for reads (tables and RPC).
func ReadStatus(offset int64, res execute.Result) (int, string, *pgrsterr.Error) {
	total := "*"
	if res.Total >= 0 {
		total = strconv.FormatInt(res.Total, 10)
	}
	lower := offset
	upper := offset + res.PageTotal - 1
	cr := contentRange(lower, upper, total)
	if res.PageTotal == 0 || res.Total == 0 {
		cr = "*/" + total
	}
	if res.Total >= 0 {
		switch {
		case lower > res.Total:
			return 0, "*/" + total, pgrsterr.RangeNotSatisfiable.New().WithDetails(
				fmt.Sprintf("An offset of %d was requested, but there are only %d rows.", offset, res.Total))
		case 1+upper-lower < res.Total:
			return http.StatusPartialContent, cr, nil
		}
	}
	return http.StatusOK, cr, nil
}

// contentRange is a Content-Range value "lower-upper/total" (total a count or "*").
func contentRange(lower, upper int64, total string) string {
	return strconv.FormatInt(lower, 10) + "-" + strconv.FormatInt(upper, 10) + "/" + total
}

// PreferenceApplied lists the preferences honoured for this request kind.
func PreferenceApplied(req *apirequest.Request, p *plan.Plan, txOverride bool) string {
	pr := req.Prefer
	var out []string
	m := p.Mutation
	if m != nil && m.Kind == plan.Insert && pr.Resolution != "" && len(m.OnConflict) > 0 {
		out = append(out, "resolution="+pr.Resolution)
	}
	if m != nil && m.Kind != plan.Delete && pr.Missing != "" {
		out = append(out, "missing="+pr.Missing)
	}
	if m != nil && pr.Return != "" {
		out = append(out, "return="+pr.Return)
	}
	if pr.Count != "" {
		out = append(out, "count="+pr.Count)
	}
	if pr.Tx != "" && txOverride {
		out = append(out, "tx="+pr.Tx)
	}
	if pr.Handling != "" {
		out = append(out, "handling="+pr.Handling)
	}
	if pr.SingleObject && p.Call != nil {
		out = append(out, "params=single-object")
	}
	if pr.Timezone != "" {
		out = append(out, "timezone="+pr.Timezone)
	}
	if pr.MaxAffected >= 0 && pr.Handling == "strict" && (p.Call != nil || (m != nil && m.Kind != plan.Insert)) {
		out = append(out, "max-affected="+strconv.FormatInt(pr.MaxAffected, 10))
	}
	return strings.Join(out, ", ")
}

// LocationHeader builds "/t?pk=eq.v" from the returned primary key object.
func LocationHeader(table string, pk []string, obj []byte) string {
	var m map[string]any
	if err := json.Unmarshal(obj, &m); err != nil || m == nil {
		return ""
	}
	var parts []string
	for _, c := range pk {
		v := m[c]
		val := "is.null"
		switch x := v.(type) {
		case nil:
		case string:
			val = "eq." + x
		default:
			b, _ := json.Marshal(x)
			val = "eq." + string(b)
		}
		parts = append(parts, url.QueryEscape(c)+"="+url.QueryEscape(val))
	}
	return "/" + url.PathEscape(table) + "?" + strings.Join(parts, "&")
}

// ApplyGUCHeaders merges response.headers (a JSON array of single-key objects) and
// response.status into the answer.
func ApplyGUCHeaders(h http.Header, headers, status []byte, code int) (int, *pgrsterr.Error) {
	if len(headers) > 0 {
		var list []map[string]string
		if err := json.Unmarshal(headers, &list); err != nil {
			return code, pgrsterr.ResponseHeadersGUC.New()
		}
		for _, o := range list {
			if len(o) != 1 {
				return code, pgrsterr.ResponseHeadersGUC.New()
			}
			keys := make([]string, 0, 1)
			for k := range o {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			h.Set(keys[0], o[keys[0]])
		}
	}
	if len(status) > 0 {
		n, err := strconv.Atoi(strings.TrimSpace(string(status)))
		if err != nil || n < 100 || n > 599 {
			return code, pgrsterr.ResponseStatusGUC.New()
		}
		code = n
	}
	return code, nil
}

package api

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"
)

// writePageHeaders sets GoTrue's pagination headers (its addPaginationHeaders): X-Total-Count,
// and a Link with rel="next" while pages remain and always rel="last" (page 0 when nothing
// matches). The links repeat the request's other parameters; page and per_page come first,
// as supabase-js reads the page number right after the first '='.
func writePageHeaders(w http.ResponseWriter, path string, q url.Values, page, perPage, total int) {
	w.Header().Set("X-Total-Count", strconv.Itoa(total))
	if perPage <= 0 {
		return
	}
	rest := url.Values{}
	for k, v := range q {
		if k != "page" && k != "per_page" {
			rest[k] = v
		}
	}
	link := func(p int, rel string) string {
		u := path + "?page=" + strconv.Itoa(p) + "&per_page=" + strconv.Itoa(perPage)
		if len(rest) > 0 {
			u += "&" + rest.Encode()
		}
		return "<" + u + `>; rel="` + rel + `"`
	}
	last := (total + perPage - 1) / perPage
	var links []string
	if page < last {
		links = append(links, link(page+1, "next"))
	}
	links = append(links, link(last, "last"))
	w.Header().Set("Link", strings.Join(links, ", "))
}

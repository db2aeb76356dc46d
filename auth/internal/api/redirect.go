package api

import (
	"net"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
)

// redirectTo is the request's redirect target (query redirect_to, then the redirect_to
// header, then Referer) when it is allowed, else SITE_URL, as GoTrue's
// utilities.GetReferrer does.
func (a *API) redirectTo(r *http.Request) string {
	for _, cand := range []string{r.URL.Query().Get("redirect_to"), r.Header.Get("redirect_to"), r.Header.Get("Referer")} {
		if cand != "" {
			if a.redirectAllowed(cand) {
				return cand
			}
			return a.cfg.SiteURL
		}
	}
	return a.cfg.SiteURL
}

// validRedirect returns target when allowed, else SITE_URL.
func (a *API) validRedirect(target string) string {
	if target != "" && a.redirectAllowed(target) {
		return target
	}
	return a.cfg.SiteURL
}

// redirectAllowed: same scheme and host as SITE_URL (any port for localhost), an http(s)
// localhost or loopback IP, or a match of a GOTRUE_URI_ALLOW_LIST glob (separators '.' and '/').
func (a *API) redirectAllowed(target string) bool {
	u, err := url.Parse(target)
	if err != nil || u.Scheme == "" {
		return false
	}
	switch strings.ToLower(u.Scheme) {
	case "javascript", "data", "vbscript", "file":
		return false
	}
	host := u.Hostname()
	// The user's own machine (a dev server on any port) — over http(s) only: an app's custom
	// scheme with host localhost (capacitor://localhost, <appId>://localhost) is whichever app
	// claims that scheme, so it must be in the allow list like any other deep link.
	web := u.Scheme == "http" || u.Scheme == "https"
	if web && host == "localhost" {
		return true
	}
	if ip := net.ParseIP(host); web && ip != nil && ip.IsLoopback() {
		return true
	}
	if _, err := strconv.Atoi(strings.ReplaceAll(host, ".", "")); err == nil && host != "" && net.ParseIP(host) == nil {
		return false
	}
	if site, err := url.Parse(a.cfg.SiteURL); err == nil && host != "" && host == site.Hostname() &&
		(u.Scheme == "http" || u.Scheme == "https") {
		return true
	}
	noFrag := target
	if i := strings.Index(noFrag, "#"); i >= 0 {
		noFrag = noFrag[:i]
	}
	for _, g := range a.cfg.URIAllowList {
		if globMatch(strings.TrimSpace(g), noFrag) {
			return true
		}
	}
	return false
}

// globMatch matches s against a gobwas-style glob: ** any characters, * any characters
// but '.' and '/', ? one such character.
func globMatch(glob, s string) bool {
	if glob == "" {
		return false
	}
	var b strings.Builder
	{
		b.WriteString("^")
		for i := 0; i < len(glob); i++ {
			c := glob[i]
			switch {
			case c == '*' && i+1 < len(glob) && glob[i+1] == '*':
				b.WriteString(".*")
				i++
			case c == '*':
				b.WriteString(`[^./]*`)
			case c == '?':
				b.WriteString(`[^./]`)
			default:
				b.WriteString(regexp.QuoteMeta(string(c)))
			}
		}
		b.WriteString("$")
	}
	re, err := regexp.Compile(b.String())
	return err == nil && re.MatchString(s)
}

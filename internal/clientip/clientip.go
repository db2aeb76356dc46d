// Package clientip finds the address a request came from when it may have passed through
// reverse proxies: the gateway's and the auth service's rate limits, and the auth service's
// session and audit rows, key on it. A Resolver resolves it once per request (Middleware
// keeps it in the request's context); every reader asks Resolver.Of.
package clientip

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"strings"
	"sync/atomic"
)

// Resolver resolves the client address of requests: Header (e.g. X-Forwarded-For; "" for
// none) is believed only from Proxies. Use it by pointer: the address Middleware resolved is
// kept under the Resolver itself, so two Resolvers with different settings never read each
// other's.
type Resolver struct {
	Proxies Proxies
	Header  string
	// resolutions counts the requests resolved (Resolutions).
	resolutions atomic.Int64
}

// resolved is what Middleware keeps in the context: the address, invalid when the peer is
// no IP address.
type resolved struct{ addr netip.Addr }

// Middleware resolves each request's client address once, before next runs, and keeps it in
// the request's context for Of.
func (res *Resolver) Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), res, resolved{res.resolve(r)})))
	})
}

// Of is r's client address: the one Middleware resolved for it, else resolved now. The
// address is invalid (!IsValid) when the peer is no IP address (a pipe, a test's RemoteAddr).
func (res *Resolver) Of(r *http.Request) netip.Addr {
	if v, ok := r.Context().Value(res).(resolved); ok {
		return v.addr
	}
	return res.resolve(r)
}

// Resolutions is how many times a request's address was resolved (tests check that a
// request is resolved once, however many readers ask).
func (res *Resolver) Resolutions() int64 { return res.resolutions.Load() }

func (res *Resolver) resolve(r *http.Request) netip.Addr {
	res.resolutions.Add(1)
	ip, ok := res.Proxies.resolve(r, res.Header)
	if !ok {
		return netip.Addr{}
	}
	return ip
}

// Proxies are the peers (IPs or CIDR prefixes) whose forwarded-for header is believed.
type Proxies []netip.Prefix

// ParseProxies reads IPs and CIDRs (an IP is a single-address prefix); blank entries are skipped.
func ParseProxies(list []string) (Proxies, error) {
	var out Proxies
	for _, s := range list {
		s = strings.TrimSpace(s)
		if s == "" {
			continue
		}
		if p, err := netip.ParsePrefix(s); err == nil {
			out = append(out, p.Masked())
			continue
		}
		ip, err := netip.ParseAddr(s)
		if err != nil {
			return nil, fmt.Errorf("%q is neither an IP address nor a CIDR prefix", s)
		}
		out = append(out, netip.PrefixFrom(ip, ip.BitLen()))
	}
	return out, nil
}

// Trusted reports whether ip is one of the proxies.
func (p Proxies) Trusted(ip netip.Addr) bool {
	for _, prefix := range p {
		if prefix.Contains(ip) {
			return true
		}
	}
	return false
}

// Peer is the request's direct peer address (IPv4-mapped IPv6 unmapped); ok is false when
// RemoteAddr holds no IP address.
func Peer(r *http.Request) (netip.Addr, bool) {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	peer, err := netip.ParseAddr(host)
	if err != nil {
		return netip.Addr{}, false
	}
	return peer.Unmap(), true
}

// resolve is the client's address: the peer, or, when the peer is a trusted proxy and the
// header (e.g. X-Forwarded-For) is set, the right-most address of the header that is not itself
// a trusted proxy — a proxy that appends to the header leaves what a client wrote itself on the
// left. An unparsable entry stops the walk at the peer. ok is false when the peer is no IP.
func (p Proxies) resolve(r *http.Request, header string) (netip.Addr, bool) {
	peer, ok := Peer(r)
	if !ok {
		return netip.Addr{}, false
	}
	v := ""
	if header != "" {
		v = r.Header.Get(header)
	}
	if v == "" || !p.Trusted(peer) {
		return peer, true
	}
	parts := strings.Split(v, ",")
	for i := len(parts) - 1; i >= 0; i-- {
		ip, err := netip.ParseAddr(strings.TrimSpace(parts[i]))
		if err != nil {
			return peer, true
		}
		if ip = ip.Unmap(); i == 0 || !p.Trusted(ip) {
			return ip, true
		}
	}
	return peer, true
}

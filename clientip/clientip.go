// Package clientip finds the address a request came from when it may have passed through
// reverse proxies: the gateway's and the auth service's rate limits key on it.
package clientip

import (
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"strings"
)

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

// Resolve is the client's address: the peer, or, when the peer is a trusted proxy and the
// header (e.g. X-Forwarded-For) is set, the right-most address of the header that is not itself
// a trusted proxy — a proxy that appends to the header leaves what a client wrote itself on the
// left. An unparsable entry stops the walk at the peer. ok is false when the peer is no IP.
func (p Proxies) Resolve(r *http.Request, header string) (netip.Addr, bool) {
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

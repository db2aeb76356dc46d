// Package connbudget checks at start-up that the connections every instance may open fit the
// PostgreSQL servers they reach: for each server, this instance's pools (REST gateway, read
// replica, auth, the owner's pool and schema listener) × the configured number of instances
// (PEDBOOK_INSTANCES) must stay at or under max_connections − superuser_reserved_connections.
//
// Each pool's URL is asked, over one short connection in the simple protocol (so it also
// works through PgBouncer in transaction mode, which passes SHOW to PostgreSQL), for the
// server's limits and for who it is (address, port, recovery state). A pool reaching the
// server through a pooler or proxy — the server sees another client port than ours — is
// counted apart: a transaction pooler opens at most its own pool size (PgBouncer's
// default_pool_size per user and database) whatever its clients ask, so those connections are
// reported but only the direct ones decide the error.
package connbudget

import (
	"context"
	"fmt"
	"net"
	"net/url"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
)

// Pool is one set of connections an instance may open.
type Pool struct {
	Name string // e.g. "REST gateway (PGRST_DB_POOL)"
	URL  string
	Size int
}

// Server is what a URL's server said about itself.
type Server struct {
	// ID names the PostgreSQL server (its own address and port, primary or replica).
	ID             string
	MaxConnections int
	Reserved       int
	// Pooled: the connection went through a pooler or proxy (the server saw another client
	// port than the one this process connected from).
	Pooled bool
}

// Probe asks the server behind url about itself.
type Probe func(ctx context.Context, url string) (Server, error)

// Use is the budget of one PostgreSQL server.
type Use struct {
	ID             string
	MaxConnections int
	Reserved       int
	Instances      int
	// Direct and Pooled are per instance; DirectPools/PooledPools name them ("REST 10").
	Direct, Pooled           int
	DirectPools, PooledPools []string
}

// Limit is what the instances may use: max_connections − superuser_reserved_connections.
func (u Use) Limit() int { return u.MaxConnections - u.Reserved }

// Over says whether the direct connections of every instance exceed the limit.
func (u Use) Over() bool { return u.Direct*u.Instances > u.Limit() }

// OverWithPooled says whether they would if the pooled ones were direct too.
func (u Use) OverWithPooled() bool { return (u.Direct+u.Pooled)*u.Instances > u.Limit() }

// String is the line logged for the server.
func (u Use) String() string {
	s := fmt.Sprintf("%s: %d instance(s) × %d direct (%s) = %d of max_connections %d − reserved %d = %d",
		u.ID, u.Instances, u.Direct, strings.Join(u.DirectPools, " + "), u.Direct*u.Instances, u.MaxConnections, u.Reserved, u.Limit())
	if u.Pooled > 0 {
		s += fmt.Sprintf("; through a pooler %d per instance (%s), bounded by the pooler's own pool size", u.Pooled, strings.Join(u.PooledPools, " + "))
	}
	return s
}

// Check asks each pool's server and adds the pools up per server. A pool whose server does
// not answer is skipped with an error in errs (a replica may be down at start).
func Check(ctx context.Context, pools []Pool, instances int, probe Probe) (uses []Use, errs []error) {
	if instances < 1 {
		instances = 1
	}
	byID := map[string]*Use{}
	asked := map[string]Server{}
	for _, p := range pools {
		if p.URL == "" || p.Size <= 0 {
			continue
		}
		srv, seen := asked[p.URL]
		if !seen {
			var err error
			if srv, err = probe(ctx, p.URL); err != nil {
				errs = append(errs, fmt.Errorf("%s at %s: %w", p.Name, Redact(p.URL), err))
				continue
			}
			asked[p.URL] = srv
		}
		u := byID[srv.ID]
		if u == nil {
			u = &Use{ID: srv.ID, MaxConnections: srv.MaxConnections, Reserved: srv.Reserved, Instances: instances}
			byID[srv.ID] = u
		}
		label := fmt.Sprintf("%s %d", p.Name, p.Size)
		if srv.Pooled {
			u.Pooled += p.Size
			u.PooledPools = append(u.PooledPools, label)
		} else {
			u.Direct += p.Size
			u.DirectPools = append(u.DirectPools, label)
		}
	}
	for _, u := range byID {
		uses = append(uses, *u)
	}
	sort.Slice(uses, func(i, j int) bool { return uses[i].ID < uses[j].ID })
	return uses, errs
}

// PG is the Probe for real servers: one connection, simple protocol, a few seconds at most.
func PG(ctx context.Context, rawURL string) (Server, error) {
	cfg, err := pgx.ParseConfig(rawURL)
	if err != nil {
		return Server{}, fmt.Errorf("parse URL: %w", err)
	}
	cfg.DefaultQueryExecMode = pgx.QueryExecModeSimpleProtocol
	if cfg.ConnectTimeout == 0 || cfg.ConnectTimeout > 3*time.Second {
		cfg.ConnectTimeout = 3 * time.Second
	}
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	conn, err := pgx.ConnectConfig(ctx, cfg)
	if err != nil {
		return Server{}, fmt.Errorf("connect: %w", err)
	}
	defer conn.Close(context.WithoutCancel(ctx))
	var s Server
	var maxConn, reserved string
	if err := conn.QueryRow(ctx, "SHOW max_connections").Scan(&maxConn); err != nil {
		return Server{}, fmt.Errorf("SHOW max_connections: %w", err)
	}
	if err := conn.QueryRow(ctx, "SHOW superuser_reserved_connections").Scan(&reserved); err != nil {
		return Server{}, fmt.Errorf("SHOW superuser_reserved_connections: %w", err)
	}
	if s.MaxConnections, err = strconv.Atoi(maxConn); err != nil {
		return Server{}, fmt.Errorf("max_connections %q: %w", maxConn, err)
	}
	if s.Reserved, err = strconv.Atoi(reserved); err != nil {
		return Server{}, fmt.Errorf("superuser_reserved_connections %q: %w", reserved, err)
	}
	// PostgreSQL 16+ also keeps reserved_connections for pg_use_reserved_connections.
	var more string
	if conn.QueryRow(ctx, "SHOW reserved_connections").Scan(&more) == nil {
		if n, err := strconv.Atoi(more); err == nil {
			s.Reserved += n
		}
	}
	var addr, port string
	var clientPort *int32
	var standby bool
	if err := conn.QueryRow(ctx, "select coalesce(host(inet_server_addr()), ''), current_setting('port'), inet_client_port(), pg_is_in_recovery()").
		Scan(&addr, &port, &clientPort, &standby); err != nil {
		return Server{}, fmt.Errorf("identify the server: %w", err)
	}
	if addr == "" { // a Unix socket: the URL's host names it
		addr = cfg.Host
	}
	role := "primary"
	if standby {
		role = "standby"
	}
	s.ID = fmt.Sprintf("PostgreSQL %s (%s)", net.JoinHostPort(addr, port), role)
	if clientPort != nil {
		if local, ok := conn.PgConn().Conn().LocalAddr().(*net.TCPAddr); ok && int32(local.Port) != *clientPort {
			s.Pooled = true
		}
	}
	return s, nil
}

// Redact drops a URL's password for logs.
func Redact(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.User == nil {
		return raw
	}
	if _, has := u.User.Password(); has {
		u.User = url.UserPassword(u.User.Username(), "xxxxx")
	}
	return u.String()
}

package main

import (
	"bytes"
	"context"
	"log/slog"
	"strconv"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/pedbook/pedbook/cmd/pedbook/internal/connbudget"
	"github.com/pedbook/pedbook/internal/pgtest"
)

// TestConnectionBudgetAgainstPostgreSQL: the start-up check reads the real server's limits
// and logs an error once the pools × PEDBOOK_INSTANCES pass max_connections minus the
// reserve (through PgBouncer the cluster stage checks the same log lines).
func TestConnectionBudgetAgainstPostgreSQL(t *testing.T) {
	url := pgtest.ServerURL(t)
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	var maxConn, reserved string
	if err := conn.QueryRow(ctx, "SHOW max_connections").Scan(&maxConn); err != nil {
		t.Fatal(err)
	}
	if err := conn.QueryRow(ctx, "SHOW superuser_reserved_connections").Scan(&reserved); err != nil {
		t.Fatal(err)
	}
	conn.Close(ctx)
	m, _ := strconv.Atoi(maxConn)
	r, _ := strconv.Atoi(reserved)

	srv, err := connbudget.PG(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	if srv.MaxConnections != m || srv.Reserved < r || srv.Pooled || !strings.Contains(srv.ID, "(primary)") {
		t.Fatalf("probe said %+v; the server has max_connections %d, superuser_reserved_connections %d, direct, primary", srv, m, r)
	}

	pools := []connbudget.Pool{{Name: "REST gateway (PGRST_DB_POOL)", URL: url, Size: 10}, {Name: "schema listener", URL: url, Size: 2}}
	fits := (m - srv.Reserved) / 12
	for _, tc := range []struct {
		instances int
		ok        bool
		want      string
	}{
		{fits, true, "level=INFO msg=\"connection budget\""},
		{fits + 1, false, "level=ERROR msg=\"connection budget exceeded"},
	} {
		var buf bytes.Buffer
		ok := checkConnectionBudget(ctx, pools, tc.instances, connbudget.PG, slog.New(slog.NewTextHandler(&buf, nil)))
		if ok != tc.ok || !strings.Contains(buf.String(), tc.want) {
			t.Errorf("%d instances: ok %v, log:\n%s\nwant ok %v and %q", tc.instances, ok, buf.String(), tc.ok, tc.want)
		}
		if want := "instance(s) × 12 direct"; !strings.Contains(buf.String(), want) {
			t.Errorf("log does not give the per-instance figure %q:\n%s", want, buf.String())
		}
	}
}

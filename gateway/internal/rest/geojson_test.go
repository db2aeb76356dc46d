package rest

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestGeoJSON: Accept: application/geo+json answers a FeatureCollection built by PostGIS's
// ST_AsGeoJSON, as PostgREST does (skipped where PostGIS is not installed).
func TestGeoJSON(t *testing.T) {
	e := newEnv(t, nil)
	ctx := context.Background()
	conn := e.ownerConn()
	var avail bool
	if err := conn.QueryRow(ctx, "select exists (select 1 from pg_available_extensions where name = 'postgis')").Scan(&avail); err != nil || !avail {
		t.Skip("PostGIS is not installed (apt-get install postgresql-15-postgis-3)")
	}
	if _, err := conn.Exec(ctx, `create schema if not exists extensions; create extension if not exists postgis schema extensions;
		create table fx.shops (id int primary key, address text, shop_geom extensions.geometry(point, 4326));
		insert into fx.shops values (1, '1369 Cambridge St', extensions.st_geomfromtext('POINT(-71.10044 42.373695)', 4326));
		grant select on fx.shops to anon`); err != nil {
		t.Fatal(err)
	}
	var r resp
	waitFor(t, func() bool {
		r = e.do("GET", "/shops?select=id,address,shop_geom", "", "Accept-Profile: fx", "Accept: application/geo+json")
		return r.status == 200
	})
	want := `{"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"Point","coordinates":[-71.10044,42.373695]},"properties":{"id":1,"address":"1369 Cambridge St"}}]}`
	if d := cmp.Diff(compact(t, want), compact(t, r.body)); d != "" {
		t.Errorf("body (-want +got):\n%s", d)
	}
	if ct := r.header.Get("Content-Type"); ct != "application/geo+json; charset=utf-8" {
		t.Errorf("Content-Type %q", ct)
	}
	if r := e.do("GET", "/shops?id=eq.2", "", "Accept-Profile: fx", "Accept: application/geo+json"); compact(t, r.body) != `{"features":[],"type":"FeatureCollection"}` {
		t.Errorf("empty: %d %s", r.status, r.body)
	}
}

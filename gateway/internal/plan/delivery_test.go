package plan

import (
	"net/http/httptest"
	"testing"

	"github.com/pedbook/pedbook/gateway/internal/apirequest"
)

func TestDeliver(t *testing.T) {
	tests := []struct {
		name, method, target, query string
		headers                     map[string]string
		opts                        DeliveryOptions
		want                        Delivery
		code                        string
	}{
		{name: "plain read", method: "GET", target: "/books", want: Delivery{Media: apirequest.MediaJSON, MaxAffected: -1}},
		{name: "exact count", method: "GET", target: "/books", headers: map[string]string{"Prefer": "count=exact"},
			want: Delivery{Media: apirequest.MediaJSON, Count: "exact", MaxAffected: -1}},
		{name: "planned count comes from a plan", method: "GET", target: "/books", headers: map[string]string{"Prefer": "count=planned"},
			want: Delivery{Media: apirequest.MediaJSON, CountByPlan: true, MaxAffected: -1}},
		{name: "estimated count beyond max-rows", method: "GET", target: "/books", headers: map[string]string{"Prefer": "count=estimated"}, opts: DeliveryOptions{MaxRows: 100},
			want: Delivery{Media: apirequest.MediaJSON, Count: "estimated", CountByPlan: true, EstimateLimit: 101, MaxAffected: -1}},
		{name: "estimated without max-rows is exact", method: "GET", target: "/books", headers: map[string]string{"Prefer": "count=estimated"},
			want: Delivery{Media: apirequest.MediaJSON, Count: "estimated", MaxAffected: -1}},
		{name: "single object", method: "GET", target: "/books", headers: map[string]string{"Accept": "application/vnd.pgrst.object+json"},
			want: Delivery{Media: apirequest.MediaObject, Singular: true, MaxAffected: -1}},
		{name: "explain with options", method: "GET", target: "/books", headers: map[string]string{"Accept": "application/vnd.pgrst.plan+json; options=analyze|verbose"},
			want: Delivery{Media: apirequest.MediaJSON, Explain: "FORMAT JSON, ANALYZE, VERBOSE", MaxAffected: -1}},
		{name: "strict max-affected on a delete", method: "DELETE", target: "/books", query: "id=eq.1", headers: map[string]string{"Prefer": "handling=strict, max-affected=2"},
			want: Delivery{Media: apirequest.MediaJSON, MaxAffected: 2}},
		{name: "tx rollback allowed", method: "GET", target: "/books", headers: map[string]string{"Prefer": "tx=rollback"}, opts: DeliveryOptions{TxEnd: "commit-allow-override"},
			want: Delivery{Media: apirequest.MediaJSON, MaxAffected: -1, Rollback: true, TxOverride: true}},
		{name: "tx rollback ignored without override", method: "GET", target: "/books", headers: map[string]string{"Prefer": "tx=rollback"}, opts: DeliveryOptions{TxEnd: "commit"},
			want: Delivery{Media: apirequest.MediaJSON, MaxAffected: -1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := httptest.NewRequest(tt.method, "/x", nil)
			r.URL.RawQuery = tt.query
			for k, v := range tt.headers {
				r.Header.Set(k, v)
			}
			req, perr := apirequest.Parse(r, tt.target, apirequest.Options{Schemas: []string{"public"}, PlanEnabled: true})
			if perr != nil {
				t.Fatal(perr)
			}
			p, berr := Build(req, catalog(), Options{})
			if berr != nil {
				t.Fatal(berr)
			}
			got, derr := Deliver(req, p, tt.opts)
			if tt.code != "" {
				if derr == nil || derr.Code != tt.code {
					t.Fatalf("error %v, want %s", derr, tt.code)
				}
				return
			}
			if derr != nil {
				t.Fatal(derr)
			}
			if got != tt.want {
				t.Errorf("got  %+v\nwant %+v", got, tt.want)
			}
		})
	}
}

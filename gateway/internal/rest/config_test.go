package rest

import (
	"strings"
	"testing"
)

// withDBConfig: supported pgrst.* keys override the environment's values; invalid values
// and unsupported keys are reported and change nothing.
func TestWithDBConfig(t *testing.T) {
	base := Settings{MaxRows: 1000, TxEnd: "commit", OpenAPIMode: "ignore-privileges"}
	s, problems := withDBConfig(base, map[string]string{
		"db_aggregates_enabled": "true", "db_plan_enabled": "on", "db_max_rows": "50",
		"db_tx_end": "rollback-allow-override", "openapi_mode": "disabled",
	})
	if len(problems) != 0 || !s.AggregatesEnabled || !s.PlanEnabled || s.MaxRows != 50 || s.TxEnd != "rollback-allow-override" || s.OpenAPIMode != "disabled" {
		t.Errorf("applied: %+v %v", s, problems)
	}
	s, problems = withDBConfig(base, map[string]string{
		"db_aggregates_enabled": "maybe", "db_max_rows": "-1", "db_tx_end": "never", "openapi_mode": "follow-privileges", "jwt_secret": "x",
	})
	if len(problems) != 5 || s.AggregatesEnabled || s.MaxRows != 1000 || s.TxEnd != "commit" || s.OpenAPIMode != "ignore-privileges" {
		t.Errorf("rejected: %+v %v", s, problems)
	}
	if !strings.Contains(strings.Join(problems, "\n"), "pgrst.jwt_secret is not supported") {
		t.Errorf("problems %v", problems)
	}
}

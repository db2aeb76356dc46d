package auth

import (
	"testing"

	"github.com/jackc/pgx/v5"
)

func TestPoolSettingsFromEnv(t *testing.T) {
	for _, tc := range []struct {
		mode, size string
		want       pgx.QueryExecMode
		wantErr    bool
	}{
		{"", "", pgx.QueryExecModeCacheStatement, false},
		{"describe_exec", "8", pgx.QueryExecModeDescribeExec, false},
		{"Cache_Describe", "", pgx.QueryExecModeCacheDescribe, false},
		{"simple_protocol", "", pgx.QueryExecModeSimpleProtocol, false},
		{"exec", "", pgx.QueryExecModeExec, false},
		{"prepared", "", 0, true},
		{"exec", "-1", 0, true},
	} {
		t.Run(tc.mode+"/"+tc.size, func(t *testing.T) {
			if tc.mode != "" {
				t.Setenv("GOTRUE_DB_QUERY_EXEC_MODE", tc.mode)
			}
			if tc.size != "" {
				t.Setenv("GOTRUE_DB_MAX_POOL_SIZE", tc.size)
			}
			s, err := PoolSettingsFromEnv()
			if (err != nil) != tc.wantErr {
				t.Fatalf("err = %v, want error %v", err, tc.wantErr)
			}
			if err == nil && execModes[s.QueryExecMode] != tc.want {
				t.Errorf("mode %q, want %v", s.QueryExecMode, tc.want)
			}
		})
	}
}

package api

import "testing"

func TestLogoutScopes(t *testing.T) {
	tests := []struct {
		scope     string
		selfAlive bool
		otherLive bool
	}{
		{"", false, false},
		{"global", false, false},
		{"local", false, true},
		{"others", true, false},
	}
	for _, tt := range tests {
		t.Run("scope="+tt.scope, func(t *testing.T) {
			e := newEnv(t, nil)
			email := uniqueEmail("out")
			a := e.signUp(email, "segredo123", nil)
			b := e.signIn(email, "segredo123").JSON(t)
			path := "/logout"
			if tt.scope != "" {
				path += "?scope=" + tt.scope
			}
			r := e.do(req{method: "POST", path: path, bearer: a["access_token"].(string)})
			if r.Status != 204 || len(r.Body) != 0 {
				t.Fatalf("%d %s", r.Status, r.Body)
			}
			alive := func(s map[string]any) bool {
				return e.do(req{method: "GET", path: "/user", bearer: s["access_token"].(string)}).Status == 200
			}
			if alive(a) != tt.selfAlive || alive(b) != tt.otherLive {
				t.Errorf("self alive %v other alive %v", alive(a), alive(b))
			}
			if !tt.selfAlive {
				expectError(t, e.refresh(a["refresh_token"].(string)), 400, ErrRefreshTokenNotFound)
				expectError(t, e.do(req{method: "POST", path: path, bearer: a["access_token"].(string)}), 403, ErrSessionNotFound)
			}
			if n := e.scalar(`select count(*) from auth.audit_log_entries where payload->>'action' = 'logout'`); n != int64(1) {
				t.Errorf("audit %v", n)
			}
		})
	}
	t.Run("bad scope", func(t *testing.T) {
		e := newEnv(t, nil)
		a := e.signUp(uniqueEmail("out"), "segredo123", nil)
		expectError(t, e.do(req{method: "POST", path: "/logout?scope=all", bearer: a["access_token"].(string)}), 400, ErrValidationFailed)
		expectError(t, e.do(req{method: "POST", path: "/logout"}), 401, ErrNoAuthorization)
	})
}

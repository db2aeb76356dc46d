package api

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Identity claims go into user_metadata on /signup only, as GoTrue does; users an admin
// makes keep the metadata they were given.
func TestAdminUsersKeepMetadata(t *testing.T) {
	e := newEnv(t, nil)
	svc := roleKey(t, "service_role")
	r := e.do(req{method: "POST", path: "/admin/users", bearer: svc,
		body: map[string]any{"email": uniqueEmail("meta"), "password": "segredo123", "user_metadata": map[string]any{"crm": "123"}}})
	if r.Status != 200 {
		t.Fatalf("%d %s", r.Status, r.Body)
	}
	if d := cmp.Diff(map[string]any{"crm": "123"}, r.JSON(t)["user_metadata"]); d != "" {
		t.Errorf("admin-created metadata (-want +got):\n%s", d)
	}
	s := e.signUp(uniqueEmail("meta"), "segredo123", map[string]any{"crm": "9"})
	meta := s["user"].(map[string]any)["user_metadata"].(map[string]any)
	if meta["email_verified"] != true || meta["sub"] == nil || meta["crm"] != "9" {
		t.Errorf("sign-up metadata %v", meta)
	}
}

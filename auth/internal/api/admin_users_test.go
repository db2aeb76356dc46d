package api

import (
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

func roleKey(t testing.TB, role string) string {
	t.Helper()
	s, err := jwt.NewWithClaims(jwt.SigningMethodHS256, jwt.MapClaims{"role": role, "iss": "pedbook",
		"exp": time.Now().Add(24 * time.Hour).Unix()}).SignedString([]byte(testSecret))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestAdminUsers(t *testing.T) {
	e := newEnv(t, nil)
	svc := roleKey(t, "service_role")
	anon := roleKey(t, "anon")
	expectError(t, e.do(req{method: "GET", path: "/admin/users", bearer: anon}), 403, ErrNotAdmin)
	expectError(t, e.do(req{method: "GET", path: "/admin/users"}), 401, ErrNoAuthorization)

	// Create.
	email := uniqueEmail("adm")
	r := e.do(req{method: "POST", path: "/admin/users", bearer: svc, body: map[string]any{"email": email, "password": "segredo123",
		"email_confirm": true, "user_metadata": map[string]any{"full_name": "Gil"}, "app_metadata": map[string]any{"plan": "x"}}})
	if r.Status != 200 {
		t.Fatalf("%d %s", r.Status, r.Body)
	}
	u := r.JSON(t)
	id := u["id"].(string)
	if u["email_confirmed_at"] == nil || u["app_metadata"].(map[string]any)["plan"] != "x" || u["app_metadata"].(map[string]any)["provider"] != "email" {
		t.Errorf("created %s", r.Body)
	}
	if e.scalar(`select full_name from public.profiles where id = $1`, id) != "Gil" {
		t.Error("profile not created")
	}
	if e.signIn(email, "segredo123").Status != 200 {
		t.Error("created user cannot sign in")
	}
	expectError(t, e.do(req{method: "POST", path: "/admin/users", bearer: svc, body: map[string]any{"email": email, "password": "segredo123"}}), 422, ErrEmailExists)
	expectError(t, e.do(req{method: "POST", path: "/admin/users", bearer: svc, body: map[string]any{"email": uniqueEmail("w"), "password": "1"}}), 422, ErrWeakPassword)

	// More users for paging.
	for i := 0; i < 3; i++ {
		e.clock.Advance(time.Second)
		e.do(req{method: "POST", path: "/admin/users", bearer: svc, body: map[string]any{"email": uniqueEmail("page"), "password": "segredo123"}})
	}
	r = e.do(req{method: "GET", path: "/admin/users?page=1&per_page=2", bearer: svc})
	m := r.JSON(t)
	if r.Status != 200 || len(m["users"].([]any)) != 2 || m["aud"] != "authenticated" || r.Header.Get("X-Total-Count") != "4" {
		t.Fatalf("%d %v %s", r.Status, r.Header, r.Body)
	}
	if link := r.Header.Get("Link"); link != `</admin/users?page=2&per_page=2>; rel="next", </admin/users?page=2&per_page=2>; rel="last"` {
		t.Errorf("Link %q", link)
	}
	r = e.do(req{method: "GET", path: "/admin/users?filter=" + url.QueryEscape("adm-"), bearer: svc})
	if n := len(r.JSON(t)["users"].([]any)); n != 1 {
		t.Errorf("filter found %d", n)
	}
	expectError(t, e.do(req{method: "GET", path: "/admin/users?page=x", bearer: svc}), 400, ErrValidationFailed)

	// Get.
	if r := e.do(req{method: "GET", path: "/admin/users/" + id, bearer: svc}); r.Status != 200 || r.JSON(t)["email"] != lower(email) {
		t.Errorf("get %d %s", r.Status, r.Body)
	}
	expectError(t, e.do(req{method: "GET", path: "/admin/users/" + newUUID(), bearer: svc}), 404, ErrUserNotFound)

	// Update: metadata merge, password, ban, unban.
	session := e.signIn(email, "segredo123").JSON(t)
	r = e.do(req{method: "PUT", path: "/admin/users/" + id, bearer: svc, body: map[string]any{
		"user_metadata": map[string]any{"formation_area": "Pediatria"}, "password": "outrasenha1", "ban_duration": "24h"}})
	if r.Status != 200 {
		t.Fatalf("%d %s", r.Status, r.Body)
	}
	u = r.JSON(t)
	if u["banned_until"] == nil || u["user_metadata"].(map[string]any)["full_name"] != "Gil" || u["user_metadata"].(map[string]any)["formation_area"] != "Pediatria" {
		t.Errorf("updated %s", r.Body)
	}
	expectError(t, e.signIn(email, "outrasenha1"), 400, ErrUserBanned)
	expectError(t, e.do(req{method: "GET", path: "/user", bearer: session["access_token"].(string)}), 403, ErrSessionNotFound)
	r = e.do(req{method: "PUT", path: "/admin/users/" + id, bearer: svc, body: map[string]any{"ban_duration": "none"}})
	if r.JSON(t)["banned_until"] != nil {
		t.Errorf("unban %s", r.Body)
	}
	if e.signIn(email, "outrasenha1").Status != 200 {
		t.Error("unbanned user with new password cannot sign in")
	}
	expectError(t, e.do(req{method: "PUT", path: "/admin/users/" + id, bearer: svc, body: map[string]any{"ban_duration": "forever"}}), 400, ErrValidationFailed)

	// Delete.
	if r := e.do(req{method: "DELETE", path: "/admin/users/" + id, bearer: svc, body: map[string]any{"should_soft_delete": false}}); r.Status != 200 || strings.TrimSpace(string(r.Body)) != "{}" {
		t.Errorf("delete %d %s", r.Status, r.Body)
	}
	expectError(t, e.do(req{method: "GET", path: "/admin/users/" + id, bearer: svc}), 404, ErrUserNotFound)
	if n := e.scalar(`select count(*) from public.profiles where id = $1`, id); n != int64(0) {
		t.Error("profile not deleted")
	}
	expectError(t, e.do(req{method: "DELETE", path: "/admin/users/" + id, bearer: svc}), 404, ErrUserNotFound)
	if n := e.scalar(`select count(*) from auth.audit_log_entries where payload->>'action' in ('user_signedup', 'user_modified', 'user_deleted')`); n.(int64) < 6 {
		t.Errorf("audit rows %v", n)
	}
}

func TestAdminSoftDelete(t *testing.T) {
	e := newEnv(t, nil)
	svc := roleKey(t, "service_role")
	email := uniqueEmail("soft")
	id := e.signUp(email, "segredo123", nil)["user"].(map[string]any)["id"].(string)
	if r := e.do(req{method: "DELETE", path: "/admin/users/" + id, bearer: svc, body: map[string]any{"should_soft_delete": true}}); r.Status != 200 {
		t.Fatalf("%d %s", r.Status, r.Body)
	}
	if e.scalar(`select deleted_at is not null and email is null from auth.users where id = $1`, id) != true {
		t.Error("not anonymised")
	}
	expectError(t, e.signIn(email, "segredo123"), 400, ErrInvalidCredentials)
}

func TestAdminGenerateLink(t *testing.T) {
	e := newEnv(t, nil)
	svc := roleKey(t, "service_role")
	email := uniqueEmail("gen")
	e.signUp(email, "segredo123", nil)
	r := e.do(req{method: "POST", path: "/admin/generate_link", bearer: svc, body: map[string]any{"type": "recovery", "email": email,
		"redirect_to": "https://app.pedbook.test/reset"}})
	if r.Status != 200 {
		t.Fatalf("%d %s", r.Status, r.Body)
	}
	m := r.JSON(t)
	otp, _ := m["email_otp"].(string)
	if len(otp) != 6 || m["verification_type"] != "recovery" || m["redirect_to"] != "https://app.pedbook.test/reset" ||
		!strings.HasPrefix(m["action_link"].(string), "http://api.pedbook.test/auth/v1/verify?") || m["id"] == nil || m["hashed_token"] == nil {
		t.Errorf("%s", r.Body)
	}
	if _, sent := lastMail(t, email); sent {
		t.Error("generate_link sent an email")
	}
	if v := e.do(req{method: "POST", path: "/verify", body: map[string]any{"email": email, "token": otp, "type": "recovery"}}); v.Status != 200 {
		t.Errorf("generated code does not verify: %d %s", v.Status, v.Body)
	}
	expectError(t, e.do(req{method: "POST", path: "/admin/generate_link", bearer: svc, body: map[string]any{"type": "recovery", "email": uniqueEmail("nobody")}}), 404, ErrUserNotFound)
	expectError(t, e.do(req{method: "POST", path: "/admin/generate_link", bearer: svc, body: map[string]any{"type": "bogus", "email": email}}), 400, ErrValidationFailed)
	expectError(t, e.do(req{method: "POST", path: "/admin/generate_link", bearer: roleKey(t, "authenticated"), body: map[string]any{"type": "recovery", "email": email}}), 403, ErrNotAdmin)
	// signup link for a new address creates the unconfirmed user.
	ne := uniqueEmail("newgen")
	r = e.do(req{method: "POST", path: "/admin/generate_link", bearer: svc, body: map[string]any{"type": "signup", "email": ne, "password": "segredo123"}})
	if r.Status != 200 || r.JSON(t)["email_confirmed_at"] != nil {
		t.Fatalf("%d %s", r.Status, r.Body)
	}
	if v := e.do(req{method: "POST", path: "/verify", body: map[string]any{"email": ne, "token": r.JSON(t)["email_otp"], "type": "signup"}}); v.Status != 200 {
		t.Errorf("signup code: %d %s", v.Status, v.Body)
	}
}

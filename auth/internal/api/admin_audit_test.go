package api

import (
	"encoding/json"
	"net/url"
	"strings"
	"testing"
	"time"
)

// GET /admin/audit answers as GoTrue's adminAuditLog: the entries the service recorded while
// it acted, newest first, as [{id, payload, created_at, ip_address}], paginated by page and
// per_page with X-Total-Count and Link, filtered by query=author:|action:|type:, admins only.
func TestAdminAudit(t *testing.T) {
	e := newEnv(t, nil)
	svc := roleKey(t, "service_role")
	email := uniqueEmail("audit")
	step := func() { e.clock.Advance(time.Second) }

	s := e.signUp(email, "Segredo-123", nil) // user_signedup, login
	step()
	if r := e.signIn(email, "Segredo-123"); r.Status != 200 { // login
		t.Fatalf("sign-in %d %s", r.Status, r.Body)
	}
	step()
	rr := e.refresh(s["refresh_token"].(string)) // token_refreshed, token_revoked
	if rr.Status != 200 {
		t.Fatalf("refresh %d %s", rr.Status, rr.Body)
	}
	step()
	at := rr.JSON(t)["access_token"].(string)
	if r := e.do(req{method: "PUT", path: "/user", bearer: at, body: map[string]any{"data": map[string]any{"crm": "1"}}}); r.Status != 200 { // user_modified
		t.Fatalf("put user %d %s", r.Status, r.Body)
	}
	step()
	if r := e.do(req{method: "POST", path: "/logout", bearer: at}); r.Status != 204 { // logout
		t.Fatalf("logout %d %s", r.Status, r.Body)
	}
	step()
	id := s["user"].(map[string]any)["id"].(string)
	if r := e.do(req{method: "DELETE", path: "/admin/users/" + id, bearer: svc}); r.Status != 200 { // user_deleted
		t.Fatalf("delete %d %s", r.Status, r.Body)
	}

	type entry struct {
		ID        string         `json:"id"`
		Payload   map[string]any `json:"payload"`
		CreatedAt time.Time      `json:"created_at"`
		IPAddress string         `json:"ip_address"`
	}
	list := func(query string) ([]entry, response) {
		t.Helper()
		r := e.do(req{method: "GET", path: "/admin/audit" + query, bearer: svc})
		if r.Status != 200 {
			t.Fatalf("audit%s: %d %s", query, r.Status, r.Body)
		}
		var out []entry
		if err := json.Unmarshal(r.Body, &out); err != nil {
			t.Fatalf("not an array: %s", r.Body)
		}
		return out, r
	}
	all, r := list("")
	var actions []string
	for _, en := range all {
		actions = append(actions, en.Payload["action"].(string))
	}
	// one request's entries share its instant (the test clock), their order is the id's
	if len(actions) == 8 && actions[3] == "token_refreshed" {
		actions[3], actions[4] = actions[4], actions[3]
	}
	if len(actions) == 8 && actions[6] == "login" {
		actions[6], actions[7] = actions[7], actions[6]
	}
	want := []string{"user_deleted", "logout", "user_modified", "token_revoked", "token_refreshed", "login", "user_signedup", "login"}
	if strings.Join(actions, " ") != strings.Join(want, " ") {
		t.Fatalf("actions newest first %v, want %v", actions, want)
	}
	if r.Header.Get("X-Total-Count") != "8" || r.Header.Get("Link") != `</admin/audit?page=1&per_page=50>; rel="last"` {
		t.Errorf("headers %v", r.Header)
	}
	var first entry
	for _, en := range all {
		if en.Payload["action"] == "user_signedup" {
			first = en
		}
	}
	if first.ID == "" || first.IPAddress != "127.0.0.1" || first.CreatedAt.IsZero() ||
		first.Payload["actor_id"] != id || first.Payload["actor_username"] != email || first.Payload["log_type"] != "team" {
		t.Errorf("sign-up entry %+v", first)
	}
	if del := all[0].Payload; del["actor_username"] != "service_role" || del["traits"].(map[string]any)["user_id"] != id {
		t.Errorf("delete entry %v", del)
	}

	// pages of three: the second holds entries 4–6, links to the third and last
	page2, r := list("?page=2&per_page=3")
	if len(page2) != 3 || page2[0].ID != all[3].ID || page2[2].ID != all[5].ID {
		t.Errorf("page 2 %v", page2)
	}
	if r.Header.Get("X-Total-Count") != "8" ||
		r.Header.Get("Link") != `</admin/audit?page=3&per_page=3>; rel="next", </admin/audit?page=3&per_page=3>; rel="last"` {
		t.Errorf("page 2 headers %v", r.Header)
	}
	if past, _ := list("?page=9&per_page=3"); len(past) != 0 {
		t.Errorf("past the end %v", past)
	}

	// filters, kept in the links
	tokens, r := list("?query=" + url.QueryEscape("type:token") + "&per_page=1")
	if len(tokens) != 1 || tokens[0].Payload["log_type"] != "token" || r.Header.Get("X-Total-Count") != "2" ||
		r.Header.Get("Link") != `</admin/audit?page=2&per_page=1&query=type%3Atoken>; rel="next", </admin/audit?page=2&per_page=1&query=type%3Atoken>; rel="last"` {
		t.Errorf("type:token %v %v", tokens, r.Header)
	}
	if logins, _ := list("?query=action:LOGIN"); len(logins) != 2 {
		t.Errorf("action:login %v", logins)
	}
	if mine, _ := list("?query=author:" + url.QueryEscape(strings.ToUpper(email[:12]))); len(mine) != 7 {
		t.Errorf("author: %d entries", len(mine))
	}
	if none, _ := list("?query=author:" + url.QueryEscape("%")); len(none) != 0 {
		t.Errorf("a %% in the filter is matched literally: %d entries", len(none))
	}

	expectError(t, e.do(req{method: "GET", path: "/admin/audit?query=who:ana", bearer: svc}), 400, ErrValidationFailed)
	expectError(t, e.do(req{method: "GET", path: "/admin/audit?query=author", bearer: svc}), 400, ErrValidationFailed)
	expectError(t, e.do(req{method: "GET", path: "/admin/audit?page=x", bearer: svc}), 400, ErrValidationFailed)
	expectError(t, e.do(req{method: "GET", path: "/admin/audit", bearer: roleKey(t, "authenticated")}), 403, ErrNotAdmin)
	expectError(t, e.do(req{method: "GET", path: "/admin/audit"}), 401, ErrNoAuthorization)
}

package api

import "testing"

func TestDisabledFeatures(t *testing.T) {
	e := newEnv(t, nil)
	expectError(t, e.do(req{method: "POST", path: "/sso", body: map[string]any{"domain": "example.com"}}), 404, ErrSAMLProviderDisabled)
	expectError(t, e.do(req{method: "GET", path: "/sso/saml/metadata"}), 404, ErrSAMLProviderDisabled)
	expectError(t, e.do(req{method: "POST", path: "/token?grant_type=web3", body: map[string]any{"chain": "solana"}}), 422, ErrWeb3ProviderDisabled)
	expectError(t, e.do(req{method: "GET", path: "/user/identities/authorize?provider=google"}), 401, ErrNoAuthorization)
	s := e.signUp(uniqueEmail("link"), "segredo123", nil)
	at := s["access_token"].(string)
	r := e.do(req{method: "GET", path: "/user/identities/authorize?provider=google&skip_http_redirect=true", bearer: at})
	expectError(t, r, 404, ErrManualLinkingDisabled)
	if m := r.JSON(t)["message"]; m != "Manual linking is disabled" {
		t.Errorf("message %v", m)
	}
	expectError(t, e.do(req{method: "DELETE", path: "/user/identities/" + newUUID(), bearer: at}), 404, ErrManualLinkingDisabled)
}

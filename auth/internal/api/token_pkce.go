package api

import (
	"net/http"

	"github.com/jackc/pgx/v5"
	"github.com/pedbook/pedbook/auth/internal/store"
)

type pkceGrantParams struct {
	AuthCode     string `json:"auth_code"`
	CodeVerifier string `json:"code_verifier"`
}

// pkceGrant exchanges a flow's auth code and the client's verifier for a session (OAuth
// PKCE callbacks, PKCE recovery and sign-up links). A wrong verifier leaves the flow intact;
// success consumes it.
func (a *API) pkceGrant(w http.ResponseWriter, r *http.Request) error {
	var p pkceGrantParams
	if err := decode(r, &p); err != nil {
		return err
	}
	if p.AuthCode == "" || p.CodeVerifier == "" {
		return badRequest(ErrValidationFailed, "invalid request: both auth code and code verifier should be non-empty")
	}
	ctx := r.Context()
	var out *sessionJSON
	err := store.InTx(ctx, a.Pool, func(tx pgx.Tx) error {
		fs, err := store.FlowStateByAuthCode(ctx, tx, p.AuthCode)
		if err == store.ErrNotFound || (err == nil && fs.UserID == "") {
			return httpErr(http.StatusNotFound, ErrFlowStateNotFound, "invalid flow state, no valid flow state found")
		}
		if err != nil {
			return err
		}
		if a.flowExpired(fs) {
			return unprocessable(ErrFlowStateExpired, "invalid flow state, flow state has expired")
		}
		if !verifierMatches(fs, p.CodeVerifier) {
			return badRequest(ErrBadCodeVerifier, "code challenge does not match previously saved code verifier")
		}
		u, err := store.UserByID(ctx, tx, fs.UserID)
		if err == store.ErrNotFound {
			return httpErr(http.StatusNotFound, ErrUserNotFound, "User not found")
		}
		if err != nil {
			return err
		}
		if u.Banned(a.now()) {
			return badRequest(ErrUserBanned, "User is banned")
		}
		if err := store.DeleteFlowState(ctx, tx, fs.ID); err != nil {
			return err
		}
		if err := store.SetLastSignIn(ctx, tx, u.ID, a.now()); err != nil {
			return err
		}
		if err := a.audit(ctx, tx, r, u.ID, u.Email, auditLogin, map[string]any{"provider": fs.ProviderType, "method": fs.AuthenticationMethod}); err != nil {
			return err
		}
		s, err := a.startSession(ctx, tx, r, u, fs.AuthenticationMethod)
		if err != nil {
			return err
		}
		s.ProviderToken, s.ProviderRefreshToken = fs.ProviderAccessToken, fs.ProviderRefreshToken
		out = s
		return nil
	})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

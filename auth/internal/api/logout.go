package api

import (
	"net/http"

	"github.com/jackc/pgx/v5"
	"github.com/pedbook/pedbook/auth/internal/store"
)

// logout handles POST /logout?scope=global|local|others: 204, no body.
func (a *API) logout(w http.ResponseWriter, r *http.Request) error {
	ur, err := a.requireUser(r)
	if err != nil {
		return err
	}
	scope := r.URL.Query().Get("scope")
	if scope == "" {
		scope = "global"
	}
	if scope != "global" && scope != "local" && scope != "others" {
		return badRequest(ErrValidationFailed, "Unsupported logout scope %q", scope)
	}
	ctx := r.Context()
	err = store.InTx(ctx, a.Pool, func(tx pgx.Tx) error {
		sid := ""
		if ur.session != nil {
			sid = ur.session.ID
		}
		switch {
		case sid == "" || scope == "global":
			if err := store.DeleteUserSessions(ctx, tx, ur.user.ID, ""); err != nil {
				return err
			}
		case scope == "local":
			if err := store.DeleteSession(ctx, tx, sid); err != nil {
				return err
			}
		case scope == "others":
			if err := store.DeleteUserSessions(ctx, tx, ur.user.ID, sid); err != nil {
				return err
			}
		}
		return a.audit(ctx, tx, r, ur.user.ID, ur.user.Email, auditLogout, map[string]any{"scope": scope})
	})
	if err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

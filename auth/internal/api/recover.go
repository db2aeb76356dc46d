package api

import (
	"net/http"

	"github.com/jackc/pgx/v5"
	pmail "github.com/pedbook/pedbook/auth/internal/mail"
	"github.com/pedbook/pedbook/auth/internal/store"
)

type recoverParams struct {
	Email               string  `json:"email"`
	CodeChallenge       *string `json:"code_challenge"`
	CodeChallengeMethod *string `json:"code_challenge_method"`
}

// recover handles POST /recover: emails a recovery link and 6-digit code. Unknown
// addresses get the same 200 {} (no enumeration).
func (a *API) recover(w http.ResponseWriter, r *http.Request) error {
	if err := a.limitIP(a.limits.otp, r); err != nil {
		return err
	}
	var p recoverParams
	if err := decode(r, &p); err != nil {
		return err
	}
	email, err := validateEmail(p.Email)
	if err != nil {
		return err
	}
	pkce, err := validatePKCEParams(p.CodeChallenge, p.CodeChallengeMethod)
	if err != nil {
		return err
	}
	ctx := r.Context()
	err = store.InTx(ctx, a.Pool, func(tx pgx.Tx) error {
		// The frequency limit applies to every address, known or not, so a 429 does not
		// tell which addresses have accounts.
		if err := a.reserveEmail(ctx, tx, email, pmail.Recovery); err != nil {
			return err
		}
		u, err := store.UserByEmail(ctx, tx, email)
		if err == store.ErrNotFound {
			return nil
		}
		if err != nil {
			return err
		}
		if pkce != nil {
			if err := a.createFlowState(ctx, tx, u.ID, "email", "recovery", pkce, ""); err != nil {
				return err
			}
		}
		if err := a.sendTokenEmail(ctx, tx, r, u, pmail.Recovery, store.RecoveryToken, "recovery", pkce != nil); err != nil {
			return err
		}
		return a.audit(ctx, tx, r, u.ID, u.Email, auditRecoveryRequest, nil)
	})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]any{})
	return nil
}

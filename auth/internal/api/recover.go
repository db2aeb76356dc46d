package api

import (
	"context"
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
	// Answer after the work every address gets (the frequency reservation); the account
	// lookup, code and email run after the answer, so the time taken does not tell whether
	// the address has an account (issue 20: 115 ms against 4 ms did).
	ctx := r.Context()
	if err := store.InTx(ctx, a.Pool, func(tx pgx.Tx) error {
		// The frequency limit applies to every address, known or not, so a 429 does not
		// tell which addresses have accounts.
		return a.reserveEmail(ctx, tx, email, pmail.Recovery)
	}); err != nil {
		return err
	}
	// The process's email budget is spent for unknown addresses too, for the same reason.
	if err := a.spendEmail(ctx); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]any{})
	a.background("recovery email", r, func(ctx context.Context, r *http.Request) error {
		return a.sendRecovery(ctx, r, email, pkce)
	})
	return nil
}

// sendRecovery emails a recovery code and link to email's account, if it has one. The email
// leaves after the code is committed: sent inside the transaction, it could be read and its
// link followed before the commit (a mail catcher and a script, or a slow commit), and the
// link then said the code was invalid.
func (a *API) sendRecovery(ctx context.Context, r *http.Request, email string, pkce *pkceParams) error {
	var m *pmail.Message
	if err := store.InTx(ctx, a.Pool, func(tx pgx.Tx) error {
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
		msg, err := a.tokenEmail(ctx, tx, r, u, pmail.Recovery, store.RecoveryToken, "recovery", pkce != nil)
		if err != nil {
			return err
		}
		m = &msg
		return a.audit(ctx, tx, r, u.ID, u.Email, auditRecoveryRequest, nil)
	}); err != nil || m == nil {
		return err
	}
	return a.mail(ctx, pmail.Recovery, *m)
}

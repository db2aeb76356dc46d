package api

import (
	"net/http"

	"github.com/jackc/pgx/v5"
	pmail "github.com/pedbook/pedbook/auth/internal/mail"
	"github.com/pedbook/pedbook/auth/internal/store"
)

type resendParams struct {
	Email string `json:"email"`
	Phone string `json:"phone"`
	Type  string `json:"type"`
}

// resend handles POST /resend: the sign-up confirmation (type signup) or the address
// change code (type email_change) again. 200 {} also for unknown or already confirmed
// addresses; the per-address interval applies to every address alike.
func (a *API) resend(w http.ResponseWriter, r *http.Request) error {
	if err := a.limitIP(a.limits.otp, r); err != nil {
		return err
	}
	var p resendParams
	if err := decode(r, &p); err != nil {
		return err
	}
	switch p.Type {
	case "signup", "email_change":
	case "sms", "phone_change":
		return a.resendPhone(w, r, p)
	default:
		return badRequest(ErrValidationFailed, "Missing one of these types: signup, email_change, sms, phone_change")
	}
	email, err := validateEmail(p.Email)
	if err != nil {
		return err
	}
	ctx := r.Context()
	err = store.InTx(ctx, a.Pool, func(tx pgx.Tx) error {
		kind := pmail.Confirmation
		if p.Type == "email_change" {
			kind = pmail.EmailChange
		}
		if err := a.reserveEmail(ctx, tx, email, kind); err != nil {
			return err
		}
		if p.Type == "signup" {
			u, err := store.UserByEmail(ctx, tx, email)
			if err == store.ErrNotFound || (err == nil && u.EmailConfirmedAt != nil) {
				return nil
			}
			if err != nil {
				return err
			}
			if err := a.audit(ctx, tx, r, u.ID, u.Email, auditConfirmation, nil); err != nil {
				return err
			}
			return a.sendTokenEmail(ctx, tx, r, u, pmail.Confirmation, store.ConfirmationToken, "signup", false)
		}
		u, err := store.UserByPendingEmail(ctx, tx, email)
		if err == store.ErrNotFound {
			return nil
		}
		if err != nil {
			return err
		}
		return a.sendEmailChange(ctx, tx, r, u, email)
	})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]any{})
	return nil
}

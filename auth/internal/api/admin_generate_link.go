package api

import (
	"encoding/json"
	"net/http"

	"github.com/jackc/pgx/v5"
	"github.com/pedbook/pedbook/auth/internal/store"
)

type generateLinkParams struct {
	Type       string         `json:"type"`
	Email      string         `json:"email"`
	Password   *string        `json:"password"`
	Data       map[string]any `json:"data"`
	RedirectTo string         `json:"redirect_to"`
}

// adminGenerateLink handles POST /admin/generate_link for recovery, magiclink and signup:
// the link and code are stored as if emailed and returned instead (no email is sent).
func (a *API) adminGenerateLink(w http.ResponseWriter, r *http.Request) error {
	admin, err := a.requireAdmin(r)
	if err != nil {
		return err
	}
	var p generateLinkParams
	if err := decode(r, &p); err != nil {
		return err
	}
	email, err := validateEmail(p.Email)
	if err != nil {
		return err
	}
	redirect := a.redirectTo(r)
	if p.RedirectTo != "" {
		redirect = a.validRedirect(p.RedirectTo)
	}
	ctx := r.Context()
	var out map[string]any
	err = store.InTx(ctx, a.Pool, func(tx pgx.Tx) error {
		u, err := store.UserByEmail(ctx, tx, email)
		if err != nil && err != store.ErrNotFound {
			return err
		}
		verifyType, tokenType := p.Type, ""
		switch p.Type {
		case "recovery":
			if u == nil {
				return httpErr(http.StatusNotFound, ErrUserNotFound, "User with this email not found")
			}
			tokenType = store.RecoveryToken
		case "magiclink":
			if u == nil {
				verifyType, tokenType = "signup", store.ConfirmationToken
			} else {
				tokenType = store.RecoveryToken
			}
		case "signup":
			tokenType = store.ConfirmationToken
			if u != nil && u.EmailConfirmedAt != nil {
				return unprocessable(ErrEmailExists, "A user with this email address has already been registered")
			}
		default:
			return badRequest(ErrValidationFailed, "Invalid email action link type requested: %s", p.Type)
		}
		if u == nil {
			hash := ""
			if p.Type == "signup" {
				if p.Password == nil {
					return badRequest(ErrValidationFailed, "Signup requires a valid password")
				}
				if hash, err = a.checkAdminPassword(p.Password); err != nil {
					return err
				}
			}
			if u, err = a.createEmailUser(ctx, tx, email, hash, p.Data, nil, false, false); err != nil {
				return err
			}
			if err := a.audit(ctx, tx, r, admin.Subject, admin.Role, auditUserCreated, map[string]any{"user_id": u.ID, "user_email": email}); err != nil {
				return err
			}
		}
		t, err := a.makeEmailToken(ctx, tx, u, tokenType, verifyType, false, redirect)
		if err != nil {
			return err
		}
		_, uj, err := reloadUser(ctx, tx, u.ID)
		if err != nil {
			return err
		}
		b, err := json.Marshal(uj)
		if err != nil {
			return err
		}
		if err := json.Unmarshal(b, &out); err != nil {
			return err
		}
		out["action_link"] = t.Link
		out["email_otp"] = t.OTP
		out["hashed_token"] = t.Hashed
		out["verification_type"] = verifyType
		out["redirect_to"] = redirect
		return nil
	})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

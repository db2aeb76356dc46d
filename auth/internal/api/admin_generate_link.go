package api

import (
	"context"
	"encoding/json"
	"net/http"

	"github.com/jackc/pgx/v5"
	"github.com/pedbook/pedbook/auth/internal/store"
	"github.com/pedbook/pedbook/auth/internal/token"
)

type generateLinkParams struct {
	Type       string         `json:"type"`
	Email      string         `json:"email"`
	Password   *string        `json:"password"`
	Data       map[string]any `json:"data"`
	RedirectTo string         `json:"redirect_to"`
	NewEmail   string         `json:"new_email"`
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
		case "email_change_current", "email_change_new":
			// single-confirmation email change: either type gives the new address's token
			if u == nil {
				return httpErr(http.StatusNotFound, ErrUserNotFound, "User with this email not found")
			}
			newEmail, err := validateEmail(p.NewEmail)
			if err != nil {
				return err
			}
			if err := store.UserByEmailTaken(ctx, tx, newEmail, u.ID); err == store.ErrEmailTaken {
				return unprocessable(ErrEmailExists, "A user with this email address has already been registered")
			} else if err != nil {
				return err
			}
			otp, err := token.NewOTP(a.cfg.OTPLength)
			if err != nil {
				return err
			}
			hashed, now := token.OTPHash(newEmail, otp), a.now()
			if err := store.PutOneTimeToken(ctx, tx, u.ID, store.EmailChangeToken, hashed, newEmail, now); err != nil {
				return err
			}
			if err := store.SetEmailChange(ctx, tx, u.ID, newEmail, hashed, now); err != nil {
				return err
			}
			link := a.verifyLink(hashed, "email_change", redirect)
			out, err = a.linkResponse(ctx, tx, u.ID, link, otp, hashed, p.Type, redirect)
			return err
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
			if u, err = a.createUser(ctx, tx, newUser{Email: email, PasswordHash: hash, Provider: "email", UserMetadata: p.Data}); err != nil {
				return err
			}
			if err := a.audit(ctx, tx, r, admin.Subject, admin.Role, auditSignup, map[string]any{"user_id": u.ID, "user_email": email}); err != nil {
				return err
			}
		}
		t, err := a.makeEmailToken(ctx, tx, u, tokenType, verifyType, false, redirect)
		if err != nil {
			return err
		}
		out, err = a.linkResponse(ctx, tx, u.ID, t.Link, t.OTP, t.Hashed, verifyType, redirect)
		return err
	})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// linkResponse is generate_link's answer: the user's fields plus the link properties.
func (a *API) linkResponse(ctx context.Context, tx pgx.Tx, userID, link, otp, hashed, verifyType, redirect string) (map[string]any, error) {
	_, uj, err := reloadUser(ctx, tx, userID)
	if err != nil {
		return nil, err
	}
	b, err := json.Marshal(uj)
	if err != nil {
		return nil, err
	}
	var out map[string]any
	if err := json.Unmarshal(b, &out); err != nil {
		return nil, err
	}
	out["action_link"] = link
	out["email_otp"] = otp
	out["hashed_token"] = hashed
	out["verification_type"] = verifyType
	out["redirect_to"] = redirect
	return out, nil
}

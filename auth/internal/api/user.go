package api

import (
	"net/http"

	"github.com/jackc/pgx/v5"
	"github.com/pedbook/pedbook/auth/internal/password"
	"github.com/pedbook/pedbook/auth/internal/store"
)

// userGet handles GET /user.
func (a *API) userGet(w http.ResponseWriter, r *http.Request) error {
	ur, err := a.requireUser(r)
	if err != nil {
		return err
	}
	aud := r.Header.Get("X-JWT-AUD")
	if aud == "" {
		aud = a.cfg.JWTAud
	}
	if string(ur.claims.Audience) != aud {
		return badRequest(ErrValidationFailed, "Token audience doesn't match request audience")
	}
	j, err := renderUser(r.Context(), a.Pool, ur.user)
	if err != nil {
		return internalErr(err)
	}
	writeJSON(w, http.StatusOK, j)
	return nil
}

type userUpdateParams struct {
	Email       string         `json:"email"`
	Password    *string        `json:"password"`
	Data        map[string]any `json:"data"`
	AppData     map[string]any `json:"app_metadata"`
	Phone       string         `json:"phone"`
	Nonce       string         `json:"nonce"`
	CurrentPass string         `json:"current_password"`
}

// userPut handles PUT /user: password change (weak_password, same_password; other
// sessions end and pending emailed codes are voided) and user_metadata merge.
func (a *API) userPut(w http.ResponseWriter, r *http.Request) error {
	ur, err := a.requireUser(r)
	if err != nil {
		return err
	}
	if err := a.limitIP(a.limits.otp, r); err != nil {
		return err
	}
	var p userUpdateParams
	if err := decode(r, &p); err != nil {
		return err
	}
	if p.AppData != nil {
		return forbidden(ErrNotAdmin, "Updating app_metadata requires admin privileges")
	}
	if p.Phone != "" && p.Phone != ur.user.Phone {
		return unprocessable(ErrPhoneProviderDisabled, "Unsupported phone provider")
	}
	if p.Email != "" && p.Email != ur.user.Email {
		return a.changeEmail(w, r, ur, p)
	}
	u := ur.user
	var newHash string
	if p.Password != nil {
		pw := *p.Password
		if len(pw) > password.MaxLength {
			return badRequest(ErrValidationFailed, "Password cannot be longer than 72 characters")
		}
		if weak := a.cfg.Password.Check(pw); weak != nil {
			return &HTTPError{Status: http.StatusUnprocessableEntity, Code: ErrWeakPassword, Message: weak.Message, WeakPassword: weak.Reasons}
		}
		if a.Hasher.Matches(u.EncryptedPassword, pw) {
			return unprocessable(ErrSamePassword, "New password should be different from the old password.")
		}
		if newHash, err = a.Hasher.Hash(pw); err != nil {
			return internalErr(err)
		}
	}
	ctx := r.Context()
	var out *userJSON
	err = store.InTx(ctx, a.Pool, func(tx pgx.Tx) error {
		if _, err := store.UserByIDForUpdate(ctx, tx, u.ID); err != nil {
			return err
		}
		now := a.now()
		if newHash != "" {
			if err := store.UpdatePassword(ctx, tx, u.ID, newHash, now); err != nil {
				return err
			}
			keep := ""
			if ur.session != nil {
				keep = ur.session.ID
			}
			if err := store.DeleteUserSessions(ctx, tx, u.ID, keep); err != nil {
				return err
			}
			if err := a.audit(ctx, tx, r, u.ID, u.Email, auditUpdatePassword, nil); err != nil {
				return err
			}
		}
		if p.Data != nil {
			meta := mergeMetadata(u.UserMetadata, p.Data)
			if err := a.checkMetadata(meta); err != nil {
				return err
			}
			if err := store.UpdateUserMetadata(ctx, tx, u.ID, meta, now); err != nil {
				return err
			}
			if err := a.audit(ctx, tx, r, u.ID, u.Email, auditUserModified, nil); err != nil {
				return err
			}
		}
		_, j, err := reloadUser(ctx, tx, u.ID)
		out = j
		return err
	})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

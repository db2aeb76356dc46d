package api

import (
	"context"
	"net/http"
	"net/url"

	"github.com/jackc/pgx/v5"
	pmail "github.com/pedbook/pedbook/auth/internal/mail"
	"github.com/pedbook/pedbook/auth/internal/store"
	"github.com/pedbook/pedbook/auth/internal/token"
)

// changeEmail starts an address change from PUT /user: the new address gets a code and a
// link (type email_change); the change applies once it is verified.
func (a *API) changeEmail(w http.ResponseWriter, r *http.Request, ur *userRequest, p userUpdateParams) error {
	email, err := validateEmail(p.Email)
	if err != nil {
		return err
	}
	ctx := r.Context()
	var out *userJSON
	err = store.InTx(ctx, a.Pool, func(tx pgx.Tx) error {
		if other, err := store.UserByEmail(ctx, tx, email); err == nil && other.ID != ur.user.ID {
			return unprocessable(ErrEmailExists, "A user with this email address has already been registered")
		} else if err != nil && err != store.ErrNotFound {
			return err
		}
		if err := a.reserveEmail(ctx, tx, email, pmail.EmailChange); err != nil {
			return err
		}
		if err := a.sendEmailChange(ctx, tx, r, ur.user, email); err != nil {
			return err
		}
		now := a.now()
		if p.Data != nil {
			if err := store.UpdateUserMetadata(ctx, tx, ur.user.ID, mergeMetadata(ur.user.UserMetadata, p.Data), now); err != nil {
				return err
			}
		}
		_, j, err := reloadUser(ctx, tx, ur.user.ID)
		out = j
		return err
	})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// sendEmailChange stores a code for the pending address change of u to email and mails
// the code and link to the new address.
func (a *API) sendEmailChange(ctx context.Context, tx pgx.Tx, r *http.Request, u *store.User, email string) error {
	if err := a.spendEmail(ctx); err != nil {
		return err
	}
	otp, err := token.NewOTP(a.cfg.OTPLength)
	if err != nil {
		return err
	}
	hashed := token.OTPHash(email, otp)
	now := a.now()
	if err := store.PutOneTimeToken(ctx, tx, u.ID, store.EmailChangeToken, hashed, email, now); err != nil {
		return err
	}
	if err := store.SetEmailChange(ctx, tx, u.ID, email, hashed, now); err != nil {
		return err
	}
	redirect := a.redirectTo(r)
	link := a.cfg.ExternalURL + "/verify?" + url.Values{"token": {hashed}, "type": {"email_change"}, "redirect_to": {redirect}}.Encode()
	name, _ := u.UserMetadata["full_name"].(string)
	m, err := a.Templates.Render(pmail.EmailChange, pmail.Data{Email: email, Name: name, Token: otp, TokenHash: hashed,
		ConfirmationURL: link, SiteURL: a.cfg.SiteURL, RedirectTo: redirect, ValidFor: otpValidFor(a.cfg.OTPExp)})
	if err != nil {
		return err
	}
	if err := a.Mailer.Send(ctx, m); err != nil {
		return &HTTPError{Status: http.StatusInternalServerError, Code: ErrUnexpectedFailure, Message: "Error sending email change email", Cause: err}
	}
	return nil
}

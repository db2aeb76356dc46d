package api

import (
	"context"
	"net/http"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/pedbook/pedbook/auth/internal/store"
)

// token handles POST /token?grant_type=…
func (a *API) token(w http.ResponseWriter, r *http.Request) error {
	if err := a.limitIP(a.limits.token, r); err != nil {
		return err
	}
	grant := r.URL.Query().Get("grant_type")
	if grant == "" {
		grant = r.PostFormValue("grant_type")
	}
	switch grant {
	case "password":
		return a.passwordGrant(w, r)
	case "refresh_token":
		return a.refreshGrant(w, r)
	case "pkce":
		return a.pkceGrant(w, r)
	case "id_token":
		return a.idTokenGrant(w, r)
	default:
		return badRequest(ErrInvalidCredentials, "unsupported_grant_type")
	}
}

type passwordGrantParams struct {
	Email    string `json:"email"`
	Phone    string `json:"phone"`
	Password string `json:"password"`
}

var errInvalidCredentials = badRequest(ErrInvalidCredentials, "Invalid login credentials")

// signinBlocked reports whether ip has used up its failed sign-ins, for email or at all.
func (a *API) signinBlocked(ctx context.Context, ip, email string) (bool, error) {
	if over, err := a.sharedOver(ctx, limitSigninFailures, a.cfg.SigninFailureLimit, ip+"|"+email); err != nil || over {
		return over, err
	}
	return a.sharedOver(ctx, limitSigninFailuresIP, a.cfg.SigninIPFailureLimit, ip)
}

// signinFailed counts a failed sign-in and returns invalid_credentials.
func (a *API) signinFailed(ctx context.Context, ip, email string) error {
	if _, err := a.sharedHit(ctx, limitSigninFailures, a.cfg.SigninFailureLimit, ip+"|"+email); err != nil {
		return err
	}
	if _, err := a.sharedHit(ctx, limitSigninFailuresIP, a.cfg.SigninIPFailureLimit, ip); err != nil {
		return err
	}
	return errInvalidCredentials
}

// passwordGrant signs in with email and password.
func (a *API) passwordGrant(w http.ResponseWriter, r *http.Request) error {
	var p passwordGrantParams
	if err := decode(r, &p); err != nil {
		return err
	}
	if p.Email != "" && p.Phone != "" {
		return badRequest(ErrValidationFailed, "Only an email address or phone number should be provided on login.")
	}
	if p.Email == "" && p.Phone == "" {
		return badRequest(ErrValidationFailed, "missing email or phone")
	}
	ctx := r.Context()
	if p.Phone != "" { // no phone accounts here: same answer and cost as a wrong password
		a.Hasher.Matches("", p.Password)
		return errInvalidCredentials
	}
	// Failed attempts are limited per (IP, address) and per IP, never per address alone:
	// wrong passwords sent from elsewhere must not lock the owner out.
	ip, email := a.clientIP(r), strings.ToLower(strings.TrimSpace(p.Email))
	if over, err := a.signinBlocked(ctx, ip, email); err != nil {
		return err
	} else if over {
		return errRateLimited
	}
	u, err := store.UserByEmail(ctx, a.Pool, p.Email)
	if err == store.ErrNotFound {
		a.Hasher.Matches("", p.Password)
		return a.signinFailed(ctx, ip, email)
	}
	if err != nil {
		return internalErr(err)
	}
	if u.Banned(a.now()) {
		return badRequest(ErrUserBanned, "User is banned")
	}
	if !a.Hasher.Matches(u.EncryptedPassword, p.Password) {
		return a.signinFailed(ctx, ip, email)
	}
	if u.EmailConfirmedAt == nil {
		return badRequest(ErrEmailNotConfirmed, "Email not confirmed")
	}
	var out *sessionJSON
	err = store.InTx(ctx, a.Pool, func(tx pgx.Tx) error {
		if err := store.SetLastSignIn(ctx, tx, u.ID, a.now()); err != nil {
			return err
		}
		fresh, err := store.UserByID(ctx, tx, u.ID)
		if err != nil {
			return err
		}
		if err := a.audit(ctx, tx, r, u.ID, u.Email, auditLogin, map[string]any{"provider": "email"}); err != nil {
			return err
		}
		out, err = a.startSession(ctx, tx, r, fresh, "password")
		return err
	})
	if err != nil {
		return err
	}
	resp := passwordSessionJSON{sessionJSON: out}
	if weak := a.cfg.Password.Check(p.Password); weak != nil {
		resp.WeakPassword = &weakPasswordJSON{Message: weak.Message, Reasons: weak.Reasons}
	}
	writeJSON(w, http.StatusOK, resp)
	return nil
}

package api

import (
	"net/http"

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
	case "web3":
		return a.web3Grant(w, r)
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
	lookup, address, provider := store.UserByEmail, p.Email, "email"
	if p.Phone != "" {
		if !a.cfg.PhoneEnabled { // no phone accounts: same answer and cost as a wrong password
			a.Hasher.Matches("", p.Password)
			return errInvalidCredentials
		}
		phone, err := validatePhone(p.Phone)
		if err != nil {
			return err
		}
		lookup, address, provider = store.UserByPhone, phone, "phone"
	}
	if err := a.limitAddress("signin", address); err != nil {
		return err
	}
	u, err := lookup(ctx, a.Pool, address)
	if err == store.ErrNotFound {
		a.Hasher.Matches("", p.Password)
		return errInvalidCredentials
	}
	if err != nil {
		return internalErr(err)
	}
	if u.Banned(a.now()) {
		return badRequest(ErrUserBanned, "User is banned")
	}
	if !a.Hasher.Matches(u.EncryptedPassword, p.Password) {
		return errInvalidCredentials
	}
	if provider == "email" && u.EmailConfirmedAt == nil {
		return badRequest(ErrEmailNotConfirmed, "Email not confirmed")
	}
	if provider == "phone" && u.PhoneConfirmedAt == nil {
		return badRequest(ErrPhoneNotConfirmed, "Phone not confirmed")
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
		if err := a.audit(ctx, tx, r, u.ID, address, auditLogin, map[string]any{"provider": provider}); err != nil {
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

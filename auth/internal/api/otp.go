package api

import (
	"context"
	"net/http"

	"github.com/jackc/pgx/v5"
	pmail "github.com/pedbook/pedbook/auth/internal/mail"
	"github.com/pedbook/pedbook/auth/internal/store"
	"github.com/pedbook/pedbook/auth/internal/token"
)

// Passwordless sign-in, GoTrue's /otp (internal/api/otp.go, magic_link.go): an email gets
// a magic link and a code (verify type magiclink or email), a phone gets an SMS code
// (verify type sms). Unknown addresses are signed up first unless create_user is false.

const ErrOTPDisabled = "otp_disabled"

type otpParams struct {
	Email               string         `json:"email"`
	Phone               string         `json:"phone"`
	CreateUser          *bool          `json:"create_user"`
	Data                map[string]any `json:"data"`
	Channel             string         `json:"channel"`
	CodeChallenge       *string        `json:"code_challenge"`
	CodeChallengeMethod *string        `json:"code_challenge_method"`
}

func (a *API) otp(w http.ResponseWriter, r *http.Request) error {
	if err := a.limitIP(a.limits.otp, r); err != nil {
		return err
	}
	var p otpParams
	if err := decode(r, &p); err != nil {
		return err
	}
	if p.Email != "" && p.Phone != "" {
		return badRequest(ErrValidationFailed, "Only an email address or phone number should be provided")
	}
	if p.Email != "" && p.Channel != "" {
		return badRequest(ErrValidationFailed, "Channel should only be specified with Phone OTP")
	}
	pkce, err := validatePKCEParams(p.CodeChallenge, p.CodeChallengeMethod)
	if err != nil {
		return err
	}
	if p.Data == nil {
		p.Data = map[string]any{}
	}
	create := p.CreateUser == nil || *p.CreateUser
	switch {
	case p.Email != "":
		return a.emailOTP(w, r, p, create, pkce, unprocessable(ErrOTPDisabled, "Signups not allowed for otp"))
	case p.Phone != "":
		return a.smsOTP(w, r, p, create, pkce)
	}
	return badRequest(ErrValidationFailed, "One of email or phone must be set")
}

// emailOTP sends a magic link (an existing confirmed user) or signs the address up and
// sends its confirmation (a new one; with autoconfirm the user is confirmed and gets the
// magic link). signupOff is the refusal when the address is new and sign-ups are off.
func (a *API) emailOTP(w http.ResponseWriter, r *http.Request, p otpParams, create bool, pkce *pkceParams, signupOff error) error {
	if !a.cfg.ExternalEmailEnabled {
		return unprocessable(ErrEmailProviderDisabled, "Email logins are disabled")
	}
	email, err := validateEmail(p.Email)
	if err != nil {
		return err
	}
	ctx := r.Context()
	err = store.InTx(ctx, a.Pool, func(tx pgx.Tx) error {
		u, err := store.UserByEmail(ctx, tx, email)
		if err != nil && err != store.ErrNotFound {
			return err
		}
		if u == nil || u.EmailConfirmedAt == nil {
			if !create {
				return unprocessable(ErrOTPDisabled, "Signups not allowed for otp")
			}
			if u == nil && a.cfg.DisableSignup {
				return signupOff
			}
			if u == nil {
				if u, err = a.createUser(ctx, tx, newUser{Email: email, Provider: "email", UserMetadata: p.Data,
					Claims: true, Confirmed: a.cfg.Autoconfirm}); err != nil {
					return err
				}
				if err := a.audit(ctx, tx, r, u.ID, email, auditSignup, map[string]any{"provider": "email"}); err != nil {
					return err
				}
			}
			if !a.cfg.Autoconfirm {
				return a.sendSignupConfirmation(ctx, tx, r, u, email, pkce)
			}
			if err := store.ConfirmEmail(ctx, tx, u.ID, a.now()); err != nil {
				return err
			}
		}
		if pkce != nil {
			if err := a.createFlowState(ctx, tx, u.ID, "magiclink", "magiclink", pkce, ""); err != nil {
				return err
			}
		}
		if err := a.reserveEmail(ctx, tx, email, pmail.MagicLink); err != nil {
			return err
		}
		if err := a.audit(ctx, tx, r, u.ID, email, auditRecoveryRequest, nil); err != nil {
			return err
		}
		return a.sendTokenEmail(ctx, tx, r, u, pmail.MagicLink, store.RecoveryToken, "magiclink", pkce != nil)
	})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]any{})
	return nil
}

type inviteParams struct {
	Email string         `json:"email"`
	Data  map[string]any `json:"data"`
}

// invite handles POST /invite (admin): a new user (or a still unconfirmed one) gets an
// invitation link; accepting it (verify type invite) confirms the address.
func (a *API) invite(w http.ResponseWriter, r *http.Request) error {
	admin, err := a.requireAdmin(r)
	if err != nil {
		return err
	}
	var p inviteParams
	if err := decode(r, &p); err != nil {
		return err
	}
	email, err := validateEmail(p.Email)
	if err != nil {
		return err
	}
	ctx := r.Context()
	var out *userJSON
	err = store.InTx(ctx, a.Pool, func(tx pgx.Tx) error {
		u, err := store.UserByEmail(ctx, tx, email)
		if err != nil && err != store.ErrNotFound {
			return err
		}
		if u != nil && u.EmailConfirmedAt != nil {
			return unprocessable(ErrEmailExists, "A user with this email address has already been registered")
		}
		if u == nil {
			if u, err = a.createUser(ctx, tx, newUser{Email: email, Provider: "email", UserMetadata: p.Data}); err != nil {
				return err
			}
			if err := a.audit(ctx, tx, r, admin.Subject, admin.Role, auditUserInvited, map[string]any{"user_id": u.ID, "user_email": email}); err != nil {
				return err
			}
		}
		if err := store.SetInvited(ctx, tx, u.ID, a.now()); err != nil {
			return err
		}
		if err := a.reserveEmail(ctx, tx, email, pmail.Invite); err != nil {
			return err
		}
		if err := a.sendTokenEmail(ctx, tx, r, u, pmail.Invite, store.ConfirmationToken, "invite", false); err != nil {
			return err
		}
		_, out, err = reloadUser(ctx, tx, u.ID)
		return err
	})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// reauthenticate handles GET /reauthenticate: a nonce (code) to the user's address, to be
// sent with a password change (PUT /user {password, nonce}).
func (a *API) reauthenticate(w http.ResponseWriter, r *http.Request) error {
	ur, err := a.requireUser(r)
	if err != nil {
		return err
	}
	u := ur.user
	if u.Email == "" && u.Phone == "" {
		return badRequest(ErrValidationFailed, "Reauthentication requires the user to have an email or a phone number")
	}
	ctx := r.Context()
	out := map[string]any{}
	if u.Email != "" {
		if u.EmailConfirmedAt == nil {
			return unprocessable(ErrEmailNotConfirmed, "Please verify your email first.")
		}
		err = store.InTx(ctx, a.Pool, func(tx pgx.Tx) error {
			if err := a.reserveEmail(ctx, tx, u.Email, pmail.Reauth); err != nil {
				return err
			}
			if err := a.audit(ctx, tx, r, u.ID, u.Email, auditReauthenticate, nil); err != nil {
				return err
			}
			return a.sendTokenEmail(ctx, tx, r, u, pmail.Reauth, store.ReauthToken, "reauthentication", false)
		})
	} else {
		if u.PhoneConfirmedAt == nil {
			return unprocessable(ErrPhoneNotConfirmed, "Please verify your phone first.")
		}
		err = store.InTx(ctx, a.Pool, func(tx pgx.Tx) error {
			return a.sendPhoneToken(ctx, tx, u, u.Phone, store.ReauthToken, "reauthentication", "")
		})
	}
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// checkReauthNonce verifies and consumes the user's reauthentication nonce.
func (a *API) checkReauthNonce(ctx context.Context, tx pgx.Tx, u *store.User, nonce string) error {
	ott, err := store.OneTimeTokenForUpdate(ctx, tx, u.ID, store.ReauthToken)
	invalid := unprocessable(ErrReauthNotValid, "Nonce has expired or is invalid")
	if err == store.ErrNotFound {
		return invalid
	}
	if err != nil {
		return err
	}
	address, exp := u.Email, a.cfg.OTPExp
	if address == "" {
		address, exp = u.Phone, a.cfg.SMSOTPExp
	}
	if a.now().After(ott.CreatedAt.Add(exp)) || !token.Equal(ott.TokenHash, token.OTPHash(address, nonce)) {
		return invalid
	}
	if err := store.DeleteOneTimeToken(ctx, tx, ott.ID); err != nil {
		return err
	}
	return store.ClearUserToken(ctx, tx, u.ID, store.ReauthToken)
}

// signupAnonymous handles POST /signup without email or phone (GoTrue's
// SignupAnonymously): a user with is_anonymous, no identity, and a session.
func (a *API) signupAnonymous(w http.ResponseWriter, r *http.Request, data map[string]any) error {
	if !a.cfg.AnonymousEnabled {
		return unprocessable(ErrAnonymousDisabled, "Anonymous sign-ins are disabled")
	}
	if err := a.limitIP(a.limits.anonymous, r); err != nil {
		return err
	}
	if data == nil {
		data = map[string]any{}
	}
	ctx := r.Context()
	var out *sessionJSON
	err := store.InTx(ctx, a.Pool, func(tx pgx.Tx) error {
		u, err := a.createUser(ctx, tx, newUser{UserMetadata: data, Anonymous: true})
		if err != nil {
			return err
		}
		if err := a.audit(ctx, tx, r, u.ID, "", auditSignup, map[string]any{"provider": "anonymous"}); err != nil {
			return err
		}
		if err := store.SetLastSignIn(ctx, tx, u.ID, a.now()); err != nil {
			return err
		}
		fresh, err := store.UserByID(ctx, tx, u.ID)
		if err != nil {
			return err
		}
		out, err = a.startSession(ctx, tx, r, fresh, "anonymous")
		return err
	})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

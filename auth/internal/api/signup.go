package api

import (
	"context"
	"net/http"
	"time"

	"github.com/jackc/pgx/v5"
	pmail "github.com/pedbook/pedbook/auth/internal/mail"
	"github.com/pedbook/pedbook/auth/internal/password"
	"github.com/pedbook/pedbook/auth/internal/store"
)

type signupParams struct {
	Email               string         `json:"email"`
	Phone               string         `json:"phone"`
	Password            string         `json:"password"`
	Data                map[string]any `json:"data"`
	Channel             string         `json:"channel"`
	CodeChallenge       *string        `json:"code_challenge"`
	CodeChallengeMethod *string        `json:"code_challenge_method"`
}

// signup handles POST /signup: a user with an email identity (the profile row follows from
// the schema's trigger); with autoconfirm a session, otherwise a confirmation email and the
// bare user.
func (a *API) signup(w http.ResponseWriter, r *http.Request) error {
	var p signupParams
	if err := decode(r, &p); err != nil {
		return err
	}
	if p.Email == "" && p.Phone == "" {
		if !a.cfg.AnonymousEnabled {
			return unprocessable(ErrAnonymousDisabled, "Anonymous sign-ins are disabled")
		}
		if a.cfg.DisableSignup {
			return unprocessable(ErrSignupDisabled, "Signups not allowed for this instance")
		}
		return a.signupAnonymous(w, r, p.Data)
	}
	if a.cfg.DisableSignup {
		return unprocessable(ErrSignupDisabled, "Signups not allowed for this instance")
	}
	if p.Password == "" {
		return badRequest(ErrValidationFailed, "Signup requires a valid password")
	}
	if len(p.Password) > password.MaxLength {
		return badRequest(ErrValidationFailed, "Password cannot be longer than 72 characters")
	}
	if w := a.cfg.Password.Check(p.Password); w != nil {
		return &HTTPError{Status: http.StatusUnprocessableEntity, Code: ErrWeakPassword, Message: w.Message, WeakPassword: w.Reasons}
	}
	if p.Email != "" && p.Phone != "" {
		return badRequest(ErrValidationFailed, "Only an email address or phone number should be provided on signup.")
	}
	if p.Phone != "" {
		if err := a.takeSignup(r); err != nil {
			return err
		}
		return a.phoneSignup(w, r, p)
	}
	if !a.cfg.ExternalEmailEnabled {
		return badRequest(ErrEmailProviderDisabled, "Email signups are disabled")
	}
	pkce, err := validatePKCEParams(p.CodeChallenge, p.CodeChallengeMethod)
	if err != nil {
		return err
	}
	email, err := validateEmail(p.Email)
	if err != nil {
		return err
	}
	if err := a.limitAddress("signup", email); err != nil {
		return err
	}
	if err := a.takeSignup(r); err != nil {
		return err
	}
	if p.Data == nil {
		p.Data = map[string]any{}
	}
	if err := a.checkMetadata(p.Data); err != nil {
		return err
	}
	hash, err := a.Hasher.Hash(p.Password)
	if err != nil {
		return internalErr(err)
	}
	ctx := r.Context()
	var out any
	var repeated *store.User // a sign-up for a confirmed address (GoTrue audits it as user_repeated_signup)
	err = store.InTx(ctx, a.Pool, func(tx pgx.Tx) error {
		existing, err := store.UserByEmail(ctx, tx, email)
		if err != nil && err != store.ErrNotFound {
			return err
		}
		if existing != nil && existing.EmailConfirmedAt != nil {
			repeated = existing
			if a.cfg.Autoconfirm {
				return unprocessable(ErrUserAlreadyExists, "User already registered")
			}
			out = a.obfuscatedUser(email, p.Data)
			return nil
		}
		var u *store.User
		if existing != nil { // unconfirmed: the sign-up is repeated, confirmation re-sent
			u = existing
			if err := store.UpdatePassword(ctx, tx, u.ID, hash, a.now()); err != nil {
				return err
			}
			meta := mergeMetadata(u.UserMetadata, p.Data)
			if err := a.checkMetadata(meta); err != nil {
				return err
			}
			if err := store.UpdateUserMetadata(ctx, tx, u.ID, meta, a.now()); err != nil {
				return err
			}
		} else {
			u, err = a.createUser(ctx, tx, newUser{Email: email, PasswordHash: hash, Provider: "email", UserMetadata: p.Data,
				Claims: true, Confirmed: a.cfg.Autoconfirm})
			if err != nil {
				return err
			}
			if err := a.audit(ctx, tx, r, u.ID, email, auditSignup, map[string]any{"provider": "email"}); err != nil {
				return err
			}
		}
		if a.cfg.Autoconfirm {
			s, err := a.autoconfirmedSession(ctx, tx, r, u, email, "email", store.ConfirmEmail)
			if err != nil {
				return err
			}
			out = s
			return nil
		}
		if err := a.sendSignupConfirmation(ctx, tx, r, u, email, pkce); err != nil {
			return err
		}
		_, uj, err := reloadUser(ctx, tx, u.ID)
		if err != nil {
			return err
		}
		out = uj
		return nil
	})
	if repeated != nil { // in its own transaction: the refused sign-up's rolled back
		if aerr := store.InTx(ctx, a.Pool, func(tx pgx.Tx) error {
			return a.audit(ctx, tx, r, repeated.ID, repeated.Email, auditRepeatedSignup, map[string]any{"provider": "email"})
		}); aerr != nil {
			return aerr
		}
	}
	return writeSignup(w, out, err)
}

// obfuscatedUser is GoTrue's answer to a sign-up for an already confirmed address when
// confirmation is on: a plausible user with no identities, so the response does not tell
// whether the address is registered.
func (a *API) obfuscatedUser(email string, data map[string]any) *userJSON {
	now := a.now()
	return &userJSON{ID: newUUID(), Aud: a.cfg.JWTAud, Role: a.cfg.DefaultRole, Email: email,
		ConfirmationSentAt: &now,
		AppMetadata:        map[string]any{"provider": "email", "providers": []any{"email"}},
		UserMetadata:       data, Identities: []identityJSON{}, CreatedAt: now, UpdatedAt: now}
}

// mergeMetadata shallow-merges patch into base; keys set to null are removed.
func mergeMetadata(base, patch map[string]any) map[string]any {
	out := map[string]any{}
	for k, v := range base {
		out[k] = v
	}
	for k, v := range patch {
		if v == nil {
			delete(out, k)
		} else {
			out[k] = v
		}
	}
	return out
}

// otpValidFor words the code lifetime in Portuguese for the emails.
func otpValidFor(d time.Duration) string {
	switch {
	case d%time.Hour == 0 && d == time.Hour:
		return "1 hora"
	case d%time.Hour == 0:
		return itoa(int(d/time.Hour)) + " horas"
	case d%time.Minute == 0 && d == time.Minute:
		return "1 minuto"
	case d%time.Minute == 0:
		return itoa(int(d/time.Minute)) + " minutos"
	default:
		return itoa(int(d/time.Second)) + " segundos"
	}
}

// takeSignup counts a sign-up against the per-IP limit (GOTRUE_RATE_LIMIT_SIGNUPS, GoTrue's
// sign_in_sign_ups), in PostgreSQL so every process shares it; no address is exempt. Sign-ups
// do not spend the OTP bucket (GOTRUE_RATE_LIMIT_OTP), which in GoTrue limits /otp alone.
func (a *API) takeSignup(r *http.Request) error {
	ok, err := a.sharedTake(r.Context(), limitSignups, a.cfg.SignupLimit, a.clientIP(r))
	if err != nil {
		return err
	}
	if !ok {
		return errRateLimited
	}
	return nil
}

// autoconfirmedSession opens the session of a sign-up confirmed at once (GoTrue's
// autoconfirm): confirm marks the address (email or phone) confirmed, the sign-in is recorded,
// and the session is audited as a login, as GoTrue's Signup does.
func (a *API) autoconfirmedSession(ctx context.Context, tx pgx.Tx, r *http.Request, u *store.User, actor, provider string,
	confirm func(context.Context, store.DB, string, time.Time) error) (*sessionJSON, error) {
	if err := confirm(ctx, tx, u.ID, a.now()); err != nil {
		return nil, err
	}
	if err := store.SetLastSignIn(ctx, tx, u.ID, a.now()); err != nil {
		return nil, err
	}
	u, err := store.UserByID(ctx, tx, u.ID)
	if err != nil {
		return nil, err
	}
	if err := a.audit(ctx, tx, r, u.ID, actor, auditLogin, map[string]any{"provider": provider}); err != nil {
		return nil, err
	}
	return a.startSession(ctx, tx, r, u, "password")
}

// sendSignupConfirmation mails the confirmation of an email sign-up (with the PKCE flow
// state when the client started one) and audits the request.
func (a *API) sendSignupConfirmation(ctx context.Context, tx pgx.Tx, r *http.Request, u *store.User, email string, pkce *pkceParams) error {
	if pkce != nil {
		if err := a.createFlowState(ctx, tx, u.ID, "email", "email/signup", pkce, ""); err != nil {
			return err
		}
	}
	if err := a.reserveEmail(ctx, tx, email, pmail.Confirmation); err != nil {
		return err
	}
	if err := a.audit(ctx, tx, r, u.ID, email, auditConfirmation, map[string]any{"provider": "email"}); err != nil {
		return err
	}
	return a.sendTokenEmail(ctx, tx, r, u, pmail.Confirmation, store.ConfirmationToken, "signup", pkce != nil)
}

// writeSignup answers a sign-up: the session or user, or GoTrue's error for an address or
// phone already registered.
func writeSignup(w http.ResponseWriter, out any, err error) error {
	if err != nil {
		if store.IsUniqueViolation(err) {
			return unprocessable(ErrUserAlreadyExists, "User already registered")
		}
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

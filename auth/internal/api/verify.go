package api

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/pedbook/pedbook/auth/internal/store"
	"github.com/pedbook/pedbook/auth/internal/token"
)

type verifyParams struct {
	Type       string `json:"type"`
	Token      string `json:"token"`
	TokenHash  string `json:"token_hash"`
	Email      string `json:"email"`
	Phone      string `json:"phone"`
	RedirectTo string `json:"redirect_to"`
}

var (
	errOTPInvalid  = forbidden(ErrOTPExpired, "Token has expired or is invalid")
	errLinkInvalid = forbidden(ErrOTPExpired, "Email link is invalid or has expired")
)

// tokenTypesFor maps a verification type to the one-time token types it may consume, in
// the order tried, and the amr method of the resulting session.
func tokenTypesFor(typ string) ([]string, string, bool) {
	switch typ {
	case "recovery":
		return []string{store.RecoveryToken}, "recovery", true
	case "magiclink":
		return []string{store.RecoveryToken}, "otp", true
	case "signup", "invite":
		return []string{store.ConfirmationToken}, "otp", true
	case "email":
		return []string{store.ConfirmationToken, store.RecoveryToken}, "otp", true
	case "email_change":
		return []string{store.EmailChangeToken}, "email_change", true
	}
	return nil, "", false
}

// verifyPost handles POST /verify: an emailed code (email + token) or link hash
// (token_hash) exchanged for a session. Codes expire, are single use and are void after
// the configured number of wrong tries; every failure is 403 otp_expired.
func (a *API) verifyPost(w http.ResponseWriter, r *http.Request) error {
	if err := a.limitIP(a.limits.verify, r); err != nil {
		return err
	}
	var p verifyParams
	if err := decode(r, &p); err != nil {
		return err
	}
	if p.Type == "" {
		return badRequest(ErrValidationFailed, "Verify requires a verification type")
	}
	if (p.Token == "") == (p.TokenHash == "") {
		if p.Token != "" {
			return badRequest(ErrValidationFailed, "Only the token_hash and type should be provided")
		}
		return badRequest(ErrValidationFailed, "Verify requires either a token or a token hash")
	}
	if p.TokenHash != "" && (p.Email != "" || p.Phone != "" || p.RedirectTo != "") {
		return badRequest(ErrValidationFailed, "Only the token_hash and type should be provided")
	}
	if p.Type == "sms" || p.Type == "phone_change" || p.Phone != "" {
		if p.TokenHash != "" {
			return badRequest(ErrValidationFailed, "Only the token_hash and type should be provided")
		}
		return a.verifyPhone(w, r, p)
	}
	types, method, ok := tokenTypesFor(p.Type)
	if !ok {
		return badRequest(ErrValidationFailed, "Unsupported verification type")
	}
	var email string
	if p.Token != "" {
		if p.Email == "" {
			return badRequest(ErrValidationFailed, "Only an email address or phone number should be provided on verify")
		}
		e, err := validateEmail(p.Email)
		if err != nil {
			var he *HTTPError
			if errors.As(err, &he) {
				he.Status = http.StatusUnprocessableEntity
			}
			return err
		}
		email = e
		if err := a.limitAddress("verify", email); err != nil {
			return err
		}
	}
	ctx := r.Context()
	var out *sessionJSON
	err := store.InTx(ctx, a.Pool, func(tx pgx.Tx) error {
		var u *store.User
		var ott *store.OneTimeToken
		var err error
		if p.TokenHash != "" {
			u, ott, err = a.findByHash(ctx, tx, p.TokenHash, types)
			if err != nil {
				return err
			}
		} else {
			u, ott, err = a.checkCode(ctx, tx, email, p.Token, types)
			if err != nil {
				return err
			}
		}
		if err := a.consume(ctx, tx, u, ott); err != nil {
			return err
		}
		if u.Banned(a.now()) {
			return forbidden(ErrUserBanned, "User is banned")
		}
		if out, err = a.signInVerified(ctx, tx, r, u.ID, method); err != nil {
			return err
		}
		return nil
	})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// checkCode finds the user's pending code of one of types and compares the submitted code
// in constant time. A wrong code counts an attempt (committed even though the request
// fails) and voids the code at the limit.
func (a *API) checkCode(ctx context.Context, tx pgx.Tx, email, code string, types []string) (*store.User, *store.OneTimeToken, error) {
	lookup := store.UserByEmail
	if len(types) == 1 && types[0] == store.EmailChangeToken {
		lookup = store.UserByPendingEmail
	}
	u, err := lookup(ctx, tx, email)
	if err == store.ErrNotFound {
		return nil, nil, errOTPInvalid
	}
	if err != nil {
		return nil, nil, err
	}
	want := token.OTPHash(email, strings.TrimSpace(code))
	var first *store.OneTimeToken
	for _, typ := range types {
		ott, err := store.OneTimeTokenForUpdate(ctx, tx, u.ID, typ)
		if err == store.ErrNotFound {
			continue
		}
		if err != nil {
			return nil, nil, err
		}
		if first == nil {
			first = ott
		}
		if a.tokenUsable(ott) && token.Equal(strings.TrimPrefix(ott.TokenHash, "pkce_"), want) {
			return u, ott, nil
		}
	}
	if first == nil {
		return nil, nil, errOTPInvalid
	}
	if !a.tokenUsable(first) {
		if err := store.DeleteOneTimeToken(ctx, tx, first.ID); err != nil {
			return nil, nil, err
		}
		return nil, nil, &store.CommitError{Err: errOTPInvalid}
	}
	n, err := store.FailOneTimeToken(ctx, tx, first.ID, a.now())
	if err != nil {
		return nil, nil, err
	}
	if n >= a.cfg.OTPMaxAttempts {
		if err := store.DeleteOneTimeToken(ctx, tx, first.ID); err != nil {
			return nil, nil, err
		}
		if err := store.ClearUserToken(ctx, tx, u.ID, first.TokenType); err != nil {
			return nil, nil, err
		}
	}
	return nil, nil, &store.CommitError{Err: errOTPInvalid}
}

// tokenUsable: not expired and not out of attempts.
func (a *API) tokenUsable(t *store.OneTimeToken) bool {
	if t.FailedAttempts >= a.cfg.OTPMaxAttempts {
		return false
	}
	return !a.now().After(t.CreatedAt.Add(a.cfg.OTPExp))
}

// findByHash finds the pending token a link carries.
func (a *API) findByHash(ctx context.Context, tx pgx.Tx, hash string, types []string) (*store.User, *store.OneTimeToken, error) {
	for _, typ := range types {
		ott, err := store.OneTimeTokenByHash(ctx, tx, hash, typ)
		if err == store.ErrNotFound {
			continue
		}
		if err != nil {
			return nil, nil, err
		}
		if !a.tokenUsable(ott) {
			return nil, nil, errLinkInvalid
		}
		u, err := store.UserByID(ctx, tx, ott.UserID)
		if err == store.ErrNotFound {
			return nil, nil, errLinkInvalid
		}
		if err != nil {
			return nil, nil, err
		}
		return u, ott, nil
	}
	return nil, nil, errLinkInvalid
}

// consume uses up a verified token: deleted, the users column cleared, the address
// confirmed (a recovery or magic link proves it too).
func (a *API) consume(ctx context.Context, tx pgx.Tx, u *store.User, ott *store.OneTimeToken) error {
	if err := store.DeleteOneTimeToken(ctx, tx, ott.ID); err != nil {
		return err
	}
	if ott.TokenType == store.EmailChangeToken {
		if err := store.UserByEmailTaken(ctx, tx, ott.RelatesTo, u.ID); err == store.ErrEmailTaken {
			return unprocessable(ErrEmailExists, "A user with this email address has already been registered")
		} else if err != nil {
			return err
		}
		return store.ApplyEmailChange(ctx, tx, u.ID, ott.RelatesTo, a.now())
	}
	if err := store.ClearUserToken(ctx, tx, u.ID, ott.TokenType); err != nil {
		return err
	}
	return store.ConfirmEmail(ctx, tx, u.ID, a.now())
}

// signInVerified records the sign-in and starts a session.
func (a *API) signInVerified(ctx context.Context, tx pgx.Tx, r *http.Request, userID, method string) (*sessionJSON, error) {
	if err := store.SetLastSignIn(ctx, tx, userID, a.now()); err != nil {
		return nil, err
	}
	u, err := store.UserByID(ctx, tx, userID)
	if err != nil {
		return nil, err
	}
	if err := a.audit(ctx, tx, r, u.ID, u.Email, auditLogin, map[string]any{"provider": "email", "method": method}); err != nil {
		return nil, err
	}
	return a.startSession(ctx, tx, r, u, method)
}

// verifyGet handles GET /verify (the email link): 303 to the redirect with the session in
// the fragment, or ?code= for PKCE links, or the error in the fragment.
func (a *API) verifyGet(w http.ResponseWriter, r *http.Request) error {
	q := r.URL.Query()
	redirect := a.validRedirect(q.Get("redirect_to"))
	typ, hash := q.Get("type"), q.Get("token")
	pkce := strings.HasPrefix(hash, "pkce_")
	fail := func(he *HTTPError) error {
		http.Redirect(w, r, errorRedirect(redirect, he, pkce), http.StatusSeeOther)
		return nil
	}
	if err := a.limitIP(a.limits.verify, r); err != nil {
		return fail(errRateLimited)
	}
	types, method, ok := tokenTypesFor(typ)
	if !ok || hash == "" {
		return fail(badRequest(ErrValidationFailed, "Verify requires a verification type and token"))
	}
	ctx := r.Context()
	var target string
	err := store.InTx(ctx, a.Pool, func(tx pgx.Tx) error {
		u, ott, err := a.findByHash(ctx, tx, hash, types)
		if err != nil {
			return err
		}
		if err := a.consume(ctx, tx, u, ott); err != nil {
			return err
		}
		if u.Banned(a.now()) {
			return forbidden(ErrUserBanned, "User is banned")
		}
		if pkce {
			flowMethod := map[string]string{"recovery": "recovery", "magiclink": "magiclink", "signup": "email/signup",
				"invite": "invite", "email": "email/signup"}[typ]
			fs, err := store.LatestFlowState(ctx, tx, u.ID, flowMethod)
			if err == store.ErrNotFound {
				return unprocessable(ErrFlowStateNotFound, "Flow state not found")
			}
			if err != nil {
				return err
			}
			if err := store.IssueAuthCode(ctx, tx, fs.ID, a.now()); err != nil {
				return err
			}
			target = addQuery(redirect, url.Values{"code": {fs.AuthCode}})
			return nil
		}
		s, err := a.signInVerified(ctx, tx, r, u.ID, method)
		if err != nil {
			return err
		}
		target = fragmentRedirect(redirect, s, typ)
		return nil
	})
	if err != nil {
		var he *HTTPError
		if errors.As(err, &he) {
			return fail(he)
		}
		a.Log.ErrorContext(ctx, "verify link failed", "error", err)
		return fail(internalErr(err))
	}
	http.Redirect(w, r, target, http.StatusSeeOther)
	return nil
}

// fragmentRedirect puts a session in the redirect's fragment, keys sorted as GoTrue does,
// with the empty sb marker.
func fragmentRedirect(redirect string, s *sessionJSON, typ string) string {
	v := url.Values{
		"access_token":  {s.AccessToken},
		"expires_at":    {strconv.FormatInt(s.ExpiresAt, 10)},
		"expires_in":    {strconv.FormatInt(s.ExpiresIn, 10)},
		"refresh_token": {s.RefreshToken},
		"token_type":    {"bearer"},
		"sb":            {""},
	}
	if typ != "" {
		v.Set("type", typ)
	}
	if s.ProviderToken != "" {
		v.Set("provider_token", s.ProviderToken)
	}
	if s.ProviderRefreshToken != "" {
		v.Set("provider_refresh_token", s.ProviderRefreshToken)
	}
	base := redirect
	if i := strings.Index(base, "#"); i >= 0 {
		base = base[:i]
	}
	return base + "#" + v.Encode()
}

// oauthErrorName maps a status to the error= value GoTrue puts in redirects.
func oauthErrorName(he *HTTPError) string {
	switch he.Code {
	case ErrSignupDisabled, ErrUserBanned, ErrProviderEmailNeedsVerif:
		return "access_denied"
	}
	switch he.Status {
	case http.StatusBadRequest:
		return "invalid_request"
	case http.StatusUnauthorized:
		return "unauthorized_client"
	case http.StatusForbidden:
		return "access_denied"
	case http.StatusServiceUnavailable:
		return "temporarily_unavailable"
	case http.StatusInternalServerError:
		return "server_error"
	}
	return "invalid_request"
}

// errorRedirect carries an error to the client in the fragment (and the query for PKCE).
func errorRedirect(redirect string, he *HTTPError, inQuery bool) string {
	v := url.Values{"error": {oauthErrorName(he)}, "error_code": {he.Code}, "error_description": {he.Message}}
	base := redirect
	if i := strings.Index(base, "#"); i >= 0 {
		base = base[:i]
	}
	if inQuery {
		base = addQuery(base, v)
	}
	frag := url.Values{"error": v["error"], "error_code": v["error_code"], "error_description": v["error_description"], "sb": {""}}
	return base + "#" + frag.Encode()
}

func addQuery(raw string, v url.Values) string {
	u, err := url.Parse(raw)
	if err != nil {
		return raw
	}
	q := u.Query()
	for k, vals := range v {
		q[k] = vals
	}
	u.RawQuery = q.Encode()
	return u.String()
}

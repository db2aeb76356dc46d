package api

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/url"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/pedbook/pedbook/auth/internal/passkey"
	"github.com/pedbook/pedbook/auth/internal/store"
	"github.com/pedbook/pedbook/auth/internal/token"
	"github.com/pedbook/pedbook/auth/internal/totp"
)

// Multi-factor authentication, as GoTrue's /factors (internal/api/mfa.go):
//
//	POST   /factors                       {factor_type, friendly_name, issuer} → {id, type, friendly_name, totp?}
//	POST   /factors/{id}/challenge        → {id, type, expires_at, webauthn?}
//	POST   /factors/{id}/verify           {challenge_id, code | webauthn} → session at aal2
//	DELETE /factors/{id}                  → {id}
//	GET    /admin/users/{id}/factors      → [factor]
//	PUT    /admin/users/{id}/factors/{f}  {friendly_name} → factor
//	DELETE /admin/users/{id}/factors/{f}  → factor
//
// A verified factor raises the session to aal2 with the amr method totp (or webauthn);
// the session gets a new refresh token and the user's other aal1 sessions end.

// Error codes of MFA (GoTrue's apierrors/errorcode.go).
const (
	ErrMFAFactorNotFound       = "mfa_factor_not_found"
	ErrMFAFactorNameConflict   = "mfa_factor_name_conflict"
	ErrMFAChallengeExpired     = "mfa_challenge_expired"
	ErrMFAVerificationFailed   = "mfa_verification_failed"
	ErrMFAIPAddressMismatch    = "mfa_ip_address_mismatch"
	ErrTooManyFactors          = "too_many_enrolled_mfa_factors"
	ErrInsufficientAAL         = "insufficient_aal"
	ErrMFATOTPEnrollDisabled   = "mfa_totp_enroll_not_enabled"
	ErrMFATOTPVerifyDisabled   = "mfa_totp_verify_not_enabled"
	ErrMFAPhoneEnrollDisabled  = "mfa_phone_enroll_not_enabled"
	ErrMFAPhoneVerifyDisabled  = "mfa_phone_verify_not_enabled"
	ErrMFAWebAuthnEnrollOff    = "mfa_webauthn_enroll_not_enabled"
	ErrMFAWebAuthnVerifyOff    = "mfa_webauthn_verify_not_enabled"
	ErrMFAVerifiedFactorExists = "mfa_verified_factor_exists"
)

// MFAConfig is GoTrue's GOTRUE_MFA_* settings.
type MFAConfig struct {
	TOTPEnroll, TOTPVerify         bool
	WebAuthnEnroll, WebAuthnVerify bool
	PhoneEnroll, PhoneVerify       bool
	MaxEnrolledFactors             int
	MaxVerifiedFactors             int
	ChallengeExpiry                time.Duration
	FactorExpiry                   time.Duration // unverified factors older than this are dropped
}

type factorJSON struct {
	ID               string     `json:"id"`
	CreatedAt        time.Time  `json:"created_at"`
	UpdatedAt        time.Time  `json:"updated_at"`
	Status           string     `json:"status"`
	FriendlyName     string     `json:"friendly_name,omitempty"`
	FactorType       string     `json:"factor_type"`
	Phone            string     `json:"phone"`
	LastChallengedAt *time.Time `json:"last_challenged_at"`
}

func toFactorJSON(f *store.Factor) factorJSON {
	return factorJSON{ID: f.ID, CreatedAt: f.CreatedAt.UTC(), UpdatedAt: f.UpdatedAt.UTC(), Status: f.Status,
		FriendlyName: f.FriendlyName, FactorType: f.Type, Phone: f.Phone, LastChallengedAt: utc(f.LastChallengedAt)}
}

// amrMethodOf is the amr claim a factor type adds.
func amrMethodOf(factorType string) string {
	switch factorType {
	case "webauthn":
		return "mfa/webauthn"
	case "phone":
		return "mfa/phone"
	}
	return "totp"
}

// requireSessionUser is requireUser for endpoints that need a session of a non-anonymous user.
func (a *API) requireSessionUser(r *http.Request) (*userRequest, error) {
	ur, err := a.requireUser(r)
	if err != nil {
		return nil, err
	}
	if ur.claims.IsAnonymous {
		return nil, forbidden(ErrNoAuthorization, "Anonymous user not allowed to perform these actions")
	}
	if ur.session == nil {
		return nil, internalErr(errors.New("a valid session and a registered user are required"))
	}
	return ur, nil
}

// loadFactor is GoTrue's loadFactor: the {factor_id} of the path, owned by userID.
func (a *API) loadFactor(ctx context.Context, r *http.Request, userID string) (*store.Factor, error) {
	id := r.PathValue("factor_id")
	if !isUUID(id) {
		return nil, httpErr(http.StatusNotFound, ErrValidationFailed, "factor_id must be an UUID")
	}
	f, err := store.FactorOfUser(ctx, a.Pool, userID, id)
	if err == store.ErrNotFound {
		return nil, httpErr(http.StatusNotFound, ErrMFAFactorNotFound, "Factor not found")
	}
	if err != nil {
		return nil, internalErr(err)
	}
	return f, nil
}

type enrollParams struct {
	FriendlyName string `json:"friendly_name"`
	FactorType   string `json:"factor_type"`
	Issuer       string `json:"issuer"`
	Phone        string `json:"phone"`
}

func (a *API) factorEnroll(w http.ResponseWriter, r *http.Request) error {
	ur, err := a.requireSessionUser(r)
	if err != nil {
		return err
	}
	var p enrollParams
	if err := decode(r, &p); err != nil {
		return err
	}
	m := a.cfg.MFA
	switch p.FactorType {
	case "totp":
		if !m.TOTPEnroll {
			return unprocessable(ErrMFATOTPEnrollDisabled, "MFA enroll is disabled for TOTP")
		}
	case "webauthn":
		if !m.WebAuthnEnroll || a.rp == nil {
			return unprocessable(ErrMFAWebAuthnEnrollOff, "MFA enroll is disabled for WebAuthn")
		}
	case "phone":
		if !m.PhoneEnroll || a.SMS == nil {
			return unprocessable(ErrMFAPhoneEnrollDisabled, "MFA enroll is disabled for Phone")
		}
	default:
		return badRequest(ErrValidationFailed, "factor_type needs to be totp, phone, or webauthn")
	}
	ctx, now := r.Context(), a.now()
	f := &store.Factor{ID: newUUID(), UserID: ur.user.ID, FriendlyName: p.FriendlyName, Type: p.FactorType, CreatedAt: now}
	var out map[string]any
	if p.FactorType == "phone" {
		phone, err := validatePhone(p.Phone)
		if err != nil {
			if p.Phone == "" {
				return badRequest(ErrValidationFailed, "Phone number required to enroll Phone factor")
			}
			return badRequest(ErrValidationFailed, "Invalid phone number format (E.164 required)")
		}
		f.Phone = phone
	}
	if p.FactorType == "totp" {
		issuer := p.Issuer
		if issuer == "" {
			u, err := url.Parse(a.cfg.SiteURL)
			if err != nil {
				return internalErr(err)
			}
			issuer = u.Host
		}
		secret, err := totp.NewSecret()
		if err != nil {
			return internalErr(err)
		}
		account := ur.user.Email
		if account == "" {
			account = ur.user.Phone
		}
		uri := totp.URI(issuer, account, secret)
		svg, err := totp.QRCodeSVG(uri)
		if err != nil {
			return internalErr(err)
		}
		f.Secret = secret
		out = map[string]any{"qr_code": svg, "secret": secret, "uri": uri}
	}
	err = store.InTx(ctx, a.Pool, func(tx pgx.Tx) error {
		if err := store.DeleteStaleFactors(ctx, tx, ur.user.ID, now.Add(-m.FactorExpiry)); err != nil {
			return err
		}
		factors, err := store.FactorsOfUser(ctx, tx, ur.user.ID)
		if err != nil {
			return err
		}
		verified := 0
		for _, g := range factors {
			if p.FactorType == "phone" && g.Type == "phone" && g.Phone == f.Phone {
				if g.Status == "verified" {
					return unprocessable(ErrMFAVerifiedFactorExists, "A verified phone factor already exists, unenroll the existing factor to continue")
				}
				if err := store.DeleteFactor(ctx, tx, g.ID); err != nil {
					return err
				}
				continue
			}
			if p.FriendlyName != "" && g.FriendlyName == p.FriendlyName {
				return unprocessable(ErrMFAFactorNameConflict, "A factor with the friendly name %q for this user already exists", p.FriendlyName)
			}
			if g.Status == "verified" {
				verified++
			}
		}
		if len(factors) >= m.MaxEnrolledFactors || verified >= m.MaxVerifiedFactors {
			return unprocessable(ErrTooManyFactors, "Maximum number of verified factors reached, unenroll to continue")
		}
		if verified > 0 && ur.session.AAL != "aal2" {
			return forbidden(ErrInsufficientAAL, "AAL2 required to enroll a new factor")
		}
		if err := store.InsertFactor(ctx, tx, f); err != nil {
			return err
		}
		return a.audit(ctx, tx, r, ur.user.ID, ur.user.Email, auditFactorEnrolled, map[string]any{"factor_id": f.ID, "factor_type": f.Type})
	})
	if err != nil {
		return err
	}
	resp := map[string]any{"id": f.ID, "type": f.Type, "friendly_name": f.FriendlyName}
	if out != nil {
		resp["totp"] = out
	}
	if f.Type == "phone" {
		resp["phone"] = f.Phone
	}
	writeJSON(w, http.StatusOK, resp)
	return nil
}

// factorCall is what the challenge and verify endpoints do first: the MFA rate limit per IP,
// the session's user, the factor of the path (the user's own), and the JSON body into body.
func (a *API) factorCall(r *http.Request, body any) (*userRequest, *store.Factor, error) {
	if err := a.limitIP(a.limits.mfa, r); err != nil {
		return nil, nil, err
	}
	ur, err := a.requireSessionUser(r)
	if err != nil {
		return nil, nil, err
	}
	f, err := a.loadFactor(r.Context(), r, ur.user.ID)
	if err != nil {
		return nil, nil, err
	}
	if err := decode(r, body); err != nil {
		return nil, nil, err
	}
	return ur, f, nil
}

type challengeParams struct {
	Channel  string `json:"channel"`
	WebAuthn *struct {
		RPID      string   `json:"rp_id"`
		RPOrigins []string `json:"rp_origins"`
	} `json:"webauthn"`
}

func (a *API) factorChallenge(w http.ResponseWriter, r *http.Request) error {
	var p challengeParams
	ur, f, err := a.factorCall(r, &p)
	if err != nil {
		return err
	}
	ctx := r.Context()
	now := a.now()
	c := &store.Challenge{ID: newUUID(), FactorID: f.ID, CreatedAt: now, IP: a.challengeIP(r)}
	resp := map[string]any{"id": c.ID, "type": f.Type}
	switch f.Type {
	case "totp":
		if !a.cfg.MFA.TOTPVerify {
			return unprocessable(ErrMFATOTPVerifyDisabled, "MFA verification is disabled for TOTP")
		}
	case "phone":
		if !a.cfg.MFA.PhoneVerify || a.SMS == nil {
			return unprocessable(ErrMFAPhoneVerifyDisabled, "MFA verification is disabled for Phone")
		}
		if f.LastChallengedAt != nil && now.Before(f.LastChallengedAt.Add(a.cfg.SMSMaxFrequency)) {
			return tooMany(ErrOverSMSSendRateLimit, "For security purposes, you can only request this after %d seconds.", int(a.cfg.SMSMaxFrequency.Seconds()))
		}
		code, err := token.NewOTP(a.cfg.SMSOTPLength)
		if err != nil {
			return internalErr(err)
		}
		if err := a.sendSMS(ctx, f.Phone, code, "mfa", p.Channel); err != nil {
			return err
		}
		c.OTPCode = token.Hash(code)
	case "webauthn":
		if !a.cfg.MFA.WebAuthnVerify || a.rp == nil {
			return unprocessable(ErrMFAWebAuthnVerifyOff, "MFA verification is disabled for WebAuthn")
		}
		wu, err := a.factorWebAuthnUser(ctx, ur.user)
		if err != nil {
			return internalErr(err)
		}
		var opts any
		var sess []byte
		kind := "create"
		if f.Status == "verified" {
			kind = "request"
			opts, sess, err = a.rp.BeginMFALogin(wu)
		} else {
			opts, sess, err = a.rp.BeginMFARegistration(wu)
		}
		if err != nil {
			return internalErr(err)
		}
		c.WebAuthnSession = sess
		resp["webauthn"] = map[string]any{"type": kind, "credential_options": opts}
	}
	if err := store.InsertChallenge(ctx, a.Pool, c); err != nil {
		return internalErr(err)
	}
	resp["expires_at"] = now.Add(a.cfg.MFA.ChallengeExpiry).Unix()
	writeJSON(w, http.StatusOK, resp)
	return nil
}

// challengeIP is the address a challenge is bound to (verify must come from it).
func (a *API) challengeIP(r *http.Request) string {
	if p := a.remoteIP(r); p != nil {
		return *p
	}
	return "0.0.0.0"
}

// factorWebAuthnUser is the user with its verified WebAuthn factors' credentials.
func (a *API) factorWebAuthnUser(ctx context.Context, u *store.User) (*passkey.User, error) {
	factors, err := store.FactorsOfUser(ctx, a.Pool, u.ID)
	if err != nil {
		return nil, err
	}
	pu := &passkey.User{ID: uuidBytes(u.ID), Name: u.Email, DisplayName: u.Email}
	for _, f := range factors {
		if f.Type != "webauthn" || len(f.WebAuthnCredential) == 0 {
			continue
		}
		c, err := passkey.DecodeCredential(f.WebAuthnCredential)
		if err != nil {
			return nil, err
		}
		pu.Credentials = append(pu.Credentials, c)
	}
	return pu, nil
}

type verifyFactorParams struct {
	ChallengeID string `json:"challenge_id"`
	Code        string `json:"code"`
	WebAuthn    *struct {
		Type               string          `json:"type"`
		CredentialResponse json.RawMessage `json:"credential_response"`
	} `json:"webauthn"`
}

func (a *API) factorVerify(w http.ResponseWriter, r *http.Request) error {
	var p verifyFactorParams
	ur, f, err := a.factorCall(r, &p)
	if err != nil {
		return err
	}
	ctx := r.Context()
	if p.Code == "" && f.Type != "webauthn" {
		return badRequest(ErrValidationFailed, "Code needs to be non-empty")
	}
	switch f.Type {
	case "totp":
		if !a.cfg.MFA.TOTPVerify {
			return unprocessable(ErrMFATOTPVerifyDisabled, "MFA verification is disabled for TOTP")
		}
	case "phone":
		if !a.cfg.MFA.PhoneVerify {
			return unprocessable(ErrMFAPhoneVerifyDisabled, "MFA verification is disabled for Phone")
		}
	case "webauthn":
		if !a.cfg.MFA.WebAuthnVerify || a.rp == nil {
			return unprocessable(ErrMFAWebAuthnVerifyOff, "MFA verification is disabled for WebAuthn")
		}
		switch {
		case p.WebAuthn == nil:
			return badRequest(ErrValidationFailed, "WebAuthn config required")
		case p.WebAuthn.Type != "create" && p.WebAuthn.Type != "request":
			return badRequest(ErrValidationFailed, "WebAuthn type must be create or request")
		case len(p.WebAuthn.CredentialResponse) == 0:
			return badRequest(ErrValidationFailed, "credential_response required")
		}
	}
	now := a.now()
	var out *sessionJSON
	err = store.InTx(ctx, a.Pool, func(tx pgx.Tx) error {
		if !isUUID(p.ChallengeID) {
			return unprocessable(ErrMFAFactorNotFound, "MFA factor with the provided challenge ID not found")
		}
		c, err := store.ChallengeOfFactor(ctx, tx, f.ID, p.ChallengeID)
		if err == store.ErrNotFound {
			return unprocessable(ErrMFAFactorNotFound, "MFA factor with the provided challenge ID not found")
		}
		if err != nil {
			return err
		}
		if c.VerifiedAt != nil || c.IP != a.challengeIP(r) {
			return unprocessable(ErrMFAIPAddressMismatch, "Challenge and verify IP addresses mismatch.")
		}
		if now.After(c.CreatedAt.Add(a.cfg.MFA.ChallengeExpiry)) {
			if err := store.DeleteChallenge(ctx, tx, c.ID); err != nil {
				return err
			}
			return &store.CommitError{Err: unprocessable(ErrMFAChallengeExpired,
				"MFA challenge %v has expired, verify against another challenge or create a new challenge.", c.ID)}
		}
		var credential []byte
		switch f.Type {
		case "totp":
			if !totp.Validate(p.Code, f.Secret, now) {
				return unprocessable(ErrMFAVerificationFailed, "Invalid TOTP code entered")
			}
		case "phone":
			if c.OTPCode == "" || !token.Equal(c.OTPCode, token.Hash(p.Code)) {
				return unprocessable(ErrMFAVerificationFailed, "Invalid MFA Phone code entered")
			}
		case "webauthn":
			wu, err := a.factorWebAuthnUser(ctx, ur.user)
			if err != nil {
				return err
			}
			if p.WebAuthn.Type == "create" {
				if f.Status == "verified" {
					return badRequest(ErrValidationFailed, "WebAuthn type must be request for a verified factor")
				}
				cred, err := a.rp.FinishRegistration(wu, c.WebAuthnSession, p.WebAuthn.CredentialResponse)
				if err != nil {
					return &HTTPError{Status: http.StatusBadRequest, Code: ErrMFAVerificationFailed, Message: "Invalid credential_response", Cause: err}
				}
				if credential, err = json.Marshal(cred); err != nil {
					return err
				}
			} else {
				if _, err := a.rp.FinishMFALogin(wu, c.WebAuthnSession, p.WebAuthn.CredentialResponse); err != nil {
					return &HTTPError{Status: http.StatusBadRequest, Code: ErrMFAVerificationFailed, Message: "Failed to validate WebAuthn MFA response", Cause: err}
				}
			}
		}
		if err := store.SetChallengeVerified(ctx, tx, c.ID, now); err != nil {
			return err
		}
		if f.Status != "verified" {
			if err := store.SetFactorVerified(ctx, tx, f.ID, credential, now); err != nil {
				return err
			}
		}
		sid := ur.session.ID
		if err := store.AddAMR(ctx, tx, sid, amrMethodOf(f.Type), now); err != nil {
			return err
		}
		if err := store.SetSessionAAL(ctx, tx, sid, "aal2", &f.ID, now); err != nil {
			return err
		}
		// a new refresh token: the aal1 one can no longer give aal2 access tokens
		if err := store.RevokeFamily(ctx, tx, sid, now); err != nil {
			return err
		}
		rt, err := a.Refresher.New()
		if err != nil {
			return err
		}
		if _, err := store.InsertRefreshToken(ctx, tx, token.Hash(rt), ur.user.ID, sid, "", now); err != nil {
			return err
		}
		if err := store.DeleteSessionsBelowAAL(ctx, tx, ur.user.ID, "aal2"); err != nil {
			return err
		}
		if err := store.DeleteUnverifiedFactors(ctx, tx, ur.user.ID, f.Type); err != nil {
			return err
		}
		if err := a.audit(ctx, tx, r, ur.user.ID, ur.user.Email, auditFactorVerified,
			map[string]any{"factor_id": f.ID, "challenge_id": c.ID, "factor_type": f.Type}); err != nil {
			return err
		}
		u, err := store.UserByID(ctx, tx, ur.user.ID)
		if err != nil {
			return err
		}
		out, err = a.sessionResponse(ctx, tx, u, sid, rt)
		return err
	})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

func (a *API) factorUnenroll(w http.ResponseWriter, r *http.Request) error {
	ur, err := a.requireSessionUser(r)
	if err != nil {
		return err
	}
	ctx := r.Context()
	f, err := a.loadFactor(ctx, r, ur.user.ID)
	if err != nil {
		return err
	}
	if f.Status == "verified" && ur.session.AAL != "aal2" {
		return unprocessable(ErrInsufficientAAL, "AAL2 required to unenroll verified factor")
	}
	err = store.InTx(ctx, a.Pool, func(tx pgx.Tx) error {
		return a.deleteFactor(ctx, tx, r, f, ur.user.ID, ur.user.Email)
	})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]any{"id": f.ID})
	return nil
}

func (a *API) deleteFactor(ctx context.Context, tx pgx.Tx, r *http.Request, f *store.Factor, actorID, actorName string) error {
	if err := store.DeleteFactor(ctx, tx, f.ID); err != nil {
		return err
	}
	if err := store.DowngradeFactorSessions(ctx, tx, f.ID, amrMethodOf(f.Type), a.now()); err != nil {
		return err
	}
	return a.audit(ctx, tx, r, actorID, actorName, auditFactorUnenrolled, map[string]any{"factor_id": f.ID, "factor_status": f.Status})
}

// adminFactorUser authenticates the admin and loads the {id} user of the path.
func (a *API) adminFactorUser(r *http.Request) (*store.User, error) {
	_, id, err := a.adminOnUser(r)
	if err != nil {
		return nil, err
	}
	u, err := store.UserByID(r.Context(), a.Pool, id)
	if err == store.ErrNotFound {
		return nil, httpErr(http.StatusNotFound, ErrUserNotFound, "User not found")
	}
	if err != nil {
		return nil, internalErr(err)
	}
	return u, nil
}

// adminFactor is the factor named by an admin route's {id} and {factor_id}, with its user.
func (a *API) adminFactor(r *http.Request) (*store.User, *store.Factor, error) {
	u, err := a.adminFactorUser(r)
	if err != nil {
		return nil, nil, err
	}
	f, err := a.loadFactor(r.Context(), r, u.ID)
	if err != nil {
		return nil, nil, err
	}
	return u, f, nil
}

func (a *API) adminListFactors(w http.ResponseWriter, r *http.Request) error {
	u, err := a.adminFactorUser(r)
	if err != nil {
		return err
	}
	factors, err := store.FactorsOfUser(r.Context(), a.Pool, u.ID)
	if err != nil {
		return internalErr(err)
	}
	out := make([]factorJSON, 0, len(factors))
	for _, f := range factors {
		out = append(out, toFactorJSON(f))
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

func (a *API) adminDeleteFactor(w http.ResponseWriter, r *http.Request) error {
	ctx := r.Context()
	u, f, err := a.adminFactor(r)
	if err != nil {
		return err
	}
	if err := store.InTx(ctx, a.Pool, func(tx pgx.Tx) error { return a.deleteFactor(ctx, tx, r, f, u.ID, u.Email) }); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, toFactorJSON(f))
	return nil
}

func (a *API) adminUpdateFactor(w http.ResponseWriter, r *http.Request) error {
	ctx := r.Context()
	_, f, err := a.adminFactor(r)
	if err != nil {
		return err
	}
	var p struct {
		FriendlyName string `json:"friendly_name"`
	}
	if err := decode(r, &p); err != nil {
		return err
	}
	if p.FriendlyName != "" {
		now := a.now()
		if err := store.RenameFactor(ctx, a.Pool, f.ID, p.FriendlyName, now); err != nil {
			return internalErr(err)
		}
		f.FriendlyName, f.UpdatedAt = p.FriendlyName, now
	}
	writeJSON(w, http.StatusOK, toFactorJSON(f))
	return nil
}

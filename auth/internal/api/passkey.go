package api

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/go-webauthn/webauthn/webauthn"
	"github.com/jackc/pgx/v5"
	"github.com/pedbook/pedbook/auth/internal/passkey"
	"github.com/pedbook/pedbook/auth/internal/store"
)

// Passkey endpoints in GoTrue's shape (internal/api/passkey_*.go), all under /passkeys:
//
//	POST   /passkeys/registration/options    (user bearer)  → {challenge_id, options, expires_at}
//	POST   /passkeys/registration/verify     (user bearer)  {challenge_id, credential, friendly_name?} → passkey
//	GET    /passkeys                         (user bearer)  → [passkey]
//	PATCH  /passkeys/{id}                    (user bearer)  {friendly_name} → passkey
//	DELETE /passkeys/{id}                    (user bearer)  → 204
//	POST   /passkeys/authentication/options                 → {challenge_id, options, expires_at}
//	POST   /passkeys/authentication/verify                  {challenge_id, credential} → session (amr passkey)
//	GET    /admin/users/{id}/passkeys        (service role) → [passkey]
//	DELETE /admin/users/{id}/passkeys/{pid}  (service role) → 204
//
// options is the PublicKeyCredentialCreationOptionsJSON / RequestOptionsJSON itself (binary
// fields base64url; PublicKeyCredential.parseCreationOptionsFromJSON takes it as is);
// credential is the PublicKeyCredential serialised as JSON (toJSON()).

const (
	errPasskeyChallengeNotFound = "webauthn_challenge_not_found"
	errPasskeyChallenge         = "webauthn_challenge_expired"
	errPasskeyInvalid           = "webauthn_verification_failed"
	errPasskeyExists            = "webauthn_credential_exists"
	errPasskeyDisabled          = "passkey_disabled"
	errTooManyPasskeys          = "too_many_passkeys"
	passkeyCeremonyTTL          = 5 * time.Minute
	maxPasskeysPerUser          = 10
)

// decodePasskeyAnswer reads the body of a ceremony's second step: the authenticator's answer.
func decodePasskeyAnswer(r *http.Request) (passkeyVerifyParams, error) {
	var p passkeyVerifyParams
	if err := decode(r, &p); err != nil {
		return p, err
	}
	if len(p.Credential) == 0 {
		return p, badRequest(ErrValidationFailed, "credential is required")
	}
	return p, nil
}

func (a *API) requirePasskeys() error {
	if a.rp == nil {
		return httpErr(http.StatusNotFound, errPasskeyDisabled, "Passkeys are disabled")
	}
	return nil
}

// passkeyCaller is the caller of a passkey endpoint: passkeys must be enabled, then the
// caller authenticated by require (a bearer user, or one with a session).
func (a *API) passkeyCaller(r *http.Request, require func(*http.Request) (*userRequest, error)) (*userRequest, error) {
	if err := a.requirePasskeys(); err != nil {
		return nil, err
	}
	return require(r)
}

type passkeyJSON struct {
	ID           string     `json:"id"`
	FriendlyName string     `json:"friendly_name,omitempty"`
	CreatedAt    time.Time  `json:"created_at"`
	LastUsedAt   *time.Time `json:"last_used_at,omitempty"`
}

func toPasskeyJSON(p *store.Passkey) passkeyJSON {
	return passkeyJSON{ID: p.ID, FriendlyName: p.FriendlyName, CreatedAt: p.CreatedAt.UTC(), LastUsedAt: utc(p.LastUsedAt)}
}

// uuidBytes is the 16-byte user handle of a user id.
func uuidBytes(id string) []byte {
	b, _ := hex.DecodeString(strings.ReplaceAll(id, "-", ""))
	return b
}

func handleToUUID(b []byte) (string, bool) {
	if len(b) != 16 {
		return "", false
	}
	h := hex.EncodeToString(b)
	return h[0:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:], true
}

// webauthnUser loads the user and its passkeys as go-webauthn wants them.
func (a *API) webauthnUser(ctx context.Context, db store.DB, u *store.User) (*passkey.User, error) {
	rows, err := store.PasskeysOfUser(ctx, db, u.ID)
	if err != nil {
		return nil, err
	}
	name, _ := u.UserMetadata["full_name"].(string)
	if name == "" {
		name = u.Email
	}
	pu := &passkey.User{ID: uuidBytes(u.ID), Name: u.Email, DisplayName: name}
	for _, r := range rows {
		var c webauthn.Credential
		if err := json.Unmarshal(r.Credential, &c); err != nil {
			return nil, err
		}
		pu.Credentials = append(pu.Credentials, c)
	}
	return pu, nil
}

func (a *API) passkeyRegistrationOptions(w http.ResponseWriter, r *http.Request) error {
	ur, err := a.passkeyCaller(r, a.requireSessionUser)
	if err != nil {
		return err
	}
	ctx := r.Context()
	pu, err := a.webauthnUser(ctx, a.Pool, ur.user)
	if err != nil {
		return internalErr(err)
	}
	if len(pu.Credentials) >= maxPasskeysPerUser {
		return unprocessable(errTooManyPasskeys, "Maximum number of passkeys reached")
	}
	opts, sess, err := a.rp.BeginRegistration(pu)
	if err != nil {
		return internalErr(err)
	}
	id, now := newUUID(), a.now()
	if err := store.DeleteExpiredWebAuthnChallenges(ctx, a.Pool, now); err != nil {
		return internalErr(err)
	}
	if err := store.InsertWebAuthnChallenge(ctx, a.Pool, id, ur.user.ID, "registration", sess, now, now.Add(passkeyCeremonyTTL)); err != nil {
		return internalErr(err)
	}
	writeJSON(w, http.StatusOK, map[string]any{"challenge_id": id, "options": opts, "expires_at": now.Add(passkeyCeremonyTTL).Unix()})
	return nil
}

type passkeyVerifyParams struct {
	ChallengeID  string          `json:"challenge_id"`
	Credential   json.RawMessage `json:"credential"`
	FriendlyName string          `json:"friendly_name"`
}

// takeChallenge consumes a ceremony's stored session.
func (a *API) takeChallenge(ctx context.Context, tx pgx.Tx, id, kind string) (string, []byte, error) {
	if id == "" {
		return "", nil, badRequest(ErrValidationFailed, "challenge_id is required")
	}
	if !isUUID(id) {
		return "", nil, badRequest(ErrValidationFailed, "challenge_id must be a valid UUID")
	}
	userID, sess, expires, err := store.TakeWebAuthnChallenge(ctx, tx, id, kind)
	if err == store.ErrNotFound {
		return "", nil, badRequest(errPasskeyChallengeNotFound, "Challenge not found or already used")
	}
	if err == nil && a.now().After(expires) {
		return "", nil, &store.CommitError{Err: badRequest(errPasskeyChallenge, "Challenge has expired")}
	}
	return userID, sess, err
}

func (a *API) passkeyRegistrationVerify(w http.ResponseWriter, r *http.Request) error {
	ur, err := a.passkeyCaller(r, a.requireSessionUser)
	if err != nil {
		return err
	}
	p, err := decodePasskeyAnswer(r)
	if err != nil {
		return err
	}
	ctx := r.Context()
	var out passkeyJSON
	err = store.InTx(ctx, a.Pool, func(tx pgx.Tx) error {
		owner, sess, err := a.takeChallenge(ctx, tx, p.ChallengeID, "registration")
		if err != nil {
			return err
		}
		if owner != ur.user.ID {
			return badRequest(errPasskeyChallengeNotFound, "Challenge not found or already used")
		}
		pu, err := a.webauthnUser(ctx, tx, ur.user)
		if err != nil {
			return err
		}
		cred, err := a.rp.FinishRegistration(pu, sess, p.Credential)
		if err != nil {
			return &store.CommitError{Err: &HTTPError{Status: http.StatusBadRequest, Code: errPasskeyInvalid, Message: "Credential verification failed", Cause: err}}
		}
		raw, err := json.Marshal(cred)
		if err != nil {
			return err
		}
		name := p.FriendlyName
		if name == "" {
			name = "Passkey"
		}
		pk := &store.Passkey{ID: newUUID(), UserID: ur.user.ID, CredentialID: cred.ID, Credential: raw, FriendlyName: name, CreatedAt: a.now()}
		if err := store.InsertPasskey(ctx, tx, pk); err != nil {
			if store.IsUniqueViolation(err) {
				return unprocessable(errPasskeyExists, "This credential is already registered")
			}
			return err
		}
		out = toPasskeyJSON(pk)
		return nil
	})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

func (a *API) passkeyList(w http.ResponseWriter, r *http.Request) error {
	ur, err := a.passkeyCaller(r, a.requireUser)
	if err != nil {
		return err
	}
	return a.writePasskeysOf(w, r, ur.user.ID)
}

func (a *API) passkeyDelete(w http.ResponseWriter, r *http.Request) error {
	ur, err := a.passkeyCaller(r, a.requireUser)
	if err != nil {
		return err
	}
	return a.deletePasskeyOf(w, r, ur.user.ID, r.PathValue("id"))
}

func (a *API) deletePasskeyOf(w http.ResponseWriter, r *http.Request, userID, id string) error {
	if !isUUID(id) {
		return httpErr(http.StatusNotFound, ErrValidationFailed, "Passkey not found")
	}
	ok, err := store.DeletePasskey(r.Context(), a.Pool, id, userID)
	if err != nil {
		return internalErr(err)
	}
	if !ok {
		return httpErr(http.StatusNotFound, ErrValidationFailed, "Passkey not found")
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// passkeyUpdate handles PATCH /passkeys/{id}: rename.
func (a *API) passkeyUpdate(w http.ResponseWriter, r *http.Request) error {
	ur, err := a.passkeyCaller(r, a.requireUser)
	if err != nil {
		return err
	}
	id := r.PathValue("id")
	if !isUUID(id) {
		return httpErr(http.StatusNotFound, ErrValidationFailed, "Passkey not found")
	}
	var p struct {
		FriendlyName string `json:"friendly_name"`
	}
	if err := decode(r, &p); err != nil {
		return err
	}
	if p.FriendlyName == "" {
		return badRequest(ErrValidationFailed, "friendly_name is required")
	}
	if len([]rune(p.FriendlyName)) > 120 {
		return badRequest(ErrValidationFailed, "friendly_name must be 120 characters or less")
	}
	pk, err := store.RenamePasskey(r.Context(), a.Pool, id, ur.user.ID, p.FriendlyName)
	if err == store.ErrNotFound {
		return httpErr(http.StatusNotFound, ErrValidationFailed, "Passkey not found")
	}
	if err != nil {
		return internalErr(err)
	}
	writeJSON(w, http.StatusOK, toPasskeyJSON(pk))
	return nil
}

// adminPasskeyList handles GET /admin/users/{id}/passkeys.
func (a *API) adminPasskeyList(w http.ResponseWriter, r *http.Request) error {
	u, err := a.adminFactorUser(r)
	if err != nil {
		return err
	}
	return a.writePasskeysOf(w, r, u.ID)
}

// writePasskeysOf answers the passkeys of a user, as a JSON array.
func (a *API) writePasskeysOf(w http.ResponseWriter, r *http.Request, userID string) error {
	rows, err := store.PasskeysOfUser(r.Context(), a.Pool, userID)
	if err != nil {
		return internalErr(err)
	}
	out := make([]passkeyJSON, 0, len(rows))
	for _, p := range rows {
		out = append(out, toPasskeyJSON(p))
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// adminPasskeyDelete handles DELETE /admin/users/{id}/passkeys/{passkey_id}.
func (a *API) adminPasskeyDelete(w http.ResponseWriter, r *http.Request) error {
	u, err := a.adminFactorUser(r)
	if err != nil {
		return err
	}
	return a.deletePasskeyOf(w, r, u.ID, r.PathValue("passkey_id"))
}

func (a *API) passkeyLoginOptions(w http.ResponseWriter, r *http.Request) error {
	if err := a.requirePasskeys(); err != nil {
		return err
	}
	if err := a.limitIP(a.limits.token, r); err != nil {
		return err
	}
	opts, sess, err := a.rp.BeginLogin()
	if err != nil {
		return internalErr(err)
	}
	ctx := r.Context()
	id, now := newUUID(), a.now()
	if err := store.DeleteExpiredWebAuthnChallenges(ctx, a.Pool, now); err != nil {
		return internalErr(err)
	}
	if err := store.InsertWebAuthnChallenge(ctx, a.Pool, id, "", "login", sess, now, now.Add(passkeyCeremonyTTL)); err != nil {
		return internalErr(err)
	}
	writeJSON(w, http.StatusOK, map[string]any{"challenge_id": id, "options": opts, "expires_at": now.Add(passkeyCeremonyTTL).Unix()})
	return nil
}

func (a *API) passkeyLoginVerify(w http.ResponseWriter, r *http.Request) error {
	if err := a.requirePasskeys(); err != nil {
		return err
	}
	if err := a.limitIP(a.limits.token, r); err != nil {
		return err
	}
	p, err := decodePasskeyAnswer(r)
	if err != nil {
		return err
	}
	ctx := r.Context()
	var out *sessionJSON
	err = store.InTx(ctx, a.Pool, func(tx pgx.Tx) error {
		_, sess, err := a.takeChallenge(ctx, tx, p.ChallengeID, "login")
		if err != nil {
			return err
		}
		var user *store.User
		found, cred, err := a.rp.FinishLogin(sess, p.Credential, func(handle []byte) (*passkey.User, error) {
			id, ok := handleToUUID(handle)
			if !ok {
				return nil, errors.New("unknown user handle")
			}
			u, err := store.UserByID(ctx, tx, id)
			if err != nil {
				return nil, err
			}
			user = u
			return a.webauthnUser(ctx, tx, u)
		})
		if err != nil || found == nil || user == nil {
			return &store.CommitError{Err: &HTTPError{Status: http.StatusBadRequest, Code: errPasskeyInvalid, Message: "Credential verification failed", Cause: err}}
		}
		if user.Banned(a.now()) {
			return &store.CommitError{Err: forbidden(ErrUserBanned, "User is banned")}
		}
		raw, err := json.Marshal(cred)
		if err != nil {
			return err
		}
		if err := store.RecordPasskeyUse(ctx, tx, cred.ID, raw, a.now()); err != nil {
			return err
		}
		if err := store.SetLastSignIn(ctx, tx, user.ID, a.now()); err != nil {
			return err
		}
		if err := a.audit(ctx, tx, r, user.ID, user.Email, auditLogin, map[string]any{"provider": "passkey"}); err != nil {
			return err
		}
		fresh, err := store.UserByID(ctx, tx, user.ID)
		if err != nil {
			return err
		}
		out, err = a.startSession(ctx, tx, r, fresh, "passkey")
		return err
	})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

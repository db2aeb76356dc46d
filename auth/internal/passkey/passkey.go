// Package passkey runs WebAuthn ceremonies (register a passkey, sign in with one) with
// go-webauthn, for users identified by their auth user id; it keeps no state itself (the
// caller stores the session data between the options and verify calls).
package passkey

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/go-webauthn/webauthn/protocol"
	"github.com/go-webauthn/webauthn/webauthn"
)

// Config is the relying party.
type Config struct {
	Enabled       bool
	RPID          string
	RPDisplayName string
	RPOrigins     []string
}

// User is an account as WebAuthn sees it: the handle is the user id's 16 bytes.
type User struct {
	ID          []byte
	Name        string
	DisplayName string
	Credentials []webauthn.Credential
}

// WebAuthnID implements webauthn.User.
func (u *User) WebAuthnID() []byte { return u.ID }

// WebAuthnName implements webauthn.User.
func (u *User) WebAuthnName() string { return u.Name }

// WebAuthnDisplayName implements webauthn.User.
func (u *User) WebAuthnDisplayName() string { return u.DisplayName }

// WebAuthnCredentials implements webauthn.User.
func (u *User) WebAuthnCredentials() []webauthn.Credential { return u.Credentials }

// RP is a relying party.
type RP struct {
	w *webauthn.WebAuthn
}

// New builds the relying party.
func New(c Config) (*RP, error) {
	w, err := webauthn.New(&webauthn.Config{RPID: c.RPID, RPDisplayName: c.RPDisplayName, RPOrigins: c.RPOrigins})
	if err != nil {
		return nil, fmt.Errorf("webauthn relying party: %w", err)
	}
	return &RP{w: w}, nil
}

// BeginRegistration returns the options for navigator.credentials.create (a discoverable,
// user-verified credential, excluding the user's existing ones) and the session to keep.
func (rp *RP) BeginRegistration(u *User) (*protocol.PublicKeyCredentialCreationOptions, []byte, error) {
	opts, sess, err := rp.w.BeginRegistration(u,
		webauthn.WithResidentKeyRequirement(protocol.ResidentKeyRequirementRequired),
		webauthn.WithAuthenticatorSelection(protocol.AuthenticatorSelection{
			ResidentKey: protocol.ResidentKeyRequirementRequired, UserVerification: protocol.VerificationPreferred}),
		webauthn.WithExclusions(exclusions(u)))
	if err != nil {
		return nil, nil, fmt.Errorf("begin registration: %w", err)
	}
	return withSession(&opts.Response, sess)
}

// FinishRegistration checks the authenticator's attestation response.
func (rp *RP) FinishRegistration(u *User, session []byte, response []byte) (*webauthn.Credential, error) {
	var sess webauthn.SessionData
	if err := json.Unmarshal(session, &sess); err != nil {
		return nil, fmt.Errorf("decode session: %w", err)
	}
	parsed, err := protocol.ParseCredentialCreationResponseBody(bytes.NewReader(response))
	if err != nil {
		return nil, invalid(err)
	}
	c, err := rp.w.CreateCredential(u, sess, parsed)
	if err != nil {
		return nil, invalid(err)
	}
	return c, nil
}

// BeginLogin returns options for navigator.credentials.get with no allow-list (the
// authenticator offers its passkeys for this site) and the session to keep.
func (rp *RP) BeginLogin() (*protocol.PublicKeyCredentialRequestOptions, []byte, error) {
	opts, sess, err := rp.w.BeginDiscoverableLogin(webauthn.WithUserVerification(protocol.VerificationPreferred))
	if err != nil {
		return nil, nil, fmt.Errorf("begin login: %w", err)
	}
	return withSession(&opts.Response, sess)
}

// FinishLogin checks an assertion; lookup finds the user of a user handle.
func (rp *RP) FinishLogin(session []byte, response []byte, lookup func(userHandle []byte) (*User, error)) (*User, *webauthn.Credential, error) {
	sess, parsed, err := decodeAssertion(session, response)
	if err != nil {
		return nil, nil, err
	}
	var found *User
	u, c, err := rp.w.ValidatePasskeyLogin(func(rawID, userHandle []byte) (webauthn.User, error) {
		usr, err := lookup(userHandle)
		if err != nil {
			return nil, err
		}
		found = usr
		return usr, nil
	}, sess, parsed)
	if err != nil {
		return nil, nil, invalid(err)
	}
	_ = u
	return found, c, nil
}

// ErrInvalidResponse marks a ceremony response that failed verification.
var ErrInvalidResponse = errors.New("invalid passkey response")

// invalid marks err as a failed verification, with the library's developer detail.
func invalid(err error) error {
	return fmt.Errorf("%w: %v", ErrInvalidResponse, describe(err))
}

// exclusions are u's existing credentials, which a new registration must not repeat.
func exclusions(u *User) []protocol.CredentialDescriptor {
	var out []protocol.CredentialDescriptor
	for _, c := range u.Credentials {
		out = append(out, c.Descriptor())
	}
	return out
}

// withSession returns ceremony options with the session, encoded to keep until the answer.
func withSession[O any](opts *O, sess *webauthn.SessionData) (*O, []byte, error) {
	b, err := json.Marshal(sess)
	if err != nil {
		return nil, nil, fmt.Errorf("encode session: %w", err)
	}
	return opts, b, nil
}

// decodeAssertion reads the kept session and an authenticator's assertion response.
func decodeAssertion(session, response []byte) (webauthn.SessionData, *protocol.ParsedCredentialAssertionData, error) {
	var sess webauthn.SessionData
	if err := json.Unmarshal(session, &sess); err != nil {
		return sess, nil, fmt.Errorf("decode session: %w", err)
	}
	parsed, err := protocol.ParseCredentialRequestResponseBody(bytes.NewReader(response))
	if err != nil {
		return sess, nil, invalid(err)
	}
	return sess, parsed, nil
}

func describe(err error) string {
	var pe *protocol.Error
	if errors.As(err, &pe) && pe.DevInfo != "" {
		return pe.Details + ": " + pe.DevInfo
	}
	return err.Error()
}

// DecodeCredential reads a credential stored as JSON.
func DecodeCredential(b []byte) (webauthn.Credential, error) {
	var c webauthn.Credential
	if err := json.Unmarshal(b, &c); err != nil {
		return c, fmt.Errorf("decode credential: %w", err)
	}
	return c, nil
}

// BeginMFARegistration returns the creation options of a WebAuthn MFA factor (GoTrue's
// shape: the options themselves, no publicKey wrapper) and the session to keep; a second
// factor need not be discoverable.
func (rp *RP) BeginMFARegistration(u *User) (*protocol.PublicKeyCredentialCreationOptions, []byte, error) {
	opts, sess, err := rp.w.BeginRegistration(u, webauthn.WithExclusions(exclusions(u)))
	if err != nil {
		return nil, nil, fmt.Errorf("begin registration: %w", err)
	}
	return withSession(&opts.Response, sess)
}

// BeginMFALogin returns request options allowing the user's factor credentials.
func (rp *RP) BeginMFALogin(u *User) (*protocol.PublicKeyCredentialRequestOptions, []byte, error) {
	opts, sess, err := rp.w.BeginLogin(u)
	if err != nil {
		return nil, nil, fmt.Errorf("begin login: %w", err)
	}
	return withSession(&opts.Response, sess)
}

// FinishMFALogin checks an assertion by one of u's credentials.
func (rp *RP) FinishMFALogin(u *User, session, response []byte) (*webauthn.Credential, error) {
	sess, parsed, err := decodeAssertion(session, response)
	if err != nil {
		return nil, err
	}
	c, err := rp.w.ValidateLogin(u, sess, parsed)
	if err != nil {
		return nil, invalid(err)
	}
	return c, nil
}

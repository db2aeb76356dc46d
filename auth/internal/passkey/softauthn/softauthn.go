// Package softauthn is a software WebAuthn authenticator for tests: it answers
// navigator.credentials.create/get options the way a platform authenticator does (P-256
// keys, "none" attestation, discoverable credentials), so passkey ceremonies can be tested
// without a browser.
package softauthn

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/go-webauthn/webauthn/protocol/webauthncbor"
	"github.com/go-webauthn/webauthn/protocol/webauthncose"
)

var b64 = base64.RawURLEncoding

// Credential is a key pair the authenticator holds for one site and user.
type Credential struct {
	ID         []byte
	Key        *ecdsa.PrivateKey
	RPID       string
	UserHandle []byte
	Count      uint32
}

// Authenticator holds credentials; Origin is the page origin the "browser" reports.
type Authenticator struct {
	Origin      string
	Credentials []*Credential
}

// New returns an authenticator used from origin.
func New(origin string) *Authenticator { return &Authenticator{Origin: origin} }

type creationOptions struct {
	PublicKey struct {
		Challenge string `json:"challenge"`
		RP        struct {
			ID string `json:"id"`
		} `json:"rp"`
		User struct {
			ID string `json:"id"`
		} `json:"user"`
	}
}

type requestOptions struct {
	PublicKey struct {
		Challenge        string `json:"challenge"`
		RPID             string `json:"rpId"`
		AllowCredentials []struct {
			ID string `json:"id"`
		} `json:"allowCredentials"`
	}
}

// unwrap accepts the options JSON itself (GoTrue's shape) or wrapped in {publicKey: …}.
func unwrap(options []byte) []byte {
	var w struct {
		PublicKey json.RawMessage `json:"publicKey"`
	}
	if json.Unmarshal(options, &w) == nil && len(w.PublicKey) > 0 {
		return w.PublicKey
	}
	return options
}

// Create answers creation options (PublicKeyCredentialCreationOptionsJSON) with a registration response.
func (a *Authenticator) Create(options []byte) ([]byte, error) {
	var o creationOptions
	if err := json.Unmarshal(unwrap(options), &o.PublicKey); err != nil {
		return nil, fmt.Errorf("creation options: %w", err)
	}
	handle, err := b64.DecodeString(o.PublicKey.User.ID)
	if err != nil {
		return nil, fmt.Errorf("user id: %w", err)
	}
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return nil, err
	}
	id := make([]byte, 16)
	if _, err := rand.Read(id); err != nil {
		return nil, err
	}
	c := &Credential{ID: id, Key: key, RPID: o.PublicKey.RP.ID, UserHandle: handle}
	pub, err := key.PublicKey.Bytes() // 0x04 || X || Y
	if err != nil {
		return nil, err
	}
	cose, err := webauthncbor.Marshal(webauthncose.EC2PublicKeyData{
		PublicKeyData: webauthncose.PublicKeyData{KeyType: int64(webauthncose.EllipticKey), Algorithm: int64(webauthncose.AlgES256)},
		Curve:         1, XCoord: pub[1:33], YCoord: pub[33:65]})
	if err != nil {
		return nil, err
	}
	rpHash := sha256.Sum256([]byte(c.RPID))
	auth := append([]byte{}, rpHash[:]...)
	auth = append(auth, 0x45)                     // UP | UV | AT
	auth = binary.BigEndian.AppendUint32(auth, 0) // sign count
	auth = append(auth, make([]byte, 16)...)      // AAGUID
	auth = binary.BigEndian.AppendUint16(auth, uint16(len(id)))
	auth = append(auth, id...)
	auth = append(auth, cose...)
	att, err := webauthncbor.Marshal(map[string]any{"fmt": "none", "attStmt": map[string]any{}, "authData": auth})
	if err != nil {
		return nil, err
	}
	client, _ := json.Marshal(map[string]any{"type": "webauthn.create", "challenge": o.PublicKey.Challenge, "origin": a.Origin, "crossOrigin": false})
	a.Credentials = append(a.Credentials, c)
	return json.Marshal(map[string]any{
		"id": b64.EncodeToString(id), "rawId": b64.EncodeToString(id), "type": "public-key",
		"authenticatorAttachment": "platform", "clientExtensionResults": map[string]any{},
		"response": map[string]any{"clientDataJSON": b64.EncodeToString(client), "attestationObject": b64.EncodeToString(att),
			"transports": []string{"internal"}},
	})
}

// Get answers request options with an assertion by a credential for the site (the first
// allowed one, or the first discoverable one when nothing is listed).
func (a *Authenticator) Get(options []byte) ([]byte, error) {
	var o requestOptions
	if err := json.Unmarshal(unwrap(options), &o.PublicKey); err != nil {
		return nil, fmt.Errorf("request options: %w", err)
	}
	var c *Credential
	for _, cand := range a.Credentials {
		if cand.RPID != o.PublicKey.RPID {
			continue
		}
		if len(o.PublicKey.AllowCredentials) == 0 {
			c = cand
			break
		}
		for _, al := range o.PublicKey.AllowCredentials {
			if al.ID == b64.EncodeToString(cand.ID) {
				c = cand
			}
		}
	}
	if c == nil {
		return nil, errors.New("no credential for this site")
	}
	c.Count++
	rpHash := sha256.Sum256([]byte(c.RPID))
	auth := append([]byte{}, rpHash[:]...)
	auth = append(auth, 0x05) // UP | UV
	auth = binary.BigEndian.AppendUint32(auth, c.Count)
	client, _ := json.Marshal(map[string]any{"type": "webauthn.get", "challenge": o.PublicKey.Challenge, "origin": a.Origin, "crossOrigin": false})
	ch := sha256.Sum256(client)
	digest := sha256.Sum256(append(append([]byte{}, auth...), ch[:]...))
	sig, err := ecdsa.SignASN1(rand.Reader, c.Key, digest[:])
	if err != nil {
		return nil, err
	}
	return json.Marshal(map[string]any{
		"id": b64.EncodeToString(c.ID), "rawId": b64.EncodeToString(c.ID), "type": "public-key",
		"authenticatorAttachment": "platform", "clientExtensionResults": map[string]any{},
		"response": map[string]any{"clientDataJSON": b64.EncodeToString(client), "authenticatorData": b64.EncodeToString(auth),
			"signature": b64.EncodeToString(sig), "userHandle": b64.EncodeToString(c.UserHandle)},
	})
}

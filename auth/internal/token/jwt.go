// Package token mints and verifies the auth service's secrets: access-token JWTs (HS256
// with the shared secret, or RS256/ES256 with GOTRUE_JWT_KEYS, published as a JWKS),
// refresh tokens derived for rotation, and the hashed one-time codes sent by email.
package token

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rsa"
	"encoding/base64"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"github.com/pedbook/pedbook/auth/pkg/claims"
)

// JWK is a JSON Web Key (see claims.JWK).
type JWK = claims.JWK

type signer struct {
	kid    string
	method jwt.SigningMethod
	key    any
}

// Keys signs access tokens and verifies any token made with one of its keys.
type Keys struct {
	secret   []byte
	keyID    string
	signer   *signer
	public   []JWK
	verifier *claims.Verifier
}

// NewKeys builds the key set from the HS256 secret, an optional key id for it
// (GOTRUE_JWT_KEY_ID) and the private JWKs in GOTRUE_JWT_KEYS (a JSON array or {"keys": […]},
// read by claims.ParseJWKs; may be empty).
// The first key whose key_ops contain "sign" signs; every key verifies.
func NewKeys(secret, keyID, jwksJSON string) (*Keys, error) {
	v, err := claims.NewVerifier(secret, keyID, jwksJSON)
	if err != nil {
		return nil, fmt.Errorf("GOTRUE_JWT_KEYS: %w", err)
	}
	k := &Keys{secret: []byte(secret), keyID: keyID, verifier: v, public: []JWK{}}
	list, err := claims.ParseJWKs(jwksJSON)
	if err != nil {
		return nil, fmt.Errorf("GOTRUE_JWT_KEYS: %w", err)
	}
	for _, j := range list {
		switch j.Kty {
		case "RSA":
			k.public = append(k.public, JWK{Kty: "RSA", Kid: j.Kid, Alg: "RS256", Use: "sig", KeyOps: []string{"verify"}, N: j.N, E: j.E})
		case "EC":
			k.public = append(k.public, JWK{Kty: "EC", Kid: j.Kid, Alg: "ES256", Use: "sig", KeyOps: []string{"verify"}, Crv: j.Crv, X: j.X, Y: j.Y})
		}
		if k.signer == nil && slices.Contains(j.KeyOps, "sign") {
			s, err := signingKey(j)
			if err != nil {
				return nil, fmt.Errorf("GOTRUE_JWT_KEYS %s: %w", j.Kid, err)
			}
			k.signer = s
		}
	}
	if k.signer == nil && secret == "" {
		return nil, errors.New("no signing key: set GOTRUE_JWT_SECRET (or JWT_SECRET) or a key with key_ops [\"sign\"] in GOTRUE_JWT_KEYS")
	}
	return k, nil
}

// signingKey reads the private half of a JWK.
func signingKey(j JWK) (*signer, error) {
	m, pub, err := j.VerificationKey()
	if err != nil {
		return nil, err
	}
	switch p := pub.(type) {
	case *rsa.PublicKey:
		if j.D == "" {
			return nil, errors.New("signing RSA key without private part d")
		}
		priv := &rsa.PrivateKey{PublicKey: *p, D: claims.B64Int(j.D)}
		if j.P != "" && j.Q != "" {
			priv.Primes = []*big.Int{claims.B64Int(j.P), claims.B64Int(j.Q)}
		}
		if err := priv.Validate(); err != nil {
			return nil, fmt.Errorf("invalid RSA private key: %w", err)
		}
		priv.Precompute()
		return &signer{kid: j.Kid, method: m, key: priv}, nil
	case *ecdsa.PublicKey:
		d, err := base64.RawURLEncoding.DecodeString(j.D)
		if err != nil || len(d) == 0 {
			return nil, errors.New("signing EC key without private part d")
		}
		priv, err := ecdsa.ParseRawPrivateKey(elliptic.P256(), pad32(d))
		if err != nil {
			return nil, fmt.Errorf("invalid EC private key: %w", err)
		}
		if priv.X.Cmp(p.X) != 0 || priv.Y.Cmp(p.Y) != 0 {
			return nil, errors.New("EC private key does not match x, y")
		}
		return &signer{kid: j.Kid, method: m, key: priv}, nil
	case []byte:
		return &signer{kid: j.Kid, method: m, key: p}, nil
	}
	return nil, errors.New("unsupported key")
}

func pad32(b []byte) []byte {
	if len(b) >= 32 {
		return b
	}
	out := make([]byte, 32)
	copy(out[32-len(b):], b)
	return out
}

// Sign returns the signed JWT for c: with the signing key of GOTRUE_JWT_KEYS when there is
// one (header carries its kid), else HS256 with the secret.
func (k *Keys) Sign(c *claims.Claims) (string, error) {
	var t *jwt.Token
	var key any
	if k.signer != nil {
		t = jwt.NewWithClaims(k.signer.method, c)
		t.Header["kid"] = k.signer.kid
		key = k.signer.key
	} else {
		t = jwt.NewWithClaims(jwt.SigningMethodHS256, c)
		if k.keyID != "" {
			t.Header["kid"] = k.keyID
		}
		key = k.secret
	}
	s, err := t.SignedString(key)
	if err != nil {
		return "", fmt.Errorf("sign access token: %w", err)
	}
	return s, nil
}

// Verify parses and verifies a JWT (see claims.Verifier) at the unix time now().
func (k *Keys) Verify(raw string, now func() int64) (*claims.Claims, error) {
	return k.verifier.Verify(raw, time.Unix(now(), 0))
}

// JWKS returns the public keys to publish (never the HS256 secret or oct keys).
func (k *Keys) JWKS() []JWK { return k.public }

// Package token mints and verifies the auth service's secrets: access-token JWTs (HS256
// with the shared secret, or RS256/ES256 with GOTRUE_JWT_KEYS, published as a JWKS),
// refresh tokens derived for rotation, and the hashed one-time codes sent by email.
package token

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rsa"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"github.com/pedbook/pedbook/auth/pkg/claims"
)

// JWK is one JSON Web Key as GOTRUE_JWT_KEYS holds it (private parts included) or as the
// JWKS endpoint publishes it (public parts only).
type JWK struct {
	Kty    string   `json:"kty"`
	Kid    string   `json:"kid,omitempty"`
	Alg    string   `json:"alg,omitempty"`
	Use    string   `json:"use,omitempty"`
	KeyOps []string `json:"key_ops,omitempty"`
	// RSA
	N  string `json:"n,omitempty"`
	E  string `json:"e,omitempty"`
	D  string `json:"d,omitempty"`
	P  string `json:"p,omitempty"`
	Q  string `json:"q,omitempty"`
	DP string `json:"dp,omitempty"`
	DQ string `json:"dq,omitempty"`
	QI string `json:"qi,omitempty"`
	// EC
	Crv string `json:"crv,omitempty"`
	X   string `json:"x,omitempty"`
	Y   string `json:"y,omitempty"`
	// oct
	K string `json:"k,omitempty"`
}

type key struct {
	kid     string
	method  jwt.SigningMethod
	sign    any // private key or []byte
	verify  any // public key or []byte
	public  *JWK
	signing bool
}

// Keys signs access tokens and verifies any token made with one of its keys.
type Keys struct {
	secret  []byte
	keyID   string
	keys    []key
	signer  *key
	methods []string
}

// NewKeys builds the key set from the HS256 secret, an optional key id for it
// (GOTRUE_JWT_KEY_ID) and the JSON array of private JWKs in GOTRUE_JWT_KEYS (may be empty).
func NewKeys(secret, keyID, jwksJSON string) (*Keys, error) {
	k := &Keys{secret: []byte(secret), keyID: keyID}
	if secret != "" {
		k.methods = append(k.methods, "HS256")
	}
	if jwksJSON != "" {
		var list []JWK
		if err := json.Unmarshal([]byte(jwksJSON), &list); err != nil {
			return nil, fmt.Errorf("parse GOTRUE_JWT_KEYS: %w", err)
		}
		for i, j := range list {
			pk, err := parseJWK(j)
			if err != nil {
				return nil, fmt.Errorf("GOTRUE_JWT_KEYS[%d]: %w", i, err)
			}
			k.keys = append(k.keys, pk)
			if !slices.Contains(k.methods, pk.method.Alg()) {
				k.methods = append(k.methods, pk.method.Alg())
			}
		}
		for i := range k.keys {
			if k.keys[i].signing {
				k.signer = &k.keys[i]
				break
			}
		}
	}
	if k.signer == nil && secret == "" {
		return nil, errors.New("no signing key: set GOTRUE_JWT_SECRET (or JWT_SECRET) or a key with key_ops [\"sign\"] in GOTRUE_JWT_KEYS")
	}
	return k, nil
}

func parseJWK(j JWK) (key, error) {
	signing := slices.Contains(j.KeyOps, "sign")
	if j.Kid == "" {
		return key{}, errors.New("key has no kid")
	}
	switch j.Kty {
	case "RSA":
		n, e := b64int(j.N), b64int(j.E)
		if n == nil || e == nil {
			return key{}, errors.New("RSA key without n or e")
		}
		pub := &rsa.PublicKey{N: n, E: int(e.Int64())}
		k := key{kid: j.Kid, method: jwt.SigningMethodRS256, verify: pub, signing: signing,
			public: &JWK{Kty: "RSA", Kid: j.Kid, Alg: "RS256", Use: "sig", KeyOps: []string{"verify"}, N: j.N, E: j.E}}
		if j.D != "" {
			priv := &rsa.PrivateKey{PublicKey: *pub, D: b64int(j.D)}
			if j.P != "" && j.Q != "" {
				priv.Primes = []*big.Int{b64int(j.P), b64int(j.Q)}
			}
			if err := priv.Validate(); err != nil {
				return key{}, fmt.Errorf("invalid RSA private key: %w", err)
			}
			priv.Precompute()
			k.sign = priv
		} else if signing {
			return key{}, errors.New("signing RSA key without private part d")
		}
		return k, nil
	case "EC":
		if j.Crv != "P-256" {
			return key{}, fmt.Errorf("unsupported EC curve %q (ES256 needs P-256)", j.Crv)
		}
		x, y := b64int(j.X), b64int(j.Y)
		if x == nil || y == nil {
			return key{}, errors.New("EC key without x or y")
		}
		pub := &ecdsa.PublicKey{Curve: elliptic.P256(), X: x, Y: y}
		k := key{kid: j.Kid, method: jwt.SigningMethodES256, verify: pub, signing: signing,
			public: &JWK{Kty: "EC", Kid: j.Kid, Alg: "ES256", Use: "sig", KeyOps: []string{"verify"}, Crv: "P-256", X: j.X, Y: j.Y}}
		if j.D != "" {
			priv, err := ecdsa.ParseRawPrivateKey(elliptic.P256(), pad32(b64bytes(j.D)))
			if err != nil {
				return key{}, fmt.Errorf("invalid EC private key: %w", err)
			}
			if priv.X.Cmp(x) != 0 || priv.Y.Cmp(y) != 0 {
				return key{}, errors.New("EC private key does not match x, y")
			}
			k.sign = priv
		} else if signing {
			return key{}, errors.New("signing EC key without private part d")
		}
		return k, nil
	case "oct":
		b := b64bytes(j.K)
		if len(b) == 0 {
			return key{}, errors.New("oct key without k")
		}
		return key{kid: j.Kid, method: jwt.SigningMethodHS256, sign: b, verify: b, signing: signing}, nil
	default:
		return key{}, fmt.Errorf("unsupported key type %q", j.Kty)
	}
}

func pad32(b []byte) []byte {
	if len(b) >= 32 {
		return b
	}
	out := make([]byte, 32)
	copy(out[32-len(b):], b)
	return out
}

func b64bytes(s string) []byte {
	b, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil {
		return nil
	}
	return b
}

func b64int(s string) *big.Int {
	b := b64bytes(s)
	if len(b) == 0 {
		return nil
	}
	return new(big.Int).SetBytes(b)
}

// Sign returns the signed JWT for c: with the signing key of GOTRUE_JWT_KEYS when there is
// one (header carries its kid), else HS256 with the secret.
func (k *Keys) Sign(c *claims.Claims) (string, error) {
	var t *jwt.Token
	var signKey any
	if k.signer != nil {
		t = jwt.NewWithClaims(k.signer.method, c)
		t.Header["kid"] = k.signer.kid
		signKey = k.signer.sign
	} else {
		t = jwt.NewWithClaims(jwt.SigningMethodHS256, c)
		if k.keyID != "" {
			t.Header["kid"] = k.keyID
		}
		signKey = k.secret
	}
	s, err := t.SignedString(signKey)
	if err != nil {
		return "", fmt.Errorf("sign access token: %w", err)
	}
	return s, nil
}

// Verify parses and verifies a JWT: the algorithm must be one of the configured keys',
// exp is required and checked. A token with a kid is checked with that key; without one
// (or with the HS256 key id) only HS256 with the secret is accepted.
func (k *Keys) Verify(raw string, now func() int64) (*claims.Claims, error) {
	c := &claims.Claims{}
	_, err := jwt.ParseWithClaims(raw, c, func(t *jwt.Token) (any, error) {
		kid, _ := t.Header["kid"].(string)
		if kid != "" && kid != k.keyID {
			for _, key := range k.keys {
				if key.kid == kid {
					if t.Method.Alg() != key.method.Alg() {
						return nil, fmt.Errorf("token alg %s does not match key %s", t.Method.Alg(), kid)
					}
					return key.verify, nil
				}
			}
			return nil, fmt.Errorf("unknown key id %q", kid)
		}
		if t.Method.Alg() != "HS256" || len(k.secret) == 0 {
			return nil, fmt.Errorf("token without a known kid must be HS256")
		}
		return k.secret, nil
	}, jwt.WithValidMethods(k.methods), jwt.WithExpirationRequired(), jwt.WithTimeFunc(func() time.Time { return time.Unix(now(), 0) }))
	if err != nil {
		return nil, err
	}
	return c, nil
}

// JWKS returns the public keys to publish (never the HS256 secret).
func (k *Keys) JWKS() []JWK {
	out := []JWK{}
	for _, key := range k.keys {
		if key.public != nil {
			out = append(out, *key.public)
		}
	}
	return out
}

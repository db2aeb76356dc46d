package claims

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
	"strings"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

// JWK is one JSON Web Key as GOTRUE_JWT_KEYS holds it (private parts included) or as
// /auth/v1/.well-known/jwks.json publishes it (public parts only).
type JWK struct {
	Kty    string   `json:"kty"`
	Kid    string   `json:"kid,omitempty"`
	Alg    string   `json:"alg,omitempty"`
	Use    string   `json:"use,omitempty"`
	KeyOps []string `json:"key_ops,omitempty"`
	N      string   `json:"n,omitempty"`
	E      string   `json:"e,omitempty"`
	D      string   `json:"d,omitempty"`
	P      string   `json:"p,omitempty"`
	Q      string   `json:"q,omitempty"`
	DP     string   `json:"dp,omitempty"`
	DQ     string   `json:"dq,omitempty"`
	QI     string   `json:"qi,omitempty"`
	Crv    string   `json:"crv,omitempty"`
	X      string   `json:"x,omitempty"`
	Y      string   `json:"y,omitempty"`
	K      string   `json:"k,omitempty"`
}

// VerificationKey returns the key's algorithm and the key that verifies its signatures
// (an RSA or EC public key, or the HS256 secret bytes).
func (j JWK) VerificationKey() (jwt.SigningMethod, any, error) {
	switch j.Kty {
	case "RSA":
		n, e := B64Int(j.N), B64Int(j.E)
		if n == nil || e == nil {
			return nil, nil, errors.New("RSA key without n or e")
		}
		return jwt.SigningMethodRS256, &rsa.PublicKey{N: n, E: int(e.Int64())}, nil
	case "EC":
		if j.Crv != "P-256" {
			return nil, nil, fmt.Errorf("unsupported EC curve %q (ES256 needs P-256)", j.Crv)
		}
		x, y := B64Int(j.X), B64Int(j.Y)
		if x == nil || y == nil {
			return nil, nil, errors.New("EC key without x or y")
		}
		return jwt.SigningMethodES256, &ecdsa.PublicKey{Curve: elliptic.P256(), X: x, Y: y}, nil
	case "oct":
		b, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(j.K, "="))
		if err != nil || len(b) == 0 {
			return nil, nil, errors.New("oct key without k")
		}
		return jwt.SigningMethodHS256, b, nil
	}
	return nil, nil, fmt.Errorf("unsupported key type %q", j.Kty)
}

// ParseJWKs reads a JSON array of JWKs or a JWK set ({"keys": […]}), as GOTRUE_JWT_KEYS,
// PGRST_JWT_SECRET and /.well-known/jwks.json hold them. It is the one JWK reader of the
// auth service and the REST gateway; an empty or blank text is no keys.
func ParseJWKs(text string) ([]JWK, error) {
	raw := []byte(strings.TrimSpace(text))
	if len(raw) == 0 {
		return nil, nil
	}
	var list []JWK
	if err := json.Unmarshal(raw, &list); err != nil {
		var set struct {
			Keys []JWK `json:"keys"`
		}
		if err2 := json.Unmarshal(raw, &set); err2 != nil || set.Keys == nil {
			return nil, fmt.Errorf("parse JWKs (a JSON array of keys or {\"keys\": [...]}): %w", err)
		}
		list = set.Keys
	}
	return list, nil
}

// B64Int decodes a base64url big-endian integer, padded or not (nil when empty or invalid).
func B64Int(s string) *big.Int {
	b, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(s, "="))
	if err != nil || len(b) == 0 {
		return nil
	}
	return new(big.Int).SetBytes(b)
}

type verifyKey struct {
	method jwt.SigningMethod
	key    any
}

// Verifier checks access tokens as the auth service signs them: a token with the kid of a
// configured JWK is checked with that key (RS256, ES256 or HS256); a token without kid (or
// with GOTRUE_JWT_KEY_ID) must be HS256 with the shared secret. exp is required.
type Verifier struct {
	secret    []byte
	secretKID string
	keys      map[string]verifyKey
	methods   []string
}

// NewVerifier builds a verifier from the HS256 secret (may be empty), its key id
// (GOTRUE_JWT_KEY_ID, may be empty) and GOTRUE_JWT_KEYS (a JSON array of JWKs, may be empty).
func NewVerifier(secret, secretKeyID, jwksJSON string) (*Verifier, error) {
	v := &Verifier{secret: []byte(secret), secretKID: secretKeyID, keys: map[string]verifyKey{}}
	if secret != "" {
		v.methods = append(v.methods, "HS256")
	}
	list, err := ParseJWKs(jwksJSON)
	if err != nil {
		return nil, fmt.Errorf("parse JWT keys: %w", err)
	}
	{
		for i, j := range list {
			if j.Kid == "" {
				return nil, fmt.Errorf("JWT key %d has no kid", i)
			}
			m, k, err := j.VerificationKey()
			if err != nil {
				return nil, fmt.Errorf("JWT key %s: %w", j.Kid, err)
			}
			v.keys[j.Kid] = verifyKey{method: m, key: k}
			if !slices.Contains(v.methods, m.Alg()) {
				v.methods = append(v.methods, m.Alg())
			}
		}
	}
	if len(v.methods) == 0 {
		return nil, errors.New("no JWT secret and no JWT keys")
	}
	return v, nil
}

// Verify parses raw, checks its signature, algorithm and expiry at now, and returns the claims.
func (v *Verifier) Verify(raw string, now time.Time) (*Claims, error) {
	c := &Claims{}
	_, err := jwt.ParseWithClaims(raw, c, func(t *jwt.Token) (any, error) {
		kid, _ := t.Header["kid"].(string)
		if kid != "" && kid != v.secretKID {
			k, ok := v.keys[kid]
			if !ok {
				return nil, fmt.Errorf("unknown key id %q", kid)
			}
			if t.Method.Alg() != k.method.Alg() {
				return nil, fmt.Errorf("token alg %s does not match key %s", t.Method.Alg(), kid)
			}
			return k.key, nil
		}
		if t.Method.Alg() != "HS256" || len(v.secret) == 0 {
			return nil, errors.New("token without a known kid must be HS256")
		}
		return v.secret, nil
	}, jwt.WithValidMethods(v.methods), jwt.WithExpirationRequired(), jwt.WithTimeFunc(func() time.Time { return now }))
	if err != nil {
		return nil, err
	}
	return c, nil
}

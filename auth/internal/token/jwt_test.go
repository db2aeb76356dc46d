package token

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/rsa"
	"encoding/base64"
	"encoding/json"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"github.com/pedbook/pedbook/auth/pkg/claims"
)

func enc(b []byte) string      { return base64.RawURLEncoding.EncodeToString(b) }
func encInt(i *big.Int) string { return enc(i.Bytes()) }

// RSAJWK and ECJWK build private JWKs the way GOTRUE_JWT_KEYS holds them.
func rsaJWK(t *testing.T, kid string, ops ...string) (JWK, *rsa.PrivateKey) {
	t.Helper()
	k, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	return JWK{Kty: "RSA", Kid: kid, Alg: "RS256", KeyOps: ops, N: encInt(k.N), E: encInt(big.NewInt(int64(k.E))),
		D: encInt(k.D), P: encInt(k.Primes[0]), Q: encInt(k.Primes[1])}, k
}

func ecJWK(t *testing.T, kid string, ops ...string) JWK {
	t.Helper()
	k, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	d, err := k.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	pub, err := k.PublicKey.Bytes() // 0x04 || X || Y
	if err != nil {
		t.Fatal(err)
	}
	return JWK{Kty: "EC", Kid: kid, Alg: "ES256", KeyOps: ops, Crv: "P-256", X: enc(pub[1:33]), Y: enc(pub[33:]), D: enc(d)}
}

func mustJSON(t *testing.T, v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestSignVerify(t *testing.T) {
	now := time.Now().Unix()
	clock := func() int64 { return now }
	rsaKey, _ := rsaJWK(t, "rsa-1", "sign", "verify")
	ecKey := ecJWK(t, "ec-1", "sign", "verify")
	tests := []struct {
		name    string
		secret  string
		jwks    string
		wantAlg string
		wantKid string
		jwksLen int
	}{
		{"hs256 secret", "super-secret-jwt-token-with-at-least-32-characters", "", "HS256", "", 0},
		{"rs256 key", "super-secret-jwt-token-with-at-least-32-characters", mustJSON(t, []JWK{rsaKey}), "RS256", "rsa-1", 1},
		{"es256 key", "", mustJSON(t, []JWK{ecKey}), "ES256", "ec-1", 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			k, err := NewKeys(tt.secret, "", tt.jwks)
			if err != nil {
				t.Fatal(err)
			}
			c := &claims.Claims{Subject: "u1", Audience: "authenticated", IssuedAt: now, ExpiresAt: now + 3600, Role: "authenticated"}
			s, err := k.Sign(c)
			if err != nil {
				t.Fatal(err)
			}
			p, _, err := jwt.NewParser().ParseUnverified(s, &claims.Claims{})
			if err != nil {
				t.Fatal(err)
			}
			if p.Method.Alg() != tt.wantAlg || (p.Header["kid"] != nil) != (tt.wantKid != "") {
				t.Errorf("header %v, want alg %s kid %q", p.Header, tt.wantAlg, tt.wantKid)
			}
			got, err := k.Verify(s, clock)
			if err != nil {
				t.Fatalf("verify: %v", err)
			}
			if got.Subject != "u1" || got.Audience != "authenticated" {
				t.Errorf("claims %+v", got)
			}
			if n := len(k.JWKS()); n != tt.jwksLen {
				t.Errorf("JWKS has %d keys, want %d", n, tt.jwksLen)
			}
			for _, pub := range k.JWKS() {
				if pub.D != "" || pub.K != "" {
					t.Errorf("JWKS leaks private material: %+v", pub)
				}
			}
			// Expired tokens fail.
			late := func() int64 { return now + 7200 }
			if _, err := k.Verify(s, late); err == nil || !strings.Contains(err.Error(), "expired") {
				t.Errorf("expired token verify err = %v", err)
			}
		})
	}
}

func TestVerifyRejects(t *testing.T) {
	now := time.Now().Unix()
	clock := func() int64 { return now }
	secret := "super-secret-jwt-token-with-at-least-32-characters"
	rsaKey, rsaPriv := rsaJWK(t, "rsa-1", "sign", "verify")
	k, err := NewKeys(secret, "", mustJSON(t, []JWK{rsaKey}))
	if err != nil {
		t.Fatal(err)
	}
	base := jwt.MapClaims{"sub": "u1", "exp": now + 100, "iat": now}
	sign := func(m jwt.SigningMethod, key any, kid string, c jwt.MapClaims) string {
		tk := jwt.NewWithClaims(m, c)
		if kid != "" {
			tk.Header["kid"] = kid
		}
		s, err := tk.SignedString(key)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	// HS256 signed with the RSA public key bytes: algorithm confusion.
	pubDER := rsaPriv.PublicKey.N.Bytes()
	tests := []struct {
		name string
		tok  string
		ok   bool
	}{
		{"hs256 with secret", sign(jwt.SigningMethodHS256, []byte(secret), "", base), true},
		{"hs256 wrong secret", sign(jwt.SigningMethodHS256, []byte("other"), "", base), false},
		{"no exp", sign(jwt.SigningMethodHS256, []byte(secret), "", jwt.MapClaims{"sub": "u1"}), false},
		{"rs256 right kid", sign(jwt.SigningMethodRS256, rsaPriv, "rsa-1", base), true},
		{"rs256 no kid", sign(jwt.SigningMethodRS256, rsaPriv, "", base), false},
		{"unknown kid", sign(jwt.SigningMethodRS256, rsaPriv, "nope", base), false},
		{"alg confusion hs256 with rsa kid", sign(jwt.SigningMethodHS256, pubDER, "rsa-1", base), false},
		{"none", "eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJ1MSJ9.", false},
		{"garbage", "not-a-jwt", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := k.Verify(tt.tok, clock)
			if (err == nil) != tt.ok {
				t.Errorf("verify err = %v, want ok=%v", err, tt.ok)
			}
		})
	}
}

func TestAudienceArray(t *testing.T) {
	var c claims.Claims
	if err := json.Unmarshal([]byte(`{"aud":["authenticated","x"],"exp":1}`), &c); err != nil {
		t.Fatal(err)
	}
	if c.Audience != "authenticated" {
		t.Errorf("aud = %q", c.Audience)
	}
	b, _ := json.Marshal(&claims.Claims{Audience: "authenticated"})
	if !strings.Contains(string(b), `"aud":"authenticated"`) {
		t.Errorf("aud not a plain string: %s", b)
	}
}

package claims_test

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"github.com/pedbook/pedbook/auth/internal/token"
	"github.com/pedbook/pedbook/auth/pkg/claims"
)

// TestGatewayVerifiesBoth: a verifier built from the secret and only the published public
// keys (what the REST gateway has) accepts the auth service's ES256 tokens and HS256 keys.
func TestGatewayVerifiesBoth(t *testing.T) {
	priv, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	d, _ := priv.Bytes()
	pub, _ := priv.PublicKey.Bytes()
	enc := base64.RawURLEncoding.EncodeToString
	jwk := claims.JWK{Kty: "EC", Kid: "ec1", Alg: "ES256", KeyOps: []string{"sign", "verify"}, Crv: "P-256", X: enc(pub[1:33]), Y: enc(pub[33:]), D: enc(d)}
	raw, _ := json.Marshal([]claims.JWK{jwk})
	const secret = "gateway-test-secret-at-least-32-chars!!"
	keys, err := token.NewKeys(secret, "", string(raw))
	if err != nil {
		t.Fatal(err)
	}
	published, _ := json.Marshal(keys.JWKS())
	v, err := claims.NewVerifier(secret, "", string(published))
	if err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	access, err := keys.Sign(&claims.Claims{Subject: "u1", Audience: "authenticated", Role: "authenticated", ExpiresAt: now.Add(time.Hour).Unix(), IssuedAt: now.Unix()})
	if err != nil {
		t.Fatal(err)
	}
	service, _ := jwt.NewWithClaims(jwt.SigningMethodHS256, jwt.MapClaims{"role": "service_role", "exp": now.Add(time.Hour).Unix()}).SignedString([]byte(secret))
	forged, _ := jwt.NewWithClaims(jwt.SigningMethodHS256, jwt.MapClaims{"role": "service_role", "exp": now.Add(time.Hour).Unix()}).SignedString([]byte("guess"))
	tests := []struct {
		name, tok, role string
		ok              bool
	}{
		{"ES256 access token", access, "authenticated", true},
		{"HS256 service key", service, "service_role", true},
		{"forged HS256", forged, "", false},
		{"expired", access, "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			at := now
			if tt.name == "expired" {
				at = now.Add(2 * time.Hour)
			}
			c, err := v.Verify(tt.tok, at)
			if (err == nil) != tt.ok {
				t.Fatalf("err %v", err)
			}
			if tt.ok && c.Role != tt.role {
				t.Errorf("role %q", c.Role)
			}
		})
	}
}

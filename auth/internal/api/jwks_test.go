package api

import (
	"crypto/rand"
	"crypto/rsa"
	"encoding/base64"
	"encoding/json"
	"math/big"
	"testing"

	"github.com/pedbook/pedbook/auth/internal/token"
)

// TestAsymmetricKeys: with GOTRUE_JWT_KEYS holding an RS256 signing key, access tokens
// carry its kid, the JWKS publishes its public half, and HS256 keys (the service key) still
// verify.
func TestAsymmetricKeys(t *testing.T) {
	k, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	enc := func(i *big.Int) string { return base64.RawURLEncoding.EncodeToString(i.Bytes()) }
	jwk := []map[string]any{{"kty": "RSA", "kid": "pedbook-rs1", "alg": "RS256", "key_ops": []string{"sign", "verify"},
		"n": enc(k.N), "e": enc(big.NewInt(int64(k.E))), "d": enc(k.D), "p": enc(k.Primes[0]), "q": enc(k.Primes[1])}}
	raw, _ := json.Marshal(jwk)
	keys, err := token.NewKeys(testSecret, "", string(raw))
	if err != nil {
		t.Fatal(err)
	}
	e := newEnvWith(t, nil, func(d *Deps) { d.Keys = keys })
	s := e.signUp(uniqueEmail("rs"), "segredo123", nil)
	h, _ := jwtPayload(t, s["access_token"].(string))
	if h["alg"] != "RS256" || h["kid"] != "pedbook-rs1" {
		t.Errorf("header %v", h)
	}
	if r := e.do(req{method: "GET", path: "/user", bearer: s["access_token"].(string)}); r.Status != 200 {
		t.Errorf("RS256 token refused: %d %s", r.Status, r.Body)
	}
	if r := e.do(req{method: "GET", path: "/admin/users", bearer: roleKey(t, "service_role")}); r.Status != 200 {
		t.Errorf("HS256 service key refused: %d %s", r.Status, r.Body)
	}
	r := e.do(req{method: "GET", path: "/.well-known/jwks.json"})
	var set struct {
		Keys []map[string]any `json:"keys"`
	}
	if err := json.Unmarshal(r.Body, &set); err != nil || len(set.Keys) != 1 {
		t.Fatalf("jwks %s", r.Body)
	}
	pub := set.Keys[0]
	if pub["kid"] != "pedbook-rs1" || pub["kty"] != "RSA" || pub["alg"] != "RS256" || pub["n"] != enc(k.N) || pub["d"] != nil {
		t.Errorf("published key %v", pub)
	}
}

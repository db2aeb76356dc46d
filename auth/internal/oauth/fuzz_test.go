package oauth

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"testing"
)

// FuzzIDTokenParameters covers what a stranger hands the OAuth/OIDC sign-in: the raw ID token
// (read unverified only to pick the provider), the nonce and the at_hash. Invariants: no
// panic; a nonce matches only its own SHA-256; at_hash only its own access token's.
func FuzzIDTokenParameters(f *testing.F) {
	for _, s := range [][3]string{
		{"eyJhbGciOiJSUzI1NiJ9.eyJpc3MiOiJodHRwczovL2FjY291bnRzLmdvb2dsZS5jb20ifQ.c2ln", "nonce", "token"},
		{"a.b.c", "", ""}, {"", "n", ""}, {"eyJhbGciOiJub25lIn0.eyJpc3MiOjF9.", "n\x00", "t"}, {"....", "ñ", "\xff"},
	} {
		f.Add(s[0], s[1], s[2])
	}
	f.Fuzz(func(t *testing.T, raw, nonce, access string) {
		if iss, err := UnverifiedIssuer(raw); err != nil && iss != "" {
			t.Fatalf("token %q: issuer %q with error %v", raw, iss, err)
		}
		sum := sha256.Sum256([]byte(nonce))
		own := hex.EncodeToString(sum[:])
		if ok, both := NonceOK(nonce, own); nonce != "" && (!ok || !both) {
			t.Fatalf("nonce %q does not match its own hash", nonce)
		}
		if ok, _ := NonceOK(nonce, raw); ok && raw != own && !(nonce == "" && raw == "") {
			t.Fatalf("nonce %q matched claim %q", nonce, raw)
		}
		at := sha256.Sum256([]byte(access))
		if !AtHashOK(access, base64.RawURLEncoding.EncodeToString(at[:16])) {
			t.Fatalf("access token %q does not match its own at_hash", access)
		}
		if AtHashOK(access, raw) && raw != base64.RawURLEncoding.EncodeToString(at[:16]) {
			t.Fatalf("access token %q matched at_hash %q", access, raw)
		}
	})
}

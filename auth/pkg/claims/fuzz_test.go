package claims

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"testing"
	"time"
)

const fuzzSecret = "0123456789abcdef0123456789abcdef"

func hs256(header, payload string) string {
	enc := base64.RawURLEncoding
	s := enc.EncodeToString([]byte(header)) + "." + enc.EncodeToString([]byte(payload))
	m := hmac.New(sha256.New, []byte(fuzzSecret))
	m.Write([]byte(s))
	return s + "." + enc.EncodeToString(m.Sum(nil))
}

// FuzzVerify: the auth service's own token check (the user endpoints, logout, MFA) accepts
// only tokens signed with the secret whose exp is present and not past, whatever the claims.
func FuzzVerify(f *testing.F) {
	const now = 1_800_000_000
	for _, s := range [][2]string{
		{`{"alg":"HS256","typ":"JWT"}`, `{"sub":"u","role":"authenticated","aud":"authenticated","exp":1800003600}`},
		{`{"alg":"HS256"}`, `{"exp":1799999999}`}, {`{"alg":"HS256"}`, `{}`}, {`{"alg":"none"}`, `{"exp":1800003600}`},
		{`{"alg":"HS256","kid":"other"}`, `{"exp":1800003600}`}, {`{"alg":"HS256"}`, `{"exp":1.8e9}`}, {`{"alg":"HS256"}`, `{"exp":1e19}`},
		{`{"alg":"HS256"}`, `{"exp":1800003600,"aud":["a","b"]}`}, {`{"alg":"HS256"}`, `{"exp":1800003600,"aud":{}}`},
		{`{"alg":"HS256"}`, `{"exp":1800003600,"amr":[{"method":"password","timestamp":"x"}]}`}, {`{"alg":"RS256"}`, `{"exp":1800003600}`},
	} {
		f.Add(s[0], s[1], false)
		f.Add(s[0], s[1], true)
	}
	v, err := NewVerifier(fuzzSecret, "", "")
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, header, payload string, tamper bool) {
		tok := hs256(header, payload)
		if tamper {
			tok = tok[:len(tok)-2] + "AA"
		}
		c, err := v.Verify(tok, time.Unix(now, 0))
		if err != nil {
			return
		}
		if tamper && tok != hs256(header, payload) {
			t.Fatalf("header %q payload %q: a tampered signature was accepted", header, payload)
		}
		if c.ExpiresAt == 0 || c.ExpiresAt < now {
			t.Fatalf("header %q payload %q: accepted with exp %d", header, payload, c.ExpiresAt)
		}
	})
}

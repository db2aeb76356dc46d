package jwtauth

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"regexp"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

var jwtErrorCode = regexp.MustCompile(`^PGRST30[123]$`)

// rawToken signs payload (any bytes) as an HS256 JWT with secret, as a holder of the secret
// (GoTrue, `pedbook keys`) could.
func rawToken(header, payload string) string {
	enc := base64.RawURLEncoding
	s := enc.EncodeToString([]byte(header)) + "." + enc.EncodeToString([]byte(payload))
	sig, err := jwt.SigningMethodHS256.Sign(s, []byte(secret))
	if err != nil {
		panic(err) // HS256 with a []byte key cannot fail
	}
	return s + "." + enc.EncodeToString(sig)
}

// FuzzVerifyToken: any Authorization token a stranger sends is refused with PGRST301–303 (a
// 401) unless its signature is the secret's.
func FuzzVerifyToken(f *testing.F) {
	now := time.Unix(1_800_000_000, 0)
	for _, s := range []string{
		"", "a.b", "a.b.c", "...", rawToken(`{"alg":"HS256","typ":"JWT"}`, `{"role":"service_role"}`),
		rawToken(`{"alg":"none"}`, `{"role":"service_role"}`), "eyJhbGciOiJub25lIn0.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.",
		rawToken(`{"alg":"RS256","kid":"x"}`, `{}`), rawToken(`{"alg":"HS256"}`, `[]`), rawToken(`{"alg":"HS256"}`, `{"exp":"x"}`),
	} {
		f.Add(s)
	}
	v, err := New(Config{Secret: secret, Audience: "authenticated", Now: func() time.Time { return now }})
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, token string) {
		id, e := v.Verify(token)
		if e != nil {
			if !jwtErrorCode.MatchString(e.Code) || e.Status != 401 {
				t.Fatalf("token %q: error %s status %d", token, e.Code, e.Status)
			}
			return
		}
		// Accepted: the signature must be the secret's, by an HMAC algorithm.
		tok, err := jwt.NewParser(jwt.WithValidMethods([]string{"HS256", "HS384", "HS512"}), jwt.WithoutClaimsValidation()).
			Parse(token, func(*jwt.Token) (any, error) { return []byte(secret), nil })
		if err != nil || !tok.Valid {
			t.Fatalf("token %q accepted (role %q) without the secret's signature: %v", token, id.Role, err)
		}
		if id.Role == "" || !json.Valid([]byte(id.ClaimsJSON)) {
			t.Fatalf("token %q: role %q claims %q", token, id.Role, id.ClaimsJSON)
		}
	})
}

// FuzzVerifyClaims signs arbitrary claims with the secret: exp, nbf and iat are honoured as
// numbers of any size (with the 30 s skew), aud as the configured audience, and whatever is
// refused is refused with PGRST301–303.
func FuzzVerifyClaims(f *testing.F) {
	for _, s := range []string{
		`{"role":"authenticated","aud":"authenticated","exp":1800003600}`, `{"exp":1799999000}`, `{"nbf":1800000060}`,
		`{"iat":1800000060}`, `{"nbf":1e19}`, `{"iat":1e300}`, `{"exp":-1e300}`, `{"exp":9.3e18}`, `{"nbf":-9.3e18}`,
		`{"exp":1800000000.9}`, `{"aud":["x","authenticated"]}`, `{"aud":[1]}`, `{"aud":{}}`, `{"role":{"x":1}}`,
		`{"role":""}`, `{"exp":null,"nbf":null}`, `{"exp":"1800003600"}`, `[]`, `null`, `{"a":1,"a":2}`,
	} {
		f.Add(s)
	}
	now := time.Unix(1_800_000_000, 0)
	v, err := New(Config{Secret: secret, Audience: "authenticated", Now: func() time.Time { return now }})
	if err != nil {
		f.Fatal(err)
	}
	nowSec, skewSec := float64(now.Unix()), skew.Seconds()
	f.Fuzz(func(t *testing.T, payload string) {
		id, e := v.Verify(rawToken(`{"alg":"HS256","typ":"JWT"}`, payload))
		if e != nil {
			if !jwtErrorCode.MatchString(e.Code) || e.Status != 401 {
				t.Fatalf("claims %q: error %s status %d", payload, e.Code, e.Status)
			}
			return
		}
		d := json.NewDecoder(bytes.NewReader([]byte(payload)))
		d.UseNumber()
		var c map[string]any
		if err := d.Decode(&c); err != nil {
			t.Fatalf("claims %q accepted but are not a JSON object: %v", payload, err)
		}
		num := func(k string) (float64, bool) {
			n, ok := c[k].(json.Number)
			if !ok {
				return 0, false
			}
			x, err := n.Float64()
			return x, err == nil
		}
		if exp, ok := num("exp"); ok && exp+skewSec < nowSec {
			t.Fatalf("claims %q: expired token accepted", payload)
		}
		if nbf, ok := num("nbf"); ok && nbf-skewSec > nowSec {
			t.Fatalf("claims %q: token not yet valid accepted", payload)
		}
		if iat, ok := num("iat"); ok && iat-skewSec > nowSec {
			t.Fatalf("claims %q: token issued in the future accepted", payload)
		}
		if a, ok := c["aud"].(string); ok && a != "authenticated" {
			t.Fatalf("claims %q: audience %q accepted", payload, a)
		}
		if r, ok := c["role"].(string); ok && r != "" && id.Role != r {
			t.Fatalf("claims %q: role %q became %q", payload, r, id.Role)
		}
	})
}

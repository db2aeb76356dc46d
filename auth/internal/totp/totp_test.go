package totp

import (
	"encoding/base32"
	"strings"
	"testing"
	"time"
)

// RFC 6238 appendix B, SHA-1 rows (8-digit values; HOTP's 6-digit code is their last 6 digits).
func TestRFC6238Vectors(t *testing.T) {
	secret := base32.StdEncoding.EncodeToString([]byte("12345678901234567890"))
	for _, tc := range []struct {
		unix int64
		want string
	}{
		{59, "94287082"}, {1111111109, "07081804"}, {1111111111, "14050471"},
		{1234567890, "89005924"}, {2000000000, "69279037"}, {20000000000, "65353130"},
	} {
		got, err := Code(secret, time.Unix(tc.unix, 0))
		if err != nil {
			t.Fatal(err)
		}
		if got != tc.want[2:] {
			t.Errorf("t=%d: code %s, want %s", tc.unix, got, tc.want[2:])
		}
	}
}

func TestValidateSkew(t *testing.T) {
	secret, err := NewSecret()
	if err != nil {
		t.Fatal(err)
	}
	now := time.Unix(1_700_000_000, 0)
	code, _ := Code(secret, now)
	for _, d := range []time.Duration{-30 * time.Second, 0, 30 * time.Second} {
		if !Validate(code, secret, now.Add(d)) {
			t.Errorf("code rejected at %v", d)
		}
	}
	if Validate(code, secret, now.Add(90*time.Second)) {
		t.Error("code accepted three steps later")
	}
	if Validate("12345", secret, now) || Validate("abcdef", secret, now) {
		t.Error("malformed code accepted")
	}
}

func TestURIAndQRCode(t *testing.T) {
	u := URI("pedbook.app", "ana@example.com", "JBSWY3DPEHPK3PXP")
	if !strings.HasPrefix(u, "otpauth://totp/pedbook.app:ana@example.com?") || !strings.Contains(u, "secret=JBSWY3DPEHPK3PXP") {
		t.Fatalf("uri %s", u)
	}
	svg, err := QRCodeSVG(u)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(svg, "<svg") || !strings.HasSuffix(svg, "</svg>") || !strings.Contains(svg, "h1v1h-1z") {
		t.Fatalf("svg %.100s", svg)
	}
	// auth-js makes "data:image/svg+xml;utf-8,"+svg without encoding it: a '#' would cut the
	// image at a fragment, a '%' would start an escape.
	if strings.ContainsAny(svg, "#%") {
		t.Fatalf("svg has characters a raw data URI cannot carry: %.200s", svg)
	}
}

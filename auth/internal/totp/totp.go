// Package totp implements time-based one-time passwords (RFC 6238 over RFC 4226's HOTP:
// HMAC-SHA1, 30-second steps, 6 digits, as authenticator apps and GoTrue use them), the
// otpauth:// URI apps scan, and that URI as an SVG QR code.
package totp

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha1"
	"crypto/subtle"
	"encoding/base32"
	"encoding/binary"
	"fmt"
	"net/url"
	"strings"
	"time"

	"rsc.io/qr"
)

const (
	// Period is the time step.
	Period = 30 * time.Second
	// Digits is the code length.
	Digits = 6
	// Skew is how many steps before and after now a code is still accepted.
	Skew = 1
)

var b32 = base32.StdEncoding.WithPadding(base32.NoPadding)

// NewSecret returns a random 160-bit secret, base32 without padding (what apps expect).
func NewSecret() (string, error) {
	var b [20]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", fmt.Errorf("totp secret: %w", err)
	}
	return b32.EncodeToString(b[:]), nil
}

func decodeSecret(secret string) ([]byte, error) {
	s := strings.ToUpper(strings.ReplaceAll(strings.TrimSpace(secret), " ", ""))
	s = strings.TrimRight(s, "=")
	return b32.DecodeString(s)
}

// hotp is RFC 4226's HOTP value for counter.
func hotp(key []byte, counter uint64) string {
	var msg [8]byte
	binary.BigEndian.PutUint64(msg[:], counter)
	m := hmac.New(sha1.New, key)
	m.Write(msg[:])
	sum := m.Sum(nil)
	off := sum[len(sum)-1] & 0x0f
	v := binary.BigEndian.Uint32(sum[off:off+4]) & 0x7fffffff
	return fmt.Sprintf("%06d", v%1_000_000)
}

// Code is the code for secret at t.
func Code(secret string, t time.Time) (string, error) {
	key, err := decodeSecret(secret)
	if err != nil {
		return "", fmt.Errorf("totp secret: %w", err)
	}
	return hotp(key, uint64(t.Unix())/uint64(Period/time.Second)), nil
}

// Validate reports whether code is valid for secret at t (within Skew steps).
func Validate(code, secret string, t time.Time) bool {
	code = strings.TrimSpace(code)
	if len(code) != Digits {
		return false
	}
	key, err := decodeSecret(secret)
	if err != nil {
		return false
	}
	step := int64(t.Unix()) / int64(Period/time.Second)
	ok := 0
	for d := int64(-Skew); d <= Skew; d++ {
		if step+d < 0 {
			continue
		}
		ok |= subtle.ConstantTimeCompare([]byte(hotp(key, uint64(step+d))), []byte(code))
	}
	return ok == 1
}

// URI is the otpauth:// URI of the key (Key Uri Format, as authenticator apps read it).
func URI(issuer, account, secret string) string {
	v := url.Values{}
	v.Set("secret", secret)
	v.Set("issuer", issuer)
	v.Set("algorithm", "SHA1")
	v.Set("digits", fmt.Sprint(Digits))
	v.Set("period", fmt.Sprint(int(Period/time.Second)))
	label := url.PathEscape(issuer) + ":" + url.PathEscape(account)
	return "otpauth://totp/" + label + "?" + v.Encode()
}

// QRCodeSVG renders text as a QR code in an SVG document (black modules as one path, a
// quiet zone of 4 modules), what GoTrue returns as totp.qr_code. auth-js puts it unencoded
// after "data:image/svg+xml;utf-8,", so the document has no '#' (it would end the data URI
// as a fragment: colours are named) and no '%'.
func QRCodeSVG(text string) (string, error) {
	c, err := qr.Encode(text, qr.M)
	if err != nil {
		return "", fmt.Errorf("qr code: %w", err)
	}
	const quiet, scale = 4, 4
	n := c.Size + 2*quiet
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" shape-rendering="crispEdges">`, n*scale, n*scale, n, n)
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="white"/><path fill="black" d="`, n, n)
	for y := 0; y < c.Size; y++ {
		for x := 0; x < c.Size; x++ {
			if c.Black(x, y) {
				fmt.Fprintf(&b, "M%d %dh1v1h-1z", x+quiet, y+quiet)
			}
		}
	}
	b.WriteString(`"/></svg>`)
	return b.String(), nil
}

package token

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"

	"crypto/subtle"
	"encoding/base32"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"math/big"
	"regexp"
	"strconv"
	"strings"
)

var b32 = base32.NewEncoding("abcdefghijklmnopqrstuvwxyz234567").WithPadding(base32.NoPadding)

// refreshLen is the length of refresh tokens: 32 lower-case base32 characters (160 bits).
const refreshLen = 32

var refreshFormat = regexp.MustCompile(`^[a-z0-9]{12,255}$`)

// Refresher makes refresh tokens. The database stores only their SHA-256; a rotated token
// is derived from its parent with an HMAC under a server key, so a client presenting the
// parent again (a retry, a second tab) can be handed the same active child although its
// plain text was never stored.
type Refresher struct {
	key []byte
}

// NewRefresher derives the HMAC key from the server secret.
func NewRefresher(secret string) *Refresher {
	m := hmac.New(sha256.New, []byte("pedbook refresh token key"))
	m.Write([]byte(secret))
	return &Refresher{key: m.Sum(nil)}
}

// New returns a fresh random refresh token (the first of a session).
func (r *Refresher) New() (string, error) {
	var b [20]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", fmt.Errorf("generate refresh token: %w", err)
	}
	return b32.EncodeToString(b[:]), nil
}

// Child returns the n-th child (0-based) of parent.
func (r *Refresher) Child(parent string, n int) string {
	m := hmac.New(sha256.New, r.key)
	m.Write([]byte(parent))
	m.Write([]byte{0})
	m.Write([]byte(strconv.Itoa(n)))
	return b32.EncodeToString(m.Sum(nil)[:20])
}

// Hash is what the database stores for a refresh token.
func Hash(refresh string) string {
	s := sha256.Sum256([]byte(refresh))
	return hex.EncodeToString(s[:])
}

// ValidRefreshFormat reports whether s looks like a refresh token (GoTrue answers
// validation_failed "Refresh token is not valid" otherwise).
func ValidRefreshFormat(s string) bool { return refreshFormat.MatchString(s) }

// NewOTP returns a random numeric code of length digits.
func NewOTP(length int) (string, error) {
	max := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(length)), nil)
	n, err := rand.Int(rand.Reader, max)
	if err != nil {
		return "", fmt.Errorf("generate code: %w", err)
	}
	s := n.String()
	return strings.Repeat("0", length-len(s)) + s, nil
}

// OTPHash is GoTrue's stored form of an emailed code: hex SHA-224 of address + code. It is
// also the token carried by the email's link.
func OTPHash(address, otp string) string {
	s := sha256.Sum224([]byte(strings.ToLower(address) + otp))
	return hex.EncodeToString(s[:])
}

// Equal compares two secrets in constant time.
func Equal(a, b string) bool {
	return subtle.ConstantTimeCompare([]byte(a), []byte(b)) == 1
}

// RandomHex returns n random bytes, hex encoded.
func RandomHex(n int) (string, error) {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("generate random: %w", err)
	}
	return hex.EncodeToString(b), nil
}

// S256 is the PKCE S256 challenge of verifier: base64url(SHA-256(verifier)) without padding.
func S256(verifier string) string {
	s := sha256.Sum256([]byte(verifier))
	return strings.TrimRight(b64url(s[:]), "=")
}

func b64url(b []byte) string { return base64.RawURLEncoding.EncodeToString(b) }

// Package password hashes and checks passwords with bcrypt (the `$2a$` hashes GoTrue
// stores) and applies the configurable strength rules that yield GoTrue's weak_password
// reasons.
package password

import (
	_ "embed"
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/crypto/bcrypt"
)

// MaxLength is bcrypt's input limit, which GoTrue enforces as the password maximum.
const MaxLength = 72

// Policy holds the strength rules.
type Policy struct {
	// MinLength is the minimum number of characters (GoTrue raises values below 6 to 6).
	MinLength int
	// RequiredCharacters are character sets of which the password must hold at least one
	// character each (GOTRUE_PASSWORD_REQUIRED_CHARACTERS, sets separated by ':').
	RequiredCharacters []string
	// AllowCommon skips the embedded list of the most common passwords (PedBook checks it by
	// default; GOTRUE_PASSWORD_HIBP_ENABLED=false turns it off, as GoTrue's HIBP check is off
	// unless enabled).
	AllowCommon bool
}

// Weakness says why a password was refused, in GoTrue's words.
type Weakness struct {
	Message string
	Reasons []string
}

// Check returns nil for an acceptable password, or the reasons it is weak: shorter than
// the minimum ("length"); missing a required character set, blank, or starting or ending
// with a space ("characters"); one of the most common passwords ("pwned").
func (p Policy) Check(pw string) *Weakness {
	min := p.MinLength
	if min < 6 {
		min = 6
	}
	var reasons []string
	var msgs []string
	if utf8.RuneCountInString(pw) < min {
		reasons = append(reasons, "length")
		msgs = append(msgs, fmt.Sprintf("Password should be at least %d characters.", min))
	}
	blank := strings.TrimFunc(pw, unicode.IsSpace) == ""
	edges := !blank && strings.TrimFunc(pw, unicode.IsSpace) != pw
	switch {
	case blank:
		reasons = append(reasons, "characters")
		msgs = append(msgs, "Password should not be only spaces.")
	case edges:
		reasons = append(reasons, "characters")
		msgs = append(msgs, "Password should not start or end with spaces.")
	}
	for _, set := range p.RequiredCharacters {
		if set != "" && !strings.ContainsAny(pw, set) {
			if !blank && !edges {
				reasons = append(reasons, "characters")
			}
			msgs = append(msgs, "Password should contain at least one character of each: "+strings.Join(quoted(p.RequiredCharacters), ", ")+".")
			break
		}
	}
	if !p.AllowCommon && common[strings.ToLower(strings.TrimSpace(pw))] {
		reasons = append(reasons, "pwned")
		msgs = append(msgs, "Password is known to be weak and easy to guess, please choose a different one.")
	}
	if len(reasons) == 0 {
		return nil
	}
	return &Weakness{Message: strings.Join(msgs, " "), Reasons: reasons}
}

//go:embed common.txt
var commonTxt string

// common holds the embedded list of the most common passwords (lower case).
var common = func() map[string]bool {
	m := map[string]bool{}
	for _, l := range strings.Split(commonTxt, "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			m[l] = true
		}
	}
	return m
}()

func quoted(sets []string) []string {
	out := make([]string, 0, len(sets))
	for _, s := range sets {
		out = append(out, "\""+s+"\"")
	}
	return out
}

// Hasher makes and compares bcrypt hashes at a fixed cost.
type Hasher struct {
	cost  int
	dummy []byte
}

// NewHasher returns a hasher at cost (raised to bcrypt's minimum when lower).
func NewHasher(cost int) (*Hasher, error) {
	if cost < bcrypt.MinCost {
		cost = bcrypt.MinCost
	}
	dummy, err := bcrypt.GenerateFromPassword([]byte("pedbook-timing-equaliser"), cost)
	if err != nil {
		return nil, fmt.Errorf("prepare password hasher: %w", err)
	}
	return &Hasher{cost: cost, dummy: dummy}, nil
}

// ErrTooLong is returned for passwords longer than bcrypt accepts.
var ErrTooLong = errors.New("password is longer than 72 characters")

// Hash returns the bcrypt hash of pw.
func (h *Hasher) Hash(pw string) (string, error) {
	if len(pw) > MaxLength {
		return "", ErrTooLong
	}
	b, err := bcrypt.GenerateFromPassword([]byte(pw), h.cost)
	if err != nil {
		return "", fmt.Errorf("hash password: %w", err)
	}
	return string(b), nil
}

// Matches reports whether pw matches hash (bcrypt compares in constant time). An empty
// hash (a user without a password) never matches, but still costs one comparison, so the
// answer time does not tell whether the account exists.
func (h *Hasher) Matches(hash, pw string) bool {
	if hash == "" || len(pw) > MaxLength {
		_ = bcrypt.CompareHashAndPassword(h.dummy, []byte(pw))
		return false
	}
	return bcrypt.CompareHashAndPassword([]byte(hash), []byte(pw)) == nil
}

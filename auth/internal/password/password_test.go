package password

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"golang.org/x/crypto/bcrypt"
)

func TestPolicyCheck(t *testing.T) {
	tests := []struct {
		name    string
		policy  Policy
		pw      string
		reasons []string
		message string
	}{
		{"default ok", Policy{}, "abcdeg", nil, ""},
		{"default too short", Policy{}, "abc", []string{"length"}, "Password should be at least 6 characters."},
		{"min below 6 raised", Policy{MinLength: 2}, "abcde", []string{"length"}, "Password should be at least 6 characters."},
		{"min 8", Policy{MinLength: 8}, "abcdefg", []string{"length"}, "Password should be at least 8 characters."},
		{"runes not bytes", Policy{}, "çãéíóú", nil, ""},
		{"characters missing", Policy{RequiredCharacters: []string{"abc", "0123456789"}}, "aaaaaaa", []string{"characters"},
			`Password should contain at least one character of each: "abc", "0123456789".`},
		{"characters present", Policy{RequiredCharacters: []string{"abc", "0123456789"}}, "aaaaaa1", nil, ""},
		{"common password", Policy{}, "123456", []string{"pwned"}, "Password is known to be weak and easy to guess, please choose a different one."},
		{"common, any case", Policy{MinLength: 8}, "Senha123", []string{"pwned"}, "Password is known to be weak and easy to guess, please choose a different one."},
		{"common allowed when the check is off", Policy{AllowCommon: true}, "123456", nil, ""},
		{"six spaces", Policy{}, "      ", []string{"characters"}, "Password should not be only spaces."},
		{"edge spaces", Policy{}, " segredo9 ", []string{"characters"}, "Password should not start or end with spaces."},
		{"inner spaces fine", Policy{}, "se gre do9", nil, ""},
		{"blank and required sets: one reason", Policy{RequiredCharacters: []string{"0123456789"}}, "        ", []string{"characters"},
			`Password should not be only spaces. Password should contain at least one character of each: "0123456789".`},
		{"both", Policy{RequiredCharacters: []string{"0123456789"}}, "ab", []string{"length", "characters"},
			`Password should be at least 6 characters. Password should contain at least one character of each: "0123456789".`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := tt.policy.Check(tt.pw)
			if tt.reasons == nil {
				if w != nil {
					t.Fatalf("got weakness %+v, want none", w)
				}
				return
			}
			if w == nil {
				t.Fatal("got no weakness")
			}
			if diff := cmp.Diff(tt.reasons, w.Reasons); diff != "" {
				t.Errorf("reasons (-want +got):\n%s", diff)
			}
			if w.Message != tt.message {
				t.Errorf("message %q, want %q", w.Message, tt.message)
			}
		})
	}
}

func TestHasher(t *testing.T) {
	h, err := NewHasher(bcrypt.MinCost)
	if err != nil {
		t.Fatal(err)
	}
	hash, err := h.Hash("segredo123")
	if err != nil {
		t.Fatal(err)
	}
	if hash[:4] != "$2a$" {
		t.Errorf("hash %q is not $2a$", hash)
	}
	tests := []struct {
		hash, pw string
		want     bool
	}{
		{hash, "segredo123", true},
		{hash, "segredo124", false},
		{"", "segredo123", false},
		{hash, string(make([]byte, 73)), false},
	}
	for _, tt := range tests {
		if got := h.Matches(tt.hash, tt.pw); got != tt.want {
			t.Errorf("Matches(%q) = %v, want %v", tt.pw, got, tt.want)
		}
	}
	if _, err := h.Hash(string(make([]byte, 73))); err != ErrTooLong {
		t.Errorf("Hash(73 bytes) err = %v, want ErrTooLong", err)
	}
}

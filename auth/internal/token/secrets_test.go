package token

import (
	"regexp"
	"testing"
)

func TestRefresher(t *testing.T) {
	r := NewRefresher("secret")
	root, err := r.New()
	if err != nil {
		t.Fatal(err)
	}
	if len(root) != refreshLen || !ValidRefreshFormat(root) {
		t.Fatalf("root %q has the wrong format", root)
	}
	c0, c0again, c1 := r.Child(root, 0), r.Child(root, 0), r.Child(root, 1)
	if c0 != c0again {
		t.Error("Child is not deterministic")
	}
	if c0 == c1 || c0 == root {
		t.Error("children collide")
	}
	if NewRefresher("other").Child(root, 0) == c0 {
		t.Error("child does not depend on the server key")
	}
	if !ValidRefreshFormat(c0) || len(c0) != refreshLen {
		t.Errorf("child %q has the wrong format", c0)
	}
	if Hash(root) == root || len(Hash(root)) != 64 {
		t.Error("hash looks wrong")
	}
}

func TestValidRefreshFormat(t *testing.T) {
	tests := map[string]bool{"": false, "short": false, "abcdefghijkl": true, "ABCDEFGHIJKL": false, "abcdefghijk!": false}
	for in, want := range tests {
		if got := ValidRefreshFormat(in); got != want {
			t.Errorf("ValidRefreshFormat(%q) = %v, want %v", in, got, want)
		}
	}
}

func TestOTP(t *testing.T) {
	re := regexp.MustCompile(`^[0-9]{6}$`)
	seen := map[string]bool{}
	for i := 0; i < 50; i++ {
		o, err := NewOTP(6)
		if err != nil {
			t.Fatal(err)
		}
		if !re.MatchString(o) {
			t.Fatalf("otp %q", o)
		}
		seen[o] = true
	}
	if len(seen) < 45 {
		t.Errorf("only %d distinct codes of 50", len(seen))
	}
	if OTPHash("A@x.com", "123456") != OTPHash("a@x.com", "123456") {
		t.Error("hash is case sensitive in the address")
	}
	if len(OTPHash("a@x.com", "123456")) != 56 {
		t.Error("not SHA-224 hex")
	}
	if !Equal("abc", "abc") || Equal("abc", "abd") {
		t.Error("Equal")
	}
	// RFC 7636 appendix B.
	if got := S256("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"); got != "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM" {
		t.Errorf("S256 = %s", got)
	}
}

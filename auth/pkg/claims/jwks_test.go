package claims_test

import (
	"testing"

	"github.com/pedbook/pedbook/auth/pkg/claims"
)

func TestParseJWKs(t *testing.T) {
	// A 256-bit secret as an oct key, without and with base64 padding.
	tests := []struct {
		name    string
		text    string
		kids    []string
		wantErr bool
	}{
		{"blank is no keys", "  ", nil, false},
		{"array", `[{"kty":"oct","kid":"a","k":"c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0LXh4eHh4"}]`, []string{"a"}, false},
		{"set", `{"keys":[{"kty":"oct","kid":"b","k":"c2VjcmV0"},{"kty":"oct","kid":"c","k":"c2VjcmV0"}]}`, []string{"b", "c"}, false},
		{"padded key material", `[{"kty":"oct","kid":"p","k":"c2VjcmV0LXg="}]`, []string{"p"}, false},
		{"not JSON", `nope`, nil, true},
		{"object without keys", `{"kty":"oct"}`, nil, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			keys, err := claims.ParseJWKs(tt.text)
			if (err != nil) != tt.wantErr {
				t.Fatalf("err = %v, wantErr %v", err, tt.wantErr)
			}
			if len(keys) != len(tt.kids) {
				t.Fatalf("%d keys, want %d", len(keys), len(tt.kids))
			}
			for i, k := range keys {
				if k.Kid != tt.kids[i] {
					t.Errorf("key %d kid %q, want %q", i, k.Kid, tt.kids[i])
				}
				if _, _, err := k.VerificationKey(); err != nil {
					t.Errorf("key %s: %v", k.Kid, err)
				}
			}
		})
	}
}

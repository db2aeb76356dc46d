package oauth

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"net/http"
	"net/url"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"github.com/pedbook/pedbook/auth/internal/oauth/oidctest"
)

func TestCodeFlowAgainstLocalProvider(t *testing.T) {
	op, err := oidctest.New("web-client", "s3cret")
	if err != nil {
		t.Fatal(err)
	}
	defer op.Close()
	op.SetUser(oidctest.User{Subject: "g-123", Email: "Ana@Example.com", EmailVerified: true, Name: "Ana"})
	p := New(Config{Name: "google", Enabled: true, ClientIDs: []string{"web-client"}, Secret: "s3cret",
		RedirectURI: "http://api.test/auth/v1/callback", Issuer: op.URL, Scopes: []string{"email", "profile"}}, nil)
	ctx := context.Background()
	authURL, err := p.AuthURL(ctx, "state-1", "", "calendar", url.Values{"prompt": {"consent"}, "client_id": {"evil"}})
	if err != nil {
		t.Fatal(err)
	}
	u, _ := url.Parse(authURL)
	q := u.Query()
	if q.Get("client_id") != "web-client" || q.Get("state") != "state-1" || q.Get("redirect_uri") != "http://api.test/auth/v1/callback" ||
		q.Get("prompt") != "consent" || q.Get("scope") != "email profile openid calendar" {
		t.Fatalf("auth url %s", authURL)
	}
	// The browser goes there; the provider redirects back with a code.
	c := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := c.Get(authURL)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	loc, _ := url.Parse(resp.Header.Get("Location"))
	code := loc.Query().Get("code")
	tok, claims, err := p.Exchange(ctx, code, "")
	if err != nil {
		t.Fatal(err)
	}
	if tok.AccessToken == "" || tok.RefreshToken == "" || claims.Subject != "g-123" || !claims.EmailVerified || claims.Email != "Ana@Example.com" {
		t.Errorf("tokens %+v claims %+v", tok, claims)
	}
	if _, _, err := p.Exchange(ctx, code, ""); err == nil {
		t.Error("a code was exchanged twice")
	}
}

func TestVerifyIDToken(t *testing.T) {
	op, err := oidctest.New("web-client", "s3cret")
	if err != nil {
		t.Fatal(err)
	}
	defer op.Close()
	other, err := oidctest.New("web-client", "s3cret")
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	p := New(Config{Name: "google", ClientIDs: []string{"web-client", "ios-client"}, Issuer: op.URL}, nil)
	now := time.Now()
	user := oidctest.User{Subject: "s1", Email: "a@b.c", EmailVerified: true}
	good, _ := op.IDToken(user, "ios-client", "", now)
	wrongAud, _ := op.IDToken(user, "someone-else", "", now)
	expired, _ := op.IDToken(user, "web-client", "", now.Add(-2*time.Hour))
	foreign, _ := other.IDToken(user, "web-client", "", now) // signed by another key, other issuer
	wrongIss, _ := op.Sign(jwt.MapClaims{"iss": "https://evil", "sub": "s1", "aud": "web-client", "exp": now.Add(time.Hour).Unix()}, "")
	tests := []struct {
		name    string
		tok     string
		wantErr error
		aud     bool
	}{
		{"good (second client id)", good, nil, false},
		{"wrong audience", wrongAud, nil, true},
		{"expired", expired, ErrBadIDToken, false},
		{"foreign key", foreign, ErrBadIDToken, false},
		{"wrong issuer", wrongIss, ErrBadIDToken, false},
		{"garbage", "x.y.z", ErrBadIDToken, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := p.VerifyIDToken(context.Background(), tt.tok, now)
			var ae *AudienceError
			switch {
			case tt.aud:
				if !errors.As(err, &ae) {
					t.Errorf("err %v, want audience error", err)
				}
			case tt.wantErr == nil:
				if err != nil {
					t.Errorf("err %v", err)
				}
			default:
				if !errors.Is(err, tt.wantErr) {
					t.Errorf("err %v, want %v", err, tt.wantErr)
				}
			}
		})
	}
}

func TestNonceAndAtHash(t *testing.T) {
	tests := []struct {
		req, claim     string
		ok, bothOrNone bool
	}{
		{"", "", true, true},
		{"abc", "", false, false},
		{"", "x", false, false},
		{"abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad", true, true},
		{"abc", "abc", false, true},
	}
	for _, tt := range tests {
		ok, both := NonceOK(tt.req, tt.claim)
		if ok != tt.ok || both != tt.bothOrNone {
			t.Errorf("NonceOK(%q, %q) = %v, %v", tt.req, tt.claim, ok, both)
		}
	}
	sum := sha256.Sum256([]byte("ya29.abc"))
	if !AtHashOK("ya29.abc", base64.RawURLEncoding.EncodeToString(sum[:16])) || AtHashOK("ya29.abd", base64.RawURLEncoding.EncodeToString(sum[:16])) {
		t.Error("AtHashOK")
	}
}

// Package oidctest is a local OpenID Connect provider for tests: discovery, JWKS, an
// authorization endpoint that signs in a preset user, a token endpoint that checks the
// client and the code and returns RS256-signed ID tokens. It stands in for Google or Apple,
// which tests cannot reach.
package oidctest

import (
	"crypto/rand"
	"crypto/rsa"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"html"
	"math/big"
	"net/http"
	"net/http/httptest"
	"net/url"
	"sync"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

// User is who signs in at the provider.
type User struct {
	Subject       string
	Email         string
	EmailVerified bool
	Name          string
	Picture       string
}

// Server is the provider.
type Server struct {
	*httptest.Server
	ClientID     string
	ClientSecret string
	key          *rsa.PrivateKey
	kid          string

	mu    sync.Mutex
	user  User
	codes map[string]grant
	// TokenRequests counts calls of the token endpoint.
	TokenRequests int
}

type grant struct {
	redirectURI string
	user        User
	nonce       string
	used        bool
}

// New starts a provider for one client.
func New(clientID, clientSecret string) (*Server, error) {
	k, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		return nil, err
	}
	s := &Server{ClientID: clientID, ClientSecret: clientSecret, key: k, kid: "oidctest-1", codes: map[string]grant{}}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /.well-known/openid-configuration", s.discovery)
	mux.HandleFunc("GET /jwks", s.jwks)
	mux.HandleFunc("GET /authorize", s.authorize)
	mux.HandleFunc("POST /token", s.token)
	s.Server = httptest.NewServer(mux)
	return s, nil
}

// SetUser chooses who signs in next.
func (s *Server) SetUser(u User) {
	s.mu.Lock()
	s.user = u
	s.mu.Unlock()
}

func (s *Server) discovery(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, map[string]any{
		"issuer":                                s.URL,
		"authorization_endpoint":                s.URL + "/authorize",
		"token_endpoint":                        s.URL + "/token",
		"jwks_uri":                              s.URL + "/jwks",
		"response_types_supported":              []string{"code"},
		"subject_types_supported":               []string{"public"},
		"id_token_signing_alg_values_supported": []string{"RS256"},
	})
}

func (s *Server) jwks(w http.ResponseWriter, r *http.Request) {
	enc := func(b []byte) string { return base64.RawURLEncoding.EncodeToString(b) }
	writeJSON(w, map[string]any{"keys": []map[string]any{{
		"kty": "RSA", "kid": s.kid, "use": "sig", "alg": "RS256",
		"n": enc(s.key.N.Bytes()), "e": enc(big.NewInt(int64(s.key.E)).Bytes()),
	}}})
}

func (s *Server) authorize(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	if q.Get("client_id") != s.ClientID || q.Get("response_type") != "code" || q.Get("redirect_uri") == "" {
		http.Error(w, "invalid_request", http.StatusBadRequest)
		return
	}
	code := randomHex()
	s.mu.Lock()
	s.codes[code] = grant{redirectURI: q.Get("redirect_uri"), user: s.user, nonce: q.Get("nonce")}
	s.mu.Unlock()
	if q.Get("response_mode") == "form_post" {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, `<html><body onload="document.forms[0].submit()"><form method="post" action="%s">`+
			`<input type="hidden" name="code" value="%s"><input type="hidden" name="state" value="%s">`+
			`<input type="hidden" name="user" value="%s"></form></body></html>`,
			html.EscapeString(q.Get("redirect_uri")), code, html.EscapeString(q.Get("state")),
			html.EscapeString(`{"name":{"firstName":"Ana","lastName":"Apple"}}`))
		return
	}
	u, _ := url.Parse(q.Get("redirect_uri"))
	rq := u.Query()
	rq.Set("code", code)
	rq.Set("state", q.Get("state"))
	u.RawQuery = rq.Encode()
	http.Redirect(w, r, u.String(), http.StatusFound)
}

func (s *Server) token(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		http.Error(w, "bad form", http.StatusBadRequest)
		return
	}
	id, secret, ok := r.BasicAuth()
	if ok {
		id, _ = url.QueryUnescape(id)
		secret, _ = url.QueryUnescape(secret)
	} else {
		id, secret = r.PostForm.Get("client_id"), r.PostForm.Get("client_secret")
	}
	s.mu.Lock()
	s.TokenRequests++
	g, found := s.codes[r.PostForm.Get("code")]
	reused := found && g.used
	if found {
		g.used = true
		s.codes[r.PostForm.Get("code")] = g
	}
	s.mu.Unlock()
	switch {
	case id != s.ClientID || secret != s.ClientSecret:
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusUnauthorized)
		_, _ = w.Write([]byte(`{"error":"invalid_client"}`))
		return
	case r.PostForm.Get("grant_type") != "authorization_code" || !found || reused || g.redirectURI != r.PostForm.Get("redirect_uri"):
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusBadRequest)
		_, _ = w.Write([]byte(`{"error":"invalid_grant"}`))
		return
	}
	access := randomHex()
	idt, err := s.IDToken(g.user, s.ClientID, g.nonce, time.Now())
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	writeJSON(w, map[string]any{"access_token": access, "token_type": "Bearer", "expires_in": 3600,
		"refresh_token": "provider-refresh-" + randomHex(), "id_token": idt})
}

// IDToken signs an ID token for u with audience aud (and nonce when not empty).
func (s *Server) IDToken(u User, aud, nonce string, now time.Time) (string, error) {
	return s.Sign(jwt.MapClaims{"iss": s.URL, "sub": u.Subject, "aud": aud, "email": u.Email,
		"email_verified": u.EmailVerified, "name": u.Name, "picture": u.Picture,
		"iat": now.Unix(), "exp": now.Add(time.Hour).Unix()}, nonce)
}

// Sign signs arbitrary claims with the provider's key (nonce added when not empty).
func (s *Server) Sign(c jwt.MapClaims, nonce string) (string, error) {
	if nonce != "" {
		c["nonce"] = nonce
	}
	t := jwt.NewWithClaims(jwt.SigningMethodRS256, c)
	t.Header["kid"] = s.kid
	return t.SignedString(s.key)
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(v)
}

func randomHex() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

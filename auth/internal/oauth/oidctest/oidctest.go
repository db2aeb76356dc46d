// Package oidctest is a local OAuth 2.0 / OpenID Connect provider for tests: an
// authorization endpoint that signs in a preset user, a token endpoint that checks the
// client, the code, the redirect URI and PKCE, and, by provider family (families.go), the
// real provider's paths: discovery, JWKS and RS256-signed ID tokens for the OpenID providers
// (Google, Apple, Azure, Keycloak, LinkedIn), the user API for the plain OAuth 2.0 ones
// (GitHub, GitLab, Discord, Facebook, X). It stands in for providers tests cannot reach.
package oidctest

import (
	"crypto/rand"
	"crypto/rsa"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"html"
	"math/big"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

// User is who signs in at the provider.
type User struct {
	Subject       string // numeric for GitHub and GitLab
	Email         string
	EmailVerified bool
	Name          string
	Picture       string
	Username      string
	// Emails are GitHub's other addresses (GET /user/emails lists them after Email).
	Emails []Email
	// Claims are added to the ID token (Azure's tid and xms_edov, …).
	Claims map[string]any
}

// Email is one of a GitHub user's other addresses.
type Email struct {
	Email    string
	Verified bool
	Primary  bool
}

// Server is the provider.
type Server struct {
	*httptest.Server
	ClientID     string
	ClientSecret string
	Family       Family
	key          *rsa.PrivateKey
	kid          string

	mu     sync.Mutex
	user   User
	codes  map[string]grant
	tokens map[string]User // access token → user, for the user API
	// TokenRequests counts calls of the token endpoint.
	TokenRequests int
}

type grant struct {
	redirectURI string
	user        User
	nonce       string
	challenge   string // PKCE (S256)
	used        bool
}

// New starts an OpenID provider at the root of its URL (Google's and Apple's paths) for one client.
func New(clientID, clientSecret string) (*Server, error) {
	return NewFamily(Google, clientID, clientSecret)
}

// NewFamily starts a provider speaking family's protocol for one client.
func NewFamily(f Family, clientID, clientSecret string) (*Server, error) {
	k, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		return nil, err
	}
	s := &Server{ClientID: clientID, ClientSecret: clientSecret, Family: f, key: k, kid: "oidctest-1",
		codes: map[string]grant{}, tokens: map[string]User{}}
	mux := http.NewServeMux()
	if f.OIDC {
		mux.HandleFunc("GET "+f.Base+f.IssuerPath+"/.well-known/openid-configuration", s.discovery)
		mux.HandleFunc("GET "+f.Base+f.JWKSPath, s.jwks)
	}
	mux.HandleFunc("GET "+f.Base+f.AuthorizePath, s.authorize)
	mux.HandleFunc("POST "+f.Base+f.TokenPath, s.token)
	for path, answer := range f.UserAPI {
		mux.HandleFunc("GET "+f.Base+path, s.userAPI(answer))
	}
	s.Server = httptest.NewServer(mux)
	return s, nil
}

// BaseURL is what GOTRUE_EXTERNAL_<P>_URL names for this stand-in (the realm, tenant, host…).
func (s *Server) BaseURL() string { return s.URL + s.Family.Base }

// Issuer is the stand-in's OpenID issuer.
func (s *Server) Issuer() string { return s.BaseURL() + s.Family.IssuerPath }

// SetUser chooses who signs in next.
func (s *Server) SetUser(u User) {
	s.mu.Lock()
	s.user = u
	s.mu.Unlock()
}

func (s *Server) discovery(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, map[string]any{
		"issuer":                                s.Issuer(),
		"authorization_endpoint":                s.BaseURL() + s.Family.AuthorizePath,
		"token_endpoint":                        s.BaseURL() + s.Family.TokenPath,
		"jwks_uri":                              s.BaseURL() + s.Family.JWKSPath,
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
	if q.Get("client_id") != s.ClientID || q.Get("response_type") != "code" || q.Get("redirect_uri") == "" ||
		q.Get("state") == "" || q.Get("scope") == "" {
		http.Error(w, "invalid_request", http.StatusBadRequest)
		return
	}
	challenge := q.Get("code_challenge")
	if (challenge != "" && q.Get("code_challenge_method") != "S256") || (s.Family.RequirePKCE && challenge == "") {
		http.Error(w, "invalid_request: PKCE (S256) required", http.StatusBadRequest)
		return
	}
	code := randomHex()
	s.mu.Lock()
	s.codes[code] = grant{redirectURI: q.Get("redirect_uri"), user: s.user, nonce: q.Get("nonce"), challenge: challenge}
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
	case r.PostForm.Get("grant_type") != "authorization_code" || !found || reused || g.redirectURI != r.PostForm.Get("redirect_uri") ||
		(g.challenge != "" && pkceS256(r.PostForm.Get("code_verifier")) != g.challenge):
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusBadRequest)
		_, _ = w.Write([]byte(`{"error":"invalid_grant"}`))
		return
	}
	access := randomHex()
	s.mu.Lock()
	s.tokens[access] = g.user
	s.mu.Unlock()
	out := map[string]any{"access_token": access, "token_type": "bearer", "expires_in": 3600,
		"refresh_token": "provider-refresh-" + randomHex()}
	if s.Family.OIDC {
		idt, err := s.IDToken(g.user, s.ClientID, g.nonce, time.Now())
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		out["id_token"] = idt
	}
	if s.Family.FormToken { // GitHub answers form-encoded unless asked for JSON
		if strings.Contains(r.Header.Get("Accept"), "application/json") {
			writeJSON(w, out)
			return
		}
		v := url.Values{}
		for k, x := range out {
			v.Set(k, fmt.Sprint(x))
		}
		w.Header().Set("Content-Type", "application/x-www-form-urlencoded")
		_, _ = w.Write([]byte(v.Encode()))
		return
	}
	writeJSON(w, out)
}

// userAPI serves a user endpoint to bearers of an access token it issued.
func (s *Server) userAPI(answer func(s *Server, r *http.Request, u User) (any, int)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		tok, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		s.mu.Lock()
		u, found := s.tokens[tok]
		s.mu.Unlock()
		if !ok || !found {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusUnauthorized)
			_, _ = w.Write([]byte(`{"message":"Bad credentials"}`))
			return
		}
		v, status := answer(s, r, u)
		if status != http.StatusOK {
			http.Error(w, fmt.Sprint(v), status)
			return
		}
		writeJSON(w, v)
	}
}

func pkceS256(verifier string) string {
	sum := sha256.Sum256([]byte(verifier))
	return base64.RawURLEncoding.EncodeToString(sum[:])
}

// IDToken signs an ID token for u with audience aud (and nonce when not empty).
func (s *Server) IDToken(u User, aud, nonce string, now time.Time) (string, error) {
	c := jwt.MapClaims{"iss": s.Issuer(), "sub": u.Subject, "aud": aud, "email": u.Email,
		"email_verified": u.EmailVerified, "name": u.Name, "picture": u.Picture,
		"iat": now.Unix(), "exp": now.Add(time.Hour).Unix()}
	if u.Username != "" {
		c["preferred_username"] = u.Username
	}
	if s.Family.IDClaims != nil {
		s.Family.IDClaims(u, c)
	}
	for k, v := range u.Claims {
		c[k] = v
	}
	return s.Sign(c, nonce)
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

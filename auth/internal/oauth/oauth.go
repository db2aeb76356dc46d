// Package oauth signs users in with external providers by the authorization-code flow, in
// two families: OpenID Connect providers (Google, Apple, Azure, Keycloak, LinkedIn) through
// goth's OpenID Connect provider, configured from each provider's discovery document, with
// verification of ID tokens (signature against the provider's JWKS, issuer, audience,
// expiry, nonce); and plain OAuth 2.0 providers (GitHub, GitLab, Discord, Facebook, X)
// through golang.org/x/oauth2, whose user comes from the provider's own API
// (plain_oauth2.go). catalogue.go holds each provider's endpoints, scopes and rules; a
// provider's base URL (GOTRUE_EXTERNAL_<P>_URL) lets a local stand-in take its place in tests.
package oauth

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"github.com/markbates/goth/providers/openidConnect"
)

// Flow is one provider of the browser sign-in: /authorize sends the browser to AuthURL,
// /callback exchanges the code it brings back.
type Flow interface {
	Name() string
	// RequiresPKCE says the provider requires PKCE of its clients: AuthURL then gets a
	// challenge and Exchange its verifier.
	RequiresPKCE() bool
	// AuthURL is the provider's authorization URL for state (and PKCE challenge, when not
	// empty), with the default scopes plus extraScopes and the caller's extra parameters.
	AuthURL(ctx context.Context, state, challenge, extraScopes string, extra url.Values) (string, error)
	// Exchange trades the callback's code (and the PKCE verifier, when not empty) for the
	// provider's tokens and the signed-in user.
	Exchange(ctx context.Context, code, verifier string) (*Tokens, *Claims, error)
}

// NewFlow returns the provider cfg describes: a plain OAuth 2.0 provider when it names a
// user reader, an OpenID Connect provider otherwise.
func NewFlow(cfg Config, client *http.Client) Flow {
	if cfg.User != nil {
		return newPlain(cfg, client)
	}
	return New(cfg, client)
}

// Config describes one provider.
type Config struct {
	Name        string   // GoTrue's name: "google", "apple", "github", "azure", …
	Enabled     bool     // GOTRUE_EXTERNAL_<P>_ENABLED
	ClientIDs   []string // GOTRUE_EXTERNAL_<P>_CLIENT_ID (first one for the web flow)
	Secret      string   // GOTRUE_EXTERNAL_<P>_SECRET
	RedirectURI string   // GOTRUE_EXTERNAL_<P>_REDIRECT_URI (our /callback)
	// Issuer is an OpenID provider's issuer URL; its discovery document lives at
	// Issuer + "/.well-known/openid-configuration" (from GOTRUE_EXTERNAL_<P>_URL, see Catalogue).
	Issuer string
	// AcceptedIssuers are other issuer values ID tokens may carry (Apple uses two).
	AcceptedIssuers []string
	// ExtraAudiences are accepted in ID tokens besides ClientIDs (GOTRUE_EXTERNAL_IOS_BUNDLE_ID).
	ExtraAudiences []string
	SkipNonceCheck bool
	Scopes         []string
	// FormPost asks the provider to POST the callback (Apple's response_mode=form_post).
	FormPost bool
	// PKCE: the provider requires PKCE of its clients (X).
	PKCE bool
	// IssuerOK, when set, decides which ID-token issuers are accepted (Azure's multi-tenant
	// endpoints); otherwise the discovered issuer and AcceptedIssuers are.
	IssuerOK func(discovered, iss string, claims map[string]any) bool
	// EmailVerified, when set, says whether an ID token's email is verified (Azure's
	// xms_edov); otherwise its email_verified claim does.
	EmailVerified func(claims map[string]any) bool

	// Plain OAuth 2.0 providers (no discovery): the authorization and token endpoints and
	// the reader of the signed-in user from the provider's API.
	AuthEndpoint  string
	TokenEndpoint string
	User          UserReader
}

// Discovery is the part of an OpenID provider's metadata we use.
type Discovery struct {
	Issuer                string `json:"issuer"`
	AuthorizationEndpoint string `json:"authorization_endpoint"`
	TokenEndpoint         string `json:"token_endpoint"`
	UserinfoEndpoint      string `json:"userinfo_endpoint"`
	JWKSURI               string `json:"jwks_uri"`
}

// Provider is one configured OpenID Connect provider. Discovery and keys are fetched on
// first use and cached (an hour for discovery, ten minutes for keys, refetched early for an unknown kid).
type Provider struct {
	cfg    Config
	client *http.Client

	mu        sync.Mutex
	disc      *Discovery
	discAt    time.Time
	goth      *openidConnect.Provider
	keys      map[string]any
	keysAt    time.Time
	keysTried time.Time
}

// New returns a provider; nothing is fetched yet.
func New(cfg Config, client *http.Client) *Provider {
	if client == nil {
		client = defaultClient()
	}
	return &Provider{cfg: cfg, client: client}
}

func defaultClient() *http.Client { return &http.Client{Timeout: 10 * time.Second} }

// Config returns the provider's configuration.
func (p *Provider) Config() Config { return p.cfg }

// Name is the provider's name.
func (p *Provider) Name() string { return p.cfg.Name }

// RequiresPKCE says whether the provider requires PKCE of its clients.
func (p *Provider) RequiresPKCE() bool { return p.cfg.PKCE }

func (p *Provider) getJSON(ctx context.Context, u string, v any) error {
	return getJSON(ctx, p.client, u, "", v)
}

// getJSON reads a JSON document (at most 1 MiB), with a bearer token when not empty.
func getJSON(ctx context.Context, client *http.Client, u, accessToken string, v any) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return err
	}
	req.Header.Set("Accept", "application/json")
	req.Header.Set("User-Agent", "pedbook-auth") // GitHub's API refuses requests without one
	if accessToken != "" {
		req.Header.Set("Authorization", "Bearer "+accessToken)
	}
	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("GET %s: status %d", req.URL.Redacted(), resp.StatusCode)
	}
	if err := json.NewDecoder(io.LimitReader(resp.Body, 1<<20)).Decode(v); err != nil {
		return fmt.Errorf("GET %s: %w", req.URL.Redacted(), err)
	}
	return nil
}

// discovery returns the cached metadata, fetching it when missing or older than an hour.
func (p *Provider) discovery(ctx context.Context) (*Discovery, *openidConnect.Provider, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.disc != nil && time.Since(p.discAt) < time.Hour {
		return p.disc, p.goth, nil
	}
	var d Discovery
	u := strings.TrimRight(p.cfg.Issuer, "/") + "/.well-known/openid-configuration"
	if err := p.getJSON(ctx, u, &d); err != nil {
		return nil, nil, fmt.Errorf("%s discovery: %w", p.cfg.Name, err)
	}
	if d.AuthorizationEndpoint == "" || d.TokenEndpoint == "" || d.JWKSURI == "" || d.Issuer == "" {
		return nil, nil, fmt.Errorf("%s discovery document at %s lacks endpoints", p.cfg.Name, u)
	}
	clientID := ""
	if len(p.cfg.ClientIDs) > 0 {
		clientID = p.cfg.ClientIDs[0]
	}
	g, err := openidConnect.NewCustomisedURL(clientID, p.cfg.Secret, p.cfg.RedirectURI, d.AuthorizationEndpoint,
		d.TokenEndpoint, d.Issuer, "", "", p.cfg.Scopes...)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", p.cfg.Name, err)
	}
	g.SetName(p.cfg.Name)
	g.HTTPClient = p.client
	g.SkipUserInfoRequest = true
	if p.cfg.FormPost {
		g.SetAuthCodeOptions(map[string]string{"response_mode": "form_post"})
	}
	p.disc, p.discAt, p.goth = &d, time.Now(), g
	return p.disc, g, nil
}

// reservedParams may not be passed through to the provider.
var reservedParams = []string{"client_id", "client_secret", "redirect_uri", "response_type", "state",
	"code_challenge", "code_challenge_method", "code_verifier", "provider", "redirect_to", "scopes",
	"skip_http_redirect", "response_mode"}

// AuthURL is where to send the browser: the provider's authorization endpoint with our
// client id, callback, state and scopes, plus the caller's extra parameters (prompt,
// login_hint, access_type…) and extra scopes.
func (p *Provider) AuthURL(ctx context.Context, state, challenge, extraScopes string, extra url.Values) (string, error) {
	_, g, err := p.discovery(ctx)
	if err != nil {
		return "", err
	}
	sess, err := g.BeginAuth(state)
	if err != nil {
		return "", fmt.Errorf("%s: begin auth: %w", p.cfg.Name, err)
	}
	raw, err := sess.GetAuthURL()
	if err != nil {
		return "", err
	}
	return finishAuthURL(raw, challenge, extraScopes, extra)
}

// finishAuthURL adds to a provider's authorization URL the extra scopes (GoTrue's scopes
// parameter, comma or space separated), the caller's other parameters except the reserved
// ones, and our PKCE challenge (S256) when the provider requires one.
func finishAuthURL(raw, challenge, extraScopes string, extra url.Values) (string, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return "", err
	}
	q := u.Query()
	if s := strings.TrimSpace(extraScopes); s != "" {
		q.Set("scope", strings.TrimSpace(q.Get("scope")+" "+strings.ReplaceAll(s, ",", " ")))
	}
	for k, v := range extra {
		if !slices.Contains(reservedParams, strings.ToLower(k)) && len(v) > 0 {
			q.Set(k, v[0])
		}
	}
	if challenge != "" {
		q.Set("code_challenge", challenge)
		q.Set("code_challenge_method", "S256")
	}
	u.RawQuery = strings.ReplaceAll(q.Encode(), "+", "%20")
	return u.String(), nil
}

// Tokens are what the provider's token endpoint returned.
type Tokens struct {
	AccessToken  string
	RefreshToken string
	IDToken      string
}

// Exchange trades the callback's code for tokens (goth's session.Authorize) and verifies
// the returned ID token.
func (p *Provider) Exchange(ctx context.Context, code, verifier string) (*Tokens, *Claims, error) {
	_, g, err := p.discovery(ctx)
	if err != nil {
		return nil, nil, err
	}
	sess := &openidConnect.Session{}
	params := url.Values{"code": {code}}
	if verifier != "" {
		params.Set("code_verifier", verifier)
	}
	if _, err := sess.Authorize(g, params); err != nil {
		return nil, nil, fmt.Errorf("%s: exchange code: %w", p.cfg.Name, err)
	}
	if sess.IDToken == "" {
		return nil, nil, fmt.Errorf("%s: token response without id_token", p.cfg.Name)
	}
	c, err := p.VerifyIDToken(ctx, sess.IDToken, time.Now())
	if err != nil {
		return nil, nil, err
	}
	return &Tokens{AccessToken: sess.AccessToken, RefreshToken: sess.RefreshToken, IDToken: sess.IDToken}, c, nil
}

// Claims are the ID-token claims we use.
type Claims struct {
	Issuer        string
	Subject       string
	Audience      []string
	Email         string
	EmailVerified bool
	Name          string
	Picture       string
	// Username is the provider's handle (GitHub login, X username, preferred_username).
	Username string
	Nonce    string
	AtHash   string
	Raw      map[string]any
}

// ErrBadIDToken wraps every verification failure of an ID token.
var ErrBadIDToken = errors.New("bad ID token")

// UnverifiedIssuer reads the iss claim without verifying anything (to pick the provider).
func UnverifiedIssuer(raw string) (string, error) {
	var m jwt.MapClaims
	if _, _, err := jwt.NewParser().ParseUnverified(raw, &m); err != nil {
		return "", err
	}
	iss, _ := m["iss"].(string)
	return iss, nil
}

// VerifyIDToken checks an ID token's signature against the provider's keys (RS256/ES256),
// its issuer, audience (client ids and extra audiences) and expiry.
func (p *Provider) VerifyIDToken(ctx context.Context, raw string, now time.Time) (*Claims, error) {
	d, _, err := p.discovery(ctx)
	if err != nil {
		return nil, err
	}
	var m jwt.MapClaims
	_, err = jwt.ParseWithClaims(raw, &m, func(t *jwt.Token) (any, error) {
		kid, _ := t.Header["kid"].(string)
		return p.key(ctx, d, kid)
	}, jwt.WithValidMethods([]string{"RS256", "ES256"}), jwt.WithExpirationRequired(), jwt.WithTimeFunc(func() time.Time { return now }),
		jwt.WithLeeway(30*time.Second))
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadIDToken, err)
	}
	c := &Claims{Raw: map[string]any(m)}
	c.Issuer, _ = m["iss"].(string)
	c.Subject, _ = m["sub"].(string)
	c.Email, _ = m["email"].(string)
	c.Name, _ = m["name"].(string)
	c.Picture, _ = m["picture"].(string)
	c.Username, _ = m["preferred_username"].(string)
	c.Nonce, _ = m["nonce"].(string)
	c.AtHash, _ = m["at_hash"].(string)
	if c.Name == "" { // LinkedIn names its user by given_name and family_name only
		given, _ := m["given_name"].(string)
		family, _ := m["family_name"].(string)
		c.Name = strings.TrimSpace(given + " " + family)
	}
	if p.cfg.EmailVerified != nil {
		c.EmailVerified = p.cfg.EmailVerified(m)
	} else {
		switch v := m["email_verified"].(type) {
		case bool:
			c.EmailVerified = v
		case string: // Apple and LinkedIn send "true"
			c.EmailVerified = v == "true"
		}
	}
	aud, _ := m.GetAudience()
	c.Audience = aud
	if !p.issuerOK(d.Issuer, c.Issuer, m) {
		return nil, fmt.Errorf("%w: issuer %q", ErrBadIDToken, c.Issuer)
	}
	if c.Subject == "" {
		return nil, fmt.Errorf("%w: no sub", ErrBadIDToken)
	}
	if !p.audienceOK(c.Audience) {
		return nil, &AudienceError{Got: c.Audience}
	}
	return c, nil
}

func (p *Provider) issuerOK(discovered, iss string, claims map[string]any) bool {
	if p.cfg.IssuerOK != nil {
		return p.cfg.IssuerOK(discovered, iss, claims)
	}
	return iss == discovered || slices.Contains(p.cfg.AcceptedIssuers, iss)
}

// AudienceError says the ID token was made for another client.
type AudienceError struct{ Got []string }

func (e *AudienceError) Error() string {
	return fmt.Sprintf("Unacceptable audience in id_token: %v", e.Got)
}

func (p *Provider) audienceOK(aud []string) bool {
	for _, a := range aud {
		if slices.Contains(p.cfg.ClientIDs, a) || slices.Contains(p.cfg.ExtraAudiences, a) {
			return true
		}
	}
	return false
}

// NonceOK applies GoTrue's rule: the request nonce and the token's nonce claim both
// present or both absent; when present the claim is the hex SHA-256 of the raw nonce.
func NonceOK(requestNonce, claim string) (ok bool, bothOrNeither bool) {
	if (requestNonce == "") != (claim == "") {
		return false, false
	}
	if requestNonce == "" {
		return true, true
	}
	sum := sha256.Sum256([]byte(requestNonce))
	return hex.EncodeToString(sum[:]) == claim, true
}

// AtHashOK checks at_hash (left half of SHA-256 of the access token, base64url).
func AtHashOK(accessToken, atHash string) bool {
	sum := sha256.Sum256([]byte(accessToken))
	return base64.RawURLEncoding.EncodeToString(sum[:16]) == atHash
}

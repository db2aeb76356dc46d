// Package oauth signs users in with Google and Apple: the authorization-code flow through
// goth's OpenID Connect provider (configured from each provider's discovery document, so a
// local provider can stand in for Google or Apple in tests), and verification of ID tokens
// (signature against the provider's JWKS, issuer, audience, expiry, nonce).
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

// Config describes one provider.
type Config struct {
	Name        string   // "google" or "apple"
	Enabled     bool     // GOTRUE_EXTERNAL_<P>_ENABLED
	ClientIDs   []string // GOTRUE_EXTERNAL_<P>_CLIENT_ID (first one for the web flow)
	Secret      string   // GOTRUE_EXTERNAL_<P>_SECRET
	RedirectURI string   // GOTRUE_EXTERNAL_<P>_REDIRECT_URI (our /callback)
	// Issuer is the provider's issuer URL; its discovery document lives at
	// Issuer + "/.well-known/openid-configuration" (GOTRUE_EXTERNAL_<P>_URL).
	Issuer string
	// AcceptedIssuers are other issuer values ID tokens may carry (Apple uses two).
	AcceptedIssuers []string
	// ExtraAudiences are accepted in ID tokens besides ClientIDs (GOTRUE_EXTERNAL_IOS_BUNDLE_ID).
	ExtraAudiences []string
	SkipNonceCheck bool
	Scopes         []string
	// FormPost asks the provider to POST the callback (Apple's response_mode=form_post).
	FormPost bool
}

// Discovery is the part of an OpenID provider's metadata we use.
type Discovery struct {
	Issuer                string `json:"issuer"`
	AuthorizationEndpoint string `json:"authorization_endpoint"`
	TokenEndpoint         string `json:"token_endpoint"`
	UserinfoEndpoint      string `json:"userinfo_endpoint"`
	JWKSURI               string `json:"jwks_uri"`
}

// Provider is one configured provider. Discovery and keys are fetched on first use and
// cached (an hour for discovery, ten minutes for keys, refetched early for an unknown kid).
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
		client = &http.Client{Timeout: 10 * time.Second}
	}
	return &Provider{cfg: cfg, client: client}
}

// Config returns the provider's configuration.
func (p *Provider) Config() Config { return p.cfg }

func (p *Provider) getJSON(ctx context.Context, u string, v any) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return err
	}
	resp, err := p.client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("GET %s: status %d", u, resp.StatusCode)
	}
	return json.NewDecoder(io.LimitReader(resp.Body, 1<<20)).Decode(v)
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
func (p *Provider) AuthURL(ctx context.Context, state string, extraScopes string, extra url.Values) (string, error) {
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
func (p *Provider) Exchange(ctx context.Context, code string) (*Tokens, *Claims, error) {
	_, g, err := p.discovery(ctx)
	if err != nil {
		return nil, nil, err
	}
	sess := &openidConnect.Session{}
	if _, err := sess.Authorize(g, url.Values{"code": {code}}); err != nil {
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
	Nonce         string
	AtHash        string
	Raw           map[string]any
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
	c.Nonce, _ = m["nonce"].(string)
	c.AtHash, _ = m["at_hash"].(string)
	switch v := m["email_verified"].(type) {
	case bool:
		c.EmailVerified = v
	case string: // Apple sends "true"
		c.EmailVerified = v == "true"
	}
	aud, _ := m.GetAudience()
	c.Audience = aud
	if c.Issuer != d.Issuer && !slices.Contains(p.cfg.AcceptedIssuers, c.Issuer) {
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

package oauth

import (
	"context"
	"fmt"
	"net/http"
	"net/url"

	"golang.org/x/oauth2"
)

// GetJSON reads a provider API resource with the user's access token into v.
type GetJSON func(ctx context.Context, url string, v any) error

// UserReader reads the signed-in user of a plain OAuth 2.0 provider from its API.
type UserReader func(ctx context.Context, get GetJSON, accessToken string) (*Claims, error)

// plain is a plain OAuth 2.0 provider: fixed endpoints, the user read from its API.
type plain struct {
	cfg    Config
	client *http.Client
	oauth  *oauth2.Config
}

func newPlain(cfg Config, client *http.Client) *plain {
	if client == nil {
		client = defaultClient()
	}
	clientID := ""
	if len(cfg.ClientIDs) > 0 {
		clientID = cfg.ClientIDs[0]
	}
	return &plain{cfg: cfg, client: client, oauth: &oauth2.Config{ClientID: clientID, ClientSecret: cfg.Secret,
		Endpoint:    oauth2.Endpoint{AuthURL: cfg.AuthEndpoint, TokenURL: cfg.TokenEndpoint},
		RedirectURL: cfg.RedirectURI, Scopes: cfg.Scopes}}
}

func (p *plain) Name() string       { return p.cfg.Name }
func (p *plain) RequiresPKCE() bool { return p.cfg.PKCE }

// AuthURL is the provider's authorization endpoint with our client id, callback, state,
// scopes and PKCE challenge, plus the caller's extra parameters and scopes.
func (p *plain) AuthURL(_ context.Context, state, challenge, extraScopes string, extra url.Values) (string, error) {
	return finishAuthURL(p.oauth.AuthCodeURL(state), challenge, extraScopes, extra)
}

// Exchange trades the code (with the PKCE verifier when one was sent) for the provider's
// tokens, then reads the user from the provider's API with the access token.
func (p *plain) Exchange(ctx context.Context, code, verifier string) (*Tokens, *Claims, error) {
	ctx = context.WithValue(ctx, oauth2.HTTPClient, p.client)
	var opts []oauth2.AuthCodeOption
	if verifier != "" {
		opts = append(opts, oauth2.VerifierOption(verifier))
	}
	tok, err := p.oauth.Exchange(ctx, code, opts...)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: exchange code: %w", p.cfg.Name, err)
	}
	get := func(ctx context.Context, u string, v any) error {
		return getJSON(ctx, p.client, u, tok.AccessToken, v)
	}
	c, err := p.cfg.User(ctx, get, tok.AccessToken)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: read user: %w", p.cfg.Name, err)
	}
	if c.Subject == "" {
		return nil, nil, fmt.Errorf("%s: user without an id", p.cfg.Name)
	}
	return &Tokens{AccessToken: tok.AccessToken, RefreshToken: tok.RefreshToken}, c, nil
}

package api

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/pedbook/pedbook/auth/internal/store"
)

// OAuth 2.1 server client administration, GoTrue's /admin/oauth/clients (service role),
// answered only when GOTRUE_OAUTH_SERVER_ENABLED is on (off by default). PedBook manages the
// clients; the authorization/token endpoints of the OAuth server itself are not offered.
//
//	POST   /admin/oauth/clients                       → 201 client (+ client_secret)
//	GET    /admin/oauth/clients?page&per_page          → {clients}
//	GET    /admin/oauth/clients/{id}                   → client
//	PUT    /admin/oauth/clients/{id}                   → client
//	DELETE /admin/oauth/clients/{id}                   → 204
//	POST   /admin/oauth/clients/{id}/regenerate_secret → client + client_secret

const (
	ErrFeatureDisabled      = "feature_disabled"
	ErrOAuthClientNotFound  = "oauth_client_not_found"
	maxOAuthRedirectURIs    = 10
	authMethodNone          = "none"
	authMethodSecretBasic   = "client_secret_basic"
	authMethodSecretPost    = "client_secret_post"
	oauthClientPublic       = "public"
	oauthClientConfidential = "confidential"
)

var oauthAuthMethods = []string{authMethodNone, authMethodSecretBasic, authMethodSecretPost}

type oauthClientJSON struct {
	ClientID                string    `json:"client_id"`
	ClientSecret            string    `json:"client_secret,omitempty"`
	ClientType              string    `json:"client_type"`
	RedirectURIs            []string  `json:"redirect_uris,omitempty"`
	TokenEndpointAuthMethod string    `json:"token_endpoint_auth_method,omitempty"`
	GrantTypes              []string  `json:"grant_types,omitempty"`
	ResponseTypes           []string  `json:"response_types,omitempty"`
	ClientName              string    `json:"client_name,omitempty"`
	ClientURI               string    `json:"client_uri,omitempty"`
	LogoURI                 string    `json:"logo_uri,omitempty"`
	RegistrationType        string    `json:"registration_type,omitempty"`
	CreatedAt               time.Time `json:"created_at"`
	UpdatedAt               time.Time `json:"updated_at"`
}

func toOAuthClientJSON(c *store.OAuthClient) *oauthClientJSON {
	return &oauthClientJSON{ClientID: c.ID, ClientType: c.ClientType, RedirectURIs: c.RedirectURIs,
		TokenEndpointAuthMethod: c.TokenEndpointAuthMethod, GrantTypes: c.GrantTypes, ResponseTypes: []string{"code"},
		ClientName: c.ClientName, ClientURI: c.ClientURI, LogoURI: c.LogoURI, RegistrationType: c.RegistrationType,
		CreatedAt: c.CreatedAt.UTC(), UpdatedAt: c.UpdatedAt.UTC()}
}

// requireOAuthServer authenticates the admin and checks the OAuth server is on.
func (a *API) requireOAuthServer(r *http.Request) error {
	if _, err := a.requireAdmin(r); err != nil {
		return err
	}
	if !a.cfg.OAuthServerEnabled {
		return httpErr(http.StatusNotFound, ErrFeatureDisabled, "OAuth server is disabled")
	}
	return nil
}

func validateRedirectURIs(uris []string, required bool) error {
	if uris == nil && required {
		return badRequest(ErrValidationFailed, "redirect_uris is required")
	}
	if len(uris) == 0 {
		return badRequest(ErrValidationFailed, "redirect_uris cannot be empty")
	}
	if len(uris) > maxOAuthRedirectURIs {
		return badRequest(ErrValidationFailed, "redirect_uris cannot exceed 10 items")
	}
	for _, s := range uris {
		if err := validateOAuthRedirect(s); err != nil {
			return badRequest(ErrValidationFailed, "invalid redirect_uri '%s': %v", s, err)
		}
	}
	return nil
}

func validateOAuthRedirect(s string) error {
	if s == "" {
		return fmt.Errorf("redirect URI cannot be empty")
	}
	u, err := url.Parse(s)
	if err != nil {
		return fmt.Errorf("invalid URL format")
	}
	if u.Scheme == "" || u.Host == "" {
		return fmt.Errorf("must have scheme and host")
	}
	for _, bad := range []string{"javascript", "data", "file", "vbscript", "about", "blob"} {
		if strings.EqualFold(u.Scheme, bad) {
			return fmt.Errorf("scheme '%s' is not allowed for security reasons", u.Scheme)
		}
	}
	if u.Scheme == "http" {
		if h := u.Hostname(); h != "localhost" && h != "127.0.0.1" && h != "::1" {
			return fmt.Errorf("HTTP scheme only allowed for localhost")
		}
	}
	if u.Fragment != "" {
		return fmt.Errorf("fragment not allowed in redirect URI")
	}
	return nil
}

func validateGrantTypes(g []string) error {
	if len(g) == 0 {
		return badRequest(ErrValidationFailed, "grant_types cannot be empty")
	}
	for _, t := range g {
		if t != "authorization_code" && t != "refresh_token" {
			return badRequest(ErrValidationFailed, "grant_types must only contain 'authorization_code' and/or 'refresh_token'")
		}
	}
	return nil
}

func validateURIField(name, v string) error {
	if v == "" {
		return nil
	}
	if len(v) > 2048 {
		return badRequest(ErrValidationFailed, "%s cannot exceed 2048 characters", name)
	}
	if u, err := url.Parse(v); err != nil || u.Scheme == "" || u.Host == "" {
		return badRequest(ErrValidationFailed, "%s must be a valid URL", name)
	}
	return nil
}

// newClientSecret returns a secret and the SHA-256 kept of it (GoTrue's scheme).
func newClientSecret() (string, string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", "", err
	}
	s := base64.RawURLEncoding.EncodeToString(b)
	sum := sha256.Sum256([]byte(s))
	return s, base64.RawURLEncoding.EncodeToString(sum[:]), nil
}

type oauthClientParams struct {
	RedirectURIs            *[]string `json:"redirect_uris"`
	ClientType              string    `json:"client_type"`
	TokenEndpointAuthMethod *string   `json:"token_endpoint_auth_method"`
	GrantTypes              *[]string `json:"grant_types"`
	ClientName              *string   `json:"client_name"`
	ClientURI               *string   `json:"client_uri"`
	LogoURI                 *string   `json:"logo_uri"`
}

func (a *API) oauthClientCreate(w http.ResponseWriter, r *http.Request) error {
	if err := a.requireOAuthServer(r); err != nil {
		return err
	}
	var p oauthClientParams
	if err := decode(r, &p); err != nil {
		return err
	}
	var uris []string
	if p.RedirectURIs != nil {
		uris = *p.RedirectURIs
	}
	if err := validateRedirectURIs(uris, p.RedirectURIs == nil); err != nil {
		return err
	}
	grants := []string{"authorization_code", "refresh_token"}
	if p.GrantTypes != nil && len(*p.GrantTypes) > 0 {
		if err := validateGrantTypes(*p.GrantTypes); err != nil {
			return err
		}
		grants = *p.GrantTypes
	}
	if len(deref(p.ClientName)) > 1024 {
		return badRequest(ErrValidationFailed, "client_name cannot exceed 1024 characters")
	}
	if err := validateURIField("client_uri", deref(p.ClientURI)); err != nil {
		return err
	}
	if err := validateURIField("logo_uri", deref(p.LogoURI)); err != nil {
		return err
	}
	method := deref(p.TokenEndpointAuthMethod)
	if method != "" && !slices.Contains(oauthAuthMethods, method) {
		return badRequest(ErrValidationFailed, "token_endpoint_auth_method must be one of: %v", oauthAuthMethods)
	}
	typ := p.ClientType
	switch typ {
	case "":
		typ = oauthClientConfidential
		if method == authMethodNone {
			typ = oauthClientPublic
		}
	case oauthClientPublic, oauthClientConfidential:
	default:
		return badRequest(ErrValidationFailed, "client_type must be 'public' or 'confidential'")
	}
	if method == "" {
		method = authMethodSecretBasic
		if typ == oauthClientPublic {
			method = authMethodNone
		}
	}
	if (typ == oauthClientPublic) != (method == authMethodNone) {
		return badRequest(ErrValidationFailed, "token_endpoint_auth_method '%s' is not valid for a %s client", method, typ)
	}
	c := &store.OAuthClient{ID: newUUID(), RegistrationType: "manual", RedirectURIs: uris, GrantTypes: grants,
		ClientName: deref(p.ClientName), ClientURI: deref(p.ClientURI), LogoURI: deref(p.LogoURI), ClientType: typ,
		TokenEndpointAuthMethod: method, CreatedAt: a.now()}
	secret := ""
	if typ == oauthClientConfidential {
		s, hash, err := newClientSecret()
		if err != nil {
			return internalErr(err)
		}
		secret, c.SecretHash = s, hash
	}
	if err := store.InsertOAuthClient(r.Context(), a.Pool, c); err != nil {
		return internalErr(err)
	}
	out := toOAuthClientJSON(c)
	out.ClientSecret = secret
	writeJSON(w, http.StatusCreated, out)
	return nil
}

func (a *API) oauthClientList(w http.ResponseWriter, r *http.Request) error {
	if err := a.requireOAuthServer(r); err != nil {
		return err
	}
	page, perPage, err := pagination(r.URL.Query(), 0)
	if err != nil {
		return err
	}
	clients, total, err := store.ListOAuthClients(r.Context(), a.Pool, page, perPage)
	if err != nil {
		return internalErr(err)
	}
	out := make([]*oauthClientJSON, 0, len(clients))
	for _, c := range clients {
		out = append(out, toOAuthClientJSON(c))
	}
	writePageHeaders(w, "/admin/oauth/clients", r.URL.Query(), page, perPage, total)
	writeJSON(w, http.StatusOK, map[string]any{"clients": out})
	return nil
}

// loadOAuthClient is the {client_id} of the path.
func (a *API) loadOAuthClient(r *http.Request) (*store.OAuthClient, error) {
	if err := a.requireOAuthServer(r); err != nil {
		return nil, err
	}
	id := r.PathValue("client_id")
	if !isUUID(id) {
		return nil, badRequest(ErrValidationFailed, "invalid client_id format")
	}
	c, err := store.OAuthClientByID(r.Context(), a.Pool, id)
	if err == store.ErrNotFound {
		return nil, httpErr(http.StatusNotFound, ErrOAuthClientNotFound, "OAuth client not found")
	}
	if err != nil {
		return nil, internalErr(err)
	}
	return c, nil
}

func (a *API) oauthClientGet(w http.ResponseWriter, r *http.Request) error {
	c, err := a.loadOAuthClient(r)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, toOAuthClientJSON(c))
	return nil
}

func (a *API) oauthClientUpdate(w http.ResponseWriter, r *http.Request) error {
	c, err := a.loadOAuthClient(r)
	if err != nil {
		return err
	}
	var p oauthClientParams
	if err := decode(r, &p); err != nil {
		return err
	}
	if p.RedirectURIs == nil && p.GrantTypes == nil && p.ClientName == nil && p.ClientURI == nil && p.LogoURI == nil && p.TokenEndpointAuthMethod == nil {
		return badRequest(ErrValidationFailed, "No fields provided for update")
	}
	if p.RedirectURIs != nil {
		if err := validateRedirectURIs(*p.RedirectURIs, false); err != nil {
			return err
		}
	}
	if p.GrantTypes != nil {
		if err := validateGrantTypes(*p.GrantTypes); err != nil {
			return err
		}
	}
	if len(deref(p.ClientName)) > 1024 {
		return badRequest(ErrValidationFailed, "client_name cannot exceed 1024 characters")
	}
	if err := validateURIField("client_uri", deref(p.ClientURI)); err != nil {
		return err
	}
	if err := validateURIField("logo_uri", deref(p.LogoURI)); err != nil {
		return err
	}
	if m := p.TokenEndpointAuthMethod; m != nil && !slices.Contains(oauthAuthMethods, *m) {
		return badRequest(ErrValidationFailed, "invalid token_endpoint_auth_method: must be one of %v", oauthAuthMethods)
	}
	u, err := store.UpdateOAuthClient(r.Context(), a.Pool, c.ID, store.OAuthClientUpdate{RedirectURIs: p.RedirectURIs,
		GrantTypes: p.GrantTypes, ClientName: p.ClientName, ClientURI: p.ClientURI, LogoURI: p.LogoURI,
		TokenEndpointAuthMethod: p.TokenEndpointAuthMethod}, a.now())
	if err == store.ErrNotFound {
		return httpErr(http.StatusNotFound, ErrOAuthClientNotFound, "OAuth client not found")
	}
	if err != nil {
		return internalErr(err)
	}
	writeJSON(w, http.StatusOK, toOAuthClientJSON(u))
	return nil
}

func (a *API) oauthClientDelete(w http.ResponseWriter, r *http.Request) error {
	c, err := a.loadOAuthClient(r)
	if err != nil {
		return err
	}
	if err := store.DeleteOAuthClient(r.Context(), a.Pool, c.ID, a.now()); err != nil {
		return internalErr(err)
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

func (a *API) oauthClientRegenerateSecret(w http.ResponseWriter, r *http.Request) error {
	c, err := a.loadOAuthClient(r)
	if err != nil {
		return err
	}
	if c.ClientType != oauthClientConfidential {
		return badRequest(ErrValidationFailed, "Cannot regenerate secret for public client")
	}
	secret, hash, err := newClientSecret()
	if err != nil {
		return internalErr(err)
	}
	u, err := store.UpdateOAuthClient(r.Context(), a.Pool, c.ID, store.OAuthClientUpdate{SecretHash: &hash}, a.now())
	if err != nil {
		return internalErr(err)
	}
	out := toOAuthClientJSON(u)
	out.ClientSecret = secret
	writeJSON(w, http.StatusOK, out)
	return nil
}

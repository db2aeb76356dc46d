package api

import (
	"errors"
	"net/http"
	"slices"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/pedbook/pedbook/auth/internal/oauth"
	"github.com/pedbook/pedbook/auth/internal/store"
)

type idTokenParams struct {
	Provider    string `json:"provider"`
	IDToken     string `json:"id_token"`
	AccessToken string `json:"access_token"`
	Nonce       string `json:"nonce"`
	ClientID    string `json:"client_id"`
	Issuer      string `json:"issuer"`
}

// idTokenGrant handles POST /token?grant_type=id_token (native Google and Apple sign-in):
// the ID token's signature is checked against the provider's keys, then its audience and
// nonce, and a session with amr oauth is issued. Errors use GoTrue's OAuth shape.
func (a *API) idTokenGrant(w http.ResponseWriter, r *http.Request) error {
	var p idTokenParams
	if err := decode(r, &p); err != nil {
		return err
	}
	if p.IDToken == "" {
		return &OAuthError{Err: "invalid request", Description: "id_token required"}
	}
	name := strings.ToLower(p.Provider)
	if name == "" {
		return &OAuthError{Err: "invalid request", Description: "provider or client_id and issuer required"}
	}
	if name != "google" && name != "apple" {
		return &OAuthError{Err: "invalid request", Description: "Custom OIDC provider \"" + p.Provider + "\" not allowed"}
	}
	prov, ok := a.oauth[name].(*oauth.Provider)
	if !ok {
		return badRequest(ErrProviderDisabled, "Provider (issuer %q) is not enabled", name)
	}
	iss, err := oauth.UnverifiedIssuer(p.IDToken)
	if err != nil {
		if name == "apple" {
			return badRequest(ErrValidationFailed, "Unable to detect issuer in ID token for Apple provider")
		}
		return &OAuthError{Err: "invalid request", Description: "Bad ID token"}
	}
	cfg := prov.Config()
	if iss != strings.TrimRight(cfg.Issuer, "/") && iss != cfg.Issuer && !slices.Contains(cfg.AcceptedIssuers, iss) {
		if name == "apple" {
			return badRequest(ErrValidationFailed, "Unable to detect issuer in ID token for Apple provider")
		}
		return &OAuthError{Err: "invalid request", Description: "Bad ID token"}
	}
	ctx := r.Context()
	c, err := prov.VerifyIDToken(ctx, p.IDToken, a.now())
	if err != nil {
		var ae *oauth.AudienceError
		if errors.As(err, &ae) {
			return &OAuthError{Err: "invalid request", Description: ae.Error()}
		}
		if errors.Is(err, oauth.ErrBadIDToken) {
			return &OAuthError{Err: "invalid request", Description: "Bad ID token"}
		}
		return &OAuthError{Err: "server_error", Description: "Unable to verify the ID token with the provider"}
	}
	if !cfg.SkipNonceCheck {
		ok, both := oauth.NonceOK(p.Nonce, c.Nonce)
		if !both {
			return &OAuthError{Err: "invalid request", Description: "Passed nonce and nonce in id_token should either both exist or not."}
		}
		if !ok {
			return &OAuthError{Err: "invalid nonce", Description: "Nonces mismatch"}
		}
	}
	if p.AccessToken != "" && c.AtHash != "" && !oauth.AtHashOK(p.AccessToken, c.AtHash) {
		return &OAuthError{Err: "invalid request", Description: "Invalid access token: at_hash does not match"}
	}
	var out *sessionJSON
	err = store.InTx(ctx, a.Pool, func(tx pgx.Tx) error {
		u, err := a.externalUser(ctx, tx, r, name, c, "")
		if err != nil {
			return err
		}
		out, err = a.startSession(ctx, tx, r, u, "oauth")
		return err
	})
	if err != nil {
		var he *HTTPError
		if errors.As(err, &he) && he.Code == ErrUserBanned {
			he.Status = http.StatusBadRequest
		}
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

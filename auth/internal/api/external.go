package api

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/pedbook/pedbook/auth/internal/oauth"
	"github.com/pedbook/pedbook/auth/internal/store"
	"golang.org/x/oauth2"
)

// authorize handles GET /authorize?provider=…: stores the flow (state, redirect, PKCE
// challenge) in auth.flow_state and sends the browser to the provider (302).
func (a *API) authorize(w http.ResponseWriter, r *http.Request) error {
	q := r.URL.Query()
	name := strings.ToLower(q.Get("provider"))
	p, ok := a.oauth[name]
	if !ok {
		return badRequest(ErrValidationFailed, "Unsupported provider: provider is not enabled")
	}
	pkce, err := validatePKCEParams(ptr(q.Get("code_challenge")), ptr(q.Get("code_challenge_method")))
	if err != nil {
		return err
	}
	fs := &store.FlowState{ID: newUUID(), AuthCode: newUUID(), ProviderType: name, AuthenticationMethod: "oauth",
		Referrer: a.redirectTo(r), CreatedAt: a.now(), CodeChallengeMethod: "s256"}
	if pkce != nil {
		fs.CodeChallenge, fs.CodeChallengeMethod = pkce.Challenge, pkce.Method
	}
	// PKCE towards the provider (X requires it): our verifier waits in
	// auth.oauth_client_states for the callback, as GoTrue keeps it.
	verifier, challenge := "", ""
	if p.RequiresPKCE() {
		verifier = oauth2.GenerateVerifier()
		challenge, fs.OAuthClientStateID = oauth2.S256ChallengeFromVerifier(verifier), newUUID()
	}
	target, err := p.AuthURL(r.Context(), fs.ID, challenge, q.Get("scopes"), q)
	if err != nil {
		return &HTTPError{Status: http.StatusBadRequest, Code: ErrValidationFailed, Message: "Error getting provider authorization URL", Cause: err}
	}
	// Abandoned flows are useless after a day (codes expire after FlowStateExpiry).
	err = store.InTx(r.Context(), a.Pool, func(tx pgx.Tx) error {
		if err := store.DeleteStaleFlowStates(r.Context(), tx, a.now().Add(-24*time.Hour)); err != nil {
			return err
		}
		if verifier != "" {
			if err := store.InsertOAuthClientState(r.Context(), tx, fs.OAuthClientStateID, name, verifier, fs.CreatedAt); err != nil {
				return err
			}
		}
		_, err := store.InsertFlowState(r.Context(), tx, fs)
		return err
	})
	if err != nil {
		return internalErr(err)
	}
	if q.Get("skip_http_redirect") == "true" {
		writeJSON(w, http.StatusOK, map[string]string{"url": target})
		return nil
	}
	http.Redirect(w, r, target, http.StatusFound)
	return nil
}

func ptr(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// callback handles GET|POST /callback (Apple posts a form): exchanges the code, finds or
// creates the user, then redirects to the flow's referrer with the session in the fragment
// (implicit) or ?code= (PKCE).
func (a *API) callback(w http.ResponseWriter, r *http.Request) error {
	if err := r.ParseForm(); err != nil {
		http.Redirect(w, r, errorRedirect(a.cfg.SiteURL, badRequest(ErrBadOAuthCallback, "Unable to parse callback"), true), http.StatusSeeOther)
		return nil
	}
	state, code := r.Form.Get("state"), r.Form.Get("code")
	ctx := r.Context()
	badState := func(msg string) error {
		http.Redirect(w, r, addQuery(a.cfg.SiteURL, url.Values{"error": {"invalid_request"}, "error_code": {ErrBadOAuthState},
			"error_description": {msg}}), http.StatusSeeOther)
		return nil
	}
	if state == "" {
		return badState("OAuth state parameter missing")
	}
	if !isUUID(state) {
		return badState("OAuth callback with invalid state")
	}
	var fs *store.FlowState
	err := store.InTx(ctx, a.Pool, func(tx pgx.Tx) error {
		f, err := store.FlowStateByID(ctx, tx, state)
		if err != nil {
			return err
		}
		fs = f
		return nil
	})
	if err == store.ErrNotFound || (err == nil && (fs.AuthenticationMethod != "oauth" || a.now().After(fs.CreatedAt.Add(a.cfg.FlowStateExpiry)))) {
		return badState("OAuth callback with invalid state")
	}
	if err != nil {
		return internalErr(err)
	}
	pkce := fs.CodeChallenge != ""
	referrer := a.validRedirect(fs.Referrer)
	fail := func(he *HTTPError) error {
		http.Redirect(w, r, errorRedirect(referrer, he, true), http.StatusFound)
		return nil
	}
	if fs.UserID != "" {
		return fail(badRequest("flow_state_already_used", "Flow state already used"))
	}
	if e := r.Form.Get("error"); e != "" {
		desc := r.Form.Get("error_description")
		if desc == "" {
			desc = e
		}
		return fail(&HTTPError{Status: http.StatusForbidden, Code: ErrBadOAuthCallback, Message: desc})
	}
	if code == "" {
		return fail(badRequest(ErrBadOAuthCallback, "OAuth callback with missing authorization code"))
	}
	p := a.oauth[fs.ProviderType]
	if p == nil {
		return fail(badRequest(ErrValidationFailed, "Unsupported provider: provider is not enabled"))
	}
	verifier := ""
	if fs.OAuthClientStateID != "" {
		verifier, err = store.TakeOAuthClientState(ctx, a.Pool, fs.OAuthClientStateID, fs.ProviderType)
		if err == store.ErrNotFound {
			return fail(badRequest(ErrBadOAuthState, "OAuth state not found"))
		}
		if err != nil {
			return fail(internalErr(err))
		}
	}
	tokens, claims, err := p.Exchange(ctx, code, verifier)
	if err != nil {
		return fail(&HTTPError{Status: http.StatusInternalServerError, Code: ErrUnexpectedFailure, Message: "Error getting user profile from external provider", Cause: err})
	}
	if claims.Email == "" {
		return fail(&HTTPError{Status: http.StatusInternalServerError, Code: ErrUnexpectedFailure, Message: "Error getting user email from external provider"})
	}
	extraName := appleFormName(r.Form.Get("user"))
	var target string
	err = store.InTx(ctx, a.Pool, func(tx pgx.Tx) error {
		f, err := store.FlowStateByID(ctx, tx, state)
		if err != nil {
			return err
		}
		if f.UserID != "" {
			return badRequest("flow_state_already_used", "Flow state already used")
		}
		u, err := a.externalUser(ctx, tx, r, fs.ProviderType, claims, extraName)
		if err != nil {
			return err
		}
		if pkce {
			if err := store.CompleteFlowState(ctx, tx, f.ID, u.ID, tokens.AccessToken, tokens.RefreshToken, a.now()); err != nil {
				return err
			}
			target = addQuery(referrer, url.Values{"code": {f.AuthCode}})
			return nil
		}
		if err := store.DeleteFlowState(ctx, tx, f.ID); err != nil {
			return err
		}
		s, err := a.startSession(ctx, tx, r, u, "oauth")
		if err != nil {
			return err
		}
		s.ProviderToken, s.ProviderRefreshToken = tokens.AccessToken, tokens.RefreshToken
		target = fragmentRedirect(referrer, s, "")
		return nil
	})
	if err != nil {
		var he *HTTPError
		if errors.As(err, &he) {
			return fail(he)
		}
		return fail(internalErr(err))
	}
	http.Redirect(w, r, target, http.StatusFound)
	return nil
}

// appleFormName reads the name Apple posts (once, on first consent) in the user field.
func appleFormName(raw string) string {
	if raw == "" {
		return ""
	}
	var u struct {
		Name struct {
			FirstName string `json:"firstName"`
			LastName  string `json:"lastName"`
		} `json:"name"`
	}
	if json.Unmarshal([]byte(raw), &u) != nil {
		return ""
	}
	return strings.TrimSpace(u.Name.FirstName + " " + u.Name.LastName)
}

// externalUser finds the user of a provider identity, links the identity to the user with
// the same verified email, or creates a user; then records the sign-in.
func (a *API) externalUser(ctx context.Context, tx pgx.Tx, r *http.Request, provider string, c *oauth.Claims, extraName string) (*store.User, error) {
	now := a.now()
	email := strings.ToLower(c.Email)
	name := c.Name
	if name == "" {
		name = extraName
	}
	data := map[string]any{"iss": c.Issuer, "sub": c.Subject, "provider_id": c.Subject, "email": email,
		"email_verified": c.EmailVerified, "phone_verified": false}
	if name != "" {
		data["name"], data["full_name"] = name, name
	}
	if c.Picture != "" {
		data["picture"], data["avatar_url"] = c.Picture, c.Picture
	}
	if c.Username != "" {
		data["preferred_username"], data["user_name"] = c.Username, c.Username
	}
	var u *store.User
	ident, err := store.IdentityByProvider(ctx, tx, provider, c.Subject)
	switch {
	case err == nil:
		if err := store.TouchIdentity(ctx, tx, ident.ID, data, now); err != nil {
			return nil, err
		}
		if u, err = store.UserByID(ctx, tx, ident.UserID); err != nil {
			return nil, err
		}
	case err == store.ErrNotFound:
		var existing *store.User
		if email != "" {
			existing, err = store.UserByEmail(ctx, tx, email)
			if err != nil && err != store.ErrNotFound {
				return nil, err
			}
		}
		switch {
		case existing != nil && !c.EmailVerified:
			return nil, forbidden(ErrProviderEmailNeedsVerif, "Unverified email with %s. Verify the email with %s first", provider, provider)
		case existing != nil: // automatic linking by verified email
			u = existing
			app := u.AppMetadata
			providers, _ := app["providers"].([]any)
			if !containsAny(providers, provider) {
				app["providers"] = append(providers, provider)
			}
			if err := store.UpdateAppMetadata(ctx, tx, u.ID, app, now); err != nil {
				return nil, err
			}
			if u.EmailConfirmedAt == nil {
				// Nobody proved this address before the provider did: whoever signed up
				// with it may not own it, so its password and sessions go (no pre-hijacking).
				if err := store.UpdatePassword(ctx, tx, u.ID, "", now); err != nil {
					return nil, err
				}
				if err := store.DeleteUserSessions(ctx, tx, u.ID, ""); err != nil {
					return nil, err
				}
				if err := store.ConfirmEmail(ctx, tx, u.ID, now); err != nil {
					return nil, err
				}
			}
			if err := store.InsertIdentity(ctx, tx, &store.Identity{ProviderID: c.Subject, UserID: u.ID, IdentityData: data,
				Provider: provider, LastSignInAt: &now, CreatedAt: now}); err != nil {
				return nil, err
			}
		default:
			if a.cfg.DisableSignup {
				return nil, unprocessable(ErrSignupDisabled, "Signups not allowed for this instance")
			}
			if u, err = a.createUser(ctx, tx, newUser{Email: email, Provider: provider, ProviderID: c.Subject,
				Identity: data, UserMetadata: data, Confirmed: c.EmailVerified}); err != nil {
				return nil, err
			}
			if err := a.audit(ctx, tx, r, u.ID, email, auditSignup, map[string]any{"provider": provider}); err != nil {
				return nil, err
			}
		}
	default:
		return nil, err
	}
	if u.Banned(now) {
		return nil, forbidden(ErrUserBanned, "User is banned")
	}
	if !c.EmailVerified && u.EmailConfirmedAt == nil {
		return nil, forbidden(ErrProviderEmailNeedsVerif, "Unverified email with %s. Verify the email with %s first", provider, provider)
	}
	if err := store.SetLastSignIn(ctx, tx, u.ID, now); err != nil {
		return nil, err
	}
	if err := a.audit(ctx, tx, r, u.ID, u.Email, auditLogin, map[string]any{"provider": provider}); err != nil {
		return nil, err
	}
	return store.UserByID(ctx, tx, u.ID)
}

func containsAny(list []any, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

package api

import (
	"net/http"

	"github.com/pedbook/pedbook/auth/internal/oauth"
)

// settings handles GET /settings with GoTrue's shape.
func (a *API) settings(w http.ResponseWriter, r *http.Request) error {
	external := map[string]bool{
		"anonymous_users": a.cfg.AnonymousEnabled, "bitbucket": false, "figma": false, "fly": false, "kakao": false,
		"linkedin": false, "notion": false, "spotify": false, "slack": false, "slack_oidc": false, "workos": false,
		"twitch": false, "twitter": false, "email": a.cfg.ExternalEmailEnabled, "phone": a.cfg.PhoneEnabled && a.SMS != nil,
		"zoom": false,
	}
	for _, name := range oauth.Names {
		external[name] = a.providerEnabled(name)
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"external":                         external,
		"disable_signup":                   a.cfg.DisableSignup,
		"mailer_autoconfirm":               a.cfg.Autoconfirm,
		"phone_autoconfirm":                a.cfg.SMSAutoconfirm,
		"sms_provider":                     a.cfg.SMSProvider,
		"saml_enabled":                     false,
		"saml_private_key_next_configured": false,
		"passkeys_enabled":                 a.passkeysEnabled(),
	})
	return nil
}

// health handles GET /health.
func (a *API) health(w http.ResponseWriter, r *http.Request) error {
	writeJSON(w, http.StatusOK, map[string]string{
		"version":     a.cfg.Version,
		"name":        "GoTrue",
		"description": "GoTrue is a user registration and authentication API",
	})
	return nil
}

// jwks handles GET /.well-known/jwks.json: the public asymmetric keys only.
func (a *API) jwks(w http.ResponseWriter, r *http.Request) error {
	w.Header().Set("Cache-Control", "public, max-age=600")
	writeJSON(w, http.StatusOK, map[string]any{"keys": a.Keys.JWKS()})
	return nil
}

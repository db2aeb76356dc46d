package api

import "net/http"

// Handler returns every route of the service, relative to /auth/v1.
func (a *API) Handler() http.Handler {
	mux := http.NewServeMux()
	h := func(pattern string, fn handlerFunc) { mux.Handle(pattern, a.wrap(fn)) }

	h("GET /health", a.health)
	h("GET /settings", a.settings)
	h("GET /.well-known/jwks.json", a.jwks)

	h("POST /signup", a.signup)
	h("POST /token", a.token)
	h("POST /recover", a.recover)
	h("POST /resend", a.resend)
	h("POST /otp", a.otp)
	h("POST /magiclink", a.magicLink)
	h("POST /invite", a.invite)
	h("GET /reauthenticate", a.reauthenticate)
	h("POST /verify", a.verifyPost)
	h("GET /verify", a.verifyGet)
	h("GET /user", a.userGet)
	h("PUT /user", a.userPut)
	h("POST /logout", a.logout)
	h("GET /authorize", a.authorize)
	h("GET /callback", a.callback)
	h("POST /callback", a.callback)

	h("POST /sso", a.samlDisabled)
	h("GET /sso/saml/metadata", a.samlDisabled)
	h("POST /sso/saml/acs", a.samlDisabled)
	h("GET /user/identities/authorize", a.manualLinkingDisabled)
	h("DELETE /user/identities/{identity_id}", a.manualLinkingDisabled)

	h("POST /passkeys/registration/options", a.passkeyRegistrationOptions)
	h("POST /passkeys/registration/verify", a.passkeyRegistrationVerify)
	h("GET /passkeys", a.passkeyList)
	h("PATCH /passkeys/{id}", a.passkeyUpdate)
	h("DELETE /passkeys/{id}", a.passkeyDelete)
	h("POST /passkeys/authentication/options", a.passkeyLoginOptions)
	h("POST /passkeys/authentication/verify", a.passkeyLoginVerify)

	h("POST /factors", a.factorEnroll)
	h("POST /factors/{factor_id}/challenge", a.factorChallenge)
	h("POST /factors/{factor_id}/verify", a.factorVerify)
	h("DELETE /factors/{factor_id}", a.factorUnenroll)

	h("GET /admin/audit", a.adminAudit)
	h("GET /admin/users", a.adminListUsers)
	h("POST /admin/users", a.adminCreateUser)
	h("GET /admin/users/{id}", a.adminGetUser)
	h("PUT /admin/users/{id}", a.adminUpdateUser)
	h("DELETE /admin/users/{id}", a.adminDeleteUser)
	h("GET /admin/users/{id}/factors", a.adminListFactors)
	h("PUT /admin/users/{id}/factors/{factor_id}", a.adminUpdateFactor)
	h("DELETE /admin/users/{id}/factors/{factor_id}", a.adminDeleteFactor)
	h("GET /admin/users/{id}/passkeys", a.adminPasskeyList)
	h("DELETE /admin/users/{id}/passkeys/{passkey_id}", a.adminPasskeyDelete)
	h("POST /admin/generate_link", a.adminGenerateLink)

	h("POST /admin/oauth/clients", a.oauthClientCreate)
	h("GET /admin/oauth/clients", a.oauthClientList)
	h("GET /admin/oauth/clients/{client_id}", a.oauthClientGet)
	h("PUT /admin/oauth/clients/{client_id}", a.oauthClientUpdate)
	h("DELETE /admin/oauth/clients/{client_id}", a.oauthClientDelete)
	h("POST /admin/oauth/clients/{client_id}/regenerate_secret", a.oauthClientRegenerateSecret)

	mux.Handle("/", a.wrap(func(w http.ResponseWriter, r *http.Request) error {
		return httpErr(http.StatusNotFound, ErrNotFound, "Not Found")
	}))
	return a.cors(a.clients.Middleware(mux))
}

// cors lets browsers call the service directly (GoTrue's rules, plus apikey, which
// supabase-js sends on every request).
func (a *API) cors(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if origin := r.Header.Get("Origin"); origin != "" {
			h := w.Header()
			h.Set("Access-Control-Allow-Origin", origin)
			h.Set("Access-Control-Allow-Credentials", "true")
			h.Add("Vary", "Origin")
			h.Set("Access-Control-Expose-Headers", "X-Total-Count, Link, X-Supabase-Api-Version, x-sb-error-code")
			if r.Method == http.MethodOptions && r.Header.Get("Access-Control-Request-Method") != "" {
				h.Set("Access-Control-Allow-Methods", "GET, POST, PUT, PATCH, DELETE, OPTIONS")
				h.Set("Access-Control-Allow-Headers", "Accept, Authorization, Content-Type, X-Client-IP, X-Client-Info, X-JWT-AUD, X-Use-Cookie, X-Supabase-Api-Version, apikey")
				h.Set("Access-Control-Max-Age", "600")
				w.WriteHeader(http.StatusNoContent)
				return
			}
		}
		next.ServeHTTP(w, r)
	})
}

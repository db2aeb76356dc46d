package oidctest

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"strconv"
	"strings"

	"github.com/golang-jwt/jwt/v5"
)

// Family is the protocol a stand-in speaks: where its endpoints live (under Base, the part
// of the provider's URL GOTRUE_EXTERNAL_<P>_URL names) and what they answer. The paths and
// shapes are the real providers' (their developer documentation; GoTrue's
// internal/api/provider/<name>.go reads the same).
type Family struct {
	Name string
	Base string
	// OIDC providers publish discovery at Base+IssuerPath and sign ID tokens.
	OIDC       bool
	IssuerPath string
	JWKSPath   string
	// IDClaims adds the family's own claims to an ID token.
	IDClaims func(u User, c jwt.MapClaims)

	AuthorizePath string
	TokenPath     string
	// FormToken: the token endpoint answers form-encoded unless asked for JSON (GitHub).
	FormToken bool
	// RequirePKCE: the authorization endpoint refuses requests without an S256 challenge (X).
	RequirePKCE bool
	// UserAPI are the user endpoints (path → answer for the token's user).
	UserAPI map[string]func(s *Server, r *http.Request, u User) (any, int)
}

// The OpenID families.
var (
	Google = Family{Name: "google", OIDC: true, AuthorizePath: "/authorize", TokenPath: "/token", JWKSPath: "/jwks"}
	// Azure (Entra ID) for one tenant: https://login.microsoftonline.com/<tenant>/v2.0 is the
	// issuer, its keys at /<tenant>/discovery/v2.0/keys; the tenant id is in tid.
	Azure = Family{Name: "azure", Base: "/tenant-1", OIDC: true, IssuerPath: "/v2.0", JWKSPath: "/discovery/v2.0/keys",
		AuthorizePath: "/oauth2/v2.0/authorize", TokenPath: "/oauth2/v2.0/token",
		IDClaims: func(_ User, c jwt.MapClaims) { c["tid"] = "tenant-1"; delete(c, "email_verified") }}
	// Keycloak: the realm's URL is the issuer; endpoints under /protocol/openid-connect.
	Keycloak = Family{Name: "keycloak", Base: "/realms/pedbook", OIDC: true, JWKSPath: "/protocol/openid-connect/certs",
		AuthorizePath: "/protocol/openid-connect/auth", TokenPath: "/protocol/openid-connect/token"}
	// LinkedIn (OpenID Connect): issuer https://www.linkedin.com/oauth, email_verified as a
	// string, the name as given_name and family_name.
	LinkedIn = Family{Name: "linkedin_oidc", Base: "/oauth", OIDC: true, JWKSPath: "/openid/jwks",
		AuthorizePath: "/v2/authorization", TokenPath: "/v2/accessToken",
		IDClaims: func(u User, c jwt.MapClaims) {
			first, last, _ := strings.Cut(u.Name, " ")
			c["given_name"], c["family_name"] = first, last
			c["email_verified"] = strconv.FormatBool(u.EmailVerified)
			delete(c, "name")
		}}
)

// The plain OAuth 2.0 families.
var (
	// GitHub Enterprise's layout (GitHub.com serves the API at api.github.com instead).
	GitHub = Family{Name: "github", AuthorizePath: "/login/oauth/authorize", TokenPath: "/login/oauth/access_token", FormToken: true,
		UserAPI: map[string]func(*Server, *http.Request, User) (any, int){
			"/api/v3/user": func(_ *Server, _ *http.Request, u User) (any, int) {
				id, _ := strconv.Atoi(u.Subject)
				return map[string]any{"id": id, "login": u.Username, "name": u.Name, "email": nil, "avatar_url": u.Picture}, http.StatusOK
			},
			"/api/v3/user/emails": func(_ *Server, _ *http.Request, u User) (any, int) {
				list := []map[string]any{{"email": u.Email, "primary": true, "verified": u.EmailVerified, "visibility": "private"}}
				for _, e := range u.Emails {
					list = append(list, map[string]any{"email": e.Email, "primary": e.Primary, "verified": e.Verified, "visibility": nil})
				}
				return list, http.StatusOK
			},
		}}
	GitLab = Family{Name: "gitlab", AuthorizePath: "/oauth/authorize", TokenPath: "/oauth/token",
		UserAPI: map[string]func(*Server, *http.Request, User) (any, int){
			"/api/v4/user": func(_ *Server, _ *http.Request, u User) (any, int) {
				id, _ := strconv.Atoi(u.Subject)
				var confirmed any
				if u.EmailVerified {
					confirmed = "2025-03-01T12:00:00.000Z"
				}
				return map[string]any{"id": id, "username": u.Username, "name": u.Name, "email": u.Email,
					"avatar_url": u.Picture, "confirmed_at": confirmed, "state": "active"}, http.StatusOK
			},
		}}
	Discord = Family{Name: "discord", AuthorizePath: "/api/oauth2/authorize", TokenPath: "/api/oauth2/token",
		UserAPI: map[string]func(*Server, *http.Request, User) (any, int){
			"/api/users/@me": func(_ *Server, _ *http.Request, u User) (any, int) {
				return map[string]any{"id": u.Subject, "username": u.Username, "discriminator": "0", "global_name": u.Name,
					"avatar": nil, "email": u.Email, "verified": u.EmailVerified}, http.StatusOK
			},
		}}
	// Facebook's Graph API refuses a call without the right appsecret_proof.
	Facebook = Family{Name: "facebook", AuthorizePath: "/dialog/oauth", TokenPath: "/oauth/access_token",
		UserAPI: map[string]func(*Server, *http.Request, User) (any, int){
			"/me": func(s *Server, r *http.Request, u User) (any, int) {
				mac := hmac.New(sha256.New, []byte(s.ClientSecret))
				mac.Write([]byte(strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")))
				if !hmac.Equal([]byte(r.URL.Query().Get("appsecret_proof")), []byte(hex.EncodeToString(mac.Sum(nil)))) {
					return "invalid appsecret_proof", http.StatusBadRequest
				}
				first, last, _ := strings.Cut(u.Name, " ")
				out := map[string]any{"id": u.Subject, "first_name": first, "last_name": last, "name": u.Name,
					"picture": map[string]any{"data": map[string]any{"url": u.Picture}}}
				if u.EmailVerified { // Facebook lists only confirmed addresses
					out["email"] = u.Email
				}
				return out, http.StatusOK
			},
		}}
	X = Family{Name: "x", AuthorizePath: "/i/oauth2/authorize", TokenPath: "/2/oauth2/token", RequirePKCE: true,
		UserAPI: map[string]func(*Server, *http.Request, User) (any, int){
			"/2/users/me": func(_ *Server, _ *http.Request, u User) (any, int) {
				d := map[string]any{"id": u.Subject, "name": u.Name, "username": u.Username, "profile_image_url": u.Picture}
				if u.EmailVerified { // X reports only a confirmed address
					d["confirmed_email"] = u.Email
				}
				return map[string]any{"data": d}, http.StatusOK
			},
		}}
)

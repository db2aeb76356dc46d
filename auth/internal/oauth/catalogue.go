package oauth

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"net/url"
	"regexp"
	"strconv"
	"strings"
)

// Settings are one provider's GOTRUE_EXTERNAL_<PROVIDER>_* values, as the composition root
// read them.
type Settings struct {
	Enabled        bool
	ClientIDs      []string
	Secret         string
	RedirectURI    string
	URL            string // the provider's base (GitHub Enterprise, self-hosted GitLab, Keycloak realm, Azure tenant…)
	SkipNonceCheck bool
}

// Names are the providers of the browser sign-in, by GoTrue's names, in /settings order.
var Names = []string{"apple", "azure", "discord", "facebook", "github", "gitlab", "google", "keycloak", "linkedin_oidc", "x"}

// Catalogue returns the configuration of provider name from its settings: GoTrue's
// endpoints, default scopes and email rules (github.com/supabase/auth,
// internal/api/provider/<name>.go), with s.URL in place of the provider's host when set.
// callback is our /callback (used when s.RedirectURI is empty); extraAudiences are other
// audiences Apple's ID tokens may carry (GOTRUE_EXTERNAL_IOS_BUNDLE_ID).
func Catalogue(name string, s Settings, callback string, extraAudiences []string) (Config, error) {
	c := Config{Name: name, Enabled: s.Enabled, ClientIDs: s.ClientIDs, Secret: s.Secret,
		RedirectURI: s.RedirectURI, SkipNonceCheck: s.SkipNonceCheck}
	if c.RedirectURI == "" {
		c.RedirectURI = callback
	}
	base := func(defaultHost string) string { return chooseBase(s.URL, defaultHost) }
	switch name {
	case "google":
		c.Issuer = base("accounts.google.com")
		c.AcceptedIssuers = []string{"https://accounts.google.com", "accounts.google.com"}
		c.Scopes = []string{"email", "profile"}
	case "apple":
		c.Issuer = base("appleid.apple.com")
		c.AcceptedIssuers = []string{"https://appleid.apple.com", "https://account.apple.com"}
		c.ExtraAudiences = extraAudiences
		c.Scopes, c.FormPost = []string{"name", "email"}, true
	case "azure":
		// The tenant's URL (default: the multi-tenant "common"); its OpenID issuer and
		// discovery document are at <URL>/v2.0.
		c.Issuer = base("login.microsoftonline.com/common") + "/v2.0"
		c.Scopes = []string{"openid"}
		c.EmailVerified = azureEmailVerified
		if m := azureIssuer.FindStringSubmatch(c.Issuer); m != nil && multiTenant[m[1]] {
			c.IssuerOK = azureAnyTenant
		}
	case "keycloak":
		if s.URL == "" {
			return c, fmt.Errorf("GOTRUE_EXTERNAL_KEYCLOAK_URL (the realm's URL) is required for Keycloak")
		}
		c.Issuer = strings.TrimRight(s.URL, "/")
		c.Scopes = []string{"profile", "email"}
	case "linkedin_oidc":
		c.Issuer = base("www.linkedin.com/oauth")
		c.Scopes = []string{"openid", "email", "profile"}
	case "github":
		// GitHub Enterprise serves its API under <URL>/api/v3.
		api := base("api.github.com")
		if s.URL != "" && !strings.HasSuffix(api, "api.github.com") {
			api += "/api/v3"
		}
		c.AuthEndpoint, c.TokenEndpoint = base("github.com")+"/login/oauth/authorize", base("github.com")+"/login/oauth/access_token"
		c.Scopes, c.User = []string{"user:email"}, githubUser(api)
	case "gitlab":
		h := base("gitlab.com")
		c.AuthEndpoint, c.TokenEndpoint = h+"/oauth/authorize", h+"/oauth/token"
		c.Scopes, c.User = []string{"read_user"}, gitlabUser(h)
	case "discord":
		api := base("discord.com") + "/api"
		c.AuthEndpoint, c.TokenEndpoint = api+"/oauth2/authorize", api+"/oauth2/token"
		c.Scopes, c.User = []string{"email", "identify"}, discordUser(api)
	case "facebook":
		c.AuthEndpoint, c.TokenEndpoint = base("www.facebook.com")+"/dialog/oauth", base("graph.facebook.com")+"/oauth/access_token"
		c.Scopes, c.User = []string{"email"}, facebookUser(base("graph.facebook.com"), s.Secret)
	case "x":
		c.AuthEndpoint, c.TokenEndpoint = base("x.com")+"/i/oauth2/authorize", base("api.x.com")+"/2/oauth2/token"
		c.Scopes, c.User, c.PKCE = []string{"users.email", "tweet.read", "users.read", "offline.access"}, xUser(base("api.x.com")), true
	default:
		return c, fmt.Errorf("unknown OAuth provider %q", name)
	}
	return c, nil
}

// chooseBase is the provider's base URL: the configured one without a trailing slash, or
// https:// and the provider's own host.
func chooseBase(configured, defaultHost string) string {
	if configured == "" {
		return "https://" + defaultHost
	}
	return strings.TrimRight(configured, "/")
}

// Azure: tokens from the multi-tenant endpoints carry their tenant's issuer
// (https://login.microsoftonline.com/<tenant id>/v2.0); the tenant must be the token's tid.
var azureIssuer = regexp.MustCompile(`^https://login\.microsoftonline\.com/([^/]+)/v2\.0/?$`)
var multiTenant = map[string]bool{"common": true, "organizations": true, "consumers": true}

func azureAnyTenant(_, iss string, claims map[string]any) bool {
	m := azureIssuer.FindStringSubmatch(iss)
	tid, _ := claims["tid"].(string)
	return m != nil && !multiTenant[m[1]] && m[1] == tid
}

// azureEmailVerified is GoTrue's rule: with the xms_edov claim absent an email is taken as
// verified; with it present, only when it says so (true or "1"/"true").
func azureEmailVerified(claims map[string]any) bool {
	email, _ := claims["email"].(string)
	if email == "" {
		return false
	}
	switch v := claims["xms_edov"].(type) {
	case nil:
		return true
	case bool:
		return v
	case string:
		return v == "1" || v == "true"
	default:
		return false
	}
}

// Email is one address a provider reports.
type Email struct {
	Email    string
	Verified bool
	Primary  bool
}

// pickEmail is GoTrue's choice among a provider's addresses: the first primary one, else
// the last one listed, each with its own verified flag.
func pickEmail(c *Claims, emails []Email) {
	for _, e := range emails {
		if e.Email == "" {
			continue
		}
		c.Email, c.EmailVerified = e.Email, e.Verified
		if e.Primary {
			return
		}
	}
}

// githubUser reads GET /user and GET /user/emails (the verified flag of each address).
func githubUser(api string) UserReader {
	return func(ctx context.Context, get GetJSON, _ string) (*Claims, error) {
		var u struct {
			ID        int64  `json:"id"`
			Login     string `json:"login"`
			Name      string `json:"name"`
			AvatarURL string `json:"avatar_url"`
		}
		if err := get(ctx, api+"/user", &u); err != nil {
			return nil, err
		}
		var list []struct {
			Email    string `json:"email"`
			Primary  bool   `json:"primary"`
			Verified bool   `json:"verified"`
		}
		if err := get(ctx, api+"/user/emails", &list); err != nil {
			return nil, err
		}
		c := &Claims{Issuer: api, Subject: idString(u.ID), Name: u.Name, Username: u.Login, Picture: u.AvatarURL}
		emails := make([]Email, 0, len(list))
		for _, e := range list {
			emails = append(emails, Email{Email: e.Email, Verified: e.Verified, Primary: e.Primary})
		}
		pickEmail(c, emails)
		return c, nil
	}
}

// readUser is a reader of one user resource (at the URL the access token gives, for
// Facebook's proof) turned into claims and the addresses to choose from.
func readUser[T any](at func(accessToken string) string, claims func(u *T) (*Claims, []Email)) UserReader {
	return func(ctx context.Context, get GetJSON, accessToken string) (*Claims, error) {
		var u T
		if err := get(ctx, at(accessToken), &u); err != nil {
			return nil, err
		}
		c, emails := claims(&u)
		pickEmail(c, emails)
		return c, nil
	}
}

func fixed(u string) func(string) string { return func(string) string { return u } }

// gitlabUser reads GET /api/v4/user: its email is the primary one, verified when
// confirmed_at is set (GitLab's other addresses, at /api/v4/user/emails, carry no
// confirmation and never win over a primary one, so they are not read).
func gitlabUser(host string) UserReader {
	type user struct {
		ID          int64  `json:"id"`
		Username    string `json:"username"`
		Email       string `json:"email"`
		Name        string `json:"name"`
		AvatarURL   string `json:"avatar_url"`
		ConfirmedAt string `json:"confirmed_at"`
	}
	return readUser(fixed(host+"/api/v4/user"), func(u *user) (*Claims, []Email) {
		return &Claims{Issuer: host, Subject: idString(u.ID), Name: u.Name, Username: u.Username, Picture: u.AvatarURL},
			[]Email{{Email: u.Email, Verified: u.ConfirmedAt != "", Primary: true}}
	})
}

// discordUser reads GET /api/users/@me; verified says whether its email is.
func discordUser(api string) UserReader {
	type user struct {
		ID            string `json:"id"`
		Username      string `json:"username"`
		Discriminator string `json:"discriminator"`
		GlobalName    string `json:"global_name"`
		Avatar        string `json:"avatar"`
		Email         string `json:"email"`
		Verified      bool   `json:"verified"`
	}
	return readUser(fixed(api+"/users/@me"), func(u *user) (*Claims, []Email) {
		name := u.GlobalName
		if name == "" {
			name = u.Username
		}
		return &Claims{Issuer: api, Subject: u.ID, Name: name, Username: u.Username, Picture: discordAvatar(u.ID, u.Avatar, u.Discriminator)},
			[]Email{{Email: u.Email, Verified: u.Verified, Primary: true}}
	})
}

// discordAvatar is the user's image on Discord's CDN (an animated one when the hash starts
// with a_), or the default avatar for the discriminator.
func discordAvatar(id, hash, discriminator string) string {
	if hash == "" {
		n, _ := strconv.Atoi(discriminator)
		return fmt.Sprintf("https://cdn.discordapp.com/embed/avatars/%d.png", n%5)
	}
	ext := "png"
	if strings.HasPrefix(hash, "a_") {
		ext = "gif"
	}
	return fmt.Sprintf("https://cdn.discordapp.com/avatars/%s/%s.%s", url.PathEscape(id), url.PathEscape(hash), ext)
}

// facebookUser reads GET /me with appsecret_proof (HMAC-SHA256 of the access token keyed
// with the app secret); Facebook only reports confirmed addresses.
func facebookUser(graph, secret string) UserReader {
	type user struct {
		ID        string `json:"id"`
		Email     string `json:"email"`
		FirstName string `json:"first_name"`
		LastName  string `json:"last_name"`
		Name      string `json:"name"`
		Picture   struct {
			Data struct {
				URL string `json:"url"`
			} `json:"data"`
		} `json:"picture"`
	}
	at := func(accessToken string) string {
		mac := hmac.New(sha256.New, []byte(secret))
		mac.Write([]byte(accessToken))
		q := url.Values{"fields": {"email,first_name,last_name,name,picture"}, "appsecret_proof": {hex.EncodeToString(mac.Sum(nil))}}
		return graph + "/me?" + q.Encode()
	}
	return readUser(at, func(u *user) (*Claims, []Email) {
		name := strings.TrimSpace(u.FirstName + " " + u.LastName)
		if name == "" {
			name = u.Name
		}
		return &Claims{Issuer: graph + "/me", Subject: u.ID, Name: name, Picture: u.Picture.Data.URL},
			[]Email{{Email: u.Email, Verified: true, Primary: true}}
	})
}

// xUser reads GET /2/users/me; X reports only a confirmed address (confirmed_email).
func xUser(api string) UserReader {
	type user struct {
		Data struct {
			ID              string `json:"id"`
			Name            string `json:"name"`
			Username        string `json:"username"`
			ConfirmedEmail  string `json:"confirmed_email"`
			ProfileImageURL string `json:"profile_image_url"`
		} `json:"data"`
	}
	return readUser(fixed(api+"/2/users/me?user.fields=id,name,username,confirmed_email,profile_image_url"), func(r *user) (*Claims, []Email) {
		u := r.Data
		return &Claims{Issuer: api, Subject: u.ID, Name: u.Name, Username: u.Username, Picture: u.ProfileImageURL},
			[]Email{{Email: u.ConfirmedEmail, Verified: true, Primary: true}}
	})
}

func idString(id int64) string {
	if id == 0 {
		return ""
	}
	return strconv.FormatInt(id, 10)
}

package api

import (
	"strings"
	"testing"

	"github.com/pedbook/pedbook/auth/internal/oauth/oidctest"
)

// Every way a user comes to exist obeys the user_metadata bound (GOTRUE_USER_METADATA_MAX_BYTES):
// an over-large data is refused with 400 validation_failed and no user is left behind. Phone
// sign-up, /otp (email and phone), /magiclink, anonymous sign-in, invite and generate_link
// once skipped it (each made its user by hand).
func TestEveryNewUserObeysTheMetadataBound(t *testing.T) {
	f := &fakeSMS{}
	e := newEnvWith(t, func(c *Config) {
		c.PhoneEnabled, c.SMSAutoconfirm, c.SMSOTPLength = true, false, 6
		c.SMSOTPExp, c.SMSMaxFrequency = 60_000_000_000, 0
		c.SMSTemplate = "Seu código PedBook: {{ .Code }}"
		c.AnonymousEnabled = true
		c.MaxMetadataBytes = 1024
	}, func(d *Deps) { d.SMS = f })
	svc := roleKey(t, "service_role")
	big := map[string]any{"bio": strings.Repeat("x", 2048)}
	small := map[string]any{"bio": "pediatra"}

	type entry struct {
		name    string
		request func(data map[string]any) req
		// where the user would be: a query of auth.users' rows it would leave
		rows string
		arg  string
	}
	var entries []entry
	add := func(name string, rows, arg string, request func(data map[string]any) req) {
		entries = append(entries, entry{name, request, rows, arg})
	}
	byEmail := `select count(*) from auth.users where email = $1`
	byPhone := `select count(*) from auth.users where phone = $1`
	for _, c := range []struct{ name, prefix, path string }{
		{"email sign-up", "big-signup", "/signup"},
		{"/otp email", "big-otp", "/otp"},
		{"/magiclink", "big-magic", "/magiclink"},
	} {
		email := uniqueEmail(c.prefix)
		add(c.name, byEmail, email, func(data map[string]any) req {
			return req{method: "POST", path: c.path, body: map[string]any{"email": email, "password": "Segredo-123", "data": data}}
		})
	}
	add("phone sign-up", byPhone, "5511987651001", func(data map[string]any) req {
		return req{method: "POST", path: "/signup", body: map[string]any{"phone": "5511987651001", "password": "Segredo-123", "data": data}}
	})
	add("/otp phone", byPhone, "5511987651002", func(data map[string]any) req {
		return req{method: "POST", path: "/otp", body: map[string]any{"phone": "5511987651002", "data": data}}
	})
	add("anonymous sign-in", `select count(*) from auth.users where is_anonymous and raw_user_meta_data->>'entry' = $1`, "anon",
		func(data map[string]any) req {
			d := map[string]any{"entry": "anon"}
			for k, v := range data {
				d[k] = v
			}
			return req{method: "POST", path: "/signup", body: map[string]any{"data": d}}
		})
	inviteEmail := uniqueEmail("big-invite")
	add("invite", byEmail, inviteEmail, func(data map[string]any) req {
		return req{method: "POST", path: "/invite", bearer: svc, body: map[string]any{"email": inviteEmail, "data": data}}
	})
	linkEmail := uniqueEmail("big-link")
	add("generate_link signup", byEmail, linkEmail, func(data map[string]any) req {
		return req{method: "POST", path: "/admin/generate_link", bearer: svc,
			body: map[string]any{"type": "signup", "email": linkEmail, "password": "Segredo-123", "data": data}}
	})
	magicLinkEmail := uniqueEmail("big-link-magic")
	add("generate_link magiclink", byEmail, magicLinkEmail, func(data map[string]any) req {
		return req{method: "POST", path: "/admin/generate_link", bearer: svc,
			body: map[string]any{"type": "magiclink", "email": magicLinkEmail, "data": data}}
	})
	adminEmail := uniqueEmail("big-admin")
	add("admin create", byEmail, adminEmail, func(data map[string]any) req {
		return req{method: "POST", path: "/admin/users", bearer: svc,
			body: map[string]any{"email": adminEmail, "password": "Segredo-123", "user_metadata": data}}
	})

	for _, c := range entries {
		t.Run(c.name, func(t *testing.T) {
			expectError(t, e.do(c.request(big)), 400, ErrValidationFailed)
			if n := e.scalar(c.rows, c.arg); n != int64(0) {
				t.Fatalf("%v users left behind by the refused request", n)
			}
			// the same request with ordinary metadata makes the user
			if r := e.do(c.request(small)); r.Status != 200 {
				t.Fatalf("ordinary metadata: %d %s", r.Status, r.Body)
			}
			if n := e.scalar(c.rows, c.arg); n != int64(1) {
				t.Fatalf("%v users after the accepted request", n)
			}
		})
	}
}

// An OAuth provider's first sign-in makes its user through the same createUser: claims
// larger than the bound are refused and leave no user (id_token grant, local OIDC provider).
func TestOAuthNewUserObeysTheMetadataBound(t *testing.T) {
	e, g, _ := oauthEnvWith(t, func(c *Config) { c.MaxMetadataBytes = 1024 })
	now := e.clock.Now()
	big := oidctest.User{Subject: "big-claims", Email: uniqueEmail("big-oauth"), EmailVerified: true, Name: strings.Repeat("N", 2048)}
	tok, err := g.IDToken(big, "google-ios", "", now)
	if err != nil {
		t.Fatal(err)
	}
	expectError(t, e.do(req{method: "POST", path: "/token?grant_type=id_token", body: map[string]any{"provider": "google", "id_token": tok}}),
		400, ErrValidationFailed)
	if n := e.scalar(`select count(*) from auth.users where email = $1`, lower(big.Email)); n != int64(0) {
		t.Fatalf("%v users left behind", n)
	}
	big.Name = "Nina"
	if tok, err = g.IDToken(big, "google-ios", "", now); err != nil {
		t.Fatal(err)
	}
	if r := e.do(req{method: "POST", path: "/token?grant_type=id_token", body: map[string]any{"provider": "google", "id_token": tok}}); r.Status != 200 {
		t.Fatalf("ordinary claims: %d %s", r.Status, r.Body)
	}
}

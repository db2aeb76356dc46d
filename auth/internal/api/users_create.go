package api

import (
	"context"

	"github.com/pedbook/pedbook/auth/internal/store"
)

// newUser is what a user starts with. Every way a user comes to exist (email and phone
// sign-up, /otp, /magiclink, anonymous sign-in, an OAuth provider's first sign-in, the
// admin's create, invite and generate_link) describes it here and calls createUser, which
// alone applies the rules every new user obeys.
type newUser struct {
	Email        string
	Phone        string
	PasswordHash string
	// Provider names the identity ("email", "phone", an OAuth provider); empty for an
	// anonymous user, who has no identity.
	Provider string
	// ProviderID is the identity's id at the provider (default: the new user's id, as
	// GoTrue does for email and phone).
	ProviderID string
	// Identity is the identity's data for an OAuth provider; for email and phone it is
	// built from the address and UserMetadata.
	Identity map[string]any
	// UserMetadata is the metadata as given (the request's data, the admin's
	// user_metadata, the provider's claims).
	UserMetadata map[string]any
	// AppMetadata is the admin's app_metadata; provider and providers are always set.
	AppMetadata map[string]any
	// Claims merges the identity's claims (sub, email or phone, *_verified) into
	// user_metadata, as GoTrue's sign-up does; users an admin makes keep theirs as given.
	Claims    bool
	Confirmed bool // the email (or phone) is confirmed at creation
	Anonymous bool
}

// createUser inserts a user (and its identity) after applying every rule for new users:
// the user_metadata bound (GOTRUE_USER_METADATA_MAX_BYTES) on the metadata as stored, the
// audience and default role, provider and providers in app_metadata. Callers check
// whether sign-ups are allowed and write their audit row.
func (a *API) createUser(ctx context.Context, db store.DB, n newUser) (*store.User, error) {
	now := a.now()
	id := newUUID()
	identity := map[string]any{}
	if n.Identity != nil {
		for k, v := range n.Identity {
			identity[k] = v
		}
	} else if n.Provider != "" {
		for k, v := range n.UserMetadata {
			identity[k] = v
		}
		identity["sub"] = id
		if n.Phone != "" {
			identity["phone"] = n.Phone
			identity["phone_verified"] = n.Confirmed
			identity["email_verified"] = false
		} else {
			identity["email"] = n.Email
			identity["email_verified"] = n.Confirmed
			identity["phone_verified"] = false
		}
	}
	meta := map[string]any{}
	for k, v := range n.UserMetadata {
		meta[k] = v
	}
	if n.Claims && n.Identity == nil && n.Provider != "" {
		for _, k := range []string{"sub", "email", "phone", "email_verified", "phone_verified"} {
			if v, ok := identity[k]; ok {
				meta[k] = v
			}
		}
	}
	if err := a.checkMetadata(meta); err != nil {
		return nil, err
	}
	app := map[string]any{}
	for k, v := range n.AppMetadata {
		app[k] = v
	}
	if n.Provider != "" {
		app["provider"] = n.Provider
		app["providers"] = []any{n.Provider}
	}
	u := &store.User{ID: id, Aud: a.cfg.JWTAud, Role: a.cfg.DefaultRole, Email: n.Email, Phone: n.Phone,
		EncryptedPassword: n.PasswordHash, AppMetadata: app, UserMetadata: meta, CreatedAt: now, UpdatedAt: now,
		IsAnonymous: n.Anonymous}
	if n.Confirmed && n.Email != "" {
		u.EmailConfirmedAt = &now
	}
	if err := store.InsertUser(ctx, db, u); err != nil {
		return nil, err
	}
	if n.Confirmed && n.Email == "" && n.Phone != "" {
		if err := store.ConfirmPhone(ctx, db, id, now); err != nil {
			return nil, err
		}
	}
	if n.Provider != "" {
		providerID := n.ProviderID
		if providerID == "" {
			providerID = id
		}
		if err := store.InsertIdentity(ctx, db, &store.Identity{ProviderID: providerID, UserID: id, IdentityData: identity,
			Provider: n.Provider, LastSignInAt: &now, CreatedAt: now}); err != nil {
			return nil, err
		}
	}
	return store.UserByID(ctx, db, id)
}

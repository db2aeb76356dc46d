package api

import (
	"context"
	"time"

	"github.com/pedbook/pedbook/auth/internal/store"
)

// userJSON is GoTrue's User object on the wire: always-present fields plus the optional
// ones only when set.
type userJSON struct {
	ID                 string         `json:"id"`
	Aud                string         `json:"aud"`
	Role               string         `json:"role"`
	Email              string         `json:"email"`
	EmailConfirmedAt   *time.Time     `json:"email_confirmed_at,omitempty"`
	Phone              string         `json:"phone"`
	PhoneConfirmedAt   *time.Time     `json:"phone_confirmed_at,omitempty"`
	ConfirmationSentAt *time.Time     `json:"confirmation_sent_at,omitempty"`
	ConfirmedAt        *time.Time     `json:"confirmed_at,omitempty"`
	RecoverySentAt     *time.Time     `json:"recovery_sent_at,omitempty"`
	NewEmail           string         `json:"new_email,omitempty"`
	EmailChangeSentAt  *time.Time     `json:"email_change_sent_at,omitempty"`
	InvitedAt          *time.Time     `json:"invited_at,omitempty"`
	LastSignInAt       *time.Time     `json:"last_sign_in_at,omitempty"`
	AppMetadata        map[string]any `json:"app_metadata"`
	UserMetadata       map[string]any `json:"user_metadata"`
	Identities         []identityJSON `json:"identities"`
	CreatedAt          time.Time      `json:"created_at"`
	UpdatedAt          time.Time      `json:"updated_at"`
	BannedUntil        *time.Time     `json:"banned_until,omitempty"`
	DeletedAt          *time.Time     `json:"deleted_at,omitempty"`
	IsAnonymous        bool           `json:"is_anonymous"`
	Factors            []factorJSON   `json:"factors,omitempty"`
}

type identityJSON struct {
	IdentityID   string         `json:"identity_id"`
	ID           string         `json:"id"`
	UserID       string         `json:"user_id"`
	IdentityData map[string]any `json:"identity_data"`
	Provider     string         `json:"provider"`
	LastSignInAt *time.Time     `json:"last_sign_in_at,omitempty"`
	CreatedAt    time.Time      `json:"created_at"`
	UpdatedAt    time.Time      `json:"updated_at"`
	Email        string         `json:"email,omitempty"`
}

func utc(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	u := t.UTC()
	return &u
}

func toUserJSON(u *store.User, ids []*store.Identity) userJSON {
	out := userJSON{
		ID: u.ID, Aud: u.Aud, Role: u.Role, Email: u.Email, Phone: u.Phone,
		EmailConfirmedAt: utc(u.EmailConfirmedAt), PhoneConfirmedAt: utc(u.PhoneConfirmedAt),
		ConfirmationSentAt: utc(u.ConfirmationSentAt), ConfirmedAt: utc(u.ConfirmedAt),
		RecoverySentAt: utc(u.RecoverySentAt), NewEmail: u.EmailChange, EmailChangeSentAt: utc(u.EmailChangeSentAt),
		InvitedAt: utc(u.InvitedAt), LastSignInAt: utc(u.LastSignInAt),
		AppMetadata: u.AppMetadata, UserMetadata: u.UserMetadata, Identities: []identityJSON{},
		CreatedAt: u.CreatedAt.UTC(), UpdatedAt: u.UpdatedAt.UTC(),
		BannedUntil: utc(u.BannedUntil), DeletedAt: utc(u.DeletedAt), IsAnonymous: u.IsAnonymous,
	}
	if out.AppMetadata == nil {
		out.AppMetadata = map[string]any{}
	}
	if out.UserMetadata == nil {
		out.UserMetadata = map[string]any{}
	}
	for _, i := range ids {
		out.Identities = append(out.Identities, identityJSON{
			IdentityID: i.ID, ID: i.ProviderID, UserID: i.UserID, IdentityData: i.IdentityData, Provider: i.Provider,
			LastSignInAt: utc(i.LastSignInAt), CreatedAt: i.CreatedAt.UTC(), UpdatedAt: i.UpdatedAt.UTC(), Email: i.Email,
		})
	}
	return out
}

// renderUser reads u's identities and renders it.
func renderUser(ctx context.Context, db store.DB, u *store.User) (*userJSON, error) {
	ids, err := store.IdentitiesOfUser(ctx, db, u.ID)
	if err != nil {
		return nil, err
	}
	j := toUserJSON(u, ids)
	factors, err := store.FactorsOfUser(ctx, db, u.ID)
	if err != nil {
		return nil, err
	}
	for _, f := range factors {
		j.Factors = append(j.Factors, toFactorJSON(f))
	}
	return &j, nil
}

// reloadUser reads a user again (after updates) and renders it.
func reloadUser(ctx context.Context, db store.DB, id string) (*store.User, *userJSON, error) {
	u, err := store.UserByID(ctx, db, id)
	if err != nil {
		return nil, nil, err
	}
	j, err := renderUser(ctx, db, u)
	return u, j, err
}

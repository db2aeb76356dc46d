package store

import (
	"context"
	"encoding/json"
	"fmt"
	"time"
)

// Identity is a row of auth.identities.
type Identity struct {
	ID           string // row id (identity_id on the wire)
	ProviderID   string // provider's subject (the user id for email identities)
	UserID       string
	IdentityData map[string]any
	Provider     string
	LastSignInAt *time.Time
	CreatedAt    time.Time
	UpdatedAt    time.Time
	Email        string
}

const sqlInsertIdentity = `insert into auth.identities (provider_id, user_id, identity_data, provider,
  last_sign_in_at, created_at, updated_at) values ($1, $2, $3, $4, $5, $5, $5)
  returning id, coalesce(email, '')`

// InsertIdentity inserts i, filling its id and derived email.
func InsertIdentity(ctx context.Context, db DB, i *Identity) error {
	b, err := json.Marshal(i.IdentityData)
	if err != nil {
		return fmt.Errorf("encode identity data: %w", err)
	}
	if err := db.QueryRow(ctx, sqlInsertIdentity, i.ProviderID, i.UserID, jsonText(b), i.Provider, i.CreatedAt).Scan(&i.ID, &i.Email); err != nil {
		return fmt.Errorf("insert identity: %w", err)
	}
	return nil
}

const sqlIdentitiesOfUser = `select id, provider_id, user_id, identity_data, provider, last_sign_in_at,
  created_at, updated_at, coalesce(email, '') from auth.identities where user_id = $1 order by created_at, id`

// IdentitiesOfUser lists a user's identities, oldest first.
func IdentitiesOfUser(ctx context.Context, db DB, userID string) ([]*Identity, error) {
	rows, err := db.Query(ctx, sqlIdentitiesOfUser, userID)
	if err != nil {
		return nil, fmt.Errorf("list identities: %w", err)
	}
	defer rows.Close()
	var out []*Identity
	for rows.Next() {
		var i Identity
		var data []byte
		if err := rows.Scan(&i.ID, &i.ProviderID, &i.UserID, &data, &i.Provider, &i.LastSignInAt,
			&i.CreatedAt, &i.UpdatedAt, &i.Email); err != nil {
			return nil, fmt.Errorf("scan identity: %w", err)
		}
		if json.Unmarshal(data, &i.IdentityData) != nil || i.IdentityData == nil {
			i.IdentityData = map[string]any{}
		}
		out = append(out, &i)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("list identities: %w", err)
	}
	return out, nil
}

const sqlIdentityByProvider = `select id, provider_id, user_id, identity_data, provider, last_sign_in_at,
  created_at, updated_at, coalesce(email, '') from auth.identities where provider = $1 and provider_id = $2`

// IdentityByProvider finds the identity of a provider's subject.
func IdentityByProvider(ctx context.Context, db DB, provider, providerID string) (*Identity, error) {
	var i Identity
	var data []byte
	err := db.QueryRow(ctx, sqlIdentityByProvider, provider, providerID).Scan(&i.ID, &i.ProviderID, &i.UserID, &data,
		&i.Provider, &i.LastSignInAt, &i.CreatedAt, &i.UpdatedAt, &i.Email)
	if err != nil {
		if err = notFound(err); err == ErrNotFound {
			return nil, err
		}
		return nil, fmt.Errorf("load identity: %w", err)
	}
	if json.Unmarshal(data, &i.IdentityData) != nil || i.IdentityData == nil {
		i.IdentityData = map[string]any{}
	}
	return &i, nil
}

const sqlTouchIdentity = `update auth.identities set identity_data = $2, last_sign_in_at = $3, updated_at = $3 where id = $1`

// TouchIdentity refreshes an identity's claims and sign-in time.
func TouchIdentity(ctx context.Context, db DB, id string, data map[string]any, now time.Time) error {
	b, err := json.Marshal(data)
	if err != nil {
		return fmt.Errorf("encode identity data: %w", err)
	}
	if _, err := db.Exec(ctx, sqlTouchIdentity, id, jsonText(b), now); err != nil {
		return fmt.Errorf("update identity: %w", err)
	}
	return nil
}

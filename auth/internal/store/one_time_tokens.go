package store

import (
	"context"
	"fmt"
	"time"
)

// OneTimeToken is a row of auth.one_time_tokens: the hash of an emailed code/link.
type OneTimeToken struct {
	ID             string
	UserID         string
	TokenType      string
	TokenHash      string
	RelatesTo      string
	FailedAttempts int
	CreatedAt      time.Time
}

// Token types (auth.one_time_token_type).
const (
	ConfirmationToken = "confirmation_token"
	RecoveryToken     = "recovery_token"
	EmailChangeToken  = "email_change_token_new"
	ReauthToken       = "reauthentication_token"
	PhoneChangeToken  = "phone_change_token"
)

const sqlUpsertOneTimeToken = `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to,
  failed_attempts, created_at, updated_at) values (gen_random_uuid(), $1, $2, $3, $4, 0, $5, $5)
  on conflict (user_id, token_type) do update set token_hash = excluded.token_hash,
  relates_to = excluded.relates_to, failed_attempts = 0, created_at = excluded.created_at, updated_at = excluded.updated_at`

// PutOneTimeToken stores (replacing any previous one of the type) a token for the user.
func PutOneTimeToken(ctx context.Context, db DB, userID, typ, hash, relatesTo string, now time.Time) error {
	if _, err := db.Exec(ctx, sqlUpsertOneTimeToken, userID, typ, hash, relatesTo, now.UTC()); err != nil {
		return fmt.Errorf("store one-time token: %w", err)
	}
	return nil
}

const ottColumns = `id, user_id, token_type::text, token_hash, relates_to, failed_attempts, created_at`

const sqlOneTimeTokenForUpdate = `select ` + ottColumns + ` from auth.one_time_tokens
  where user_id = $1 and token_type = $2::auth.one_time_token_type for update`

// OneTimeTokenForUpdate loads and locks the user's token of a type.
func OneTimeTokenForUpdate(ctx context.Context, db DB, userID, typ string) (*OneTimeToken, error) {
	return scanOTT(ctx, db, sqlOneTimeTokenForUpdate, userID, typ)
}

const sqlOneTimeTokenByHash = `select ` + ottColumns + ` from auth.one_time_tokens
  where token_hash = $1 and token_type = $2::auth.one_time_token_type for update`

// OneTimeTokenByHash loads and locks a token by its hash (the link variant).
func OneTimeTokenByHash(ctx context.Context, db DB, hash, typ string) (*OneTimeToken, error) {
	return scanOTT(ctx, db, sqlOneTimeTokenByHash, hash, typ)
}

func scanOTT(ctx context.Context, db DB, q string, a, b string) (*OneTimeToken, error) {
	var t OneTimeToken
	err := db.QueryRow(ctx, q, a, b).Scan(&t.ID, &t.UserID, &t.TokenType, &t.TokenHash, &t.RelatesTo, &t.FailedAttempts, &t.CreatedAt)
	if err != nil {
		if err = notFound(err); err == ErrNotFound {
			return nil, err
		}
		return nil, fmt.Errorf("load one-time token: %w", err)
	}
	return &t, nil
}

const sqlFailOneTimeToken = `update auth.one_time_tokens set failed_attempts = failed_attempts + 1, updated_at = $2
  where id = $1 returning failed_attempts`

// FailOneTimeToken counts a wrong attempt and returns the new count.
func FailOneTimeToken(ctx context.Context, db DB, id string, now time.Time) (int, error) {
	var n int
	if err := db.QueryRow(ctx, sqlFailOneTimeToken, id, now.UTC()).Scan(&n); err != nil {
		return 0, fmt.Errorf("count failed attempt: %w", err)
	}
	return n, nil
}

const sqlDeleteOneTimeToken = `delete from auth.one_time_tokens where id = $1`

// DeleteOneTimeToken consumes or voids a token.
func DeleteOneTimeToken(ctx context.Context, db DB, id string) error {
	if _, err := db.Exec(ctx, sqlDeleteOneTimeToken, id); err != nil {
		return fmt.Errorf("delete one-time token: %w", err)
	}
	return nil
}

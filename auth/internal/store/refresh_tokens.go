package store

import (
	"context"
	"fmt"
	"time"
)

// RefreshToken is a row of auth.refresh_tokens. Token and Parent hold SHA-256 hashes of the
// tokens, never the tokens themselves.
type RefreshToken struct {
	ID        int64
	Token     string
	UserID    string
	Revoked   bool
	Parent    string
	SessionID string
	CreatedAt time.Time
	UpdatedAt time.Time
}

const refreshColumns = `id, token, coalesce(user_id, ''), coalesce(revoked, false), coalesce(parent, ''),
  coalesce(session_id::text, ''), created_at, updated_at`

const sqlInsertRefreshToken = `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, parent, session_id, created_at, updated_at)
  values ('00000000-0000-0000-0000-000000000000', $1, $2, false, nullif($3, ''), $4, $5, $5) returning id`

// InsertRefreshToken stores a token hash for a session, with its parent's hash (or "").
func InsertRefreshToken(ctx context.Context, db DB, hash, userID, sessionID, parent string, now time.Time) (int64, error) {
	var id int64
	if err := db.QueryRow(ctx, sqlInsertRefreshToken, hash, userID, parent, sessionID, now).Scan(&id); err != nil {
		return 0, fmt.Errorf("insert refresh token: %w", err)
	}
	return id, nil
}

const sqlRefreshTokenByHash = `select ` + refreshColumns + ` from auth.refresh_tokens where token = $1`

// RefreshTokenByHash loads a token by its hash.
func RefreshTokenByHash(ctx context.Context, db DB, hash string) (*RefreshToken, error) {
	return scanRefresh(ctx, db, sqlRefreshTokenByHash, hash)
}

const sqlActiveRefreshToken = `select ` + refreshColumns + ` from auth.refresh_tokens
  where session_id = $1 and not revoked order by id desc limit 1`

// ActiveRefreshToken is the session's newest non-revoked token (ErrNotFound when none).
func ActiveRefreshToken(ctx context.Context, db DB, sessionID string) (*RefreshToken, error) {
	return scanRefresh(ctx, db, sqlActiveRefreshToken, sessionID)
}

func scanRefresh(ctx context.Context, db DB, q string, arg any) (*RefreshToken, error) {
	var r RefreshToken
	err := db.QueryRow(ctx, q, arg).Scan(&r.ID, &r.Token, &r.UserID, &r.Revoked, &r.Parent, &r.SessionID, &r.CreatedAt, &r.UpdatedAt)
	if err != nil {
		if err = notFound(err); err == ErrNotFound {
			return nil, err
		}
		return nil, fmt.Errorf("load refresh token: %w", err)
	}
	return &r, nil
}

const sqlRevokeRefreshToken = `update auth.refresh_tokens set revoked = true, updated_at = $2 where id = $1`

// RevokeRefreshToken marks one token used.
func RevokeRefreshToken(ctx context.Context, db DB, id int64, now time.Time) error {
	if _, err := db.Exec(ctx, sqlRevokeRefreshToken, id, now); err != nil {
		return fmt.Errorf("revoke refresh token: %w", err)
	}
	return nil
}

const sqlRevokeFamily = `update auth.refresh_tokens set revoked = true, updated_at = $2 where session_id = $1 and not revoked`

// RevokeFamily revokes every live token of a session (reuse of a used token was detected).
func RevokeFamily(ctx context.Context, db DB, sessionID string, now time.Time) error {
	if _, err := db.Exec(ctx, sqlRevokeFamily, sessionID, now); err != nil {
		return fmt.Errorf("revoke token family: %w", err)
	}
	return nil
}

const sqlChildCount = `select count(*) from auth.refresh_tokens where parent = $1 and id < $2`

// ChildIndex is the position among its parent's children of the token with id (children
// are numbered in creation order from 0).
func ChildIndex(ctx context.Context, db DB, parentHash string, id int64) (int, error) {
	var n int
	if err := db.QueryRow(ctx, sqlChildCount, parentHash, id).Scan(&n); err != nil {
		return 0, fmt.Errorf("count children: %w", err)
	}
	return n, nil
}

// ChildCount is how many children a token has.
func ChildCount(ctx context.Context, db DB, parentHash string) (int, error) {
	return ChildIndex(ctx, db, parentHash, 1<<62)
}

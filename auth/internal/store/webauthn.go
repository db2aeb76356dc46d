package store

import (
	"context"
	"fmt"
	"time"
)

const sqlInsertChallenge = `insert into auth.webauthn_challenges (id, user_id, kind, session_data, created_at, expires_at)
  values ($1, nullif($2, '')::uuid, $3, $4, $5, $6)`

// InsertWebAuthnChallenge stores a ceremony's session data between its options and verify calls.
func InsertWebAuthnChallenge(ctx context.Context, db DB, id, userID, kind string, session []byte, now, expires time.Time) error {
	if _, err := db.Exec(ctx, sqlInsertChallenge, id, userID, kind, jsonText(session), now, expires); err != nil {
		return fmt.Errorf("store webauthn challenge: %w", err)
	}
	return nil
}

const sqlTakeChallenge = `delete from auth.webauthn_challenges where id = $1 and kind = $2
  returning coalesce(user_id::text, ''), session_data, expires_at`

// TakeWebAuthnChallenge removes and returns a challenge (single use).
func TakeWebAuthnChallenge(ctx context.Context, db DB, id, kind string) (userID string, session []byte, expires time.Time, err error) {
	err = db.QueryRow(ctx, sqlTakeChallenge, id, kind).Scan(&userID, &session, &expires)
	if err != nil {
		if err = notFound(err); err == ErrNotFound {
			return "", nil, time.Time{}, err
		}
		return "", nil, time.Time{}, fmt.Errorf("take webauthn challenge: %w", err)
	}
	return userID, session, expires, nil
}

const sqlDeleteExpiredChallenges = `delete from auth.webauthn_challenges where expires_at < $1`

// DeleteExpiredWebAuthnChallenges drops abandoned ceremonies.
func DeleteExpiredWebAuthnChallenges(ctx context.Context, db DB, now time.Time) error {
	if _, err := db.Exec(ctx, sqlDeleteExpiredChallenges, now); err != nil {
		return fmt.Errorf("delete expired challenges: %w", err)
	}
	return nil
}

// Passkey is a row of auth.webauthn_credentials.
type Passkey struct {
	ID           string
	UserID       string
	CredentialID []byte
	Credential   []byte // go-webauthn's Credential as JSON
	FriendlyName string
	CreatedAt    time.Time
	LastUsedAt   *time.Time
}

const passkeyColumns = `id, user_id, credential_id, credential, coalesce(friendly_name, ''), created_at, last_used_at`

const sqlInsertPasskey = `insert into auth.webauthn_credentials (id, user_id, credential_id, credential, friendly_name, created_at)
  values ($1, $2, $3, $4, nullif($5, ''), $6)`

// InsertPasskey stores a registered credential.
func InsertPasskey(ctx context.Context, db DB, p *Passkey) error {
	if _, err := db.Exec(ctx, sqlInsertPasskey, p.ID, p.UserID, p.CredentialID, jsonText(p.Credential), p.FriendlyName, p.CreatedAt); err != nil {
		return fmt.Errorf("insert passkey: %w", err)
	}
	return nil
}

const sqlPasskeysOfUser = `select ` + passkeyColumns + ` from auth.webauthn_credentials where user_id = $1 order by created_at`

// PasskeysOfUser lists a user's passkeys.
func PasskeysOfUser(ctx context.Context, db DB, userID string) ([]*Passkey, error) {
	rows, err := db.Query(ctx, sqlPasskeysOfUser, userID)
	if err != nil {
		return nil, fmt.Errorf("list passkeys: %w", err)
	}
	defer rows.Close()
	var out []*Passkey
	for rows.Next() {
		var p Passkey
		if err := rows.Scan(&p.ID, &p.UserID, &p.CredentialID, &p.Credential, &p.FriendlyName, &p.CreatedAt, &p.LastUsedAt); err != nil {
			return nil, fmt.Errorf("scan passkey: %w", err)
		}
		out = append(out, &p)
	}
	return out, rows.Err()
}

const sqlUpdatePasskeyUse = `update auth.webauthn_credentials set credential = $2, last_used_at = $3 where credential_id = $1`

// RecordPasskeyUse stores the credential after a sign-in (sign count, flags) and when.
func RecordPasskeyUse(ctx context.Context, db DB, credentialID, credential []byte, now time.Time) error {
	if _, err := db.Exec(ctx, sqlUpdatePasskeyUse, credentialID, jsonText(credential), now); err != nil {
		return fmt.Errorf("record passkey use: %w", err)
	}
	return nil
}

const sqlDeletePasskey = `delete from auth.webauthn_credentials where id = $1 and user_id = $2`

// DeletePasskey removes one of the user's passkeys; false when there was none.
func DeletePasskey(ctx context.Context, db DB, id, userID string) (bool, error) {
	tag, err := db.Exec(ctx, sqlDeletePasskey, id, userID)
	if err != nil {
		return false, fmt.Errorf("delete passkey: %w", err)
	}
	return tag.RowsAffected() == 1, nil
}

const sqlRenamePasskey = `update auth.webauthn_credentials set friendly_name = $3 where id = $1 and user_id = $2
  returning ` + passkeyColumns

// RenamePasskey changes the friendly name of one of the user's passkeys.
func RenamePasskey(ctx context.Context, db DB, id, userID, name string) (*Passkey, error) {
	var p Passkey
	err := db.QueryRow(ctx, sqlRenamePasskey, id, userID, name).Scan(&p.ID, &p.UserID, &p.CredentialID, &p.Credential, &p.FriendlyName, &p.CreatedAt, &p.LastUsedAt)
	if err != nil {
		if err = notFound(err); err == ErrNotFound {
			return nil, err
		}
		return nil, fmt.Errorf("rename passkey: %w", err)
	}
	return &p, nil
}

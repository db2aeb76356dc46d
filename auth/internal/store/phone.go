package store

import (
	"context"
	"fmt"
	"time"
)

const sqlUserByPhone = `select ` + userColumns + ` from auth.users where phone = $1 and deleted_at is null limit 1`

// UserByPhone loads the user with a phone (E.164 digits).
func UserByPhone(ctx context.Context, db DB, phone string) (*User, error) {
	u, err := scanUser(db.QueryRow(ctx, sqlUserByPhone, phone))
	if err != nil && err != ErrNotFound {
		return nil, fmt.Errorf("load user by phone: %w", err)
	}
	return u, err
}

const sqlUserByPendingPhone = `select ` + userColumns + ` from auth.users
  where phone_change = $1 and deleted_at is null order by phone_change_sent_at desc nulls last limit 1`

// UserByPendingPhone finds the user changing its phone to phone.
func UserByPendingPhone(ctx context.Context, db DB, phone string) (*User, error) {
	u, err := scanUser(db.QueryRow(ctx, sqlUserByPendingPhone, phone))
	if err != nil && err != ErrNotFound {
		return nil, fmt.Errorf("load user by pending phone: %w", err)
	}
	return u, err
}

const sqlConfirmPhone = `update auth.users set phone_confirmed_at = coalesce(phone_confirmed_at, $2), updated_at = $2 where id = $1`

// ConfirmPhone marks the phone confirmed (first time only).
func ConfirmPhone(ctx context.Context, db DB, id string, now time.Time) error {
	if _, err := db.Exec(ctx, sqlConfirmPhone, id, now); err != nil {
		return fmt.Errorf("confirm phone: %w", err)
	}
	return nil
}

const sqlSetPhoneChange = `update auth.users set phone_change = $2, phone_change_token = $3, phone_change_sent_at = $4, updated_at = $4 where id = $1`

// SetPhoneChange records a pending phone change and its token hash.
func SetPhoneChange(ctx context.Context, db DB, id, phone, hash string, now time.Time) error {
	if _, err := db.Exec(ctx, sqlSetPhoneChange, id, phone, hash, now); err != nil {
		return fmt.Errorf("record phone change: %w", err)
	}
	return nil
}

const sqlApplyPhoneChange = `update auth.users set phone = phone_change, phone_confirmed_at = $2, phone_change = '',
  phone_change_token = '', phone_change_sent_at = null, updated_at = $2 where id = $1`

const sqlPhoneIdentity = `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
  values ($1::text, $1::uuid, jsonb_build_object('sub', $1::text, 'phone', $2::text, 'phone_verified', true, 'email_verified', false), 'phone', $3, $3, $3)
  on conflict (provider_id, provider) do update set identity_data = auth.identities.identity_data || excluded.identity_data, updated_at = $3`

// ApplyPhoneChange makes the pending phone the user's confirmed phone (and its identity).
func ApplyPhoneChange(ctx context.Context, db DB, id, phone string, now time.Time) error {
	if _, err := db.Exec(ctx, sqlApplyPhoneChange, id, now); err != nil {
		return fmt.Errorf("apply phone change: %w", err)
	}
	if _, err := db.Exec(ctx, sqlPhoneIdentity, id, phone, now); err != nil {
		return fmt.Errorf("phone identity: %w", err)
	}
	return nil
}

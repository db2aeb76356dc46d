package store

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	sq "github.com/Masterminds/squirrel"
	"github.com/jackc/pgx/v5"
)

// User is a row of auth.users (the columns the service uses).
type User struct {
	ID                 string
	Aud                string
	Role               string
	Email              string
	EncryptedPassword  string
	EmailConfirmedAt   *time.Time
	InvitedAt          *time.Time
	ConfirmationSentAt *time.Time
	RecoverySentAt     *time.Time
	EmailChange        string
	EmailChangeSentAt  *time.Time
	LastSignInAt       *time.Time
	AppMetadata        map[string]any
	UserMetadata       map[string]any
	CreatedAt          time.Time
	UpdatedAt          time.Time
	Phone              string
	PhoneConfirmedAt   *time.Time
	ConfirmedAt        *time.Time
	BannedUntil        *time.Time
	DeletedAt          *time.Time
	IsAnonymous        bool
	IsSSOUser          bool
}

// Banned reports whether the user is banned at now. A ban written as 'infinity' (as
// GoTrue's admins sometimes do by hand) is read as the last second of 9999, '-infinity' as
// no ban: Go's time.Time has no infinities.
func (u *User) Banned(now time.Time) bool {
	return u.BannedUntil != nil && u.BannedUntil.After(now)
}

const userColumns = `id, coalesce(aud, ''), coalesce(role, ''), coalesce(email, ''), coalesce(encrypted_password, ''),
  email_confirmed_at, invited_at, confirmation_sent_at, recovery_sent_at, coalesce(email_change, ''),
  email_change_sent_at, last_sign_in_at, coalesce(raw_app_meta_data, '{}'), coalesce(raw_user_meta_data, '{}'),
  created_at, updated_at, coalesce(phone, ''), phone_confirmed_at, confirmed_at,
  case banned_until when 'infinity' then '9999-12-31 23:59:59+00'::timestamptz when '-infinity' then null else banned_until end, deleted_at,
  is_anonymous, is_sso_user`

func scanUser(row pgx.Row) (*User, error) {
	var u User
	var app, meta []byte
	err := row.Scan(&u.ID, &u.Aud, &u.Role, &u.Email, &u.EncryptedPassword,
		&u.EmailConfirmedAt, &u.InvitedAt, &u.ConfirmationSentAt, &u.RecoverySentAt, &u.EmailChange,
		&u.EmailChangeSentAt, &u.LastSignInAt, &app, &meta,
		&u.CreatedAt, &u.UpdatedAt, &u.Phone, &u.PhoneConfirmedAt, &u.ConfirmedAt, &u.BannedUntil, &u.DeletedAt,
		&u.IsAnonymous, &u.IsSSOUser)
	if err != nil {
		return nil, notFound(err)
	}
	if err := json.Unmarshal(app, &u.AppMetadata); err != nil || u.AppMetadata == nil {
		u.AppMetadata = map[string]any{}
	}
	if err := json.Unmarshal(meta, &u.UserMetadata); err != nil || u.UserMetadata == nil {
		u.UserMetadata = map[string]any{}
	}
	return &u, nil
}

const sqlUserByID = `select ` + userColumns + ` from auth.users where id = $1`

// UserByID loads a user.
func UserByID(ctx context.Context, db DB, id string) (*User, error) {
	u, err := scanUser(db.QueryRow(ctx, sqlUserByID, id))
	if err != nil && err != ErrNotFound {
		return nil, fmt.Errorf("load user: %w", err)
	}
	return u, err
}

const sqlUserByIDForUpdate = sqlUserByID + ` for update`

// UserByIDForUpdate loads and locks a user.
func UserByIDForUpdate(ctx context.Context, db DB, id string) (*User, error) {
	u, err := scanUser(db.QueryRow(ctx, sqlUserByIDForUpdate, id))
	if err != nil && err != ErrNotFound {
		return nil, fmt.Errorf("load user: %w", err)
	}
	return u, err
}

const sqlUserByEmail = `select ` + userColumns + ` from auth.users
  where lower(email) = lower($1) and is_sso_user = false and deleted_at is null
  order by created_at limit 1`

// UserByEmail loads the (non-SSO) user with an address, case-insensitively.
func UserByEmail(ctx context.Context, db DB, email string) (*User, error) {
	u, err := scanUser(db.QueryRow(ctx, sqlUserByEmail, email))
	if err != nil && err != ErrNotFound {
		return nil, fmt.Errorf("load user by email: %w", err)
	}
	return u, err
}

const sqlInsertUser = `insert into auth.users (instance_id, id, aud, role, email, encrypted_password,
  email_confirmed_at, confirmation_sent_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  phone, is_anonymous, invited_at, banned_until)
  values ('00000000-0000-0000-0000-000000000000', $1, $2, $3, nullif($4, ''), $5, $6, $7, $8, $9, $10, $10,
  nullif($11, ''), $12, $13, $14)`

// InsertUser inserts u (id, timestamps and metadata set by the caller).
func InsertUser(ctx context.Context, db DB, u *User) error {
	app, err := json.Marshal(u.AppMetadata)
	if err != nil {
		return fmt.Errorf("encode app metadata: %w", err)
	}
	meta, err := json.Marshal(u.UserMetadata)
	if err != nil {
		return fmt.Errorf("encode user metadata: %w", err)
	}
	_, err = db.Exec(ctx, sqlInsertUser, u.ID, u.Aud, u.Role, u.Email, u.EncryptedPassword,
		u.EmailConfirmedAt, u.ConfirmationSentAt, jsonText(app), jsonText(meta), u.CreatedAt, u.Phone, u.IsAnonymous, u.InvitedAt, u.BannedUntil)
	if err != nil {
		return fmt.Errorf("insert user: %w", err)
	}
	return nil
}

const sqlUpdatePassword = `update auth.users set encrypted_password = $2, updated_at = $3,
  recovery_token = '', confirmation_token = '', email_change_token_new = '', email_change_token_current = '',
  reauthentication_token = '' where id = $1`

const sqlDeletePendingTokens = `delete from auth.one_time_tokens where user_id = $1`

// UpdatePassword replaces the hash and voids every pending emailed token.
func UpdatePassword(ctx context.Context, db DB, id, hash string, now time.Time) error {
	if _, err := db.Exec(ctx, sqlUpdatePassword, id, hash, now); err != nil {
		return fmt.Errorf("update password: %w", err)
	}
	if _, err := db.Exec(ctx, sqlDeletePendingTokens, id); err != nil {
		return fmt.Errorf("clear pending tokens: %w", err)
	}
	return nil
}

const sqlUpdateUserMetadata = `update auth.users set raw_user_meta_data = $2, updated_at = $3 where id = $1`

// UpdateUserMetadata replaces raw_user_meta_data.
func UpdateUserMetadata(ctx context.Context, db DB, id string, meta map[string]any, now time.Time) error {
	b, err := json.Marshal(meta)
	if err != nil {
		return fmt.Errorf("encode user metadata: %w", err)
	}
	if _, err := db.Exec(ctx, sqlUpdateUserMetadata, id, jsonText(b), now); err != nil {
		return fmt.Errorf("update user metadata: %w", err)
	}
	return nil
}

const sqlUpdateAppMetadata = `update auth.users set raw_app_meta_data = $2, updated_at = $3 where id = $1`

// UpdateAppMetadata replaces raw_app_meta_data.
func UpdateAppMetadata(ctx context.Context, db DB, id string, meta map[string]any, now time.Time) error {
	b, err := json.Marshal(meta)
	if err != nil {
		return fmt.Errorf("encode app metadata: %w", err)
	}
	if _, err := db.Exec(ctx, sqlUpdateAppMetadata, id, jsonText(b), now); err != nil {
		return fmt.Errorf("update app metadata: %w", err)
	}
	return nil
}

const sqlConfirmEmail = `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, $2),
  confirmation_token = '', updated_at = $2,
  raw_user_meta_data = case when raw_user_meta_data ? 'email_verified'
    then raw_user_meta_data || '{"email_verified": true}'::jsonb else raw_user_meta_data end
  where id = $1`

const sqlIdentitiesEmailVerified = `update auth.identities
  set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = $2
  where user_id = $1 and provider = 'email'`

// ConfirmEmail marks the user's address confirmed (once) and its email identity verified.
func ConfirmEmail(ctx context.Context, db DB, id string, now time.Time) error {
	if _, err := db.Exec(ctx, sqlConfirmEmail, id, now); err != nil {
		return fmt.Errorf("confirm email: %w", err)
	}
	if _, err := db.Exec(ctx, sqlIdentitiesEmailVerified, id, now); err != nil {
		return fmt.Errorf("mark identity verified: %w", err)
	}
	return nil
}

const sqlSetLastSignIn = `update auth.users set last_sign_in_at = $2, updated_at = $2 where id = $1`

// SetLastSignIn records a sign-in.
func SetLastSignIn(ctx context.Context, db DB, id string, now time.Time) error {
	if _, err := db.Exec(ctx, sqlSetLastSignIn, id, now); err != nil {
		return fmt.Errorf("record sign-in: %w", err)
	}
	return nil
}

const sqlSetRecoverySent = `update auth.users set recovery_token = $2, recovery_sent_at = $3, updated_at = $3 where id = $1`

// SetRecoverySent stores the recovery token hash and when it was sent.
func SetRecoverySent(ctx context.Context, db DB, id, hash string, now time.Time) error {
	if _, err := db.Exec(ctx, sqlSetRecoverySent, id, hash, now); err != nil {
		return fmt.Errorf("record recovery token: %w", err)
	}
	return nil
}

const sqlSetConfirmationSent = `update auth.users set confirmation_token = $2, confirmation_sent_at = $3, updated_at = $3 where id = $1`

// SetConfirmationSent stores the confirmation token hash and when it was sent.
func SetConfirmationSent(ctx context.Context, db DB, id, hash string, now time.Time) error {
	if _, err := db.Exec(ctx, sqlSetConfirmationSent, id, hash, now); err != nil {
		return fmt.Errorf("record confirmation token: %w", err)
	}
	return nil
}

const sqlSetReauthSent = `update auth.users set reauthentication_token = $2, reauthentication_sent_at = $3, updated_at = $3 where id = $1`

// SetReauthSent stores the reauthentication nonce hash and when it was sent.
func SetReauthSent(ctx context.Context, db DB, id, hash string, now time.Time) error {
	if _, err := db.Exec(ctx, sqlSetReauthSent, id, hash, now); err != nil {
		return fmt.Errorf("record reauthentication token: %w", err)
	}
	return nil
}

const sqlSetInvited = `update auth.users set invited_at = $2, updated_at = $2 where id = $1`

// SetInvited records when the user was invited.
func SetInvited(ctx context.Context, db DB, id string, now time.Time) error {
	if _, err := db.Exec(ctx, sqlSetInvited, id, now); err != nil {
		return fmt.Errorf("record invitation: %w", err)
	}
	return nil
}

const sqlClearUserToken = `update auth.users set
  recovery_token = case when $2 = 'recovery_token' then '' else recovery_token end,
  confirmation_token = case when $2 = 'confirmation_token' then '' else confirmation_token end,
  reauthentication_token = case when $2 = 'reauthentication_token' then '' else reauthentication_token end,
  phone_change_token = case when $2 = 'phone_change_token' then '' else phone_change_token end
  where id = $1`

// ClearUserToken blanks the users column mirroring a one-time token of type typ.
func ClearUserToken(ctx context.Context, db DB, id, typ string) error {
	if _, err := db.Exec(ctx, sqlClearUserToken, id, typ); err != nil {
		return fmt.Errorf("clear user token: %w", err)
	}
	return nil
}

const sqlSetEmail = `update auth.users set email = $2, email_confirmed_at = $3, updated_at = $4 where id = $1`

// SetEmail changes the address (and its confirmation time).
func SetEmail(ctx context.Context, db DB, id, email string, confirmedAt *time.Time, now time.Time) error {
	if _, err := db.Exec(ctx, sqlSetEmail, id, email, confirmedAt, now); err != nil {
		return fmt.Errorf("set email: %w", err)
	}
	return nil
}

const sqlSetBannedUntil = `update auth.users set banned_until = $2, updated_at = $3 where id = $1`

// SetBannedUntil bans (until t) or unbans (nil) a user.
func SetBannedUntil(ctx context.Context, db DB, id string, t *time.Time, now time.Time) error {
	if _, err := db.Exec(ctx, sqlSetBannedUntil, id, t, now); err != nil {
		return fmt.Errorf("set banned_until: %w", err)
	}
	return nil
}

const sqlSetRole = `update auth.users set role = $2, updated_at = $3 where id = $1`

// SetRole changes the user's database role claim.
func SetRole(ctx context.Context, db DB, id, role string, now time.Time) error {
	if _, err := db.Exec(ctx, sqlSetRole, id, role, now); err != nil {
		return fmt.Errorf("set role: %w", err)
	}
	return nil
}

const sqlDeleteUser = `delete from auth.users where id = $1`

// DeleteUser removes a user (identities, sessions, tokens and the profile cascade).
func DeleteUser(ctx context.Context, db DB, id string) error {
	if _, err := db.Exec(ctx, sqlDeleteUser, id); err != nil {
		return fmt.Errorf("delete user: %w", err)
	}
	return nil
}

const sqlSoftDeleteUser = `update auth.users set email = null, phone = null, encrypted_password = '',
  raw_user_meta_data = '{}', deleted_at = $2, updated_at = $2 where id = $1`

const sqlDeleteIdentities = `delete from auth.identities where user_id = $1`

// SoftDeleteUser anonymises a user and marks it deleted, as GoTrue's soft delete does.
func SoftDeleteUser(ctx context.Context, db DB, id string, now time.Time) error {
	if _, err := db.Exec(ctx, sqlSoftDeleteUser, id, now); err != nil {
		return fmt.Errorf("soft delete user: %w", err)
	}
	if _, err := db.Exec(ctx, sqlDeleteIdentities, id); err != nil {
		return fmt.Errorf("delete identities: %w", err)
	}
	return DeleteUserSessions(ctx, db, id, "")
}

// ListUsersParams filter and page the admin listing.
type ListUsersParams struct {
	Filter  string
	Page    int
	PerPage int
	Asc     bool
}

// usersWhere is the admin listing's condition: live users, and the filter (a substring of
// the address or the full name, as GoTrue matches it: ILIKE '%filter%') when one is given.
// The filter is a bound parameter.
func usersWhere(filter string) sq.Sqlizer {
	live := sq.Expr("deleted_at is null")
	if filter == "" {
		return live
	}
	pattern := "%" + filter + "%"
	return sq.And{live, sq.Or{sq.ILike{"email": pattern}, sq.ILike{"raw_user_meta_data ->> 'full_name'": pattern}}}
}

// ListUsers returns one page of users and the total matching.
func ListUsers(ctx context.Context, db DB, p ListUsersParams) ([]*User, int, error) {
	order := "created_at desc"
	if p.Asc {
		order = "created_at asc"
	}
	q, args, err := psql.Select(userColumns, "count(*) over ()").From("auth.users").Where(usersWhere(p.Filter)).
		OrderBy(order, "id").Limit(uint64(p.PerPage)).Offset(uint64((p.Page - 1) * p.PerPage)).ToSql()
	if err != nil {
		return nil, 0, err
	}
	rows, err := db.Query(ctx, q, args...)
	if err != nil {
		return nil, 0, fmt.Errorf("list users: %w", err)
	}
	defer rows.Close()
	var out []*User
	total := -1
	for rows.Next() {
		var u User
		var app, meta []byte
		if err := rows.Scan(&u.ID, &u.Aud, &u.Role, &u.Email, &u.EncryptedPassword,
			&u.EmailConfirmedAt, &u.InvitedAt, &u.ConfirmationSentAt, &u.RecoverySentAt, &u.EmailChange,
			&u.EmailChangeSentAt, &u.LastSignInAt, &app, &meta,
			&u.CreatedAt, &u.UpdatedAt, &u.Phone, &u.PhoneConfirmedAt, &u.ConfirmedAt, &u.BannedUntil, &u.DeletedAt,
			&u.IsAnonymous, &u.IsSSOUser, &total); err != nil {
			return nil, 0, fmt.Errorf("scan user: %w", err)
		}
		if json.Unmarshal(app, &u.AppMetadata) != nil || u.AppMetadata == nil {
			u.AppMetadata = map[string]any{}
		}
		if json.Unmarshal(meta, &u.UserMetadata) != nil || u.UserMetadata == nil {
			u.UserMetadata = map[string]any{}
		}
		out = append(out, &u)
	}
	if err := rows.Err(); err != nil {
		return nil, 0, fmt.Errorf("list users: %w", err)
	}
	if total < 0 { // page past the end: count separately
		cq, cargs, err := psql.Select("count(*)").From("auth.users").Where(usersWhere(p.Filter)).ToSql()
		if err != nil {
			return nil, 0, err
		}
		if err := db.QueryRow(ctx, cq, cargs...).Scan(&total); err != nil {
			return nil, 0, fmt.Errorf("count users: %w", err)
		}
	}
	return out, total, nil
}

const sqlSetEmailChange = `update auth.users set email_change = $2, email_change_token_new = $3, email_change_sent_at = $4,
  email_change_confirm_status = 0, updated_at = $4 where id = $1`

// SetEmailChange records a pending address change and its token hash.
func SetEmailChange(ctx context.Context, db DB, id, newEmail, hash string, now time.Time) error {
	if _, err := db.Exec(ctx, sqlSetEmailChange, id, newEmail, hash, now); err != nil {
		return fmt.Errorf("record email change: %w", err)
	}
	return nil
}

const sqlUserByPendingEmail = `select ` + userColumns + ` from auth.users
  where lower(email_change) = lower($1) and deleted_at is null order by email_change_sent_at desc nulls last limit 1`

// UserByPendingEmail finds the user changing its address to email.
func UserByPendingEmail(ctx context.Context, db DB, email string) (*User, error) {
	u, err := scanUser(db.QueryRow(ctx, sqlUserByPendingEmail, email))
	if err != nil && err != ErrNotFound {
		return nil, fmt.Errorf("load user by pending email: %w", err)
	}
	return u, err
}

const sqlApplyEmailChange = `update auth.users set email = email_change, email_confirmed_at = $2, email_change = '',
  email_change_token_new = '', email_change_sent_at = null, email_change_confirm_status = 0, updated_at = $2,
  is_anonymous = false where id = $1`

// an anonymous user that links an address gets its email identity
const sqlEnsureEmailIdentity = `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
  select $1::text, $1::uuid, jsonb_build_object('sub', $1::text, 'email', $2::text, 'email_verified', true, 'phone_verified', false), 'email', $3, $3, $3
  where not exists (select 1 from auth.identities where user_id = $1::uuid and provider = 'email')`

const sqlAppMetaProvider = `update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}') || '{"provider": "email", "providers": ["email"]}'
  where id = $1 and not (coalesce(raw_app_meta_data, '{}') ? 'provider')`

const sqlEmailIdentityAddress = `update auth.identities
  set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true), updated_at = $3
  where user_id = $1 and provider = 'email'`

const sqlUserMetaEmail = `update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}') || jsonb_build_object('email', $2::text)
  where id = $1 and raw_user_meta_data ? 'email'`

// ApplyEmailChange makes the pending address the user's confirmed address.
func ApplyEmailChange(ctx context.Context, db DB, id, newEmail string, now time.Time) error {
	if _, err := db.Exec(ctx, sqlApplyEmailChange, id, now); err != nil {
		return fmt.Errorf("apply email change: %w", err)
	}
	if _, err := db.Exec(ctx, sqlEmailIdentityAddress, id, newEmail, now); err != nil {
		return fmt.Errorf("update email identity: %w", err)
	}
	if _, err := db.Exec(ctx, sqlEnsureEmailIdentity, id, newEmail, now); err != nil {
		return fmt.Errorf("add email identity: %w", err)
	}
	if _, err := db.Exec(ctx, sqlAppMetaProvider, id); err != nil {
		return fmt.Errorf("set provider: %w", err)
	}
	if _, err := db.Exec(ctx, sqlUserMetaEmail, id, newEmail); err != nil {
		return fmt.Errorf("update metadata email: %w", err)
	}
	return nil
}

// ErrEmailTaken says another user holds an address.
var ErrEmailTaken = fmt.Errorf("email address taken")

// UserByEmailTaken returns ErrEmailTaken when a user other than id holds email.
func UserByEmailTaken(ctx context.Context, db DB, email, id string) error {
	u, err := UserByEmail(ctx, db, email)
	if err == ErrNotFound {
		return nil
	}
	if err != nil {
		return err
	}
	if u.ID != id {
		return ErrEmailTaken
	}
	return nil
}

package store

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// Factor is a row of auth.mfa_factors.
type Factor struct {
	ID                 string
	UserID             string
	FriendlyName       string
	Type               string // totp, webauthn, phone
	Status             string // unverified, verified
	CreatedAt          time.Time
	UpdatedAt          time.Time
	Secret             string
	Phone              string
	LastChallengedAt   *time.Time
	WebAuthnCredential []byte // go-webauthn's Credential as JSON, once verified
}

const factorColumns = `id, user_id, coalesce(friendly_name, ''), factor_type::text, status::text, created_at, updated_at,
  coalesce(secret, ''), coalesce(phone, ''), last_challenged_at, web_authn_credential`

func scanFactor(row pgx.Row) (*Factor, error) {
	var f Factor
	err := row.Scan(&f.ID, &f.UserID, &f.FriendlyName, &f.Type, &f.Status, &f.CreatedAt, &f.UpdatedAt,
		&f.Secret, &f.Phone, &f.LastChallengedAt, &f.WebAuthnCredential)
	if err != nil {
		return nil, err
	}
	return &f, nil
}

const sqlInsertFactor = `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret, phone)
  values ($1, $2, nullif($3, ''), $4::auth.factor_type, 'unverified', $5, $5, nullif($6, ''), nullif($7, ''))`

// InsertFactor stores a new, unverified factor.
func InsertFactor(ctx context.Context, db DB, f *Factor) error {
	if _, err := db.Exec(ctx, sqlInsertFactor, f.ID, f.UserID, f.FriendlyName, f.Type, f.CreatedAt, f.Secret, f.Phone); err != nil {
		return fmt.Errorf("insert factor: %w", err)
	}
	f.Status, f.UpdatedAt = "unverified", f.CreatedAt
	return nil
}

const sqlFactorsOfUser = `select ` + factorColumns + ` from auth.mfa_factors where user_id = $1 order by created_at, id`

// FactorsOfUser lists a user's factors, oldest first.
func FactorsOfUser(ctx context.Context, db DB, userID string) ([]*Factor, error) {
	rows, err := db.Query(ctx, sqlFactorsOfUser, userID)
	if err != nil {
		return nil, fmt.Errorf("list factors: %w", err)
	}
	defer rows.Close()
	var out []*Factor
	for rows.Next() {
		f, err := scanFactor(rows)
		if err != nil {
			return nil, fmt.Errorf("scan factor: %w", err)
		}
		out = append(out, f)
	}
	return out, rows.Err()
}

const sqlFactorOfUser = `select ` + factorColumns + ` from auth.mfa_factors where id = $1 and user_id = $2`

// FactorOfUser loads one of the user's factors (ErrNotFound when it is not theirs).
func FactorOfUser(ctx context.Context, db DB, userID, id string) (*Factor, error) {
	f, err := scanFactor(db.QueryRow(ctx, sqlFactorOfUser, id, userID))
	if err != nil {
		if err = notFound(err); err == ErrNotFound {
			return nil, err
		}
		return nil, fmt.Errorf("load factor: %w", err)
	}
	return f, nil
}

const sqlDeleteFactor = `delete from auth.mfa_factors where id = $1`

// DeleteFactor removes a factor (its challenges cascade).
func DeleteFactor(ctx context.Context, db DB, id string) error {
	if _, err := db.Exec(ctx, sqlDeleteFactor, id); err != nil {
		return fmt.Errorf("delete factor: %w", err)
	}
	return nil
}

const sqlVerifyFactor = `update auth.mfa_factors set status = 'verified', updated_at = $2,
  web_authn_credential = coalesce($3, web_authn_credential) where id = $1`

// SetFactorVerified marks a factor verified (with its WebAuthn credential, if any).
func SetFactorVerified(ctx context.Context, db DB, id string, credential []byte, now time.Time) error {
	if _, err := db.Exec(ctx, sqlVerifyFactor, id, now, jsonText(credential)); err != nil {
		return fmt.Errorf("verify factor: %w", err)
	}
	return nil
}

const sqlRenameFactor = `update auth.mfa_factors set friendly_name = $2, updated_at = $3 where id = $1`

// RenameFactor changes a factor's friendly name.
func RenameFactor(ctx context.Context, db DB, id, name string, now time.Time) error {
	if _, err := db.Exec(ctx, sqlRenameFactor, id, name, now); err != nil {
		return fmt.Errorf("rename factor: %w", err)
	}
	return nil
}

const sqlDeleteUnverifiedFactors = `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = $2::auth.factor_type`

// DeleteUnverifiedFactors drops the user's abandoned enrolments of a type.
func DeleteUnverifiedFactors(ctx context.Context, db DB, userID, typ string) error {
	if _, err := db.Exec(ctx, sqlDeleteUnverifiedFactors, userID, typ); err != nil {
		return fmt.Errorf("delete unverified factors: %w", err)
	}
	return nil
}

const sqlDeleteStaleFactors = `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and created_at < $2`

// DeleteStaleFactors drops the user's unverified factors enrolled before cutoff.
func DeleteStaleFactors(ctx context.Context, db DB, userID string, cutoff time.Time) error {
	if _, err := db.Exec(ctx, sqlDeleteStaleFactors, userID, cutoff); err != nil {
		return fmt.Errorf("delete stale factors: %w", err)
	}
	return nil
}

// Challenge is a row of auth.mfa_challenges.
type Challenge struct {
	ID              string
	FactorID        string
	CreatedAt       time.Time
	VerifiedAt      *time.Time
	IP              string
	OTPCode         string
	WebAuthnSession []byte
}

const sqlInsertChallenge2 = `with c as (
    insert into auth.mfa_challenges (id, factor_id, created_at, ip_address, otp_code, web_authn_session_data)
    values ($1, $2, $3, $4::inet, nullif($5, ''), $6) returning factor_id)
  update auth.mfa_factors f set last_challenged_at = $3 from c where f.id = c.factor_id`

// InsertChallenge stores a challenge and notes when the factor was last challenged.
func InsertChallenge(ctx context.Context, db DB, c *Challenge) error {
	if _, err := db.Exec(ctx, sqlInsertChallenge2, c.ID, c.FactorID, c.CreatedAt, c.IP, c.OTPCode, jsonText(c.WebAuthnSession)); err != nil {
		return fmt.Errorf("insert challenge: %w", err)
	}
	return nil
}

const sqlChallengeOfFactor = `select id, factor_id, created_at, verified_at, host(ip_address), coalesce(otp_code, ''), web_authn_session_data
  from auth.mfa_challenges where id = $1 and factor_id = $2 for update`

// ChallengeOfFactor loads and locks a challenge of the factor.
func ChallengeOfFactor(ctx context.Context, db DB, factorID, id string) (*Challenge, error) {
	var c Challenge
	err := db.QueryRow(ctx, sqlChallengeOfFactor, id, factorID).Scan(&c.ID, &c.FactorID, &c.CreatedAt, &c.VerifiedAt, &c.IP, &c.OTPCode, &c.WebAuthnSession)
	if err != nil {
		if err = notFound(err); err == ErrNotFound {
			return nil, err
		}
		return nil, fmt.Errorf("load challenge: %w", err)
	}
	return &c, nil
}

const sqlVerifyChallenge = `update auth.mfa_challenges set verified_at = $2 where id = $1`

// SetChallengeVerified marks a challenge used.
func SetChallengeVerified(ctx context.Context, db DB, id string, now time.Time) error {
	if _, err := db.Exec(ctx, sqlVerifyChallenge, id, now); err != nil {
		return fmt.Errorf("verify challenge: %w", err)
	}
	return nil
}

const sqlDeleteChallenge = `delete from auth.mfa_challenges where id = $1`

// DeleteChallenge removes a challenge.
func DeleteChallenge(ctx context.Context, db DB, id string) error {
	if _, err := db.Exec(ctx, sqlDeleteChallenge, id); err != nil {
		return fmt.Errorf("delete challenge: %w", err)
	}
	return nil
}

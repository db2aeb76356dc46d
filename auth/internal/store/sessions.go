package store

import (
	"context"
	"fmt"
	"time"
)

// Session is a row of auth.sessions.
type Session struct {
	ID          string
	UserID      string
	CreatedAt   time.Time
	AAL         string
	NotAfter    *time.Time
	RefreshedAt *time.Time
}

const sqlInsertSession = `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
  values ($1, $2, $3, $3, 'aal1', nullif($4, ''), $5::inet)`

// InsertSession creates a session at aal1.
func InsertSession(ctx context.Context, db DB, id, userID string, now time.Time, userAgent string, ip *string) error {
	if _, err := db.Exec(ctx, sqlInsertSession, id, userID, now, userAgent, ip); err != nil {
		return fmt.Errorf("insert session: %w", err)
	}
	return nil
}

const sqlSessionByID = `select id, user_id, created_at, coalesce(aal::text, 'aal1'), not_after, refreshed_at
  from auth.sessions where id = $1`

// SessionByID loads a session.
func SessionByID(ctx context.Context, db DB, id string) (*Session, error) {
	return scanSession(db, ctx, sqlSessionByID, id)
}

const sqlSessionForUpdate = sqlSessionByID + ` for update`

// SessionForUpdate loads and locks a session: refreshes of one session run one at a time.
func SessionForUpdate(ctx context.Context, db DB, id string) (*Session, error) {
	return scanSession(db, ctx, sqlSessionForUpdate, id)
}

func scanSession(db DB, ctx context.Context, q, id string) (*Session, error) {
	var s Session
	err := db.QueryRow(ctx, q, id).Scan(&s.ID, &s.UserID, &s.CreatedAt, &s.AAL, &s.NotAfter, &s.RefreshedAt)
	if err != nil {
		if err = notFound(err); err == ErrNotFound {
			return nil, err
		}
		return nil, fmt.Errorf("load session: %w", err)
	}
	return &s, nil
}

const sqlTouchSession = `update auth.sessions set refreshed_at = $2, updated_at = $3, user_agent = coalesce(nullif($4, ''), user_agent),
  ip = coalesce($5::inet, ip) where id = $1`

// TouchSession records a refresh.
func TouchSession(ctx context.Context, db DB, id string, now time.Time, userAgent string, ip *string) error {
	if _, err := db.Exec(ctx, sqlTouchSession, id, now.UTC(), now, userAgent, ip); err != nil {
		return fmt.Errorf("touch session: %w", err)
	}
	return nil
}

const sqlDeleteSession = `delete from auth.sessions where id = $1`

// DeleteSession removes one session (its refresh tokens cascade).
func DeleteSession(ctx context.Context, db DB, id string) error {
	if _, err := db.Exec(ctx, sqlDeleteSession, id); err != nil {
		return fmt.Errorf("delete session: %w", err)
	}
	return nil
}

const sqlDeleteUserSessions = `delete from auth.sessions where user_id = $1 and ($2 = '' or id::text <> $2)`

// DeleteUserSessions removes every session of a user except keep (empty: all).
func DeleteUserSessions(ctx context.Context, db DB, userID, keep string) error {
	if _, err := db.Exec(ctx, sqlDeleteUserSessions, userID, keep); err != nil {
		return fmt.Errorf("delete sessions: %w", err)
	}
	return nil
}

const sqlUpsertAMR = `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
  values (gen_random_uuid(), $1, $2, $2, $3)
  on conflict (session_id, authentication_method) do update set updated_at = excluded.updated_at`

// AddAMR records that the session authenticated with method now.
func AddAMR(ctx context.Context, db DB, sessionID, method string, now time.Time) error {
	if _, err := db.Exec(ctx, sqlUpsertAMR, sessionID, now, method); err != nil {
		return fmt.Errorf("record amr: %w", err)
	}
	return nil
}

// AMR is one authentication method of a session.
type AMR struct {
	Method string
	At     time.Time
}

const sqlAMROfSession = `select coalesce(s.aal::text, 'aal1'), m.authentication_method, m.updated_at
  from auth.sessions s left join auth.mfa_amr_claims m on m.session_id = s.id
  where s.id = $1 order by m.updated_at desc nulls last`

// AMROfSession gives the session's assurance level and its methods, newest first.
func AMROfSession(ctx context.Context, db DB, sessionID string) (string, []AMR, error) {
	rows, err := db.Query(ctx, sqlAMROfSession, sessionID)
	if err != nil {
		return "", nil, fmt.Errorf("list amr: %w", err)
	}
	defer rows.Close()
	aal := "aal1"
	var out []AMR
	for rows.Next() {
		var method *string
		var at *time.Time
		if err := rows.Scan(&aal, &method, &at); err != nil {
			return "", nil, fmt.Errorf("scan amr: %w", err)
		}
		if method != nil && at != nil {
			out = append(out, AMR{Method: *method, At: *at})
		}
	}
	return aal, out, rows.Err()
}

const sqlSetSessionAAL = `update auth.sessions set aal = $2::auth.aal_level, factor_id = $3, updated_at = $4 where id = $1`

// SetSessionAAL raises (or lowers) a session's assurance level, with the factor that did it.
func SetSessionAAL(ctx context.Context, db DB, sessionID, aal string, factorID *string, now time.Time) error {
	if _, err := db.Exec(ctx, sqlSetSessionAAL, sessionID, aal, factorID, now); err != nil {
		return fmt.Errorf("set session aal: %w", err)
	}
	return nil
}

const sqlDeleteSessionsBelowAAL = `delete from auth.sessions where user_id = $1 and aal < $2::auth.aal_level`

// DeleteSessionsBelowAAL ends the user's sessions below aal (after a factor is verified,
// GoTrue's InvalidateSessionsWithAALLessThan).
func DeleteSessionsBelowAAL(ctx context.Context, db DB, userID, aal string) error {
	if _, err := db.Exec(ctx, sqlDeleteSessionsBelowAAL, userID, aal); err != nil {
		return fmt.Errorf("delete sessions below %s: %w", aal, err)
	}
	return nil
}

const sqlDowngradeFactorSessions = `with s as (
    update auth.sessions set aal = 'aal1', factor_id = null, updated_at = $3 where factor_id = $1 returning id)
  delete from auth.mfa_amr_claims m using s where m.session_id = s.id and m.authentication_method = $2`

// DowngradeFactorSessions brings the sessions a factor raised back to aal1 and drops
// their claim of method (the factor was removed).
func DowngradeFactorSessions(ctx context.Context, db DB, factorID, method string, now time.Time) error {
	if _, err := db.Exec(ctx, sqlDowngradeFactorSessions, factorID, method, now); err != nil {
		return fmt.Errorf("downgrade sessions: %w", err)
	}
	return nil
}

package store

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

const sqlReserveEmail = `insert into auth.email_send_log (address, kind, last_sent_at) values ($1, $2, $3)
  on conflict (address, kind) do update set last_sent_at = excluded.last_sent_at
  where auth.email_send_log.last_sent_at <= $4
  returning last_sent_at`

const sqlLastEmail = `select last_sent_at from auth.email_send_log where address = $1 and kind = $2`

// ReserveEmail atomically claims the right to send an email of kind to address at now,
// unless one went out after now-interval. When refused it returns ok=false and the time
// the previous one was sent.
func ReserveEmail(ctx context.Context, db DB, address, kind string, now time.Time, interval time.Duration) (ok bool, last time.Time, err error) {
	var t time.Time
	err = db.QueryRow(ctx, sqlReserveEmail, address, kind, now, now.Add(-interval)).Scan(&t)
	if err == nil {
		return true, t, nil
	}
	if !errors.Is(err, pgx.ErrNoRows) {
		return false, time.Time{}, fmt.Errorf("reserve email send: %w", err)
	}
	if err := db.QueryRow(ctx, sqlLastEmail, address, kind).Scan(&t); err != nil {
		return false, time.Time{}, fmt.Errorf("read email send log: %w", err)
	}
	return false, t, nil
}

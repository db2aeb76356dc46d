package store

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// sqlRateHit counts one event for key in the fixed window [window_start, window_start +
// period) that holds now, starting a new window when the stored one has elapsed.
const sqlRateHit = `insert into auth.rate_limits (key, window_start, hits) values ($1, $2, 1)
  on conflict (key) do update set
    hits = case when auth.rate_limits.window_start <= $3 then 1 else auth.rate_limits.hits + 1 end,
    window_start = case when auth.rate_limits.window_start <= $3 then excluded.window_start else auth.rate_limits.window_start end
  returning hits`

const sqlRateHits = `select hits from auth.rate_limits where key = $1 and window_start > $2`

const sqlRateSweep = `delete from auth.rate_limits where window_start <= $1`

// RateHit counts one event for key at now in windows of period and returns the events of
// the current window, this one included.
func RateHit(ctx context.Context, db DB, key string, now time.Time, period time.Duration) (int, error) {
	var n int
	if err := db.QueryRow(ctx, sqlRateHit, key, now, now.Add(-period)).Scan(&n); err != nil {
		return 0, fmt.Errorf("count rate-limit event: %w", err)
	}
	return n, nil
}

// RateHits returns the events counted for key in its current window (0 when none).
func RateHits(ctx context.Context, db DB, key string, now time.Time, period time.Duration) (int, error) {
	var n int
	err := db.QueryRow(ctx, sqlRateHits, key, now.Add(-period)).Scan(&n)
	if errors.Is(err, pgx.ErrNoRows) {
		return 0, nil
	}
	if err != nil {
		return 0, fmt.Errorf("read rate-limit events: %w", err)
	}
	return n, nil
}

// RateSweep deletes the counters whose window started at or before before.
func RateSweep(ctx context.Context, db DB, before time.Time) error {
	if _, err := db.Exec(ctx, sqlRateSweep, before); err != nil {
		return fmt.Errorf("sweep rate-limit counters: %w", err)
	}
	return nil
}

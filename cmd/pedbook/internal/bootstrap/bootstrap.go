// Package bootstrap does the start-up work `pedbook serve` owes the database: writing the
// configured super admin list into private.super_admin_emails.
package bootstrap

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"
)

// SyncSuperAdmins makes private.super_admin_emails hold exactly emails (lower-cased).
func SyncSuperAdmins(ctx context.Context, conn *pgx.Conn, emails []string) error {
	return pgx.BeginFunc(ctx, conn, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, "delete from private.super_admin_emails where not (email = any($1))", emails); err != nil {
			return fmt.Errorf("prune super admin emails: %w", err)
		}
		if _, err := tx.Exec(ctx, `
			insert into private.super_admin_emails (email)
			select distinct lower(e) from unnest($1::text[]) e where e <> ''
			on conflict do nothing`, emails); err != nil {
			return fmt.Errorf("store super admin emails: %w", err)
		}
		return nil
	})
}

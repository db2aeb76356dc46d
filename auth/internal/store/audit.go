package store

import (
	"context"
	"encoding/json"
	"fmt"
	"time"
)

// AuditEntry is the payload GoTrue writes to auth.audit_log_entries.
type AuditEntry struct {
	ActorID       string         `json:"actor_id"`
	ActorUsername string         `json:"actor_username"`
	ActorViaSSO   bool           `json:"actor_via_sso"`
	Action        string         `json:"action"`
	LogType       string         `json:"log_type"`
	Traits        map[string]any `json:"traits,omitempty"`
}

const sqlInsertAudit = `insert into auth.audit_log_entries (instance_id, id, payload, created_at, ip_address)
  values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), $1, $2, $3)`

// InsertAudit appends an audit row.
func InsertAudit(ctx context.Context, db DB, e AuditEntry, ip string, now time.Time) error {
	b, err := json.Marshal(e)
	if err != nil {
		return fmt.Errorf("encode audit entry: %w", err)
	}
	if _, err := db.Exec(ctx, sqlInsertAudit, jsonText(b), now, ip); err != nil {
		return fmt.Errorf("insert audit entry: %w", err)
	}
	return nil
}

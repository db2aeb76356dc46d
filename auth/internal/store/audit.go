package store

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	sq "github.com/Masterminds/squirrel"
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

// AuditRow is a stored audit entry as GoTrue's GET /admin/audit returns it.
type AuditRow struct {
	ID        string          `json:"id"`
	Payload   json.RawMessage `json:"payload"`
	CreatedAt time.Time       `json:"created_at"`
	IPAddress string          `json:"ip_address"`
}

// AuditFilter narrows ListAudit to entries whose payload fields (any of Fields) contain
// Value, case-insensitively (GoTrue's query=author:…, action:…, type:…).
type AuditFilter struct {
	Fields []string
	Value  string
}

// ListAudit returns one page of audit entries, newest first, and how many match in all.
func ListAudit(ctx context.Context, db DB, f AuditFilter, page, perPage int) ([]AuditRow, int, error) {
	where := sq.And{sq.Eq{"instance_id": "00000000-0000-0000-0000-000000000000"}}
	if len(f.Fields) > 0 && f.Value != "" {
		pattern := "%" + likeEscape(f.Value) + "%"
		var anyField sq.Or
		for _, field := range f.Fields {
			anyField = append(anyField, sq.Expr("payload->>? ilike ?", field, pattern))
		}
		where = append(where, anyField)
	}
	var total int
	cq, cargs, err := psql.Select("count(*)").From("auth.audit_log_entries").Where(where).ToSql()
	if err != nil {
		return nil, 0, err
	}
	if err := db.QueryRow(ctx, cq, cargs...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("count audit entries: %w", err)
	}
	q, args, err := psql.Select("id::text", "coalesce(payload::text, '{}')", "coalesce(created_at, to_timestamp(0))", "ip_address").
		From("auth.audit_log_entries").Where(where).OrderBy("created_at desc", "id").
		Limit(uint64(perPage)).Offset(uint64((page - 1) * perPage)).ToSql()
	if err != nil {
		return nil, 0, err
	}
	rows, err := db.Query(ctx, q, args...)
	if err != nil {
		return nil, 0, fmt.Errorf("list audit entries: %w", err)
	}
	defer rows.Close()
	out := []AuditRow{}
	for rows.Next() {
		var r AuditRow
		var payload string
		if err := rows.Scan(&r.ID, &payload, &r.CreatedAt, &r.IPAddress); err != nil {
			return nil, 0, fmt.Errorf("scan audit entry: %w", err)
		}
		r.Payload = json.RawMessage(payload)
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		return nil, 0, fmt.Errorf("list audit entries: %w", err)
	}
	return out, total, nil
}

// likeEscape makes s match itself literally inside a LIKE pattern.
func likeEscape(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

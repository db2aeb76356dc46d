package api

import (
	"net/http"
	"strings"

	"github.com/pedbook/pedbook/auth/internal/store"
)

// auditQueryFields maps GoTrue's query scopes (query=author:…, action:…, type:…) to the
// payload fields they search (its filterColumnMap).
var auditQueryFields = map[string][]string{
	"author": {"actor_username", "actor_name"},
	"action": {"action"},
	"type":   {"log_type"},
}

// adminAudit handles GET /admin/audit (admin only): the audit log newest first, paginated by
// page and per_page (default 50), as a JSON array of {id, payload, created_at, ip_address}
// with X-Total-Count and Link, as GoTrue's adminAuditLog answers.
func (a *API) adminAudit(w http.ResponseWriter, r *http.Request) error {
	q, page, perPage, err := a.adminPage(r)
	if err != nil {
		return err
	}
	var f store.AuditFilter
	if s := q.Get("query"); s != "" {
		scope, value, ok := strings.Cut(s, ":")
		fields, known := auditQueryFields[scope]
		if !ok || !known {
			return badRequest(ErrValidationFailed, "Invalid query scope: %s", s)
		}
		f = store.AuditFilter{Fields: fields, Value: value}
	}
	rows, total, err := store.ListAudit(r.Context(), a.Pool, f, page, perPage)
	if err != nil {
		return internalErr(err)
	}
	writePageHeaders(w, "/admin/audit", q, page, perPage, total)
	writeJSON(w, http.StatusOK, rows)
	return nil
}

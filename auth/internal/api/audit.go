package api

import (
	"context"
	"net/http"

	"github.com/pedbook/pedbook/auth/internal/store"
)

// Audit actions (GoTrue's names, internal/models/audit_log_entry.go). An admin's create is
// user_signedup with the admin as actor, as GoTrue records it.
const (
	auditSignup          = "user_signedup"
	auditLogin           = "login"
	auditLogout          = "logout"
	auditTokenRefreshed  = "token_refreshed"
	auditTokenRevoked    = "token_revoked"
	auditRecoveryRequest = "user_recovery_requested"
	auditUpdatePassword  = "user_updated_password"
	auditUserModified    = "user_modified"
	auditUserDeleted     = "user_deleted"
	auditConfirmation    = "user_confirmation_requested"
	auditRepeatedSignup  = "user_repeated_signup"

	auditUserInvited      = "user_invited"
	auditReauthenticate   = "user_reauthenticate_requested"
	auditFactorEnrolled   = "factor_in_progress"
	auditFactorVerified   = "verification_attempted"
	auditFactorUnenrolled = "factor_unenrolled"
)

var auditLogType = map[string]string{
	auditSignup: "team", auditLogin: "account", auditLogout: "account", auditTokenRefreshed: "token",
	auditTokenRevoked: "token", auditRecoveryRequest: "user", auditUpdatePassword: "user",
	auditUserModified: "user", auditUserDeleted: "team", auditConfirmation: "user", auditRepeatedSignup: "user",
	auditUserInvited: "team", auditReauthenticate: "user", auditFactorEnrolled: "factor", auditFactorVerified: "factor", auditFactorUnenrolled: "factor",
}

// audit writes an audit row in the request's transaction.
func (a *API) audit(ctx context.Context, db store.DB, r *http.Request, actorID, actorName, action string, traits map[string]any) error {
	ip := ""
	if p := a.remoteIP(r); p != nil {
		ip = *p
	}
	return store.InsertAudit(ctx, db, store.AuditEntry{ActorID: actorID, ActorUsername: actorName, Action: action,
		LogType: auditLogType[action], Traits: traits}, ip, a.now())
}

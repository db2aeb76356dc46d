// Package api is the GoTrue-dialect HTTP surface of the auth service: one file per
// endpoint, all routes listed in routes.go, GoTrue's exact error shapes in errors.go.
package api

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"syscall"
	"time"

	"github.com/jackc/pgx/v5/pgconn"

	"github.com/pedbook/pedbook/auth/internal/token"
)

// Error codes (GoTrue's internal/api/apierrors/errorcode.go).
const (
	ErrUnexpectedFailure       = "unexpected_failure"
	ErrValidationFailed        = "validation_failed"
	ErrBadJSON                 = "bad_json"
	ErrEmailExists             = "email_exists"
	ErrBadJWT                  = "bad_jwt"
	ErrNotAdmin                = "not_admin"
	ErrNoAuthorization         = "no_authorization"
	ErrUserNotFound            = "user_not_found"
	ErrSessionNotFound         = "session_not_found"
	ErrFlowStateNotFound       = "flow_state_not_found"
	ErrFlowStateExpired        = "flow_state_expired"
	ErrSignupDisabled          = "signup_disabled"
	ErrUserBanned              = "user_banned"
	ErrProviderEmailNeedsVerif = "provider_email_needs_verification"
	ErrInvalidCredentials      = "invalid_credentials"
	ErrEmailNotConfirmed       = "email_not_confirmed"
	ErrUserAlreadyExists       = "user_already_exists"
	ErrWeakPassword            = "weak_password"
	ErrSamePassword            = "same_password"
	ErrOTPExpired              = "otp_expired"
	ErrOverEmailSendRateLimit  = "over_email_send_rate_limit"
	ErrOverRequestRateLimit    = "over_request_rate_limit"
	ErrRefreshTokenNotFound    = "refresh_token_not_found"
	ErrRefreshTokenAlreadyUsed = "refresh_token_already_used"
	ErrBadCodeVerifier         = "bad_code_verifier"
	ErrBadOAuthState           = "bad_oauth_state"
	ErrBadOAuthCallback        = "bad_oauth_callback"
	ErrProviderDisabled        = "provider_disabled"
	ErrEmailProviderDisabled   = "email_provider_disabled"
	ErrPhoneProviderDisabled   = "phone_provider_disabled"
	ErrAnonymousDisabled       = "anonymous_provider_disabled"
	ErrRequestTooLarge         = "request_entity_too_large"
	ErrConflict                = "conflict"
	ErrNotFound                = "not_found"
)

// HTTPError is an error answered to the client in GoTrue's shapes.
type HTTPError struct {
	Status       int
	Code         string
	Message      string
	WeakPassword []string // reasons, for weak_password
	Cause        error    // logged, never sent
}

func (e *HTTPError) Error() string {
	if e.Cause != nil {
		return fmt.Sprintf("%d %s: %s: %v", e.Status, e.Code, e.Message, e.Cause)
	}
	return fmt.Sprintf("%d %s: %s", e.Status, e.Code, e.Message)
}

func (e *HTTPError) Unwrap() error { return e.Cause }

func httpErr(status int, code, msg string, args ...any) *HTTPError {
	if len(args) > 0 {
		msg = fmt.Sprintf(msg, args...)
	}
	return &HTTPError{Status: status, Code: code, Message: msg}
}

func badRequest(code, msg string, args ...any) *HTTPError {
	return httpErr(http.StatusBadRequest, code, msg, args...)
}
func unprocessable(code, msg string, args ...any) *HTTPError {
	return httpErr(http.StatusUnprocessableEntity, code, msg, args...)
}
func forbidden(code, msg string, args ...any) *HTTPError {
	return httpErr(http.StatusForbidden, code, msg, args...)
}
func tooMany(code, msg string, args ...any) *HTTPError {
	return httpErr(http.StatusTooManyRequests, code, msg, args...)
}

func internalErr(cause error) *HTTPError {
	if dbUnavailable(cause) {
		return &HTTPError{Status: http.StatusServiceUnavailable, Code: ErrUnexpectedFailure, Message: "Service temporarily unavailable, retry shortly", Cause: cause}
	}
	return &HTTPError{Status: http.StatusInternalServerError, Code: ErrUnexpectedFailure, Message: "Internal server error", Cause: cause}
}

// dbUnavailable: the database could not be reached or went away under the request (the
// primary restarting, the pooler bouncing, a connection refused or cut): the request may
// succeed if sent again, so it is a 503 with Retry-After — which supabase-js treats as a
// retryable fetch error — not a 500 (found by scripts/soak: sign-ins and refreshes answered
// 500 during a primary fast restart).
func dbUnavailable(err error) bool {
	if err == nil {
		return false
	}
	var pe *pgconn.PgError
	if errors.As(err, &pe) {
		// 08 connection exception; 57P01–57P03 admin/crash shutdown, cannot connect now;
		// 53300 too many connections.
		return strings.HasPrefix(pe.Code, "08") || pe.Code == "57P01" || pe.Code == "57P02" || pe.Code == "57P03" || pe.Code == "53300"
	}
	var ce *pgconn.ConnectError
	var ne net.Error
	return errors.As(err, &ce) || errors.As(err, &ne) || errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) ||
		errors.Is(err, syscall.ECONNREFUSED) || errors.Is(err, syscall.ECONNRESET) || errors.Is(err, syscall.EPIPE) ||
		strings.Contains(err.Error(), "conn closed")
}

// OAuthError is GoTrue's `{error, error_description}` shape (id_token grant).
type OAuthError struct {
	Err         string `json:"error"`
	Description string `json:"error_description"`
}

func (e *OAuthError) Error() string { return e.Err + ": " + e.Description }

// apiVersion20240101 is the only API version GoTrue knows.
var apiVersion20240101 = time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)

// requestAPIVersion parses X-Supabase-Api-Version; invalid or missing gives zero.
func requestAPIVersion(r *http.Request) time.Time {
	v := r.Header.Get("X-Supabase-Api-Version")
	if v == "" {
		return time.Time{}
	}
	t, err := time.Parse("2006-01-02", v)
	if err != nil {
		return time.Time{}
	}
	return t
}

// writeError answers err: the 2024-01-01 shape when the request asked for it, the legacy
// shape otherwise; x-sb-error-code in both.
func writeError(w http.ResponseWriter, r *http.Request, log *slog.Logger, err error) {
	var oe *OAuthError
	if errors.As(err, &oe) {
		writeJSON(w, http.StatusBadRequest, oe)
		return
	}
	var he *HTTPError
	if !errors.As(err, &he) {
		he = internalErr(err)
	}
	if he.Status >= 500 {
		log.ErrorContext(r.Context(), "request failed", "method", r.Method, "path", r.URL.Path, "status", he.Status, "error", err)
	} else if he.Cause != nil {
		log.WarnContext(r.Context(), "request refused", "path", r.URL.Path, "code", he.Code, "error", he.Cause)
	}
	code := he.Code
	if code == "" {
		if he.Status == http.StatusInternalServerError {
			code = ErrUnexpectedFailure
		} else {
			code = "unknown"
		}
	}
	w.Header().Set("x-sb-error-code", code)
	if he.Status == http.StatusServiceUnavailable && w.Header().Get("Retry-After") == "" {
		w.Header().Set("Retry-After", "1")
	}
	var weak map[string]any
	if he.WeakPassword != nil {
		weak = map[string]any{"reasons": he.WeakPassword}
	}
	if v := requestAPIVersion(r); !v.IsZero() && !v.Before(apiVersion20240101) {
		w.Header().Set("X-Supabase-Api-Version", "2024-01-01")
		body := map[string]any{"code": code, "message": he.Message}
		if weak != nil {
			body["weak_password"] = weak
		}
		writeJSON(w, he.Status, body)
		return
	}
	body := map[string]any{"code": he.Status, "error_code": code, "msg": he.Message}
	if weak != nil {
		body["weak_password"] = weak
	}
	if he.Status >= 500 {
		id, _ := token.RandomHex(16)
		body["error_id"] = id
	}
	writeJSON(w, he.Status, body)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

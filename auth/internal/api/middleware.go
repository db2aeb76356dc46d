package api

import (
	"net/http"
	"slices"
	"strings"

	"github.com/pedbook/pedbook/auth/internal/store"
	"github.com/pedbook/pedbook/auth/pkg/claims"
)

// bearer extracts the token of "Authorization: Bearer <t>".
func bearer(r *http.Request) (string, bool) {
	h := r.Header.Get("Authorization")
	if len(h) < 7 || !strings.EqualFold(h[:7], "bearer ") {
		return "", false
	}
	t := strings.TrimSpace(h[7:])
	return t, t != ""
}

// verifyBearer checks the bearer JWT (signature, algorithm, exp).
func (a *API) verifyBearer(r *http.Request) (*claims.Claims, error) {
	raw, ok := bearer(r)
	if !ok {
		return nil, httpErr(http.StatusUnauthorized, ErrNoAuthorization, "This endpoint requires a valid Bearer token")
	}
	c, err := a.Keys.Verify(raw, func() int64 { return a.now().Unix() })
	if err != nil {
		return nil, forbidden(ErrBadJWT, "invalid JWT: unable to parse or verify signature, %v", err)
	}
	return c, nil
}

// userRequest is what requireUser hands to handlers.
type userRequest struct {
	claims  *claims.Claims
	user    *store.User
	session *store.Session // nil for tokens without session_id
}

// requireUser authenticates the bearer as a user (GoTrue's requireAuthentication +
// loadUser): valid JWT, existing user, existing session, not banned.
func (a *API) requireUser(r *http.Request) (*userRequest, error) {
	c, err := a.verifyBearer(r)
	if err != nil {
		return nil, err
	}
	if c.Subject == "" {
		return nil, forbidden(ErrBadJWT, "invalid claim: missing sub claim")
	}
	if !isUUID(c.Subject) {
		return nil, badRequest(ErrBadJWT, "invalid claim: sub claim must be a UUID")
	}
	ctx := r.Context()
	u, err := store.UserByID(ctx, a.Pool, c.Subject)
	if err == store.ErrNotFound {
		return nil, forbidden(ErrUserNotFound, "User from sub claim in JWT does not exist")
	}
	if err != nil {
		return nil, internalErr(err)
	}
	ur := &userRequest{claims: c, user: u}
	if c.SessionID != "" {
		if !isUUID(c.SessionID) {
			return nil, forbidden(ErrBadJWT, "invalid claim: session_id claim must be a UUID")
		}
		s, err := store.SessionByID(ctx, a.Pool, c.SessionID)
		if err == store.ErrNotFound {
			return nil, forbidden(ErrSessionNotFound, "Session from session_id claim in JWT does not exist")
		}
		if err != nil {
			return nil, internalErr(err)
		}
		if s.UserID != u.ID {
			return nil, forbidden(ErrSessionNotFound, "Session from session_id claim in JWT does not exist")
		}
		ur.session = s
	}
	if u.Banned(a.now()) {
		return nil, forbidden(ErrUserBanned, "User is banned")
	}
	return ur, nil
}

// requireAdmin authenticates the bearer as an admin role (service_role by default).
func (a *API) requireAdmin(r *http.Request) (*claims.Claims, error) {
	c, err := a.verifyBearer(r)
	if err != nil {
		return nil, err
	}
	if !slices.Contains(a.cfg.AdminRoles, c.Role) {
		return nil, forbidden(ErrNotAdmin, "User not allowed")
	}
	if c.SessionID != "" {
		if _, err := store.SessionByID(r.Context(), a.Pool, c.SessionID); err == store.ErrNotFound {
			return nil, forbidden(ErrSessionNotFound, "Session from session_id claim in JWT does not exist")
		} else if err != nil {
			return nil, internalErr(err)
		}
	}
	return c, nil
}

// adminOnUser authenticates an admin route and reads the {id} user of its path.
func (a *API) adminOnUser(r *http.Request) (*claims.Claims, string, error) {
	admin, err := a.requireAdmin(r)
	if err != nil {
		return nil, "", err
	}
	id, err := adminUserID(r)
	if err != nil {
		return nil, "", err
	}
	return admin, id, nil
}

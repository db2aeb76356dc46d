package api

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/pedbook/pedbook/auth/internal/password"
	"github.com/pedbook/pedbook/auth/internal/store"
)

const maxPerPage = 1000

// pagination reads GoTrue's page and per_page (per_page capped at maxPerPage; defPerPage when
// absent, 0 meaning "all").
func pagination(q url.Values, defPerPage int) (page, perPage int, err error) {
	page, perPage = 1, defPerPage
	if v := q.Get("page"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			return 0, 0, badRequest(ErrValidationFailed, "Bad Pagination Parameters: page must be a positive integer")
		}
		page = n
	}
	if v := q.Get("per_page"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			return 0, 0, badRequest(ErrValidationFailed, "Bad Pagination Parameters: per_page must be a positive integer")
		}
		perPage = min(n, maxPerPage)
	}
	return page, perPage, nil
}

// adminPage authenticates an admin listing and reads its query and page/per_page (50 a page
// unless asked).
func (a *API) adminPage(r *http.Request) (url.Values, int, int, error) {
	if _, err := a.requireAdmin(r); err != nil {
		return nil, 0, 0, err
	}
	q := r.URL.Query()
	page, perPage, err := pagination(q, 50)
	return q, page, perPage, err
}

// adminListUsers handles GET /admin/users?page&per_page&filter&sort.
func (a *API) adminListUsers(w http.ResponseWriter, r *http.Request) error {
	q, page, perPage, err := a.adminPage(r)
	if err != nil {
		return err
	}
	asc := strings.HasSuffix(strings.ToLower(strings.TrimSpace(q.Get("sort"))), "asc")
	ctx := r.Context()
	users, total, err := store.ListUsers(ctx, a.Pool, store.ListUsersParams{Filter: q.Get("filter"), Page: page, PerPage: perPage, Asc: asc})
	if err != nil {
		return internalErr(err)
	}
	out := make([]*userJSON, 0, len(users))
	for _, u := range users {
		j, err := renderUser(ctx, a.Pool, u)
		if err != nil {
			return internalErr(err)
		}
		out = append(out, j)
	}
	writePageHeaders(w, "/admin/users", q, page, perPage, total)
	writeJSON(w, http.StatusOK, map[string]any{"users": out, "aud": a.cfg.JWTAud})
	return nil
}

type adminUserParams struct {
	ID           string         `json:"id"`
	Email        string         `json:"email"`
	Phone        string         `json:"phone"`
	Password     *string        `json:"password"`
	EmailConfirm bool           `json:"email_confirm"`
	Role         string         `json:"role"`
	UserMetadata map[string]any `json:"user_metadata"`
	AppMetadata  map[string]any `json:"app_metadata"`
	BanDuration  string         `json:"ban_duration"`
}

// parseBan turns ban_duration ("24h", "none") into banned_until.
func (a *API) parseBan(s string) (*time.Time, bool, error) {
	if s == "" {
		return nil, false, nil
	}
	if s == "none" {
		return nil, true, nil
	}
	d, err := time.ParseDuration(s)
	if err != nil || d <= 0 {
		return nil, false, badRequest(ErrValidationFailed, "invalid format for ban duration: %s", s)
	}
	t := a.now().Add(d)
	return &t, true, nil
}

func (a *API) checkAdminPassword(pw *string) (string, error) {
	if pw == nil {
		return "", nil
	}
	if len(*pw) > password.MaxLength {
		return "", badRequest(ErrValidationFailed, "Password cannot be longer than 72 characters")
	}
	if weak := a.cfg.Password.Check(*pw); weak != nil {
		return "", &HTTPError{Status: http.StatusUnprocessableEntity, Code: ErrWeakPassword, Message: weak.Message, WeakPassword: weak.Reasons}
	}
	h, err := a.Hasher.Hash(*pw)
	if err != nil {
		return "", internalErr(err)
	}
	return h, nil
}

// adminCreateUser handles POST /admin/users.
func (a *API) adminCreateUser(w http.ResponseWriter, r *http.Request) error {
	admin, err := a.requireAdmin(r)
	if err != nil {
		return err
	}
	var p adminUserParams
	if err := decode(r, &p); err != nil {
		return err
	}
	if p.Phone != "" {
		return badRequest(ErrPhoneProviderDisabled, "Phone accounts are not supported")
	}
	email, err := validateEmail(p.Email)
	if err != nil {
		return err
	}
	if err := a.checkMetadata(p.UserMetadata); err != nil {
		return err
	}
	hash, err := a.checkAdminPassword(p.Password)
	if err != nil {
		return err
	}
	banned, _, err := a.parseBan(p.BanDuration)
	if err != nil {
		return err
	}
	ctx := r.Context()
	var out *userJSON
	err = store.InTx(ctx, a.Pool, func(tx pgx.Tx) error {
		if _, err := store.UserByEmail(ctx, tx, email); err == nil {
			return unprocessable(ErrEmailExists, "A user with this email address has already been registered")
		} else if err != store.ErrNotFound {
			return err
		}
		u, err := a.createUser(ctx, tx, newUser{Email: email, PasswordHash: hash, Provider: "email", UserMetadata: p.UserMetadata,
			AppMetadata: p.AppMetadata, Confirmed: p.EmailConfirm})
		if err != nil {
			return err
		}
		now := a.now()
		if p.Role != "" {
			if err := store.SetRole(ctx, tx, u.ID, p.Role, now); err != nil {
				return err
			}
		}
		if banned != nil {
			if err := store.SetBannedUntil(ctx, tx, u.ID, banned, now); err != nil {
				return err
			}
		}
		if err := a.audit(ctx, tx, r, admin.Subject, admin.Role, auditSignup, map[string]any{"user_id": u.ID, "user_email": email}); err != nil {
			return err
		}
		_, out, err = reloadUser(ctx, tx, u.ID)
		return err
	})
	if err != nil {
		if store.IsUniqueViolation(err) {
			return unprocessable(ErrEmailExists, "A user with this email address has already been registered")
		}
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// adminUserID validates the {id} path value.
func adminUserID(r *http.Request) (string, error) {
	id := r.PathValue("id")
	if !isUUID(id) {
		return "", httpErr(http.StatusNotFound, ErrUserNotFound, "User not found")
	}
	return strings.ToLower(id), nil
}

// adminGetUser handles GET /admin/users/{id}.
func (a *API) adminGetUser(w http.ResponseWriter, r *http.Request) error {
	_, id, err := a.adminOnUser(r)
	if err != nil {
		return err
	}
	_, j, err := reloadUser(r.Context(), a.Pool, id)
	if err == store.ErrNotFound {
		return httpErr(http.StatusNotFound, ErrUserNotFound, "User not found")
	}
	if err != nil {
		return internalErr(err)
	}
	writeJSON(w, http.StatusOK, j)
	return nil
}

// adminUpdateUser handles PUT /admin/users/{id}: email, password, confirmation, metadata
// (merged), role, ban_duration ("none" unbans). A ban ends the user's sessions.
func (a *API) adminUpdateUser(w http.ResponseWriter, r *http.Request) error {
	admin, id, err := a.adminOnUser(r)
	if err != nil {
		return err
	}
	var p adminUserParams
	if err := decode(r, &p); err != nil {
		return err
	}
	hash, err := a.checkAdminPassword(p.Password)
	if err != nil {
		return err
	}
	banned, banSet, err := a.parseBan(p.BanDuration)
	if err != nil {
		return err
	}
	var email string
	if p.Email != "" {
		if email, err = validateEmail(p.Email); err != nil {
			return err
		}
	}
	ctx := r.Context()
	var out *userJSON
	err = store.InTx(ctx, a.Pool, func(tx pgx.Tx) error {
		u, err := store.UserByIDForUpdate(ctx, tx, id)
		if err == store.ErrNotFound {
			return httpErr(http.StatusNotFound, ErrUserNotFound, "User not found")
		}
		if err != nil {
			return err
		}
		now := a.now()
		if email != "" && email != u.Email {
			if err := store.UserByEmailTaken(ctx, tx, email, u.ID); err == store.ErrEmailTaken {
				return unprocessable(ErrEmailExists, "A user with this email address has already been registered")
			} else if err != nil {
				return err
			}
			confirmed := u.EmailConfirmedAt
			if p.EmailConfirm {
				confirmed = &now
			}
			if err := store.SetEmail(ctx, tx, u.ID, email, confirmed, now); err != nil {
				return err
			}
		} else if p.EmailConfirm && u.EmailConfirmedAt == nil {
			if err := store.ConfirmEmail(ctx, tx, u.ID, now); err != nil {
				return err
			}
		}
		if hash != "" {
			if err := store.UpdatePassword(ctx, tx, u.ID, hash, now); err != nil {
				return err
			}
		}
		if p.UserMetadata != nil {
			meta := mergeMetadata(u.UserMetadata, p.UserMetadata)
			if err := a.checkMetadata(meta); err != nil {
				return err
			}
			if err := store.UpdateUserMetadata(ctx, tx, u.ID, meta, now); err != nil {
				return err
			}
		}
		if p.AppMetadata != nil {
			if err := store.UpdateAppMetadata(ctx, tx, u.ID, mergeMetadata(u.AppMetadata, p.AppMetadata), now); err != nil {
				return err
			}
		}
		if p.Role != "" {
			if err := store.SetRole(ctx, tx, u.ID, p.Role, now); err != nil {
				return err
			}
		}
		if banSet {
			if err := store.SetBannedUntil(ctx, tx, u.ID, banned, now); err != nil {
				return err
			}
			if banned != nil {
				if err := store.DeleteUserSessions(ctx, tx, u.ID, ""); err != nil {
					return err
				}
			}
		}
		if err := a.audit(ctx, tx, r, admin.Subject, admin.Role, auditUserModified, map[string]any{"user_id": u.ID}); err != nil {
			return err
		}
		_, out, err = reloadUser(ctx, tx, u.ID)
		return err
	})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

type adminDeleteParams struct {
	ShouldSoftDelete bool `json:"should_soft_delete"`
}

// adminDeleteUser handles DELETE /admin/users/{id}: 200 {}.
func (a *API) adminDeleteUser(w http.ResponseWriter, r *http.Request) error {
	admin, id, err := a.adminOnUser(r)
	if err != nil {
		return err
	}
	var p adminDeleteParams
	if err := decode(r, &p); err != nil {
		return err
	}
	ctx := r.Context()
	err = store.InTx(ctx, a.Pool, func(tx pgx.Tx) error {
		u, err := store.UserByIDForUpdate(ctx, tx, id)
		if err == store.ErrNotFound {
			return httpErr(http.StatusNotFound, ErrUserNotFound, "User not found")
		}
		if err != nil {
			return err
		}
		if p.ShouldSoftDelete {
			err = store.SoftDeleteUser(ctx, tx, u.ID, a.now())
		} else {
			err = store.DeleteUser(ctx, tx, u.ID)
		}
		if err != nil {
			return err
		}
		return a.audit(ctx, tx, r, admin.Subject, admin.Role, auditUserDeleted, map[string]any{"user_id": u.ID, "user_email": u.Email})
	})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]any{})
	return nil
}

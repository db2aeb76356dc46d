package api

import (
	"context"
	"net/http"

	"github.com/jackc/pgx/v5"
	"github.com/pedbook/pedbook/auth/internal/store"
	"github.com/pedbook/pedbook/auth/internal/token"
)

type refreshParams struct {
	RefreshToken string `json:"refresh_token"`
}

// refreshGrant rotates a refresh token. Refreshes of one session are serialised by a row
// lock on the session. A used (revoked) token presented again within the reuse interval
// gets the session's active child when that child is its own (two tabs, a lost response),
// or a new child otherwise; after the interval the whole family is revoked (committed
// although the request fails) and the answer is refresh_token_already_used.
func (a *API) refreshGrant(w http.ResponseWriter, r *http.Request) error {
	var p refreshParams
	if err := decode(r, &p); err != nil {
		return err
	}
	if !token.ValidRefreshFormat(p.RefreshToken) {
		return badRequest(ErrValidationFailed, "Refresh token is not valid")
	}
	ctx := r.Context()
	hash := token.Hash(p.RefreshToken)
	var out *sessionJSON
	err := store.InTx(ctx, a.Pool, func(tx pgx.Tx) error {
		rt, err := store.RefreshTokenByHash(ctx, tx, hash)
		if err == store.ErrNotFound {
			return badRequest(ErrRefreshTokenNotFound, "Invalid Refresh Token: Refresh Token Not Found")
		}
		if err != nil {
			return err
		}
		if rt.SessionID == "" {
			return badRequest(ErrSessionNotFound, "Invalid Refresh Token: No Valid Session Found")
		}
		sess, err := store.SessionForUpdate(ctx, tx, rt.SessionID)
		if err == store.ErrNotFound {
			return badRequest(ErrSessionNotFound, "Invalid Refresh Token: No Valid Session Found")
		}
		if err != nil {
			return err
		}
		// Reload under the session lock: a concurrent refresh may have revoked it meanwhile.
		if rt, err = store.RefreshTokenByHash(ctx, tx, hash); err != nil {
			return err
		}
		u, err := store.UserByID(ctx, tx, sess.UserID)
		if err != nil {
			return err
		}
		now := a.now()
		if u.Banned(now) {
			return badRequest(ErrUserBanned, "Invalid Refresh Token: User Banned")
		}
		if sess.NotAfter != nil && now.After(*sess.NotAfter) {
			return badRequest("session_expired", "Invalid Refresh Token: Session Expired")
		}
		revoking := a.cfg.RefreshRotation && !rt.Revoked // rotate revokes the presented token
		issued, err := a.rotate(ctx, tx, rt, p.RefreshToken)
		if err != nil {
			return err
		}
		if err := store.TouchSession(ctx, tx, sess.ID, now, r.UserAgent(), a.remoteIP(r)); err != nil {
			return err
		}
		if err := a.audit(ctx, tx, r, u.ID, u.Email, auditTokenRefreshed, nil); err != nil {
			return err
		}
		// GoTrue's GrantRefreshTokenSwap records the revoked parent after token_refreshed.
		if revoking {
			if err := a.audit(ctx, tx, r, u.ID, u.Email, auditTokenRevoked, nil); err != nil {
				return err
			}
		}
		out, err = a.sessionResponse(ctx, tx, u, sess.ID, issued)
		return err
	})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// rotate returns the refresh token to hand out for presented (whose row is rt).
func (a *API) rotate(ctx context.Context, tx pgx.Tx, rt *store.RefreshToken, presented string) (string, error) {
	now := a.now()
	if !a.cfg.RefreshRotation && !rt.Revoked {
		return presented, nil
	}
	if !rt.Revoked {
		if err := store.RevokeRefreshToken(ctx, tx, rt.ID, now); err != nil {
			return "", err
		}
		return a.newChild(ctx, tx, rt, presented)
	}
	withinInterval := !now.After(rt.UpdatedAt.Add(a.cfg.ReuseInterval))
	if withinInterval {
		active, err := store.ActiveRefreshToken(ctx, tx, rt.SessionID)
		if err != nil && err != store.ErrNotFound {
			return "", err
		}
		if active != nil && active.Parent == rt.Token {
			// The client already rotated this token: hand out the same active child.
			n, err := store.ChildIndex(ctx, tx, rt.Token, active.ID)
			if err != nil {
				return "", err
			}
			return a.Refresher.Child(presented, n), nil
		}
		if active != nil {
			return a.newChild(ctx, tx, rt, presented)
		}
	}
	if err := store.RevokeFamily(ctx, tx, rt.SessionID, now); err != nil {
		return "", err
	}
	return "", &store.CommitError{Err: badRequest(ErrRefreshTokenAlreadyUsed, "Invalid Refresh Token: Already Used")}
}

// newChild stores and returns the next child of presented.
func (a *API) newChild(ctx context.Context, tx pgx.Tx, rt *store.RefreshToken, presented string) (string, error) {
	n, err := store.ChildCount(ctx, tx, rt.Token)
	if err != nil {
		return "", err
	}
	child := a.Refresher.Child(presented, n)
	if _, err := store.InsertRefreshToken(ctx, tx, token.Hash(child), rt.UserID, rt.SessionID, rt.Token, a.now()); err != nil {
		return "", err
	}
	return child, nil
}

package api

import (
	"context"
	"fmt"
	"net/http"

	"github.com/pedbook/pedbook/auth/internal/store"
	"github.com/pedbook/pedbook/auth/internal/token"
	"github.com/pedbook/pedbook/auth/pkg/claims"
)

// sessionJSON is GoTrue's token response.
type sessionJSON struct {
	AccessToken          string    `json:"access_token"`
	TokenType            string    `json:"token_type"`
	ExpiresIn            int64     `json:"expires_in"`
	ExpiresAt            int64     `json:"expires_at"`
	RefreshToken         string    `json:"refresh_token"`
	User                 *userJSON `json:"user"`
	ProviderToken        string    `json:"provider_token,omitempty"`
	ProviderRefreshToken string    `json:"provider_refresh_token,omitempty"`
}

// passwordSessionJSON adds the password grant's weak_password (literally null when strong).
type passwordSessionJSON struct {
	*sessionJSON
	WeakPassword *weakPasswordJSON `json:"weak_password"`
}

type weakPasswordJSON struct {
	Message string   `json:"message"`
	Reasons []string `json:"reasons"`
}

// startSession creates a session for u authenticated with method, its first refresh
// token and an access token.
func (a *API) startSession(ctx context.Context, db store.DB, r *http.Request, u *store.User, method string) (*sessionJSON, error) {
	now := a.now()
	sid := newUUID()
	if err := store.InsertSession(ctx, db, sid, u.ID, now, r.UserAgent(), a.remoteIP(r)); err != nil {
		return nil, err
	}
	if err := store.AddAMR(ctx, db, sid, method, now); err != nil {
		return nil, err
	}
	rt, err := a.Refresher.New()
	if err != nil {
		return nil, err
	}
	if _, err := store.InsertRefreshToken(ctx, db, token.Hash(rt), u.ID, sid, "", now); err != nil {
		return nil, err
	}
	return a.sessionResponse(ctx, db, u, sid, rt)
}

// sessionResponse signs an access token for session sid and builds the response.
func (a *API) sessionResponse(ctx context.Context, db store.DB, u *store.User, sid, refresh string) (*sessionJSON, error) {
	aal, amr, err := store.AMROfSession(ctx, db, sid)
	if err != nil {
		return nil, err
	}
	now := a.now()
	exp := now.Add(a.cfg.JWTExp)
	c := &claims.Claims{
		Issuer: a.cfg.JWTIssuer, Subject: u.ID, Audience: claims.Audience(u.Aud),
		ExpiresAt: exp.Unix(), IssuedAt: now.Unix(), Email: u.Email, Phone: u.Phone,
		AppMetadata: u.AppMetadata, UserMetadata: u.UserMetadata, Role: u.Role,
		AAL: aal, SessionID: sid, IsAnonymous: u.IsAnonymous,
	}
	for _, m := range amr {
		c.AMR = append(c.AMR, claims.AMREntry{Method: m.Method, Timestamp: m.At.Unix()})
	}
	at, err := a.Keys.Sign(c)
	if err != nil {
		return nil, fmt.Errorf("sign access token: %w", err)
	}
	uj, err := renderUser(ctx, db, u)
	if err != nil {
		return nil, err
	}
	return &sessionJSON{AccessToken: at, TokenType: "bearer", ExpiresIn: int64(a.cfg.JWTExp.Seconds()),
		ExpiresAt: exp.Unix(), RefreshToken: refresh, User: uj}, nil
}

// Package claims is the contract of the access tokens the auth service mints: the JWT
// claims GoTrue puts in them, in the same JSON shape. The REST gateway imports this
// package (and nothing else from auth) to read verified tokens.
package claims

import "github.com/golang-jwt/jwt/v5"

// AMREntry is one authentication method of a session ("password", "otp", "recovery",
// "oauth", "passkey", …) with the unix time it was last used.
type AMREntry struct {
	Method    string `json:"method"`
	Timestamp int64  `json:"timestamp"`
	Provider  string `json:"provider,omitempty"`
}

// Claims are GoTrue's access-token claims. aud is serialised as a plain string, as GoTrue
// does; email and phone are always present (empty strings when unset).
type Claims struct {
	Issuer       string         `json:"iss,omitempty"`
	Subject      string         `json:"sub,omitempty"`
	Audience     Audience       `json:"aud,omitempty"`
	ExpiresAt    int64          `json:"exp"`
	IssuedAt     int64          `json:"iat"`
	Email        string         `json:"email"`
	Phone        string         `json:"phone"`
	AppMetadata  map[string]any `json:"app_metadata"`
	UserMetadata map[string]any `json:"user_metadata"`
	Role         string         `json:"role"`
	AAL          string         `json:"aal,omitempty"`
	AMR          []AMREntry     `json:"amr,omitempty"`
	SessionID    string         `json:"session_id,omitempty"`
	IsAnonymous  bool           `json:"is_anonymous"`
}

// GetExpirationTime implements jwt.Claims.
func (c *Claims) GetExpirationTime() (*jwt.NumericDate, error) {
	if c.ExpiresAt == 0 {
		return nil, nil
	}
	return jwt.NewNumericDate(unix(c.ExpiresAt)), nil
}

// GetIssuedAt implements jwt.Claims.
func (c *Claims) GetIssuedAt() (*jwt.NumericDate, error) {
	if c.IssuedAt == 0 {
		return nil, nil
	}
	return jwt.NewNumericDate(unix(c.IssuedAt)), nil
}

// GetNotBefore implements jwt.Claims (GoTrue sets no nbf).
func (c *Claims) GetNotBefore() (*jwt.NumericDate, error) { return nil, nil }

// GetIssuer implements jwt.Claims.
func (c *Claims) GetIssuer() (string, error) { return c.Issuer, nil }

// GetSubject implements jwt.Claims.
func (c *Claims) GetSubject() (string, error) { return c.Subject, nil }

// GetAudience implements jwt.Claims.
func (c *Claims) GetAudience() (jwt.ClaimStrings, error) {
	if c.Audience == "" {
		return nil, nil
	}
	return jwt.ClaimStrings{string(c.Audience)}, nil
}

package api

import (
	"context"
	"regexp"
	"strings"

	"github.com/pedbook/pedbook/auth/internal/store"
	"github.com/pedbook/pedbook/auth/internal/token"
)

// pkceParams are a validated code challenge and its method (s256 or plain).
type pkceParams struct {
	Challenge string
	Method    string
}

var challengeFormat = regexp.MustCompile(`^[A-Za-z0-9._~-]{43,128}$`)

// validatePKCEParams checks GoTrue's rules: both or neither, method s256/plain, challenge
// 43–128 characters of the unreserved set. nil, nil when PKCE is not used.
func validatePKCEParams(challenge, method *string) (*pkceParams, error) {
	c, m := deref(challenge), strings.ToLower(deref(method))
	if c == "" && m == "" {
		return nil, nil
	}
	if c == "" || m == "" {
		return nil, badRequest(ErrValidationFailed, "PKCE flow requires code_challenge_method and code_challenge")
	}
	if m != "s256" && m != "plain" {
		return nil, badRequest(ErrValidationFailed, "code challenge method not supported")
	}
	if !challengeFormat.MatchString(c) {
		return nil, badRequest(ErrValidationFailed, "code challenge has to be between 43 and 128 characters and contain only unreserved characters")
	}
	return &pkceParams{Challenge: c, Method: m}, nil
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// createFlowState stores a PKCE flow (state id, auth code, challenge) for a user or, for
// OAuth, before the user is known (userID "").
func (a *API) createFlowState(ctx context.Context, db store.DB, userID, provider, method string, p *pkceParams, referrer string) error {
	_, err := store.InsertFlowState(ctx, db, &store.FlowState{ID: newUUID(), UserID: userID, AuthCode: newUUID(),
		CodeChallengeMethod: p.Method, CodeChallenge: p.Challenge, ProviderType: provider,
		AuthenticationMethod: method, Referrer: referrer, CreatedAt: a.now()})
	return err
}

// verifierMatches checks a PKCE verifier against the stored challenge.
func verifierMatches(fs *store.FlowState, verifier string) bool {
	switch fs.CodeChallengeMethod {
	case "s256":
		return token.Equal(token.S256(verifier), fs.CodeChallenge)
	case "plain":
		return token.Equal(verifier, fs.CodeChallenge)
	}
	return false
}

func (a *API) flowExpired(fs *store.FlowState) bool {
	start := fs.CreatedAt
	if fs.AuthCodeIssuedAt != nil {
		start = *fs.AuthCodeIssuedAt
	}
	return a.now().After(start.Add(a.cfg.FlowStateExpiry))
}

package store

import (
	"context"
	"fmt"
	"time"
)

// FlowState is a row of auth.flow_state: a PKCE or OAuth flow between its start and the
// code exchange.
type FlowState struct {
	ID                   string
	UserID               string
	AuthCode             string
	CodeChallengeMethod  string
	CodeChallenge        string
	ProviderType         string
	ProviderAccessToken  string
	ProviderRefreshToken string
	AuthenticationMethod string
	AuthCodeIssuedAt     *time.Time
	Referrer             string
	CreatedAt            time.Time
	// OAuthClientStateID is the auth.oauth_client_states row holding the code verifier this
	// service sends the provider (only for providers that require PKCE of their clients).
	OAuthClientStateID string
}

const flowColumns = `id, coalesce(user_id::text, ''), auth_code, code_challenge_method::text, code_challenge, provider_type,
  coalesce(provider_access_token, ''), coalesce(provider_refresh_token, ''), authentication_method,
  auth_code_issued_at, coalesce(referrer, ''), created_at, coalesce(oauth_client_state_id::text, '')`

const sqlInsertFlowState = `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge,
  provider_type, authentication_method, referrer, created_at, updated_at, oauth_client_state_id)
  values ($1, nullif($2, '')::uuid, $3, $4::auth.code_challenge_method, $5, $6, $7, nullif($8, ''), $9, $9, nullif($10, '')::uuid)`

// InsertFlowState stores f.
func InsertFlowState(ctx context.Context, db DB, f *FlowState) (*FlowState, error) {
	if _, err := db.Exec(ctx, sqlInsertFlowState, f.ID, f.UserID, f.AuthCode, f.CodeChallengeMethod, f.CodeChallenge,
		f.ProviderType, f.AuthenticationMethod, f.Referrer, f.CreatedAt, f.OAuthClientStateID); err != nil {
		return nil, fmt.Errorf("insert flow state: %w", err)
	}
	return f, nil
}

const sqlFlowStateByAuthCode = `select ` + flowColumns + ` from auth.flow_state where auth_code = $1 for update`

// FlowStateByAuthCode loads and locks a flow by its auth code.
func FlowStateByAuthCode(ctx context.Context, db DB, code string) (*FlowState, error) {
	return scanFlow(ctx, db, sqlFlowStateByAuthCode, code)
}

const sqlFlowStateByID = `select ` + flowColumns + ` from auth.flow_state where id = $1 for update`

// FlowStateByID loads and locks a flow by its id (the OAuth state).
func FlowStateByID(ctx context.Context, db DB, id string) (*FlowState, error) {
	return scanFlow(ctx, db, sqlFlowStateByID, id)
}

const sqlLatestFlowState = `select ` + flowColumns + ` from auth.flow_state
  where user_id = $1 and authentication_method = $2 order by created_at desc limit 1 for update`

// LatestFlowState is the user's newest flow for an authentication method.
func LatestFlowState(ctx context.Context, db DB, userID, method string) (*FlowState, error) {
	return scanFlow(ctx, db, sqlLatestFlowState, userID, method)
}

func scanFlow(ctx context.Context, db DB, q string, args ...any) (*FlowState, error) {
	var f FlowState
	err := db.QueryRow(ctx, q, args...).Scan(&f.ID, &f.UserID, &f.AuthCode, &f.CodeChallengeMethod, &f.CodeChallenge,
		&f.ProviderType, &f.ProviderAccessToken, &f.ProviderRefreshToken, &f.AuthenticationMethod,
		&f.AuthCodeIssuedAt, &f.Referrer, &f.CreatedAt, &f.OAuthClientStateID)
	if err != nil {
		if err = notFound(err); err == ErrNotFound {
			return nil, err
		}
		return nil, fmt.Errorf("load flow state: %w", err)
	}
	return &f, nil
}

const sqlCompleteFlowState = `update auth.flow_state set user_id = $2::uuid, provider_access_token = nullif($3, ''),
  provider_refresh_token = nullif($4, ''), auth_code_issued_at = $5, updated_at = $5 where id = $1`

// CompleteFlowState records the user and provider tokens once the provider answered.
func CompleteFlowState(ctx context.Context, db DB, id, userID, accessToken, refreshToken string, now time.Time) error {
	if _, err := db.Exec(ctx, sqlCompleteFlowState, id, userID, accessToken, refreshToken, now); err != nil {
		return fmt.Errorf("complete flow state: %w", err)
	}
	return nil
}

const sqlIssueAuthCode = `update auth.flow_state set auth_code_issued_at = $2, updated_at = $2 where id = $1`

// IssueAuthCode marks when the flow's auth code was handed out.
func IssueAuthCode(ctx context.Context, db DB, id string, now time.Time) error {
	if _, err := db.Exec(ctx, sqlIssueAuthCode, id, now); err != nil {
		return fmt.Errorf("issue auth code: %w", err)
	}
	return nil
}

const sqlDeleteFlowState = `delete from auth.flow_state where id = $1`

// DeleteFlowState consumes a flow.
func DeleteFlowState(ctx context.Context, db DB, id string) error {
	if _, err := db.Exec(ctx, sqlDeleteFlowState, id); err != nil {
		return fmt.Errorf("delete flow state: %w", err)
	}
	return nil
}

const sqlDeleteStaleFlowStates = `with f as (delete from auth.flow_state where created_at < $1)
  delete from auth.oauth_client_states where created_at < $1`

// DeleteStaleFlowStates drops flows started before cutoff (abandoned sign-ins) and the
// provider code verifiers kept for them.
func DeleteStaleFlowStates(ctx context.Context, db DB, cutoff time.Time) error {
	if _, err := db.Exec(ctx, sqlDeleteStaleFlowStates, cutoff); err != nil {
		return fmt.Errorf("delete stale flow states: %w", err)
	}
	return nil
}

const sqlInsertOAuthClientState = `insert into auth.oauth_client_states (id, provider_type, code_verifier, created_at)
  values ($1, $2, $3, $4)`

// InsertOAuthClientState keeps the code verifier sent (as its challenge) to a provider.
func InsertOAuthClientState(ctx context.Context, db DB, id, provider, verifier string, now time.Time) error {
	if _, err := db.Exec(ctx, sqlInsertOAuthClientState, id, provider, verifier, now); err != nil {
		return fmt.Errorf("insert oauth client state: %w", err)
	}
	return nil
}

const sqlTakeOAuthClientState = `delete from auth.oauth_client_states where id = $1 and provider_type = $2
  returning coalesce(code_verifier, '')`

// TakeOAuthClientState returns a kept code verifier and deletes it (it serves one exchange).
func TakeOAuthClientState(ctx context.Context, db DB, id, provider string) (string, error) {
	var v string
	if err := db.QueryRow(ctx, sqlTakeOAuthClientState, id, provider).Scan(&v); err != nil {
		if err = notFound(err); err == ErrNotFound {
			return "", err
		}
		return "", fmt.Errorf("take oauth client state: %w", err)
	}
	return v, nil
}

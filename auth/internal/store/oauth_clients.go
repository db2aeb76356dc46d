package store

import (
	"context"
	"fmt"
	"time"

	sq "github.com/Masterminds/squirrel"
	"github.com/jackc/pgx/v5"
)

// psql builds statements with PostgreSQL's $n placeholders. Identifiers in statements
// built with it come only from constants in this package, never from requests.
var psql = sq.StatementBuilder.PlaceholderFormat(sq.Dollar)

// OAuthClient is a row of auth.oauth_clients.
type OAuthClient struct {
	ID                      string
	SecretHash              string
	RegistrationType        string
	RedirectURIs            []string
	GrantTypes              []string
	ClientName              string
	ClientURI               string
	LogoURI                 string
	ClientType              string
	TokenEndpointAuthMethod string
	CreatedAt               time.Time
	UpdatedAt               time.Time
}

var oauthClientColumns = []string{"id", "coalesce(client_secret_hash, '')", "registration_type", "redirect_uris", "grant_types",
	"coalesce(client_name, '')", "coalesce(client_uri, '')", "coalesce(logo_uri, '')", "client_type",
	"token_endpoint_auth_method", "created_at", "updated_at"}

func scanOAuthClient(row pgx.Row) (*OAuthClient, error) {
	var c OAuthClient
	err := row.Scan(&c.ID, &c.SecretHash, &c.RegistrationType, &c.RedirectURIs, &c.GrantTypes, &c.ClientName,
		&c.ClientURI, &c.LogoURI, &c.ClientType, &c.TokenEndpointAuthMethod, &c.CreatedAt, &c.UpdatedAt)
	if err != nil {
		return nil, err
	}
	return &c, nil
}

// InsertOAuthClient stores a new client.
func InsertOAuthClient(ctx context.Context, db DB, c *OAuthClient) error {
	q, args, err := psql.Insert("auth.oauth_clients").
		Columns("id", "client_secret_hash", "registration_type", "redirect_uris", "grant_types", "client_name",
			"client_uri", "logo_uri", "client_type", "token_endpoint_auth_method", "created_at", "updated_at").
		Values(c.ID, nullIfEmpty(c.SecretHash), c.RegistrationType, c.RedirectURIs, c.GrantTypes, nullIfEmpty(c.ClientName),
			nullIfEmpty(c.ClientURI), nullIfEmpty(c.LogoURI), c.ClientType, c.TokenEndpointAuthMethod, c.CreatedAt, c.CreatedAt).
		ToSql()
	if err != nil {
		return err
	}
	if _, err := db.Exec(ctx, q, args...); err != nil {
		return fmt.Errorf("insert oauth client: %w", err)
	}
	c.UpdatedAt = c.CreatedAt
	return nil
}

func nullIfEmpty(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// OAuthClientByID loads a live (not deleted) client.
func OAuthClientByID(ctx context.Context, db DB, id string) (*OAuthClient, error) {
	q, args, err := psql.Select(oauthClientColumns...).From("auth.oauth_clients").
		Where(sq.Eq{"id": id}).Where("deleted_at is null").ToSql()
	if err != nil {
		return nil, err
	}
	return oneOAuthClient(ctx, db, q, args, "load oauth client")
}

// ListOAuthClients lists live clients, newest first; perPage 0 lists them all. It also
// returns how many there are.
func ListOAuthClients(ctx context.Context, db DB, page, perPage int) ([]*OAuthClient, int, error) {
	cols := append(append([]string{}, oauthClientColumns...), "count(*) over ()")
	b := psql.Select(cols...).From("auth.oauth_clients").Where("deleted_at is null").OrderBy("created_at desc", "id")
	if perPage > 0 {
		b = b.Limit(uint64(perPage)).Offset(uint64((max(page, 1) - 1) * perPage))
	}
	q, args, err := b.ToSql()
	if err != nil {
		return nil, 0, err
	}
	rows, err := db.Query(ctx, q, args...)
	if err != nil {
		return nil, 0, fmt.Errorf("list oauth clients: %w", err)
	}
	defer rows.Close()
	var out []*OAuthClient
	total := 0
	for rows.Next() {
		var c OAuthClient
		if err := rows.Scan(&c.ID, &c.SecretHash, &c.RegistrationType, &c.RedirectURIs, &c.GrantTypes, &c.ClientName,
			&c.ClientURI, &c.LogoURI, &c.ClientType, &c.TokenEndpointAuthMethod, &c.CreatedAt, &c.UpdatedAt, &total); err != nil {
			return nil, 0, fmt.Errorf("scan oauth client: %w", err)
		}
		out = append(out, &c)
	}
	if err := rows.Err(); err != nil {
		return nil, 0, err
	}
	if len(out) == 0 && page > 1 { // past the end: count separately
		q, args, err := psql.Select("count(*)").From("auth.oauth_clients").Where("deleted_at is null").ToSql()
		if err != nil {
			return nil, 0, err
		}
		if err := db.QueryRow(ctx, q, args...).Scan(&total); err != nil {
			return nil, 0, fmt.Errorf("count oauth clients: %w", err)
		}
	}
	return out, total, nil
}

// OAuthClientUpdate holds the fields to change (nil: unchanged).
type OAuthClientUpdate struct {
	RedirectURIs            *[]string
	GrantTypes              *[]string
	ClientName              *string
	ClientURI               *string
	LogoURI                 *string
	TokenEndpointAuthMethod *string
	SecretHash              *string
}

// UpdateOAuthClient changes the given fields of a live client and returns it.
func UpdateOAuthClient(ctx context.Context, db DB, id string, u OAuthClientUpdate, now time.Time) (*OAuthClient, error) {
	b := psql.Update("auth.oauth_clients").Set("updated_at", now)
	if u.RedirectURIs != nil {
		b = b.Set("redirect_uris", *u.RedirectURIs)
	}
	if u.GrantTypes != nil {
		b = b.Set("grant_types", *u.GrantTypes)
	}
	if u.ClientName != nil {
		b = b.Set("client_name", nullIfEmpty(*u.ClientName))
	}
	if u.ClientURI != nil {
		b = b.Set("client_uri", nullIfEmpty(*u.ClientURI))
	}
	if u.LogoURI != nil {
		b = b.Set("logo_uri", nullIfEmpty(*u.LogoURI))
	}
	if u.TokenEndpointAuthMethod != nil {
		b = b.Set("token_endpoint_auth_method", *u.TokenEndpointAuthMethod)
	}
	if u.SecretHash != nil {
		b = b.Set("client_secret_hash", *u.SecretHash)
	}
	q, args, err := b.Where(sq.Eq{"id": id}).Where("deleted_at is null").
		Suffix("returning " + joinColumns(oauthClientColumns)).ToSql()
	if err != nil {
		return nil, err
	}
	return oneOAuthClient(ctx, db, q, args, "update oauth client")
}

// DeleteOAuthClient soft-deletes a client (GoTrue keeps the row with deleted_at).
func DeleteOAuthClient(ctx context.Context, db DB, id string, now time.Time) error {
	q, args, err := psql.Update("auth.oauth_clients").Set("deleted_at", now).Set("updated_at", now).
		Where(sq.Eq{"id": id}).Where("deleted_at is null").ToSql()
	if err != nil {
		return err
	}
	if _, err := db.Exec(ctx, q, args...); err != nil {
		return fmt.Errorf("delete oauth client: %w", err)
	}
	return nil
}

func joinColumns(cols []string) string {
	s := ""
	for i, c := range cols {
		if i > 0 {
			s += ", "
		}
		s += c
	}
	return s
}

// oneOAuthClient runs a query of one client row: ErrNotFound when there is none, other errors
// wrapped with what the query was for.
func oneOAuthClient(ctx context.Context, db DB, q string, args []any, what string) (*OAuthClient, error) {
	c, err := scanOAuthClient(db.QueryRow(ctx, q, args...))
	if err != nil {
		if err = notFound(err); err == ErrNotFound {
			return nil, err
		}
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	return c, nil
}

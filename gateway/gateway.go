// Package gateway is the REST gateway's public face: the PostgREST-dialect handler that the
// composition root (cmd/pedbook) mounts at /rest/v1. Everything behind it lives in
// gateway/internal (request parsing, planning, SQL generation, execution, response shaping).
package gateway

import (
	"context"

	"github.com/pedbook/pedbook/gateway/internal/rest"
)

// Options configures a gateway: the owner URL (schema cache and its listener), the pool URL
// (the authenticator role requests run as), the JWT secret and keys (read once by the
// composition root and handed to the auth service too) and the logger.
type Options = rest.Options

// Handler serves /rest/v1 requests; Metrics() serves its Prometheus text.
type Handler = rest.Handler

// New loads the schema cache, opens the pool and starts the schema listener. The returned
// function closes them.
func New(ctx context.Context, o Options) (*Handler, func(), error) {
	return rest.New(ctx, o)
}

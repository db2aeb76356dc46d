package oauth

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/pedbook/pedbook/auth/pkg/claims"
)

// key returns the provider's verification key with kid, fetching the JWKS when it is
// older than ten minutes or lacks the kid (at most once a minute for unknown kids).
func (p *Provider) key(ctx context.Context, d *Discovery, kid string) (any, error) {
	p.mu.Lock()
	k, ok := p.keys[kid]
	fresh := time.Since(p.keysAt) < 10*time.Minute
	mayRetry := time.Since(p.keysTried) > time.Minute
	p.mu.Unlock()
	if ok && fresh {
		return k, nil
	}
	if !fresh || mayRetry {
		if err := p.fetchKeys(ctx, d); err != nil {
			return nil, err
		}
		p.mu.Lock()
		k, ok = p.keys[kid]
		p.mu.Unlock()
	}
	if !ok {
		return nil, fmt.Errorf("no key %q in %s's JWKS", kid, p.cfg.Name)
	}
	return k, nil
}

// fetchKeys reads the provider's JWKS with the one JWK reader of the service
// (claims.ParseJWKs, as GOTRUE_JWT_KEYS is read) and keeps its RSA and EC signing keys: a
// symmetric ("oct") key is never taken from a provider's published set.
func (p *Provider) fetchKeys(ctx context.Context, d *Discovery) error {
	var raw json.RawMessage
	p.mu.Lock()
	p.keysTried = time.Now()
	p.mu.Unlock()
	if err := p.getJSON(ctx, d.JWKSURI, &raw); err != nil {
		return fmt.Errorf("%s JWKS: %w", p.cfg.Name, err)
	}
	list, err := claims.ParseJWKs(string(raw))
	if err != nil {
		return fmt.Errorf("%s JWKS: %w", p.cfg.Name, err)
	}
	keys := map[string]any{}
	for _, j := range list {
		if (j.Use != "" && j.Use != "sig") || (j.Kty != "RSA" && j.Kty != "EC") {
			continue
		}
		if _, k, err := j.VerificationKey(); err == nil {
			keys[j.Kid] = k
		}
	}
	p.mu.Lock()
	p.keys, p.keysAt = keys, time.Now()
	p.mu.Unlock()
	return nil
}

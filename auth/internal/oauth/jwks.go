package oauth

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rsa"
	"encoding/base64"
	"fmt"
	"math/big"
	"time"
)

type jwkSet struct {
	Keys []struct {
		Kty string `json:"kty"`
		Kid string `json:"kid"`
		Use string `json:"use"`
		N   string `json:"n"`
		E   string `json:"e"`
		Crv string `json:"crv"`
		X   string `json:"x"`
		Y   string `json:"y"`
	} `json:"keys"`
}

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

func (p *Provider) fetchKeys(ctx context.Context, d *Discovery) error {
	var set jwkSet
	p.mu.Lock()
	p.keysTried = time.Now()
	p.mu.Unlock()
	if err := p.getJSON(ctx, d.JWKSURI, &set); err != nil {
		return fmt.Errorf("%s JWKS: %w", p.cfg.Name, err)
	}
	keys := map[string]any{}
	for _, j := range set.Keys {
		if j.Use != "" && j.Use != "sig" {
			continue
		}
		switch j.Kty {
		case "RSA":
			n, e := b64int(j.N), b64int(j.E)
			if n != nil && e != nil {
				keys[j.Kid] = &rsa.PublicKey{N: n, E: int(e.Int64())}
			}
		case "EC":
			x, y := b64int(j.X), b64int(j.Y)
			if j.Crv == "P-256" && x != nil && y != nil {
				keys[j.Kid] = &ecdsa.PublicKey{Curve: elliptic.P256(), X: x, Y: y}
			}
		}
	}
	p.mu.Lock()
	p.keys, p.keysAt = keys, time.Now()
	p.mu.Unlock()
	return nil
}

func b64int(s string) *big.Int {
	b, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil || len(b) == 0 {
		return nil
	}
	return new(big.Int).SetBytes(b)
}

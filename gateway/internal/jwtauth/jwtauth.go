// Package jwtauth verifies the bearer token of a REST request the way PostgREST does and
// yields the database role and the claims to hand to PostgreSQL: HS256 with the shared
// secret, RS256/ES256 with the public parts of the JWKs the auth service signs with
// (GOTRUE_JWT_KEYS, selected by kid), exp/nbf/iat with 30 s of clock skew, aud when
// configured. No token means the anon role. Failures are PGRST301/PGRST303 401 errors.
package jwtauth

import (
	"crypto/ecdsa"
	"crypto/rsa"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"github.com/pedbook/pedbook/auth/pkg/claims"
	"github.com/pedbook/pedbook/gateway/internal/pgrsterr"
)

// Verifier checks tokens. Verified tokens are cached until they expire (bounded; the whole
// cache is dropped when full), so the API key every supabase-js request carries is
// verified once, not per request.
type Verifier struct {
	mu    sync.Mutex
	cache map[string]cached

	secret   []byte
	keys     map[string]any // kid -> public key (or []byte for oct keys)
	unnamed  []any
	audience string
	anonRole string
	roleKey  []string
	opaque   map[string]string
	now      func() time.Time
}

// Config for a Verifier.
type Config struct {
	Secret   string
	JWKs     string // JSON array (or {"keys":[…]}) of JWKs; private parts are ignored
	Audience string
	AnonRole string // default "anon"
	// RoleClaimKey is a dotted path to the role claim (default ".role").
	RoleClaimKey string
	// OpaqueKeys maps opaque project keys (sb_publishable_…, sb_secret_…) to the role they
	// stand for, as Supabase's front gateway maps them to an anon/service_role JWT.
	OpaqueKeys map[string]string
	Now        func() time.Time
}

// New builds a Verifier.
func New(c Config) (*Verifier, error) {
	v := &Verifier{secret: []byte(c.Secret), keys: map[string]any{}, audience: c.Audience, anonRole: c.AnonRole, now: c.Now, opaque: c.OpaqueKeys}
	if v.anonRole == "" {
		v.anonRole = "anon"
	}
	v.roleKey = strings.Split(strings.TrimPrefix(c.RoleClaimKey, "."), ".")
	if c.RoleClaimKey == "" {
		v.roleKey = []string{"role"}
	}
	if v.now == nil {
		v.now = time.Now
	}
	if strings.TrimSpace(c.JWKs) == "" {
		return v, nil
	}
	list, err := claims.ParseJWKs(c.JWKs)
	if err != nil {
		return nil, fmt.Errorf("parse GOTRUE_JWT_KEYS: %w", err)
	}
	for _, j := range list {
		_, k, err := j.VerificationKey()
		if err != nil {
			return nil, fmt.Errorf("parse JWK %q: %w", j.Kid, err)
		}
		if j.Kid != "" {
			v.keys[j.Kid] = k
		} else {
			v.unnamed = append(v.unnamed, k)
		}
	}
	return v, nil
}

type cached struct {
	id  Identity
	exp time.Time // zero: no exp claim
}

const maxCached = 4096

// Identity is the outcome of authentication.
type Identity struct {
	Role   string
	Claims map[string]any
	// ClaimsJSON is the claims with "role" set, as request.jwt.claims.
	ClaimsJSON string
}

// authError is a 401 of the catalogue with the WWW-Authenticate header RFC 6750 asks for.
func authError(e *pgrsterr.Error) *pgrsterr.Error {
	e.Headers = map[string]string{"WWW-Authenticate": `Bearer error="invalid_token", error_description="` + e.Message + `"`}
	return e
}

// Authenticate reads Authorization (or a JWT in apikey when Authorization is absent).
func (v *Verifier) Authenticate(r *http.Request) (Identity, *pgrsterr.Error) {
	h := r.Header.Get("Authorization")
	token := ""
	if h != "" {
		scheme, rest, _ := strings.Cut(h, " ")
		if !strings.EqualFold(scheme, "bearer") {
			return v.anon(), nil
		}
		token = strings.TrimSpace(rest)
		if token == "" {
			return Identity{}, authError(pgrsterr.JWTEmpty.New())
		}
	} else if k := r.Header.Get("apikey"); strings.Count(k, ".") == 2 {
		token = k
	}
	// An opaque project key (in Authorization or, without one, in apikey) stands for its
	// role's claims; the comparison is constant-time.
	if token == "" || strings.Count(token, ".") != 2 {
		candidate := token
		if candidate == "" {
			candidate = r.Header.Get("apikey")
		}
		if role, ok := v.opaqueRole(candidate); ok {
			return Identity{Role: role, Claims: map[string]any{"role": role}, ClaimsJSON: `{"role":"` + role + `"}`}, nil
		}
	}
	if token == "" {
		return v.anon(), nil
	}
	now := v.now()
	v.mu.Lock()
	c, ok := v.cache[token]
	v.mu.Unlock()
	if ok && (c.exp.IsZero() || now.Before(c.exp.Add(skew))) {
		return c.id, nil
	}
	id, err := v.Verify(token)
	if err != nil {
		return id, err
	}
	var exp time.Time
	if n, ok := id.Claims["exp"].(json.Number); ok {
		if f, ferr := n.Float64(); ferr == nil {
			exp = time.Unix(int64(f), 0)
		}
	}
	if _, hasNbf := id.Claims["nbf"]; !hasNbf {
		v.mu.Lock()
		if v.cache == nil || len(v.cache) >= maxCached {
			v.cache = map[string]cached{}
		}
		v.cache[token] = cached{id: id, exp: exp}
		v.mu.Unlock()
	}
	return id, nil
}

func (v *Verifier) opaqueRole(key string) (string, bool) {
	if key == "" {
		return "", false
	}
	for k, role := range v.opaque {
		if subtle.ConstantTimeCompare([]byte(k), []byte(key)) == 1 {
			return role, true
		}
	}
	return "", false
}

func (v *Verifier) anon() Identity {
	return Identity{Role: v.anonRole, Claims: map[string]any{"role": v.anonRole}, ClaimsJSON: `{"role":"` + v.anonRole + `"}`}
}

// Verify checks one token.
func (v *Verifier) Verify(token string) (Identity, *pgrsterr.Error) {
	if len(v.secret) == 0 && len(v.keys) == 0 && len(v.unnamed) == 0 {
		return Identity{}, pgrsterr.NoJWTSecret.New()
	}
	if n := strings.Count(token, ".") + 1; n != 3 {
		return Identity{}, authError(pgrsterr.JWTParts.New(n))
	}
	parser := jwt.NewParser(jwt.WithValidMethods([]string{"HS256", "HS384", "HS512", "RS256", "ES256"}),
		jwt.WithoutClaimsValidation(), jwt.WithJSONNumber())
	claims := jwt.MapClaims{}
	_, err := parser.ParseWithClaims(token, claims, func(t *jwt.Token) (any, error) {
		kid, _ := t.Header["kid"].(string)
		alg := t.Method.Alg()
		var cands []any
		if k, ok := v.keys[kid]; ok && kid != "" {
			cands = []any{k}
		} else {
			cands = append(cands, v.unnamed...)
			for _, k := range v.keys {
				cands = append(cands, k)
			}
		}
		if strings.HasPrefix(alg, "HS") && len(v.secret) > 0 {
			cands = append(cands, v.secret)
		}
		var vs jwt.VerificationKeySet
		for _, k := range cands {
			switch k.(type) {
			case []byte:
				if strings.HasPrefix(alg, "HS") {
					vs.Keys = append(vs.Keys, k)
				}
			case *rsa.PublicKey:
				if alg == "RS256" {
					vs.Keys = append(vs.Keys, k)
				}
			case *ecdsa.PublicKey:
				if alg == "ES256" {
					vs.Keys = append(vs.Keys, k)
				}
			}
		}
		if len(vs.Keys) == 0 {
			return nil, errNoKey
		}
		return vs, nil
	})
	if err != nil {
		switch {
		case errors.Is(err, errNoKey):
			return Identity{}, authError(pgrsterr.JWTNoKey.New())
		case errors.Is(err, jwt.ErrTokenSignatureInvalid):
			return Identity{}, authError(pgrsterr.JWTCrypto.New())
		case errors.Is(err, jwt.ErrTokenUnverifiable), errors.Is(err, jwt.ErrSignatureInvalid):
			return Identity{}, authError(pgrsterr.JWTAlgorithm.New())
		}
		return Identity{}, authError(pgrsterr.JWTUndecodable.New())
	}
	if e := v.checkClaims(claims); e != nil {
		return Identity{}, e
	}
	role := v.anonRole
	var cur any = map[string]any(claims)
	for _, k := range v.roleKey {
		m, ok := cur.(map[string]any)
		if !ok {
			cur = nil
			break
		}
		cur = m[k]
	}
	if r, ok := cur.(string); ok && r != "" {
		role = r
	}
	claims["role"] = role
	b, jerr := json.Marshal(claims)
	if jerr != nil {
		return Identity{}, authError(pgrsterr.JWTClaimsUnparsable.New())
	}
	return Identity{Role: role, Claims: claims, ClaimsJSON: string(b)}, nil
}

var errNoKey = errors.New("no suitable key")

const skew = 30 * time.Second

func (v *Verifier) checkClaims(c jwt.MapClaims) *pgrsterr.Error {
	now := v.now()
	num := func(name string) (time.Time, bool, *pgrsterr.Error) {
		raw, ok := c[name]
		if !ok || raw == nil {
			return time.Time{}, false, nil
		}
		n, ok := raw.(json.Number)
		if !ok {
			return time.Time{}, false, authError(pgrsterr.JWTClaimNotNumber.New(name))
		}
		f, err := n.Float64()
		if err != nil {
			return time.Time{}, false, authError(pgrsterr.JWTClaimNotNumber.New(name))
		}
		// int64(f) of a number past int64 is undefined (on amd64 the minimum: nbf 1e19 read as
		// the distant past); any date beyond ±2^62 s is as good as infinitely far.
		return time.Unix(int64(max(min(f, 1<<62), -(1<<62))), 0), true, nil
	}
	if exp, ok, err := num("exp"); err != nil {
		return err
	} else if ok && now.After(exp.Add(skew)) {
		return authError(pgrsterr.JWTExpired.New())
	}
	if nbf, ok, err := num("nbf"); err != nil {
		return err
	} else if ok && now.Add(skew).Before(nbf) {
		return authError(pgrsterr.JWTNotYetValid.New())
	}
	if iat, ok, err := num("iat"); err != nil {
		return err
	} else if ok && now.Add(skew).Before(iat) {
		return authError(pgrsterr.JWTIssuedInFuture.New())
	}
	if v.audience != "" {
		switch a := c["aud"].(type) {
		case nil:
		case string:
			if a != v.audience {
				return authError(pgrsterr.JWTNotInAudience.New())
			}
		case []any:
			if len(a) > 0 {
				found := false
				for _, x := range a {
					s, ok := x.(string)
					if !ok {
						return authError(pgrsterr.JWTAudienceType.New())
					}
					if s == v.audience {
						found = true
					}
				}
				if !found {
					return authError(pgrsterr.JWTNotInAudience.New())
				}
			}
		default:
			return authError(pgrsterr.JWTAudienceType.New())
		}
	}
	return nil
}

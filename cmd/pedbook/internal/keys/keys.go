// Package keys makes the development JWT secret and the anon and service_role API keys
// (HS256 JWTs signed with that secret, as Supabase's are) and reads/writes them in a
// KEY=VALUE env file.
package keys

import (
	"bufio"
	"crypto/rand"
	"encoding/base64"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

// NewSecret returns a random secret of 48 bytes, base64url encoded (64 characters).
func NewSecret() (string, error) {
	var b [48]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", fmt.Errorf("generate secret: %w", err)
	}
	return base64.RawURLEncoding.EncodeToString(b[:]), nil
}

// APIKey signs a long-lived key for role (anon or service_role), like Supabase's.
func APIKey(secret, role string, now time.Time) (string, error) {
	claims := jwt.MapClaims{
		"iss":  "pedbook",
		"role": role,
		"iat":  now.Unix(),
		"exp":  now.AddDate(10, 0, 0).Unix(),
	}
	s, err := jwt.NewWithClaims(jwt.SigningMethodHS256, claims).SignedString([]byte(secret))
	if err != nil {
		return "", fmt.Errorf("sign %s key: %w", role, err)
	}
	return s, nil
}

// ReadEnvFile reads KEY=VALUE lines (blank lines and # comments skipped). A missing file
// gives an empty map.
func ReadEnvFile(path string) (map[string]string, error) {
	out := map[string]string{}
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		return out, nil
	}
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		k, v, ok := strings.Cut(line, "=")
		if !ok {
			return nil, fmt.Errorf("%s: line %q is not KEY=VALUE", path, line)
		}
		out[strings.TrimSpace(k)] = strings.TrimSpace(v)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	return out, nil
}

// WriteEnvFile writes values as sorted KEY=VALUE lines, readable only by the owner.
func WriteEnvFile(path string, values map[string]string) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("create %s: %w", filepath.Dir(path), err)
	}
	names := make([]string, 0, len(values))
	for k := range values {
		names = append(names, k)
	}
	sort.Strings(names)
	var b strings.Builder
	b.WriteString("# Written by `pedbook keys`; read by scripts and tests. Keep the names stable.\n")
	for _, k := range names {
		fmt.Fprintf(&b, "%s=%s\n", k, values[k])
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, []byte(b.String()), 0o600); err != nil {
		return fmt.Errorf("write %s: %w", tmp, err)
	}
	if err := os.Rename(tmp, path); err != nil {
		return fmt.Errorf("replace %s: %w", path, err)
	}
	return nil
}

// Ensure makes sure values holds JWT_SECRET, ANON_KEY and SERVICE_ROLE_KEY, generating the
// secret once and re-signing the keys when they were made with another secret. It reports
// whether it changed anything.
func Ensure(values map[string]string, now time.Time) (bool, error) {
	changed := false
	if values["JWT_SECRET"] == "" {
		s, err := NewSecret()
		if err != nil {
			return false, err
		}
		values["JWT_SECRET"] = s
		changed = true
	}
	for name, role := range map[string]string{"ANON_KEY": "anon", "SERVICE_ROLE_KEY": "service_role"} {
		if Valid(values[name], values["JWT_SECRET"], role) {
			continue
		}
		k, err := APIKey(values["JWT_SECRET"], role, now)
		if err != nil {
			return false, err
		}
		values[name] = k
		changed = true
	}
	return changed, nil
}

// Valid reports whether token is an unexpired HS256 key for role signed with secret.
func Valid(token, secret, role string) bool {
	if token == "" {
		return false
	}
	claims := jwt.MapClaims{}
	_, err := jwt.ParseWithClaims(token, claims, func(*jwt.Token) (any, error) { return []byte(secret), nil },
		jwt.WithValidMethods([]string{"HS256"}), jwt.WithExpirationRequired())
	return err == nil && claims["role"] == role
}

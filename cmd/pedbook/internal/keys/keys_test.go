package keys

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

func TestEnsureGeneratesOnceAndResignsForANewSecret(t *testing.T) {
	now := time.Unix(1_800_000_000, 0)
	v := map[string]string{}
	changed, err := Ensure(v, now)
	if err != nil || !changed {
		t.Fatalf("first Ensure: changed=%v err=%v", changed, err)
	}
	if len(v["JWT_SECRET"]) < 32 {
		t.Fatalf("secret too short: %q", v["JWT_SECRET"])
	}
	for name, role := range map[string]string{"ANON_KEY": "anon", "SERVICE_ROLE_KEY": "service_role"} {
		claims := jwt.MapClaims{}
		if _, err := jwt.ParseWithClaims(v[name], claims, func(*jwt.Token) (any, error) { return []byte(v["JWT_SECRET"]), nil },
			jwt.WithValidMethods([]string{"HS256"})); err != nil {
			t.Fatalf("%s does not verify: %v", name, err)
		}
		if claims["role"] != role {
			t.Fatalf("%s role = %v", name, claims["role"])
		}
	}
	before := map[string]string{}
	for k, x := range v {
		before[k] = x
	}
	changed, err = Ensure(v, now)
	if err != nil || changed {
		t.Fatalf("second Ensure changed=%v err=%v", changed, err)
	}
	// A key signed with another secret is replaced.
	v["JWT_SECRET"] = "another-secret-of-enough-length-0123456789"
	changed, err = Ensure(v, now)
	if err != nil || !changed || v["ANON_KEY"] == before["ANON_KEY"] {
		t.Fatalf("keys not re-signed for a new secret: changed=%v err=%v", changed, err)
	}
}

func TestEnvFileRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", "local.env")
	in := map[string]string{"API_URL": "http://127.0.0.1:54321", "ANON_KEY": "a.b.c", "JWT_SECRET": "s=with=equals"}
	if err := WriteEnvFile(path, in); err != nil {
		t.Fatal(err)
	}
	out, err := ReadEnvFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for k, x := range in {
		if out[k] != x {
			t.Fatalf("%s = %q, want %q", k, out[k], x)
		}
	}
	missing, err := ReadEnvFile(filepath.Join(t.TempDir(), "none.env"))
	if err != nil || len(missing) != 0 {
		t.Fatalf("missing file: %v %v", missing, err)
	}
}

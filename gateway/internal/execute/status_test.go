package execute

import (
	"testing"

	"github.com/jackc/pgx/v5/pgconn"
)

func TestStatus(t *testing.T) {
	tests := []struct {
		code, msg string
		anon      bool
		want      int
	}{
		{"23505", "", false, 409}, {"23503", "", false, 409}, {"42501", "", true, 401}, {"42501", "", false, 403},
		{"P0001", "", false, 400}, {"P0002", "", false, 500}, {"42P01", "", false, 404}, {"42883", "", false, 404},
		{"42883", "function xmlagg(x) does not exist", false, 406}, {"25006", "", false, 405}, {"22023", `role "x" does not exist`, false, 401},
		{"22023", "other", false, 400}, {"21000", "UPDATE requires a WHERE clause", false, 400}, {"21000", "more than one row", false, 500},
		{"08006", "", false, 503}, {"53300", "", false, 503}, {"53400", "", false, 500}, {"57P01", "", false, 503}, {"57014", "", false, 500},
		{"40001", "", false, 500}, {"PT418", "", false, 418}, {"22P02", "", false, 400}, {"42703", "", false, 400}, {"XX000", "", false, 500},
	}
	for _, tt := range tests {
		if got := Status(&pgconn.PgError{Code: tt.code, Message: tt.msg}, tt.anon); got != tt.want {
			t.Errorf("%s %q anon=%v: %d, want %d", tt.code, tt.msg, tt.anon, got, tt.want)
		}
	}
}

func TestCustomError(t *testing.T) {
	e := &Executor{AnonRole: "anon"}
	got := e.mapError(&pgconn.PgError{Code: "PGRST", Message: `{"code":"123","message":"Pagamento necessário","details":"d","hint":"h"}`,
		Detail: `{"status":402,"headers":{"X-Powered-By":"Nerd"}}`}, "authenticated")
	if got.Status != 402 || got.Code != "123" || got.Message != "Pagamento necessário" || got.Headers["X-Powered-By"] != "Nerd" {
		t.Errorf("%+v", got)
	}
	bad := e.mapError(&pgconn.PgError{Code: "PGRST", Message: "not json"}, "anon")
	if bad.Code != "PGRST121" || bad.Status != 500 {
		t.Errorf("%+v", bad)
	}
	anon := e.mapError(&pgconn.PgError{Code: "42501", Message: "permission denied"}, "anon")
	if anon.Status != 401 || anon.Headers["WWW-Authenticate"] != "Bearer" || anon.Details != nil || anon.Hint != nil {
		t.Errorf("%+v", anon)
	}
}

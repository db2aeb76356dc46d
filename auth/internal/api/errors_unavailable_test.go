package api

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"syscall"
	"testing"

	"github.com/jackc/pgx/v5/pgconn"
)

// scripts/soak found sign-ins and refreshes answered 500 unexpected_failure while the
// primary restarted: a database that is away is a 503 with Retry-After (retryable for
// supabase-js), everything else stays a 500.
func TestDatabaseUnavailableIs503(t *testing.T) {
	dial := &net.OpError{Op: "dial", Net: "tcp", Err: syscall.ECONNREFUSED}
	for _, tc := range []struct {
		name   string
		err    error
		status int
	}{
		{"admin shutdown (primary fast restart)", fmt.Errorf("find user: %w", &pgconn.PgError{Code: "57P01"}), 503},
		{"cannot connect now (primary starting)", &pgconn.PgError{Code: "57P03"}, 503},
		{"protocol violation from the pooler", &pgconn.PgError{Code: "08P01"}, 503},
		{"connection refused", fmt.Errorf("acquire: %w", dial), 503},
		{"connection cut mid-query", fmt.Errorf("query: %w", io.ErrUnexpectedEOF), 503},
		{"a bug", errors.New("nil map"), 500},
		{"a constraint", &pgconn.PgError{Code: "23505"}, 500},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := httptest.NewRecorder()
			writeError(w, httptest.NewRequest(http.MethodPost, "/token", nil), slog.New(slog.DiscardHandler), tc.err)
			if w.Code != tc.status {
				t.Fatalf("status %d, want %d", w.Code, tc.status)
			}
			var body struct {
				Code      int    `json:"code"`
				ErrorCode string `json:"error_code"`
				Msg       string `json:"msg"`
			}
			if err := json.Unmarshal(w.Body.Bytes(), &body); err != nil || body.Code != tc.status || body.ErrorCode != ErrUnexpectedFailure || body.Msg == "" {
				t.Fatalf("body %s (%v): not GoTrue's shape", w.Body, err)
			}
			if ra := w.Header().Get("Retry-After"); (tc.status == 503) != (ra != "") {
				t.Fatalf("Retry-After %q with status %d", ra, tc.status)
			}
		})
	}
}

package response

import (
	"net/http/httptest"
	"testing"

	"github.com/pedbook/pedbook/gateway/internal/execute"
	"github.com/pedbook/pedbook/gateway/internal/pgrsterr"
)

func TestReadStatus(t *testing.T) {
	tests := []struct {
		offset, total, page int64
		status              int
		cr                  string
		code                string
	}{
		{0, -1, 3, 200, "0-2/*", ""},
		{0, -1, 0, 200, "*/*", ""},
		{0, 3, 3, 200, "0-2/3", ""},
		{1, 3, 1, 206, "1-1/3", ""},
		{0, 0, 0, 200, "*/0", ""},
		{5, 3, 0, 0, "*/3", "PGRST103"},
	}
	for _, tt := range tests {
		st, cr, err := ReadStatus(tt.offset, execute.Result{Total: tt.total, PageTotal: tt.page})
		code := ""
		if err != nil {
			code = err.Code
		}
		if st != tt.status || cr != tt.cr || code != tt.code {
			t.Errorf("%+v: got %d %q %q", tt, st, cr, code)
		}
	}
}

func TestLocationAndGUCs(t *testing.T) {
	if got := LocationHeader("t", []string{"id", "k"}, []byte(`{"id":5,"k":"a b"}`)); got != "/t?id=eq.5&k=eq.a+b" {
		t.Errorf("Location %q", got)
	}
	if got := LocationHeader("t", []string{"id"}, []byte(`{"id":null}`)); got != "/t?id=is.null" {
		t.Errorf("Location %q", got)
	}
	w := httptest.NewRecorder()
	st, err := ApplyGUCHeaders(w.Header(), []byte(`[{"X-A":"1"}]`), []byte("201"), 200)
	if err != nil || st != 201 || w.Header().Get("X-A") != "1" {
		t.Errorf("%d %v %v", st, err, w.Header())
	}
	if _, err := ApplyGUCHeaders(w.Header(), []byte(`{"X":1}`), nil, 200); err == nil || err.Code != "PGRST111" {
		t.Errorf("bad headers GUC: %v", err)
	}
	if _, err := ApplyGUCHeaders(w.Header(), nil, []byte("abc"), 200); err == nil || err.Code != "PGRST112" {
		t.Errorf("bad status GUC: %v", err)
	}
	if Singular(execute.Result{PageTotal: 1}) != nil || Singular(execute.Result{PageTotal: 2}).Details != "The result contains 2 rows" {
		t.Error("Singular")
	}
}

// scripts/soak: 503s during a primary or PgBouncer restart came without Retry-After.
func TestServiceUnavailableSaysWhenToRetry(t *testing.T) {
	for _, tc := range []struct {
		e    *pgrsterr.Error
		want string
	}{
		{pgrsterr.DBConnection.New(), "1"},
		{&pgrsterr.Error{Status: 503, Code: "57P01", Message: "terminating connection due to administrator command"}, "1"},
		{&pgrsterr.Error{Status: 503, Code: "PGRST001", Message: "busy", Headers: map[string]string{"Retry-After": "7"}}, "7"},
		{&pgrsterr.Error{Status: 500, Code: "XX000", Message: "internal"}, ""},
	} {
		w := httptest.NewRecorder()
		WriteError(w, tc.e)
		if got := w.Header().Get("Retry-After"); got != tc.want {
			t.Errorf("%d %s: Retry-After %q, want %q", tc.e.Status, tc.e.Code, got, tc.want)
		}
	}
}

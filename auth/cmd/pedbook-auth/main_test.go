package main

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestHandlerPrefixes(t *testing.T) {
	var seen string
	h := handler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { seen = r.URL.Path }))
	tests := map[string]string{"/auth/v1/token": "/token", "/token": "/token", "/auth/v1/admin/users/x": "/admin/users/x", "/health": "/health"}
	for in, want := range tests {
		h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("GET", in, nil))
		if seen != want {
			t.Errorf("%s reached the service as %s, want %s", in, seen, want)
		}
	}
}

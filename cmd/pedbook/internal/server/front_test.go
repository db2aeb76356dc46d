package server

import (
	"bufio"
	"context"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// answerShapes answers like the REST gateway does (Content-Length set, body in one write),
// and the other shapes a component may give: a body past net/http's buffers, no body, a
// body whose length net/http computes.
var answerShapes = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
	switch r.URL.Path {
	case "/sized":
		body := `{"medications":[]}`
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		w.Header()["Content-Length"] = []string{strconv.Itoa(len(body))}
		w.WriteHeader(http.StatusOK)
		io.WriteString(w, body) //nolint:errcheck
	case "/big": // past net/http's buffers: written to the socket before the handler ends
		body := strings.Repeat(`{"name":"amoxicilina"},`, 1000)
		w.Header()["Content-Length"] = []string{strconv.Itoa(len(body))}
		io.WriteString(w, body) //nolint:errcheck
	case "/empty":
		w.WriteHeader(http.StatusNoContent)
	case "/unsized":
		w.Header().Set("Content-Type", "text/plain")
		io.WriteString(w, "no length given") //nolint:errcheck
	}
})

// gatedLog holds every access line until gate is closed.
type gatedLog struct {
	slog.Handler
	gate chan struct{}
}

func (g gatedLog) Handle(ctx context.Context, r slog.Record) error {
	if r.Message == "request" {
		<-g.gate
	}
	return g.Handler.Handle(ctx, r)
}

// rawExchange sends one raw HTTP/1.1 request and reads the whole answer (headers and, when
// it has a Content-Length, the body) within d; ok is false when it did not come in time.
func rawExchange(t *testing.T, addr, request string, d time.Duration) (answer string, ok bool) {
	t.Helper()
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if _, err := io.WriteString(c, request); err != nil {
		t.Fatal(err)
	}
	_ = c.SetReadDeadline(time.Now().Add(d))
	br := bufio.NewReader(c)
	var b strings.Builder
	length := -1
	for {
		line, err := br.ReadString('\n')
		b.WriteString(line)
		if err != nil {
			return b.String(), false
		}
		if v, found := strings.CutPrefix(line, "Content-Length: "); found {
			length, _ = strconv.Atoi(strings.TrimSpace(v))
		}
		if line == "\r\n" {
			break
		}
	}
	if length > 0 && !strings.HasPrefix(request, "HEAD") {
		body := make([]byte, length)
		if _, err := io.ReadFull(br, body); err != nil {
			return b.String(), false
		}
		b.Write(body)
	}
	return b.String(), true
}

// TestAnswerBeforeAccessLog: a complete answer reaches the client while the access log
// line is still being written (the log held here until the client has it). Before, net/http
// sent it only after the handler, and so after the line's write, on every request.
func TestAnswerBeforeAccessLog(t *testing.T) {
	gate := make(chan struct{})
	log := slog.New(gatedLog{Handler: slog.NewTextHandler(io.Discard, nil), gate: gate})
	srv := httptest.NewServer(New(Options{Log: log, Mounts: []Mount{{Prefix: "/rest/v1", Handler: answerShapes}}}))
	defer srv.Close()
	defer close(gate)
	answer, ok := rawExchange(t, srv.Listener.Addr().String(), "GET /rest/v1/sized HTTP/1.1\r\nHost: x\r\n\r\n", 3*time.Second)
	if !ok {
		t.Fatalf("the answer waited for the access log line; got so far:\n%q", answer)
	}
	if !strings.HasSuffix(answer, `{"medications":[]}`) {
		t.Fatalf("answer %q", answer)
	}
}

// TestAccessLogKeepsBytes: the bytes on the wire are the same with the access log on (the
// answer sent before the line) as with it off (net/http sending it after the handler), for
// every shape of answer; only Date differs between two requests.
func TestAccessLogKeepsBytes(t *testing.T) {
	serve := func(level slog.Level) string {
		log := slog.New(slog.NewTextHandler(io.Discard, &slog.HandlerOptions{Level: level}))
		srv := httptest.NewServer(New(Options{Log: log, Mounts: []Mount{{Prefix: "/rest/v1", Handler: answerShapes}}}))
		t.Cleanup(srv.Close)
		return srv.Listener.Addr().String()
	}
	logged, quiet := serve(slog.LevelInfo), serve(slog.LevelWarn)
	date := regexp.MustCompile(`\r\nDate: [^\r]*\r\n`)
	for _, rq := range []string{
		"GET /rest/v1/sized HTTP/1.1\r\nHost: x\r\nX-Request-Id: r1\r\n\r\n",
		"HEAD /rest/v1/sized HTTP/1.1\r\nHost: x\r\nX-Request-Id: r2\r\n\r\n",
		"POST /rest/v1/sized HTTP/1.1\r\nHost: x\r\nX-Request-Id: r3\r\nContent-Length: 4\r\n\r\n{\"a\"",
		"GET /rest/v1/big HTTP/1.1\r\nHost: x\r\nX-Request-Id: r8\r\n\r\n",
		"GET /rest/v1/empty HTTP/1.1\r\nHost: x\r\nX-Request-Id: r4\r\n\r\n",
		"GET /rest/v1/unsized HTTP/1.1\r\nHost: x\r\nX-Request-Id: r5\r\n\r\n",
		"GET /rest/v1/sized HTTP/1.0\r\nX-Request-Id: r6\r\n\r\n",
		"GET /rest/v1/sized HTTP/1.1\r\nHost: x\r\nX-Request-Id: r7\r\nConnection: close\r\n\r\n",
	} {
		a, aok := rawExchange(t, logged, rq, 3*time.Second)
		b, bok := rawExchange(t, quiet, rq, 3*time.Second)
		if !aok || !bok {
			t.Fatalf("%q: no complete answer (log on %v, off %v)", rq, aok, bok)
		}
		if a, b = date.ReplaceAllString(a, "\r\nDate: -\r\n"), date.ReplaceAllString(b, "\r\nDate: -\r\n"); a != b {
			t.Errorf("%q:\nlog on:  %q\nlog off: %q", rq, a, b)
		}
	}
}

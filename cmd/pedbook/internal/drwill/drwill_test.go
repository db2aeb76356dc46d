package drwill

import (
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestReadStream(t *testing.T) {
	cases := []struct {
		name    string
		stream  string
		want    string
		wantErr string
	}{
		{"deltas then DONE",
			"data: {\"choices\":[{\"delta\":{\"role\":\"assistant\"}}]}\n\n" +
				"data: {\"choices\":[{\"delta\":{\"content\":\"Amoxicilina \"}}]}\n\n" +
				": keep-alive\n\n" +
				"data: {\"choices\":[{\"delta\":{\"content\":\"80–90 mg/kg/dia [1]\"},\"finish_reason\":null}]}\n\n" +
				"data: {\"choices\":[{\"delta\":{},\"finish_reason\":\"stop\"}]}\n\n" +
				"data: [DONE]\n\n",
			"Amoxicilina 80–90 mg/kg/dia [1]", ""},
		{"no space after data:", "data:{\"choices\":[{\"delta\":{\"content\":\"ok\"}}]}\n\ndata:[DONE]\n", "ok", ""},
		{"cut short", "data: {\"choices\":[{\"delta\":{\"content\":\"meia\"}}]}\n\n", "meia", "without [DONE]"},
		{"error chunk", "data: {\"error\":{\"message\":\"overloaded\"}}\n\n", "", "overloaded"},
		{"not JSON", "data: {oops\n\n", "", "read the model's stream"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var got strings.Builder
			err := ReadStream(strings.NewReader(c.stream), func(s string) { got.WriteString(s) })
			if got.String() != c.want {
				t.Errorf("text %q, want %q", got.String(), c.want)
			}
			if c.wantErr == "" && err != nil {
				t.Errorf("unexpected error %v", err)
			}
			if c.wantErr != "" && (err == nil || !strings.Contains(err.Error(), c.wantErr)) {
				t.Errorf("error %v, want one containing %q", err, c.wantErr)
			}
		})
	}
}

// fakeREST answers /rpc/dr_will_search like the gateway: passages for a bearer, 401 without.
func fakeREST(t *testing.T, passages string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/rpc/dr_will_search" || r.Method != http.MethodPost {
			t.Errorf("unexpected REST call %s %s", r.Method, r.URL.Path)
		}
		if r.Header.Get("Authorization") == "" {
			w.WriteHeader(http.StatusUnauthorized)
			_, _ = io.WriteString(w, `{"code":"42501","message":"Entre na sua conta para perguntar ao Dr. Will"}`)
			return
		}
		var in map[string]any
		_ = json.NewDecoder(r.Body).Decode(&in)
		if in["question"] != "dose de amoxicilina na otite" {
			t.Errorf("question %v", in["question"])
		}
		_, _ = io.WriteString(w, passages)
	})
}

const onePassage = `[{"kind":"medication","title":"Amoxicilina — Otite média aguda — dose alta","path":"/medicamentos/amoxicilina","excerpt":"80–90 mg/kg/dia de 12/12 h","rank":0.9}]`

type event struct{ name, data string }

func readEvents(t *testing.T, body string) []event {
	var out []event
	for _, block := range strings.Split(strings.TrimSpace(body), "\n\n") {
		var e event
		for _, line := range strings.Split(block, "\n") {
			if v, ok := strings.CutPrefix(line, "event: "); ok {
				e.name = v
			}
			if v, ok := strings.CutPrefix(line, "data: "); ok {
				e.data = v
			}
		}
		out = append(out, e)
	}
	return out
}

func ask(t *testing.T, h http.Handler, auth bool) *httptest.ResponseRecorder {
	req := httptest.NewRequest(http.MethodPost, "/", strings.NewReader(`{"question":"dose de amoxicilina na otite"}`))
	if auth {
		req.Header.Set("Authorization", "Bearer user-token")
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

func TestHandler(t *testing.T) {
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))

	t.Run("the RPC's refusal passes through", func(t *testing.T) {
		rec := ask(t, New(fakeREST(t, onePassage), nil, quiet), false)
		if rec.Code != http.StatusUnauthorized || !strings.Contains(rec.Body.String(), "Entre na sua conta") {
			t.Fatalf("got %d %s", rec.Code, rec.Body)
		}
	})

	t.Run("without a model: the passages, then done", func(t *testing.T) {
		rec := ask(t, New(fakeREST(t, onePassage), nil, quiet), true)
		ev := readEvents(t, rec.Body.String())
		if len(ev) != 2 || ev[0].name != "passages" || !strings.Contains(ev[0].data, "/medicamentos/amoxicilina") || ev[1].name != "done" || ev[1].data != `{"model":""}` {
			t.Fatalf("events %+v", ev)
		}
	})

	t.Run("with a model: the prompt carries the passages, deltas are relayed, the key stays server-side", func(t *testing.T) {
		var got struct {
			Model    string              `json:"model"`
			Stream   bool                `json:"stream"`
			Messages []map[string]string `json:"messages"`
		}
		stub := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.URL.Path != "/v1/chat/completions" || r.Header.Get("Authorization") != "Bearer sk-secret" {
				t.Errorf("stub got %s with %q", r.URL.Path, r.Header.Get("Authorization"))
			}
			_ = json.NewDecoder(r.Body).Decode(&got)
			w.Header().Set("Content-Type", "text/event-stream")
			for _, piece := range []string{"Amoxicilina ", "80–90 mg/kg/dia [1]."} {
				fmt.Fprintf(w, "data: {\"id\":\"c1\",\"object\":\"chat.completion.chunk\",\"choices\":[{\"index\":0,\"delta\":{\"content\":%q}}]}\n\n", piece)
				w.(http.Flusher).Flush()
			}
			fmt.Fprint(w, "data: [DONE]\n\n")
		}))
		defer stub.Close()
		h := New(fakeREST(t, onePassage), &Model{BaseURL: stub.URL + "/v1", Name: "stub-model", APIKey: "sk-secret", Timeout: 5e9}, quiet)
		rec := ask(t, h, true)
		body := rec.Body.String()
		if strings.Contains(body, "sk-secret") {
			t.Fatal("the key reached the client")
		}
		ev := readEvents(t, body)
		names := []string{}
		for _, e := range ev {
			names = append(names, e.name)
		}
		if strings.Join(names, ",") != "passages,delta,delta,done" || ev[1].data != `{"text":"Amoxicilina "}` || ev[3].data != `{"model":"stub-model"}` {
			t.Fatalf("events %+v", ev)
		}
		if got.Model != "stub-model" || !got.Stream || len(got.Messages) != 2 || !strings.Contains(got.Messages[1]["content"], "[1] Amoxicilina — Otite média aguda — dose alta (/medicamentos/amoxicilina)") {
			t.Fatalf("request to the model %+v", got)
		}
	})

	t.Run("a failing model: the passages stand and an error event says so", func(t *testing.T) {
		stub := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			http.Error(w, `{"error":{"message":"rate limited"}}`, http.StatusTooManyRequests)
		}))
		defer stub.Close()
		rec := ask(t, New(fakeREST(t, onePassage), &Model{BaseURL: stub.URL, Name: "m", Timeout: 5e9}, quiet), true)
		ev := readEvents(t, rec.Body.String())
		if len(ev) != 3 || ev[0].name != "passages" || ev[1].name != "error" || !strings.Contains(ev[1].data, "trechos do PedBook") || ev[2].name != "done" {
			t.Fatalf("events %+v", ev)
		}
	})

	t.Run("no passages: the model is not called", func(t *testing.T) {
		stub := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { t.Error("the model was called") }))
		defer stub.Close()
		rec := ask(t, New(fakeREST(t, `[]`), &Model{BaseURL: stub.URL, Name: "m", Timeout: 5e9}, quiet), true)
		if ev := readEvents(t, rec.Body.String()); len(ev) != 2 || ev[0].data != "[]" {
			t.Fatalf("events %+v", ev)
		}
	})
}

func TestModelFromEnv(t *testing.T) {
	t.Setenv("PEDBOOK_LLM_BASE_URL", "")
	if m, err := ModelFromEnv(); m != nil || err != nil {
		t.Fatalf("unset: %v %v", m, err)
	}
	t.Setenv("PEDBOOK_LLM_BASE_URL", "http://127.0.0.1:9/v1/")
	t.Setenv("PEDBOOK_LLM_MODEL", "")
	if _, err := ModelFromEnv(); err == nil {
		t.Fatal("a base URL without a model must be refused")
	}
	t.Setenv("PEDBOOK_LLM_MODEL", "gpt-x")
	t.Setenv("PEDBOOK_LLM_TIMEOUT_SECONDS", "abc")
	if _, err := ModelFromEnv(); err == nil {
		t.Fatal("a bad timeout must be refused")
	}
	t.Setenv("PEDBOOK_LLM_TIMEOUT_SECONDS", "30")
	m, err := ModelFromEnv()
	if err != nil || m.BaseURL != "http://127.0.0.1:9/v1" || m.Name != "gpt-x" || m.Timeout.Seconds() != 30 {
		t.Fatalf("got %+v %v", m, err)
	}
}

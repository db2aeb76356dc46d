// Package drwill serves the Dr. Will assistant at /functions/v1/dr-will (POST {"question"}).
//
// Retrieval is always PedBook's own: the handler calls the dr_will_search RPC through the REST
// gateway in-process with the caller's own Authorization and apikey headers, so the RPC's
// checks (signed-in callers only, question length, 30 questions per user per hour) and RLS
// apply exactly as for a direct call, and its errors reach the caller unchanged.
//
// The answer is a text/event-stream:
//
//	event: passages  data: [{kind,title,path,source?,excerpt,rank}, …]   (always first)
//	event: delta     data: {"text": "…"}                           (only with a model)
//	event: error     data: {"message": "…"}                        (the model failed; passages stand)
//	event: done      data: {"model": "…"}                          (model is "" without one)
//
// With an OpenAI-compatible endpoint configured in the server's environment
// (PEDBOOK_LLM_BASE_URL, PEDBOOK_LLM_MODEL, PEDBOOK_LLM_API_KEY), the handler asks it —
// POST {base}/chat/completions with stream: true — to compose an answer grounded in those
// passages only, and relays the streamed deltas. The key stays on the server: the browser
// only ever talks to this handler.
package drwill

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"strconv"
	"strings"
	"time"
)

// Model is an OpenAI-compatible chat-completions endpoint.
type Model struct {
	// BaseURL is the API root, e.g. https://api.openai.com/v1 (…/chat/completions is appended).
	BaseURL string
	Name    string
	APIKey  string
	// Timeout bounds one whole answer (connection and stream).
	Timeout time.Duration
}

// ModelFromEnv reads PEDBOOK_LLM_BASE_URL, PEDBOOK_LLM_MODEL, PEDBOOK_LLM_API_KEY and
// PEDBOOK_LLM_TIMEOUT_SECONDS (default 60). It returns nil when no base URL is set; a base
// URL without a model name is a configuration error.
func ModelFromEnv() (*Model, error) {
	base := strings.TrimRight(strings.TrimSpace(os.Getenv("PEDBOOK_LLM_BASE_URL")), "/")
	if base == "" {
		return nil, nil
	}
	m := &Model{BaseURL: base, Name: strings.TrimSpace(os.Getenv("PEDBOOK_LLM_MODEL")), APIKey: os.Getenv("PEDBOOK_LLM_API_KEY"), Timeout: 60 * time.Second}
	if m.Name == "" {
		return nil, errors.New("PEDBOOK_LLM_BASE_URL is set but PEDBOOK_LLM_MODEL is not")
	}
	if s := os.Getenv("PEDBOOK_LLM_TIMEOUT_SECONDS"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			return nil, fmt.Errorf("PEDBOOK_LLM_TIMEOUT_SECONDS must be a positive number of seconds, got %q", s)
		}
		m.Timeout = time.Duration(n) * time.Second
	}
	return m, nil
}

// Handler answers POST / (mounted at /functions/v1/dr-will).
type Handler struct {
	rest   http.Handler
	model  *Model
	client *http.Client
	log    *slog.Logger
}

// New builds the handler; rest is the REST gateway (its paths without /rest/v1); model may
// be nil (retrieval only).
func New(rest http.Handler, model *Model, log *slog.Logger) *Handler {
	return &Handler{rest: rest, model: model, client: &http.Client{}, log: log}
}

// Passage is one result of dr_will_search.
type Passage struct {
	Kind  string `json:"kind"` // medication | conduct | calculator | flowchart | document (the admin's knowledge base)
	Title string `json:"title"`
	// Path is the PedBook page; for a document its source URL, or "".
	Path string `json:"path"`
	// Source cites a document (guideline, edition, page); empty for PedBook's own pages.
	Source  string  `json:"source,omitempty"`
	Excerpt string  `json:"excerpt"`
	Rank    float64 `json:"rank"`
}

const maxBody = 8 << 10

func writeJSONError(w http.ResponseWriter, status int, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]string{"message": msg})
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method == http.MethodOptions {
		w.Header().Set("Access-Control-Allow-Origin", "*")
		w.Header().Set("Access-Control-Allow-Headers", "authorization, apikey, content-type, x-client-info")
		w.Header().Set("Access-Control-Allow-Methods", "POST, OPTIONS")
		w.WriteHeader(http.StatusNoContent)
		return
	}
	if r.Method != http.MethodPost || (r.URL.Path != "" && r.URL.Path != "/") {
		writeJSONError(w, http.StatusNotFound, "Caminho não encontrado.")
		return
	}
	var in struct {
		Question string `json:"question"`
	}
	if err := json.NewDecoder(io.LimitReader(r.Body, maxBody)).Decode(&in); err != nil {
		writeJSONError(w, http.StatusBadRequest, "Envie a pergunta em JSON: {\"question\": \"…\"}.")
		return
	}
	passages, status, body := h.search(r, in.Question)
	if status != http.StatusOK {
		// the RPC's own refusal (not signed in, too short, quota): passed on as it came
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		_, _ = w.Write(body)
		return
	}

	w.Header().Set("Content-Type", "text/event-stream; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	w.Header().Set("X-Accel-Buffering", "no")
	w.Header().Set("Access-Control-Allow-Origin", "*")
	w.WriteHeader(http.StatusOK)
	rc := http.NewResponseController(w)
	send := func(event string, data any) {
		b, _ := json.Marshal(data)
		_, _ = fmt.Fprintf(w, "event: %s\ndata: %s\n\n", event, b)
		_ = rc.Flush()
	}
	send("passages", passages)
	if h.model == nil || len(passages) == 0 {
		send("done", map[string]string{"model": ""})
		return
	}
	if err := h.compose(r.Context(), in.Question, passages, func(text string) { send("delta", map[string]string{"text": text}) }); err != nil {
		h.log.Warn("dr-will: the language model failed", slog.String("error", err.Error()))
		send("error", map[string]string{"message": "O modelo de linguagem não respondeu agora; os trechos do PedBook acima respondem à sua pergunta."})
	}
	send("done", map[string]string{"model": h.model.Name})
}

// search calls dr_will_search through the REST gateway with the caller's headers. It returns
// the passages, or the gateway's status and body when it refused.
func (h *Handler) search(r *http.Request, question string) ([]Passage, int, []byte) {
	payload, _ := json.Marshal(map[string]any{"question": question, "max_results": 6})
	req, err := http.NewRequestWithContext(r.Context(), http.MethodPost, "/rpc/dr_will_search", bytes.NewReader(payload))
	if err != nil {
		return nil, http.StatusInternalServerError, []byte(`{"message":"Erro interno ao buscar no PedBook."}`)
	}
	for _, k := range []string{"Authorization", "Apikey", "X-Client-Info", "X-Forwarded-For", "X-Real-Ip"} {
		if v := r.Header.Get(k); v != "" {
			req.Header.Set(k, v)
		}
	}
	req.RemoteAddr = r.RemoteAddr
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json")
	rec := httptest.NewRecorder()
	h.rest.ServeHTTP(rec, req)
	if rec.Code != http.StatusOK {
		return nil, rec.Code, rec.Body.Bytes()
	}
	var out []Passage
	if err := json.Unmarshal(rec.Body.Bytes(), &out); err != nil {
		h.log.Error("dr-will: unexpected search answer", slog.String("error", err.Error()))
		return nil, http.StatusBadGateway, []byte(`{"message":"Resposta inesperada da busca do PedBook."}`)
	}
	return out, http.StatusOK, nil
}

const systemPrompt = `Você é o Dr. Will, assistente do PedBook, uma referência de pediatria para profissionais de saúde no Brasil.
Responda em português do Brasil, de forma objetiva, usando SOMENTE os trechos do PedBook numerados abaixo.
Cite o número do trecho entre colchetes ([1], [2]) depois de cada informação.
Doses: copie exatamente a dose, a unidade, o intervalo e o máximo do trecho; nunca calcule, arredonde ou invente doses.
Se os trechos não responderem à pergunta, diga que o PedBook não tem essa informação e não responda de memória.
Lembre que a decisão clínica é do profissional.`

// Prompt is the chat the model receives: the rules, then the question with the passages.
func Prompt(question string, passages []Passage) []map[string]string {
	var b strings.Builder
	b.WriteString("Pergunta: ")
	b.WriteString(strings.TrimSpace(question))
	b.WriteString("\n\nTrechos do PedBook:\n")
	for i, p := range passages {
		where := p.Path
		if p.Source != "" {
			where = strings.TrimSpace(p.Source + " " + p.Path)
		}
		fmt.Fprintf(&b, "[%d] %s (%s)\n%s\n\n", i+1, p.Title, where, p.Excerpt)
	}
	return []map[string]string{{"role": "system", "content": systemPrompt}, {"role": "user", "content": b.String()}}
}

// compose streams the model's answer, calling emit with each piece of text.
func (h *Handler) compose(ctx context.Context, question string, passages []Passage, emit func(string)) error {
	ctx, cancel := context.WithTimeout(ctx, h.model.Timeout)
	defer cancel()
	body, _ := json.Marshal(map[string]any{
		"model":       h.model.Name,
		"stream":      true,
		"temperature": 0.2,
		"messages":    Prompt(question, passages),
	})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, h.model.BaseURL+"/chat/completions", bytes.NewReader(body))
	if err != nil {
		return fmt.Errorf("build the request: %w", err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "text/event-stream")
	if h.model.APIKey != "" {
		req.Header.Set("Authorization", "Bearer "+h.model.APIKey)
	}
	res, err := h.client.Do(req)
	if err != nil {
		return fmt.Errorf("call %s: %w", h.model.BaseURL, err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		snippet, _ := io.ReadAll(io.LimitReader(res.Body, 300))
		return fmt.Errorf("model answered %d: %s", res.StatusCode, strings.TrimSpace(string(snippet)))
	}
	return ReadStream(res.Body, emit)
}

// ReadStream reads an OpenAI chat-completions event stream (`data: {json}` lines, blank-line
// separated, ending with `data: [DONE]`), calling emit with each choice's delta content. A
// stream that ends without [DONE] is an error (the answer may be cut short).
func ReadStream(r io.Reader, emit func(string)) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if !strings.HasPrefix(line, "data:") {
			continue // blank separators, comments (": keep-alive"), event/id fields
		}
		data := strings.TrimSpace(strings.TrimPrefix(line, "data:"))
		if data == "[DONE]" {
			return nil
		}
		var chunk struct {
			Choices []struct {
				Delta struct {
					Content string `json:"content"`
				} `json:"delta"`
			} `json:"choices"`
			Error *struct {
				Message string `json:"message"`
			} `json:"error"`
		}
		if err := json.Unmarshal([]byte(data), &chunk); err != nil {
			return fmt.Errorf("read the model's stream: %w", err)
		}
		if chunk.Error != nil {
			return fmt.Errorf("model error: %s", chunk.Error.Message)
		}
		for _, c := range chunk.Choices {
			if c.Delta.Content != "" {
				emit(c.Delta.Content)
			}
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("read the model's stream: %w", err)
	}
	return errors.New("the model's stream ended without [DONE]")
}

package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

// api talks to the load balancer as supabase-js does: apikey + Authorization, JSON bodies.
type api struct {
	base, anonKey, serviceKey string
	client                    *http.Client
	timeout                   time.Duration
}

func newAPI(base, anonKey, serviceKey string, timeout time.Duration, conns int) *api {
	tr := &http.Transport{
		DialContext:         (&net.Dialer{Timeout: 3 * time.Second}).DialContext,
		MaxIdleConns:        conns,
		MaxIdleConnsPerHost: conns,
		MaxConnsPerHost:     conns,
		IdleConnTimeout:     5 * time.Second,
	}
	return &api{base: strings.TrimRight(base, "/"), anonKey: anonKey, serviceKey: serviceKey,
		client: &http.Client{Transport: tr}, timeout: timeout}
}

// call sends one request with the api's timeout and classifies the answer. token empty: anon.
func (a *api) call(ctx context.Context, method, path, token string, body any, hdr map[string]string) (outcome, []byte) {
	ctx, cancel := context.WithTimeout(ctx, a.timeout)
	defer cancel()
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return outcome{Transport: "marshal"}, nil
		}
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, a.base+path, rd)
	if err != nil {
		return outcome{Transport: "request"}, nil
	}
	req.Header.Set("apikey", a.anonKey)
	if token == "" {
		token = a.anonKey
	}
	req.Header.Set("Authorization", "Bearer "+token)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	resp, err := a.client.Do(req)
	if err != nil {
		return transportOutcome(ctx, err), nil
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(io.LimitReader(resp.Body, 32<<20))
	if err != nil {
		o := transportOutcome(ctx, err)
		o.Status = 0
		return o, nil
	}
	o := outcome{Status: resp.StatusCode, RetryAfter: resp.Header.Get("Retry-After") != ""}
	if !o.ok() {
		o.Code, o.Shaped = errorShape(b)
	}
	return o, b
}

func transportOutcome(ctx context.Context, err error) outcome {
	var ne net.Error
	if errors.Is(ctx.Err(), context.DeadlineExceeded) || (errors.As(err, &ne) && ne.Timeout()) {
		return outcome{Hang: true, Transport: "timeout"}
	}
	switch {
	case errors.Is(err, syscall.ECONNREFUSED):
		return outcome{Transport: "connection refused"}
	case errors.Is(err, syscall.ECONNRESET):
		return outcome{Transport: "connection reset"}
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return outcome{Transport: "EOF"}
	}
	var ue *url.Error
	if errors.As(err, &ue) {
		err = ue.Err
	}
	s := err.Error()
	if len(s) > 40 {
		s = s[:40]
	}
	return outcome{Transport: s}
}

// errorShape reads the error code out of a PostgREST ({code,message,details,hint}) or GoTrue
// ({code,error_code,msg}) body; shaped is false for anything else (HAProxy's HTML, text).
func errorShape(b []byte) (code string, shaped bool) {
	var m map[string]any
	if json.Unmarshal(b, &m) != nil {
		return "", false
	}
	if c, ok := m["code"].(string); ok {
		if _, ok := m["message"]; ok {
			return c, true
		}
	}
	if c, ok := m["error_code"].(string); ok {
		if _, ok := m["msg"]; ok {
			return c, true
		}
	}
	if _, ok := m["msg"].(string); ok {
		if c, ok := m["code"].(float64); ok {
			return fmt.Sprintf("%d", int(c)), true
		}
	}
	return "", false
}

// user is a seeded account; one operation at a time holds it (its refresh token rotates).
type user struct {
	mu                  sync.Mutex
	email, password     string
	id, access, refresh string
	admin               bool
	feedbacks           []string
	newsletter          string // admin only: the row it edits
	rev                 int
}

type session struct {
	AccessToken  string `json:"access_token"`
	RefreshToken string `json:"refresh_token"`
	User         struct {
		ID string `json:"id"`
	} `json:"user"`
}

func (u *user) take(b []byte) bool {
	var s session
	if json.Unmarshal(b, &s) != nil || s.AccessToken == "" {
		return false
	}
	u.access, u.refresh = s.AccessToken, s.RefreshToken
	if s.User.ID != "" {
		u.id = s.User.ID
	}
	return true
}

// load is the traffic mix.
type load struct {
	api        *api
	ph         *phases
	led        *ledger
	users      []*user
	admin      *user
	slugs      []string
	run        string // a tag unique to this run (rows it wrote)
	seq        atomic.Int64
	saturated  atomic.Int64 // ticks skipped because every worker was busy
	skippedOps atomic.Int64 // ticks skipped because every user was busy
}

type op struct {
	name   string
	weight int
	fn     func(*load, context.Context) outcome
}

var mix = []op{
	{"search", 30, (*load).search},
	{"medication", 15, (*load).medication},
	{"large-select", 2, (*load).largeSelect},
	{"notes-list", 8, (*load).notesList},
	{"sign-in", 4, (*load).signIn},
	{"refresh", 6, (*load).refreshOp},
	{"note", 10, (*load).note},
	{"prescription", 8, (*load).prescription},
	{"feedback", 5, (*load).feedback},
	{"reply", 6, (*load).reply},
	{"admin-reply", 2, (*load).adminReply},
	{"admin-edit", 4, (*load).adminEdit},
}

func pick(r *rand.Rand) op {
	total := 0
	for _, o := range mix {
		total += o.weight
	}
	n := r.IntN(total)
	for _, o := range mix {
		if n < o.weight {
			return o
		}
		n -= o.weight
	}
	return mix[0]
}

// drive sends rate requests a second with at most conc in flight until ctx ends.
func (l *load) drive(ctx context.Context, rate, conc int) {
	sem := make(chan struct{}, conc)
	t := time.NewTicker(time.Second / time.Duration(rate))
	defer t.Stop()
	r := rand.New(rand.NewPCG(1, uint64(time.Now().UnixNano())))
	var wg sync.WaitGroup
	defer wg.Wait()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		select {
		case sem <- struct{}{}:
		default:
			l.saturated.Add(1)
			continue
		}
		o := pick(r)
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			l.timed(ctx, o)
		}()
	}
}

// timed runs one operation and accounts it to the phase it started in. An operation that
// found no free user sends nothing and is not counted.
func (l *load) timed(ctx context.Context, o op) {
	ph := l.ph.current()
	start := time.Now()
	out := o.fn(l, ctx)
	if out.Transport == "skip" {
		l.skippedOps.Add(1)
		return
	}
	if ctx.Err() != nil && !out.ok() {
		return // the run ended under it
	}
	out.Op = o.name
	l.ph.record(ph, time.Since(start), out)
}

var searchTerms = []string{"amoxicilina", "paracetamol", "dipirona", "ibuprofeno", "asma", "febre", "J45", "a09",
	"bcg", "otite", "azitromicina", "pneumonia", "ceftriaxona", "salbutamol", "amoxcilina", "bronquiolite",
	"desidratação", "convulsão", "prednisolona", "hepatite"}

func (l *load) search(ctx context.Context) outcome {
	q := searchTerms[rand.IntN(len(searchTerms))]
	o, _ := l.api.call(ctx, http.MethodPost, "/rest/v1/rpc/unified_search_complete", "", map[string]any{"search_query": q}, nil)
	return o
}

func (l *load) medication(ctx context.Context) outcome {
	if len(l.slugs) == 0 {
		return outcome{Transport: "skip"}
	}
	s := l.slugs[rand.IntN(len(l.slugs))]
	o, _ := l.api.call(ctx, http.MethodGet, "/rest/v1/pedbook_medications?select=*,pedbook_medication_dosages(*)&slug=eq."+url.QueryEscape(s), "", nil, nil)
	return o
}

func (l *load) largeSelect(ctx context.Context) outcome {
	paths := []string{"/rest/v1/pedbook_sus_procedimentos?select=*&limit=2000", "/rest/v1/pedbook_medications?select=*,pedbook_medication_dosages(*)"}
	o, _ := l.api.call(ctx, http.MethodGet, paths[rand.IntN(len(paths))], "", nil, nil)
	return o
}

// withUser runs fn holding a free signed-in user (admin: the admin).
func (l *load) withUser(admin bool, fn func(*user) outcome) outcome {
	if admin {
		if !l.admin.mu.TryLock() {
			return outcome{Transport: "skip"}
		}
		defer l.admin.mu.Unlock()
		return fn(l.admin)
	}
	start := rand.IntN(len(l.users))
	for i := range l.users {
		u := l.users[(start+i)%len(l.users)]
		if u.mu.TryLock() {
			defer u.mu.Unlock()
			return fn(u)
		}
	}
	return outcome{Transport: "skip"}
}

func (l *load) notesList(ctx context.Context) outcome {
	return l.withUser(false, func(u *user) outcome {
		o, _ := l.api.call(ctx, http.MethodGet, "/rest/v1/pedbook_notes?select=id,title,updated_at&order=updated_at.desc&limit=50", u.access, nil, nil)
		l.reauth(ctx, u, o)
		return o
	})
}

func (l *load) signIn(ctx context.Context) outcome {
	return l.withUser(rand.IntN(10) == 0, func(u *user) outcome { return l.signInUser(ctx, u) })
}

func (l *load) signInUser(ctx context.Context, u *user) outcome {
	o, b := l.api.call(ctx, http.MethodPost, "/auth/v1/token?grant_type=password", "", map[string]string{"email": u.email, "password": u.password}, nil)
	if o.ok() && !u.take(b) {
		o = outcome{Status: o.Status, Code: "no session in 2xx", Shaped: true}
	}
	return o
}

func (l *load) refreshOp(ctx context.Context) outcome {
	return l.withUser(rand.IntN(10) == 0, func(u *user) outcome {
		o, b := l.api.call(ctx, http.MethodPost, "/auth/v1/token?grant_type=refresh_token", "", map[string]string{"refresh_token": u.refresh}, nil)
		if o.ok() && !u.take(b) {
			o = outcome{Status: o.Status, Code: "no session in 2xx", Shaped: true}
		}
		// A refresh token the server no longer knows (its rotation was committed but the answer
		// lost) would sign the user out: sign in again so the run goes on, and let the error count.
		if o.Status >= 400 && o.Status < 500 {
			l.signInUser(ctx, u)
		}
		return o
	})
}

// reauth signs the user in again after a 401 (an access token that expired).
func (l *load) reauth(ctx context.Context, u *user, o outcome) {
	if o.Status == http.StatusUnauthorized {
		l.signInUser(ctx, u)
	}
}

// insert posts one row with return=representation and records it in the ledger when the
// server acknowledged it (2xx with the row).
func (l *load) insert(ctx context.Context, u *user, table, column string, row map[string]any) (outcome, string) {
	o, b := l.api.call(ctx, http.MethodPost, "/rest/v1/"+table, u.access, row, map[string]string{"Prefer": "return=representation"})
	o.Write = true
	l.reauth(ctx, u, o)
	if !o.ok() {
		return o, ""
	}
	var rows []map[string]any
	if json.Unmarshal(b, &rows) != nil || len(rows) != 1 {
		return outcome{Status: o.Status, Code: "2xx without the row", Shaped: true, Write: true}, ""
	}
	id, _ := rows[0]["id"].(string)
	v, _ := rows[0][column].(string)
	if id == "" || v != row[column] {
		return outcome{Status: o.Status, Code: "2xx with another row", Shaped: true, Write: true}, ""
	}
	l.led.insert(entry{Table: table, ID: id, Column: column, Value: v})
	return o, id
}

func (l *load) tag(kind string) string {
	return fmt.Sprintf("soak %s %s #%d", l.run, kind, l.seq.Add(1))
}

func (l *load) note(ctx context.Context) outcome {
	return l.withUser(false, func(u *user) outcome {
		o, _ := l.insert(ctx, u, "pedbook_notes", "title", map[string]any{"user_id": u.id, "title": l.tag("note"), "content": "Nota do teste de carga."})
		return o
	})
}

func (l *load) prescription(ctx context.Context) outcome {
	return l.withUser(false, func(u *user) outcome {
		o, _ := l.insert(ctx, u, "pedbook_prescriptions", "name", map[string]any{"user_id": u.id, "name": l.tag("prescription"),
			"patient_weight_kg": 12.5, "patient_age_months": 30})
		return o
	})
}

func (l *load) feedback(ctx context.Context) outcome {
	return l.withUser(false, func(u *user) outcome {
		o, id := l.insert(ctx, u, "pedbook_feedbacks", "message", map[string]any{"user_id": u.id, "message": l.tag("feedback"), "title": "Sugestão"})
		if id != "" {
			u.feedbacks = append(u.feedbacks, id)
		}
		return o
	})
}

func (l *load) reply(ctx context.Context) outcome {
	return l.withUser(false, func(u *user) outcome {
		if len(u.feedbacks) == 0 {
			return l.feedbackFor(ctx, u)
		}
		fb := u.feedbacks[rand.IntN(len(u.feedbacks))]
		o, _ := l.insert(ctx, u, "pedbook_feedback_responses", "message", map[string]any{"feedback_id": fb, "user_id": u.id, "message": l.tag("reply")})
		return o
	})
}

func (l *load) feedbackFor(ctx context.Context, u *user) outcome {
	o, id := l.insert(ctx, u, "pedbook_feedbacks", "message", map[string]any{"user_id": u.id, "message": l.tag("feedback"), "title": "Dúvida"})
	if id != "" {
		u.feedbacks = append(u.feedbacks, id)
	}
	return o
}

// adminReply: the admin answers a user's feedback (it reads every feedback).
func (l *load) adminReply(ctx context.Context) outcome {
	var fbs []string
	for _, u := range l.users {
		if u.mu.TryLock() {
			fbs = append(fbs, u.feedbacks...)
			u.mu.Unlock()
		}
	}
	if len(fbs) == 0 {
		return outcome{Transport: "skip"}
	}
	fb := fbs[rand.IntN(len(fbs))]
	return l.withUser(true, func(a *user) outcome {
		o, _ := l.insert(ctx, a, "pedbook_feedback_responses", "message", map[string]any{"feedback_id": fb, "user_id": a.id, "message": l.tag("admin reply")})
		return o
	})
}

// adminEdit: the admin edits its newsletter; the revision it wrote must survive (or a later one).
func (l *load) adminEdit(ctx context.Context) outcome {
	return l.withUser(true, func(a *user) outcome {
		a.rev++
		title := fmt.Sprintf("soak rev %d %s", a.rev, l.run)
		o, b := l.api.call(ctx, http.MethodPatch, "/rest/v1/pedbook_newsletters?id=eq."+a.newsletter, a.access,
			map[string]any{"title": title, "summary": "Edição do teste de carga"}, map[string]string{"Prefer": "return=representation"})
		o.Write = true
		l.reauth(ctx, a, o)
		if !o.ok() {
			return o
		}
		var rows []map[string]any
		if json.Unmarshal(b, &rows) != nil || len(rows) != 1 || rows[0]["title"] != title {
			return outcome{Status: o.Status, Code: "2xx without the edited row", Shaped: true, Write: true}
		}
		l.led.edit(entry{Table: "pedbook_newsletters", ID: a.newsletter, Column: "title", Value: title, Rev: a.rev})
		return o
	})
}

package main

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// The ledger: an insert missing or changed is lost; an edit is lost only when the row holds
// an older revision than the last one acknowledged (a later, unacknowledged edit may win).
func TestLedgerVerify(t *testing.T) {
	l := newLedger()
	l.insert(entry{Table: "pedbook_notes", ID: "n1", Column: "title", Value: "soak a #1"})
	l.insert(entry{Table: "pedbook_notes", ID: "n2", Column: "title", Value: "soak a #2"})
	l.insert(entry{Table: "pedbook_notes", ID: "n3", Column: "title", Value: "soak a #3"})
	l.edit(entry{Table: "pedbook_newsletters", ID: "e1", Column: "title", Value: "soak rev 3 a", Rev: 3})
	l.edit(entry{Table: "pedbook_newsletters", ID: "e1", Column: "title", Value: "soak rev 2 a", Rev: 2}) // older ack: ignored
	l.edit(entry{Table: "pedbook_newsletters", ID: "e2", Column: "title", Value: "soak rev 5 a", Rev: 5})
	db := map[string]map[string]string{
		"pedbook_notes":       {"n1": "soak a #1", "n3": "something else"},
		"pedbook_newsletters": {"e1": "soak rev 4 a", "e2": "soak rev 4 a"},
	}
	read := func(_ context.Context, table, column string, ids []string) (map[string]string, error) {
		out := map[string]string{}
		for _, id := range ids {
			if v, ok := db[table][id]; ok {
				out[id] = v
			}
		}
		return out, nil
	}
	lost, err := l.verify(context.Background(), read)
	if err != nil {
		t.Fatal(err)
	}
	want := []lostWrite{
		{"pedbook_newsletters", "e2", "soak rev 5 a", "soak rev 4 a"},
		{"pedbook_notes", "n2", "soak a #2", "(no row)"},
		{"pedbook_notes", "n3", "soak a #3", "something else"},
	}
	if d := cmp.Diff(want, lost); d != "" {
		t.Errorf("lost writes (-want +got):\n%s", d)
	}
	if ins, ed := l.count(); ins != 3 || ed != 2 {
		t.Errorf("count = %d inserts, %d edits; want 3, 2", ins, ed)
	}
}

// Phases: a request counts in the phase it started in; errors are keyed by status and code,
// unclear write failures and hangs are counted; percentiles are nearest-rank.
func TestPhaseAccounting(t *testing.T) {
	now := time.Unix(0, 0)
	p := newPhases(func() time.Time { return now })
	warm := p.current()
	now = now.Add(10 * time.Second)
	steady := p.begin("steady", "steady")
	for i := 1; i <= 100; i++ {
		p.record(steady, time.Duration(i)*time.Millisecond, outcome{Status: 200})
	}
	p.record(warm, time.Millisecond, outcome{Status: 200}) // started during warm-up, ended later
	now = now.Add(5 * time.Second)
	f := p.begin("fault: x", "fault")
	p.record(f, time.Second, outcome{Status: 503, Code: "PGRST001", Shaped: true, RetryAfter: true, Write: true})
	p.record(f, time.Second, outcome{Status: 503, Code: "PGRST001", Shaped: true, Write: true})
	p.record(f, time.Second, outcome{Status: 503, Write: true})
	p.record(f, 10*time.Second, outcome{Hang: true, Transport: "timeout", Write: true, Op: "note"})
	p.record(f, time.Second, outcome{Transport: "EOF", Op: "search"})
	p.markFault(f, true, 1500*time.Millisecond, "detail")
	now = now.Add(2 * time.Second)
	list := p.finish()

	if len(list) != 3 || warm.Requests != 1 || steady.Requests != 100 || f.Requests != 5 {
		t.Fatalf("phases %d, requests %d/%d/%d", len(list), warm.Requests, steady.Requests, f.Requests)
	}
	if steady.P50ms != 50 || steady.P99ms != 99 || len(steady.Errors) != 0 {
		t.Errorf("steady p50 %v p99 %v errors %v", steady.P50ms, steady.P99ms, steady.Errors)
	}
	wantErr := map[string]int{"503 PGRST001": 1, "503 PGRST001 no-Retry-After": 1, "503 unshaped no-Retry-After": 1, "hang note": 1, "net EOF search": 1}
	if d := cmp.Diff(wantErr, f.Errors); d != "" {
		t.Errorf("fault errors (-want +got):\n%s", d)
	}
	if f.Hangs != 1 || f.Unclear != 2 || *f.RecoverS != 1.5 || !*f.Recovered || f.StartS != 15 || f.EndS != 17 {
		t.Errorf("fault phase %+v", f)
	}
	var b strings.Builder
	writeTable(&b, list)
	if !strings.Contains(b.String(), "fault: x") || !strings.Contains(b.String(), "1.5s") {
		t.Errorf("table:\n%s", b.String())
	}
}

// RSS: a process's growth is judged against its own baseline, and only once it ran long enough.
func TestSamplerGrowth(t *testing.T) {
	now := 0.0
	s := newSampler(nil, "", func() float64 { return now }, 10*time.Second)
	s.observe("pedbook1", 1, 40000, 20) // before warm-up: no baseline yet
	now = 15
	s.mu.Lock()
	s.ready, s.readyAt = true, now
	s.mu.Unlock()
	s.observe("pedbook1", 1, 44000, 22) // baseline (seen before warm-up ended)
	s.observe("pedbook2", 2, 50000, 20)
	now = 20
	s.observe("pedbook1", 3, 30000, 20) // restarted: no baseline until it settled
	now = 200
	s.observe("pedbook1", 1, 70000, 30) // > 1.5 × 44000
	s.observe("pedbook2", 2, 60000, 20)
	s.observe("pedbook1", 3, 90000, 20) // baseline now (settled): no growth yet
	got := s.result(1.5, 60*time.Second)
	grew := map[int]bool{}
	for _, p := range got {
		grew[p.Pid] = p.Grew
	}
	if d := cmp.Diff(map[int]bool{1: true, 2: false, 3: false}, grew); d != "" {
		t.Errorf("grew (-want +got):\n%s", d)
	}
	if got[0].BaselineRSSkB != 44000 || got[0].EndRSSkB != 70000 || got[0].BaselineGor != 22 || got[0].EndGor != 30 {
		t.Errorf("pedbook1 pid 1: %+v", got[0])
	}
	if parseGoroutines(strings.NewReader("# TYPE go_goroutines gauge\ngo_goroutines 41\n")) != 41 || parseGoroutines(strings.NewReader("x 1\n")) != -1 {
		t.Error("go_goroutines not parsed")
	}
	s.observe("pedbook2", 2, 61000, -1) // metrics did not answer: the last count stays
	if got := s.result(1.5, time.Minute); got[1].EndGor != 20 || got[1].EndRSSkB != 61000 {
		t.Errorf("pedbook2 after an unanswered metrics read: %+v", got[1])
	}
	// A restarted process settles cold: it is judged against its slot's post-warm-up value
	// when that is larger than its own baseline (44000 × 1.5 = 66000 here).
	now = 210
	s.observe("pedbook2", 5, 20000, 10) // restarted pedbook2, cold
	now = 230
	s.observe("pedbook2", 5, 21000, 10) // its own baseline: 21000
	now = 330
	s.observe("pedbook2", 5, 60000, 10) // 2.9 × its own, 1.2 × the slot's warm 50000
	if got := s.result(1.5, 60*time.Second); got[len(got)-1].Grew || got[len(got)-1].JudgedKB != 50000 {
		t.Errorf("cold restart judged against its own settle value: %+v", got[len(got)-1])
	}
	now = 400
	s.observe("pedbook2", 5, 76000, 10) // above 1.5 × the slot's warm 50000: growth
	if got := s.result(1.5, 60*time.Second); !got[len(got)-1].Grew {
		t.Errorf("growth past the slot's warm value not reported: %+v", got[len(got)-1])
	}
	// No baseline inside a fault window.
	s.quiet = func() bool { return false }
	now = 300
	s.observe("pedbook1", 4, 20000, 5)
	now = 400
	s.observe("pedbook1", 4, 99000, 5)
	if got := s.result(1.5, 0); got[len(got)-1].BaselineRSSkB != 0 {
		t.Errorf("baseline taken during a fault: %+v", got[len(got)-1])
	}
}

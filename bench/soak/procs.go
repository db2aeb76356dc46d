package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"
)

// A slot is a process of the topology; its pid changes when the process is restarted.
type slot struct {
	Name       string
	PidFile    string
	MetricsURL string // pedbook's /metrics (goroutines); empty for the others
}

// ProcLife is one process (one pid of a slot) as the run saw it: its RSS and goroutines
// after warm-up (or, for a process started during the run, once it settled) and at the end.
type ProcLife struct {
	Slot          string  `json:"slot"`
	Pid           int     `json:"pid"`
	FirstSeenS    float64 `json:"first_seen_s"`
	BaselineS     float64 `json:"baseline_s"`
	LastS         float64 `json:"last_s"`
	BaselineRSSkB int     `json:"baseline_rss_kb"`
	JudgedKB      int     `json:"judged_against_rss_kb"` // the baseline growth is judged against (see result)
	EndRSSkB      int     `json:"end_rss_kb"`
	MaxRSSkB      int     `json:"max_rss_kb"`
	BaselineGor   int     `json:"baseline_goroutines,omitempty"`
	EndGor        int     `json:"end_goroutines,omitempty"`
	Grew          bool    `json:"grew"`
	hasBase       bool
}

// sampler samples every slot's RSS (/proc/<pid>/status VmRSS) and goroutines.
type sampler struct {
	slots  []slot
	token  string
	client *http.Client
	since  func() float64
	settle float64 // seconds a new process runs before its baseline is taken

	mu      sync.Mutex
	lives   map[string]*ProcLife // slot/pid
	order   []string
	ready   bool    // warm-up is over: baselines may be taken
	readyAt float64 // when it was over
	// quiet says whether a baseline may be taken now: not inside a fault window (a process
	// restarted just before the storm would otherwise take the storm's RSS as its baseline).
	quiet func() bool
}

func newSampler(slots []slot, token string, since func() float64, settle time.Duration) *sampler {
	return &sampler{slots: slots, token: token, since: since, settle: settle.Seconds(),
		client: &http.Client{Timeout: 3 * time.Second}, lives: map[string]*ProcLife{}, quiet: func() bool { return true }}
}

func (s *sampler) warmedUp() {
	s.mu.Lock()
	s.ready, s.readyAt = true, s.since()
	s.mu.Unlock()
	s.sample(context.Background())
}

func (s *sampler) run(ctx context.Context, every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			s.sample(ctx)
		}
	}
}

func (s *sampler) sample(ctx context.Context) {
	for _, sl := range s.slots {
		pid, err := readPid(sl.PidFile)
		if err != nil {
			continue
		}
		rss, err := rssKB(pid)
		if err != nil {
			continue
		}
		gor := -1
		if sl.MetricsURL != "" {
			gor = s.goroutines(ctx, sl.MetricsURL)
		}
		s.observe(sl.Name, pid, rss, gor)
	}
}

func (s *sampler) observe(name string, pid, rss, gor int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	now := s.since()
	k := fmt.Sprintf("%s/%d", name, pid)
	l, ok := s.lives[k]
	if !ok {
		l = &ProcLife{Slot: name, Pid: pid, FirstSeenS: now}
		s.lives[k] = l
		s.order = append(s.order, k)
	}
	l.LastS, l.EndRSSkB = now, rss
	if gor >= 0 { // -1: not read this time (no metrics, or they did not answer): keep the last
		l.EndGor = gor
	}
	l.MaxRSSkB = max(l.MaxRSSkB, rss)
	// A process seen before warm-up ended takes its baseline right after warm-up; one started
	// later (a restart) once it has run for settle seconds.
	if !l.hasBase && s.ready && (l.FirstSeenS <= s.readyAt || now-l.FirstSeenS >= s.settle) && s.quiet() {
		l.hasBase, l.BaselineS, l.BaselineRSSkB, l.BaselineGor = true, now, rss, max(gor, 0)
	}
}

// result returns every process seen, with Grew set for those whose RSS at the end is above
// limit × their baseline (only for processes that ran at least minSpan after the baseline).
func (s *sampler) result(limit float64, minSpan time.Duration) []ProcLife {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]ProcLife, 0, len(s.order))
	// The slot's value after warm-up: the baseline of its process that ran through the warm-up.
	warm := map[string]int{}
	for _, k := range s.order {
		if l := s.lives[k]; l.hasBase && l.FirstSeenS <= s.readyAt {
			warm[l.Slot] = l.BaselineRSSkB
		}
	}
	for _, k := range s.order {
		l := *s.lives[k]
		// A process restarted during the run settles cold (it has not yet met the mix, the
		// storm, a large select): its growth is judged against the larger of its own baseline
		// and its slot's post-warm-up value, which is what a warm instance of it holds.
		l.JudgedKB = max(l.BaselineRSSkB, warm[l.Slot])
		l.Grew = l.hasBase && l.LastS-l.BaselineS >= minSpan.Seconds() && float64(l.EndRSSkB) > limit*float64(l.JudgedKB)
		out = append(out, l)
	}
	return out
}

func (s *sampler) goroutines(ctx context.Context, url string) int {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return -1
	}
	req.Header.Set("Authorization", "Bearer "+s.token)
	resp, err := s.client.Do(req)
	if err != nil {
		return -1
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return -1
	}
	return parseGoroutines(resp.Body)
}

// parseGoroutines reads go_goroutines out of a Prometheus exposition (-1 when absent).
func parseGoroutines(r io.Reader) int {
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "go_goroutines "); ok {
			if n, err := strconv.Atoi(strings.TrimSpace(v)); err == nil {
				return n
			}
		}
	}
	return -1
}

func readPid(file string) (int, error) {
	b, err := os.ReadFile(file)
	if err != nil {
		return 0, err
	}
	line, _, _ := strings.Cut(string(b), "\n")
	return strconv.Atoi(strings.TrimSpace(line))
}

func rssKB(pid int) (int, error) {
	f, err := os.Open(filepath.Join("/proc", strconv.Itoa(pid), "status"))
	if err != nil {
		return 0, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "VmRSS:"); ok {
			return strconv.Atoi(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")))
		}
	}
	return 0, fmt.Errorf("no VmRSS for pid %d", pid)
}

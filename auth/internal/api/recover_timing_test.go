package api

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"slices"
	"testing"
	"time"

	"github.com/pedbook/pedbook/internal/ratelimit"
)

// TestRecoverTimingRevealsNothing: /recover takes as long for an address with an account as
// for an unknown one (issue 20 #3: 115 ms against 4 ms told which emails exist). 50 tries
// of each, interleaved (alternating which goes first), over real HTTP with the real SMTP
// catcher; the medians must differ by less than the noise (the larger interquartile range
// of the two samples, plus 5 ms for a loaded machine).
func TestRecoverTimingRevealsNothing(t *testing.T) {
	e := newEnv(t, func(c *Config) { c.OTPLimit = ratelimit.Limit{Events: 1000, Period: time.Minute, Burst: 1000} })
	srv := httptest.NewServer(e.h)
	defer srv.Close()
	const tries = 50
	known := make([]string, tries)
	for i := range known {
		known[i] = uniqueEmail("timing-known")
		e.signUp(known[i], "segredo123", nil)
	}
	post := func(email string) time.Duration {
		t.Helper()
		body := []byte(`{"email":"` + email + `"}`)
		t0 := time.Now()
		res, err := http.Post(srv.URL+"/recover", "application/json", bytes.NewReader(body))
		d := time.Since(t0)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != 200 {
			t.Fatalf("%s: status %d", email, res.StatusCode)
		}
		e.api.Wait() // the email goes out after the answer: keep it from slowing the next try
		return d
	}
	post(uniqueEmail("timing-warmup"))
	var tk, tu []time.Duration
	for i := range tries {
		if i%2 == 0 {
			tk = append(tk, post(known[i]))
			tu = append(tu, post(uniqueEmail("timing-unknown")))
		} else {
			tu = append(tu, post(uniqueEmail("timing-unknown")))
			tk = append(tk, post(known[i]))
		}
	}
	mk, iqrK := medianIQR(tk)
	mu, iqrU := medianIQR(tu)
	noise := max(iqrK, iqrU) + 5*time.Millisecond
	t.Logf("known: median %v IQR %v; unknown: median %v IQR %v", mk, iqrK, mu, iqrU)
	if diff := (mk - mu).Abs(); diff > noise {
		t.Errorf("medians differ by %v (known %v, unknown %v), more than the noise %v", diff, mk, mu, noise)
	}
}

func medianIQR(ds []time.Duration) (median, iqr time.Duration) {
	s := slices.Clone(ds)
	slices.Sort(s)
	n := len(s)
	return s[n/2], s[3*n/4] - s[n/4]
}

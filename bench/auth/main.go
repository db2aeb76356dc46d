// Command authbench measures the auth service over HTTP on loopback: requests per second
// and latency percentiles of password sign-ins (at the server's bcrypt cost) and of
// refresh-token grants (each worker rotating its own session's token, as clients do).
// It is bounded by -duration per scenario. scripts/bench-auth runs it against a private
// pedbook.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"slices"
	"sync"
	"time"
)

func main() {
	api := flag.String("api", "http://127.0.0.1:55427", "pedbook base URL (loopback only)")
	key := flag.String("apikey", os.Getenv("ANON_KEY"), "anon key")
	users := flag.Int("users", 20, "users to create")
	conc := flag.Int("c", 8, "concurrent workers")
	dur := flag.Duration("duration", 10*time.Second, "duration of each scenario")
	flag.Parse()
	if err := run(*api, *key, *users, *conc, *dur); err != nil {
		fmt.Fprintln(os.Stderr, "authbench:", err)
		os.Exit(1)
	}
}

type client struct {
	api, key string
	http     *http.Client
}

func (c *client) post(path string, body any) (map[string]any, error) {
	b, _ := json.Marshal(body)
	req, err := http.NewRequest(http.MethodPost, c.api+"/auth/v1"+path, bytes.NewReader(b))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("apikey", c.key)
	req.Header.Set("X-Supabase-Api-Version", "2024-01-01")
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("%s: %d %s", path, resp.StatusCode, raw)
	}
	var m map[string]any
	return m, json.Unmarshal(raw, &m)
}

func run(api, key string, users, conc int, dur time.Duration) error {
	u, err := url.Parse(api)
	if err != nil || (u.Hostname() != "127.0.0.1" && u.Hostname() != "localhost" && u.Hostname() != "::1") {
		return errors.New("refusing a non-loopback target")
	}
	c := &client{api: api, key: key, http: &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: conc * 2}}}
	stamp := time.Now().UnixNano()
	emails := make([]string, users)
	for i := range emails {
		emails[i] = fmt.Sprintf("bench-%d-%d@pedbook.test", stamp, i)
		if _, err := c.post("/signup", map[string]any{"email": emails[i], "password": "bench-password-1"}); err != nil {
			return err
		}
	}
	fmt.Printf("auth benchmark: %s, %d workers, %v per scenario, %d users\n", api, conc, dur, users)

	report("password sign-in", measure(conc, dur, func(w, i int) error {
		_, err := c.post("/token?grant_type=password", map[string]any{"email": emails[(w+i)%users], "password": "bench-password-1"})
		return err
	}))

	tokens := make([]string, conc)
	for w := range tokens {
		s, err := c.post("/token?grant_type=password", map[string]any{"email": emails[w%users], "password": "bench-password-1"})
		if err != nil {
			return err
		}
		tokens[w] = s["refresh_token"].(string)
	}
	report("refresh-token grant", measure(conc, dur, func(w, i int) error {
		s, err := c.post("/token?grant_type=refresh_token", map[string]any{"refresh_token": tokens[w]})
		if err != nil {
			return err
		}
		tokens[w] = s["refresh_token"].(string)
		return nil
	}))
	return nil
}

type result struct {
	n, errs  int
	lat      []time.Duration
	elapsed  time.Duration
	firstErr error
}

func measure(conc int, dur time.Duration, op func(worker, i int) error) result {
	ctx, cancel := context.WithTimeout(context.Background(), dur)
	defer cancel()
	var mu sync.Mutex
	var r result
	var wg sync.WaitGroup
	start := time.Now()
	for w := 0; w < conc; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; ctx.Err() == nil; i++ {
				t0 := time.Now()
				err := op(w, i)
				d := time.Since(t0)
				mu.Lock()
				if err != nil {
					r.errs++
					if r.firstErr == nil {
						r.firstErr = err
					}
				} else {
					r.n++
					r.lat = append(r.lat, d)
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	r.elapsed = time.Since(start)
	return r
}

func pct(lat []time.Duration, p float64) time.Duration {
	if len(lat) == 0 {
		return 0
	}
	i := int(float64(len(lat)-1) * p)
	return lat[i]
}

func report(name string, r result) {
	slices.Sort(r.lat)
	fmt.Printf("%-20s %7d ok %4d errors  %8.1f req/s  p50 %7.2f ms  p99 %7.2f ms  max %7.2f ms\n", name, r.n, r.errs,
		float64(r.n)/r.elapsed.Seconds(), ms(pct(r.lat, 0.50)), ms(pct(r.lat, 0.99)), ms(pct(r.lat, 1)))
	if r.firstErr != nil {
		fmt.Printf("  first error: %v\n", r.firstErr)
	}
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

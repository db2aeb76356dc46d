// Command benchcodes times the code browsers' searches through the gateway, exactly as the web
// app sends them (frontend/src/features/codes/api): the CID-10 box calls
// unified_search_complete; the SUS and TUSS boxes filter their procedures by code prefix
// (code=like.0301*) or by the stored normalised name (search_name=ilike.*words*), 50 rows at
// most. Each query runs once as a warm-up, then -rounds times; p50/p95/p99 per browser.
//
//	go run ./bench/codes -api http://127.0.0.1:54321 -key "$ANON_KEY" [-rounds 5]
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"sort"
	"strings"
	"time"
	"unicode"

	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
)

var cidQueries = []string{"j45.0", "J450", "j45", "a97", "u07.1", "asma", "pneumonia", "meningite tuberculosa", "colera", "diarreia", "bronquiolite", "dengue com sinais de alarme", "febre reumatica", "otite media", "desidratacao"}
var susQueries = []string{"0301", "03.01.01.007-2", "0303140151", "02", "consulta medica", "orientacao em grupo", "tratamento de pneumonias", "hemograma", "parto normal", "asma", "transfusao", "fisioterapia respiratoria", "vacina", "ultrassonografia", "internacao"}
var tussQueries = []string{"1010", "1.01.01.01-2", "10101020", "4", "consulta", "consultorio", "domicilio", "hemograma", "ressonancia", "ultrassonografia", "parto", "sutura", "biopsia", "eletrocardiograma", "teste do pezinho"}

func normalize(s string) string {
	t := transform.Chain(norm.NFD, runes.Remove(runes.In(unicode.Mn)), norm.NFC)
	out, _, _ := transform.String(t, s)
	return strings.Join(strings.Fields(strings.ToLower(out)), " ")
}

func isCode(s string) bool {
	digits := 0
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9':
			digits++
		case r == '.' || r == '-' || r == ' ':
		default:
			return false
		}
	}
	return digits >= 2
}

func digits(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, s)
}

// filterURL builds the GET the app sends for a SUS or TUSS search.
func filterURL(api, table, columns, order, q string) string {
	v := url.Values{}
	v.Set("select", columns)
	if isCode(q) {
		v.Set("code", "like."+digits(q)+"%")
		v.Set("order", "code.asc")
	} else {
		v.Set("search_name", "ilike.%"+strings.ReplaceAll(normalize(q), " ", "%")+"%")
		v.Set("order", order+".asc")
	}
	v.Set("limit", "50")
	return api + "/rest/v1/" + table + "?" + v.Encode()
}

func main() {
	api := flag.String("api", os.Getenv("API_URL"), "gateway base URL")
	key := flag.String("key", os.Getenv("ANON_KEY"), "anon API key")
	rounds := flag.Int("rounds", 5, "measured passes after the warm-up")
	flag.Parse()
	if *api == "" || *key == "" {
		fmt.Fprintln(os.Stderr, "benchcodes: -api and -key (or API_URL and ANON_KEY) are required")
		os.Exit(2)
	}
	base := strings.TrimRight(*api, "/")
	client := &http.Client{Timeout: 10 * time.Second}
	do := func(req *http.Request) (time.Duration, error) {
		req.Header.Set("apikey", *key)
		req.Header.Set("Authorization", "Bearer "+*key)
		t0 := time.Now()
		res, err := client.Do(req)
		if err != nil {
			return 0, err
		}
		_, _ = io.Copy(io.Discard, res.Body)
		res.Body.Close()
		d := time.Since(t0)
		if res.StatusCode != http.StatusOK {
			return d, fmt.Errorf("%s: HTTP %d", req.URL, res.StatusCode)
		}
		return d, nil
	}
	type browser struct {
		name    string
		queries []string
		request func(q string) *http.Request
	}
	browsers := []browser{
		{"CID-10 (rpc unified_search_complete)", cidQueries, func(q string) *http.Request {
			body, _ := json.Marshal(map[string]any{"search_query": q, "max_results_per_type": 10})
			req, _ := http.NewRequest(http.MethodPost, base+"/rest/v1/rpc/unified_search_complete", bytes.NewReader(body))
			req.Header.Set("Content-Type", "application/json")
			return req
		}},
		{"SUS (pedbook_sus_procedimentos filter)", susQueries, func(q string) *http.Request {
			req, _ := http.NewRequest(http.MethodGet, filterURL(base, "pedbook_sus_procedimentos", "code,name,complexity_name", "name", q), nil)
			return req
		}},
		{"TUSS (pedbook_tuss_procedimentos filter)", tussQueries, func(q string) *http.Request {
			req, _ := http.NewRequest(http.MethodGet, filterURL(base, "pedbook_tuss_procedimentos", "code,description,subgrupo:pedbook_tuss_subgrupos(code,full_code,name)", "description", q), nil)
			return req
		}},
	}
	failed := false
	for _, b := range browsers {
		for _, q := range b.queries { // warm-up
			if _, err := do(b.request(q)); err != nil {
				fmt.Printf("%s: %v\n", b.name, err)
				failed = true
			}
		}
		var samples []time.Duration
		for r := 0; r < *rounds; r++ {
			for _, q := range b.queries {
				d, err := do(b.request(q))
				if err != nil {
					failed = true
					continue
				}
				samples = append(samples, d)
			}
		}
		sort.Slice(samples, func(i, j int) bool { return samples[i] < samples[j] })
		pct := func(p float64) time.Duration {
			if len(samples) == 0 {
				return 0
			}
			i := int(p*float64(len(samples))+0.5) - 1
			if i < 0 {
				i = 0
			}
			if i >= len(samples) {
				i = len(samples) - 1
			}
			return samples[i]
		}
		fmt.Printf("%-42s n=%-4d p50=%-8s p95=%-8s p99=%-8s max=%s\n", b.name, len(samples),
			pct(0.50).Round(10*time.Microsecond), pct(0.95).Round(10*time.Microsecond), pct(0.99).Round(10*time.Microsecond), pct(1).Round(10*time.Microsecond))
	}
	if failed {
		os.Exit(1)
	}
}

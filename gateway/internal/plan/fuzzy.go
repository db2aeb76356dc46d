package plan

import (
	"math"
	"sort"
	"strings"
	"unicode"
)

// Hint thresholds as PostgREST's (Data.FuzzySet): a table or function name is suggested
// only when it is at least 0.75 similar; parameter lists at the library default, 0.33.
const (
	nameHintScore   = 0.75
	paramsHintScore = 0.33
)

// fuzzyBest finds the candidate closest to name the way PostgREST's fuzzy set does: for
// gram sizes 3 then 2, the candidates sharing a gram are ranked by the cosine of their gram
// vectors, the best 50 re-scored by Levenshtein similarity (1 − distance / longer length,
// on the lower-cased values);
// the first gram size with a candidate scoring ≥ minScore gives the answer ("" for none).
func fuzzyBest(name string, candidates []string, minScore float64) string {
	key := fuzzyNorm(name)
	for size := 3; size >= 2; size-- {
		kg := grams(key, size)
		type scored struct {
			s float64
			c string
		}
		var cos []scored
		for _, c := range candidates {
			cg := grams(fuzzyNorm(c), size)
			dot, na, nb := 0.0, 0.0, 0.0
			for g, n := range kg {
				dot += float64(n * cg[g])
				na += float64(n * n)
			}
			for _, n := range cg {
				nb += float64(n * n)
			}
			if dot > 0 {
				cos = append(cos, scored{dot / math.Sqrt(na*nb), c})
			}
		}
		sort.SliceStable(cos, func(i, j int) bool { return cos[i].s > cos[j].s })
		if len(cos) > 50 {
			cos = cos[:50]
		}
		best, bestScore := "", -1.0
		for _, x := range cos {
			// the distance is taken on the values themselves (lower-cased), not their
			// normalised form: "(id)" is 0.4 from "(attr, id)"
			a, b := strings.ToLower(name), strings.ToLower(x.c)
			l := max(len([]rune(a)), len([]rune(b)))
			s := 1 - float64(levenshtein(a, b))/float64(l)
			if s >= minScore && s > bestScore {
				best, bestScore = x.c, s
			}
		}
		if best != "" {
			return best
		}
	}
	return ""
}

func fuzzyNorm(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsSpace(r) || r == ',' || r == '_' {
			return unicode.ToLower(r)
		}
		return -1
	}, s)
}

func grams(s string, n int) map[string]int {
	r := []rune("-" + s + "-")
	m := map[string]int{}
	for i := 0; i+n <= len(r); i++ {
		m[string(r[i:i+n])]++
	}
	return m
}

func levenshtein(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}

package schemacache

import "strings"

// CheckEnum reads the values a single-column CHECK constraint allows for column col, when
// the constraint is a plain list: PostgreSQL's own rendering (pg_get_constraintdef) of
// `col IN ('a', 'b')` — `CHECK ((col = ANY (ARRAY['a'::text, 'b'::text])))` — optionally
// with `col IS NULL OR …`, casts on either side, or a single `col = 'a'`. Anything else
// (ranges, functions, numbers) is not a list and gives ok = false: the constraint still
// holds in the database, it just isn't offered as a choice.
func CheckEnum(def, col string) (values []string, ok bool) {
	s, found := strings.CutPrefix(strings.TrimSpace(def), "CHECK ")
	if !found {
		return nil, false
	}
	s = unwrap(s)
	parts := splitTop(s, " OR ")
	if len(parts) > 2 {
		return nil, false
	}
	var list string
	for _, p := range parts {
		p = unwrap(p)
		if lhs, isNull := strings.CutSuffix(p, " IS NULL"); isNull && len(parts) == 2 && columnRef(lhs) == col {
			continue
		}
		if list != "" {
			return nil, false
		}
		list = p
	}
	if list == "" {
		return nil, false
	}
	if eq := splitTop(list, " = ANY "); len(eq) == 2 {
		if columnRef(eq[0]) != col {
			return nil, false
		}
		return arrayLiterals(eq[1])
	}
	if eq := splitTop(list, " = "); len(eq) == 2 && columnRef(eq[0]) == col {
		v, rest, ok := literal(strings.TrimSpace(eq[1]))
		if !ok || !onlyCasts(rest) {
			return nil, false
		}
		return []string{v}, true
	}
	return nil, false
}

// unwrap removes parentheses that enclose the whole of s.
func unwrap(s string) string {
	for {
		s = strings.TrimSpace(s)
		if len(s) < 2 || s[0] != '(' || matching(s, 0) != len(s)-1 {
			return s
		}
		s = s[1 : len(s)-1]
	}
}

// matching is the index of the parenthesis or bracket closing the one at i (-1 if none),
// skipping quoted literals and identifiers.
func matching(s string, i int) int {
	depth := 0
	for j := i; j < len(s); j++ {
		switch s[j] {
		case '\'', '"':
			end := closeQuote(s, j)
			if end < 0 {
				return -1
			}
			j = end
		case '(', '[':
			depth++
		case ')', ']':
			depth--
			if depth == 0 {
				return j
			}
		}
	}
	return -1
}

// closeQuote is the index of the quote closing the one at i (a doubled quote is an escape).
func closeQuote(s string, i int) int {
	q := s[i]
	for j := i + 1; j < len(s); j++ {
		if s[j] == q {
			if j+1 < len(s) && s[j+1] == q {
				j++
				continue
			}
			return j
		}
	}
	return -1
}

// splitTop splits s at sep where sep is outside parentheses, brackets and quotes.
func splitTop(s, sep string) []string {
	var out []string
	depth, start := 0, 0
	for j := 0; j < len(s); j++ {
		switch c := s[j]; {
		case c == '\'' || c == '"':
			end := closeQuote(s, j)
			if end < 0 {
				return []string{s}
			}
			j = end
		case c == '(' || c == '[':
			depth++
		case c == ')' || c == ']':
			depth--
		case depth == 0 && strings.HasPrefix(s[j:], sep):
			out = append(out, s[start:j])
			start = j + len(sep)
			j = start - 1
		}
	}
	return append(out, s[start:])
}

// columnRef is the column named by an expression such as `col`, `"Col"` or `(col)::text`
// ("" when the expression is anything else).
func columnRef(s string) string {
	s = unwrap(stripCasts(unwrap(s)))
	if len(s) >= 2 && s[0] == '"' && closeQuote(s, 0) == len(s)-1 {
		return strings.ReplaceAll(s[1:len(s)-1], `""`, `"`)
	}
	for _, c := range s {
		if !(c == '_' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c > 127) {
			return ""
		}
	}
	return s
}

// stripCasts removes trailing `::type` casts outside parentheses.
func stripCasts(s string) string {
	for {
		parts := splitTop(s, "::")
		if len(parts) < 2 {
			return strings.TrimSpace(s)
		}
		s = strings.Join(parts[:len(parts)-1], "::")
	}
}

// onlyCasts reports whether s is nothing but `::type` casts (possibly array types).
func onlyCasts(s string) bool {
	s = strings.TrimSpace(s)
	for s != "" {
		rest, ok := strings.CutPrefix(s, "::")
		if !ok {
			return false
		}
		end := strings.Index(rest, "::")
		if end < 0 {
			end = len(rest)
		}
		name := strings.TrimSpace(rest[:end])
		if name == "" || strings.ContainsAny(name, "()'\",") {
			return false
		}
		s = strings.TrimSpace(rest[end:])
	}
	return true
}

// arrayLiterals reads `(ARRAY['a'::text, 'b'::text])` with optional casts around it.
func arrayLiterals(s string) ([]string, bool) {
	s = unwrap(stripCasts(unwrap(s)))
	inner, found := strings.CutPrefix(s, "ARRAY[")
	if !found || matching(s, len("ARRAY")) != len(s)-1 {
		return nil, false
	}
	inner = inner[:len(inner)-1]
	var values []string
	for _, item := range splitTop(inner, ",") {
		v, rest, ok := literal(strings.TrimSpace(item))
		if !ok || !onlyCasts(rest) {
			return nil, false
		}
		values = append(values, v)
	}
	return values, len(values) > 0
}

// literal reads a quoted string literal at the start of s and returns it and what follows.
func literal(s string) (value, rest string, ok bool) {
	if s == "" || s[0] != '\'' {
		return "", "", false
	}
	end := closeQuote(s, 0)
	if end < 0 {
		return "", "", false
	}
	return strings.ReplaceAll(s[1:end], "''", "'"), s[end+1:], true
}

package apirequest

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pedbook/pedbook/gateway/internal/pgrsterr"
)

// scanner walks a parameter value; every failure reports what was expected and where.
type scanner struct {
	what string // "select parameter", "filter", …
	src  string
	pos  int
}

func (s *scanner) eof() bool { return s.pos >= len(s.src) }

func (s *scanner) peek() rune {
	if s.eof() {
		return 0
	}
	r, _ := utf8.DecodeRuneInString(s.src[s.pos:])
	return r
}

// size is the byte length of the rune at pos (1 for invalid UTF-8).
func (s *scanner) size() int {
	_, n := utf8.DecodeRuneInString(s.src[s.pos:])
	if n == 0 {
		return 1
	}
	return n
}

func (s *scanner) has(prefix string) bool { return strings.HasPrefix(s.src[s.pos:], prefix) }

func (s *scanner) accept(prefix string) bool {
	if s.has(prefix) {
		s.pos += len(prefix)
		return true
	}
	return false
}

// parseError is PGRST100 for a query-string parameter that does not follow the grammar,
// worded as PostgREST words it: the parameter, its value and the 1-based column.
func parseError(what, input string, pos int, details string) *pgrsterr.Error {
	e := pgrsterr.ParseFailure.New(fmt.Sprintf("\"failed to parse %s (%s)\" (line 1, column %d)", what, input, pos+1))
	e.Details = details
	return e
}

func (s *scanner) fail(expecting string) *pgrsterr.Error {
	unexpected := "end of input"
	if !s.eof() {
		unexpected = fmt.Sprintf("%q", string(s.peek()))
	}
	return parseError(s.what, s.src, s.pos, "unexpected "+unexpected+" expecting "+expecting)
}

func (s *scanner) skipSpaces() {
	for !s.eof() && (s.peek() == ' ' || s.peek() == '\t' || s.peek() == '\n') {
		s.pos++
	}
}

func isIdentRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' || r == '$' || r == ' '
}

// name reads a quoted name or an identifier (dashes allowed when not followed by '>').
func (s *scanner) name() (string, *pgrsterr.Error) {
	s.skipSpaces()
	if s.peek() == '"' {
		return s.quoted()
	}
	start := s.pos
	for !s.eof() {
		r := s.peek()
		if isIdentRune(r) {
			s.pos += s.size()
			continue
		}
		if r == '-' && !s.has("->") && s.pos > start {
			s.pos++
			continue
		}
		break
	}
	n := strings.TrimSpace(s.src[start:s.pos])
	if n == "" {
		s.pos = start
		return "", s.fail("field name (* or [a..z0..9_$])")
	}
	return n, nil
}

// quoted reads "…" with backslash escapes. Bytes are kept as sent (invalid UTF-8 included),
// as an unquoted name or JSON key keeps them: "k" and k name the same key.
func (s *scanner) quoted() (string, *pgrsterr.Error) {
	if !s.accept(`"`) {
		return "", s.fail(`"\""`)
	}
	var b strings.Builder
	for {
		if s.eof() {
			return "", s.fail(`"\""`)
		}
		r, start := s.peek(), s.pos
		s.pos += s.size()
		switch r {
		case '\\':
			if s.eof() {
				return "", s.fail("escaped character")
			}
			start = s.pos
			s.pos += s.size()
			b.WriteString(s.src[start:s.pos])
		case '"':
			return b.String(), nil
		default:
			b.WriteString(s.src[start:s.pos])
		}
	}
}

// jsonPath reads (->key|->>key|->N)*.
func (s *scanner) jsonPath() ([]PathStep, *pgrsterr.Error) {
	var path []PathStep
	for s.has("->") {
		arrow := "->"
		if s.has("->>") {
			arrow = "->>"
		}
		s.pos += len(arrow)
		if s.peek() == '"' {
			k, err := s.quoted()
			if err != nil {
				return nil, err
			}
			path = append(path, PathStep{Arrow: arrow, Key: k})
			continue
		}
		start := s.pos
		for !s.eof() {
			r := s.peek()
			if strings.ContainsRune("(-:.,>)", r) {
				if r == '-' && !s.has("->") && s.pos > start {
					s.pos++
					continue
				}
				break
			}
			s.pos += s.size()
		}
		if s.pos == start && s.has("-") && !s.has("->") { // negative index ->-1
			s.pos++
			for !s.eof() && unicode.IsDigit(s.peek()) {
				s.pos++
			}
		}
		key := strings.TrimSpace(s.src[start:s.pos])
		if key == "" {
			return nil, s.fail("key or index after " + arrow)
		}
		_, err := strconv.Atoi(key)
		path = append(path, PathStep{Arrow: arrow, Key: key, IsIndex: err == nil})
	}
	return path, nil
}

// field reads name + json path.
func (s *scanner) field() (Field, *pgrsterr.Error) {
	n, err := s.name()
	if err != nil {
		return Field{}, err
	}
	p, err := s.jsonPath()
	if err != nil {
		return Field{}, err
	}
	return Field{Name: n, Path: p}, nil
}

func (s *scanner) castType() (string, *pgrsterr.Error) {
	start := s.pos
	for !s.eof() {
		r := s.peek()
		if unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' || r == ' ' || r == '$' || r == '[' || r == ']' {
			s.pos += s.size()
			continue
		}
		break
	}
	t := strings.TrimSpace(s.src[start:s.pos])
	if t == "" {
		return "", s.fail("type name after ::")
	}
	return t, nil
}

// ParseSelect parses a select= value.
func ParseSelect(v string) ([]SelectItem, *pgrsterr.Error) {
	s := &scanner{what: "select parameter", src: v}
	s.skipSpaces()
	if s.eof() {
		return []SelectItem{{Kind: ItemStar}}, nil
	}
	items, err := s.selectList(0)
	if err != nil {
		return nil, err
	}
	if !s.eof() {
		return nil, s.fail(`"," or end of input`)
	}
	return items, nil
}

const maxEmbedDepth = 16

func (s *scanner) selectList(depth int) ([]SelectItem, *pgrsterr.Error) {
	if depth > maxEmbedDepth {
		return nil, s.fail("less nesting (at most 16 levels of embedding)")
	}
	var items []SelectItem
	for {
		s.skipSpaces()
		if depth > 0 && s.peek() == ')' && len(items) == 0 {
			return items, nil // empty embed rel()
		}
		it, err := s.selectItem(depth)
		if err != nil {
			return nil, err
		}
		items = append(items, it)
		s.skipSpaces()
		if !s.accept(",") {
			return items, nil
		}
	}
}

var aggregates = map[string]bool{"sum": true, "avg": true, "count": true, "max": true, "min": true}

func (s *scanner) selectItem(depth int) (SelectItem, *pgrsterr.Error) {
	if s.accept("...") {
		rel, err := s.name()
		if err != nil {
			return SelectItem{}, err
		}
		it := SelectItem{Kind: ItemSpread, Relation: rel}
		if err := s.embedRest(&it, depth); err != nil {
			return SelectItem{}, err
		}
		return it, nil
	}
	if s.accept("*") {
		return SelectItem{Kind: ItemStar}, nil
	}
	n, err := s.name()
	if err != nil {
		return SelectItem{}, err
	}
	alias := ""
	if s.has(":") && !s.has("::") {
		s.pos++
		alias = n
		s.skipSpaces()
		if n, err = s.name(); err != nil {
			return SelectItem{}, err
		}
	}
	if n == "count" && s.has("()") {
		s.pos += 2
		it := SelectItem{Kind: ItemField, Alias: alias, Aggregate: "count"}
		if s.accept("::") {
			if it.AggCast, err = s.castType(); err != nil {
				return SelectItem{}, err
			}
		}
		return it, nil
	}
	if s.peek() == '!' || s.peek() == '(' {
		it := SelectItem{Kind: ItemEmbed, Relation: n, Alias: alias}
		if err := s.embedRest(&it, depth); err != nil {
			return SelectItem{}, err
		}
		return it, nil
	}
	path, err := s.jsonPath()
	if err != nil {
		return SelectItem{}, err
	}
	it := SelectItem{Kind: ItemField, Field: Field{Name: n, Path: path}, Alias: alias}
	if s.accept("::") {
		if it.Cast, err = s.castType(); err != nil {
			return SelectItem{}, err
		}
	}
	if s.peek() == '.' {
		s.pos++
		start := s.pos
		agg, err := s.name()
		if err != nil || !aggregates[agg] || !s.accept("()") {
			s.pos = start
			return SelectItem{}, s.fail("aggregate function (sum(), avg(), count(), max(), min())")
		}
		it.Aggregate = agg
		if s.accept("::") {
			if it.AggCast, err = s.castType(); err != nil {
				return SelectItem{}, err
			}
		}
	}
	return it, nil
}

func (s *scanner) embedRest(it *SelectItem, depth int) *pgrsterr.Error {
	for s.accept("!") {
		h, err := s.name()
		if err != nil {
			return err
		}
		switch h {
		case "inner", "left":
			if it.JoinType != "" {
				return s.fail(`"(" (only one join type)`)
			}
			it.JoinType = h
		default:
			if it.Hint != "" {
				return s.fail(`"(" (only one hint)`)
			}
			it.Hint = h
		}
	}
	if !s.accept("(") {
		return s.fail(`"(" or "!"`)
	}
	children, err := s.selectList(depth + 1)
	if err != nil {
		return err
	}
	s.skipSpaces()
	if !s.accept(")") {
		return s.fail(`"," or ")"`)
	}
	it.Children = children
	return nil
}

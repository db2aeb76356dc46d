package apirequest

import (
	"strings"

	"github.com/pedbook/pedbook/gateway/internal/pgrsterr"
)

// operators maps each filter token to whether it accepts the (any)/(all) modifiers.
var operators = map[string]bool{
	"eq": true, "neq": false, "gt": true, "gte": true, "lt": true, "lte": true,
	"like": true, "ilike": true, "match": true, "imatch": true,
	"in": false, "is": false, "isdistinct": false,
	"fts": false, "plfts": false, "phfts": false, "wfts": false,
	"cs": false, "cd": false, "ov": false, "sl": false, "sr": false, "nxr": false, "nxl": false, "adj": false,
}

var isValues = map[string]string{"null": "null", "not_null": "not_null", "true": "true", "false": "false", "unknown": "unknown"}

const operatorList = `"not" or operator (eq, gt, ...)`

// ParseOperation parses "[not.]op[(mod)].value" as found after "col=" (inLogic=false: the
// whole remainder is the value) or inside or=(…) (inLogic=true: the value ends at ',' or ')'
// unless quoted or a {…} literal).
func ParseOperation(src string) (Operation, *pgrsterr.Error) {
	s := &scanner{what: "filter", src: src}
	op, err := s.operation(false)
	if err != nil {
		return Operation{}, err
	}
	return op, nil
}

func (s *scanner) operation(inLogic bool) (Operation, *pgrsterr.Error) {
	var op Operation
	if s.accept("not.") {
		op.Negate = true
	}
	start := s.pos
	for !s.eof() && s.peek() >= 'a' && s.peek() <= 'z' {
		s.pos++
	}
	tok := s.src[start:s.pos]
	anyAll, ok := operators[tok]
	if !ok {
		s.pos = start
		return op, s.fail(operatorList)
	}
	op.Op = tok
	if s.peek() == '(' {
		switch {
		case anyAll && (s.accept("(any)") || s.accept("(all)")):
			op.Modifier = s.src[s.pos-4 : s.pos-1]
		case strings.HasSuffix(tok, "fts"):
			s.pos++
			ls := s.pos
			for !s.eof() && s.peek() != ')' {
				s.pos++
			}
			op.Lang = s.src[ls:s.pos]
			if !s.accept(")") || op.Lang == "" {
				return op, s.fail(`language name and ")"`)
			}
		default:
			return op, s.fail(`"."`)
		}
	}
	if !s.accept(".") {
		return op, s.fail(`"."`)
	}
	switch op.Op {
	case "in":
		list, err := s.inList()
		if err != nil {
			return op, err
		}
		op.List = list
		if !inLogic && !s.eof() {
			return op, s.fail("end of input after the in list")
		}
		return op, nil
	case "is":
		vs := s.pos
		v := s.rawValue(inLogic)
		canon, ok := isValues[strings.ToLower(v)]
		if !ok {
			s.pos = vs
			return op, s.fail("null or not_null or true or false or unknown")
		}
		op.Value = canon
		return op, nil
	}
	v, err := s.value(inLogic)
	if err != nil {
		return op, err
	}
	if op.Op == "like" || op.Op == "ilike" {
		v = strings.ReplaceAll(v, "*", "%")
	}
	op.Value = v
	return op, nil
}

// rawValue returns the rest (top level) or up to ',' / ')' (logic trees), unquoted.
func (s *scanner) rawValue(inLogic bool) string {
	if !inLogic {
		v := s.src[s.pos:]
		s.pos = len(s.src)
		return v
	}
	start := s.pos
	for !s.eof() && s.peek() != ',' && s.peek() != ')' {
		s.pos++
	}
	return strings.TrimSpace(s.src[start:s.pos])
}

func (s *scanner) value(inLogic bool) (string, *pgrsterr.Error) {
	if !inLogic {
		return s.rawValue(false), nil
	}
	s.skipSpaces()
	switch s.peek() {
	case '"':
		return s.quoted()
	case '{':
		start := s.pos
		depth := 0
		for !s.eof() {
			switch s.peek() {
			case '{':
				depth++
			case '}':
				depth--
			}
			s.pos++
			if depth == 0 {
				return s.src[start:s.pos], nil
			}
		}
		return "", s.fail(`"}"`)
	}
	return s.rawValue(true), nil
}

// inList parses (a,"b,c",d).
func (s *scanner) inList() ([]string, *pgrsterr.Error) {
	if !s.accept("(") {
		return nil, s.fail(`"("`)
	}
	list := []string{}
	s.skipSpaces()
	if s.accept(")") {
		return list, nil
	}
	for {
		s.skipSpaces()
		var item string
		if s.peek() == '"' {
			q, err := s.quoted()
			if err != nil {
				return nil, err
			}
			item = q
		} else {
			start := s.pos
			for !s.eof() && s.peek() != ',' && s.peek() != ')' {
				s.pos++
			}
			item = strings.TrimSpace(s.src[start:s.pos])
		}
		list = append(list, item)
		s.skipSpaces()
		if s.accept(",") {
			continue
		}
		if s.accept(")") {
			return list, nil
		}
		return nil, s.fail(`"," or ")"`)
	}
}

// ParseFilterKey splits a filter key into embed path and field ("a.b.col->>x").
func ParseFilterKey(key string) ([]string, Field, *pgrsterr.Error) {
	s := &scanner{what: "filter", src: key}
	var names []string
	for {
		n, err := s.name()
		if err != nil {
			return nil, Field{}, err
		}
		if s.accept(".") {
			names = append(names, n)
			continue
		}
		path, err := s.jsonPath()
		if err != nil {
			return nil, Field{}, err
		}
		if !s.eof() {
			return nil, Field{}, s.fail(`"." or "->" or end of input`)
		}
		return names, Field{Name: n, Path: path}, nil
	}
}

// ParseLogic parses the value of or=/and= ("(term,term)") into a tree.
func ParseLogic(embedPath []string, or, negate bool, v string) (LogicTree, *pgrsterr.Error) {
	s := &scanner{what: "logic tree", src: v}
	t := LogicTree{EmbedPath: embedPath, Or: or, Negate: negate}
	children, err := s.logicChildren(0)
	if err != nil {
		return t, err
	}
	if !s.eof() {
		return t, s.fail("end of input")
	}
	t.Children = children
	return t, nil
}

func (s *scanner) logicChildren(depth int) ([]LogicNode, *pgrsterr.Error) {
	if depth > maxEmbedDepth {
		return nil, s.fail("less nesting of and/or")
	}
	if !s.accept("(") {
		return nil, s.fail(`"("`)
	}
	var out []LogicNode
	for {
		s.skipSpaces()
		n, err := s.logicTerm(depth)
		if err != nil {
			return nil, err
		}
		out = append(out, n)
		s.skipSpaces()
		if s.accept(",") {
			continue
		}
		if s.accept(")") {
			return out, nil
		}
		return nil, s.fail(`"," or ")"`)
	}
}

func (s *scanner) logicTerm(depth int) (LogicNode, *pgrsterr.Error) {
	save := s.pos
	neg := s.accept("not.")
	for _, kw := range []string{"and", "or"} {
		if s.has(kw + "(") {
			s.pos += len(kw)
			children, err := s.logicChildren(depth + 1)
			if err != nil {
				return LogicNode{}, err
			}
			return LogicNode{Tree: &LogicTree{Or: kw == "or", Negate: neg, Children: children}}, nil
		}
	}
	s.pos = save
	var names []string
	for {
		n, err := s.name()
		if err != nil {
			return LogicNode{}, err
		}
		path, err := s.jsonPath()
		if err != nil {
			return LogicNode{}, err
		}
		if !s.accept(".") {
			return LogicNode{}, s.fail(`"."`)
		}
		opStart := s.pos
		op, err := s.operation(true)
		if err == nil {
			return LogicNode{Filter: &Filter{EmbedPath: names, Field: Field{Name: n, Path: path}, Operation: op}}, nil
		}
		if len(path) > 0 || len(names) >= maxEmbedDepth {
			return LogicNode{}, err
		}
		// Not an operator: n was an embed name (rel.col.op.value).
		s.pos = opStart
		names = append(names, n)
	}
}

// ParseOrder parses an order= value.
func ParseOrder(v string) ([]OrderTerm, *pgrsterr.Error) {
	s := &scanner{what: "order", src: v}
	var terms []OrderTerm
	for {
		s.skipSpaces()
		var t OrderTerm
		n, err := s.name()
		if err != nil {
			return nil, err
		}
		if s.accept("(") {
			t.Relation = n
			f, err := s.field()
			if err != nil {
				return nil, err
			}
			if !s.accept(")") {
				return nil, s.fail(`")"`)
			}
			t.Field = f
		} else {
			path, err := s.jsonPath()
			if err != nil {
				return nil, err
			}
			t.Field = Field{Name: n, Path: path}
		}
		if s.accept(".asc") {
		} else if s.accept(".desc") {
			t.Desc = true
		}
		if s.accept(".nullsfirst") {
			t.Nulls = "first"
		} else if s.accept(".nullslast") {
			t.Nulls = "last"
		}
		terms = append(terms, t)
		s.skipSpaces()
		if s.eof() {
			return terms, nil
		}
		if !s.accept(",") {
			return nil, s.fail(`"," or ".asc" or ".desc" or ".nullsfirst" or ".nullslast"`)
		}
	}
}

// ParseColumns parses columns=/on_conflict= (comma separated, names may be quoted).
func ParseColumns(what, v string) ([]string, *pgrsterr.Error) {
	s := &scanner{what: what, src: v}
	var out []string
	for {
		n, err := s.name()
		if err != nil {
			return nil, err
		}
		out = append(out, n)
		s.skipSpaces()
		if s.eof() {
			return out, nil
		}
		if !s.accept(",") {
			return nil, s.fail(`","`)
		}
	}
}

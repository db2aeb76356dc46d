package schemacache

import (
	"errors"
	"strings"
)

// node is a parsed pg_node_tree value: a {KIND :field value …} node, a ( … ) list, or atoms.
type node struct {
	kind   string // node kind, "list" or "atom"
	fields map[string]*node
	items  []*node
	text   string
}

func (n *node) atom(field string) string {
	if n == nil || n.fields == nil {
		return ""
	}
	v := n.fields[field]
	if v == nil || v.kind != "atom" {
		return ""
	}
	return v.text
}

type ntLexer struct {
	src string
	pos int
}

func (l *ntLexer) next() (string, bool) {
	for l.pos < len(l.src) && (l.src[l.pos] == ' ' || l.src[l.pos] == '\n' || l.src[l.pos] == '\t') {
		l.pos++
	}
	if l.pos >= len(l.src) {
		return "", false
	}
	c := l.src[l.pos]
	if strings.IndexByte("{}()", c) >= 0 {
		l.pos++
		return string(c), true
	}
	var b strings.Builder
	for l.pos < len(l.src) {
		c := l.src[l.pos]
		if c == ' ' || c == '\n' || c == '\t' || strings.IndexByte("{}()", c) >= 0 {
			break
		}
		if c == '\\' && l.pos+1 < len(l.src) {
			b.WriteByte(l.src[l.pos+1])
			l.pos += 2
			continue
		}
		b.WriteByte(c)
		l.pos++
	}
	return b.String(), true
}

func (l *ntLexer) peek() string {
	save := l.pos
	t, _ := l.next()
	l.pos = save
	return t
}

var errNodeTree = errors.New("malformed pg_node_tree")

func parseNodeTree(s string) (*node, error) {
	l := &ntLexer{src: s}
	return l.value(0)
}

func (l *ntLexer) value(depth int) (*node, error) {
	if depth > 500 {
		return nil, errNodeTree
	}
	t, ok := l.next()
	if !ok {
		return nil, errNodeTree
	}
	switch t {
	case "{":
		kind, _ := l.next()
		n := &node{kind: kind, fields: map[string]*node{}}
		for {
			p := l.peek()
			if p == "}" {
				l.next()
				return n, nil
			}
			if p == "" {
				return nil, errNodeTree
			}
			key, _ := l.next()
			if !strings.HasPrefix(key, ":") {
				continue
			}
			// A field's value: a node, a list, or atoms up to the next field.
			p = l.peek()
			switch {
			case p == "{" || p == "(":
				v, err := l.value(depth + 1)
				if err != nil {
					return nil, err
				}
				n.fields[key[1:]] = v
			case p == "}" || strings.HasPrefix(p, ":"):
				n.fields[key[1:]] = &node{kind: "atom"}
			default:
				var parts []string
				for {
					p := l.peek()
					if p == "" || p == "}" || p == "{" || p == "(" || p == ")" || strings.HasPrefix(p, ":") {
						break
					}
					a, _ := l.next()
					parts = append(parts, a)
				}
				n.fields[key[1:]] = &node{kind: "atom", text: strings.Join(parts, " ")}
			}
		}
	case "(":
		n := &node{kind: "list"}
		for {
			p := l.peek()
			if p == ")" {
				l.next()
				return n, nil
			}
			if p == "" {
				return nil, errNodeTree
			}
			v, err := l.value(depth + 1)
			if err != nil {
				return nil, err
			}
			n.items = append(n.items, v)
		}
	case "}", ")":
		return nil, errNodeTree
	default:
		return &node{kind: "atom", text: t}, nil
	}
}

// Package apirequest is stage 1 of the REST pipeline and is pure: it turns an HTTP request
// (path, query string, headers, body) into a typed Request — select tree, filters, logic
// trees, order, ranges, preferences, media types, payload — without looking at the
// database. Every input it cannot read becomes an *Error in PostgREST's shape (PGRST1xx)
// carrying the position where parsing failed.
package apirequest

import (
	"fmt"
)

// Error is a client error in PostgREST's JSON shape; Details and Hint are nil (JSON null),
// a string, or (for PGRST201) a JSON array.
type Error struct {
	Status  int
	Code    string
	Message string
	Details any
	Hint    any
	// Headers are extra response headers (WWW-Authenticate on 401s).
	Headers map[string]string
	// Cause is the internal error behind a 5xx (connection failures name the database user,
	// host and port): logged by the handler, never sent to the client.
	Cause error
}

func (e *Error) Error() string { return e.Code + ": " + e.Message }

// ParseError is PGRST100 for a query-string parameter that does not follow the grammar.
func ParseError(what, input string, pos int, details string) *Error {
	return &Error{
		Status:  ParseFailure.Status,
		Code:    ParseFailure.Code,
		Message: fmt.Sprintf("\"failed to parse %s (%s)\" (line 1, column %d)", what, input, pos+1),
		Details: details,
	}
}

// New builds an Error with a string detail ("" means null) for codes outside the PGRST
// catalogue (catalogue.go): PostgreSQL SQLSTATEs the gateway answers itself, such as 42712.
func New(status int, code, message, details string) *Error {
	e := &Error{Status: status, Code: code, Message: message}
	if details != "" {
		e.Details = details
	}
	return e
}

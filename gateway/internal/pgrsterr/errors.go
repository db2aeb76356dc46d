// Package pgrsterr is the REST gateway's error catalogue: the one home of every error the
// gateway answers in PostgREST's JSON shape (code, message, details, hint) with its HTTP
// status. Every stage builds its errors from here — the parser (PGRST1xx), the planner
// (PGRST2xx), the JWT check (PGRST3xx), the executor (PGRST0xx, SQLSTATEs) and the
// response writer — so no stage imports another for its errors.
package pgrsterr

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

// New builds an Error with a string detail ("" means null) for codes outside the PGRST
// catalogue (catalogue.go): PostgreSQL SQLSTATEs the gateway answers itself, such as 42712.
func New(status int, code, message, details string) *Error {
	e := &Error{Status: status, Code: code, Message: message}
	if details != "" {
		e.Details = details
	}
	return e
}

package execute

import (
	"encoding/json"
	"errors"
	"net/http"
	"strconv"
	"strings"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/pedbook/pedbook/gateway/internal/pgrsterr"
)

var jsonUnmarshal = json.Unmarshal

// mapError turns a database error into PostgREST's error shape and status.
func (e *Executor) mapError(err error, role string) *pgrsterr.Error {
	var pgErr *pgconn.PgError
	if !errors.As(err, &pgErr) {
		return pgrsterr.DBClient.New().WithCause(err)
	}
	if pgErr.Code == "PGRST" {
		if ce := customError(pgErr); ce != nil {
			return ce
		}
	}
	out := &pgrsterr.Error{Status: Status(pgErr, role == e.AnonRole), Code: pgErr.Code, Message: pgErr.Message}
	if pgErr.Detail != "" {
		out.Details = pgErr.Detail
	}
	if pgErr.Hint != "" {
		out.Hint = pgErr.Hint
	}
	if out.Status == http.StatusUnauthorized {
		out.Headers = map[string]string{"WWW-Authenticate": "Bearer"}
	}
	return out
}

// customError implements RAISE SQLSTATE 'PGRST' USING message = '<json body>', detail = '<json status/headers>'.
func customError(p *pgconn.PgError) *pgrsterr.Error {
	var body struct {
		Code    string `json:"code"`
		Message string `json:"message"`
		Details any    `json:"details"`
		Hint    any    `json:"hint"`
	}
	var detail struct {
		Status  int               `json:"status"`
		Headers map[string]string `json:"headers"`
	}
	if json.Unmarshal([]byte(p.Message), &body) != nil || json.Unmarshal([]byte(p.Detail), &detail) != nil || detail.Status < 100 || detail.Status > 599 {
		return pgrsterr.RaiseJSON.New().WithDetails(
			"Invalid JSON value for MESSAGE or DETAIL, or DETAIL lacks a numeric status")
	}
	return &pgrsterr.Error{Status: detail.Status, Code: body.Code, Message: body.Message, Details: body.Details, Hint: body.Hint, Headers: detail.Headers}
}

// Status is PostgREST's SQLSTATE → HTTP table (v14 pgErrorStatus).
func Status(p *pgconn.PgError, anon bool) int {
	c := p.Code
	switch {
	case strings.HasPrefix(c, "08"):
		return 503
	case strings.HasPrefix(c, "09"):
		return 500
	case strings.HasPrefix(c, "0L"), strings.HasPrefix(c, "0P"):
		return 403
	case c == "23503", c == "23505":
		return 409
	case c == "21000":
		if strings.HasSuffix(p.Message, "requires a WHERE clause") {
			return 400
		}
		return 500
	case c == "22023":
		if strings.HasPrefix(p.Message, "role ") && strings.HasSuffix(p.Message, "does not exist") {
			return 401
		}
		return 400
	case c == "25006":
		return 405
	case strings.HasPrefix(c, "25"):
		return 500
	case strings.HasPrefix(c, "28"):
		return 403
	case strings.HasPrefix(c, "2D"), strings.HasPrefix(c, "38"), strings.HasPrefix(c, "39"), strings.HasPrefix(c, "3B"), strings.HasPrefix(c, "40"):
		return 500
	case c == "53400":
		return 500
	case strings.HasPrefix(c, "53"):
		return 503
	case c == "57P01":
		return 503
	case strings.HasPrefix(c, "54"), strings.HasPrefix(c, "55"), strings.HasPrefix(c, "57"), strings.HasPrefix(c, "58"),
		strings.HasPrefix(c, "F0"), strings.HasPrefix(c, "HV"), strings.HasPrefix(c, "XX"):
		return 500
	case c == "P0001":
		return 400
	case strings.HasPrefix(c, "P0"):
		return 500
	case c == "42883":
		if strings.HasPrefix(p.Message, "function xmlagg(") {
			return 406
		}
		return 404
	case c == "42P01":
		return 404
	case c == "42P17":
		return 500
	case c == "42501":
		if anon {
			return 401
		}
		return 403
	case strings.HasPrefix(c, "PT") && len(c) == 5:
		if n, err := strconv.Atoi(c[2:]); err == nil && n >= 100 && n <= 599 {
			return n
		}
	}
	return 400
}

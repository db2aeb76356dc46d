package pgrsterr

import (
	"fmt"
	"net/http"
)

// ErrorKind is one entry of the gateway's error catalogue: PostgREST's code, the HTTP status and
// the message (a fmt format when the entry takes arguments). Every PGRST error the gateway
// answers is built from an entry here, so code, status and wording live in one place;
// details and hints, which carry the request's particulars, are added by the caller.
type ErrorKind struct {
	Code    string
	Status  int
	Message string
}

// New builds the error, formatting the message with args when there are any.
func (k ErrorKind) New(args ...any) *Error {
	msg := k.Message
	if len(args) > 0 {
		msg = fmt.Sprintf(k.Message, args...)
	}
	return &Error{Status: k.Status, Code: k.Code, Message: msg}
}

// WithDetails sets the details (a string, or any JSON value; "" means null).
func (e *Error) WithDetails(d any) *Error {
	if s, ok := d.(string); ok && s == "" {
		d = nil
	}
	e.Details = d
	return e
}

// WithHint sets the hint (a string, or any JSON value; "" means null).
func (e *Error) WithHint(h any) *Error {
	if s, ok := h.(string); ok && s == "" {
		h = nil
	}
	e.Hint = h
	return e
}

// WithCause records the internal error behind a 5xx (logged, never sent).
func (e *Error) WithCause(err error) *Error {
	e.Cause = err
	return e
}

// The catalogue. Group 0: the database connection; 1: the request; 2: the schema cache;
// 3: JWT; PGRST429: PedBook's rate limits; PGRSTX00: internal errors.
var (
	DBConnection = ErrorKind{"PGRST000", http.StatusServiceUnavailable, "Database connection error. Retrying the connection."}
	DBClient     = ErrorKind{"PGRST001", http.StatusServiceUnavailable, "Database client error. Retrying the connection."}
	PoolTimeout  = ErrorKind{"PGRST003", http.StatusGatewayTimeout, "Timed out acquiring connection from connection pool."}

	// ParseFailure's argument is the quoted phrase and position, as PostgREST words it.
	ParseFailure           = ErrorKind{"PGRST100", http.StatusBadRequest, "%s"}
	MethodOnRPC            = ErrorKind{"PGRST101", http.StatusMethodNotAllowed, "Cannot use the %s method on RPC"}
	InvalidJSON            = ErrorKind{"PGRST102", http.StatusBadRequest, "Empty or invalid json"}
	ObjectKeysDiffer       = ErrorKind{"PGRST102", http.StatusBadRequest, "All object keys must match"}
	BodyUnreadable         = ErrorKind{"PGRST102", http.StatusBadRequest, "Could not read the request body"}
	BodyTooLarge           = ErrorKind{"PGRST102", http.StatusRequestEntityTooLarge, "Request body is larger than %d bytes"}
	ContentTypeMalformed   = ErrorKind{"PGRST102", http.StatusBadRequest, "Content-Type not acceptable: %s"}
	ContentTypeUnsupported = ErrorKind{"PGRST102", http.StatusUnsupportedMediaType, "Content-Type not acceptable: %s"}
	RangeNotSatisfiable    = ErrorKind{"PGRST103", http.StatusRequestedRangeNotSatisfiable, "Requested range not satisfiable"}
	PutFilters             = ErrorKind{"PGRST105", http.StatusMethodNotAllowed, "Filters must include all and only primary key columns with 'eq' operators"}
	InvalidSchema          = ErrorKind{"PGRST106", http.StatusNotAcceptable, "Invalid schema: %s"}
	MediaTypeUnavailable   = ErrorKind{"PGRST107", http.StatusNotAcceptable, "None of these media types are available: %s"}
	NotEmbedded            = ErrorKind{"PGRST108", http.StatusBadRequest, "'%s' is not an embedded resource in this request"}
	ResponseHeadersGUC     = ErrorKind{"PGRST111", http.StatusInternalServerError, "response.headers guc must be a JSON array composed of objects with a single key and a string value"}
	ResponseStatusGUC      = ErrorKind{"PGRST112", http.StatusInternalServerError, "response.status guc must be a valid status code"}
	PutLimitOffset         = ErrorKind{"PGRST114", http.StatusBadRequest, "limit/offset querystring parameters are not allowed for PUT"}
	PutKeyMismatch         = ErrorKind{"PGRST115", http.StatusBadRequest, "Payload values do not match URL in primary key column(s)"}
	NotSingular            = ErrorKind{"PGRST116", http.StatusNotAcceptable, "Cannot coerce the result to a single JSON object"}
	UnsupportedMethod      = ErrorKind{"PGRST117", http.StatusMethodNotAllowed, "Unsupported HTTP method: %s"}
	RelatedOrder           = ErrorKind{"PGRST118", http.StatusBadRequest, "A related order on '%s' is not possible"}
	EmbedFilterOperator    = ErrorKind{"PGRST120", http.StatusBadRequest, "Bad operator on the '%s' embedded resource"}
	RaiseJSON              = ErrorKind{"PGRST121", http.StatusInternalServerError, `Could not parse JSON in the "RAISE SQLSTATE 'PGRST'" error`}
	StrictPreferences      = ErrorKind{"PGRST122", http.StatusBadRequest, "Invalid preferences given with handling=strict"}
	AggregatesDisabled     = ErrorKind{"PGRST123", http.StatusBadRequest, "Use of aggregate functions is not allowed"}
	MaxAffectedExceeded    = ErrorKind{"PGRST124", http.StatusBadRequest, "Query result exceeds max-affected preference constraint"}
	InvalidPath            = ErrorKind{"PGRST125", http.StatusNotFound, "Invalid path specified in request URL"}
	OpenAPIDisabled        = ErrorKind{"PGRST126", http.StatusNotFound, "Root endpoint metadata is disabled"}
	StrictNeedsSetOf       = ErrorKind{"PGRST128", http.StatusBadRequest, "Function must return SETOF or TABLE when max-affected preference is used with handling=strict"}
	QueryTooLong           = ErrorKind{"PGRST130", http.StatusRequestURITooLong, "The query string has %d bytes, more than allowed"}
	TooManyEmbeds          = ErrorKind{"PGRST131", http.StatusBadRequest, "The select parameter embeds %d resources, more than allowed"}
	TooManySelectItems     = ErrorKind{"PGRST132", http.StatusBadRequest, "The select parameter has %d items, more than allowed"}
	NoRelationship         = ErrorKind{"PGRST200", http.StatusBadRequest, "Could not find a relationship between '%s' and '%s' in the schema cache"}
	AmbiguousRelationship  = ErrorKind{"PGRST201", http.StatusMultipleChoices, "Could not embed because more than one relationship was found for '%s' and '%s'"}
	FunctionNotFound       = ErrorKind{"PGRST202", http.StatusNotFound, "Could not find the function %s.%s%s in the schema cache"}
	AmbiguousFunction      = ErrorKind{"PGRST203", http.StatusMultipleChoices, "Could not choose the best candidate function between: %s"}
	ColumnNotFound         = ErrorKind{"PGRST204", http.StatusBadRequest, "Could not find the '%s' column of '%s' in the schema cache"}
	TableNotFound          = ErrorKind{"PGRST205", http.StatusNotFound, "Could not find the table '%s.%s' in the schema cache"}
	NoJWTSecret            = ErrorKind{"PGRST300", http.StatusInternalServerError, "Server lacks JWT secret"}
	JWTEmpty               = ErrorKind{"PGRST301", http.StatusUnauthorized, "Empty JWT is sent in Authorization header"}
	JWTParts               = ErrorKind{"PGRST301", http.StatusUnauthorized, "Expected 3 parts in JWT; got %d"}
	JWTNoKey               = ErrorKind{"PGRST301", http.StatusUnauthorized, "No suitable key or wrong key type"}
	JWTCrypto              = ErrorKind{"PGRST301", http.StatusUnauthorized, "JWT cryptographic operation failed"}
	JWTAlgorithm           = ErrorKind{"PGRST301", http.StatusUnauthorized, "Wrong or unsupported encoding algorithm"}
	JWTUndecodable         = ErrorKind{"PGRST301", http.StatusUnauthorized, "JWT couldn't be decoded"}
	JWTClaimsUnparsable    = ErrorKind{"PGRST303", http.StatusUnauthorized, "Parsing claims failed"}
	JWTClaimNotNumber      = ErrorKind{"PGRST303", http.StatusUnauthorized, "The JWT '%s' claim must be a number"}
	JWTExpired             = ErrorKind{"PGRST303", http.StatusUnauthorized, "JWT expired"}
	JWTNotYetValid         = ErrorKind{"PGRST303", http.StatusUnauthorized, "JWT not yet valid"}
	JWTIssuedInFuture      = ErrorKind{"PGRST303", http.StatusUnauthorized, "JWT issued at future"}
	JWTNotInAudience       = ErrorKind{"PGRST303", http.StatusUnauthorized, "JWT not in audience"}
	JWTAudienceType        = ErrorKind{"PGRST303", http.StatusUnauthorized, "The JWT 'aud' claim must be a string or an array of strings"}
	RateLimited            = ErrorKind{"PGRST429", http.StatusTooManyRequests, "Too many requests"}
	InternalError          = ErrorKind{"PGRSTX00", http.StatusInternalServerError, "Internal error"}
	UnexpectedResultShape  = ErrorKind{"PGRSTX00", http.StatusInternalServerError, "Internal error: unexpected result shape"}
	OpenAPIBuildFailed     = ErrorKind{"PGRSTX00", http.StatusInternalServerError, "Could not build the OpenAPI document"}
)

// Catalogue lists every entry (for tests and documentation).
var Catalogue = []ErrorKind{
	DBConnection, DBClient, PoolTimeout,
	ParseFailure, MethodOnRPC, InvalidJSON, ObjectKeysDiffer, BodyUnreadable, BodyTooLarge, ContentTypeMalformed,
	ContentTypeUnsupported, RangeNotSatisfiable, PutFilters, InvalidSchema, MediaTypeUnavailable, NotEmbedded,
	ResponseHeadersGUC, ResponseStatusGUC, PutLimitOffset, PutKeyMismatch, NotSingular, UnsupportedMethod, RelatedOrder,
	EmbedFilterOperator, RaiseJSON, StrictPreferences, AggregatesDisabled, MaxAffectedExceeded, InvalidPath,
	OpenAPIDisabled, StrictNeedsSetOf, QueryTooLong, TooManyEmbeds, TooManySelectItems,
	NoRelationship, AmbiguousRelationship, FunctionNotFound, AmbiguousFunction, ColumnNotFound, TableNotFound,
	NoJWTSecret, JWTEmpty, JWTParts, JWTNoKey, JWTCrypto, JWTAlgorithm, JWTUndecodable, JWTClaimsUnparsable,
	JWTClaimNotNumber, JWTExpired, JWTNotYetValid, JWTIssuedInFuture, JWTNotInAudience, JWTAudienceType,
	RateLimited, InternalError, UnexpectedResultShape, OpenAPIBuildFailed,
}

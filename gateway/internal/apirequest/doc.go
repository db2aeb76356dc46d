// Package apirequest is stage 1 of the REST pipeline and is pure: it turns an HTTP request
// (path, query string, headers, body) into a typed Request — select tree, filters, logic
// trees, order, ranges, preferences, media types, payload — without looking at the
// database. Every input it cannot read becomes a *pgrsterr.Error in PostgREST's shape
// (PGRST1xx) carrying the position where parsing failed; the catalogue of those errors is
// package pgrsterr, not this one.
package apirequest

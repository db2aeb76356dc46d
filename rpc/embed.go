// Package rpc embeds the SQL functions exposed at /rest/v1/rpc/<name>. Each file is
// idempotent (CREATE OR REPLACE) and applied after every schema/ migration, in name order.
package rpc

import "embed"

// Files holds every *.sql function definition of this folder.
//
//go:embed *.sql
var Files embed.FS

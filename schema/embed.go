// Package schema embeds the ordered SQL migrations of this folder so the pedbook binary can
// apply them without the repository present. The .sql files are the source of truth; ops
// can apply them with `psql -v ON_ERROR_STOP=1 -f` in name order.
package schema

import "embed"

// Files holds every NNNN_*.sql migration of this folder.
//
//go:embed *.sql
var Files embed.FS

package apirequest

import (
	"fmt"

	"github.com/pedbook/pedbook/gateway/internal/pgrsterr"
)

// Limits bound what one request may ask of PostgreSQL before any SQL is written. A zero
// field means "no limit". They are a static cost bound: every embedded resource becomes a
// lateral subquery with its own json_agg, and PostgreSQL's planner and executor memory grow
// with their number (1,000 aliased embeds drove one backend past 20 GB), so the count is
// checked here, in the pure parsing stage, rather than by asking PostgreSQL to plan it.
type Limits struct {
	// MaxQueryBytes bounds the raw (percent-encoded) query string.
	MaxQueryBytes int
	// MaxEmbeds bounds the embedded resources (and spreads) of the select tree, all levels.
	MaxEmbeds int
	// MaxSelectItems bounds the items of the select tree (columns, embeds, stars), all levels.
	MaxSelectItems int
}

// limitError names the limit, its value and the setting that raises it.
// (PedBook's own codes, PGRST130–132: PostgREST's PGRST1xx codes stop at 128.)
func limitError(e *pgrsterr.Error, limit int, setting string) *pgrsterr.Error {
	return e.WithDetails(fmt.Sprintf("The limit is %d.", limit)).WithHint("Split the request, or raise " + setting + ".")
}

func checkQueryLength(raw string, l Limits) *pgrsterr.Error {
	if l.MaxQueryBytes > 0 && len(raw) > l.MaxQueryBytes {
		return limitError(pgrsterr.QueryTooLong.New(len(raw)), l.MaxQueryBytes, "PEDBOOK_REST_MAX_QUERY_BYTES")
	}
	return nil
}

func checkSelect(items []SelectItem, l Limits) *pgrsterr.Error {
	embeds, total := countSelect(items)
	if l.MaxEmbeds > 0 && embeds > l.MaxEmbeds {
		return limitError(pgrsterr.TooManyEmbeds.New(embeds), l.MaxEmbeds, "PEDBOOK_REST_MAX_EMBEDS")
	}
	if l.MaxSelectItems > 0 && total > l.MaxSelectItems {
		return limitError(pgrsterr.TooManySelectItems.New(total), l.MaxSelectItems, "PEDBOOK_REST_MAX_SELECT_ITEMS")
	}
	return nil
}

// countSelect returns the number of embeds (and spreads) and of all items in the tree.
func countSelect(items []SelectItem) (embeds, total int) {
	for _, it := range items {
		total++
		if it.Kind == ItemEmbed || it.Kind == ItemSpread {
			embeds++
			e, t := countSelect(it.Children)
			embeds += e
			total += t
		}
	}
	return embeds, total
}

package plan

import (
	"strings"

	"github.com/pedbook/pedbook/gateway/internal/apirequest"
	"github.com/pedbook/pedbook/gateway/internal/pgrsterr"
)

// Delivery is how a plan is run and answered, decided from the request's preferences and
// the server's settings before any SQL is written: what the count costs, whether the
// statement is EXPLAINed instead, which checks the result must pass and how the
// transaction ends.
type Delivery struct {
	// Media is the result's media type; for an EXPLAIN, the media the plan is of.
	Media apirequest.Media
	// Explain holds the EXPLAIN options ("FORMAT JSON, VERBOSE"…); empty when not explained.
	Explain string
	// Count is the count the main statement computes ("exact" or "").
	Count string
	// CountByPlan: a second statement's plan gives the count (Prefer: count=planned, or
	// count=estimated beyond EstimateLimit rows).
	CountByPlan   bool
	EstimateLimit int64
	// Singular: application/vnd.pgrst.object+json wants exactly one row (PGRST116).
	Singular bool
	// MaxAffected is Prefer: max-affected under handling=strict (PGRST124); -1 for none.
	MaxAffected int64
	// Rollback ends the transaction with ROLLBACK (db-tx-end, or Prefer: tx when allowed).
	Rollback bool
	// TxOverride: the client may choose the transaction's end (…-allow-override).
	TxOverride bool
}

// DeliveryOptions are the server settings Deliver reads.
type DeliveryOptions struct {
	MaxRows int64  // db-max-rows (0: none)
	TxEnd   string // db-tx-end: commit, commit-allow-override, rollback, rollback-allow-override
}

// Deliver decides how p is run and answered.
func Deliver(req *apirequest.Request, p *Plan, o DeliveryOptions) (Delivery, *pgrsterr.Error) {
	d := Delivery{Media: req.Accept.Media, Count: req.Prefer.Count, MaxAffected: -1}
	planMedia := d.Media == apirequest.MediaPlanJSON || d.Media == apirequest.MediaPlanText
	if planMedia {
		d.Media = req.Accept.PlanFor
		d.Explain = "FORMAT TEXT"
		if req.Accept.Media == apirequest.MediaPlanJSON {
			d.Explain = "FORMAT JSON"
		}
		for _, opt := range req.Accept.PlanOptions {
			d.Explain += ", " + strings.ToUpper(opt)
		}
	}
	if p.Mutation == nil && p.Call == nil {
		switch {
		case req.Prefer.Count == "planned":
			d.Count, d.CountByPlan = "", true
		case req.Prefer.Count == "estimated" && o.MaxRows > 0:
			// Exact up to max-rows; beyond, the larger of that and the planner's estimate.
			d.CountByPlan, d.EstimateLimit = true, o.MaxRows+1
		}
	}
	d.Singular = d.Media == apirequest.MediaObject && !planMedia
	if req.Prefer.Handling == "strict" && req.Prefer.MaxAffected >= 0 {
		if p.Call != nil && !p.Call.Function.SetOf {
			return d, pgrsterr.StrictNeedsSetOf.New()
		}
		if p.Call != nil || (p.Mutation != nil && p.Mutation.Kind != Insert) {
			d.MaxAffected = req.Prefer.MaxAffected
		}
	}
	d.TxOverride = strings.HasSuffix(o.TxEnd, "allow-override")
	d.Rollback = strings.HasPrefix(o.TxEnd, "rollback")
	if d.TxOverride && req.Prefer.Tx != "" {
		d.Rollback = req.Prefer.Tx == "rollback"
	}
	return d, nil
}

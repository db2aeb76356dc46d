package response

import (
	"net/http"
	"strconv"

	"github.com/pedbook/pedbook/gateway/internal/apirequest"
	"github.com/pedbook/pedbook/gateway/internal/execute"
	"github.com/pedbook/pedbook/gateway/internal/pgrsterr"
	"github.com/pedbook/pedbook/gateway/internal/plan"
)

// MaxContentLocation bounds the Content-Location header (bytes).
const MaxContentLocation = 4096

// ShapeOptions are what Shape needs beyond the request, plan and result.
type ShapeOptions struct {
	// ProfileHeader: answer with Content-Profile (the client sent a profile, or the server
	// exposes more than one schema).
	ProfileHeader bool
	MaxRows       int64
}

// Shape turns a successful result into the answer's status, headers (set on hd) and body,
// as PostgREST answers: 200/201/204/206, Content-Range, Location, Content-Location,
// Preference-Applied, Content-Profile and the response.headers/status GUCs. A nil body
// means none. An EXPLAIN's answer is the plan text (Result.PlanRows).
func Shape(hd http.Header, req *apirequest.Request, p *plan.Plan, d plan.Delivery, res execute.Result, o ShapeOptions) (int, []byte, *pgrsterr.Error) {
	if d.Explain != "" {
		setHeader(hd, "Content-Type", req.Accept.ContentType)
		body := []byte{}
		for i, row := range res.PlanRows {
			if i > 0 {
				body = append(body, '\n')
			}
			body = append(body, row...)
		}
		return http.StatusOK, body, nil
	}
	if o.ProfileHeader {
		setHeader(hd, "Content-Profile", req.Schema)
	}
	if pa := PreferenceApplied(req, p, d.TxOverride); pa != "" {
		setHeader(hd, "Preference-Applied", pa)
	}
	if d.CountByPlan {
		switch {
		case req.Prefer.Count == "planned" && res.Planned >= 0:
			res.Total = res.Planned
		case req.Prefer.Count == "estimated" && res.Total > o.MaxRows:
			res.Total = max(res.Total, res.Planned)
		}
	}
	status := http.StatusOK
	body := res.Body
	switch {
	case p.Mutation != nil:
		status, body = shapeMutation(hd, p.Mutation, res)
	case p.Call != nil && p.Call.Function.Void:
		status, body = http.StatusNoContent, nil
	default:
		var rerr *pgrsterr.Error
		var cr string
		status, cr, rerr = ReadStatus(req.RootRange().Offset, res)
		setHeader(hd, "Content-Range", cr)
		if rerr != nil {
			return 0, nil, rerr
		}
		if p.Call == nil && req.Method == http.MethodGet {
			q := ""
			if req.Canonical != "" {
				q = "?" + req.Canonical
			}
			// PostgREST echoes the whole canonical query; a long in.(…) list made that a
			// 195 KB header that clients refuse (undici: 16 KB for all headers). Past
			// MaxContentLocation the header is left out: it only repeats the request.
			if loc := "/" + req.Target + q; len(loc) <= MaxContentLocation {
				setHeader(hd, "Content-Location", loc)
			}
		}
	}
	status, gerr := ApplyGUCHeaders(hd, res.Headers, res.Status, status)
	if gerr != nil {
		return 0, nil, gerr
	}
	if body != nil && hd.Get("Content-Type") == "" {
		setHeader(hd, "Content-Type", req.Accept.ContentType)
	}
	return status, body, nil
}

// shapeMutation is the status, Content-Range and Location of an insert, update or delete.
func shapeMutation(hd http.Header, m *plan.Mutation, res execute.Result) (int, []byte) {
	status := http.StatusOK
	body := res.Body
	total := "*"
	if res.Total >= 0 {
		total = strconv.FormatInt(res.Total, 10)
	}
	switch m.Kind {
	case plan.Insert:
		status = http.StatusCreated
		if m.Resolution == "merge-duplicates" && res.Inserted == 0 && res.PageTotal > 0 {
			status = http.StatusOK
		}
		if m.Put && !m.Representation {
			status = http.StatusNoContent
		}
		setHeader(hd, "Content-Range", "*/"+total)
		if m.PKReturning && res.PageTotal == 1 {
			if loc := LocationHeader(m.Table.Name, m.Table.PK, res.Location); loc != "" {
				setHeader(hd, "Location", loc)
			}
		}
	default:
		if res.PageTotal > 0 {
			setHeader(hd, "Content-Range", contentRange(0, res.PageTotal-1, total))
		} else {
			setHeader(hd, "Content-Range", "*/"+total)
		}
		if !m.Representation {
			status = http.StatusNoContent
		}
	}
	if !m.Representation {
		body = nil
	}
	return status, body
}

// setHeader sets one value of a header whose name is already in canonical form (the
// constants of this package), without http.Header.Set's canonicalisation.
func setHeader(hd http.Header, canonicalKey, value string) {
	hd[canonicalKey] = []string{value}
}

// Checks are the result checks d asks for (PGRST116, PGRST124), as one execute.Check (nil
// when there are none): they run inside the transaction, so a failing one rolls it back.
func Checks(d plan.Delivery) execute.Check {
	var checks []execute.Check
	if d.Singular {
		checks = append(checks, Singular)
	}
	if d.MaxAffected >= 0 {
		checks = append(checks, MaxAffected(d.MaxAffected))
	}
	if len(checks) == 0 {
		return nil
	}
	return func(res execute.Result) *pgrsterr.Error {
		for _, c := range checks {
			if e := c(res); e != nil {
				return e
			}
		}
		return nil
	}
}

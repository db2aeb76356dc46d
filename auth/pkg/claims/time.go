package claims

import (
	"encoding/json"
	"time"
)

func unix(s int64) time.Time { return time.Unix(s, 0) }

// Audience is the aud claim: written as a plain string (as GoTrue writes it), read from a
// string or from an array of strings (the first one).
type Audience string

// UnmarshalJSON accepts "x" and ["x", …].
func (a *Audience) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err == nil {
		*a = Audience(s)
		return nil
	}
	var list []string
	if err := json.Unmarshal(b, &list); err != nil {
		return err
	}
	if len(list) > 0 {
		*a = Audience(list[0])
	} else {
		*a = ""
	}
	return nil
}

package api

import (
	"net/http"
	"strings"
)

// magicLinkParams is the body of POST /magiclink.
type magicLinkParams struct {
	Email               string         `json:"email"`
	Data                map[string]any `json:"data"`
	CodeChallenge       *string        `json:"code_challenge"`
	CodeChallengeMethod *string        `json:"code_challenge_method"`
}

// magicLink handles POST /magiclink, the older endpoint GoTrue still serves (its
// internal/api/magic_link.go) and community clients still call: /otp for an email with
// create_user always on. An unknown or unconfirmed address is signed up (a confirmation
// email, or with autoconfirm a confirmed user and the magic link); a confirmed one gets the
// magic link and code. It spends /otp's per-IP bucket (GOTRUE_RATE_LIMIT_OTP, which GoTrue's
// MagicLink limiter also takes; here /recover and /resend share it too) and obeys the same
// per-address email interval.
func (a *API) magicLink(w http.ResponseWriter, r *http.Request) error {
	if err := a.limitIP(a.limits.otp, r); err != nil {
		return err
	}
	var p magicLinkParams
	if err := decode(r, &p); err != nil {
		return err
	}
	if strings.TrimSpace(p.Email) == "" {
		// GoTrue's wording: the endpoint began as a recovery link.
		return unprocessable(ErrValidationFailed, "Password recovery requires an email")
	}
	pkce, err := validatePKCEParams(p.CodeChallenge, p.CodeChallengeMethod)
	if err != nil {
		return err
	}
	if p.Data == nil {
		p.Data = map[string]any{}
	}
	// GoTrue signs a new address up through Signup, whose refusal this is.
	off := unprocessable(ErrSignupDisabled, "Signups not allowed for this instance")
	return a.emailOTP(w, r, otpParams{Email: p.Email, Data: p.Data}, true, pkce, off)
}

package api

import (
	"context"
	"fmt"
	"math"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	pmail "github.com/pedbook/pedbook/auth/internal/mail"
	"github.com/pedbook/pedbook/auth/internal/store"
	"github.com/pedbook/pedbook/auth/internal/token"
)

func itoa(i int) string { return strconv.Itoa(i) }

// emailToken is a freshly stored one-time token: the code for the email and the hash
// the link carries.
type emailToken struct {
	OTP        string
	Hashed     string // as stored and put in the link ("pkce_" prefixed for PKCE flows)
	Link       string
	RedirectTo string
}

// makeEmailToken stores a new code of tokenType for u (replacing any previous one) and
// builds the /verify link of verifyType.
func (a *API) makeEmailToken(ctx context.Context, db store.DB, u *store.User, tokenType, verifyType string, pkce bool, redirect string) (*emailToken, error) {
	otp, err := token.NewOTP(a.cfg.OTPLength)
	if err != nil {
		return nil, err
	}
	hashed := token.OTPHash(u.Email, otp)
	if pkce {
		hashed = "pkce_" + hashed
	}
	now := a.now()
	if err := store.PutOneTimeToken(ctx, db, u.ID, tokenType, hashed, u.Email, now); err != nil {
		return nil, err
	}
	switch tokenType {
	case store.RecoveryToken:
		err = store.SetRecoverySent(ctx, db, u.ID, hashed, now)
	case store.ConfirmationToken:
		err = store.SetConfirmationSent(ctx, db, u.ID, hashed, now)
	case store.ReauthToken:
		err = store.SetReauthSent(ctx, db, u.ID, hashed, now)
	}
	if err != nil {
		return nil, err
	}
	return &emailToken{OTP: otp, Hashed: hashed, RedirectTo: redirect, Link: a.verifyLink(hashed, verifyType, redirect)}, nil
}

// verifyLink is the emailed /verify link, its parameters in GoTrue's order (token first).
func (a *API) verifyLink(hashed, verifyType, redirect string) string {
	return a.cfg.ExternalURL + "/verify?token=" + url.QueryEscape(hashed) + "&type=" + url.QueryEscape(verifyType) +
		"&redirect_to=" + linkRedirect(redirect)
}

// linkRedirect writes redirect_to into a link as GoTrue's mailer does (encodeRedirectURL in
// internal/mailer/templatemailer): as given, unless it holds '&', '=' or '#' — then it
// cannot have been escaped by the caller, and it is query-escaped — so clients that parse
// GoTrue's links read ours the same way.
func linkRedirect(redirect string) string {
	if strings.ContainsAny(redirect, "&=#") {
		return url.QueryEscape(redirect)
	}
	return redirect
}

// reserveEmail enforces the per-address interval between emails of one kind
// (GOTRUE_SMTP_MAX_FREQUENCY): 429 over_email_send_rate_limit when too soon.
func (a *API) reserveEmail(ctx context.Context, db store.DB, address string, kind pmail.Kind) error {
	now := a.now()
	ok, last, err := store.ReserveEmail(ctx, db, address, string(kind), now, a.cfg.EmailMaxFrequency)
	if err != nil {
		return err
	}
	if !ok {
		wait := int(math.Ceil(last.Add(a.cfg.EmailMaxFrequency).Sub(now).Seconds()))
		if wait < 0 {
			wait = 0
		}
		return tooMany(ErrOverEmailSendRateLimit, "For security purposes, you can only request this after %d seconds.", wait)
	}
	return nil
}

// errEmailBudget is GoTrue's answer when the global email budget is spent.
var errEmailBudget = tooMany(ErrOverEmailSendRateLimit, "email rate limit exceeded")

// spendEmail takes one email from the installation's budget (GOTRUE_RATE_LIMIT_EMAIL_SENT),
// counted in PostgreSQL so that it holds across processes.
func (a *API) spendEmail(ctx context.Context) error {
	ok, err := a.sharedTake(ctx, limitEmailsSent, a.cfg.EmailSentLimit, "")
	if err != nil {
		return err
	}
	if !ok {
		return errEmailBudget
	}
	return nil
}

// sendTokenEmail stores a code for u and emails it (link and code) with the kind's
// template. Callers first reserve the send with reserveEmail.
func (a *API) sendTokenEmail(ctx context.Context, db store.DB, r *http.Request, u *store.User, kind pmail.Kind, tokenType, verifyType string, pkce bool) error {
	if err := a.spendEmail(ctx); err != nil {
		return err
	}
	return a.deliverTokenEmail(ctx, db, r, u, kind, tokenType, verifyType, pkce)
}

// deliverTokenEmail is sendTokenEmail for a caller that already spent the email budget.
func (a *API) deliverTokenEmail(ctx context.Context, db store.DB, r *http.Request, u *store.User, kind pmail.Kind, tokenType, verifyType string, pkce bool) error {
	m, err := a.tokenEmail(ctx, db, r, u, kind, tokenType, verifyType, pkce)
	if err != nil {
		return err
	}
	return a.mail(ctx, kind, m)
}

// tokenEmail stores a code for u and renders the kind's email carrying it (link and code),
// without sending it: a caller that sends it only after its transaction commits cannot mail
// a link that does not work yet.
func (a *API) tokenEmail(ctx context.Context, db store.DB, r *http.Request, u *store.User, kind pmail.Kind, tokenType, verifyType string, pkce bool) (pmail.Message, error) {
	t, err := a.makeEmailToken(ctx, db, u, tokenType, verifyType, pkce, a.redirectTo(r))
	if err != nil {
		return pmail.Message{}, err
	}
	name, _ := u.UserMetadata["full_name"].(string)
	m, err := a.Templates.Render(kind, pmail.Data{Email: u.Email, Name: name, Token: t.OTP, TokenHash: t.Hashed,
		ConfirmationURL: t.Link, SiteURL: a.cfg.SiteURL, RedirectTo: t.RedirectTo, ValidFor: otpValidFor(a.cfg.OTPExp)})
	if err != nil {
		return pmail.Message{}, internalErr(err)
	}
	return m, nil
}

// mail sends a rendered email of the kind, with GoTrue's message when the send fails.
func (a *API) mail(ctx context.Context, kind pmail.Kind, m pmail.Message) error {
	if err := a.Mailer.Send(ctx, m); err != nil {
		msg := map[pmail.Kind]string{pmail.Recovery: "Error sending recovery email", pmail.MagicLink: "Error sending magic link email",
			pmail.Invite: "Error sending invite email", pmail.Reauth: "Error sending reauthentication email"}[kind]
		if msg == "" {
			msg = "Error sending confirmation email"
		}
		return &HTTPError{Status: http.StatusInternalServerError, Code: ErrUnexpectedFailure, Message: msg, Cause: fmt.Errorf("send %s email: %w", kind, err)}
	}
	return nil
}

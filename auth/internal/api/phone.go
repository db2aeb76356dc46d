package api

import (
	"context"
	"math"
	"net/http"
	"regexp"
	"slices"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/pedbook/pedbook/auth/internal/sms"
	"github.com/pedbook/pedbook/auth/internal/store"
	"github.com/pedbook/pedbook/auth/internal/token"
)

// Error codes of phone auth.
const (
	ErrOverSMSSendRateLimit = "over_sms_send_rate_limit"
	ErrSMSSendFailed        = "sms_send_failed"
	ErrPhoneExists          = "phone_exists"
	ErrPhoneNotConfirmed    = "phone_not_confirmed"
	ErrReauthNotValid       = "reauthentication_not_valid"
	ErrReauthNeeded         = "reauthentication_needed"
)

var e164 = regexp.MustCompile(`^[1-9]\d{4,14}$`)

// validatePhone is GoTrue's validatePhone: spaces, dashes, brackets and the leading '+'
// removed, then E.164 digits (stored without '+').
func validatePhone(phone string) (string, error) {
	p := strings.NewReplacer(" ", "", "-", "", "(", "", ")", "").Replace(strings.TrimSpace(phone))
	p = strings.TrimPrefix(p, "+")
	if !e164.MatchString(p) {
		return "", badRequest(ErrValidationFailed, "Invalid phone number format (E.164 required)")
	}
	return p, nil
}

// smsCode is the code for a phone: the fixed GOTRUE_SMS_TEST_OTP code for test numbers.
func (a *API) smsCode(phone string) (string, error) {
	if c, ok := a.cfg.SMSTestOTP[phone]; ok {
		return c, nil
	}
	return token.NewOTP(a.cfg.SMSOTPLength)
}

// sendSMS delivers code to phone (test numbers get nothing: their code is fixed).
func (a *API) sendSMS(ctx context.Context, phone, code, kind, channel string) error {
	if _, ok := a.cfg.SMSTestOTP[phone]; ok {
		return nil
	}
	if a.SMS == nil {
		return badRequest(ErrPhoneProviderDisabled, "Unsupported phone provider")
	}
	if channel == "" {
		channel = sms.ChannelSMS
	}
	if !slices.Contains(a.SMS.Channels(), channel) {
		return badRequest(ErrValidationFailed, "Invalid channel, supported values are 'sms' or 'whatsapp'")
	}
	err := a.SMS.Send(ctx, sms.Message{To: phone, Body: sms.Render(a.cfg.SMSTemplate, code), Code: code, Channel: channel, Kind: kind})
	if err != nil {
		return &HTTPError{Status: http.StatusInternalServerError, Code: ErrSMSSendFailed, Message: "Error sending sms OTP", Cause: err}
	}
	return nil
}

// sendPhoneToken stores a code of tokenType for u about phone and texts it (GOTRUE_SMS_MAX_FREQUENCY
// per phone and kind: 429 over_sms_send_rate_limit when too soon).
func (a *API) sendPhoneToken(ctx context.Context, tx pgx.Tx, u *store.User, phone, tokenType, kind, channel string) error {
	now := a.now()
	ok, last, err := store.ReserveEmail(ctx, tx, "phone:"+phone, kind, now, a.cfg.SMSMaxFrequency)
	if err != nil {
		return err
	}
	if !ok {
		wait := int(math.Ceil(last.Add(a.cfg.SMSMaxFrequency).Sub(now).Seconds()))
		return tooMany(ErrOverSMSSendRateLimit, "For security purposes, you can only request this after %d seconds.", max(wait, 0))
	}
	code, err := a.smsCode(phone)
	if err != nil {
		return err
	}
	hash := token.OTPHash(phone, code)
	if err := store.PutOneTimeToken(ctx, tx, u.ID, tokenType, hash, phone, now); err != nil {
		return err
	}
	switch tokenType {
	case store.ConfirmationToken:
		err = store.SetConfirmationSent(ctx, tx, u.ID, hash, now)
	case store.PhoneChangeToken:
		err = store.SetPhoneChange(ctx, tx, u.ID, phone, hash, now)
	case store.ReauthToken:
		err = store.SetReauthSent(ctx, tx, u.ID, hash, now)
	}
	if err != nil {
		return err
	}
	return a.sendSMS(ctx, phone, code, kind, channel)
}

// requirePhone refuses phone requests when phone sign-in is off.
func (a *API) requirePhone(msg string) error {
	if !a.cfg.PhoneEnabled || a.SMS == nil {
		return badRequest(ErrPhoneProviderDisabled, "%s", msg)
	}
	return nil
}

// smsOTP is POST /otp with a phone: a code by SMS (or WhatsApp), the phone signed up first
// when new.
func (a *API) smsOTP(w http.ResponseWriter, r *http.Request, p otpParams, create bool, pkce *pkceParams) error {
	if err := a.requirePhone("Unsupported phone provider"); err != nil {
		return err
	}
	phone, err := validatePhone(p.Phone)
	if err != nil {
		return err
	}
	ctx := r.Context()
	err = store.InTx(ctx, a.Pool, func(tx pgx.Tx) error {
		u, err := store.UserByPhone(ctx, tx, phone)
		if err != nil && err != store.ErrNotFound {
			return err
		}
		if u == nil {
			if !create || a.cfg.DisableSignup {
				return unprocessable(ErrOTPDisabled, "Signups not allowed for otp")
			}
			if u, err = a.createUser(ctx, tx, newUser{Phone: phone, Provider: "phone", UserMetadata: p.Data, Claims: true}); err != nil {
				return err
			}
			if err := a.audit(ctx, tx, r, u.ID, phone, auditSignup, map[string]any{"provider": "phone"}); err != nil {
				return err
			}
		} else if u.PhoneConfirmedAt == nil && !create {
			return unprocessable(ErrOTPDisabled, "Signups not allowed for otp")
		}
		return a.sendPhoneToken(ctx, tx, u, phone, store.ConfirmationToken, "login", p.Channel)
	})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]any{})
	return nil
}

// phoneSignup is POST /signup with a phone and password.
func (a *API) phoneSignup(w http.ResponseWriter, r *http.Request, p signupParams) error {
	if err := a.requirePhone("Phone signups are disabled"); err != nil {
		return err
	}
	phone, err := validatePhone(p.Phone)
	if err != nil {
		return err
	}
	if p.Data == nil {
		p.Data = map[string]any{}
	}
	hash, err := a.Hasher.Hash(p.Password)
	if err != nil {
		return internalErr(err)
	}
	ctx := r.Context()
	var out any
	err = store.InTx(ctx, a.Pool, func(tx pgx.Tx) error {
		u, err := store.UserByPhone(ctx, tx, phone)
		if err != nil && err != store.ErrNotFound {
			return err
		}
		if u != nil && u.PhoneConfirmedAt != nil {
			return unprocessable(ErrUserAlreadyExists, "User already registered")
		}
		if u == nil {
			if u, err = a.createUser(ctx, tx, newUser{Phone: phone, PasswordHash: hash, Provider: "phone", UserMetadata: p.Data,
				Claims: true, Confirmed: a.cfg.SMSAutoconfirm}); err != nil {
				return err
			}
			if err := a.audit(ctx, tx, r, u.ID, phone, auditSignup, map[string]any{"provider": "phone"}); err != nil {
				return err
			}
		} else if err := store.UpdatePassword(ctx, tx, u.ID, hash, a.now()); err != nil {
			return err
		}
		if a.cfg.SMSAutoconfirm {
			out, err = a.autoconfirmedSession(ctx, tx, r, u, phone, "phone", store.ConfirmPhone)
			return err
		}
		if err := a.sendPhoneToken(ctx, tx, u, phone, store.ConfirmationToken, "phone_signup", p.Channel); err != nil {
			return err
		}
		_, out, err = reloadUser(ctx, tx, u.ID)
		return err
	})
	return writeSignup(w, out, err)
}

// verifyPhone is POST /verify with {phone, token, type: sms | phone_change}.
func (a *API) verifyPhone(w http.ResponseWriter, r *http.Request, p verifyParams) error {
	if err := a.requirePhone("Unsupported phone provider"); err != nil {
		return err
	}
	if p.Token == "" {
		return badRequest(ErrValidationFailed, "Verify requires either a token or a token hash")
	}
	phone, err := validatePhone(p.Phone)
	if err != nil {
		return err
	}
	if err := a.limitAddress("verify", phone); err != nil {
		return err
	}
	ctx := r.Context()
	var out *sessionJSON
	err = store.InTx(ctx, a.Pool, func(tx pgx.Tx) error {
		lookup, typ := store.UserByPhone, store.ConfirmationToken
		if p.Type == "phone_change" {
			lookup, typ = store.UserByPendingPhone, store.PhoneChangeToken
		}
		u, err := lookup(ctx, tx, phone)
		if err == store.ErrNotFound {
			return errOTPInvalid
		}
		if err != nil {
			return err
		}
		ott, err := store.OneTimeTokenForUpdate(ctx, tx, u.ID, typ)
		if err == store.ErrNotFound {
			return errOTPInvalid
		}
		if err != nil {
			return err
		}
		expired := a.now().After(ott.CreatedAt.Add(a.cfg.SMSOTPExp)) || ott.FailedAttempts >= a.cfg.OTPMaxAttempts
		if expired || ott.RelatesTo != phone || !token.Equal(ott.TokenHash, token.OTPHash(phone, strings.TrimSpace(p.Token))) {
			if !expired {
				if _, err := store.FailOneTimeToken(ctx, tx, ott.ID, a.now()); err != nil {
					return err
				}
			}
			return &store.CommitError{Err: errOTPInvalid}
		}
		if err := store.DeleteOneTimeToken(ctx, tx, ott.ID); err != nil {
			return err
		}
		if err := store.ClearUserToken(ctx, tx, u.ID, typ); err != nil {
			return err
		}
		if p.Type == "phone_change" {
			if other, err := store.UserByPhone(ctx, tx, phone); err == nil && other.ID != u.ID {
				return unprocessable(ErrPhoneExists, "A user with this phone number has already been registered")
			}
			err = store.ApplyPhoneChange(ctx, tx, u.ID, phone, a.now())
		} else {
			err = store.ConfirmPhone(ctx, tx, u.ID, a.now())
		}
		if err != nil {
			return err
		}
		if u.Banned(a.now()) {
			return forbidden(ErrUserBanned, "User is banned")
		}
		out, err = a.signInVerified(ctx, tx, r, u.ID, "otp")
		return err
	})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// resendPhone is POST /resend with {phone, type: sms | phone_change}: 200 {} also when
// there is nothing to resend.
func (a *API) resendPhone(w http.ResponseWriter, r *http.Request, p resendParams) error {
	if err := a.requirePhone("Unsupported phone provider"); err != nil {
		return err
	}
	phone, err := validatePhone(p.Phone)
	if err != nil {
		return err
	}
	ctx := r.Context()
	err = store.InTx(ctx, a.Pool, func(tx pgx.Tx) error {
		if p.Type == "sms" {
			u, err := store.UserByPhone(ctx, tx, phone)
			if err == store.ErrNotFound || (err == nil && u.PhoneConfirmedAt != nil) {
				return nil
			}
			if err != nil {
				return err
			}
			return a.sendPhoneToken(ctx, tx, u, phone, store.ConfirmationToken, "phone_signup", "")
		}
		u, err := store.UserByPendingPhone(ctx, tx, phone)
		if err == store.ErrNotFound {
			return nil
		}
		if err != nil {
			return err
		}
		return a.sendPhoneToken(ctx, tx, u, phone, store.PhoneChangeToken, "phone_change", "")
	})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]any{})
	return nil
}

// changePhone starts a phone change from PUT /user: a code to the new phone (verify type
// phone_change).
func (a *API) changePhone(ctx context.Context, tx pgx.Tx, u *store.User, phone string) error {
	if err := a.requirePhone("Unsupported phone provider"); err != nil {
		return err
	}
	p, err := validatePhone(phone)
	if err != nil {
		return err
	}
	if other, err := store.UserByPhone(ctx, tx, p); err == nil && other.ID != u.ID {
		return unprocessable(ErrPhoneExists, "A user with this phone number has already been registered")
	} else if err != nil && err != store.ErrNotFound {
		return err
	}
	return a.sendPhoneToken(ctx, tx, u, p, store.PhoneChangeToken, "phone_change", "")
}

package api

import (
	"context"
	"net/http"
	"regexp"
	"slices"
	"strings"

	"github.com/pedbook/pedbook/auth/internal/sms"
	"github.com/pedbook/pedbook/auth/internal/token"
)

// Error codes of phone auth.
const (
	ErrOverSMSSendRateLimit = "over_sms_send_rate_limit"
	ErrSMSSendFailed        = "sms_send_failed"
	ErrPhoneExists          = "phone_exists"
	ErrPhoneNotConfirmed    = "phone_not_confirmed"
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

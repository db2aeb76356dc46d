// Package sms sends one-time codes to phones. A Sender delivers one message over a
// channel ("sms" or "whatsapp": in Brazil codes are usually read on WhatsApp); providers
// (Twilio, a WhatsApp Business API, …) are added as further Sender implementations and
// chosen by name in New. The default, "log", only writes to the service log, which is
// what development and tests need.
package sms

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
)

// Channels a message can go out on (GoTrue's names).
const (
	ChannelSMS      = "sms"
	ChannelWhatsApp = "whatsapp"
)

// Message is one code to deliver.
type Message struct {
	To      string // E.164 digits, no '+'
	Body    string // the rendered text, code included
	Code    string
	Channel string // ChannelSMS or ChannelWhatsApp
	Kind    string // what the code is for: phone_signup, phone_change, login, mfa, reauthentication
}

// Sender delivers messages.
type Sender interface {
	Send(ctx context.Context, m Message) error
	// Channels reports the channels the provider can use.
	Channels() []string
}

// Log is the development sender: it writes the destination and kind to the log, and the
// code itself only at debug level.
type Log struct{ Log *slog.Logger }

// Send implements Sender.
func (l Log) Send(ctx context.Context, m Message) error {
	l.Log.InfoContext(ctx, "sms not sent (log sender)", "to", mask(m.To), "kind", m.Kind, "channel", m.Channel)
	l.Log.DebugContext(ctx, "sms code", "to", m.To, "code", m.Code)
	return nil
}

// Channels implements Sender.
func (Log) Channels() []string { return []string{ChannelSMS, ChannelWhatsApp} }

func mask(phone string) string {
	if len(phone) <= 4 {
		return "****"
	}
	return strings.Repeat("*", len(phone)-4) + phone[len(phone)-4:]
}

// New returns the sender named by GOTRUE_SMS_PROVIDER: "log" (also ""), the only one
// implemented today. GoTrue's provider names (twilio, messagebird, …) give a sender whose
// every send fails, as a GoTrue whose provider is misconfigured answers, rather than one
// that pretends to deliver.
func New(provider string, log *slog.Logger) (Sender, error) {
	switch p := strings.ToLower(provider); p {
	case "", "log":
		return Log{Log: log}, nil
	case "twilio", "twilio_verify", "messagebird", "textlocal", "vonage":
		log.Warn("SMS provider not implemented in PedBook: sending fails", "provider", p)
		return Unavailable{Provider: p}, nil
	}
	return nil, fmt.Errorf("unknown SMS provider %q", provider)
}

// Unavailable is a named provider PedBook cannot deliver through.
type Unavailable struct{ Provider string }

// Send implements Sender.
func (u Unavailable) Send(context.Context, Message) error {
	return fmt.Errorf("SMS provider %s is not implemented", u.Provider)
}

// Channels implements Sender.
func (Unavailable) Channels() []string { return []string{ChannelSMS, ChannelWhatsApp} }

// Render fills GoTrue's SMS template ("Your code is {{ .Code }}").
func Render(template, code string) string {
	if template == "" {
		template = "Your code is {{ .Code }}"
	}
	for _, k := range []string{"{{ .Code }}", "{{.Code}}", "{{ .Code}}", "{{.Code }}"} {
		template = strings.ReplaceAll(template, k, code)
	}
	return template
}

// ParseTestOTP reads GOTRUE_SMS_TEST_OTP: "phone:code,phone:code" (phones as digits).
func ParseTestOTP(s string) (map[string]string, error) {
	out := map[string]string{}
	for _, pair := range strings.Split(s, ",") {
		pair = strings.TrimSpace(pair)
		if pair == "" {
			continue
		}
		phone, code, ok := strings.Cut(pair, ":")
		if !ok || phone == "" || code == "" {
			return nil, fmt.Errorf("GOTRUE_SMS_TEST_OTP: %q is not phone:code", pair)
		}
		out[strings.TrimPrefix(strings.TrimSpace(phone), "+")] = strings.TrimSpace(code)
	}
	return out, nil
}

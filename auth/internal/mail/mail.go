// Package mail renders the service's Portuguese emails (templates shipped in the binary)
// and delivers them over SMTP with go-mail.
package mail

import (
	"bytes"
	"context"
	"embed"
	"fmt"
	htmltemplate "html/template"
	"strings"
	texttemplate "text/template"
	"time"

	gomail "github.com/wneessen/go-mail"
)

//go:embed templates/*.html
var templateFS embed.FS

// Kind names an email template.
type Kind string

// The emails the service sends.
const (
	Recovery     Kind = "recovery"
	Confirmation Kind = "confirmation"
	EmailChange  Kind = "email_change"
	MagicLink    Kind = "magic_link"
	Invite       Kind = "invite"
	Reauth       Kind = "reauthentication"
)

// Data fills a template.
type Data struct {
	Email           string
	Name            string
	Token           string // the numeric code
	TokenHash       string
	ConfirmationURL string
	SiteURL         string
	RedirectTo      string
	ValidFor        string // e.g. "1 hora"
}

// Message is a rendered email.
type Message struct {
	To      string
	Subject string
	HTML    string
	Text    string
}

// Templates renders emails.
type Templates struct {
	html map[Kind]*htmltemplate.Template
	text map[Kind]*texttemplate.Template
}

// LoadTemplates parses the embedded templates.
func LoadTemplates() (*Templates, error) {
	t := &Templates{html: map[Kind]*htmltemplate.Template{}, text: map[Kind]*texttemplate.Template{}}
	for _, k := range []Kind{Recovery, Confirmation, EmailChange, MagicLink, Invite, Reauth} {
		src, err := templateFS.ReadFile("templates/" + string(k) + ".html")
		if err != nil {
			return nil, fmt.Errorf("read template %s: %w", k, err)
		}
		h, err := htmltemplate.New(string(k)).Parse(string(src))
		if err != nil {
			return nil, fmt.Errorf("parse template %s: %w", k, err)
		}
		tx, err := texttemplate.New(string(k)).Parse(string(src))
		if err != nil {
			return nil, fmt.Errorf("parse text template %s: %w", k, err)
		}
		t.html[k], t.text[k] = h, tx
	}
	return t, nil
}

// Render builds the message of kind for d.
func (t *Templates) Render(k Kind, d Data) (Message, error) {
	h, ok := t.html[k]
	if !ok {
		return Message{}, fmt.Errorf("no template %q", k)
	}
	var subj, body, text bytes.Buffer
	if err := t.text[k].ExecuteTemplate(&subj, "subject", d); err != nil {
		return Message{}, fmt.Errorf("render %s subject: %w", k, err)
	}
	if err := h.ExecuteTemplate(&body, "body", d); err != nil {
		return Message{}, fmt.Errorf("render %s body: %w", k, err)
	}
	if err := t.text[k].ExecuteTemplate(&text, "text", d); err != nil {
		return Message{}, fmt.Errorf("render %s text: %w", k, err)
	}
	return Message{To: d.Email, Subject: strings.TrimSpace(subj.String()), HTML: body.String(), Text: text.String()}, nil
}

// Sender delivers messages.
type Sender interface {
	Send(ctx context.Context, m Message) error
}

// SMTPConfig says where and as whom to send.
type SMTPConfig struct {
	Host       string
	Port       int
	User       string
	Pass       string
	From       string
	SenderName string
}

// SMTP sends over SMTP: STARTTLS when the server offers it, plain otherwise (a local mail
// catcher), authenticated when a user is set.
type SMTP struct {
	cfg SMTPConfig
}

// NewSMTP returns an SMTP sender.
func NewSMTP(cfg SMTPConfig) *SMTP { return &SMTP{cfg: cfg} }

// Send delivers m.
func (s *SMTP) Send(ctx context.Context, m Message) error {
	msg := gomail.NewMsg()
	var err error
	if s.cfg.SenderName != "" {
		err = msg.FromFormat(s.cfg.SenderName, s.cfg.From)
	} else {
		err = msg.From(s.cfg.From)
	}
	if err != nil {
		return fmt.Errorf("mail from %q: %w", s.cfg.From, err)
	}
	if err := msg.To(m.To); err != nil {
		return fmt.Errorf("mail to: %w", err)
	}
	msg.Subject(m.Subject)
	msg.SetBodyString(gomail.TypeTextPlain, m.Text)
	msg.AddAlternativeString(gomail.TypeTextHTML, m.HTML)
	opts := []gomail.Option{gomail.WithPort(s.cfg.Port), gomail.WithTLSPortPolicy(gomail.TLSOpportunistic), gomail.WithTimeout(15 * time.Second)}
	if s.cfg.User != "" {
		opts = append(opts, gomail.WithSMTPAuth(gomail.SMTPAuthAutoDiscover), gomail.WithUsername(s.cfg.User), gomail.WithPassword(s.cfg.Pass))
	}
	c, err := gomail.NewClient(s.cfg.Host, opts...)
	if err != nil {
		return fmt.Errorf("smtp client: %w", err)
	}
	if err := c.DialAndSendWithContext(ctx, msg); err != nil {
		return fmt.Errorf("send mail to %s:%d: %w", s.cfg.Host, s.cfg.Port, err)
	}
	return nil
}

// Discard drops every message (GoTrue's behaviour when no SMTP host is configured).
type Discard struct{}

// Send does nothing.
func (Discard) Send(context.Context, Message) error { return nil }

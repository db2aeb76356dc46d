package mail

import (
	"context"
	"encoding/json"
	"net"
	"net/http"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"
)

func TestRender(t *testing.T) {
	tpl, err := LoadTemplates()
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		kind    Kind
		subject string
	}{
		{Recovery, "Redefinição de senha do PedBook"},
		{Confirmation, "Confirme seu cadastro no PedBook"},
		{EmailChange, "Confirme seu novo e-mail no PedBook"},
	}
	for _, tt := range tests {
		t.Run(string(tt.kind), func(t *testing.T) {
			m, err := tpl.Render(tt.kind, Data{Email: "ana@x.com", Name: "<Ana>", Token: "123456",
				ConfirmationURL: "http://h/verify?token=abc&type=recovery", ValidFor: "1 hora"})
			if err != nil {
				t.Fatal(err)
			}
			if m.Subject != tt.subject || m.To != "ana@x.com" {
				t.Errorf("subject %q to %q", m.Subject, m.To)
			}
			for _, want := range []string{"123456", "1 hora"} {
				if !strings.Contains(m.HTML, want) || !strings.Contains(m.Text, want) {
					t.Errorf("missing %q", want)
				}
			}
			if !strings.Contains(m.HTML, `href="http://h/verify?token=abc&amp;type=recovery"`) {
				t.Errorf("link not in HTML: %s", m.HTML)
			}
			if strings.Contains(m.HTML, "<Ana>") {
				t.Error("HTML not escaped")
			}
		})
	}
}

// TestSMTPToMailDev delivers through the real mail catcher scripts/test starts and reads
// the message back from its HTTP API.
func TestSMTPToMailDev(t *testing.T) {
	addr, web := os.Getenv("PEDBOOK_TEST_SMTP_ADDR"), os.Getenv("PEDBOOK_TEST_MAIL_WEB_URL")
	if addr == "" || web == "" {
		t.Fatal("PEDBOOK_TEST_SMTP_ADDR and PEDBOOK_TEST_MAIL_WEB_URL are not set: run through scripts/test")
	}
	host, port, _ := net.SplitHostPort(addr)
	p, _ := strconv.Atoi(port)
	to := "mailtest-" + strconv.FormatInt(time.Now().UnixNano(), 36) + "@pedbook.test"
	s := NewSMTP(SMTPConfig{Host: host, Port: p, From: "nao-responda@pedbook.local", SenderName: "PedBook"})
	if err := s.Send(context.Background(), Message{To: to, Subject: "Olá ção", HTML: "<p>código 654321</p>", Text: "código 654321"}); err != nil {
		t.Fatal(err)
	}
	resp, err := http.Get(web + "/email")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var list []struct {
		Subject string `json:"subject"`
		HTML    string `json:"html"`
		To      []struct {
			Address string `json:"address"`
		} `json:"to"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&list); err != nil {
		t.Fatal(err)
	}
	for _, m := range list {
		if len(m.To) > 0 && m.To[0].Address == to {
			if m.Subject != "Olá ção" || !strings.Contains(m.HTML, "654321") {
				t.Errorf("got %q %q", m.Subject, m.HTML)
			}
			return
		}
	}
	t.Fatalf("message to %s not found in MailDev", to)
}

package sms

import (
	"context"
	"io"
	"log/slog"
	"testing"
)

func TestParseTestOTPAndRender(t *testing.T) {
	m, err := ParseTestOTP("+1234567890:123456, 5511999990000:654321")
	if err != nil || m["1234567890"] != "123456" || m["5511999990000"] != "654321" {
		t.Fatalf("%v %v", m, err)
	}
	if _, err := ParseTestOTP("123"); err == nil {
		t.Error("bad pair accepted")
	}
	if got := Render("Seu código é {{ .Code }}", "42"); got != "Seu código é 42" {
		t.Error(got)
	}
}

func TestNew(t *testing.T) {
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	s, err := New("", log)
	if err != nil || s.Send(context.Background(), Message{To: "5511999990000", Code: "1"}) != nil {
		t.Fatalf("log sender: %v", err)
	}
	s, err = New("twilio", log)
	if err != nil || s.Send(context.Background(), Message{}) == nil {
		t.Fatal("an unimplemented provider must fail to send")
	}
	if _, err := New("pombo-correio", log); err == nil {
		t.Error("unknown provider accepted")
	}
}

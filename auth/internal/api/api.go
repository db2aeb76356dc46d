package api

import (
	"crypto/rand"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/mail"
	"regexp"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/pedbook/pedbook/auth/internal/clock"
	pmail "github.com/pedbook/pedbook/auth/internal/mail"
	"github.com/pedbook/pedbook/auth/internal/oauth"
	"github.com/pedbook/pedbook/auth/internal/passkey"
	"github.com/pedbook/pedbook/auth/internal/password"
	"github.com/pedbook/pedbook/auth/internal/sms"
	"github.com/pedbook/pedbook/auth/internal/token"
	"github.com/pedbook/pedbook/internal/clientip"
	"github.com/pedbook/pedbook/internal/ratelimit"
)

// Config is what the handlers need, already validated and defaulted by the caller.
type Config struct {
	SiteURL      string
	ExternalURL  string // API_EXTERNAL_URL: base of email links and /callback
	URIAllowList []string

	JWTExp      time.Duration
	JWTAud      string
	JWTIssuer   string
	AdminRoles  []string
	DefaultRole string

	DisableSignup        bool
	ExternalEmailEnabled bool
	Autoconfirm          bool
	OTPExp               time.Duration
	OTPLength            int
	OTPMaxAttempts       int
	EmailMaxFrequency    time.Duration

	Password password.Policy

	RefreshRotation bool
	ReuseInterval   time.Duration
	FlowStateExpiry time.Duration

	// RateLimitHeader names a trusted header holding the client IP (GOTRUE_RATE_LIMIT_HEADER).
	RateLimitHeader string
	TokenLimit      ratelimit.Limit // /token, per IP
	VerifyLimit     ratelimit.Limit // /verify, per IP
	OTPLimit        ratelimit.Limit // /otp, /recover, /resend, per IP (sign-ups: SignupLimit)
	AddressLimit    ratelimit.Limit // /verify, /signup, per email address
	EmailSentLimit  ratelimit.Limit // emails sent, all addresses and processes together (shared)
	// SigninFailureLimit bounds failed password sign-ins per (IP, address) and
	// SigninIPFailureLimit per IP (shared); the account itself is never locked for others.
	SigninFailureLimit   ratelimit.Limit
	SigninIPFailureLimit ratelimit.Limit
	// MaxMetadataBytes bounds user_metadata as JSON (0: no bound).
	MaxMetadataBytes int
	// SignupLimit bounds sign-ups per IP (shared).
	SignupLimit ratelimit.Limit
	// TrustedProxies are the peers whose RateLimitHeader is believed.
	TrustedProxies clientip.Proxies

	// Passkeys configures the WebAuthn relying party of /passkeys (and of WebAuthn factors).
	Passkeys passkey.Config

	// MFA is GOTRUE_MFA_*; MFALimit is /factors/{id}/challenge and /verify, per IP.
	MFA      MFAConfig
	MFALimit ratelimit.Limit

	// Phone (GOTRUE_EXTERNAL_PHONE_ENABLED, GOTRUE_SMS_*).
	PhoneEnabled    bool
	SMSAutoconfirm  bool
	SMSProvider     string
	SMSOTPLength    int
	SMSOTPExp       time.Duration
	SMSMaxFrequency time.Duration
	SMSTemplate     string
	SMSTestOTP      map[string]string // phone digits → fixed code, never sent

	AnonymousEnabled bool            // GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED
	AnonymousLimit   ratelimit.Limit // anonymous sign-ins per IP
	ManualLinking    bool            // GOTRUE_SECURITY_MANUAL_LINKING_ENABLED
	SAMLEnabled      bool            // GOTRUE_SAML_ENABLED (no SAML here: only the disabled answer)
	// OAuthServerEnabled is GOTRUE_OAUTH_SERVER_ENABLED (client administration only).
	OAuthServerEnabled bool
	// ReauthForPassword is GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION.
	ReauthForPassword bool

	// Providers are the OAuth providers (oauth.Names) as configured.
	Providers []oauth.Config

	Version string
}

// Deps are the collaborators of the handlers.
type Deps struct {
	Pool      *pgxpool.Pool
	Keys      *token.Keys
	Refresher *token.Refresher
	Hasher    *password.Hasher
	Mailer    pmail.Sender
	SMS       sms.Sender // nil: no phone sign-in, no phone factors
	Templates *pmail.Templates
	Clock     clock.Clock
	Log       *slog.Logger
}

// API serves the endpoints.
type API struct {
	cfg Config
	Deps
	limits  struct{ token, verify, otp, address, mfa, anonymous *ratelimit.Keyed }
	oauth   map[string]oauth.Flow
	rp      *passkey.RP
	jobs    sync.WaitGroup // work started after an answer (see background)
	sweeper sweeper        // elapsed shared rate-limit counters (see shared_limits.go)
	// clients resolves each request's client address once (Handler's middleware): rate
	// limits, sessions and audit rows read it with clientIP.
	clients *clientip.Resolver
}

// New builds the API.
func New(cfg Config, d Deps) (*API, error) {
	a := &API{cfg: cfg, Deps: d, clients: &clientip.Resolver{Proxies: cfg.TrustedProxies, Header: cfg.RateLimitHeader}}
	a.limits.token = ratelimit.New(cfg.TokenLimit)
	a.limits.verify = ratelimit.New(cfg.VerifyLimit)
	a.limits.otp = ratelimit.New(cfg.OTPLimit)
	a.limits.address = ratelimit.New(cfg.AddressLimit)
	a.limits.mfa = ratelimit.New(cfg.MFALimit)
	a.limits.anonymous = ratelimit.New(cfg.AnonymousLimit)
	a.oauth = map[string]oauth.Flow{}
	if cfg.Passkeys.Enabled {
		rp, err := passkey.New(cfg.Passkeys)
		if err != nil {
			return nil, err
		}
		a.rp = rp
	}
	for _, pc := range cfg.Providers {
		if pc.Enabled {
			a.oauth[pc.Name] = oauth.NewFlow(pc, nil)
		}
	}
	return a, nil
}

func (a *API) now() time.Time { return a.Clock.Now().UTC() }

// handlerFunc is a handler returning an error answered in GoTrue's shapes.
type handlerFunc func(w http.ResponseWriter, r *http.Request) error

func (a *API) wrap(h handlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if err := h(w, r); err != nil {
			writeError(w, r, a.Log, err)
		}
	}
}

const maxBody = 1 << 20

// decode reads a JSON body into v; an empty body leaves v untouched.
func decode(r *http.Request, v any) error {
	b, err := io.ReadAll(io.LimitReader(r.Body, maxBody+1))
	if err != nil {
		return badRequest(ErrBadJSON, "Could not read body into byte slice")
	}
	if len(b) > maxBody {
		return httpErr(http.StatusRequestEntityTooLarge, ErrRequestTooLarge, "Request body too large")
	}
	if len(strings.TrimSpace(string(b))) == 0 {
		return nil
	}
	// encoding/json turns invalid UTF-8 into U+FFFD; refuse it instead of storing "��@…".
	if !utf8.Valid(b) {
		return badRequest(ErrBadJSON, "Could not parse request body as JSON: invalid UTF-8")
	}
	if err := json.Unmarshal(b, v); err != nil {
		return badRequest(ErrBadJSON, "Could not parse request body as JSON: %v", err)
	}
	return nil
}

// clientIP is the address rate limits key on: the peer address, or, when the peer is a
// trusted proxy (TrustedProxies) and RateLimitHeader is configured, the right-most address
// of that header that is not itself a trusted proxy (a proxy that appends to
// X-Forwarded-For leaves the client's own claims on the left). No address is exempt. It is
// resolved once per request, by Handler's middleware; "" when the peer is no IP address.
func (a *API) clientIP(r *http.Request) string {
	if ip := a.clients.Of(r); ip.IsValid() {
		return ip.String()
	}
	return ""
}

// remoteIP is the client address recorded on sessions and audit rows.
func (a *API) remoteIP(r *http.Request) *string {
	ip := a.clientIP(r)
	if ip == "" {
		host, _, err := net.SplitHostPort(r.RemoteAddr)
		if err != nil {
			return nil
		}
		ip = host
	}
	if net.ParseIP(ip) == nil {
		return nil
	}
	return &ip
}

var errRateLimited = tooMany(ErrOverRequestRateLimit, "Request rate limit reached")

// limitIP applies a per-IP limiter.
func (a *API) limitIP(l *ratelimit.Keyed, r *http.Request) error {
	ip := a.clientIP(r)
	if ip == "" {
		return nil
	}
	if !l.Allow(ip, a.now()) {
		return errRateLimited
	}
	return nil
}

// limitAddress applies the per-address limiter to an email.
func (a *API) limitAddress(kind, email string) error {
	if email == "" {
		return nil
	}
	if !a.limits.address.Allow(kind+":"+strings.ToLower(email), a.now()) {
		return errRateLimited
	}
	return nil
}

// emailPattern is GoTrue's address syntax: an ASCII local part of the characters RFC 5322
// allows unquoted, and a domain of letter/digit/hyphen labels.
var emailPattern = regexp.MustCompile("^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$")

// validateEmail checks and lower-cases an address as GoTrue does.
func validateEmail(email string) (string, error) {
	email = strings.TrimSpace(email)
	if email == "" {
		return "", badRequest(ErrValidationFailed, "An email address is required")
	}
	if len(email) > 255 {
		return "", badRequest(ErrValidationFailed, "An email address is too long")
	}
	addr, err := mail.ParseAddress(email)
	if err != nil || addr.Address != email || !emailPattern.MatchString(email) {
		return "", badRequest(ErrValidationFailed, "Unable to validate email address: invalid format")
	}
	return strings.ToLower(email), nil
}

// checkMetadata bounds user_metadata (it is copied into every access token).
func (a *API) checkMetadata(m map[string]any) error {
	if a.cfg.MaxMetadataBytes <= 0 || m == nil {
		return nil
	}
	b, err := json.Marshal(m)
	if err != nil {
		return badRequest(ErrValidationFailed, "user_metadata is not valid JSON")
	}
	if len(b) > a.cfg.MaxMetadataBytes {
		return badRequest(ErrValidationFailed, "user_metadata is larger than %d bytes", a.cfg.MaxMetadataBytes)
	}
	return nil
}

func newUUID() string {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic(fmt.Errorf("crypto/rand failed: %w", err))
	}
	b[6] = (b[6] & 0x0f) | 0x40
	b[8] = (b[8] & 0x3f) | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:])
}

func isUUID(s string) bool {
	if len(s) != 36 {
		return false
	}
	for i, c := range s {
		switch i {
		case 8, 13, 18, 23:
			if c != '-' {
				return false
			}
		default:
			if !strings.ContainsRune("0123456789abcdefABCDEF", c) {
				return false
			}
		}
	}
	return true
}

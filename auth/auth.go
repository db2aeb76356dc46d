// Package auth is PedBook's GoTrue-dialect auth service as a library: ConfigFromEnv reads
// GoTrue's variable names, New builds the http.Handler the pedbook binary mounts at
// /auth/v1 (paths arrive with the prefix stripped).
package auth

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/caarlos0/env/v11"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/pedbook/pedbook/auth/internal/api"
	"github.com/pedbook/pedbook/auth/internal/clock"
	"github.com/pedbook/pedbook/auth/internal/mail"
	"github.com/pedbook/pedbook/auth/internal/oauth"
	"github.com/pedbook/pedbook/auth/internal/passkey"
	"github.com/pedbook/pedbook/auth/internal/password"
	"github.com/pedbook/pedbook/auth/internal/sms"
	"github.com/pedbook/pedbook/auth/internal/token"
	"github.com/pedbook/pedbook/internal/clientip"
	"github.com/pedbook/pedbook/internal/ratelimit"
)

// Version is reported by GET /health.
const Version = "pedbook-auth/1.0"

// Config is the service's configuration, by GoTrue's environment names (PedBook-only
// settings are marked).
type Config struct {
	JWTSecret      string   `env:"GOTRUE_JWT_SECRET"`
	JWTExp         int      `env:"GOTRUE_JWT_EXP" envDefault:"3600"`
	JWTKeys        string   `env:"GOTRUE_JWT_KEYS"`
	JWTKeyID       string   `env:"GOTRUE_JWT_KEY_ID"`
	JWTAud         string   `env:"GOTRUE_JWT_AUD" envDefault:"authenticated"`
	JWTIssuer      string   `env:"GOTRUE_JWT_ISSUER"`
	JWTAdminRoles  []string `env:"GOTRUE_JWT_ADMIN_ROLES" envSeparator:"," envDefault:"service_role,supabase_admin"`
	JWTDefaultRole string   `env:"GOTRUE_JWT_DEFAULT_GROUP_NAME" envDefault:"authenticated"`

	SiteURL       string   `env:"GOTRUE_SITE_URL" envDefault:"http://127.0.0.1:54321"`
	ExternalURL   string   `env:"API_EXTERNAL_URL" envDefault:"http://127.0.0.1:54321/auth/v1"`
	URIAllowList  []string `env:"GOTRUE_URI_ALLOW_LIST" envSeparator:","`
	DisableSignup bool     `env:"GOTRUE_DISABLE_SIGNUP"`

	ExternalEmailEnabled bool `env:"GOTRUE_EXTERNAL_EMAIL_ENABLED" envDefault:"true"`
	MailerAutoconfirm    bool `env:"GOTRUE_MAILER_AUTOCONFIRM"`
	MailerOTPExp         int  `env:"GOTRUE_MAILER_OTP_EXP" envDefault:"3600"`
	MailerOTPLength      int  `env:"GOTRUE_MAILER_OTP_LENGTH" envDefault:"6"`
	// MailerOTPMaxAttempts (PedBook): wrong tries after which an emailed code is void.
	MailerOTPMaxAttempts int    `env:"GOTRUE_MAILER_OTP_MAX_ATTEMPTS" envDefault:"5"`
	SMTPHost             string `env:"GOTRUE_SMTP_HOST"`
	SMTPPort             int    `env:"GOTRUE_SMTP_PORT" envDefault:"587"`
	SMTPUser             string `env:"GOTRUE_SMTP_USER"`
	SMTPPass             string `env:"GOTRUE_SMTP_PASS"`
	SMTPAdminEmail       string `env:"GOTRUE_SMTP_ADMIN_EMAIL" envDefault:"nao-responda@pedbook.local"`
	SMTPSenderName       string `env:"GOTRUE_SMTP_SENDER_NAME" envDefault:"PedBook"`
	SMTPMaxFrequency     string `env:"GOTRUE_SMTP_MAX_FREQUENCY" envDefault:"60s"`

	// PasswordMinLength and PasswordRequiredCharacters default to the product's rules for a
	// new password: at least 8 characters, a letter (accented ones too) and a digit.
	PasswordMinLength          int    `env:"GOTRUE_PASSWORD_MIN_LENGTH" envDefault:"8"`
	PasswordRequiredCharacters string `env:"GOTRUE_PASSWORD_REQUIRED_CHARACTERS" envDefault:"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞßàáâãäåæçèéêëìíîïðñòóôõöøùúûüýþÿ:0123456789"`
	// PasswordCommonCheck refuses the most common passwords ("pwned"). GoTrue's name is kept
	// (GoTrue asks haveibeenpwned.com; PedBook checks an embedded list, no network); on by
	// default here, off in GoTrue.
	PasswordCommonCheck bool `env:"GOTRUE_PASSWORD_HIBP_ENABLED" envDefault:"true"`
	// PasswordHashCost (PedBook): bcrypt cost (GoTrue uses 10).
	PasswordHashCost int `env:"GOTRUE_PASSWORD_HASH_COST" envDefault:"10"`

	RefreshTokenRotation      bool   `env:"GOTRUE_SECURITY_REFRESH_TOKEN_ROTATION_ENABLED" envDefault:"true"`
	RefreshTokenReuseInterval int    `env:"GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL" envDefault:"10"`
	FlowStateExpiry           string `env:"GOTRUE_EXTERNAL_FLOW_STATE_EXPIRY_DURATION" envDefault:"300s"`

	RateLimitHeader       string  `env:"GOTRUE_RATE_LIMIT_HEADER"`
	RateLimitTokenRefresh float64 `env:"GOTRUE_RATE_LIMIT_TOKEN_REFRESH" envDefault:"150"`
	RateLimitVerify       float64 `env:"GOTRUE_RATE_LIMIT_VERIFY" envDefault:"30"`
	RateLimitOTP          float64 `env:"GOTRUE_RATE_LIMIT_OTP" envDefault:"30"`
	// RateLimitPerAddress (PedBook): requests per 5 minutes per email address on password
	// sign-in, /verify and /signup (burst 10).
	RateLimitPerAddress float64 `env:"GOTRUE_RATE_LIMIT_PER_ADDRESS" envDefault:"30"`
	// RateLimitSigninFailures (PedBook): failed password sign-ins per (IP, address), and
	// RateLimitSigninFailuresPerIP per IP, "N/duration"; counted in PostgreSQL.
	RateLimitSigninFailures      string `env:"GOTRUE_RATE_LIMIT_SIGNIN_FAILURES" envDefault:"10/5m"`
	RateLimitSigninFailuresPerIP string `env:"GOTRUE_RATE_LIMIT_SIGNIN_FAILURES_PER_IP" envDefault:"60/5m"`
	// UserMetadataMaxBytes (PedBook): the largest user_metadata (as JSON) sign-up, PUT /user
	// and the admin API accept; it is copied into every access token.
	UserMetadataMaxBytes int `env:"GOTRUE_USER_METADATA_MAX_BYTES" envDefault:"16384"`
	// RateLimitSignups (PedBook): sign-ups per IP, "N/duration"; counted in PostgreSQL.
	RateLimitSignups string `env:"GOTRUE_RATE_LIMIT_SIGNUPS" envDefault:"30/5m"`
	// RateLimitTrustedProxies (PedBook): peers (IPs or CIDRs) whose GOTRUE_RATE_LIMIT_HEADER
	// is believed; from anyone else the header is ignored.
	RateLimitTrustedProxies []string `env:"GOTRUE_RATE_LIMIT_TRUSTED_PROXIES" envSeparator:"," envDefault:"127.0.0.0/8,::1/128"`
	// RateLimitEmailSent is the email budget of the process: "N" per hour or "N/duration".
	RateLimitEmailSent string `env:"GOTRUE_RATE_LIMIT_EMAIL_SENT" envDefault:"30"`

	// Passkeys (PedBook): WebAuthn relying party of /passkeys. The RP ID defaults to the host
	// of GOTRUE_SITE_URL and the origins to its origin; browsers refuse IP addresses as RP
	// IDs, so with a numeric SITE_URL and no explicit RP ID passkeys stay off.
	PasskeysEnabled     bool     `env:"GOTRUE_PASSKEYS_ENABLED" envDefault:"true"`
	WebAuthnRPID        string   `env:"GOTRUE_WEBAUTHN_RP_ID"`
	WebAuthnDisplayName string   `env:"GOTRUE_WEBAUTHN_RP_DISPLAY_NAME" envDefault:"PedBook"`
	WebAuthnOrigins     []string `env:"GOTRUE_WEBAUTHN_RP_ORIGINS" envSeparator:","`

	MFA MFAConfig `envPrefix:"GOTRUE_MFA_"`

	// Phone sign-in and phone factors; codes go through the sender GOTRUE_SMS_PROVIDER names
	// (PedBook: "log", the default, writes them to the log; see internal/sms).
	PhoneEnabled    bool   `env:"GOTRUE_EXTERNAL_PHONE_ENABLED"`
	SMSProvider     string `env:"GOTRUE_SMS_PROVIDER"`
	SMSAutoconfirm  bool   `env:"GOTRUE_SMS_AUTOCONFIRM"`
	SMSOTPExp       int    `env:"GOTRUE_SMS_OTP_EXP" envDefault:"60"`
	SMSOTPLength    int    `env:"GOTRUE_SMS_OTP_LENGTH" envDefault:"6"`
	SMSMaxFrequency string `env:"GOTRUE_SMS_MAX_FREQUENCY" envDefault:"60s"`
	SMSTemplate     string `env:"GOTRUE_SMS_TEMPLATE" envDefault:"Your code is {{ .Code }}"`
	SMSTestOTP      string `env:"GOTRUE_SMS_TEST_OTP"`

	AnonymousEnabled        bool    `env:"GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED"`
	RateLimitAnonymousUsers float64 `env:"GOTRUE_RATE_LIMIT_ANONYMOUS_USERS" envDefault:"30"`
	ManualLinkingEnabled    bool    `env:"GOTRUE_SECURITY_MANUAL_LINKING_ENABLED"`
	SAMLEnabled             bool    `env:"GOTRUE_SAML_ENABLED"`
	ReauthForPassword       bool    `env:"GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION"`
	// OAuthServerEnabled turns on the OAuth 2.1 client administration (/admin/oauth/clients).
	OAuthServerEnabled bool `env:"GOTRUE_OAUTH_SERVER_ENABLED"`

	// OAuth providers, by GoTrue's names (README "OAuth providers").
	Google       ProviderConfig `envPrefix:"GOTRUE_EXTERNAL_GOOGLE_"`
	Apple        ProviderConfig `envPrefix:"GOTRUE_EXTERNAL_APPLE_"`
	Azure        ProviderConfig `envPrefix:"GOTRUE_EXTERNAL_AZURE_"`
	Discord      ProviderConfig `envPrefix:"GOTRUE_EXTERNAL_DISCORD_"`
	Facebook     ProviderConfig `envPrefix:"GOTRUE_EXTERNAL_FACEBOOK_"`
	GitHub       ProviderConfig `envPrefix:"GOTRUE_EXTERNAL_GITHUB_"`
	GitLab       ProviderConfig `envPrefix:"GOTRUE_EXTERNAL_GITLAB_"`
	Keycloak     ProviderConfig `envPrefix:"GOTRUE_EXTERNAL_KEYCLOAK_"`
	LinkedInOIDC ProviderConfig `envPrefix:"GOTRUE_EXTERNAL_LINKEDIN_OIDC_"`
	X            ProviderConfig `envPrefix:"GOTRUE_EXTERNAL_X_"`
	IOSBundleID  string         `env:"GOTRUE_EXTERNAL_IOS_BUNDLE_ID"`
}

// MFAConfig is GOTRUE_MFA_* (GoTrue's defaults: TOTP on, WebAuthn and phone factors off).
type MFAConfig struct {
	TOTPEnroll          bool    `env:"TOTP_ENROLL_ENABLED" envDefault:"true"`
	TOTPVerify          bool    `env:"TOTP_VERIFY_ENABLED" envDefault:"true"`
	WebAuthnEnroll      bool    `env:"WEB_AUTHN_ENROLL_ENABLED"`
	WebAuthnVerify      bool    `env:"WEB_AUTHN_VERIFY_ENABLED"`
	PhoneEnroll         bool    `env:"PHONE_ENROLL_ENABLED"`
	PhoneVerify         bool    `env:"PHONE_VERIFY_ENABLED"`
	MaxEnrolledFactors  int     `env:"MAX_ENROLLED_FACTORS" envDefault:"10"`
	MaxVerifiedFactors  int     `env:"MAX_VERIFIED_FACTORS" envDefault:"10"`
	ChallengeExpiry     int     `env:"CHALLENGE_EXPIRY_DURATION" envDefault:"300"`
	FactorExpiry        string  `env:"FACTOR_EXPIRY_DURATION" envDefault:"300s"`
	RateLimitChallenges float64 `env:"RATE_LIMIT_CHALLENGE_AND_VERIFY" envDefault:"15"`
}

// ProviderConfig is GOTRUE_EXTERNAL_<PROVIDER>_*. URL is the provider's base in place of its
// public host: GitHub Enterprise, a self-hosted GitLab, the Keycloak realm (required), the
// Azure tenant (default the multi-tenant common endpoint), or, for the OpenID providers, the
// issuer whose /.well-known/openid-configuration gives the endpoints and keys; tests point it
// at a local stand-in.
type ProviderConfig struct {
	Enabled        bool     `env:"ENABLED"`
	ClientID       []string `env:"CLIENT_ID" envSeparator:","`
	Secret         string   `env:"SECRET"`
	RedirectURI    string   `env:"REDIRECT_URI"`
	URL            string   `env:"URL"`
	SkipNonceCheck bool     `env:"SKIP_NONCE_CHECK"`
}

// ConfigFromEnv reads the configuration from the environment.
func ConfigFromEnv() (Config, error) {
	var c Config
	if err := env.Parse(&c); err != nil {
		return c, fmt.Errorf("read auth configuration: %w", err)
	}
	// GoTrue's name or PedBook's: never two different secrets (tokens signed with one would
	// be refused by whoever verifies with the other). The pedbook binary reads its keys
	// itself (with PGRST_JWT_SECRET too) and overrides JWTSecret and JWTKeys.
	if alt := os.Getenv("JWT_SECRET"); alt != "" {
		if c.JWTSecret != "" && c.JWTSecret != alt {
			return c, errors.New("GOTRUE_JWT_SECRET and JWT_SECRET are both set but differ: they name one setting, so set one of them (or both to the same value)")
		}
		c.JWTSecret = alt
	}
	return c, nil
}

// Service is the auth service: an http.Handler for paths relative to /auth/v1.
type Service struct {
	handler http.Handler
	api     *api.API
}

// ServeHTTP serves a request.
func (s *Service) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.handler.ServeHTTP(w, r) }

// Close waits for the work started after answers (emails being sent) and releases the
// service's resources (the pool belongs to the caller, so close it after this).
func (s *Service) Close() {
	if s.api != nil {
		s.api.Wait()
	}
}

// Options are New's optional collaborators, for tests.
type Options struct {
	Clock  clock.Clock
	Mailer mail.Sender
	SMS    sms.Sender
}

// New builds the service on pool (a pool logging in as supabase_auth_admin).
func New(ctx context.Context, cfg Config, pool *pgxpool.Pool, log *slog.Logger) (*Service, error) {
	return NewWithOptions(ctx, cfg, pool, log, Options{})
}

// NewWithOptions is New with a clock and mailer chosen by the caller.
func NewWithOptions(ctx context.Context, cfg Config, pool *pgxpool.Pool, log *slog.Logger, o Options) (*Service, error) {
	if pool == nil {
		return nil, errors.New("auth: nil database pool")
	}
	if log == nil {
		log = slog.Default()
	}
	acfg, err := cfg.apiConfig()
	if err != nil {
		return nil, err
	}
	keys, err := token.NewKeys(cfg.JWTSecret, cfg.JWTKeyID, cfg.JWTKeys)
	if err != nil {
		return nil, fmt.Errorf("auth: %w", err)
	}
	hasher, err := password.NewHasher(cfg.PasswordHashCost)
	if err != nil {
		return nil, fmt.Errorf("auth: %w", err)
	}
	tpl, err := mail.LoadTemplates()
	if err != nil {
		return nil, fmt.Errorf("auth: %w", err)
	}
	clk := o.Clock
	if clk == nil {
		clk = clock.Real{}
	}
	sender := o.Mailer
	if sender == nil {
		if cfg.SMTPHost == "" {
			log.Warn("GOTRUE_SMTP_HOST is not set: emails are dropped")
			sender = mail.Discard{}
		} else {
			sender = mail.NewSMTP(mail.SMTPConfig{Host: cfg.SMTPHost, Port: cfg.SMTPPort, User: cfg.SMTPUser,
				Pass: cfg.SMTPPass, From: cfg.SMTPAdminEmail, SenderName: cfg.SMTPSenderName})
		}
	}
	secret := cfg.JWTSecret
	if secret == "" {
		secret = cfg.JWTKeys
	}
	var smsSender sms.Sender
	if o.SMS != nil {
		smsSender = o.SMS
	} else if cfg.PhoneEnabled || cfg.MFA.PhoneEnroll {
		if smsSender, err = sms.New(cfg.SMSProvider, log.With("component", "sms")); err != nil {
			return nil, fmt.Errorf("auth: %w", err)
		}
	}
	a, err := api.New(acfg, api.Deps{Pool: pool, Keys: keys, Refresher: token.NewRefresher(secret), Hasher: hasher,
		Mailer: sender, SMS: smsSender, Templates: tpl, Clock: clk, Log: log.With("component", "auth")})
	if err != nil {
		return nil, fmt.Errorf("auth: %w", err)
	}
	return &Service{handler: a.Handler(), api: a}, nil
}

func (c Config) apiConfig() (api.Config, error) {
	freq, err := time.ParseDuration(c.SMTPMaxFrequency)
	if err != nil {
		return api.Config{}, fmt.Errorf("GOTRUE_SMTP_MAX_FREQUENCY: %w", err)
	}
	flowExp, err := time.ParseDuration(c.FlowStateExpiry)
	if err != nil {
		return api.Config{}, fmt.Errorf("GOTRUE_EXTERNAL_FLOW_STATE_EXPIRY_DURATION: %w", err)
	}
	if flowExp < 300*time.Second {
		flowExp = 300 * time.Second
	}
	emailBudget, err := parseRate(c.RateLimitEmailSent)
	if err != nil {
		return api.Config{}, fmt.Errorf("GOTRUE_RATE_LIMIT_EMAIL_SENT: %w", err)
	}
	var signinFailures, signinFailuresIP, signups ratelimit.Limit
	for name, v := range map[string]struct {
		raw string
		out *ratelimit.Limit
	}{
		"GOTRUE_RATE_LIMIT_SIGNIN_FAILURES":        {c.RateLimitSigninFailures, &signinFailures},
		"GOTRUE_RATE_LIMIT_SIGNIN_FAILURES_PER_IP": {c.RateLimitSigninFailuresPerIP, &signinFailuresIP},
		"GOTRUE_RATE_LIMIT_SIGNUPS":                {c.RateLimitSignups, &signups},
	} {
		l, err := parseRate(v.raw)
		if err != nil {
			return api.Config{}, fmt.Errorf("%s: %w", name, err)
		}
		*v.out = l
	}
	proxies, err := clientip.ParseProxies(c.RateLimitTrustedProxies)
	if err != nil {
		return api.Config{}, fmt.Errorf("GOTRUE_RATE_LIMIT_TRUSTED_PROXIES: %w", err)
	}
	if c.JWTExp <= 0 {
		return api.Config{}, errors.New("GOTRUE_JWT_EXP must be positive")
	}
	if c.MailerOTPLength < 6 || c.MailerOTPLength > 10 {
		c.MailerOTPLength = 6
	}
	if c.MailerOTPMaxAttempts < 1 {
		c.MailerOTPMaxAttempts = 5
	}
	issuer := c.JWTIssuer
	if issuer == "" {
		issuer = c.ExternalURL
	}
	var required []string
	for _, s := range strings.Split(c.PasswordRequiredCharacters, ":") {
		if s != "" {
			required = append(required, s)
		}
	}
	smsFreq, err := time.ParseDuration(c.SMSMaxFrequency)
	if err != nil {
		return api.Config{}, fmt.Errorf("GOTRUE_SMS_MAX_FREQUENCY: %w", err)
	}
	factorExp, err := time.ParseDuration(c.MFA.FactorExpiry)
	if err != nil {
		return api.Config{}, fmt.Errorf("GOTRUE_MFA_FACTOR_EXPIRY_DURATION: %w", err)
	}
	testOTP, err := sms.ParseTestOTP(c.SMSTestOTP)
	if err != nil {
		return api.Config{}, err
	}
	if c.SMSOTPLength < 6 || c.SMSOTPLength > 10 {
		c.SMSOTPLength = 6
	}
	providers, err := c.providers()
	if err != nil {
		return api.Config{}, err
	}
	per5 := func(n float64, burst int) ratelimit.Limit {
		return ratelimit.Limit{Events: n, Period: 5 * time.Minute, Burst: burst}
	}
	return api.Config{
		SiteURL: strings.TrimRight(c.SiteURL, "/"), ExternalURL: strings.TrimRight(c.ExternalURL, "/"),
		URIAllowList: c.URIAllowList,
		JWTExp:       time.Duration(c.JWTExp) * time.Second, JWTAud: c.JWTAud, JWTIssuer: issuer,
		AdminRoles: c.JWTAdminRoles, DefaultRole: c.JWTDefaultRole,
		DisableSignup: c.DisableSignup, ExternalEmailEnabled: c.ExternalEmailEnabled, Autoconfirm: c.MailerAutoconfirm,
		OTPExp: time.Duration(c.MailerOTPExp) * time.Second, OTPLength: c.MailerOTPLength,
		OTPMaxAttempts: c.MailerOTPMaxAttempts, EmailMaxFrequency: freq,
		Password:        password.Policy{MinLength: c.PasswordMinLength, RequiredCharacters: required, AllowCommon: !c.PasswordCommonCheck},
		RefreshRotation: c.RefreshTokenRotation, ReuseInterval: time.Duration(c.RefreshTokenReuseInterval) * time.Second,
		FlowStateExpiry:    flowExp,
		RateLimitHeader:    c.RateLimitHeader,
		TokenLimit:         per5(c.RateLimitTokenRefresh, 30),
		VerifyLimit:        per5(c.RateLimitVerify, 30),
		OTPLimit:           per5(c.RateLimitOTP, 30),
		AddressLimit:       per5(c.RateLimitPerAddress, 10),
		EmailSentLimit:     emailBudget,
		SigninFailureLimit: signinFailures, SigninIPFailureLimit: signinFailuresIP, SignupLimit: signups,
		TrustedProxies: proxies, MaxMetadataBytes: c.UserMetadataMaxBytes,
		Providers: providers,
		Passkeys:  c.passkeys(),
		MFA: api.MFAConfig{TOTPEnroll: c.MFA.TOTPEnroll, TOTPVerify: c.MFA.TOTPVerify,
			WebAuthnEnroll: c.MFA.WebAuthnEnroll, WebAuthnVerify: c.MFA.WebAuthnVerify,
			PhoneEnroll: c.MFA.PhoneEnroll, PhoneVerify: c.MFA.PhoneVerify,
			MaxEnrolledFactors: c.MFA.MaxEnrolledFactors, MaxVerifiedFactors: c.MFA.MaxVerifiedFactors,
			ChallengeExpiry: time.Duration(c.MFA.ChallengeExpiry) * time.Second, FactorExpiry: factorExp},
		MFALimit:     ratelimit.Limit{Events: c.MFA.RateLimitChallenges, Period: time.Minute, Burst: max(1, int(c.MFA.RateLimitChallenges))},
		PhoneEnabled: c.PhoneEnabled, SMSAutoconfirm: c.SMSAutoconfirm, SMSProvider: c.SMSProvider, SMSOTPLength: c.SMSOTPLength,
		SMSOTPExp: time.Duration(c.SMSOTPExp) * time.Second, SMSMaxFrequency: smsFreq,
		SMSTemplate: c.SMSTemplate, SMSTestOTP: testOTP,
		AnonymousEnabled: c.AnonymousEnabled,
		AnonymousLimit:   ratelimit.Limit{Events: c.RateLimitAnonymousUsers, Period: time.Hour, Burst: max(1, int(c.RateLimitAnonymousUsers))},
		ManualLinking:    c.ManualLinkingEnabled, SAMLEnabled: c.SAMLEnabled, ReauthForPassword: c.ReauthForPassword,
		OAuthServerEnabled: c.OAuthServerEnabled,
		Version:            Version,
	}, nil
}

// parseRate reads GoTrue's rate syntax: "N" (per hour) or "N/duration"; the whole budget
// is available at once (burst N).
func parseRate(s string) (ratelimit.Limit, error) {
	n, per, found := strings.Cut(strings.TrimSpace(s), "/")
	events, err := strconv.ParseFloat(n, 64)
	if err != nil || events < 0 {
		return ratelimit.Limit{}, fmt.Errorf("invalid rate %q", s)
	}
	period := time.Hour
	if found {
		if period, err = time.ParseDuration(per); err != nil || period <= 0 {
			return ratelimit.Limit{}, fmt.Errorf("invalid rate period %q", s)
		}
	}
	burst := int(events)
	if burst < 1 {
		burst = 1
	}
	return ratelimit.Limit{Events: events, Period: period, Burst: burst}, nil
}

func (c Config) passkeys() passkey.Config {
	pc := passkey.Config{Enabled: c.PasskeysEnabled, RPID: c.WebAuthnRPID, RPDisplayName: c.WebAuthnDisplayName, RPOrigins: c.WebAuthnOrigins}
	site, err := url.Parse(c.SiteURL)
	if err == nil && pc.RPID == "" {
		pc.RPID = site.Hostname()
		if net.ParseIP(pc.RPID) != nil {
			pc.Enabled = false
		}
	}
	if err == nil && len(pc.RPOrigins) == 0 {
		pc.RPOrigins = []string{site.Scheme + "://" + site.Host}
	}
	return pc
}

// providers builds every provider's configuration from the catalogue (oauth.Catalogue).
func (c Config) providers() ([]oauth.Config, error) {
	callback := strings.TrimRight(c.ExternalURL, "/") + "/callback"
	var extra []string
	if c.IOSBundleID != "" {
		extra = append(extra, c.IOSBundleID)
	}
	byName := map[string]ProviderConfig{"google": c.Google, "apple": c.Apple, "azure": c.Azure, "discord": c.Discord,
		"facebook": c.Facebook, "github": c.GitHub, "gitlab": c.GitLab, "keycloak": c.Keycloak,
		"linkedin_oidc": c.LinkedInOIDC, "x": c.X}
	out := make([]oauth.Config, 0, len(oauth.Names))
	for _, name := range oauth.Names {
		pc, ok := byName[name]
		if !ok {
			return nil, fmt.Errorf("no GOTRUE_EXTERNAL_* settings for provider %s", name)
		}
		if !pc.Enabled {
			continue
		}
		if len(pc.ClientID) == 0 {
			return nil, fmt.Errorf("GOTRUE_EXTERNAL_%s_CLIENT_ID is required when the provider is enabled", strings.ToUpper(name))
		}
		oc, err := oauth.Catalogue(name, oauth.Settings{Enabled: true, ClientIDs: pc.ClientID, Secret: pc.Secret,
			RedirectURI: pc.RedirectURI, URL: pc.URL, SkipNonceCheck: pc.SkipNonceCheck}, callback, extra)
		if err != nil {
			return nil, err
		}
		out = append(out, oc)
	}
	return out, nil
}

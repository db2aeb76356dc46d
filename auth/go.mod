module github.com/pedbook/pedbook/auth

go 1.26.0

replace github.com/pedbook/pedbook => ../

require (
	github.com/caarlos0/env/v11 v11.4.2 // indirect
	github.com/go-webauthn/webauthn v0.18.2 // indirect
	github.com/golang-jwt/jwt/v5 v5.3.1 // indirect
	github.com/google/go-cmp v0.7.0 // indirect
	github.com/jackc/pgpassfile v1.0.0 // indirect
	github.com/jackc/pgservicefile v0.0.0-20240606120523-5a60cdf6a761 // indirect
	github.com/jackc/pgx/v5 v5.9.2 // indirect
	github.com/markbates/goth v1.82.0 // indirect
	github.com/pedbook/pedbook v0.0.0-00010101000000-000000000000 // indirect
	github.com/wneessen/go-mail v0.8.1 // indirect
	golang.org/x/crypto v0.58.0 // indirect
	golang.org/x/oauth2 v0.27.0 // indirect
	golang.org/x/text v0.43.0 // indirect
	golang.org/x/time v0.16.0 // indirect
)

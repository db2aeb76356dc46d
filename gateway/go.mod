module github.com/pedbook/pedbook/gateway

go 1.26.0

replace github.com/pedbook/pedbook => ../

replace github.com/pedbook/pedbook/auth => ../auth

require (
	github.com/caarlos0/env/v11 v11.4.2
	github.com/golang-jwt/jwt/v5 v5.3.1
	github.com/google/go-cmp v0.7.0
	github.com/jackc/pgx/v5 v5.9.2
	github.com/pedbook/pedbook v0.0.0-00010101000000-000000000000
)

require (
	go.yaml.in/yaml/v3 v3.0.5 // indirect
	golang.org/x/time v0.16.0 // indirect
)

require (
	github.com/jackc/pgpassfile v1.0.0 // indirect
	github.com/jackc/pgservicefile v0.0.0-20240606120523-5a60cdf6a761 // indirect
	github.com/jackc/puddle/v2 v2.2.2 // indirect
	github.com/pedbook/pedbook/auth v0.0.0-00010101000000-000000000000
	golang.org/x/sync v0.24.0 // indirect
	golang.org/x/text v0.43.0 // indirect
)

-- 0012_auth_oauth_clients.sql — OAuth 2.1 server clients (GoTrue's auth.oauth_clients), managed
-- through /auth/v1/admin/oauth/clients when GOTRUE_OAUTH_SERVER_ENABLED is on. Only the
-- SHA-256 of a client secret is kept (GoTrue's client_secret_hash). Lists are stored as
-- arrays rather than GoTrue's comma-separated text.

create table auth.oauth_clients (
  id uuid primary key,
  client_secret_hash text,
  registration_type text not null check (registration_type in ('dynamic', 'manual')),
  redirect_uris text[] not null,
  grant_types text[] not null,
  client_name text check (char_length(client_name) <= 1024),
  client_uri text check (char_length(client_uri) <= 2048),
  logo_uri text check (char_length(logo_uri) <= 2048),
  client_type text not null default 'confidential' check (client_type in ('public', 'confidential')),
  token_endpoint_auth_method text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index oauth_clients_created_at_idx on auth.oauth_clients (created_at desc) where deleted_at is null;

alter table auth.oauth_clients owner to supabase_auth_admin;
alter table auth.oauth_clients enable row level security;

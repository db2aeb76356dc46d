-- 0034_auth_oauth_client_states.sql — PKCE towards an OAuth provider (GoTrue's
-- auth.oauth_client_states, migration 20251201000000): for providers that require PKCE of
-- their clients (X), /authorize keeps the code verifier here and the flow points at it;
-- /callback takes it (deleting the row) to exchange the provider's code. Abandoned rows are
-- swept with their flows.

create table auth.oauth_client_states (
  id uuid primary key,
  provider_type text not null,
  code_verifier text,
  created_at timestamptz not null
);
create index idx_oauth_client_states_created_at on auth.oauth_client_states (created_at);

alter table auth.flow_state add column oauth_client_state_id uuid;

alter table auth.oauth_client_states owner to supabase_auth_admin;
alter table auth.oauth_client_states enable row level security;

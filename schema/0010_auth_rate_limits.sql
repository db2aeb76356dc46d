-- 0010_auth_rate_limits.sql — rate-limit counters the auth service keeps in PostgreSQL, so
-- they hold across every pedbook process behind a load balancer: failed password sign-ins
-- per (IP, address) and per IP, sign-ups per IP, and the emails sent by the installation.
-- One row per key and fixed window (key = '<limit>:<subject>'); rows of elapsed windows are
-- swept by the service.
create table auth.rate_limits (
  key text primary key,
  window_start timestamptz not null,
  hits integer not null
);
create index rate_limits_window_start_idx on auth.rate_limits (window_start);
alter table auth.rate_limits owner to supabase_auth_admin;
-- The API roles never read it (no grants, no policies).
alter table auth.rate_limits enable row level security;

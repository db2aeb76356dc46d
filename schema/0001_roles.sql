-- 0001_roles.sql — database roles and extensions, as Supabase has them.
--
-- Roles are cluster-wide, so every statement here is idempotent: the same cluster may hold
-- several databases migrated by this file (the test suite compares a psql-applied database
-- with one migrated by `pedbook migrate`).
--
--   anon           requests without a JWT (NOLOGIN)
--   authenticated  requests with a user's JWT (NOLOGIN)
--   service_role   trusted server-side key; bypasses row-level security (NOLOGIN, BYPASSRLS)
--   authenticator  the login role of the REST gateway; NOINHERIT, switches per request with SET LOCAL ROLE
--   supabase_auth_admin  owner of the auth schema; the login role of the auth service

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    create role supabase_auth_admin login noinherit createrole;
  end if;
end
$$;

grant anon, authenticated, service_role to authenticator;
-- The auth service impersonates no one, but owns the auth schema and must be able to read
-- and write public.profiles through the sign-up trigger (which runs as the table owner).
grant anon, authenticated, service_role to supabase_auth_admin;

-- Extensions live in their own schema, as on Supabase, so they never clutter the exposed API.
create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role, supabase_auth_admin;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists unaccent with schema extensions;
create extension if not exists pg_trgm with schema extensions;

-- Private helpers and configuration the API never exposes.
create schema if not exists private;
grant usage on schema private to anon, authenticated, service_role;

-- The exposed schema: only what grants and policies allow.
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to service_role;
alter default privileges in schema public grant all on sequences to service_role;
alter default privileges in schema public grant all on functions to service_role;
alter default privileges in schema public grant usage, select on sequences to anon, authenticated;

-- Trigger helper: keep updated_at current on every UPDATE.
create or replace function private.set_updated_at() returns trigger
language plpgsql as $$
begin
  new.updated_at := now();
  return new;
end
$$;

-- 0009_request_bounds.sql — statement timeouts for the API roles, as Supabase sets them.
--
-- The REST gateway applies the impersonated role's own ALTER ROLE … SET parameters in every
-- request's transaction, so these bound every statement an anonymous (3 s) or signed-in (8 s)
-- caller can start: a slow request answers 500 with SQLSTATE 57014 instead of holding a pool
-- connection. service_role (trusted, admin tasks) keeps no timeout.
--
-- Roles are cluster-wide: ops change a limit with the same statement (ALTER ROLE anon SET
-- statement_timeout = '5s'), or per database with ALTER ROLE … IN DATABASE …; the gateway
-- picks the change up on its next schema reload (NOTIFY pgrst, 'reload schema').
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

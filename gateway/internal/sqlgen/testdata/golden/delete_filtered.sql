-- DELETE /items?id=eq.3
WITH pgrst_source AS (DELETE FROM "public"."items" AS "items" WHERE "items"."id" = $1 RETURNING 1) SELECT NULL::bigint::text, pg_catalog.count(*), '', nullif(pg_catalog.current_setting('response.headers', true), ''), nullif(pg_catalog.current_setting('response.status', true), ''), NULL::text, nullif(pg_catalog.current_setting('pgrst.inserted', true), '') FROM (SELECT 1 FROM "pgrst_source" AS "items") AS _postgrest_t
-- $1 = "3"

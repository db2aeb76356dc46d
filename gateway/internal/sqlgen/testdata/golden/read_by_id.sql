-- GET /items?select=id,name&id=eq.1
SELECT NULL::bigint::text, pg_catalog.count(*), coalesce(pg_catalog.json_agg(_postgrest_t)::text, '[]'), nullif(pg_catalog.current_setting('response.headers', true), ''), nullif(pg_catalog.current_setting('response.status', true), ''), NULL::text, nullif(pg_catalog.current_setting('pgrst.inserted', true), '') FROM (SELECT "items"."id" AS "id", "items"."name" AS "name" FROM "public"."items" AS "items" WHERE "items"."id" = $1) AS _postgrest_t
-- $1 = "1"

-- PATCH /items?id=eq.3
-- body: {"name":"b"}
WITH pgrst_source AS (UPDATE "public"."items" AS "items" SET "name" = "pgrst_body"."name" FROM (SELECT * FROM pg_catalog.json_populate_record(NULL::"public"."items", CASE WHEN pg_catalog.json_typeof($1::json) = 'array' THEN $1::json->0 ELSE $1::json END)) AS "pgrst_body" WHERE "items"."id" = $2 RETURNING 1) SELECT NULL::bigint::text, pg_catalog.count(*), '', nullif(pg_catalog.current_setting('response.headers', true), ''), nullif(pg_catalog.current_setting('response.status', true), ''), NULL::text, nullif(pg_catalog.current_setting('pgrst.inserted', true), '') FROM (SELECT 1 FROM "pgrst_source" AS "items") AS _postgrest_t
-- $1 = "{\"name\":\"b\"}"
-- $2 = "3"

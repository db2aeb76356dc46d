-- GET /items?select=id,parts!inner()&limit=3&offset=4
SELECT NULL::bigint::text, pg_catalog.count(*), coalesce(pg_catalog.json_agg(_postgrest_t)::text, '[]'), nullif(pg_catalog.current_setting('response.headers', true), ''), nullif(pg_catalog.current_setting('response.status', true), ''), NULL::text, nullif(pg_catalog.current_setting('pgrst.inserted', true), '') FROM (SELECT "items"."id" AS "id" FROM "public"."items" AS "items" INNER JOIN LATERAL (SELECT pg_catalog.json_agg("items_parts_1")::jsonb AS "items_parts_1" FROM (SELECT NULL AS "pgrst_empty" FROM "public"."parts" AS "parts_1" WHERE "parts_1"."item_id" = "items"."id") AS "items_parts_1") AS "items_parts_1" ON "items_parts_1"."items_parts_1" IS NOT NULL LIMIT $1 OFFSET $2) AS _postgrest_t
-- $1 = "3"
-- $2 = "4"

-- GET /items?id=in.(1,2)&or=(name.is.null,not.and(id.gt.5,name.eq."a,b"))
SELECT NULL::bigint::text, pg_catalog.count(*), coalesce(pg_catalog.json_agg(_postgrest_t)::text, '[]'), nullif(pg_catalog.current_setting('response.headers', true), ''), nullif(pg_catalog.current_setting('response.status', true), ''), NULL::text, nullif(pg_catalog.current_setting('pgrst.inserted', true), '') FROM (SELECT "items".* FROM "public"."items" AS "items" WHERE "items"."id" = ANY($1) AND ("items"."name" IS NULL OR NOT ("items"."id" > $2 AND "items"."name" = $3))) AS _postgrest_t
-- $1 = "{\"1\",\"2\"}"
-- $2 = "5"
-- $3 = "a,b"

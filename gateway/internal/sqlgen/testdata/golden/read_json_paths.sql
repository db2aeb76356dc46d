-- GET /items?select=data->a->>b&data->>x=like.*y*
SELECT NULL::bigint::text, pg_catalog.count(*), coalesce(pg_catalog.json_agg(_postgrest_t)::text, '[]'), nullif(pg_catalog.current_setting('response.headers', true), ''), nullif(pg_catalog.current_setting('response.status', true), ''), NULL::text, nullif(pg_catalog.current_setting('pgrst.inserted', true), '') FROM (SELECT "items"."data"->$1->>$2 AS "b" FROM "public"."items" AS "items" WHERE "items"."data"->>$3 LIKE $4) AS _postgrest_t
-- $1 = "a"
-- $2 = "b"
-- $3 = "x"
-- $4 = "%y%"

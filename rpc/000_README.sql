-- rpc/: one file per PostgreSQL function exposed at /rest/v1/rpc/<name>.
-- Files are applied in name order after every schema/ migration, each in its own
-- transaction. They must be idempotent (CREATE OR REPLACE FUNCTION ...): `pedbook migrate`
-- re-applies a file whose content changed, while schema/ files are applied once and never
-- edited afterwards.
select 1;

-- EXPLAIN VERBOSE through the gateway (Accept: application/vnd.pgrst.plan+text; options=verbose,
-- with PGRST_DB_PLAN_ENABLED) prints "Query Identifier" only when compute_query_id is on.
-- Supabase turns it on for every statement (pg_stat_statements); PedBook turns it on only inside
-- such an EXPLAIN's transaction, so ordinary requests pay nothing. compute_query_id is a
-- superuser setting: PostgreSQL 15+ can grant SET on it to the gateway's login role. On older
-- servers, or when the migration does not run as a superuser, the grant is skipped and plans
-- simply omit the identifier (the gateway probes at start-up).
do $$
begin
  if current_setting('server_version_num')::int >= 150000
     and (select rolsuper from pg_roles where rolname = current_user) then
    execute 'grant set on parameter compute_query_id to authenticator';
  end if;
end
$$;

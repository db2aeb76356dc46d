-- 0007_pgrst_reload.sql — reload the REST gateway's schema cache after every DDL.
--
-- The gateway LISTENs on the channel pgrst (PostgREST's convention) and reloads on
-- 'reload schema'. These event triggers send it whenever a DDL command ends or objects are
-- dropped, so a table, view or function added by a migration (or by hand in psql) is served
-- without a restart. NOTIFY is transactional and identical notifications in one transaction
-- are delivered once, at commit, so a whole migration costs a single reload.

create or replace function private.pgrst_notify_ddl() returns event_trigger
language plpgsql as $$
begin
  notify pgrst, 'reload schema';
end
$$;

drop event trigger if exists pgrst_ddl_command_end;
create event trigger pgrst_ddl_command_end on ddl_command_end
  execute function private.pgrst_notify_ddl();

drop event trigger if exists pgrst_sql_drop;
create event trigger pgrst_sql_drop on sql_drop
  execute function private.pgrst_notify_ddl();

-- 0019_dr_will.sql — the Dr. Will assistant's per-user question quota (rpc/dr_will_search.sql).
-- One row per question asked; only the function's SECURITY DEFINER helper reads and writes it.

create table private.dr_will_questions (
  user_id uuid not null references auth.users (id) on delete cascade,
  asked_at timestamptz not null default now()
);
create index dr_will_questions_user_time_idx on private.dr_will_questions (user_id, asked_at desc);

-- Takes one question from the caller's quota: at most 30 per rolling hour (PEDBOOK's default;
-- the message says the limit). Rows older than a day are dropped on the way.
create or replace function private.dr_will_take_quota() returns void
language plpgsql security definer set search_path = '' as $$
declare
  uid uuid := auth.uid();
  used integer;
begin
  if uid is null then
    raise exception 'Entre na sua conta para perguntar ao Dr. Will' using errcode = '42501';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('dr_will:' || uid::text, 0));
  delete from private.dr_will_questions where user_id = uid and asked_at < now() - interval '1 day';
  select count(*) into used from private.dr_will_questions where user_id = uid and asked_at > now() - interval '1 hour';
  if used >= 30 then
    raise exception 'Você fez 30 perguntas na última hora, o limite do Dr. Will. Tente novamente mais tarde.'
      using errcode = 'P0001', hint = 'rate_limited';
  end if;
  insert into private.dr_will_questions (user_id) values (uid);
end
$$;
revoke execute on function private.dr_will_take_quota() from public;
grant execute on function private.dr_will_take_quota() to authenticated;

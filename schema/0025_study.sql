-- 0025_study.sql — what the study module (/estudos, /questions, /results) needs beyond 0004's
-- tables.
--
-- Questions: a difficulty (one of the bank's filters), the reference each one was written from
-- (source_reference: guideline or textbook with its edition), whether someone checked it
-- against that reference (verified; the screen says when not), a seed_key so `pedbook seed`
-- updates its own rows in place, and admin_edited_at so it never overwrites an admin's edit
-- (private.stamp_admin_edit, 0014).
--
-- Sessions: an optional time limit. Answers: PostgreSQL, not the browser, decides whether an
-- answer is right (is_correct from the question's correct_answer), refuses an answer to a
-- question outside the session, to a finished session or after the time limit, and keeps the
-- session's total_correct. An answer is final: it cannot be changed once given. The new checks
-- are NOT VALID: they bind new rows without failing on rows written before them.

alter table public.pedbook_questions
  add column difficulty text check (difficulty in ('facil', 'media', 'dificil')),
  add column source_reference text check (source_reference is null or char_length(source_reference) <= 500),
  add column verified boolean not null default false,
  add column seed_key text unique,
  add column admin_edited_at timestamptz,
  add constraint pedbook_questions_statement_length check (char_length(statement) between 10 and 5000) not valid,
  add constraint pedbook_questions_alternatives_count check (jsonb_array_length(alternatives) between 2 and 6) not valid,
  add constraint pedbook_questions_correct_in_range check (correct_answer < jsonb_array_length(alternatives)) not valid;
create index pedbook_questions_difficulty_idx on public.pedbook_questions (difficulty);
create trigger pedbook_questions_stamp_admin_edit before insert or update on public.pedbook_questions
  for each row execute function private.stamp_admin_edit();

alter table public.pedbook_study_sessions
  add column time_limit_seconds integer check (time_limit_seconds is null or time_limit_seconds between 60 and 36000),
  add constraint pedbook_study_sessions_title_length check (title is null or char_length(title) <= 200) not valid,
  add constraint pedbook_study_sessions_size check (cardinality(question_ids) between 1 and 200) not valid,
  add constraint pedbook_study_sessions_index_range check (current_question_index >= 0 and current_question_index <= cardinality(question_ids)) not valid,
  add constraint pedbook_study_sessions_total check (total_questions = cardinality(question_ids)) not valid;

-- Runs as the caller: RLS shows only the caller's own sessions, so another user's session
-- reads as missing.
create or replace function private.check_study_answer() returns trigger
language plpgsql set search_path = '' as $$
declare
  s public.pedbook_study_sessions;
  right_answer integer;
  n_alternatives integer;
begin
  if tg_op = 'UPDATE' then
    raise exception 'Esta questão já foi respondida nesta sessão.' using errcode = '23505';
  end if;
  select * into s from public.pedbook_study_sessions where id = new.session_id;
  if not found or s.user_id <> new.user_id then
    raise exception 'Sessão de estudo não encontrada.' using errcode = '23503';
  end if;
  if s.status <> 'in_progress' then
    raise exception 'Esta sessão já foi encerrada; as respostas não podem mais ser alteradas.' using errcode = '22023';
  end if;
  if s.time_limit_seconds is not null and now() > s.started_at + make_interval(secs => s.time_limit_seconds) then
    raise exception 'O tempo desta sessão acabou; a resposta não foi registrada.' using errcode = '22023';
  end if;
  if not (new.question_id = any (s.question_ids)) then
    raise exception 'Esta questão não faz parte da sessão.' using errcode = '22023';
  end if;
  select q.correct_answer, jsonb_array_length(q.alternatives) into right_answer, n_alternatives
  from public.pedbook_questions q where q.id = new.question_id;
  if not found then
    raise exception 'Questão não encontrada.' using errcode = '23503';
  end if;
  if new.selected_answer < 0 or new.selected_answer >= n_alternatives then
    raise exception 'Alternativa inválida.' using errcode = '22023';
  end if;
  new.is_correct := new.selected_answer = right_answer;
  return new;
end
$$;
create trigger pedbook_study_answers_check before insert or update on public.pedbook_study_answers
  for each row execute function private.check_study_answer();

create or replace function private.count_study_answers() returns trigger
language plpgsql set search_path = '' as $$
begin
  update public.pedbook_study_sessions s
  set total_correct = (select count(*) from public.pedbook_study_answers a where a.session_id = s.id and a.is_correct)
  where s.id = coalesce(new.session_id, old.session_id);
  return null;
end
$$;
create trigger pedbook_study_answers_count after insert or delete on public.pedbook_study_answers
  for each row execute function private.count_study_answers();

-- total_correct is the answers trigger's: what the owner writes to it is ignored. A session
-- starts now, in progress, with no correct answers; its questions, start and time limit never
-- change, and a finished session is never reopened.
create or replace function private.keep_study_total() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    new.total_correct := 0;
    new.status := 'in_progress';
    new.started_at := now();
    new.completed_at := null;
    new.total_questions := cardinality(new.question_ids);
    if cardinality(new.question_ids) <> (select count(distinct x) from unnest(new.question_ids) x) then
      raise exception 'Uma questão aparece mais de uma vez na sessão.' using errcode = '22023';
    end if;
    if exists (select 1 from unnest(new.question_ids) x
               where not exists (select 1 from public.pedbook_questions q where q.id = x)) then
      raise exception 'Uma das questões escolhidas não está disponível.' using errcode = '23503';
    end if;
    return new;
  end if;
  if pg_trigger_depth() = 1 then
    new.total_correct := old.total_correct;
  end if;
  if new.question_ids is distinct from old.question_ids or new.time_limit_seconds is distinct from old.time_limit_seconds
     or new.started_at is distinct from old.started_at then
    raise exception 'As questões, o início e o tempo de uma sessão não podem ser alterados.' using errcode = '22023';
  end if;
  if old.status <> 'in_progress' and new.status = 'in_progress' then
    raise exception 'Uma sessão encerrada não pode ser reaberta.' using errcode = '22023';
  end if;
  if new.status <> 'in_progress' and new.completed_at is null then
    new.completed_at := now();
  end if;
  return new;
end
$$;
create trigger pedbook_study_sessions_keep_total before insert or update on public.pedbook_study_sessions
  for each row execute function private.keep_study_total();

revoke execute on function private.check_study_answer() from public;
revoke execute on function private.count_study_answers() from public;
revoke execute on function private.keep_study_total() from public;

-- 0027_editorial_review.sql — issue #37 §3: clinical content changes only through a two-person
-- review, enforced here (not in the UI), and the clinician sign-off line of §2.
--
--   pedbook_revisions          every proposed change of a dose row (pedbook_medication_tags), a
--                              presentation or a poisoning entry: the values before and after
--                              (jsonb), author, reason, status proposed → approved | rejected |
--                              superseded, reviewer, reviewed_at, comment. Admins read it; nobody
--                              writes it directly: public.propose_revision and
--                              public.review_revision (SECURITY DEFINER) are the only ways in.
--   pedbook_clinical_reviewers the reviewer role: an admin with a name and a professional
--                              registration ("CRM-SP 123456"); granted by a super admin.
--   pedbook_dose_signoffs      (view, public) "Revisado por <nome>, <registro>, em <data>" for
--                              the live version of a row, and only when that version was
--                              approved by a reviewer.
--
-- The rules the database holds:
--   * The live tables refuse every insert, update and delete from the API roles (anon,
--     authenticated — admins included): the live row changes only when review_revision applies
--     an approved revision (as the function owner), so the app keeps showing the approved
--     version while a proposal waits. The seed (owner, pedbook.seeding = on) is unaffected.
--   * A revision is approved or rejected only by an admin who is not its author: review_revision
--     refuses the author with a Portuguese message, and the CHECK constraint
--     pedbook_revisions_not_self_review refuses it for any writer, table owner included.
--   * A reviewed revision never changes again (trigger); approving one supersedes the other open
--     proposals of the same row (they were written against the version it replaced).
--   * Applying stamps admin_edited_at (schema 0014's trigger: the apply runs outside a seed), so
--     the seed never overwrites an approved revision; a seed change to such a row becomes a
--     proposal instead (private.propose_seed_revision, called by seeds/loader/clinical.go).
--   * Sign-off: review_revision records the reviewer's name and registration on the revision
--     only when the approver holds the reviewer role at that moment. The view shows it only when
--     the row's admin_edited_at equals the revision's reviewed_at (both now() of the approving
--     transaction), i.e. for exactly the row version that reviewer approved: a later approval by
--     an admin without the role, or any other edit, hides it. An approval without the role
--     applies the change and shows no sign-off: an administrative approval is not a clinical
--     review, and the card says nothing rather than pretend.
-- Flowchart dose rules are TypeScript (frontend/src/clinical/emergency-doses.ts), not rows:
-- they change through code review, not through this table.

------------------------------------------------------------------------------------------
-- The reviewer role.
create table public.pedbook_clinical_reviewers (
  user_id uuid primary key references auth.users (id) on delete cascade,
  full_name text not null check (char_length(btrim(full_name)) between 3 and 120),
  -- conselho-UF número: "CRM-SP 123456", "CRF-RJ 12345"
  registration text not null check (registration ~ '^[A-Z]{2,6}-[A-Z]{2} [0-9]{1,10}(-[0-9A-Z]{1,4})?$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.pedbook_clinical_reviewers is
  'Revisores clínicos: administradores cujo nome e registro profissional aparecem em "Revisado por" quando aprovam uma versão.';
create trigger pedbook_clinical_reviewers_set_updated_at before update on public.pedbook_clinical_reviewers
  for each row execute function private.set_updated_at();
alter table public.pedbook_clinical_reviewers enable row level security;
create policy pedbook_clinical_reviewers_select_admin on public.pedbook_clinical_reviewers for select to authenticated
  using (public.is_admin());
create policy pedbook_clinical_reviewers_write_super on public.pedbook_clinical_reviewers for all to authenticated
  using (public.is_super_admin()) with check (public.is_super_admin());
grant select, insert, update, delete on public.pedbook_clinical_reviewers to authenticated;
grant all on public.pedbook_clinical_reviewers to service_role;

-- Does the caller hold the reviewer role (and is an admin)?
create or replace function public.is_clinical_reviewer() returns boolean
language sql stable security definer set search_path = '' as $$
  select public.is_admin() and exists (select 1 from public.pedbook_clinical_reviewers r where r.user_id = auth.uid())
$$;
revoke all on function public.is_clinical_reviewer() from public;
grant execute on function public.is_clinical_reviewer() to anon, authenticated, service_role;

------------------------------------------------------------------------------------------
-- Revisions.
create table public.pedbook_revisions (
  id uuid primary key default gen_random_uuid(),
  entity_table text not null
    check (entity_table in ('pedbook_medication_tags', 'pedbook_medication_presentations', 'pedbook_poisonings')),
  entity_id text not null,
  -- the medication the row belongs to (tags, presentations): the editor lists by it
  medication_id uuid,
  action text not null default 'update' check (action in ('insert', 'update', 'delete')),
  before jsonb,
  after jsonb,
  reason text not null check (char_length(btrim(reason)) between 3 and 2000),
  author_kind text not null default 'admin' check (author_kind in ('admin', 'seed')),
  author uuid references auth.users (id),
  author_name text,
  rollback_of uuid references public.pedbook_revisions (id),
  created_at timestamptz not null default now(),
  status text not null default 'proposed' check (status in ('proposed', 'approved', 'rejected', 'superseded')),
  reviewer uuid references auth.users (id),
  reviewer_name text,
  reviewed_at timestamptz,
  comment text check (comment is null or char_length(comment) <= 2000),
  -- set only when the approver held the reviewer role: the card's "Revisado por"
  signoff_name text,
  signoff_registration text,
  constraint pedbook_revisions_author check ((author_kind = 'seed') = (author is null)),
  constraint pedbook_revisions_not_self_review check (reviewer is null or author is null or reviewer <> author),
  constraint pedbook_revisions_shape check (
    (action = 'insert' and before is null and after is not null)
    or (action = 'update' and before is not null and after is not null)
    or (action = 'delete' and before is not null and after is null)),
  constraint pedbook_revisions_reviewed check (
    (status in ('approved', 'rejected')) = (reviewer is not null and reviewed_at is not null)),
  constraint pedbook_revisions_review_comment check (
    status not in ('approved', 'rejected') or (comment is not null and btrim(comment) <> '')),
  constraint pedbook_revisions_signoff check (
    (signoff_name is null) = (signoff_registration is null) and (signoff_name is null or status = 'approved'))
);
comment on table public.pedbook_revisions is
  'Revisão editorial (issue #37): cada alteração de dose, apresentação ou intoxicação é proposta e só vale depois de aprovada por outro administrador.';
create index pedbook_revisions_entity_idx on public.pedbook_revisions (entity_table, entity_id, created_at desc);
create index pedbook_revisions_medication_idx on public.pedbook_revisions (medication_id, created_at desc);
create index pedbook_revisions_open_idx on public.pedbook_revisions (created_at desc) where status = 'proposed';
alter table public.pedbook_revisions enable row level security;
create policy pedbook_revisions_select_admin on public.pedbook_revisions for select to authenticated
  using (public.is_admin());
grant select on public.pedbook_revisions to authenticated;
grant all on public.pedbook_revisions to service_role;

-- A revision's content never changes; only a proposed one is reviewed or superseded, once.
create or replace function private.guard_revision() returns trigger
language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    raise exception 'O histórico de revisões não pode ser apagado' using errcode = '42501';
  end if;
  if (new.entity_table, new.entity_id, new.medication_id, new.action, new.before, new.after, new.reason,
      new.author_kind, new.author, new.author_name, new.rollback_of, new.created_at)
     is distinct from
     (old.entity_table, old.entity_id, old.medication_id, old.action, old.before, old.after, old.reason,
      old.author_kind, old.author, old.author_name, old.rollback_of, old.created_at) then
    raise exception 'Uma revisão não pode ser alterada depois de proposta' using errcode = '42501';
  end if;
  if old.status <> 'proposed' and new is distinct from old then
    raise exception 'Esta revisão já foi encerrada (%)', old.status using errcode = 'P0001';
  end if;
  return coalesce(new, old);
end
$$;
create trigger pedbook_revisions_guard before update or delete on public.pedbook_revisions
  for each row execute function private.guard_revision();

------------------------------------------------------------------------------------------
-- The live tables change only through an approved revision.
create or replace function private.require_revision() returns trigger
language plpgsql as $$
begin
  if private.is_api_user() then
    raise exception 'Alterações de doses, apresentações e intoxicações passam pela revisão editorial: proponha a alteração e outro administrador a aprova'
      using errcode = '42501';
  end if;
  return coalesce(new, old);
end
$$;
do $$
declare t text;
begin
  foreach t in array array['pedbook_medication_tags', 'pedbook_medication_presentations', 'pedbook_poisonings'] loop
    execute format('create trigger %I before insert or update or delete on public.%I for each row execute function private.require_revision()',
      t || '_require_revision', t);
  end loop;
end
$$;

-- The columns a revision carries: every column but the keys and bookkeeping.
create or replace function private.revision_columns(p_table text) returns text[]
language sql stable set search_path = '' as $$
  select coalesce(array_agg(a.attname::text order by a.attnum), '{}')
  from pg_catalog.pg_attribute a
  where a.attrelid = pg_catalog.to_regclass('public.' || p_table) and a.attnum > 0 and not a.attisdropped
    and a.attgenerated = '' and a.attname not in ('id', 'created_at', 'updated_at', 'admin_edited_at', 'seed_key')
$$;

-- The revisable values of a live row (null when it does not exist).
create or replace function private.revision_live(p_table text, p_entity_id text) returns jsonb
language plpgsql stable set search_path = '' as $$
declare v jsonb;
begin
  execute format('select to_jsonb(t) from public.%I t where t.id::text = $1', p_table) into v using p_entity_id;
  if v is null then
    return null;
  end if;
  return (select coalesce(jsonb_object_agg(k, v -> k), '{}') from unnest(private.revision_columns(p_table)) k where v ? k);
end
$$;

-- The values v would have as a row of the table (numbers as numbers, dates as dates): a
-- proposal stores exactly what the live row will hold, so before/after compare by value.
create or replace function private.revision_normalize(p_table text, v jsonb) returns jsonb
language plpgsql stable set search_path = '' as $$
declare
  row_json jsonb;
  known jsonb;
begin
  if v is null then
    return null;
  end if;
  known := (select coalesce(jsonb_object_agg(k, v -> k), '{}') from unnest(private.revision_columns(p_table)) k where v ? k);
  execute format('select to_jsonb(r) from jsonb_populate_record(null::public.%I, $1) r', p_table) into row_json using known;
  return (select coalesce(jsonb_object_agg(k, row_json -> k), '{}')
          from unnest(private.revision_columns(p_table)) k where v ? k);
end
$$;

-- Writes a revision's values to the live table (runs as the function owner: the guard lets it).
create or replace function private.revision_apply(p_table text, p_action text, p_entity_id text, p_after jsonb) returns void
language plpgsql set search_path = '' as $$
declare
  cols text[] := (select array_agg(k) from unnest(private.revision_columns(p_table)) k where p_after ? k);
  list text;
  n bigint;
begin
  if p_action = 'delete' then
    execute format('delete from public.%I t where t.id::text = $1', p_table) using p_entity_id;
  elsif p_action = 'insert' then
    list := (select string_agg(format('%I', c), ', ') from unnest(cols || array['id']) c);
    execute format('insert into public.%I (%s) select %s from jsonb_populate_record(null::public.%I, $1) r',
      p_table, list, list, p_table) using p_after || jsonb_build_object('id', p_entity_id);
  else
    list := (select string_agg(format('%I', c), ', ') from unnest(cols) c);
    execute format('update public.%I t set (%s) = (select %s from jsonb_populate_record(null::public.%I, $1) r) where t.id::text = $2',
      p_table, list, list, p_table) using p_after, p_entity_id;
  end if;
  get diagnostics n = row_count;
  if n <> 1 then
    raise exception 'O registro desta revisão não existe mais (%): proponha de novo', p_entity_id using errcode = 'P0001';
  end if;
end
$$;

-- Would the database accept these values? Applies them in a subtransaction that is always
-- undone: a constraint the values break raises here, at proposal time, with its own message.
create or replace function private.revision_check(p_table text, p_action text, p_entity_id text, p_after jsonb) returns void
language plpgsql set search_path = '' as $$
begin
  begin
    perform private.revision_apply(p_table, p_action, p_entity_id, p_after);
    raise exception using errcode = 'PBK01';
  exception when sqlstate 'PBK01' then
    null;
  end;
end
$$;

-- An admin proposes a change. before is read here from the live row (never trusted from the
-- client); for an update, after is before with the submitted columns replaced (unknown keys and
-- bookkeeping columns ignored). rollback_of names the approved revision whose values are restored.
create or replace function public.propose_revision(p_table text, p_entity_id text, p_action text, p_after jsonb,
  p_reason text, p_rollback_of uuid default null)
returns public.pedbook_revisions
language plpgsql volatile security definer set search_path = '' as $$
declare
  live jsonb;
  clean jsonb;
  nxt jsonb;
  eid text := p_entity_id;
  med uuid;
  r public.pedbook_revisions;
begin
  if not public.is_admin() then
    raise exception 'Apenas administradores propõem alterações de conteúdo clínico' using errcode = '42501';
  end if;
  if p_table is null or p_table not in ('pedbook_medication_tags', 'pedbook_medication_presentations', 'pedbook_poisonings') then
    raise exception 'Tabela sem revisão editorial: %', p_table using errcode = '22023';
  end if;
  if p_action is null or p_action not in ('insert', 'update', 'delete') then
    raise exception 'Ação inválida: % (insert, update ou delete)', p_action using errcode = '22023';
  end if;
  if p_reason is null or char_length(btrim(p_reason)) < 3 then
    raise exception 'Informe o motivo da alteração (ao menos 3 caracteres)' using errcode = 'P0001';
  end if;
  if p_action <> 'delete' and (p_after is null or jsonb_typeof(p_after) <> 'object') then
    raise exception 'Valores da proposta ausentes' using errcode = '22023';
  end if;
  clean := private.revision_normalize(p_table, p_after);
  if p_action = 'insert' then
    if eid is null or eid = '' then
      if p_table = 'pedbook_poisonings' then
        raise exception 'Informe o identificador da nova intoxicação' using errcode = '22023';
      end if;
      eid := gen_random_uuid()::text;
    elsif private.revision_live(p_table, eid) is not null then
      raise exception 'Já existe um registro com este identificador' using errcode = '23505';
    end if;
    nxt := clean;
  else
    live := private.revision_live(p_table, eid);
    if live is null then
      raise exception 'O registro não existe mais: recarregue a lista' using errcode = 'P0001';
    end if;
    nxt := case when p_action = 'delete' then null else live || clean end;
    if nxt = live then
      raise exception 'A proposta não altera nenhum valor' using errcode = 'P0001';
    end if;
  end if;
  if p_rollback_of is not null and not exists (
      select 1 from public.pedbook_revisions x
      where x.id = p_rollback_of and x.status = 'approved' and x.entity_table = p_table and x.entity_id = eid) then
    raise exception 'Só se restaura uma versão aprovada deste mesmo registro' using errcode = 'P0001';
  end if;
  if p_action <> 'delete' then
    perform private.revision_check(p_table, p_action, eid, nxt);
  end if;
  med := case when p_table = 'pedbook_poisonings' then null
              else coalesce(nxt ->> 'medication_id', live ->> 'medication_id')::uuid end;
  insert into public.pedbook_revisions (entity_table, entity_id, medication_id, action, before, after, reason,
                                        author_kind, author, author_name, rollback_of)
  values (p_table, eid, med, p_action, live, nxt, btrim(p_reason), 'admin', auth.uid(),
          (select coalesce(nullif(btrim(p.full_name), ''), u.email::text)
           from auth.users u left join public.profiles p on p.id = u.id where u.id = auth.uid()),
          p_rollback_of)
  returning * into r;
  return r;
end
$$;

-- A second admin approves (the change goes live) or rejects, with a comment.
create or replace function public.review_revision(p_id uuid, p_decision text, p_comment text)
returns public.pedbook_revisions
language plpgsql volatile security definer set search_path = '' as $$
declare
  r public.pedbook_revisions;
  rv public.pedbook_clinical_reviewers;
  me text;
begin
  if not public.is_admin() then
    raise exception 'Apenas administradores revisam alterações de conteúdo clínico' using errcode = '42501';
  end if;
  if p_decision is null or p_decision not in ('approved', 'rejected') then
    raise exception 'Decisão inválida: % (approved ou rejected)', p_decision using errcode = '22023';
  end if;
  if p_comment is null or btrim(p_comment) = '' then
    raise exception 'Escreva um comentário da revisão' using errcode = 'P0001';
  end if;
  select * into r from public.pedbook_revisions where id = p_id for update;
  if not found then
    raise exception 'Revisão não encontrada' using errcode = 'P0001';
  end if;
  if r.author = auth.uid() then
    raise exception 'Você é o autor desta proposta: só outro administrador pode aprová-la ou rejeitá-la' using errcode = '42501';
  end if;
  if r.status <> 'proposed' then
    raise exception 'Esta proposta já foi encerrada (%)', r.status using errcode = 'P0001';
  end if;
  me := (select coalesce(nullif(btrim(p.full_name), ''), u.email::text)
         from auth.users u left join public.profiles p on p.id = u.id where u.id = auth.uid());
  if p_decision = 'approved' then
    if r.action <> 'insert' and private.revision_live(r.entity_table, r.entity_id) is distinct from r.before then
      raise exception 'O registro mudou depois desta proposta: rejeite-a e proponha de novo sobre a versão atual' using errcode = 'P0001';
    end if;
    perform private.revision_apply(r.entity_table, r.action, r.entity_id, r.after);
    select * into rv from public.pedbook_clinical_reviewers x where x.user_id = auth.uid();
  end if;
  update public.pedbook_revisions set
    status = p_decision, reviewer = auth.uid(), reviewer_name = me, reviewed_at = now(), comment = btrim(p_comment),
    signoff_name = rv.full_name, signoff_registration = rv.registration
  where id = p_id
  returning * into r;
  if p_decision = 'approved' then
    update public.pedbook_revisions set status = 'superseded'
    where entity_table = r.entity_table and entity_id = r.entity_id and status = 'proposed' and id <> r.id;
  end if;
  return r;
end
$$;

revoke all on function public.propose_revision(text, text, text, jsonb, text, uuid), public.review_revision(uuid, text, text) from public;
grant execute on function public.propose_revision(text, text, text, jsonb, text, uuid), public.review_revision(uuid, text, text)
  to authenticated, service_role;

-- The seed's change to a row an admin edited (the seed no longer writes it): a proposal by
-- "seed" (no author, so any admin may review it), unless the same one is already open; an open
-- seed proposal with other values is superseded by the new one. Returns whether it proposed.
create or replace function private.propose_seed_revision(p_table text, p_seed_key text, p_values jsonb, p_reason text)
returns boolean
language plpgsql volatile set search_path = '' as $$
declare
  eid text;
  live jsonb;
  nxt jsonb;
begin
  execute format('select t.id::text from public.%I t where t.seed_key = $1 and t.admin_edited_at is not null', p_table)
    into eid using p_seed_key;
  if eid is null then
    return false;
  end if;
  live := private.revision_live(p_table, eid);
  nxt := live || private.revision_normalize(p_table, p_values);
  if nxt = live or exists (select 1 from public.pedbook_revisions x
                           where x.entity_table = p_table and x.entity_id = eid and x.status = 'proposed'
                             and x.author_kind = 'seed' and x.after = nxt and x.before = live) then
    return false;
  end if;
  update public.pedbook_revisions set status = 'superseded'
  where entity_table = p_table and entity_id = eid and status = 'proposed' and author_kind = 'seed';
  insert into public.pedbook_revisions (entity_table, entity_id, medication_id, action, before, after, reason, author_kind, author_name)
  values (p_table, eid, case when p_table = 'pedbook_poisonings' then null else (live ->> 'medication_id')::uuid end,
          'update', live, nxt, p_reason, 'seed', 'Semente (seeds/clinical)');
  return true;
end
$$;

------------------------------------------------------------------------------------------
-- The sign-off the public card shows: the approving reviewer of the live version of a row.
create view public.pedbook_dose_signoffs as
  select r.entity_table, r.entity_id, r.medication_id, r.signoff_name as reviewer_name,
         r.signoff_registration as reviewer_registration, r.reviewed_at
  from public.pedbook_revisions r
  join public.pedbook_medication_tags t on t.id::text = r.entity_id and t.admin_edited_at = r.reviewed_at
  where r.entity_table = 'pedbook_medication_tags' and r.status = 'approved' and r.signoff_name is not null
  union all
  select r.entity_table, r.entity_id, r.medication_id, r.signoff_name, r.signoff_registration, r.reviewed_at
  from public.pedbook_revisions r
  join public.pedbook_medication_presentations p on p.id::text = r.entity_id and p.admin_edited_at = r.reviewed_at
  where r.entity_table = 'pedbook_medication_presentations' and r.status = 'approved' and r.signoff_name is not null;
comment on view public.pedbook_dose_signoffs is
  'Revisado por <nome>, <registro>, em <data>: só para a versão em vigor de uma linha aprovada por um revisor clínico.';
grant select on public.pedbook_dose_signoffs to anon, authenticated, service_role;

-- 0003_core.sql — profiles, roles of the product (admin, super admin), site settings,
-- maintenance, analytics, feedback centre, social banner. Every table has RLS.
--
-- Privilege model (the database is the authority):
--   anon           reads public site data; inserts analytics rows
--   authenticated  owns its profile, feedbacks and replies; inserts analytics and visitor feedback
--   admin          profiles.is_admin: reads all feedback, writes site content
--   super admin    admin whose email is in private.super_admin_emails (filled by `pedbook serve`
--                  from SUPER_ADMIN_EMAILS): the only one who may change site_maintenance
--   service_role   bypasses RLS (BYPASSRLS), used by trusted server code

-- Profiles (spec part 1 §3). id is the auth user id.
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  full_name text,
  avatar_url text,
  formation_area text,
  graduation_year text,
  is_student boolean not null default false,
  is_professional boolean not null default true,
  is_admin boolean not null default false,
  specialty text,
  preparation_type text,
  theme_preference text check (theme_preference in ('light', 'dark', 'system')),
  premium boolean not null default false,
  premium_requested boolean not null default false,
  premium_requested_history jsonb not null default '[]'::jsonb,
  professional_email text,
  phone text,
  registration_number text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index profiles_is_admin_idx on public.profiles (id) where is_admin;
create trigger profiles_set_updated_at before update on public.profiles
  for each row execute function private.set_updated_at();

-- Super admins: emails in a fixed list, written by the binary at start (SUPER_ADMIN_EMAILS).
create table private.super_admin_emails (
  email text primary key check (email = lower(email))
);

-- Is the caller an admin? SECURITY DEFINER so policies on profiles can call it without
-- recursing into profiles' own policies.
create or replace function public.is_admin() returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce(
    (select p.is_admin from public.profiles p where p.id = auth.uid()),
    false)
$$;

-- Is the caller a super admin (admin and email in the configured list)? The email is read
-- from auth.users, not from the token, so a changed email cannot keep the privilege.
create or replace function public.is_super_admin() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1
    from public.profiles p
    join auth.users u on u.id = p.id
    join private.super_admin_emails s on s.email = lower(u.email)
    where p.id = auth.uid() and p.is_admin)
$$;

-- Is the current database role one of the request roles that policies restrict?
-- (service_role, the auth service and the table owners are trusted.)
create or replace function private.is_api_user() returns boolean
language sql stable as $$
  select current_user in ('anon', 'authenticated')
$$;

revoke all on function public.is_admin(), public.is_super_admin() from public;
grant execute on function public.is_admin(), public.is_super_admin() to anon, authenticated, service_role;
grant execute on function private.is_api_user() to anon, authenticated, service_role;

-- A user can never grant themselves admin or premium, nor change those flags on anyone
-- unless they are an admin. Enforced here for INSERT (also the client's upsert) and UPDATE.
create or replace function private.guard_profile_privileges() returns trigger
language plpgsql as $$
begin
  if not private.is_api_user() or public.is_admin() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.is_admin or new.premium or new.premium_requested then
      raise exception 'Permissão negada: is_admin, premium e premium_requested só podem ser alterados por um administrador'
        using errcode = '42501';
    end if;
  elsif new.is_admin is distinct from old.is_admin
     or new.premium is distinct from old.premium
     or new.premium_requested is distinct from old.premium_requested
     or new.premium_requested_history is distinct from old.premium_requested_history then
    raise exception 'Permissão negada: is_admin, premium e premium_requested só podem ser alterados por um administrador'
      using errcode = '42501';
  end if;
  if new.id is distinct from coalesce(old.id, new.id) then
    raise exception 'Permissão negada: o id do perfil não pode ser alterado' using errcode = '42501';
  end if;
  return new;
end
$$;
create trigger profiles_guard_privileges before insert or update on public.profiles
  for each row execute function private.guard_profile_privileges();

alter table public.profiles enable row level security;
create policy profiles_select_own_or_admin on public.profiles for select
  using (id = auth.uid() or public.is_admin());
create policy profiles_insert_own on public.profiles for insert to authenticated
  with check (id = auth.uid());
create policy profiles_update_own_or_admin on public.profiles for update to authenticated
  using (id = auth.uid() or public.is_admin())
  with check (id = auth.uid() or public.is_admin());
create policy profiles_delete_admin on public.profiles for delete to authenticated
  using (public.is_admin());
grant select on public.profiles to anon;
grant select, insert, update, delete on public.profiles to authenticated;
grant all on public.profiles to service_role;

-- Public profile (spec: id, full_name, is_admin): names and the admin badge in feedback
-- threads. A view owned by the migration role, so it reads past profiles' RLS but shows
-- only these three columns.
create view public.public_profiles as
  select p.id, coalesce(p.full_name, 'Usuário') as full_name, p.is_admin
  from public.profiles p;
grant select on public.public_profiles to anon, authenticated, service_role;

-- A profile created from the sign-up metadata when the auth service inserts a user
-- (defaults 'Usuário' for the name and 'Não informado' for the other text fields).
create or replace function private.handle_new_user() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
begin
  insert into public.profiles (id, full_name, avatar_url, formation_area, graduation_year,
                               is_student, is_professional)
  values (
    new.id,
    coalesce(nullif(btrim(meta ->> 'full_name'), ''), nullif(btrim(meta ->> 'name'), ''), 'Usuário'),
    coalesce(meta ->> 'avatar_url', meta ->> 'picture'),
    coalesce(nullif(btrim(meta ->> 'formation_area'), ''), 'Não informado'),
    coalesce(nullif(btrim(meta ->> 'graduation_year'), ''), 'Não informado'),
    case when meta ->> 'is_student' in ('true', 'false') then (meta ->> 'is_student')::boolean else false end,
    case when meta ->> 'is_professional' in ('true', 'false') then (meta ->> 'is_professional')::boolean else true end)
  on conflict (id) do nothing;
  return new;
end
$$;
create trigger on_auth_user_created after insert on auth.users
  for each row execute function private.handle_new_user();

-- Site settings: key/value pairs (logo_url, …). Readable by everyone, written by admins.
create table public.site_settings (
  id uuid primary key default gen_random_uuid(),
  key text not null unique,
  value text,
  description text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger site_settings_set_updated_at before update on public.site_settings
  for each row execute function private.set_updated_at();
alter table public.site_settings enable row level security;
create policy site_settings_select_all on public.site_settings for select using (true);
create policy site_settings_write_admin on public.site_settings for all to authenticated
  using (public.is_admin()) with check (public.is_admin());
grant select on public.site_settings to anon;
grant select, insert, update, delete on public.site_settings to authenticated;
grant all on public.site_settings to service_role;

-- Maintenance record. Everyone reads it (the app redirects on is_active); only a super admin
-- changes it, and anyone else is told so with the spec's message.
create table public.site_maintenance (
  id uuid primary key default gen_random_uuid(),
  is_active boolean not null default false,
  message text,
  estimated_duration text,
  activated_at timestamptz,
  activated_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger site_maintenance_set_updated_at before update on public.site_maintenance
  for each row execute function private.set_updated_at();

create or replace function private.guard_site_maintenance() returns trigger
language plpgsql as $$
begin
  if private.is_api_user() and not public.is_super_admin() then
    raise exception 'Apenas super admin pode alterar o modo de manutenção' using errcode = '42501';
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  return new;
end
$$;
create trigger site_maintenance_guard before insert or update or delete on public.site_maintenance
  for each row execute function private.guard_site_maintenance();
alter table public.site_maintenance enable row level security;
create policy site_maintenance_select_all on public.site_maintenance for select using (true);
-- Writes pass RLS for every API role so the guard trigger can answer with the spec's message
-- instead of silently matching no row.
create policy site_maintenance_write_guarded on public.site_maintenance for all
  using (true) with check (true);
grant select, insert, update, delete on public.site_maintenance to anon, authenticated;
grant all on public.site_maintenance to service_role;

-- Analytics rows (spec part 1 §3). Anyone may insert (a signed-in user only as themself);
-- only admins read.
create table public.site_analytics (
  id uuid primary key default gen_random_uuid(),
  session_id text not null,
  action_type text not null,
  page_url text,
  search_query text,
  medication_id uuid,
  category_id uuid,
  metadata jsonb not null default '{}'::jsonb,
  user_agent text,
  referrer text,
  user_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index site_analytics_created_at_idx on public.site_analytics (created_at desc);
create index site_analytics_action_type_idx on public.site_analytics (action_type, created_at desc);
alter table public.site_analytics enable row level security;
create policy site_analytics_insert_anyone on public.site_analytics for insert to anon, authenticated
  with check (user_id is null or user_id = auth.uid());
create policy site_analytics_select_admin on public.site_analytics for select to authenticated
  using (public.is_admin());
grant insert on public.site_analytics to anon;
grant select, insert on public.site_analytics to authenticated;
grant all on public.site_analytics to service_role;

-- Timed site-visitor feedback (rating 1–5; comment required below 5; at most 500 chars).
create table public.site_visitor_feedbacks (
  id uuid primary key default gen_random_uuid(),
  rating smallint not null check (rating between 1 and 5),
  comment text check (comment is null or char_length(comment) <= 500),
  email text,
  whatsapp text,
  user_id uuid references auth.users (id) on delete set null,
  visitor_id text,
  feedback_type text not null default 'site_visitor_timed',
  created_at timestamptz not null default now(),
  constraint site_visitor_feedbacks_comment_required
    check (rating = 5 or (comment is not null and btrim(comment) <> ''))
);
create index site_visitor_feedbacks_created_at_idx on public.site_visitor_feedbacks (created_at desc);
alter table public.site_visitor_feedbacks enable row level security;
create policy site_visitor_feedbacks_insert_own on public.site_visitor_feedbacks for insert to authenticated
  with check (user_id = auth.uid());
create policy site_visitor_feedbacks_select_admin on public.site_visitor_feedbacks for select to authenticated
  using (public.is_admin());
grant select, insert on public.site_visitor_feedbacks to authenticated;
grant all on public.site_visitor_feedbacks to service_role;

-- Feedback centre.
create table public.pedbook_feedback_types (
  id uuid primary key default gen_random_uuid(),
  name text not null unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger pedbook_feedback_types_set_updated_at before update on public.pedbook_feedback_types
  for each row execute function private.set_updated_at();
alter table public.pedbook_feedback_types enable row level security;
create policy pedbook_feedback_types_select_all on public.pedbook_feedback_types for select using (true);
create policy pedbook_feedback_types_write_admin on public.pedbook_feedback_types for all to authenticated
  using (public.is_admin()) with check (public.is_admin());
grant select on public.pedbook_feedback_types to anon;
grant select, insert, update, delete on public.pedbook_feedback_types to authenticated;
grant all on public.pedbook_feedback_types to service_role;

create table public.pedbook_feedbacks (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  type_id uuid references public.pedbook_feedback_types (id) on delete set null,
  message text not null check (btrim(message) <> ''),
  whatsapp text,
  title text not null default 'Feedback',
  status text not null default 'aguardando',
  feedback_category text,
  feedback_type text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index pedbook_feedbacks_user_id_created_at_idx on public.pedbook_feedbacks (user_id, created_at desc);
create index pedbook_feedbacks_status_idx on public.pedbook_feedbacks (status, created_at desc);
create trigger pedbook_feedbacks_set_updated_at before update on public.pedbook_feedbacks
  for each row execute function private.set_updated_at();

-- Users may not change the status of their own feedback; only admins move it along.
create or replace function private.guard_feedback_update() returns trigger
language plpgsql as $$
begin
  if private.is_api_user() and not public.is_admin() then
    if new.status is distinct from old.status or new.user_id is distinct from old.user_id then
      raise exception 'Permissão negada: apenas administradores alteram o status de um feedback'
        using errcode = '42501';
    end if;
  end if;
  return new;
end
$$;
create trigger pedbook_feedbacks_guard before update on public.pedbook_feedbacks
  for each row execute function private.guard_feedback_update();
alter table public.pedbook_feedbacks enable row level security;
create policy pedbook_feedbacks_select_own_or_admin on public.pedbook_feedbacks for select to authenticated
  using (user_id = auth.uid() or public.is_admin());
create policy pedbook_feedbacks_insert_own on public.pedbook_feedbacks for insert to authenticated
  with check (user_id = auth.uid() and (status = 'aguardando' or public.is_admin()));
create policy pedbook_feedbacks_update_own_or_admin on public.pedbook_feedbacks for update to authenticated
  using (user_id = auth.uid() or public.is_admin())
  with check (user_id = auth.uid() or public.is_admin());
create policy pedbook_feedbacks_delete_admin on public.pedbook_feedbacks for delete to authenticated
  using (public.is_admin());
grant select, insert, update, delete on public.pedbook_feedbacks to authenticated;
grant all on public.pedbook_feedbacks to service_role;

create table public.pedbook_feedback_responses (
  id uuid primary key default gen_random_uuid(),
  feedback_id uuid not null references public.pedbook_feedbacks (id) on delete cascade,
  message text not null check (btrim(message) <> ''),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index pedbook_feedback_responses_feedback_id_created_at_idx
  on public.pedbook_feedback_responses (feedback_id, created_at);
create index pedbook_feedback_responses_user_id_idx on public.pedbook_feedback_responses (user_id);
create trigger pedbook_feedback_responses_set_updated_at before update on public.pedbook_feedback_responses
  for each row execute function private.set_updated_at();

-- Owner of a feedback, read past RLS (used by the reply policies).
create or replace function private.feedback_owner(fid uuid) returns uuid
language sql stable security definer set search_path = '' as $$
  select f.user_id from public.pedbook_feedbacks f where f.id = fid
$$;
grant execute on function private.feedback_owner(uuid) to anon, authenticated, service_role;

-- A resolved feedback accepts no more replies (spec part 2 §4), whoever writes.
create or replace function private.refuse_reply_to_resolved() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if exists (select 1 from public.pedbook_feedbacks f
             where f.id = new.feedback_id and f.status = 'resolvido') then
    raise exception 'Este feedback foi resolvido e não aceita novas respostas'
      using errcode = 'P0001', hint = 'Abra um novo feedback se precisar de mais ajuda.';
  end if;
  return new;
end
$$;
create trigger pedbook_feedback_responses_refuse_resolved
  before insert or update on public.pedbook_feedback_responses
  for each row execute function private.refuse_reply_to_resolved();
alter table public.pedbook_feedback_responses enable row level security;
create policy pedbook_feedback_responses_select on public.pedbook_feedback_responses for select to authenticated
  using (private.feedback_owner(feedback_id) = auth.uid() or public.is_admin());
create policy pedbook_feedback_responses_insert on public.pedbook_feedback_responses for insert to authenticated
  with check (user_id = auth.uid()
              and (private.feedback_owner(feedback_id) = auth.uid() or public.is_admin()));
create policy pedbook_feedback_responses_update_own on public.pedbook_feedback_responses for update to authenticated
  using (user_id = auth.uid()) with check (user_id = auth.uid());
create policy pedbook_feedback_responses_delete_own_or_admin on public.pedbook_feedback_responses for delete to authenticated
  using (user_id = auth.uid() or public.is_admin());
grant select, insert, update, delete on public.pedbook_feedback_responses to authenticated;
grant all on public.pedbook_feedback_responses to service_role;

-- Instagram posts and the social-banner counters row (spec part 1 §3): one table, two forms.
-- is_counter marks the single counters row; posts have is_counter = false.
create table public.pedbook_site_instagram_posts (
  id uuid primary key default gen_random_uuid(),
  title text,
  link text,
  image_url text,
  post_date timestamptz,
  is_counter boolean not null default false,
  click_count integer not null default 0 check (click_count >= 0),
  view_count integer not null default 0 check (view_count >= 0),
  later_count integer not null default 0 check (later_count >= 0),
  backdrop_count integer not null default 0 check (backdrop_count >= 0),
  close_count integer not null default 0 check (close_count >= 0),
  auto_dismiss_count integer not null default 0 check (auto_dismiss_count >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint pedbook_site_instagram_posts_post_has_link check (is_counter or link is not null)
);
create unique index pedbook_site_instagram_posts_one_counter_row
  on public.pedbook_site_instagram_posts (is_counter) where is_counter;
create index pedbook_site_instagram_posts_created_at_idx
  on public.pedbook_site_instagram_posts (created_at desc) where not is_counter;
create trigger pedbook_site_instagram_posts_set_updated_at before update on public.pedbook_site_instagram_posts
  for each row execute function private.set_updated_at();
alter table public.pedbook_site_instagram_posts enable row level security;
create policy pedbook_site_instagram_posts_select_all on public.pedbook_site_instagram_posts for select using (true);
create policy pedbook_site_instagram_posts_write_admin on public.pedbook_site_instagram_posts for all to authenticated
  using (public.is_admin()) with check (public.is_admin());
grant select on public.pedbook_site_instagram_posts to anon;
grant select, insert, update, delete on public.pedbook_site_instagram_posts to authenticated;
grant all on public.pedbook_site_instagram_posts to service_role;

-- Users screen of the admin area (/admin/admin-users): list and search accounts by email, make
-- or unmake an admin, ban or unban — what GoTrue's admin API does, but callable with the
-- admin's own token: each function is SECURITY DEFINER and first checks that the caller is an
-- admin (public.is_admin()), so no service key ever reaches the browser. A ban sets
-- auth.users.banned_until (the auth service refuses a banned user's sign-in and refresh) and
-- ends the user's sessions, as the auth admin API does.

create or replace function public.admin_list_users(search text default '', page_limit integer default 50, page_offset integer default 0)
returns table (id uuid, email text, full_name text, is_admin boolean, banned_until timestamptz,
               created_at timestamptz, last_sign_in_at timestamptz, total_count bigint)
language plpgsql stable security definer set search_path = '' as $$
begin
  if not public.is_admin() then
    raise exception 'Apenas administradores podem gerenciar usuários' using errcode = '42501';
  end if;
  if page_limit is null or page_limit < 1 or page_limit > 200 then
    raise exception 'page_limit deve estar entre 1 e 200' using errcode = '22023';
  end if;
  return query
    select u.id, u.email::text, p.full_name, coalesce(p.is_admin, false), u.banned_until,
           u.created_at, u.last_sign_in_at, count(*) over ()
    from auth.users u
    left join public.profiles p on p.id = u.id
    where u.deleted_at is null
      and (coalesce(search, '') = '' or u.email ilike '%' || replace(replace(replace(search, '\', '\\'), '%', '\%'), '_', '\_') || '%')
    order by u.created_at desc, u.id
    limit page_limit offset greatest(coalesce(page_offset, 0), 0);
end
$$;

create or replace function public.admin_set_user_admin(target uuid, make_admin boolean)
returns void language plpgsql volatile security definer set search_path = '' as $$
begin
  if not public.is_admin() then
    raise exception 'Apenas administradores podem gerenciar usuários' using errcode = '42501';
  end if;
  if target = auth.uid() and not make_admin then
    raise exception 'Você não pode remover o seu próprio acesso de administrador' using errcode = 'P0001';
  end if;
  update public.profiles set is_admin = make_admin where id = target;
  if not found then
    raise exception 'Usuário não encontrado' using errcode = 'P0002';
  end if;
end
$$;

create or replace function public.admin_set_user_ban(target uuid, banned boolean)
returns timestamptz language plpgsql volatile security definer set search_path = '' as $$
declare
  -- A finite date, as GoTrue's ban_duration gives: the auth service reads banned_until into a
  -- Go time, which has no infinity.
  until timestamptz := case when banned then now() + interval '100 years' end;
begin
  if not public.is_admin() then
    raise exception 'Apenas administradores podem gerenciar usuários' using errcode = '42501';
  end if;
  if target = auth.uid() then
    raise exception 'Você não pode banir a si mesmo' using errcode = 'P0001';
  end if;
  update auth.users set banned_until = until, updated_at = now() where id = target and deleted_at is null;
  if not found then
    raise exception 'Usuário não encontrado' using errcode = 'P0002';
  end if;
  if banned then
    delete from auth.sessions where user_id = target;
  end if;
  return until;
end
$$;

revoke all on function public.admin_list_users(text, integer, integer), public.admin_set_user_admin(uuid, boolean),
  public.admin_set_user_ban(uuid, boolean) from public, anon;
grant execute on function public.admin_list_users(text, integer, integer), public.admin_set_user_admin(uuid, boolean),
  public.admin_set_user_ban(uuid, boolean) to authenticated, service_role;

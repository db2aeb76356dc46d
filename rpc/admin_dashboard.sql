-- Dashboard of the admin area (/admin/dashboard): page views and searches per day from
-- site_analytics, and the searched terms that found nothing (what to write next). Admins only
-- (site_analytics is readable by admins alone; these functions check it too).

create or replace function public.admin_analytics_daily(days integer default 30)
returns table (day date, page_views bigint, searches bigint)
language plpgsql stable security invoker set search_path = '' as $$
begin
  if not public.is_admin() then
    raise exception 'Apenas administradores podem ver as estatísticas' using errcode = '42501';
  end if;
  if days is null or days < 1 or days > 366 then
    raise exception 'days deve estar entre 1 e 366' using errcode = '22023';
  end if;
  return query
    select d::date,
           count(a.id) filter (where a.action_type = 'page_view'),
           count(a.id) filter (where a.action_type = 'search')
    from generate_series((now() at time zone 'America/Sao_Paulo')::date - (days - 1),
                         (now() at time zone 'America/Sao_Paulo')::date, interval '1 day') d
    left join public.site_analytics a
      on (a.created_at at time zone 'America/Sao_Paulo')::date = d::date
    group by d
    order by d;
end
$$;

create or replace function public.admin_empty_searches(days integer default 30, max_terms integer default 20)
returns table (term text, times bigint, last_searched timestamptz)
language plpgsql stable security invoker set search_path = '' as $$
begin
  if not public.is_admin() then
    raise exception 'Apenas administradores podem ver as estatísticas' using errcode = '42501';
  end if;
  return query
    select lower(btrim(a.search_query)), count(*), max(a.created_at)
    from public.site_analytics a
    where a.action_type = 'search'
      and a.created_at >= now() - make_interval(days => greatest(least(coalesce(days, 30), 366), 1))
      and btrim(coalesce(a.search_query, '')) <> ''
      and a.metadata ? 'results' and (a.metadata ->> 'results') = '0'
    group by 1
    order by 2 desc, 3 desc
    limit greatest(least(coalesce(max_terms, 20), 100), 1);
end
$$;

revoke all on function public.admin_analytics_daily(integer), public.admin_empty_searches(integer, integer) from public, anon;
grant execute on function public.admin_analytics_daily(integer), public.admin_empty_searches(integer, integer) to authenticated, service_role;

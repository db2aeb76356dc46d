-- increment_instagram_click(post_id): one more click on an Instagram feed post (spec part 2
-- §4, banner card). Atomic: a single UPDATE takes the row lock, so concurrent calls never
-- lose an increment. SECURITY DEFINER with an empty search_path so anon and authenticated
-- can count without write rights on the table; it changes only click_count (the table's
-- updated_at trigger still stamps the row). Returns the new count, or null when no post has
-- that id (the counters row is not a post).
create or replace function public.increment_instagram_click(post_id uuid)
returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  update public.pedbook_site_instagram_posts p
  set click_count = p.click_count + 1
  where p.id = post_id and not p.is_counter
  returning p.click_count
$$;

revoke all on function public.increment_instagram_click(uuid) from public;
grant execute on function public.increment_instagram_click(uuid) to anon, authenticated, service_role;

-- increment_social_banner_counter(counter): one more event on the social-banner counters row
-- (the single is_counter = true row of pedbook_site_instagram_posts, spec part 1 §3):
-- counter is one of view, click, later, backdrop, close, auto_dismiss. Creates the row on
-- first use. Atomic and SECURITY DEFINER like increment_instagram_click. Returns the new
-- value of that counter.
create or replace function public.increment_social_banner_counter(counter text)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  c text := lower(btrim(counter));
  result integer;
begin
  if c is null or c not in ('view', 'click', 'later', 'backdrop', 'close', 'auto_dismiss') then
    raise exception 'Contador desconhecido: %', counter
      using errcode = '22023',
            hint = 'Use view, click, later, backdrop, close ou auto_dismiss.';
  end if;
  insert into public.pedbook_site_instagram_posts as t
    (is_counter, view_count, click_count, later_count, backdrop_count, close_count, auto_dismiss_count)
  values (true, (c = 'view')::int, (c = 'click')::int, (c = 'later')::int, (c = 'backdrop')::int,
          (c = 'close')::int, (c = 'auto_dismiss')::int)
  on conflict (is_counter) where is_counter do update set
    view_count = t.view_count + (c = 'view')::int,
    click_count = t.click_count + (c = 'click')::int,
    later_count = t.later_count + (c = 'later')::int,
    backdrop_count = t.backdrop_count + (c = 'backdrop')::int,
    close_count = t.close_count + (c = 'close')::int,
    auto_dismiss_count = t.auto_dismiss_count + (c = 'auto_dismiss')::int
  returning case c
    when 'view' then t.view_count when 'click' then t.click_count when 'later' then t.later_count
    when 'backdrop' then t.backdrop_count when 'close' then t.close_count
    else t.auto_dismiss_count end
  into result;
  return result;
end
$$;

revoke all on function public.increment_social_banner_counter(text) from public;
grant execute on function public.increment_social_banner_counter(text) to anon, authenticated, service_role;

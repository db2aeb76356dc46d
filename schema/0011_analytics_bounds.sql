-- 0011_analytics_bounds.sql — bounded analytics rows. site_analytics is the one table an
-- anonymous caller can write; without bounds one insert stored a 6 MB row. Every text
-- column gets a length limit well above what the app sends (a UUID session, a short action
-- name, a path, a search of a few words, a browser's user agent, a referrer URL) and the
-- metadata object a size limit. NOT VALID: rows already stored are left as they are; every
-- new or updated row is checked.
alter table public.site_analytics
  add constraint site_analytics_session_id_length check (char_length(session_id) <= 100) not valid,
  add constraint site_analytics_action_type_length check (char_length(action_type) <= 64) not valid,
  add constraint site_analytics_page_url_length check (char_length(page_url) <= 2048) not valid,
  add constraint site_analytics_search_query_length check (char_length(search_query) <= 500) not valid,
  add constraint site_analytics_user_agent_length check (char_length(user_agent) <= 1024) not valid,
  add constraint site_analytics_referrer_length check (char_length(referrer) <= 2048) not valid,
  add constraint site_analytics_metadata_size check (octet_length(metadata::text) <= 4096) not valid;

-- Offline datasets (issue #23): the spec ships offline mode disabled ('Modo Offline
-- Temporariamente Indisponível'). This site setting keeps that default; an admin sets it to
-- 'true' (admin → site-settings) to let the app download medications, conducts, CID-10 and the
-- other reference datasets for use without the server.
insert into public.site_settings (key, value, description)
values ('offline_mode_enabled', 'false',
        'Modo offline: "true" permite baixar os dados de referência (medicamentos e doses, condutas, CID-10) para uso sem internet; qualquer outro valor mantém o modo offline indisponível.')
on conflict (key) do nothing;

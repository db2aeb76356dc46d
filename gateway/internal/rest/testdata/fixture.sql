-- Fixture schema for the gateway's integration tests: exotic PostgREST features that the
-- product schema does not exercise (many-to-many, self references, ambiguous FKs, views
-- over FKs, json, arrays, ranges, tsvector, enums, set-returning functions, overloads).
create schema fx;
grant usage on schema fx to anon, authenticated, service_role;
create type fx.mood as enum ('happy', 'sad');

create table fx.authors (id int primary key, name text not null, meta jsonb, tags text[], mood fx.mood);
create table fx.books (
  id int primary key, author_id int references fx.authors(id), editor_id int references fx.authors(id),
  title text not null, pages int, published daterange, search tsvector, price numeric(10,2), big bigint);
create table fx.genres (id int primary key, name text unique);
create table fx.book_genres (book_id int references fx.books(id), genre_id int references fx.genres(id), primary key (book_id, genre_id));
create table fx.nodes (id int primary key, parent_id int references fx.nodes(id), label text);
create table fx.items (id serial primary key, name text unique, qty int default 7, note text);
create view fx.author_names as select id as author_key, name from fx.authors;
create table fx.shelves (id int primary key, kind text check (kind in ('wood', 'metal')), size int check (size > 0));
create table fx.private_notes (id int primary key, owner text, body text);
alter table fx.private_notes enable row level security;
create policy own on fx.private_notes using (owner = current_setting('request.jwt.claims', true)::json->>'sub');

insert into fx.authors values
  (1, 'Ana', '{"age": 40, "city": {"name": "Recife"}}', '{a,b}', 'happy'),
  (2, 'Bruno', '{"age": 30}', '{b,c}', 'sad'),
  (3, 'Carla, "the" (great)', null, '{}', null);
insert into fx.books values
  (1, 1, 2, 'Pediatria Básica', 300, '[2020-01-01,2020-12-31)', to_tsvector('portuguese', 'pediatria básica febre'), 10.50, 9007199254740993),
  (2, 1, null, 'Vacinas', 120, '[2021-01-01,2021-06-30)', to_tsvector('portuguese', 'vacinas calendário'), 20.00, 1),
  (3, 2, 1, 'Neonatologia', null, null, to_tsvector('portuguese', 'recém nascido'), null, null);
insert into fx.genres values (1, 'ref'), (2, 'manual');
insert into fx.book_genres values (1, 1), (1, 2), (2, 2);
insert into fx.nodes values (1, null, 'root'), (2, 1, 'child a'), (3, 1, 'child b'), (4, 2, 'grandchild');
insert into fx.private_notes values (1, 'u1', 'mine'), (2, 'u2', 'theirs');

grant select on all tables in schema fx to anon, authenticated;
grant all on all tables in schema fx to service_role;
grant insert, update, delete on fx.items, fx.authors, fx.books to anon, authenticated;
grant usage on all sequences in schema fx to anon, authenticated, service_role;

create function fx.add(a int, b int) returns int language sql immutable as $$ select a + b $$;
create function fx.books_by(author int) returns setof fx.books language sql stable as $$ select * from fx.books where author_id = author $$;
create function fx.one_book(book int) returns fx.books language sql stable as $$ select * from fx.books where id = book $$;
create function fx.pairs(n int) returns table(i int, sq int) language sql immutable as $$ select g, g*g from generate_series(1, n) g $$;
create function fx.numbers() returns setof int language sql immutable as $$ select generate_series(1, 3) $$;
create function fx.touch(label text) returns void language sql volatile as $$ insert into fx.items(name) values (label) $$;
create function fx.echo(json) returns json language sql immutable as $$ select $1 $$;
create function fx.raise_it() returns int language plpgsql as $$ begin raise exception 'Falhou' using detail = 'd', hint = 'h'; end $$;
create function fx.teapot() returns int language plpgsql as $$ begin raise sqlstate 'PT418' using message = 'I am a teapot'; end $$;
create function fx.whoami() returns json language sql stable as $$ select json_build_object('role', current_user, 'sub', auth.uid(), 'method', current_setting('request.method', true)) $$;
create function fx.over(a int) returns text language sql immutable as $$ select 'int' $$;
create function fx.over(a int, b int default 0) returns text language sql immutable as $$ select 'two' $$;
create function fx.with_headers() returns boolean language sql stable as $$
  select set_config('response.headers', '[{"X-Fixture":"yes"},{"Cache-Control":"max-age=60"}]', true)::text is not null
     and set_config('response.status', '202', true) is not null
  $$ ;
create function fx.sleep_for(seconds float8) returns int language sql stable as $$ select 1 from pg_sleep(seconds) $$;
create function fx.sleepy() returns int language sql stable as $$ select 1 from pg_sleep(0.5) $$;
create function fx.check_request() returns void language plpgsql as $$
begin
  if current_setting('request.headers', true)::json->>'x-block' = 'yes' then
    raise sqlstate 'PT403' using message = 'Bloqueado pelo pre-request';
  end if;
end $$;
grant execute on function fx.check_request() to anon, authenticated, service_role;
create function fx.sum_obj(doc jsonb) returns int language sql immutable as $$ select (doc->>'a')::int + (doc->>'b')::int $$;
-- computed relationships (one row-type argument, a relation's row type returned) and a computed field
create function fx.author_books(fx.authors) returns setof fx.books language sql stable as $$ select * from fx.books where author_id = $1.id $$;
create function fx.author_books(fx.author_names) returns setof fx.books language sql stable as $$ select * from fx.books where author_id = $1.author_key $$;
create function fx.first_book(a fx.authors) returns setof fx.books rows 1 language sql stable as $$ select * from fx.books where author_id = a.id order by id limit 1 $$;
create function fx.book_author(fx.books) returns fx.authors language sql stable as $$ select * from fx.authors where id = $1.author_id $$;
create function fx.any_author() returns fx.authors language sql stable as $$ select * from fx.authors limit 1 $$;
create function fx.shout(fx.authors) returns text language sql immutable as $$ select upper($1.name) $$;
-- single unnamed parameters called with the raw body, and overloads PostgREST cannot choose between
create function fx.shout_text(text) returns text language sql immutable as $$ select upper($1) $$;
create function fx.xml_len(xml) returns int language sql immutable as $$ select length($1::text) $$;
create function fx.byte_len(bytea) returns text language sql immutable as $$ select length($1) || ':' || encode($1, 'hex') $$;
create function fx.poly() returns int language sql immutable as $$ select 1 $$;
create function fx.poly(text default 'd') returns text language sql immutable as $$ select 'foo' $$;
create function fx.unres(a text) returns int language sql immutable as $$ select 1 $$;
create function fx.unres(a int) returns text language sql immutable as $$ select 'int' $$;

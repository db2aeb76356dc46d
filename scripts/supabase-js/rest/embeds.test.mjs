// Nested embeds through supabase-js (issue 21 part 1): an embed with no columns of its own
// whose nested embed selects something keeps its key — `users?select=username,
// messages(channels(count))` once answered `{"username": …}` without `messages`. The tables
// (the shape of postgrest-js's own fixture) are made here and dropped afterwards.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serviceClient } from '../lib/env.mjs';
import { sql } from './helpers.mjs';

const service = serviceClient();

before(async () => {
  sql(`set client_min_messages = warning;
       drop table if exists public.rest_embed_messages, public.rest_embed_channels, public.rest_embed_users;
       create table public.rest_embed_users (username text primary key);
       create table public.rest_embed_channels (id bigint primary key, slug text);
       create table public.rest_embed_messages (id bigint primary key, message text,
         username text references public.rest_embed_users, channel_id bigint references public.rest_embed_channels);
       insert into public.rest_embed_users values ('supabot'), ('lonely');
       insert into public.rest_embed_channels values (1, 'public'), (2, 'random');
       insert into public.rest_embed_messages values (1, 'hello', 'supabot', 1), (2, 'again', 'supabot', 2);
       grant select on public.rest_embed_users, public.rest_embed_channels, public.rest_embed_messages to service_role;`);
  // DDL reloads the schema cache (event triggers); wait until the gateway sees the tables —
  // four answers in a row, so that behind a load balancer (the cluster stage) every instance does
  for (let i = 0, ok = 0; i < 100; i++) {
    const { error } = await service.from('rest_embed_messages').select('id, rest_embed_channels(id)').limit(1);
    ok = error ? 0 : ok + 1;
    if (ok === 4) return;
    if (error) await new Promise((r) => setTimeout(r, 100));
  }
  assert.fail('schema cache never saw the rest_embed_* tables');
});

after(() => sql('drop table if exists public.rest_embed_messages, public.rest_embed_channels, public.rest_embed_users'));

const users = () => service.from('rest_embed_users');

test('an embed whose only selection is a nested embed keeps its key', async () => {
  const r = await users().select('username, rest_embed_messages(rest_embed_channels(id))').order('username');
  assert.equal(r.error, null, JSON.stringify(r.error));
  assert.deepEqual(r.data, [
    { username: 'lonely', rest_embed_messages: [] },
    { username: 'supabot', rest_embed_messages: [{ rest_embed_channels: { id: 1 } }, { rest_embed_channels: { id: 2 } }] },
  ]);
});

test('messages(channels(count)) as postgrest-js asks it: count is the row count of the to-one embed', async () => {
  const r = await users().select('username, rest_embed_messages(rest_embed_channels(count))').eq('username', 'supabot').single();
  assert.equal(r.error, null, JSON.stringify(r.error));
  assert.deepEqual(r.data, { username: 'supabot', rest_embed_messages: [{ rest_embed_channels: { count: 1 } }, { rest_embed_channels: { count: 1 } }] });
});

test('two levels without columns of their own, and the filter-only empty embed', async () => {
  const r = await service.from('rest_embed_channels').select('id, rest_embed_messages(rest_embed_users(username))').eq('id', 1).single();
  assert.equal(r.error, null, JSON.stringify(r.error));
  assert.deepEqual(r.data, { id: 1, rest_embed_messages: [{ rest_embed_users: { username: 'supabot' } }] });
  const empty = await users().select('username, rest_embed_messages!inner()').order('username');
  assert.equal(empty.error, null, JSON.stringify(empty.error));
  assert.deepEqual(empty.data, [{ username: 'supabot' }]);
});

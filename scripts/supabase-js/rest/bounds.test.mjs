// Request bounds through supabase-js (issue 20): a long in.(…) list still works (the
// response headers stay bounded: Content-Location echoed 195 KB for 5,000 ids and undici
// failed with UND_ERR_HEADERS_OVERFLOW), and an anonymous select with 1,000 aliased embeds
// is refused with a PostgREST-shaped error before it reaches PostgreSQL.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { anonClient } from '../lib/env.mjs';

const anon = anonClient();

test('in.() with 1,000 UUIDs answers normally', async () => {
  const ids = Array.from({ length: 1000 }, () => randomUUID());
  const { data, error, status } = await anon.from('pedbook_medications').select('id').in('id', ids);
  assert.equal(error, null, JSON.stringify(error));
  assert.equal(status, 200);
  assert.deepEqual(data, []);
});

test('1,000 aliased embeds are refused with PGRST131', async () => {
  const select = ['id', ...Array.from({ length: 1000 }, (_, i) => `e${i}:pedbook_medication_categories(name)`)].join(',');
  const { data, error, status } = await anon.from('pedbook_medications').select(select);
  assert.equal(data, null);
  assert.equal(status, 400);
  assert.equal(error?.code, 'PGRST131');
  assert.match(error?.hint ?? '', /PEDBOOK_REST_MAX_EMBEDS/);
});

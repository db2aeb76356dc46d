import { z } from 'zod';
import { readCount, readData, readDone, readMaybe, readOne, readPage, readRows } from './read-response';

const row = z.object({ id: z.string(), n: z.number() });
const denied = { message: 'permission denied for table x', code: '42501', details: null, hint: null };

describe('read-response: the one reader of supabase-js answers', () => {
  it('throws the request’s error as an ApiError, with the Portuguese context first', () => {
    for (const read of [() => readRows(row, { data: null, error: denied }, { context: 'Erro ao carregar' }), () => readDone({ error: denied }, { context: 'Erro ao carregar' })]) {
      expect(read).toThrow(expect.objectContaining({ name: 'ApiError', code: '42501', message: 'Erro ao carregar: permission denied for table x' }));
    }
    expect(() => readCount({ error: denied, count: null })).toThrow(expect.objectContaining({ code: '42501', message: 'permission denied for table x' }));
  });

  it('checks each row and names the source and the field of a wrong shape', () => {
    expect(readRows(row, { data: [{ id: 'a', n: 1 }], error: null })).toEqual([{ id: 'a', n: 1 }]);
    expect(readRows(row, { data: null, error: null })).toEqual([]);
    expect(() => readRows(row, { data: [{ id: 'a', n: '1' }], error: null }, { source: 'pedbook_x' })).toThrow(
      expect.objectContaining({ code: 'PB_BAD_RESPONSE', message: expect.stringMatching(/^resposta inesperada de pedbook_x: n: /) }),
    );
    expect(() => readRows(row, { data: { id: 'a', n: 1 }, error: null })).toThrow(expect.objectContaining({ code: 'PB_BAD_RESPONSE' }));
  });

  it('reads one row: maybe (null when none) or required', () => {
    expect(readMaybe(row, { data: null, error: null })).toBeNull();
    expect(readMaybe(row, { data: { id: 'a', n: 2 }, error: null })).toEqual({ id: 'a', n: 2 });
    expect(readOne(row, { data: { id: 'a', n: 2 }, error: null })).toEqual({ id: 'a', n: 2 });
    expect(() => readOne(row, { data: null, error: null })).toThrow(expect.objectContaining({ code: 'PB_BAD_RESPONSE' }));
  });

  it('reads a counted page, a count and unchecked data', () => {
    expect(readPage(row, { data: [{ id: 'a', n: 1 }], error: null, count: 40 })).toEqual({ rows: [{ id: 'a', n: 1 }], total: 40 });
    expect(readPage(row, { data: [], error: null, count: null })).toEqual({ rows: [], total: 0 });
    expect(readCount({ error: null, count: 7 })).toBe(7);
    expect(readData({ data: [1], error: null })).toEqual([1]);
  });
});

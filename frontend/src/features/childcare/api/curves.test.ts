import { ApiError } from '@/lib/api-error';
import { numericRows } from './curves';

describe('numericRows (the WHO curve rows, checked without zod)', () => {
  it('reads numbers and numeric strings', () => {
    expect(numericRows(['x', 'l'], { data: [{ x: 1, l: '-0.3521', extra: 'ignored' }], error: null })).toEqual([{ x: 1, l: -0.3521 }]);
    expect(numericRows(['x'], { data: null, error: null })).toEqual([]);
  });

  it.each([
    [{ x: null, l: 1 }, 'x'],
    [{ x: 1 }, 'l'],
    [{ x: 1, l: '' }, 'l'],
    [{ x: 1, l: 'abc' }, 'l'],
    [{ x: 1, l: Number.POSITIVE_INFINITY }, 'l'],
  ])('refuses %j, naming %s', (row, field) => {
    const call = () => numericRows(['x', 'l'], { data: [row], error: null });
    expect(call).toThrow(ApiError);
    expect(call).toThrow(`resposta inesperada de consulta ao servidor: ${field}: número esperado`);
    try { call(); } catch (e) { expect((e as ApiError).code).toBe('PB_BAD_RESPONSE'); }
  });

  it('refuses an answer that is no list of objects, and throws the request error as is', () => {
    expect(() => numericRows(['x'], { data: { x: 1 }, error: null })).toThrow(/lista esperada/);
    expect(() => numericRows(['x'], { data: [3], error: null })).toThrow(/0: objeto esperado/);
    expect(() => numericRows(['x'], { data: null, error: { message: 'permission denied', code: '42501' } })).toThrow(expect.objectContaining({ code: '42501' }));
  });
});

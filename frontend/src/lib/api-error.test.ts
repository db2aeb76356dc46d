import { ApiError, toApiError } from './api-error';

describe('ApiError', () => {
  it("keeps PostgREST's code, details and hint", () => {
    const e = toApiError({ message: 'permission denied for table x', code: '42501', details: null, hint: 'grant it' });
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toBeInstanceOf(Error);
    expect([e.message, e.code, e.details, e.hint]).toEqual(['permission denied for table x', '42501', undefined, 'grant it']);
  });
  it('wraps anything thrown', () => {
    expect(toApiError('boom').message).toBe('boom');
    const same = new ApiError({ message: 'x' });
    expect(toApiError(same)).toBe(same);
  });
});

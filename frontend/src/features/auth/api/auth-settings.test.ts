import { parseAuthProviders } from './auth-settings';

describe('parseAuthProviders', () => {
  it.each([
    [{ external: { google: true, apple: false, email: true } }, { google: true, apple: false }],
    [{ external: { google: false, apple: true } }, { google: false, apple: true }],
    [{ external: {} }, { google: false, apple: false }],
    [{ external: { google: 'true' } }, { google: false, apple: false }],
    [{}, { google: false, apple: false }],
    [null, { google: false, apple: false }],
  ])('%j → %j', (body, expected) => {
    expect(parseAuthProviders(body)).toEqual(expected);
  });
});

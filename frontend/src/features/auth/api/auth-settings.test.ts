import { parseAuthProviders } from './auth-settings';

describe('parseAuthProviders', () => {
  it.each([
    [{ external: { google: true, apple: false, email: true }, passkeys_enabled: true }, { google: true, apple: false, passkeys: true }],
    [{ external: { google: false, apple: true }, passkeys_enabled: false }, { google: false, apple: true, passkeys: false }],
    [{ external: {} }, { google: false, apple: false, passkeys: false }],
    [{ external: { google: 'true' }, passkeys_enabled: 'true' }, { google: false, apple: false, passkeys: false }],
    [{}, { google: false, apple: false, passkeys: false }],
    [null, { google: false, apple: false, passkeys: false }],
  ])('%j → %j', (body, expected) => {
    expect(parseAuthProviders(body)).toEqual(expected);
  });
});

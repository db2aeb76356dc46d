import { authRedirectUrl, isNativeShell, nativePlatformName } from './native-shell';

describe('native shell detection', () => {
  it('is native only when the bridge says so', () => {
    expect(isNativeShell({})).toBe(false);
    expect(isNativeShell({ Capacitor: { isNativePlatform: () => false, getPlatform: () => 'web' } })).toBe(false);
    expect(isNativeShell({ Capacitor: { isNativePlatform: () => true, getPlatform: () => 'android' } })).toBe(true);
    expect(nativePlatformName({ Capacitor: { isNativePlatform: () => true, getPlatform: () => 'ios' } })).toBe('ios');
    expect(nativePlatformName({})).toBeNull();
  });
  it('sends auth redirects to the deep link in the shell, to the page on the web', () => {
    expect(authRedirectUrl('/auth/callback', { Capacitor: { isNativePlatform: () => true } })).toBe('br.com.pedbook.app://auth/callback');
    expect(authRedirectUrl('/auth/callback', {})).toBe(`${window.location.origin}/auth/callback`);
  });
});

import { isEmbeddedWebView, offersApple, offersGoogle } from './platform';

describe('sign-in providers per platform', () => {
  it('hides Google in embedded web views only', () => {
    expect(offersGoogle('Mozilla/5.0 Chrome/120', null)).toBe(true);
    expect(offersGoogle('Mozilla/5.0 Instagram 300', null)).toBe(false);
    expect(offersGoogle('Mozilla/5.0 (Linux; Android 14; wv) Chrome', 'android')).toBe(true);
    expect(isEmbeddedWebView('Mozilla/5.0 (Linux; Android 14; wv) Chrome')).toBe(true);
  });
  it('offers Apple on iOS native only', () => {
    expect(offersApple('ios')).toBe(true);
    expect(offersApple('android')).toBe(false);
    expect(offersApple(null)).toBe(false);
  });
});

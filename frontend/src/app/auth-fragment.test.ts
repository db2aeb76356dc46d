import { captureAuthFragment, consumeAuthFragment, parseAuthFragment } from './auth-fragment';

describe('auth fragment', () => {
  it('detects sign-in and recovery callbacks', () => {
    expect(parseAuthFragment('#access_token=a&refresh_token=b&type=signup')).toBe('signin');
    expect(parseAuthFragment('#access_token=a&refresh_token=b&type=recovery')).toBe('recovery');
    expect(parseAuthFragment('#section-2')).toBeNull();
  });
  it('is consumed once', () => {
    captureAuthFragment('#access_token=a');
    expect(consumeAuthFragment()).toBe('signin');
    expect(consumeAuthFragment()).toBeNull();
  });
});

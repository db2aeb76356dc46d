import { shouldRefreshSession } from './session-refresh';

describe('session refresh', () => {
  const now = 1_700_000_000_000;
  it('refreshes when expiring within an hour', () => {
    expect(shouldRefreshSession(now / 1000 + 30 * 60, now, null)).toBe(true);
    expect(shouldRefreshSession(now / 1000 + 2 * 3600, now, null)).toBe(false);
  });
  it('waits at least 5 minutes between refreshes', () => {
    expect(shouldRefreshSession(now / 1000 + 60, now, now - 60_000)).toBe(false);
    expect(shouldRefreshSession(now / 1000 + 60, now, now - 6 * 60_000)).toBe(true);
  });
  it('does nothing without a session', () => {
    expect(shouldRefreshSession(undefined, now, null)).toBe(false);
  });
});

import { createForegroundRecheck, FIRST_SIGN_IN_FLAG_PREFIX, reloadOnceAfterFirstSignIn } from './native-rules';

describe('foreground re-check (spec: 1 s after the app returns to the foreground)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks the session once, 1 s after the app becomes active', () => {
    const check = vi.fn();
    const r = createForegroundRecheck(check);
    r.onAppStateChange(true);
    vi.advanceTimersByTime(999);
    expect(check).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('does nothing going to the background, and starts over when the app leaves within the second', () => {
    const check = vi.fn();
    const r = createForegroundRecheck(check);
    r.onAppStateChange(false);
    vi.advanceTimersByTime(5_000);
    expect(check).not.toHaveBeenCalled();
    r.onAppStateChange(true);
    vi.advanceTimersByTime(600);
    r.onAppStateChange(false);
    vi.advanceTimersByTime(5_000);
    expect(check).not.toHaveBeenCalled();
    r.onAppStateChange(true);
    vi.advanceTimersByTime(600);
    r.onAppStateChange(true);
    vi.advanceTimersByTime(600);
    expect(check).not.toHaveBeenCalled();
    vi.advanceTimersByTime(400);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('dispose cancels a pending check', () => {
    const check = vi.fn();
    const r = createForegroundRecheck(check);
    r.onAppStateChange(true);
    r.dispose();
    vi.advanceTimersByTime(5_000);
    expect(check).not.toHaveBeenCalled();
  });
});

describe('reload after the first native sign-in (spec: once per user, after 400 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const memory = () => {
    const m = new Map<string, string>();
    return { get: (k: string) => m.get(k) ?? null, set: (k: string, v: string) => void m.set(k, v), m };
  };

  it('reloads 400 ms after a user’s first sign-in, never again for that user', () => {
    const store = memory();
    const reload = vi.fn();
    expect(reloadOnceAfterFirstSignIn('u-1', store, reload)).toBe(true);
    vi.advanceTimersByTime(399);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(store.m.has(`${FIRST_SIGN_IN_FLAG_PREFIX}u-1`)).toBe(true);
    expect(reloadOnceAfterFirstSignIn('u-1', store, reload)).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(reload).toHaveBeenCalledTimes(1);
    // another user on the same phone gets their own first time
    expect(reloadOnceAfterFirstSignIn('u-2', store, reload)).toBe(true);
    vi.advanceTimersByTime(400);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads when the flag cannot be kept (no loop)', () => {
    const reload = vi.fn();
    expect(reloadOnceAfterFirstSignIn('u-1', { get: () => null, set: () => undefined }, reload)).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(reload).not.toHaveBeenCalled();
  });
});

import { act, renderHook } from '@testing-library/react';
import { useMediaQuery } from './use-media-query';

/** A matchMedia whose one query's result the test sets. */
function fakeMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  const mql = {
    get matches() {
      return matches;
    },
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  };
  return {
    matchMedia: vi.fn(() => mql),
    set(next: boolean) {
      matches = next;
      listeners.forEach((l) => l());
    },
    listeners,
  };
}

describe('useMediaQuery', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('answers the query and follows its changes, and stops listening on unmount', () => {
    const fake = fakeMatchMedia(false);
    window.matchMedia = fake.matchMedia as unknown as typeof window.matchMedia;
    const { result, unmount } = renderHook(() => useMediaQuery('(min-width: 640px)'));
    expect(result.current).toBe(false);
    expect(fake.matchMedia).toHaveBeenCalledWith('(min-width: 640px)');
    act(() => fake.set(true));
    expect(result.current).toBe(true);
    unmount();
    expect(fake.listeners.size).toBe(0);
  });

  it('is null where the width cannot be known (no matchMedia)', () => {
    // @ts-expect-error: an environment without matchMedia (jsdom, old embedders)
    window.matchMedia = undefined;
    const { result } = renderHook(() => useMediaQuery('(min-width: 640px)'));
    expect(result.current).toBeNull();
  });
});

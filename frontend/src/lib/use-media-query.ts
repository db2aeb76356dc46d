import { useCallback, useSyncExternalStore } from 'react';

/** Whether `query` (a CSS media query) matches now, following its changes; null where it cannot
 * be known: the build's pre-render (no window) and environments without matchMedia. A component
 * that renders alternatives then renders both and lets CSS choose, as it would without the hook. */
export function useMediaQuery(query: string): boolean | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const mql = typeof window === 'undefined' ? undefined : window.matchMedia?.(query);
      if (!mql) return () => undefined;
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    [query],
  );
  const snapshot = () => (typeof window === 'undefined' ? null : (window.matchMedia?.(query).matches ?? null));
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { IDLE_REFETCH_MS, REFETCH_AFTER_FOCUS_MS, REFETCH_AFTER_HIDDEN_MS, shouldRefetchAfter } from '@/lib/query-client';
import { SEARCH } from '@/lib/query-keys';

/** Refetch after returning to the tab when hidden > 5 min, after focus when the last focus was
 * > 2 min ago, and every 30 min while idle (spec part 2 §9). */
export function useRefetchPolicy() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let hiddenAt: number | null = null;
    let lastFocus: number | null = Date.now();
    const refetch = () => void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== SEARCH[0] });
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') hiddenAt = Date.now();
      else {
        if (shouldRefetchAfter(hiddenAt, Date.now(), REFETCH_AFTER_HIDDEN_MS)) refetch();
        hiddenAt = null;
      }
    };
    const onFocus = () => {
      if (shouldRefetchAfter(lastFocus, Date.now(), REFETCH_AFTER_FOCUS_MS)) refetch();
      lastFocus = Date.now();
    };
    const idle = window.setInterval(refetch, IDLE_REFETCH_MS);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('focus', onFocus);
    return () => {
      window.clearInterval(idle);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('focus', onFocus);
    };
  }, [queryClient]);
}

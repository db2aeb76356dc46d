import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { loadOfflineRuntime, offlineCopyExpected } from '../api/fallback';

/** On a device holding an offline copy, reference queries persist across starts (so the app
 * started with the server down still knows its settings and lists). Others load nothing. */
export function useQueryPersistence() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    if (offlineCopyExpected())
      void loadOfflineRuntime()
        .then((r) => r.startQueryPersistence(queryClient))
        .then((unsubscribe) => {
          if (cancelled) unsubscribe();
          else stop = unsubscribe;
        });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [queryClient]);
}

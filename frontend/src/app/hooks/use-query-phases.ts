import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PHASE_DELAYS_MS, refetchesAtPhase, type QueryPhase } from '@/lib/query-phases';

/** Starts the background phases once: each refetches the queries tagged with it that hold data
 * from before start-up and are not fetching (a query still loading is not restarted, one read
 * since start-up is not read again). */
export function useQueryPhases() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const startedAt = Date.now();
    const timers = (Object.keys(PHASE_DELAYS_MS) as QueryPhase[]).map((phase) =>
      window.setTimeout(() => {
        void queryClient.invalidateQueries(
          { predicate: (q) => refetchesAtPhase(q, phase, startedAt) },
          { cancelRefetch: false },
        );
      }, PHASE_DELAYS_MS[phase]),
    );
    return () => timers.forEach((t) => window.clearTimeout(t));
  }, [queryClient]);
}

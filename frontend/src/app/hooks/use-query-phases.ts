import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PHASE_DELAYS_MS, phaseOf, type QueryPhase } from '@/lib/query-phases';

/** Starts the background phases once: each refetches the queries tagged with it that already
 * hold data and are not fetching (a query still loading is not restarted). */
export function useQueryPhases() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const timers = (Object.keys(PHASE_DELAYS_MS) as QueryPhase[]).map((phase) =>
      window.setTimeout(() => {
        void queryClient.invalidateQueries(
          { predicate: (q) => phaseOf(q.meta) === phase && q.state.status === 'success' && q.state.fetchStatus === 'idle' },
          { cancelRefetch: false },
        );
      }, PHASE_DELAYS_MS[phase]),
    );
    return () => timers.forEach((t) => window.clearTimeout(t));
  }, [queryClient]);
}

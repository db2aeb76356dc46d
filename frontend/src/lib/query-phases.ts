/** Background query phases (spec part 1 §4): P0 at once, P1 after 500 ms, P2 after 2000 ms.
 * Queries tagged with meta.phase refetch when their phase starts. */
import type { Query } from '@tanstack/react-query';
export type QueryPhase = 'P0' | 'P1' | 'P2';

export const PHASE_DELAYS_MS: Record<QueryPhase, number> = { P0: 0, P1: 500, P2: 2_000 };

export function phaseOf(meta: Record<string, unknown> | undefined): QueryPhase | null {
  const p = meta?.phase;
  return p === 'P0' || p === 'P1' || p === 'P2' ? p : null;
}

/** Whether a query is refetched when `phase` starts: tagged with it, holding data from before the app
 * started (restored from the offline cache, or loaded by an earlier page of this session before a
 * reload) and not fetching. Data read since start-up is already current: the phase does not fetch
 * it a second time (it did, for site_settings, on every start). */
export function refetchesAtPhase(q: Pick<Query, 'meta' | 'state'>, phase: QueryPhase, startedAt: number): boolean {
  return phaseOf(q.meta) === phase && q.state.status === 'success' && q.state.fetchStatus === 'idle' && q.state.dataUpdatedAt < startedAt;
}

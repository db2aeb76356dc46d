/** Background query phases (spec part 1 §4): P0 at once, P1 after 500 ms, P2 after 2000 ms.
 * Queries tagged with meta.phase refetch when their phase starts. */
export type QueryPhase = 'P0' | 'P1' | 'P2';

export const PHASE_DELAYS_MS: Record<QueryPhase, number> = { P0: 0, P1: 500, P2: 2_000 };

export function phaseOf(meta: Record<string, unknown> | undefined): QueryPhase | null {
  const p = meta?.phase;
  return p === 'P0' || p === 'P1' || p === 'P2' ? p : null;
}

import { PHASE_DELAYS_MS, phaseOf, refetchesAtPhase } from './query-phases';

describe('query phases', () => {
  it('has the spec delays', () => {
    expect(PHASE_DELAYS_MS).toEqual({ P0: 0, P1: 500, P2: 2000 });
  });
  it('reads the tag from query meta', () => {
    expect(phaseOf({ phase: 'P1' })).toBe('P1');
    expect(phaseOf({ phase: 'P9' })).toBeNull();
    expect(phaseOf(undefined)).toBeNull();
  });

  it('refetches at its phase only data from before start-up, idle and successful', () => {
    const q = (phase: string, dataUpdatedAt: number, status = 'success', fetchStatus = 'idle') =>
      ({ meta: { phase }, state: { status, fetchStatus, dataUpdatedAt } }) as unknown as Parameters<typeof refetchesAtPhase>[0];
    const start = 10_000;
    expect(refetchesAtPhase(q('P1', 9_000), 'P1', start)).toBe(true); // restored from the offline cache
    expect(refetchesAtPhase(q('P1', 10_200), 'P1', start)).toBe(false); // read since start-up
    expect(refetchesAtPhase(q('P2', 9_000), 'P1', start)).toBe(false); // another phase
    expect(refetchesAtPhase(q('P1', 9_000, 'success', 'fetching'), 'P1', start)).toBe(false);
    expect(refetchesAtPhase(q('P1', 0, 'pending'), 'P1', start)).toBe(false);
  });
});

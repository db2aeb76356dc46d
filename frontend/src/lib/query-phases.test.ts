import { PHASE_DELAYS_MS, phaseOf } from './query-phases';

describe('query phases', () => {
  it('has the spec delays', () => {
    expect(PHASE_DELAYS_MS).toEqual({ P0: 0, P1: 500, P2: 2000 });
  });
  it('reads the tag from query meta', () => {
    expect(phaseOf({ phase: 'P1' })).toBe('P1');
    expect(phaseOf({ phase: 'P9' })).toBeNull();
    expect(phaseOf(undefined)).toBeNull();
  });
});

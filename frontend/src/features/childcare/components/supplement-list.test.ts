import { doseGate, weightPlausibility } from '@/clinical';
import type { ChildValues } from '../lib/child';
import { supplementsFor, supplementText, weightBased } from './supplement-list';

// a term, adequate-weight baby of 92 days with risk factors: iron 1 mg/kg/dia from the weight
const child: ChildValues = {
  sex: null, birthDate: '2025-06-01', onDate: '2025-09-01', ageDays: 92, gaWeeks: 39, gaDays: 0, birthWeightG: 3200,
  ironRiskFactors: true, corrected: null, errors: {},
};

describe('the weight-based supplement behind the dose gate (issue #34)', () => {
  it('iron from the weight is weight-based; vitamin D is not', () => {
    const items = new Map(supplementsFor(child, 5.5));
    expect(weightBased(items.get('Ferro')!)).toBe(true);
    expect(weightBased(items.get('Vitamina D')!)).toBe(false);
  });
  it('the saved summary carries the gate message, never the amount, while the weight is implausible', () => {
    const iron = new Map(supplementsFor(child, 55)).get('Ferro')!;
    const closed = doseGate({ weightKg: 55, ageMonths: 3, plausibility: weightPlausibility({ weightKg: 200 }), confirmed: false });
    expect(closed.show).toBe(false);
    expect(supplementText(iron, closed)).toBe(closed.message);
    expect(supplementText(iron, closed)).not.toMatch(/mg\/dia/);
    const open = doseGate({ weightKg: 55, ageMonths: 3, plausibility: weightPlausibility({ weightKg: 200 }), confirmed: true });
    expect(supplementText(iron, open)).toMatch(/^55 mg\/dia — /);
  });
});

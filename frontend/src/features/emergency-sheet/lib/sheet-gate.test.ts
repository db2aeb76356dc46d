import type { PatientGuard } from '@/components/patient';
import { sheetGate } from './sheet-gate';

const guard = (over: Partial<PatientGuard>): PatientGuard => ({
  weightKg: 200, weightError: null, ageDays: 1826, ageMonths: 60, ageYears: 5, ageError: null, sex: null,
  plausibility: { plausible: false, reason: 'out_of_range', message: 'Peso (kg): 200 kg está fora do intervalo plausível (0,3 a 150 kg).' },
  ageCheckUnavailable: false, unconfirmed: true, confirmed: false, confirm: () => undefined, ...over,
});

describe('sheetGate (the page\'s one plausibility gate)', () => {
  it('withholds every number while an implausible typed weight is unconfirmed', () => {
    const g = sheetGate('weight', guard({}));
    expect(g.show).toBe(false);
    expect(g.reason).toMatch(/fora do intervalo plausível.*Confirmo o peso/);
    expect(sheetGate('neonate', guard({})).show).toBe(false);
  });
  it('shows the sheet once confirmed, for a plausible weight, and for the estimated weight', () => {
    expect(sheetGate('weight', guard({ unconfirmed: false, confirmed: true })).show).toBe(true);
    expect(sheetGate('weight', guard({ unconfirmed: false, plausibility: { plausible: true, reason: 'ok', message: null } })).show).toBe(true);
    expect(sheetGate('age', guard({})).show).toBe(true);
  });
});

import { doseGate } from '@/clinical';
import type { PatientGuard } from '@/components/patient';
import { sheetGate } from './sheet-gate';

const implausible = { plausible: false, reason: 'out_of_range', check: 'range', message: 'Peso (kg): 200 kg está fora do intervalo plausível (0,3 a 150 kg).' } as const;
const plausible = { plausible: true, reason: 'ok', check: 'who_weight_for_age', message: null } as const;

const guard = (over: Partial<PatientGuard>): PatientGuard => {
  const g = {
    weightKg: 200, weightError: null, ageDays: 1826, ageMonths: 60, ageYears: 5, ageError: null, sex: null,
    plausibility: implausible, ageCheckUnavailable: false, unconfirmed: true, confirmed: false, confirm: () => undefined, ...over,
  } as Omit<PatientGuard, 'gate'> & Partial<Pick<PatientGuard, 'gate'>>;
  return { ...g, gate: g.gate ?? doseGate({ weightKg: g.weightKg, ageMonths: g.ageMonths, plausibility: g.plausibility, confirmed: g.confirmed }) } as PatientGuard;
};

describe('sheetGate (the page\'s one plausibility gate)', () => {
  it('withholds every number while an implausible typed weight is unconfirmed', () => {
    const g = sheetGate('weight', guard({}));
    expect(g.show).toBe(false);
    expect(g.reason).toMatch(/Confirmo o peso/);
    expect(sheetGate('neonate', guard({})).show).toBe(false);
  });
  it('a typed weight needs the age (the core gate)', () => {
    const g = sheetGate('weight', guard({ ageMonths: null, ageDays: null, ageYears: null, plausibility: plausible, unconfirmed: false }));
    expect(g).toEqual({ show: false, reason: expect.stringMatching(/Informe a idade/) });
  });
  it('shows the sheet once confirmed, for a plausible weight, and for the estimated weight with an age', () => {
    expect(sheetGate('weight', guard({ unconfirmed: false, confirmed: true })).show).toBe(true);
    expect(sheetGate('weight', guard({ unconfirmed: false, plausibility: plausible })).show).toBe(true);
    expect(sheetGate('age', guard({})).show).toBe(true);
    expect(sheetGate('age', guard({ ageMonths: null })).show).toBe(false);
  });
});

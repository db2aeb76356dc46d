import { DOSE_GATE_MESSAGES, doseGate, type WeightPlausibility } from './index';

const ok: WeightPlausibility = { plausible: true, reason: 'ok', check: 'who_weight_for_age', z: 0.1, message: null };
const implausible: WeightPlausibility = { plausible: false, reason: 'weight_for_age', check: 'who_weight_for_age', z: 9, message: 'Peso (kg): …' };
const rangeOnly: WeightPlausibility = { plausible: true, reason: 'ok', check: 'range', message: null };

describe('doseGate — no dose number and no copy until weight, age and a plausible (or confirmed) weight', () => {
  it('opens for a plausible weight with an age', () => {
    expect(doseGate({ weightKg: 10, ageMonths: 12, plausibility: ok, confirmed: false })).toEqual({ show: true, reason: null, message: null, confirmable: false });
  });
  it('asks for the age before any dose (the audit: 100 kg with the age left empty)', () => {
    const g = doseGate({ weightKg: 100, ageMonths: null, plausibility: rangeOnly, confirmed: false });
    expect(g).toMatchObject({ show: false, reason: 'no_age', confirmable: false });
    expect(g.message).toMatch(/^Informe a idade ou a data de nascimento/);
    expect(g.message).not.toMatch(/\{\{/);
    // a confirmation does not replace the age
    expect(doseGate({ weightKg: 100, ageMonths: null, plausibility: rangeOnly, confirmed: true }).show).toBe(false);
  });
  it('asks for the weight, or both', () => {
    expect(doseGate({ weightKg: null, ageMonths: 12, plausibility: null, confirmed: false }).reason).toBe('no_weight');
    expect(doseGate({ weightKg: null, ageMonths: null, plausibility: null, confirmed: false }).reason).toBe('no_weight_no_age');
  });
  it('hides the doses while the check runs, and until an implausible weight is confirmed', () => {
    expect(doseGate({ weightKg: 10, ageMonths: 12, plausibility: null, confirmed: false })).toMatchObject({ show: false, reason: 'checking' });
    expect(doseGate({ weightKg: 100, ageMonths: 12, plausibility: implausible, confirmed: false })).toMatchObject({ show: false, reason: 'implausible_weight', confirmable: true });
    expect(doseGate({ weightKg: 100, ageMonths: 12, plausibility: implausible, confirmed: true }).show).toBe(true);
  });
  it('an age with only the range checked (growth tables unavailable) needs a confirmation too', () => {
    expect(doseGate({ weightKg: 10, ageMonths: 12, plausibility: rangeOnly, confirmed: false })).toMatchObject({ show: false, reason: 'unchecked_weight', confirmable: true });
    expect(doseGate({ weightKg: 10, ageMonths: 12, plausibility: rangeOnly, confirmed: true }).show).toBe(true);
  });
  it('doses that depend only on the age need no weight; a weight-based dose always needs the age', () => {
    expect(doseGate({ weightKg: null, ageMonths: 30, plausibility: null, confirmed: false, needs: { weight: false, age: true } }).show).toBe(true);
    expect(doseGate({ weightKg: 10, ageMonths: null, plausibility: rangeOnly, confirmed: false, needs: { weight: true, age: false } }).reason).toBe('no_age');
  });
  it('every message is plain Portuguese without template tags', () => {
    for (const m of Object.values(DOSE_GATE_MESSAGES)) expect(m).not.toMatch(/\{\{|\}\}|_mg|undefined/);
  });
});

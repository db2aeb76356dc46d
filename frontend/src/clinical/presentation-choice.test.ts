import { choosePresentation, doseSeriesHours, doseTotalLabel, presentationProblems, usablePresentations, type DoseTag, type FittablePresentation } from './index';

const row = (over: Partial<DoseTag>): DoseTag => ({
  name: 'x_mg', multiplier: 4, max_value: 4, type: 'age', unit: 'mg', start_month: null, end_month: null, start_weight: null, end_weight: null,
  round_result: false, route: 'VO', doses_per_day: 1, interval_hours: 24, ...over,
});
const pres = (over: Partial<FittablePresentation>): FittablePresentation => ({ form: 'comprimido', label: 'x', amount: 4, amount_unit: 'mg', volume_ml: null, routes: ['VO'], ...over });

describe('presentation choice (issue #34)', () => {
  const sachet = pres({ form: 'sachê', label: 'sachê 4 mg', start_month: 12, end_month: 72 });
  const chew = pres({ form: 'comprimido mastigável', label: 'mastigável 4 mg', start_month: 24, end_month: 72, is_default: true });
  const tab10 = pres({ form: 'comprimido', label: 'comprimido 10 mg', amount: 10, start_month: 180 });
  const all = [sachet, chew, tab10];
  it('age windows are half-open at both edges', () => {
    expect(choosePresentation(row({}), 4, all, { weightKg: 10, ageMonths: 23.999 }).chosen).toBe(sachet);
    expect(choosePresentation(row({}), 4, all, { weightKg: 12, ageMonths: 24 }).chosen).toBe(chew);
    expect(choosePresentation(row({}), 4, all, { weightKg: 18, ageMonths: 71.999 }).chosen).toBe(chew);
    expect(presentationProblems(row({}), 4, chew, { weightKg: 18, ageMonths: 72 })).toHaveLength(1);
    expect(presentationProblems(row({}), 10, tab10, { weightKg: 50, ageMonths: 179.99 })[0]).toMatch(/a partir de 180 meses/);
    expect(choosePresentation(row({}), 10, all, { weightKg: 50, ageMonths: 180 }).chosen).toBe(tab10);
  });
  it('a solid must be whole units (halves for a comprimido); the fewest units win over a default of several', () => {
    const s10 = pres({ form: 'sachê', label: '10', amount: 10, is_default: true });
    const s30 = pres({ form: 'sachê', label: '30', amount: 30 });
    const r = row({ unit: 'mg', doses_per_day: 3, interval_hours: 8 });
    expect(choosePresentation(r, 20, [s10, s30], { weightKg: 10 }).chosen).toBe(s10);
    expect(choosePresentation(r, 30, [s10, s30], { weightKg: 15 }).chosen).toBe(s30);
    expect(choosePresentation(r, 60, [s10, s30], { weightKg: 30 }).chosen).toBe(s30);
    expect(presentationProblems(r, 15, s10, { weightKg: 10 })[0]).toMatch(/1,5 unidade/);
    expect(presentationProblems(r, 5, pres({ amount: 10 }), { weightKg: 10 })).toEqual([]); // ½ comprimido
    expect(presentationProblems(r, 2.5, pres({ amount: 10 }), { weightKg: 10 })).toHaveLength(1); // ¼ comprimido
    const none = choosePresentation(r, 15, [s10, s30], { weightKg: 10 });
    expect([none.chosen, none.fits]).toEqual([s10, false]);
  });
  it('a daily mg/kg ceiling of a bottle: above it the bottle is not the default and is warned', () => {
    const r = row({ unit: 'mg', doses_per_day: 2, interval_hours: 12 });
    const sevenToOne = pres({ form: 'suspensão oral', label: '7:1', amount: 400, volume_ml: 5, max_daily_per_kg: 45, is_default: true });
    const es = pres({ form: 'suspensão oral', label: 'ES', amount: 600, volume_ml: 5 });
    expect(choosePresentation(r, 225, [sevenToOne, es], { weightKg: 10 }).chosen).toBe(sevenToOne); // 45 mg/kg/dia: at the ceiling
    expect(choosePresentation(r, 450, [sevenToOne, es], { weightKg: 10 }).chosen).toBe(es); // 90 mg/kg/dia
    expect(presentationProblems(r, 450, sevenToOne, { weightKg: 10 })[0]).toMatch(/até 45 mg\/kg\/dia.*90 mg\/kg\/dia/);
  });
  it('usable: same unit and a shared route', () => {
    expect(usablePresentations(row({ route: 'IV' }), [pres({ routes: ['VO'] }), pres({ routes: [] }), pres({ amount_unit: 'mL' })])).toHaveLength(1);
  });
});

describe('dose totals: a first-hour series is not a daily total', () => {
  it.each([
    [{ interval_hours: 1 / 3, doses_per_day: 3 }, 'Total na 1ª hora', 1],
    [{ interval_hours: 2, doses_per_day: 3 }, 'Total em 6 h', 6],
    [{ interval_hours: 12, doses_per_day: 2 }, 'Total diário', null],
    [{ interval_hours: 8, doses_per_day: 3 }, 'Total diário', null],
    [{ interval_hours: null, doses_per_day: 1 }, 'Total diário', null],
  ] as const)('%o → %s', (r, label, hours) => {
    expect(doseTotalLabel(r)).toBe(label);
    expect(doseSeriesHours(r)).toBe(hours === 1 ? 1 : hours);
  });
});

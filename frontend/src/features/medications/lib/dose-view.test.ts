/** The card's words for a dose the daily maximum lowered (issue #34): never fewer doses, always say why. */
import { computeDose, type DoseTag } from '../../../clinical';
import { dailyCapText, dailyText, prescriptionLine } from './dose-view';

const tag = (t: Partial<DoseTag> & Pick<DoseTag, 'name' | 'type'>): DoseTag => ({
  multiplier: null, max_value: null, unit: 'mg', start_month: null, end_month: null, start_weight: null, end_weight: null, round_result: false, ...t,
});
const dose = (rows: DoseTag[], weightKg: number) => {
  const r = computeDose(rows, rows[0]!.name, { weightKg });
  if (r.kind !== 'dose') throw new Error('expected a dose');
  return r;
};

describe('dailyCapText', () => {
  const phenobarbital = [tag({ name: 'f', type: 'multiplier', multiplier: 15, round_result: true, doses_per_day: 1, daily_max_per_kg: 15 })];
  const gentamicin = [tag({ name: 'g', type: 'multiplier', multiplier: 2.5, doses_per_day: 3, interval_hours: 8, daily_max_per_kg: 7.5, daily_max_value: 400 })];
  it('a rounding that had to go down keeps the one dose and says so', () => {
    const r = dose(phenobarbital, 10.1);
    expect(dailyCapText(r)).toBe('Dose arredondada para baixo de 152 mg para 151 mg para não passar do máximo diário de 151,5 mg/dia — manter 1 dose em 24 h.');
    expect(dailyText(r)).toBe('Total diário: 151 mg (1 dose) · máximo diário 151,5 mg/dia');
  });
  it('a binding daily maximum lowers the dose per administration and keeps 3 doses', () => {
    expect(dailyCapText(dose(gentamicin, 60))).toBe('Máximo diário atingido: dose por administração reduzida de 150 mg para 133,33 mg para não passar do máximo diário de 400 mg/dia — manter 3 doses em 24 h.');
    expect(dailyText(dose(gentamicin, 60))).toBe('Total diário: 400 mg (3 doses) · máximo diário 400 mg/dia');
  });
  it('nothing lowered, nothing said', () => {
    expect(dailyCapText(dose(phenobarbital, 10.2))).toBeNull();
    expect(dailyCapText(dose(gentamicin, 50))).toBeNull();
  });
});

describe('prescriptionLine', () => {
  it('an IV dose with a rate limit carries its minimum infusion time (rounded up)', () => {
    const fos = [tag({ name: 'f', type: 'multiplier', multiplier: 20, max_value: 1500, round_result: true, doses_per_day: 1, route: 'IV', rate_limit: 'fosphenytoin' })];
    const pres = { form: 'ampola', label: 'Fosfenitoína 50 mg EF/mL', amount: 50, amount_unit: 'mg', volume_ml: 1 };
    expect(prescriptionLine('Fosfenitoína', dose(fos, 10), pres)).toBe('Fosfenitoína 50 mg EF/mL — 4 mL (200 mg) IV em no mínimo 10 min');
    const pht = [tag({ name: 'p', type: 'multiplier', multiplier: 20, round_result: true, doses_per_day: 1, route: 'IV', rate_limit: 'phenytoin' })];
    expect(prescriptionLine('Fenitoína', dose(pht, 70.3), null)).toBe('Fenitoína — 1.406 mg IV em no mínimo 28,2 min');
  });
});

/**
 * Issue #34, finding 3: rounding never cuts the number of doses; a daily maximum that truly binds lowers the dose
 * per administration (rounded down to the row's measurable step) and keeps doses per day. Edges of every branch.
 */
import { computeDose, computeTag, type DoseTag } from './index';

const tag = (t: Partial<DoseTag> & Pick<DoseTag, 'name' | 'type'>): DoseTag => ({
  multiplier: null, max_value: null, unit: 'mg', start_month: null, end_month: null, start_weight: null, end_weight: null, round_result: false, ...t,
});
const dose = (rows: DoseTag[], weightKg: number) => {
  const r = computeDose(rows, rows[0]!.name, { weightKg });
  if (r.kind !== 'dose') throw new Error('expected a dose');
  return r;
};

// rows as seeded (seeds/clinical/medications.json)
const phenobarbital = [tag({ name: 'fenobarbital_mg', type: 'multiplier', multiplier: 15, round_result: true, doses_per_day: 1, daily_max_per_kg: 15, route: 'IV' })];
const amoxOma = [tag({ name: 'amox_oma_mg', type: 'multiplier', multiplier: 45, max_value: 2000, round_result: true, interval_hours: 12, doses_per_day: 2, daily_max_per_kg: 90, daily_max_value: 4000 })];
const cephalexin = [tag({ name: 'cefalexina_mg', type: 'multiplier', multiplier: 12.5, max_value: 1000, round_result: true, interval_hours: 6, doses_per_day: 4, daily_max_per_kg: 50, daily_max_value: 4000 })];
const gentamicin = [tag({ name: 'gentamicina_mg', type: 'multiplier', multiplier: 2.5, round_result: false, interval_hours: 8, doses_per_day: 3, daily_max_per_kg: 7.5, daily_max_value: 400 })];

describe('computeDose — rounding never cuts doses per day', () => {
  it('phenobarbital 15 mg/kg with a 15 mg/kg/day ceiling: the unrounded dose fits, half-up would pass → rounded down, 1 dose', () => {
    // 10,1 kg: 151,5 mg unrounded = the cap; half-up 152 > 151,5 → 151, still 1 dose (the old engine said "0 doses")
    expect(dose(phenobarbital, 10.1)).toMatchObject({ value: 151, dosesPerDay: 1, dailyCapped: false, roundedDown: true, dailyTotal: 151, perDoseBeforeDailyCap: 152 });
    // 10,2 kg: 153 exactly — no rounding, nothing lowered
    expect(dose(phenobarbital, 10.2)).toMatchObject({ value: 153, dosesPerDay: 1, dailyCapped: false, roundedDown: false, perDoseBeforeDailyCap: null });
    // 10,13 kg: 151,95 → half-up 152 > 151,95 → 151
    expect(dose(phenobarbital, 10.13)).toMatchObject({ value: 151, roundedDown: true });
    // 10,14 kg: 152,1 → 152 ≤ 152,1 → stays 152
    expect(dose(phenobarbital, 10.14)).toMatchObject({ value: 152, roundedDown: false });
    // computeTag's contract is unchanged: round_result half-up after the cap
    expect(computeTag(phenobarbital, 'fenobarbital_mg', { weightKg: 10.1 })).toEqual({ value: 152, unit: 'mg', capped: false });
  });
  it('amoxicillin 45 mg/kg twice a day at 90 mg/kg/day keeps 2 doses at every rounding', () => {
    expect(dose(amoxOma, 10.3)).toMatchObject({ value: 463, dosesPerDay: 2, roundedDown: true, dailyCapped: false }); // 463,5 → 464 × 2 > 927
    expect(dose(amoxOma, 10.2)).toMatchObject({ value: 459, dosesPerDay: 2, roundedDown: false, dailyCapped: false });
    // per-dose cap 2000 mg and 4000 mg/day meet exactly at ≥ 44,45 kg: capped, not daily-capped
    expect(dose(amoxOma, 60)).toMatchObject({ value: 2000, capped: true, dailyCapped: false, dosesPerDay: 2, dailyTotal: 4000 });
  });
  it('cephalexin 12,5 mg/kg four times a day keeps 4 doses', () => {
    expect(dose(cephalexin, 10.1)).toMatchObject({ value: 126, dosesPerDay: 4, roundedDown: false }); // 126,25 → 126; 126 × 4 = 504 ≤ 505
    expect(dose(cephalexin, 10.12)).toMatchObject({ value: 126, dosesPerDay: 4, roundedDown: true }); // 126,5 → 127 × 4 = 508 > 506
  });
  it('gentamicin at adult weights: 400 mg/day binds → 133,33 mg per dose (unrounded row), 3 doses', () => {
    // at 53,33 kg 2,5 × w × 3 = 400 exactly: not binding
    expect(dose(gentamicin, 160 / 3)).toMatchObject({ dailyCapped: false, dosesPerDay: 3 });
    const r = dose(gentamicin, 60);
    expect(r).toMatchObject({ dailyCapped: true, dosesPerDay: 3, perDoseBeforeDailyCap: 150, dailyMax: 400 });
    expect(r.value).toBeCloseTo(400 / 3, 10);
    expect(r.dailyTotal!).toBeCloseTo(400, 9);
  });
  it('a daily cap that truly binds on a round_result row rounds DOWN (never up past the cap)', () => {
    const rows = [tag({ name: 'x', type: 'multiplier', multiplier: 50, round_result: true, doses_per_day: 3, daily_max_value: 1000 })];
    const r = dose(rows, 30); // 1500 × 3 > 1000 → 333,33 → 333
    expect(r).toMatchObject({ value: 333, dosesPerDay: 3, dailyCapped: true, perDoseBeforeDailyCap: 1500, dailyTotal: 999 });
  });
  it('a whole-unit step that would reach 0 keeps the unrounded value: never a 0 dose, never 0 doses', () => {
    const rows = [tag({ name: 'tiny', type: 'multiplier', multiplier: 1, round_result: true, doses_per_day: 4, daily_max_per_kg: 0.5 })];
    const r = dose(rows, 1); // 1 mg × 4 > 0,5 → 0,125 per dose; floor would be 0
    expect(r.value).toBeCloseTo(0.125, 12);
    expect(r).toMatchObject({ dosesPerDay: 4, dailyCapped: true });
  });
  it('without doses per day or without a daily maximum nothing is lowered', () => {
    const rows = [tag({ name: 'n', type: 'multiplier', multiplier: 15, round_result: true, daily_max_per_kg: 15 })];
    expect(dose(rows, 10.1)).toMatchObject({ value: 152, dosesPerDay: null, dailyTotal: null, dailyCapped: false, roundedDown: false });
  });
});

import { describe, expect, it } from 'vitest';
import { ClinicalInputError, correctedAge, ironProphylaxis, vitaminAProphylaxis, vitaminDProphylaxis } from './index';

const M = 30.4375;

describe('correctedAge', () => {
  it.each([
    // ageDays, weeks, days, corrected
    [100, 32, 0, 100 - 56],
    [100, 36, 6, 100 - 22],
    [30, 28, 0, 30 - 84],
    [730, 30, 0, 730 - 70],
  ])('age %s d, born at %s+%s weeks → %s d', (ageDays, w, d, expected) => {
    expect(correctedAge({ ageDays, gestationalWeeks: w, gestationalDays: d }).correctedDays).toBe(expected);
  });
  it('no correction at term (37 weeks) or without gestational age', () => {
    expect(correctedAge({ ageDays: 100, gestationalWeeks: 37 }).correctedDays).toBeNull();
    expect(correctedAge({ ageDays: 100 }).correctedDays).toBeNull();
  });
  it('the correction stops at 24 months of chronological age (half-open)', () => {
    expect(correctedAge({ ageDays: 730, gestationalWeeks: 30 }).correctedDays).toBe(660);
    expect(correctedAge({ ageDays: 731, gestationalWeeks: 30 }).correctedDays).toBeNull();
  });
  it('a child before term-equivalent is told so', () => {
    expect(correctedAge({ ageDays: 10, gestationalWeeks: 30 }).note).toMatch(/ainda não atingiu 40 semanas/);
  });
  it('refuses gestational ages outside 22–44 weeks and fractional weeks', () => {
    expect(() => correctedAge({ ageDays: 10, gestationalWeeks: 20 })).toThrow(/Idade gestacional \(semanas\): informe um valor entre 22 e 44/);
    expect(() => correctedAge({ ageDays: 10, gestationalWeeks: 30, gestationalDays: 7 })).toThrow(ClinicalInputError);
    expect(() => correctedAge({ ageDays: 10, gestationalWeeks: 30.5 })).toThrow(/inteiros/);
    expect(() => correctedAge({ ageDays: -1, gestationalWeeks: 30 })).toThrow(/Idade \(dias\)/);
  });
});

describe('ironProphylaxis (SBP 2018)', () => {
  const term = { gestationalWeeks: 39, birthWeightG: 3200 };
  it('term ≥ 2500 g: 1 mg/kg/dia from 3 to 24 months, half-open', () => {
    expect(ironProphylaxis({ ...term, ageDays: 3 * M - 1, weightKg: 6 }).status).toBe('ainda_nao');
    const at3 = ironProphylaxis({ ...term, ageDays: 3 * M, weightKg: 6 });
    expect(at3).toMatchObject({ status: 'indicado', perKg: 1, amount: 6, unit: 'mg/dia', interval: '1 vez ao dia' });
    expect(ironProphylaxis({ ...term, ageDays: 24 * M - 1, weightKg: 11 }).amount).toBe(11);
    expect(ironProphylaxis({ ...term, ageDays: 24 * M, weightKg: 11 })).toMatchObject({ status: 'nao_indicado', amount: null });
  });
  it.each([
    [2000, 35, 2], [2400, 38, 2], [1500, 32, 2], [1499, 30, 3], [1000, 28, 3], [999, 26, 4], [600, 24, 4],
  ])('birth weight %s g at %s weeks: %s mg/kg/dia from day 30 for a year', (bw, ga, rate) => {
    const c = { birthWeightG: bw, gestationalWeeks: ga, weightKg: 4 };
    expect(ironProphylaxis({ ...c, ageDays: 29 }).status).toBe('ainda_nao');
    expect(ironProphylaxis({ ...c, ageDays: 30 })).toMatchObject({ status: 'indicado', perKg: rate, amount: 4 * rate });
    expect(ironProphylaxis({ ...c, ageDays: 30 + 365.25 - 1 }).perKg).toBe(rate);
    expect(ironProphylaxis({ ...c, ageDays: 30 + 365.25 }).perKg).toBe(1);
    expect(ironProphylaxis({ ...c, ageDays: 30 + 2 * 365.25 - 1 }).status).toBe('indicado');
    expect(ironProphylaxis({ ...c, ageDays: 30 + 2 * 365.25 }).status).toBe('nao_indicado');
  });
  it('every band has a dose with unit, maximum and interval, or says it is not indicated', () => {
    for (let d = 0; d <= 6575; d += 7) {
      const r = ironProphylaxis({ ageDays: d, gestationalWeeks: 31, birthWeightG: 1200, weightKg: 8 });
      if (r.status === 'indicado') {
        expect(r.amount).toBeGreaterThan(0);
        expect(r.maximum).toMatch(/mg\/kg\/dia/);
      } else expect(r.amount).toBeNull();
      expect(r.source).toMatch(/SBP/);
    }
  });
  it('without the current weight it states the rate and asks for the weight', () => {
    expect(ironProphylaxis({ ...term, ageDays: 200 })).toMatchObject({ amount: null, perKg: 1, note: expect.stringMatching(/peso atual/) });
  });
  it('refuses missing or implausible birth data', () => {
    expect(() => ironProphylaxis({ ageDays: 100, gestationalWeeks: 39 })).toThrow(/Peso ao nascer/);
    expect(() => ironProphylaxis({ ageDays: 100, birthWeightG: 3000 })).toThrow(/Idade gestacional/);
    expect(() => ironProphylaxis({ ageDays: 100, birthWeightG: 100, gestationalWeeks: 39 })).toThrow(/Peso ao nascer \(g\): informe um valor entre 300 e 6500/);
    expect(() => ironProphylaxis({ ...term, ageDays: 100, weightKg: 0 })).toThrow(/Peso \(kg\)/);
  });
});

describe('vitaminDProphylaxis (SBP 2016)', () => {
  it.each([
    [0, 'ainda_nao', null], [6, 'ainda_nao', null], [7, 'indicado', 400], [12 * M - 1, 'indicado', 400],
    [12 * M, 'indicado', 600], [24 * M - 1, 'indicado', 600], [24 * M, 'nao_indicado', null], [6000, 'nao_indicado', null],
  ] as const)('day %s → %s %s UI', (ageDays, status, amount) => {
    const r = vitaminDProphylaxis({ ageDays });
    expect(r.status).toBe(status);
    expect(r.amount).toBe(amount);
  });
  it('the maximum follows the IOM upper level by age', () => {
    expect(vitaminDProphylaxis({ ageDays: 30 }).maximum).toMatch(/^1\.000 UI/);
    expect(vitaminDProphylaxis({ ageDays: 200 }).maximum).toMatch(/^1\.500 UI/);
    expect(vitaminDProphylaxis({ ageDays: 400 }).maximum).toMatch(/^2\.500 UI/);
  });
});

describe('vitaminAProphylaxis (MS 2013)', () => {
  it.each([
    [6 * M - 1, 'ainda_nao', null], [6 * M, 'indicado', 100_000], [12 * M - 1, 'indicado', 100_000],
    [12 * M, 'indicado', 200_000], [60 * M - 1, 'indicado', 200_000], [60 * M, 'nao_indicado', null],
  ] as const)('day %s → %s %s UI', (ageDays, status, amount) => {
    const r = vitaminAProphylaxis({ ageDays });
    expect(r).toMatchObject({ status, amount });
  });
  it('12–59 months every 6 months', () => {
    expect(vitaminAProphylaxis({ ageDays: 800 }).interval).toBe('a cada 6 meses');
  });
});

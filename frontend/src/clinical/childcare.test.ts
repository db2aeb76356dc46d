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

describe('ironProphylaxis (SBP 2021 update)', () => {
  const term = { gestationalWeeks: 39, birthWeightG: 3200 };
  it('term ≥ 2500 g without risk factors: 1 mg/kg/dia from 180 days to 24 months, half-open', () => {
    const c = { ...term, ironRiskFactors: false, weightKg: 7 };
    expect(ironProphylaxis({ ...c, ageDays: 179 })).toMatchObject({ status: 'ainda_nao', amount: null });
    expect(ironProphylaxis({ ...c, ageDays: 180 })).toMatchObject({ status: 'indicado', perKg: 1, amount: 7, unit: 'mg/dia', interval: '1 vez ao dia' });
    expect(ironProphylaxis({ ...c, ageDays: 24 * M - 1 }).status).toBe('indicado');
    expect(ironProphylaxis({ ...c, ageDays: 24 * M })).toMatchObject({ status: 'nao_indicado', amount: null });
  });
  it('term ≥ 2500 g with risk factors: from 90 days', () => {
    const c = { ...term, ironRiskFactors: true, weightKg: 6 };
    expect(ironProphylaxis({ ...c, ageDays: 89 }).status).toBe('ainda_nao');
    expect(ironProphylaxis({ ...c, ageDays: 90 })).toMatchObject({ status: 'indicado', amount: 6 });
  });
  it('term ≥ 2500 g needs the risk-factor answer', () => {
    expect(() => ironProphylaxis({ ...term, ageDays: 100 })).toThrow(/Fatores de risco para deficiência de ferro/);
  });
  it.each([
    [2400, 38, 2], [2000, 35, 2], [1500, 32, 2], [1499, 30, 3], [1000, 28, 3], [999, 26, 4], [600, 24, 4],
  ])('birth weight %s g at %s weeks: %s mg/kg/dia from day 30 to 12 months, then 1 mg/kg/dia to 24 months', (bw, ga, rate) => {
    const c = { birthWeightG: bw, gestationalWeeks: ga, weightKg: 4 };
    expect(ironProphylaxis({ ...c, ageDays: 29 }).status).toBe('ainda_nao');
    expect(ironProphylaxis({ ...c, ageDays: 30 })).toMatchObject({ status: 'indicado', perKg: rate, amount: 4 * rate });
    expect(ironProphylaxis({ ...c, ageDays: 12 * M - 1 }).perKg).toBe(rate);
    expect(ironProphylaxis({ ...c, ageDays: 12 * M }).perKg).toBe(1);
    expect(ironProphylaxis({ ...c, ageDays: 24 * M - 1 }).status).toBe('indicado');
    expect(ironProphylaxis({ ...c, ageDays: 24 * M }).status).toBe('nao_indicado');
  });
  it('every age has a dose with unit, maximum and interval, or says it is not indicated', () => {
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
    expect(ironProphylaxis({ ...term, ironRiskFactors: false, ageDays: 200 })).toMatchObject({ amount: null, perKg: 1, note: expect.stringMatching(/peso atual/) });
  });
  it('refuses missing or implausible birth data', () => {
    expect(() => ironProphylaxis({ ageDays: 100, gestationalWeeks: 39 })).toThrow(/Peso ao nascer/);
    expect(() => ironProphylaxis({ ageDays: 100, birthWeightG: 3000 })).toThrow(/Idade gestacional/);
    expect(() => ironProphylaxis({ ageDays: 100, birthWeightG: 100, gestationalWeeks: 39 })).toThrow(/Peso ao nascer \(g\): informe um valor entre 300 e 6500/);
    expect(() => ironProphylaxis({ ...term, ironRiskFactors: false, ageDays: 100, weightKg: 0 })).toThrow(/Peso \(kg\)/);
  });
});

describe('vitaminDProphylaxis (SBP 2024)', () => {
  it.each([
    [0, 400], [12 * M - 1, 400], [12 * M, 600], [24 * M, 600], [6575, 600],
  ] as const)('day %s → %s UI/dia', (ageDays, amount) => {
    expect(vitaminDProphylaxis({ ageDays })).toMatchObject({ status: 'indicado', amount, unit: 'UI/dia', interval: '1 vez ao dia' });
  });
  it('the maximum follows the IOM upper level by age', () => {
    expect(vitaminDProphylaxis({ ageDays: 30 }).maximum).toMatch(/^1\.000 UI/);
    expect(vitaminDProphylaxis({ ageDays: 200 }).maximum).toMatch(/^1\.500 UI/);
    expect(vitaminDProphylaxis({ ageDays: 400 }).maximum).toMatch(/^2\.500 UI/);
    expect(vitaminDProphylaxis({ ageDays: 5 * 365.25 }).maximum).toMatch(/^3\.000 UI/);
    expect(vitaminDProphylaxis({ ageDays: 10 * 365.25 }).maximum).toMatch(/^4\.000 UI/);
  });
  it('refuses ages outside 0–18 years', () => {
    expect(() => vitaminDProphylaxis({ ageDays: 7000 })).toThrow(/Idade \(dias\)/);
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

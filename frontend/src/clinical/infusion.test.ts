/** Issue #34, finding 4: one infusion-rate rule for the medication page and the flowcharts. */
import {
  ClinicalInputError, EMERGENCY_DOSE_RULES, INFUSION_RATE_LIMITS, computeDose, emergencyDose, infusionLimit, infusionText,
  minimumInfusionMinutes, rateLimitText, roundUpMinutes, type DoseTag,
} from './index';

describe('infusionLimit — the slowest of per-kg rate, absolute rate and minimum time', () => {
  const fos = INFUSION_RATE_LIMITS.fosphenytoin;
  it('fosphenytoin (FDA boxed warning: ≤ 2 mg EF/kg/min or 150 mg EF/min, whichever is slower)', () => {
    // 10 kg, 200 mg EF: 20 mg EF/min → 10 min, per kg governs
    expect(infusionLimit(200, 10, fos)).toMatchObject({ minMinutes: 10, governing: 'per_kg', maxRatePerMin: 20 });
    // 90 kg, 1500 mg EF (capped): 2 × 90 = 180 > 150 → 150 mg EF/min governs → 10 min
    expect(infusionLimit(1500, 90, fos)).toMatchObject({ minMinutes: 10, governing: 'absolute', maxRatePerMin: 150 });
    // the edge: at 75 kg both ceilings are 150 mg EF/min (tie: per kg reported, same time)
    expect(infusionLimit(1500, 75, fos).minMinutes).toBe(10);
    expect(infusionLimit(1500, 74.9, fos).governing).toBe('per_kg');
    expect(infusionLimit(1500, 75.1, fos).governing).toBe('absolute');
  });
  it('phenytoin 1 mg/kg/min, max 50 mg/min: the slower governs', () => {
    expect(infusionLimit(400, 20, INFUSION_RATE_LIMITS.phenytoin)).toMatchObject({ minMinutes: 20, governing: 'per_kg' });
    expect(infusionLimit(1400, 70, INFUSION_RATE_LIMITS.phenytoin)).toMatchObject({ minMinutes: 28, governing: 'absolute' });
  });
  it('vancomycin: at least 60 min and at most 10 mg/min, whichever is longer', () => {
    expect(infusionLimit(500, 50, INFUSION_RATE_LIMITS.vancomycin)).toMatchObject({ minMinutes: 60, governing: 'minimum_time' });
    expect(infusionLimit(600, 60, INFUSION_RATE_LIMITS.vancomycin)).toMatchObject({ minMinutes: 60, governing: 'absolute' }); // tie 600/10 = 60: the rate is named
    expect(infusionLimit(1000, 60, INFUSION_RATE_LIMITS.vancomycin)).toMatchObject({ minMinutes: 100, governing: 'absolute' });
  });
  it('potassium chloride per hour: 1 mEq/kg/h and 10 mEq/h', () => {
    expect(infusionLimit(5, 10, INFUSION_RATE_LIMITS.potassium_chloride)).toMatchObject({ minMinutes: 30, governing: 'per_kg' });
    expect(infusionLimit(30, 60, INFUSION_RATE_LIMITS.potassium_chloride)).toMatchObject({ minMinutes: 180, governing: 'absolute' });
    expect(rateLimitText(INFUSION_RATE_LIMITS.potassium_chloride)).toBe('máx. 1 mEq/kg/h e 10 mEq/h');
  });
  it('magnesium sulfate: 20 min minimum unless 150 mg/min is slower', () => {
    expect(infusionLimit(2000, 50, INFUSION_RATE_LIMITS.magnesium_sulfate)).toMatchObject({ minMinutes: 20, governing: 'minimum_time' });
    expect(infusionLimit(3150, 60, INFUSION_RATE_LIMITS.magnesium_sulfate)).toMatchObject({ minMinutes: 21, governing: 'absolute' });
  });
  it('levetiracetam and valproate in status epilepticus: at least 10 min (ESETT)', () => {
    expect(infusionLimit(4500, 90, INFUSION_RATE_LIMITS.levetiracetam)).toMatchObject({ minMinutes: 10, governing: 'minimum_time', maxRatePerMin: null });
    expect(rateLimitText(INFUSION_RATE_LIMITS.valproate)).toBe('em no mínimo 10 min');
    expect(emergencyDose('valproate_iv', { weightKg: 20, ageMonths: 60 })).toMatchObject({ minMinutes: { min: 10, max: 10 }, rateGoverning: 'minimum_time' });
  });
  it('refuses what it cannot compute, in Portuguese', () => {
    expect(() => infusionLimit(0, 10, fos)).toThrow(ClinicalInputError);
    expect(() => infusionLimit(100, 0.1, fos)).toThrow(/Peso \(kg\)/);
    expect(() => infusionLimit(100, 10, { ...fos, perKg: null, absolute: null })).toThrow(/não tem velocidade máxima/);
    expect(() => minimumInfusionMinutes(100, 'mg', 10, 'nope')).toThrow(/desconhecido/);
    expect(() => minimumInfusionMinutes(100, 'mL', 10, 'fosphenytoin')).toThrow(/tempo de infusão não calculado/);
  });
  it('the displayed time rounds UP, never down', () => {
    expect(roundUpMinutes(28.01)).toBe(28.1);
    expect(roundUpMinutes(10)).toBe(10);
    expect(roundUpMinutes(1400 / 60)).toBe(23.4);
    expect(infusionText(infusionLimit(1500, 90, fos))).toBe('Infundir em no mínimo 10 min (máx. 2 mg EF/kg/min e 150 mg EF/min) — definido pelo limite absoluto por minuto');
  });
});

describe('one rate rule for the medication page and the flowcharts', () => {
  const row: DoseTag = {
    name: 'fosfenitoina_mg_ef', multiplier: 20, max_value: 1500, type: 'multiplier', unit: 'mg', start_month: 1, end_month: null,
    start_weight: null, end_weight: null, round_result: true, doses_per_day: 1, route: 'IV', rate_limit: 'fosphenytoin',
  };
  it('computeDose carries the infusion time of the dose it returns', () => {
    const r10 = computeDose([row], row.name, { weightKg: 10, ageMonths: 12 });
    const r90 = computeDose([row], row.name, { weightKg: 90, ageMonths: 192 });
    expect(r10.kind === 'dose' && r10.infusion).toMatchObject({ minMinutes: 10, governing: 'per_kg' });
    expect(r90.kind === 'dose' && r90.infusion).toMatchObject({ minMinutes: 10, governing: 'absolute' });
    expect(() => computeDose([{ ...row, rate_limit: 'unknown' }], row.name, { weightKg: 10, ageMonths: 12 })).toThrow(/desconhecido/);
  });
  it('the emergency rules name the same limits and get the same minutes', () => {
    const withRate = Object.entries(EMERGENCY_DOSE_RULES).filter(([, r]) => 'rate' in r && r.rate);
    expect(withRate.map(([id]) => id).sort()).toEqual(['fosphenytoin_iv', 'levetiracetam_iv', 'magnesium_asthma', 'phenobarbital_iv', 'phenytoin_iv', 'valproate_iv']);
    for (const [weightKg, ageMonths] of [[10, 12], [25, 84], [90, 192]] as const) {
      const line = emergencyDose('fosphenytoin_iv', { weightKg, ageMonths });
      const med = computeDose([{ ...row, round_result: false }], row.name, { weightKg, ageMonths });
      expect(med.kind === 'dose' && med.infusion?.minMinutes).toBe(line.minMinutes?.max);
    }
    expect(emergencyDose('fosphenytoin_iv', { weightKg: 90 })).toMatchObject({ minMinutes: { min: 10, max: 10 }, rateGoverning: 'absolute' });
    expect(emergencyDose('phenobarbital_iv', { weightKg: 10 })).toMatchObject({ minMinutes: { min: 15, max: 15 }, rateGoverning: 'per_kg' });
    expect(emergencyDose('phenobarbital_iv', { weightKg: 80 })).toMatchObject({ minMinutes: { min: 20, max: 20 }, rateGoverning: 'absolute' });
    expect(emergencyDose('magnesium_asthma', { weightKg: 20, ageMonths: 60 })).toMatchObject({ minMinutes: { min: 20, max: 20 }, rateGoverning: 'minimum_time' });
  });
});

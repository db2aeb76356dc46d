/** The screens' helpers beyond the contract, each with ≥ 5 worked cases (sources in their doc comments). */
import {
  BHUTANI_1999_CURVES, ClinicalInputError, POISONING_AGENTS, acetylcysteineDiluentMl, bhutaniPercentilesAt, dehydrationPlanA,
  dehydrationPlanB, dehydrationPlanCMaintenance, doseVolumeMl, formatValue, ginaItemsFor, glasgowDescriptors, lmsRawZ,
  lmsRestrictedZ, lmsValueAt, maintenanceFluidsCapped, normalCdf, poisoningDoses, poisoningIdFromSlug, poisoningLineVolumeMl,
  ptNumber, requireInRange, headCircumferenceLabel, sisvanBmiLabel, sisvanHeightLabel, sisvanWeightLabel, TOOL_SOURCES, POISONING_ENTRIES,
} from './index';

const curves = [...BHUTANI_1999_CURVES];

describe('dehydrationPlanA (MS: SRO por evacuação; zinco)', () => {
  it.each([
    [0, { minMl: 50, maxMl: 100 }, 10], [6, { minMl: 50, maxMl: 100 }, 10], [7, { minMl: 50, maxMl: 100 }, 20],
    [12, { minMl: 100, maxMl: 200 }, 20], [131.9, { minMl: 100, maxMl: 200 }, 20], [132, 'as_accepted', 20], [216, 'as_accepted', 20],
  ] as const)('%s months', (ageMonths, ors, zinc) => {
    expect(dehydrationPlanA({ ageMonths })).toEqual({ orsPerStool: ors, zincMgPerDay: zinc, zincDays: { min: 10, max: 14 } });
  });
  it('refuses an age outside 0–216 months', () => expect(() => dehydrationPlanA({ ageMonths: -1 })).toThrow(/Idade \(meses\)/));
});

describe('dehydrationPlanB (MS: SRO 50–100 mL/kg em 4–6 h)', () => {
  it.each([[3, 150, 300], [8.5, 425, 850], [10, 500, 1000], [22, 1100, 2200], [40, 2000, 4000]])('%s kg', (w, lo, hi) => {
    expect(dehydrationPlanB({ weightKg: w })).toEqual({ minMl: lo, maxMl: hi, minHours: 4, maxHours: 6 });
  });
  it('refuses weight 0', () => expect(() => dehydrationPlanB({ weightKg: 0 })).toThrow(/Peso \(kg\)/));
});

describe('dehydrationPlanCMaintenance (MS: manutenção 4:1 + reposição 1:1 50 mL/kg/dia + KCl 10% 2 mL/100 mL)', () => {
  it.each([
    [5, 500, 250], [10, 1000, 500], [15, 1250, 750], [20, 1500, 1000], [70, 2400, 3500],
  ])('%s kg', (w, maint, repl) => {
    const r = dehydrationPlanCMaintenance(w);
    expect(r.maintenanceMlPerDay).toBe(maint);
    expect(r.maintenanceSg5Ml + r.maintenanceSf09Ml).toBeCloseTo(maint, 9);
    expect(r.maintenanceSg5Ml).toBeCloseTo(maint * 0.8, 9);
    expect(r.replacementMlPerDay).toBe(repl);
    expect(r.kcl10MlPerDay).toBeCloseTo(maint / 50, 9);
  });
});

describe('maintenanceFluidsCapped', () => {
  it.each([[10, false, false], [60, false, false], [60.5, false, true], [65, false, true], [65.1, true, true]])('%s kg', (w, day, hour) => {
    expect(maintenanceFluidsCapped(w)).toEqual({ day, hour });
  });
});

describe('glasgowDescriptors (reference.md §6)', () => {
  it.each([[0, 'infant'], [23.9, 'infant'], [24, 'preschool'], [59.9, 'preschool'], [60, 'child_adult'], [216, 'child_adult']] as const)('%s months → %s', (m, v) => {
    const d = glasgowDescriptors(m);
    expect(d.version).toBe(v);
    expect(d.eye.map((o) => o.value)).toEqual([4, 3, 2, 1]);
    expect(d.verbal.map((o) => o.value)).toEqual([5, 4, 3, 2, 1]);
    expect(d.motor.map((o) => o.value)).toEqual([6, 5, 4, 3, 2, 1]);
  });
});

describe('ginaItemsFor (GINA 2024: ≤ 5 anos / ≥ 6 anos)', () => {
  it.each([[0, 'up_to_5'], [3, 'up_to_5'], [5.99, 'up_to_5'], [6, 'from_6'], [11, 'from_6'], [18, 'from_6']] as const)('%s years', (y, group) => {
    const items = ginaItemsFor(y);
    expect(items).toHaveLength(4);
    expect(new Set(items.map((i) => i.id))).toEqual(new Set(['daytimeSymptoms', 'nightWaking', 'relieverUse', 'activityLimitation']));
    expect(items[0]!.label).toMatch(group === 'up_to_5' ? /1 vez por semana/ : /2 vezes por semana/);
  });
});

describe('bhutaniPercentilesAt (linear interpolation between 4-h points)', () => {
  it.each([
    [12, 3.9, 5.1, 7.1], [24, 4.9, 6.1, 7.8], [26, 5.2, 6.55, 8.35], [50, 8.8, 11.05, 13.5], [147, 13.05, 15.275, 17.375], [148, 13, 15.3, 17.4],
  ])('%s h', (h, p40, p75, p95) => {
    const p = bhutaniPercentilesAt(h, curves);
    expect(p.p40).toBeCloseTo(p40, 9);
    expect(p.p75).toBeCloseTo(p75, 9);
    expect(p.p95).toBeCloseTo(p95, 9);
  });
});

describe('normalCdf (Φ) against known values', () => {
  it.each([[0, 0.5], [1, 0.8413447460685429], [-1.6448536269514729, 0.05], [2.3263478740408408, 0.99], [-3, 0.0013498980316301], [6, 0.9999999990134123]])('Φ(%s)', (x, p) => {
    expect(normalCdf(x)).toBeCloseTo(p, 12);
  });
});

describe('LMS primitives (WHO 2006 ch. 7)', () => {
  const [l, m, s] = [0.3809, 3.2322, 0.14171]; // girl weight-for-age, day 0
  it.each([-3, -2, 0, 1.5, 3])('C(z) inverts z for z = %s', (z) => expect(lmsRawZ(lmsValueAt(z, l, m, s), l, m, s)).toBeCloseTo(z, 10));
  it('raw −3.10 vs restricted −3.09 for 2.0 kg; raw 4.16 vs restricted 4.26 for 5.5 kg', () => {
    expect(lmsRawZ(2.0, l, m, s)).toBeCloseTo(-3.10, 2);
    expect(lmsRestrictedZ(2.0, l, m, s)).toBeCloseTo(-3.09, 2);
    expect(lmsRawZ(5.5, l, m, s)).toBeCloseTo(4.16, 2);
    expect(lmsRestrictedZ(5.5, l, m, s)).toBeCloseTo(4.26, 2);
  });
  it('L = 0 uses ln(y/M)/S', () => expect(lmsRawZ(Math.E * 10, 0, 10, 0.5)).toBeCloseTo(2, 12));
});

describe('SISVAN / head-circumference label functions', () => {
  it.each([[-3.5, 'Muito baixo peso'], [-3, 'Baixo peso'], [-2, 'Peso adequado'], [2, 'Peso adequado'], [2.01, 'Peso elevado']])('peso %s', (z, l) => expect(sisvanWeightLabel(z)).toBe(l));
  it.each([[-6, 'Muito baixa estatura'], [-3.01, 'Muito baixa estatura'], [-3, 'Baixa estatura'], [-2, 'Estatura adequada'], [4, 'Estatura adequada']])('estatura %s', (z, l) => expect(sisvanHeightLabel(z)).toBe(l));
  it.each([[-3.01, 'Magreza acentuada'], [-2.01, 'Magreza'], [1, 'Eutrofia'], [1.5, 'Risco de sobrepeso'], [2.5, 'Sobrepeso'], [3.5, 'Obesidade']])('IMC 0–5 %s', (z, l) => expect(sisvanBmiLabel(z, '0-5')).toBe(l));
  it.each([[1.01, 'Sobrepeso'], [2, 'Sobrepeso'], [2.01, 'Obesidade'], [3, 'Obesidade'], [3.01, 'Obesidade grave']])('IMC 5–19 %s', (z, l) => expect(sisvanBmiLabel(z, '5-19')).toBe(l));
  it.each([[-3, 'Abaixo do esperado'], [-2.01, 'Abaixo do esperado'], [-2, 'Adequado'], [2, 'Adequado'], [2.01, 'Acima do esperado']])('PC %s', (z, l) => expect(headCircumferenceLabel(z)).toBe(l));
});

describe('acetylcysteineDiluentMl (Acetadote label, 3 bags)', () => {
  it.each([[5, [15, 35, 70]], [15, [45, 105, 210]], [20, [60, 140, 280]], [21, [100, 250, 500]], [40, [100, 250, 500]], [40.1, [200, 500, 1000]], [100, [200, 500, 1000]]])('%s kg', (w, ml) => {
    expect(acetylcysteineDiluentMl(w)).toEqual(ml);
  });
});

describe('doseVolumeMl and poisoningLineVolumeMl (concentration → mL)', () => {
  it.each([[0.2, 0.1, 2], [1, 0.4, 2.5], [15, 1, 15], [3000, 100, 30], [0.7, 1, 0.7]])('%s ÷ %s/mL', (a, c, ml) => expect(doseVolumeMl(a, c)).toBe(ml));
  it.each([
    ['benzodiazepines', 25, 6, 'flumazenil', 2], ['opioids', 10, 2, 'naloxone', 2.5], ['cholinergics', 10, 2, 'atropine', 2],
    ['tricyclic_antidepressants', 10, 2, 'sodium_bicarbonate', 15], ['paracetamol', 20, 6, 'acetylcysteine', 30],
  ] as const)('%s %s kg → first %s line', (id, w, age, agent, ml) => {
    const line = poisoningDoses(id, { weightKg: w, ageYears: age })[0]!;
    expect(line.agent).toBe(agent);
    expect(poisoningLineVolumeMl(line)!.ml).toBeCloseTo(ml, 9);
    expect(POISONING_AGENTS[agent].concentrations.filter((c) => c.default)).toHaveLength(1);
  });
  it('refuses a negative dose or a zero concentration', () => {
    expect(() => doseVolumeMl(-1, 1)).toThrow(ClinicalInputError);
    expect(() => doseVolumeMl(1, 0)).toThrow(/Concentração/);
  });
});

describe('poisoningIdFromSlug', () => {
  it.each([['benzodiazepines', 'benzodiazepines'], ['opioids', 'opioids'], ['tricyclic-antidepressants', 'tricyclic_antidepressants'],
    ['beta_blockers', 'beta_blockers'], [' Paracetamol ', 'paracetamol'], ['arsenic', null]] as const)('%s', (slug, id) => expect(poisoningIdFromSlug(slug)).toBe(id));
});

describe('formatValue (dose-template values)', () => {
  it.each([[0.123, '0,123'], [20.55, '20,55'], [2.0625, '2,0625'], [600000, '600.000'], [0.1 + 0.2, '0,3'], [4500, '4.500']])('%s', (v, s) => expect(formatValue(v)).toBe(s));
});

describe('ptNumber and requireInRange (messages name the field and the range)', () => {
  it.each([[0.3, '0,3'], [250, '250'], [0.1 + 0.2, '0,3'], [-1.5, '-1,5'], [1e-7, '1e-7']])('ptNumber(%s)', (v, s) => expect(ptNumber(v)).toBe(s));
  it.each([[0, /Peso \(kg\): informe um valor entre 0,3 e 250 kg \(recebido: 0\)/], [251, /recebido: 251/], [Number.NaN, /informe um número entre 0,3 e 250 kg/],
    ['5' as unknown as number, /informe um número/], [undefined as unknown as number, /informe um número/]])('requireInRange(%s)', (v, re) => {
    expect(() => requireInRange(v, 'weightKg', 'Peso (kg)', 0.3, 250, 'kg')).toThrow(re);
  });
  it('ClinicalInputError carries the field and is a RangeError', () => {
    try { requireInRange(0, 'weightKg', 'Peso (kg)', 0.3, 250, 'kg'); } catch (e) {
      expect(e).toBeInstanceOf(RangeError);
      expect(e).toBeInstanceOf(ClinicalInputError);
      expect((e as ClinicalInputError).field).toBe('weightKg');
      expect((e as Error).name).toBe('ClinicalInputError');
      return;
    }
    throw new Error('did not throw');
  });
});

describe('sources and caveats as data', () => {
  it('every tool and poisoning entry cites a source', () => {
    for (const t of Object.values(TOOL_SOURCES)) expect(t.source.length).toBeGreaterThan(10);
    for (const e of Object.values(POISONING_ENTRIES)) expect(e.reference.length).toBeGreaterThan(0);
    for (const a of Object.values(POISONING_AGENTS)) expect(['V', 'S', 'K', 'U']).toContain(a.verification);
    expect(TOOL_SOURCES.bhutani.caveat).toMatch(/digitalizadas/);
    expect(POISONING_AGENTS.pralidoxime.verification).toBe('U');
  });
});

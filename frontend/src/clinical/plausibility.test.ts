import fixture from './__fixtures__/who-growth-cases.json';
import whoRows from './__fixtures__/who-plausibility-rows.json';
import {
  CDC_2000_WEIGHT_FOR_AGE, cdcWeightForAgeLms, cdcWeightForAgeZ, ClinicalInputError, DAYS_PER_MONTH, lmsValueAt, weightPlausibility,
  type LmsLookup, type LmsRow,
} from './index';

const tables = new Map<string, LmsRow[]>();
for (const t of fixture.tables) tables.set(`${t.reference}|${t.indicator}|${t.sex}|${t.position ?? ''}`, t.rows.map(([x, l, m, s]) => ({ x: x!, l: l!, m: m!, s: s! })));
const lookup: LmsLookup = (q) => tables.get(`${q.reference}|${q.indicator}|${q.sex}|${q.position ?? ''}`) ?? [];

describe('weightPlausibility (tenfold-slip guard)', () => {
  it('a typical 2-year-old is plausible, with or without sex', () => {
    expect(weightPlausibility({ weightKg: 12, ageDays: 730, sex: 'M' }, lookup)).toMatchObject({ plausible: true, reason: 'ok', message: null });
    expect(weightPlausibility({ weightKg: 12, ageDays: 730 }, lookup).plausible).toBe(true);
  });
  it('tenfold too heavy (120 kg at 2 years) or too light (1,2 kg) is implausible, with a Portuguese message', () => {
    const heavy = weightPlausibility({ weightKg: 120, ageDays: 730 }, lookup);
    expect(heavy).toMatchObject({ plausible: false, reason: 'weight_for_age' });
    expect(heavy.message).toMatch(/Peso \(kg\): 120 kg é improvável para 2 anos.*acima de \+3/);
    const light = weightPlausibility({ weightKg: 1.2, ageDays: 730, sex: 'F' }, lookup);
    expect(light).toMatchObject({ plausible: false, reason: 'weight_for_age' });
    expect(light.message).toMatch(/abaixo de −3/);
  });
  it('outside 0,3–150 kg is implausible whatever the age (0 kg, 160 kg, 0,29 kg)', () => {
    for (const w of [0, 160, 0.29]) expect(weightPlausibility({ weightKg: w }).reason).toBe('out_of_range');
    expect(weightPlausibility({ weightKg: 0 }).message).toMatch(/fora do intervalo plausível \(0,3 a 150 kg\)/);
    expect(weightPlausibility({ weightKg: 150 }).plausible).toBe(true);
    expect(weightPlausibility({ weightKg: 0.3 }).plausible).toBe(true);
  });
  it('z just inside ±3 stays plausible; beyond 120 months only the range applies', () => {
    expect(weightPlausibility({ weightKg: 9.6, ageDays: 365, sex: 'M' }, lookup)).toMatchObject({ plausible: true, z: -0.04 });
    expect(weightPlausibility({ weightKg: 33, ageDays: 3700, sex: 'F' }, lookup)).toMatchObject({ plausible: true, reason: 'ok' });
  });
  it('refuses a non-number weight', () => {
    expect(() => weightPlausibility({ weightKg: Number.NaN })).toThrow(ClinicalInputError);
    expect(() => weightPlausibility({ weightKg: 10, ageDays: -3 }, lookup)).toThrow(/Idade \(dias\)/);
  });
});

// Whole-month runs of the seeded WHO tables (generate_plausibility_fixture.py): BMI-for-age and the 120-month edge.
const seedRows = new Map<string, LmsRow[]>();
for (const [reference, indicator, sex, x, l, m, s] of whoRows.rows as Array<[string, string, number, number, number, number, number]>) {
  const key = `${reference}|${indicator}|${sex}`;
  if (!seedRows.has(key)) seedRows.set(key, []);
  seedRows.get(key)!.push({ x, l, m, s });
}
const seedLookup: LmsLookup = (q) => seedRows.get(`${q.reference}|${q.indicator}|${q.sex}`) ?? [];
const days = (months: number) => Math.round(months * DAYS_PER_MONTH);

describe('weightPlausibility beyond 120 months (issue 34 §1): CDC 2000 weight-for-age, or WHO 2007 BMI-for-age with a height', () => {
  it('the shipped CDC rows reproduce the file\'s own P3 and P97 from L, M, S (no transcription slip)', () => {
    for (const sex of [1, 2] as const) {
      expect(CDC_2000_WEIGHT_FOR_AGE[sex]).toHaveLength(98);
      expect(CDC_2000_WEIGHT_FOR_AGE[sex][0]![0]).toBe(119.5);
      expect(CDC_2000_WEIGHT_FOR_AGE[sex].at(-1)![0]).toBe(216.5);
      for (const [, l, m, s, p3, p97] of CDC_2000_WEIGHT_FOR_AGE[sex]) {
        expect(lmsValueAt(-1.880793608, l, m, s) / p3).toBeCloseTo(1, 6);
        expect(lmsValueAt(1.880793608, l, m, s) / p97).toBeCloseTo(1, 6);
      }
    }
    // CDC lists the whole month at its half-month point: 120,5 months is the median boy's 32,088 kg
    expect(cdcWeightForAgeZ(1, 120.5, 32.08799062)).toBe(0);
    expect(cdcWeightForAgeLms(2, 121).m).toBeCloseTo((33.06392318 + 33.4120847) / 2, 6);
    expect(() => cdcWeightForAgeLms(1, 240)).toThrow(ClinicalInputError);
  });

  it('the 120-month edge: WHO weight-for-age up to 120 months, CDC 2000 just after', () => {
    const at120 = weightPlausibility({ weightKg: 31, ageDays: Math.floor(120 * DAYS_PER_MONTH), sex: 'M' }, seedLookup);
    expect(at120).toMatchObject({ plausible: true, check: 'who_weight_for_age' });
    const after = weightPlausibility({ weightKg: 31, ageDays: Math.floor(120 * DAYS_PER_MONTH) + 1, sex: 'M' }, seedLookup);
    expect(after).toMatchObject({ plausible: true, check: 'cdc_weight_for_age' });
    // without the growth tables the CDC check still runs beyond 120 months (it ships in the core)…
    expect(weightPlausibility({ weightKg: 3, ageDays: days(121) }).check).toBe('cdc_weight_for_age');
    // …while up to 120 months only the range could be checked (doseGate then asks to confirm)
    expect(weightPlausibility({ weightKg: 3, ageDays: days(119) })).toMatchObject({ plausible: true, check: 'range' });
  });

  it('a 40 kg 12-year-old typed as 4 kg asks to confirm (CDC, with or without sex); 40 kg passes', () => {
    for (const sex of ['M', 'F', undefined] as const) {
      const slip = weightPlausibility({ weightKg: 4, ageDays: days(144), ...(sex ? { sex } : {}) });
      expect(slip).toMatchObject({ plausible: false, reason: 'weight_for_age', check: 'cdc_weight_for_age' });
      expect(slip.message).toMatch(/^Peso \(kg\): 4 kg é improvável para 12 anos \(peso para idade abaixo de −3 escores z na referência CDC 2000: z = -\d/);
      expect(weightPlausibility({ weightKg: 40, ageDays: days(144), ...(sex ? { sex } : {}) }).plausible).toBe(true);
    }
  });

  it('CDC extremes: just inside ±3 z passes, just outside is flagged (boy and girl at 15 years)', () => {
    for (const sex of [1, 2] as const) {
      const { l, m, s } = cdcWeightForAgeLms(sex, 180);
      const lo = lmsValueAt(-3, l, m, s);
      const hi = lmsValueAt(3, l, m, s);
      const code = sex === 1 ? 'M' : 'F';
      expect(weightPlausibility({ weightKg: lo * 1.02, ageDays: days(180), sex: code }).plausible).toBe(true);
      expect(weightPlausibility({ weightKg: lo * 0.97, ageDays: days(180), sex: code }).plausible).toBe(false);
      if (hi < 150) {
        expect(weightPlausibility({ weightKg: hi * 0.98, ageDays: days(180), sex: code }).plausible).toBe(true);
        expect(weightPlausibility({ weightKg: Math.min(hi * 1.03, 150), ageDays: days(180), sex: code }).plausible).toBe(false);
      }
    }
  });

  it('without sex a weight is flagged only when implausible for both sexes', () => {
    // 15 years: a weight below the girls' −3 z but above the boys' → plausible without sex
    const boys = cdcWeightForAgeLms(1, 180);
    const girls = cdcWeightForAgeLms(2, 180);
    const boyLo = lmsValueAt(-3, boys.l, boys.m, boys.s);
    const girlLo = lmsValueAt(-3, girls.l, girls.m, girls.s);
    const w = (Math.min(boyLo, girlLo) + Math.max(boyLo, girlLo)) / 2;
    const flaggedSex = boyLo > girlLo ? 'M' : 'F';
    expect(weightPlausibility({ weightKg: w, ageDays: days(180), sex: flaggedSex }).plausible).toBe(false);
    expect(weightPlausibility({ weightKg: w, ageDays: days(180) }).plausible).toBe(true);
  });

  it('with a height, WHO 2007 BMI-for-age decides (12 years, 150 cm): 4 kg flagged, 40 kg fine, 110 kg flagged', () => {
    const slip = weightPlausibility({ weightKg: 4, ageDays: days(144), sex: 'F', heightCm: 150 }, seedLookup);
    expect(slip).toMatchObject({ plausible: false, reason: 'bmi_for_age', check: 'who_bmi_for_age' });
    expect(slip.message).toMatch(/4 kg com estatura de 150 cm é improvável para 12 anos \(IMC 1,8 kg\/m²; IMC para idade abaixo de −3 escores z, OMS 2007/);
    expect(weightPlausibility({ weightKg: 40, ageDays: days(144), sex: 'F', heightCm: 150 }, seedLookup)).toMatchObject({ plausible: true, check: 'who_bmi_for_age' });
    expect(weightPlausibility({ weightKg: 110, ageDays: days(144), heightCm: 150 }, seedLookup)).toMatchObject({ plausible: false, reason: 'bmi_for_age' });
    // a height without the BMI rows falls back to CDC weight-for-age
    expect(weightPlausibility({ weightKg: 40, ageDays: days(144), heightCm: 150 }).check).toBe('cdc_weight_for_age');
    expect(() => weightPlausibility({ weightKg: 40, ageDays: days(144), heightCm: 15 }, seedLookup)).toThrow(/Estatura \(cm\)/);
  });

  it('the tenfold slip of the audit: 100 kg at 12 months is implausible (WHO)', () => {
    expect(weightPlausibility({ weightKg: 100, ageDays: days(12) }, seedLookup)).toMatchObject({ plausible: false, check: 'who_weight_for_age' });
  });
});

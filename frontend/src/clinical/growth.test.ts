import fixture from './__fixtures__/who-growth-cases.json';
import {
  ClinicalInputError, assessGrowth, lmsParameters, lmsZScore, normalCdf, sisvanBmiLabel, sisvanHeightLabel, sisvanWeightLabel,
  headCircumferenceLabel, type GrowthIndicator, type GrowthReference, type LmsLookup, type LmsRow,
} from './index';

type Key = string;
const key = (r: string, i: string, s: number, p: string | null): Key => `${r}|${i}|${s}|${p ?? ''}`;
const tables = new Map<Key, LmsRow[]>();
for (const t of fixture.tables) {
  tables.set(key(t.reference, t.indicator, t.sex, t.position), t.rows.map(([x, l, m, s]) => ({ x: x!, l: l!, m: m!, s: s! })));
}
const lookup: LmsLookup = (q) => tables.get(key(q.reference, q.indicator, q.sex, q.position)) ?? [];
const table = (r: GrowthReference, i: GrowthIndicator, s: 1 | 2, p: 'L' | 'H' | null) => {
  const t = tables.get(key(r, i, s, p));
  if (!t) throw new Error(`fixture lacks ${key(r, i, s, p)}`);
  return t;
};

describe('lmsZScore against values computed independently from the WHO LMS CSV (generate_growth_fixture.py)', () => {
  it('covers both sexes, every indicator, beyond ±3 SD, decimal days/months and interpolated lengths', () => {
    const cases = fixture.lmsCases;
    expect(cases.length).toBeGreaterThanOrEqual(100);
    expect(new Set(cases.map((c) => c.sex))).toEqual(new Set([1, 2]));
    expect(new Set(cases.map((c) => `${c.reference}:${c.indicator}`)).size).toBe(12);
    expect(cases.some((c) => c.z > 3)).toBe(true);
    expect(cases.some((c) => c.z < -3)).toBe(true);
    expect(cases.some((c) => c.implausible)).toBe(true);
    expect(cases.some((c) => c.indicator === 'weight_for_length' && !Number.isInteger(c.x * 10))).toBe(true);
    expect(cases.some((c) => c.reference === 'WHO_2007_REF' && !Number.isInteger(c.x))).toBe(true);
  });

  it.each(fixture.lmsCases.map((c) => [`${c.reference} ${c.indicator} sex ${c.sex} x=${c.x} y=${c.value}`, c] as const))('%s', (_name, c) => {
    const r = lmsZScore({
      reference: c.reference as GrowthReference, indicator: c.indicator as GrowthIndicator, x: c.x, value: c.value,
      table: table(c.reference as GrowthReference, c.indicator as GrowthIndicator, c.sex as 1 | 2, c.position as 'L' | 'H' | null),
    });
    expect(r).toEqual({ z: c.z, percentile: c.percentile, implausible: c.implausible });
  });
});

describe('lmsZScore worked checks (reference.md §1.2)', () => {
  const girlWfa = () => table('WHO_2006_CGS', 'weight_for_age', 2, null);
  it('girl 0 d, 2.0 kg → restricted z −3.09 (raw −3.10)', () => {
    expect(lmsZScore({ reference: 'WHO_2006_CGS', indicator: 'weight_for_age', x: 0, value: 2.0, table: girlWfa() }).z).toBe(-3.09);
  });
  it('girl 0 d, 5.5 kg → restricted z 4.26 (raw 4.16)', () => {
    expect(lmsZScore({ reference: 'WHO_2006_CGS', indicator: 'weight_for_age', x: 0, value: 5.5, table: girlWfa() }).z).toBe(4.26);
  });
  it('boy 365 d, 9.6 kg → z −0.04', () => {
    const t = table('WHO_2006_CGS', 'weight_for_age', 1, null);
    expect(lmsZScore({ reference: 'WHO_2006_CGS', indicator: 'weight_for_age', x: 365, value: 9.6, table: t }).z).toBe(-0.04);
  });
  it('the median gives z 0 and percentile 50', () => {
    const t = table('WHO_2006_CGS', 'weight_for_age', 1, null);
    const row = t.find((r) => r.x === 365)!;
    expect(lmsZScore({ reference: 'WHO_2006_CGS', indicator: 'weight_for_age', x: 365, value: row.m, table: t })).toEqual({ z: 0, percentile: 50, implausible: false });
  });
  it('rows in any order give the same result', () => {
    const t = [...table('WHO_2006_CGS', 'weight_for_length', 2, 'L')].reverse();
    const a = lmsZScore({ reference: 'WHO_2006_CGS', indicator: 'weight_for_length', x: 67.3, value: 7.2, table: t });
    const b = lmsZScore({ reference: 'WHO_2006_CGS', indicator: 'weight_for_length', x: 67.3, value: 7.2, table: table('WHO_2006_CGS', 'weight_for_length', 2, 'L') });
    expect(a).toEqual(b);
  });
  it('day rounded half-up: 100.5 d uses row 101, 100.49 d row 100', () => {
    const t = table('WHO_2006_CGS', 'weight_for_age', 1, null);
    expect(lmsParameters('WHO_2006_CGS', 'weight_for_age', 100.5, t)).toEqual(lmsParameters('WHO_2006_CGS', 'weight_for_age', 101, [{ ...t.find((r) => r.x === 101)! }]));
  });
  it('WHO 2007: 60–61 months use the 61-month row (reference.md §0)', () => {
    const t = table('WHO_2007_REF', 'height_for_age', 1, null);
    const row61 = t.find((r) => r.x === 61)!;
    expect(lmsParameters('WHO_2007_REF', 'height_for_age', 60.4, t)).toEqual({ l: row61.l, m: row61.m, s: row61.s });
    expect(lmsParameters('WHO_2007_REF', 'height_for_age', 60, t)).toEqual({ l: row61.l, m: row61.m, s: row61.s });
  });
  it('interpolates L, M and S linearly between 0.1 cm rows', () => {
    const t = table('WHO_2006_CGS', 'weight_for_length', 1, 'L');
    const a = t.find((r) => Math.round(r.x * 10) === 523)!;
    const b = t.find((r) => Math.round(r.x * 10) === 524)!;
    const p = lmsParameters('WHO_2006_CGS', 'weight_for_length', 52.37, t);
    expect(p.m).toBeCloseTo(a.m + 0.7 * (b.m - a.m), 10);
    expect(p.l).toBeCloseTo(a.l + 0.7 * (b.l - a.l), 10);
    expect(p.s).toBeCloseTo(a.s + 0.7 * (b.s - a.s), 10);
  });
});

describe('lmsZScore refuses invalid input with a Portuguese ClinicalInputError', () => {
  const wfa = () => table('WHO_2006_CGS', 'weight_for_age', 1, null);
  it('x outside the table', () => {
    expect(() => lmsZScore({ reference: 'WHO_2006_CGS', indicator: 'weight_for_age', x: 1827, value: 18, table: wfa() })).toThrow(ClinicalInputError);
    expect(() => lmsZScore({ reference: 'WHO_2006_CGS', indicator: 'weight_for_age', x: 1827, value: 18, table: wfa() })).toThrow(/Idade \(dias\).*fora da tabela/);
  });
  it('weight-for-length beyond 110 cm and below 45 cm', () => {
    const t = table('WHO_2006_CGS', 'weight_for_length', 1, 'L');
    expect(() => lmsZScore({ reference: 'WHO_2006_CGS', indicator: 'weight_for_length', x: 110.05, value: 18, table: t })).toThrow(/Comprimento \(cm\)/);
    expect(() => lmsZScore({ reference: 'WHO_2006_CGS', indicator: 'weight_for_length', x: 44.9, value: 2, table: t })).toThrow(ClinicalInputError);
  });
  it('WHO 2007 before 60 months, after 228 months, weight-for-age after 120 months', () => {
    const h = table('WHO_2007_REF', 'height_for_age', 2, null);
    expect(() => lmsZScore({ reference: 'WHO_2007_REF', indicator: 'height_for_age', x: 59.9, value: 110, table: h })).toThrow(/Idade \(meses\)/);
    const w = table('WHO_2007_REF', 'weight_for_age', 2, null);
    expect(() => lmsZScore({ reference: 'WHO_2007_REF', indicator: 'weight_for_age', x: 120.5, value: 30, table: w })).toThrow(ClinicalInputError);
  });
  it('a measurement ≤ 0, NaN or an unknown indicator', () => {
    expect(() => lmsZScore({ reference: 'WHO_2006_CGS', indicator: 'weight_for_age', x: 10, value: 0, table: wfa() })).toThrow(/maior que 0/);
    expect(() => lmsZScore({ reference: 'WHO_2006_CGS', indicator: 'weight_for_age', x: Number.NaN, value: 3, table: wfa() })).toThrow(ClinicalInputError);
    expect(() => lmsZScore({ reference: 'WHO_2007_REF', indicator: 'head_circumference_for_age', x: 70, value: 50, table: wfa() })).toThrow(/não existe/);
  });
  it('an empty table', () => {
    expect(() => lmsZScore({ reference: 'WHO_2006_CGS', indicator: 'weight_for_age', x: 10, value: 3, table: [] })).toThrow(/tabela/);
  });
  it('is a RangeError', () => {
    try { lmsZScore({ reference: 'WHO_2006_CGS', indicator: 'weight_for_age', x: -1, value: 3, table: wfa() }); } catch (e) { expect(e).toBeInstanceOf(RangeError); return; }
    throw new Error('did not throw');
  });
});

describe('assessGrowth against cases computed independently (WHO 2006/2007, ±0.7 cm, BMI, SISVAN)', () => {
  it.each(fixture.growthCases.map((c) => [`${c.child.sex} ${c.child.ageDays} d ${c.child.weightKg} kg ${c.child.lengthCm} cm ${c.child.measured ?? ''}`, c] as const))('%s', (_n, c) => {
    const child = c.child as Parameters<typeof assessGrowth>[0];
    expect(assessGrowth(child, lookup)).toEqual(c.expected);
  });
  it('weight-for-age is omitted after 120 months and head circumference after 1826 days', () => {
    const r = assessGrowth({ sex: 'F', ageDays: 3700, weightKg: 33, lengthCm: 139, headCm: 52 }, lookup);
    expect(r.weightForAge).toBeUndefined();
    expect(r.headForAge).toBeUndefined();
    expect(r.bmiForAge?.bmi).toBe(17.08);
  });
  it('the 1826/1827-day switch: WHO 2006 then WHO 2007 61-month row', () => {
    const a = assessGrowth({ sex: 'F', ageDays: 1827, weightKg: 17.9, lengthCm: 109.2 }, lookup);
    const row = table('WHO_2007_REF', 'height_for_age', 2, null).find((r) => r.x === 61)!;
    expect(a.lengthForAge?.z).toBe(Math.round(((109.2 - row.m) / (row.m * row.s)) * 100) / 100);
    expect(a.weightForLength).toBeUndefined();
  });
  it('results absent from the lookup are omitted, not guessed', () => {
    expect(assessGrowth({ sex: 'M', ageDays: 365, weightKg: 9.6 }, () => [])).toEqual({});
  });
  it('refuses invalid sex, age, weight and length in Portuguese', () => {
    expect(() => assessGrowth({ sex: 'X' as 'M', ageDays: 10 }, lookup)).toThrow(/Sexo/);
    expect(() => assessGrowth({ sex: 'M', ageDays: 6576 }, lookup)).toThrow(/Idade \(dias\): informe um valor entre 0 e 6575/);
    expect(() => assessGrowth({ sex: 'M', ageDays: 100, weightKg: 0 }, lookup)).toThrow(/Peso \(kg\): informe um valor entre 0,3 e 250 kg/);
    expect(() => assessGrowth({ sex: 'M', ageDays: 100, lengthCm: 300 }, lookup)).toThrow(/Comprimento\/estatura \(cm\)/);
    expect(() => assessGrowth({ sex: 'M', ageDays: 100, lengthCm: 60, measured: 'sitting' as 'lying' }, lookup)).toThrow(ClinicalInputError);
  });
});

describe('SISVAN labels at the band edges (reference.md §1.4)', () => {
  it('IMC 0–5 anos', () => {
    expect([-3.01, -3, -2.01, -2, 1, 1.01, 2, 2.01, 3, 3.01].map((z) => sisvanBmiLabel(z, '0-5'))).toEqual([
      'Magreza acentuada', 'Magreza', 'Magreza', 'Eutrofia', 'Eutrofia', 'Risco de sobrepeso', 'Risco de sobrepeso', 'Sobrepeso', 'Sobrepeso', 'Obesidade']);
  });
  it('IMC 5–19 anos', () => {
    expect([-3.01, -2.5, 0, 1.01, 2.01, 3.01].map((z) => sisvanBmiLabel(z, '5-19'))).toEqual([
      'Magreza acentuada', 'Magreza', 'Eutrofia', 'Sobrepeso', 'Obesidade', 'Obesidade grave']);
  });
  it('estatura, peso e perímetro cefálico', () => {
    expect([-3.01, -3, -2.01, -2].map(sisvanHeightLabel)).toEqual(['Muito baixa estatura', 'Baixa estatura', 'Baixa estatura', 'Estatura adequada']);
    expect([-3.01, -3, -2, 2, 2.01].map(sisvanWeightLabel)).toEqual(['Muito baixo peso', 'Baixo peso', 'Peso adequado', 'Peso adequado', 'Peso elevado']);
    expect([-2.01, -2, 2, 2.01].map(headCircumferenceLabel)).toEqual(['Abaixo do esperado', 'Adequado', 'Adequado', 'Acima do esperado']);
  });
});

describe('normalCdf', () => {
  it('matches known values of Φ', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 14);
    expect(normalCdf(1.959963984540054)).toBeCloseTo(0.975, 12);
    expect(normalCdf(-1)).toBeCloseTo(0.15865525393145707, 12);
    expect(normalCdf(3)).toBeCloseTo(0.9986501019683699, 12);
    expect(normalCdf(-8)).toBeCloseTo(6.22096057427178e-16, 20);
  });
});

describe('lmsZScore with rows as the database may return them', () => {
  it('accepts numeric strings and refuses a broken row', () => {
    const t = table('WHO_2006_CGS', 'weight_for_age', 1, null);
    const asStrings = t.map((r) => ({ x: String(r.x), l: String(r.l), m: String(r.m), s: String(r.s) })) as unknown as LmsRow[];
    expect(lmsZScore({ reference: 'WHO_2006_CGS', indicator: 'weight_for_age', x: 365, value: 9.6, table: asStrings }).z).toBe(-0.04);
    expect(() => lmsZScore({ reference: 'WHO_2006_CGS', indicator: 'weight_for_age', x: 365, value: 9.6, table: [{ x: 365, l: 1, m: Number.NaN, s: 0.1 }] })).toThrow(/linha inválida/);
  });
});

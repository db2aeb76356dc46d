import fixture from './__fixtures__/who-growth-cases.json';
import { ClinicalInputError, weightPlausibility, type LmsLookup, type LmsRow } from './index';

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
    expect(heavy.message).toMatch(/Peso \(kg\): 120 kg é improvável para 23 meses.*acima de \+3/);
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

import {
  APGAR_ITEMS, BHUTANI_1999_CURVES, ClinicalInputError, apgar, bhutaniPercentilesAt, bhutaniZone, capurroNeuro, capurroSomatic,
  ginaControl, ginaItemsFor, glasgow, glasgowDescriptors, rodwell, type RodwellInput,
} from './index';

const curves = [...BHUTANI_1999_CURVES];

describe('apgar (Apgar 1953; AAP/ACOG 2015)', () => {
  it('10 and 8 are reassuring', () => {
    expect(apgar({ heartRate: 2, respiration: 2, tone: 2, reflex: 2, color: 2 })).toEqual({ score: 10, band: 'reassuring' });
    expect(apgar({ heartRate: 2, respiration: 2, tone: 1, reflex: 2, color: 1 })).toEqual({ score: 8, band: 'reassuring' });
  });
  it('7 is the lower edge of reassuring, 6 moderately abnormal', () => {
    expect(apgar({ heartRate: 2, respiration: 1, tone: 1, reflex: 2, color: 1 })).toEqual({ score: 7, band: 'reassuring' });
    expect(apgar({ heartRate: 2, respiration: 1, tone: 1, reflex: 1, color: 1 })).toEqual({ score: 6, band: 'moderately_abnormal' });
  });
  it('4 moderately abnormal, 3 low', () => {
    expect(apgar({ heartRate: 1, respiration: 1, tone: 1, reflex: 1, color: 0 })).toEqual({ score: 4, band: 'moderately_abnormal' });
    expect(apgar({ heartRate: 1, respiration: 1, tone: 1, reflex: 0, color: 0 })).toEqual({ score: 3, band: 'low' });
  });
  it('0 is low', () => {
    expect(apgar({ heartRate: 0, respiration: 0, tone: 0, reflex: 0, color: 0 })).toEqual({ score: 0, band: 'low' });
  });
  it('refuses an item outside 0–2 or missing, in Portuguese', () => {
    expect(() => apgar({ heartRate: 3 as 2, respiration: 2, tone: 2, reflex: 2, color: 2 })).toThrow(/Apgar — Frequência cardíaca: valor inválido \(3\); aceitos: 0, 1, 2/);
    expect(() => apgar({ heartRate: 2, respiration: 2, tone: 2, reflex: 2 } as unknown as Parameters<typeof apgar>[0])).toThrow(ClinicalInputError);
  });
  it('has Portuguese descriptors for every item and value', () => {
    expect(APGAR_ITEMS.map((i) => i.options.map((o) => o.value))).toEqual(Array(5).fill([0, 1, 2]));
  });
});

describe('glasgow (Teasdale & Jennett 1974; James 1986)', () => {
  it('15 and 13 are mild', () => {
    expect(glasgow({ eye: 4, verbal: 5, motor: 6 })).toEqual({ score: 15, severity: 'mild' });
    expect(glasgow({ eye: 3, verbal: 4, motor: 6 })).toEqual({ score: 13, severity: 'mild' });
  });
  it('12 and 9 are moderate', () => {
    expect(glasgow({ eye: 3, verbal: 4, motor: 5 })).toEqual({ score: 12, severity: 'moderate' });
    expect(glasgow({ eye: 2, verbal: 3, motor: 4 })).toEqual({ score: 9, severity: 'moderate' });
  });
  it('8 and 3 are severe', () => {
    expect(glasgow({ eye: 2, verbal: 2, motor: 4 })).toEqual({ score: 8, severity: 'severe' });
    expect(glasgow({ eye: 1, verbal: 1, motor: 1 })).toEqual({ score: 3, severity: 'severe' });
  });
  it('refuses components out of range', () => {
    expect(() => glasgow({ eye: 5 as 4, verbal: 5, motor: 6 })).toThrow(/abertura ocular.*aceitos: 1, 2, 3, 4/);
    expect(() => glasgow({ eye: 4, verbal: 0 as 1, motor: 6 })).toThrow(/resposta verbal/);
    expect(() => glasgow({ eye: 4, verbal: 5, motor: 7 as 6 })).toThrow(/resposta motora/);
  });
  it('gives the infant wording under 2 years and the adult wording from 5 years', () => {
    expect(glasgowDescriptors(6).version).toBe('infant');
    expect(glasgowDescriptors(6).verbal[0]!.label).toMatch(/Balbucia/);
    expect(glasgowDescriptors(6).motor[0]!.label).toBe('Movimentos espontâneos normais');
    expect(glasgowDescriptors(24).version).toBe('preschool');
    expect(glasgowDescriptors(60).verbal[0]!.label).toBe('Orientado');
    expect(() => glasgowDescriptors(-1)).toThrow(/Idade \(meses\)/);
  });
});

describe('capurroSomatic (Capurro 1978: 204 + total)', () => {
  it('all minimum → 204 d = 29 wk 1 d', () => {
    expect(capurroSomatic({ skin: 0, ear: 0, breast: 0, plantar: 0, nipple: 0 })).toEqual({ days: 204, weeks: 29, extraDays: 1 });
  });
  it('all maximum → 298 d = 42 wk 4 d', () => {
    expect(capurroSomatic({ skin: 20, ear: 24, breast: 15, plantar: 20, nipple: 15 })).toEqual({ days: 298, weeks: 42, extraDays: 4 });
  });
  it('a term newborn: 10+16+10+15+10 → 265 d = 37 wk 6 d', () => {
    expect(capurroSomatic({ skin: 10, ear: 16, breast: 10, plantar: 15, nipple: 10 })).toEqual({ days: 265, weeks: 37, extraDays: 6 });
  });
  it('a whole number of weeks: 5+8+5+5+5 → 232 d = 33 wk 1 d; 15+8+5+5+0 → 237 = 33 wk 6 d; 15+8+10+10+5 → 252 = 36 wk 0 d', () => {
    expect(capurroSomatic({ skin: 5, ear: 8, breast: 5, plantar: 5, nipple: 5 })).toEqual({ days: 232, weeks: 33, extraDays: 1 });
    expect(capurroSomatic({ skin: 15, ear: 8, breast: 5, plantar: 5, nipple: 0 })).toEqual({ days: 237, weeks: 33, extraDays: 6 });
    expect(capurroSomatic({ skin: 15, ear: 8, breast: 10, plantar: 10, nipple: 5 })).toEqual({ days: 252, weeks: 36, extraDays: 0 });
  });
  it('refuses a point value the item does not have', () => {
    expect(() => capurroSomatic({ skin: 10, ear: 10 as 8, breast: 10, plantar: 15, nipple: 10 })).toThrow(/forma da orelha.*aceitos: 0, 8, 16, 24/);
    expect(() => capurroSomatic({ skin: 7 as 5, ear: 8, breast: 10, plantar: 15, nipple: 10 })).toThrow(ClinicalInputError);
  });
});

describe('capurroNeuro (Capurro 1978: 200 + total)', () => {
  it('all minimum → 200 d = 28 wk 4 d', () => {
    expect(capurroNeuro({ skin: 0, ear: 0, breast: 0, plantar: 0, scarf: 0, headDrop: 0 })).toEqual({ days: 200, weeks: 28, extraDays: 4 });
  });
  it('all maximum → 309 d = 44 wk 1 d', () => {
    expect(capurroNeuro({ skin: 20, ear: 24, breast: 15, plantar: 20, scarf: 18, headDrop: 12 })).toEqual({ days: 309, weeks: 44, extraDays: 1 });
  });
  it('10+8+5+10+6+4 → 243 d = 34 wk 5 d', () => {
    expect(capurroNeuro({ skin: 10, ear: 8, breast: 5, plantar: 10, scarf: 6, headDrop: 4 })).toEqual({ days: 243, weeks: 34, extraDays: 5 });
  });
  it('15+16+10+15+12+8 → 276 d = 39 wk 3 d', () => {
    expect(capurroNeuro({ skin: 15, ear: 16, breast: 10, plantar: 15, scarf: 12, headDrop: 8 })).toEqual({ days: 276, weeks: 39, extraDays: 3 });
  });
  it('refuses invalid scarf sign and head drop', () => {
    expect(() => capurroNeuro({ skin: 10, ear: 8, breast: 5, plantar: 10, scarf: 5 as 6, headDrop: 4 })).toThrow(/sinal do xale/);
    expect(() => capurroNeuro({ skin: 10, ear: 8, breast: 5, plantar: 10, scarf: 6, headDrop: 16 as 12 })).toThrow(/posição da cabeça/);
  });
});

describe('rodwell (Rodwell 1988; PMN item 2 points without mature PMNs)', () => {
  const none: RodwellInput = { abnormalWbc: false, abnormalPmn: false, noMaturePmn: false, elevatedImmaturePmn: false,
    elevatedItRatio: false, imRatioAtLeast03: false, degenerativeChanges: false, plateletsAtMost150k: false };
  it('0 → unlikely', () => expect(rodwell(none)).toEqual({ score: 0, interpretation: 'unlikely' }));
  it('no mature PMNs scores 2 with or without the abnormal-count flag (never 3)', () => {
    expect(rodwell({ ...none, noMaturePmn: true })).toEqual({ score: 2, interpretation: 'unlikely' });
    expect(rodwell({ ...none, noMaturePmn: true, abnormalPmn: true })).toEqual({ score: 2, interpretation: 'unlikely' });
    expect(rodwell({ ...none, abnormalPmn: true })).toEqual({ score: 1, interpretation: 'unlikely' });
  });
  it('3 and 4 → possible', () => {
    expect(rodwell({ ...none, abnormalWbc: true, elevatedItRatio: true, plateletsAtMost150k: true })).toEqual({ score: 3, interpretation: 'possible' });
    expect(rodwell({ ...none, noMaturePmn: true, elevatedItRatio: true, imRatioAtLeast03: true })).toEqual({ score: 4, interpretation: 'possible' });
  });
  it('5 → very likely; all → 8', () => {
    expect(rodwell({ ...none, abnormalWbc: true, elevatedImmaturePmn: true, elevatedItRatio: true, imRatioAtLeast03: true, degenerativeChanges: true })).toEqual({ score: 5, interpretation: 'very_likely' });
    expect(rodwell({ abnormalWbc: true, abnormalPmn: true, noMaturePmn: true, elevatedImmaturePmn: true, elevatedItRatio: true,
      imRatioAtLeast03: true, degenerativeChanges: true, plateletsAtMost150k: true })).toEqual({ score: 8, interpretation: 'very_likely' });
  });
  it('refuses a non-boolean item', () => {
    expect(() => rodwell({ ...none, plateletsAtMost150k: 1 as unknown as boolean })).toThrow(/Rodwell — Plaquetas.*sim ou não/);
  });
});

describe('ginaControl (GINA 2024)', () => {
  const g = (n: number, ageYears = 8) => ({ ageYears, daytimeSymptoms: n > 0, nightWaking: n > 1, relieverUse: n > 2, activityLimitation: n > 3 });
  it('0 → well controlled', () => expect(ginaControl(g(0))).toBe('well_controlled'));
  it('1 and 2 → partly controlled', () => {
    expect(ginaControl(g(1))).toBe('partly_controlled');
    expect(ginaControl(g(2, 4))).toBe('partly_controlled');
  });
  it('3 and 4 → uncontrolled', () => {
    expect(ginaControl(g(3))).toBe('uncontrolled');
    expect(ginaControl(g(4, 3))).toBe('uncontrolled');
  });
  it('the items are counted, whichever they are', () => {
    expect(ginaControl({ ageYears: 5, daytimeSymptoms: false, nightWaking: false, relieverUse: false, activityLimitation: true })).toBe('partly_controlled');
  });
  it('question wording by age: ≤ 5 years vs ≥ 6 years', () => {
    expect(ginaItemsFor(5.9)[0]!.label).toMatch(/mais de 1 vez por semana/);
    expect(ginaItemsFor(6)[0]!.label).toMatch(/mais de 2 vezes por semana/);
  });
  it('refuses an age outside 0–18 years and non-boolean answers', () => {
    expect(() => ginaControl(g(0, 19))).toThrow(/Idade \(anos\): informe um valor entre 0 e 18 anos/);
    expect(() => ginaControl({ ...g(0), nightWaking: 'sim' as unknown as boolean })).toThrow(ClinicalInputError);
  });
});

describe('bhutaniZone (Bhutani 1999; ≥ P95 high)', () => {
  it('at a curve hour (24 h: 4.9/6.1/7.8): edges', () => {
    expect(bhutaniZone({ hours: 24, tsbMgDl: 7.8 }, curves)).toBe('high');
    expect(bhutaniZone({ hours: 24, tsbMgDl: 7.79 }, curves)).toBe('high_intermediate');
    expect(bhutaniZone({ hours: 24, tsbMgDl: 6.11 }, curves)).toBe('high_intermediate');
    expect(bhutaniZone({ hours: 24, tsbMgDl: 6.1 }, curves)).toBe('low_intermediate');
    expect(bhutaniZone({ hours: 24, tsbMgDl: 4.9 }, curves)).toBe('low_intermediate');
    expect(bhutaniZone({ hours: 24, tsbMgDl: 4.89 }, curves)).toBe('low');
  });
  it('interpolates between hours (26 h: 5.2/6.55/8.35)', () => {
    expect(bhutaniPercentilesAt(26, curves).p95).toBeCloseTo(8.35, 10);
    expect(bhutaniZone({ hours: 26, tsbMgDl: 8.35 }, curves)).toBe('high');
    expect(bhutaniZone({ hours: 26, tsbMgDl: 8.34 }, curves)).toBe('high_intermediate');
    expect(bhutaniZone({ hours: 26, tsbMgDl: 6.55 }, curves)).toBe('low_intermediate');
    expect(bhutaniZone({ hours: 26, tsbMgDl: 5.2 }, curves)).toBe('low_intermediate');
    expect(bhutaniZone({ hours: 26, tsbMgDl: 5.19 }, curves)).toBe('low');
  });
  it('published examples: 48 h 13.2 high, 72 h 15 high-intermediate, 96 h 12 low', () => {
    expect(bhutaniZone({ hours: 48, tsbMgDl: 13.2 }, curves)).toBe('high');
    expect(bhutaniZone({ hours: 72, tsbMgDl: 15 }, curves)).toBe('high_intermediate');
    expect(bhutaniZone({ hours: 96, tsbMgDl: 12 }, curves)).toBe('low');
  });
  it('curve ends 12 h and 148 h are accepted; curves in any order', () => {
    expect(bhutaniZone({ hours: 12, tsbMgDl: 7.1 }, curves)).toBe('high');
    expect(bhutaniZone({ hours: 148, tsbMgDl: 13 }, [...curves].reverse())).toBe('low_intermediate');
  });
  it('refuses hours outside the curve and an impossible TSB', () => {
    expect(() => bhutaniZone({ hours: 11.9, tsbMgDl: 5 }, curves)).toThrow(/Idade \(horas de vida\): informe um valor entre 12 e 148 h/);
    expect(() => bhutaniZone({ hours: 149, tsbMgDl: 5 }, curves)).toThrow(ClinicalInputError);
    expect(() => bhutaniZone({ hours: 24, tsbMgDl: -1 }, curves)).toThrow(/Bilirrubina total/);
    expect(() => bhutaniZone({ hours: 24, tsbMgDl: 50.1 }, curves)).toThrow(/entre 0 e 50 mg\/dL/);
    expect(bhutaniZone({ hours: 100, tsbMgDl: 45 }, curves)).toBe('high');
    expect(() => bhutaniZone({ hours: 24, tsbMgDl: 5 }, [])).toThrow(/curvas/);
  });
});

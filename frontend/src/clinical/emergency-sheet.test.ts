/**
 * The emergency sheet (issue #35) at every band edge: APLS weight estimate (APLS 6th ed.: 0–12 months
 * 0,5 × months + 4; 1–5 years 2 × years + 8; 6–12 years 3 × years + 7), tracheal tubes (PALS 2020 age
 * formulas from 1 year, SBP 2022 weight/gestational-age table for neonates), LMA (manufacturer's weight
 * bands: edges 10, 20, 70 kg), IO needle (EZ-IO 3 kg / 40 kg), energies (PALS 2020: 2 → 4 → ≤ 10 J/kg or
 * the adult dose), vital signs (PALS 2020 tables; edges 1 year and 12 years) and the adult caps of the
 * drugs (PALS 2020 / ERC 2021). Plus a property test: every mL equals mg ÷ concentration and no dose
 * exceeds its maximum.
 */
import fc from 'fast-check';
import {
  ADULT_DEFIBRILLATION_J, ClinicalInputError, emergencySheet, equipment, estimateWeightApls, electricalTherapy, sheetPatient,
  trachealTube, vitalSigns, type SheetDose, type SheetInput,
} from './index';

const child = (weightKg: number, ageMonths: number) => sheetPatient({ mode: 'weight', weightKg, ageMonths });
const dose = (lines: SheetDose[], id: string) => {
  const l = lines.find((x) => x.id === id);
  if (!l) throw new Error(`no line ${id}`);
  return l;
};

describe('APLS weight estimate (APLS 6th ed.)', () => {
  it.each([
    [0, 4], [6, 7], [11.9, 9.5], // 0,5 × completed months + 4
    [12, 10], [59, 16], [60, 18], [71.9, 18], // 2 × completed years + 8 — 1 year edge: 10 kg both ways
    [72, 25], [143, 40], [144, 43], [155.9, 43], // 3 × completed years + 7 — 12 years still in the band
  ])('%s months → %s kg', (months, kg) => {
    expect(estimateWeightApls(months).weightKg).toBe(kg);
  });
  it('has no formula from 13 years and refuses out-of-range ages', () => {
    expect(() => estimateWeightApls(156)).toThrow(/só vale de 0 a 12 anos/);
    expect(() => estimateWeightApls(-1)).toThrow(ClinicalInputError);
    expect(() => estimateWeightApls(Number.NaN)).toThrow(ClinicalInputError);
  });
  it('marks the estimate everywhere the patient is used', () => {
    const s = emergencySheet({ mode: 'age', ageMonths: 60 });
    expect(s.patient).toMatchObject({ weightKg: 18, weightEstimated: true });
    expect(s.patient.estimate?.formula).toBe('2 × 5 anos + 8 = 18 kg');
    expect(s.sources[0]).toMatch(/APLS/);
  });
});

describe('patient input', () => {
  it('refuses a missing age or weight, and a neonate outside the neonatal tables', () => {
    expect(() => sheetPatient({ mode: 'weight', weightKg: 20 })).toThrow(/informe a idade/);
    expect(() => sheetPatient({ mode: 'weight', ageMonths: 60 })).toThrow(/informe o peso/);
    expect(() => sheetPatient({ mode: 'weight', weightKg: 251, ageMonths: 60 })).toThrow(/0,3 e 250 kg/);
    expect(() => sheetPatient({ mode: 'neonate', weightKg: 7 })).toThrow(/0,3 e 6 kg/);
    expect(() => sheetPatient({ mode: 'neonate', weightKg: 3, gestationalWeeks: 50 })).toThrow(/22 e 44 semanas/);
    expect(() => sheetPatient({ mode: 'neonate' } as SheetInput)).toThrow(/peso do recém-nascido/);
  });
});

describe('tracheal tube (PALS 2020; SBP 2022 for neonates)', () => {
  it('neonates: by weight, < 1 kg 2,5 / 1–2 kg 3,0 / ≥ 2 kg 3,5; depth weight + 6 or by gestational age', () => {
    const neo = (weightKg: number, gestationalWeeks?: number) => trachealTube(sheetPatient({ mode: 'neonate', weightKg, gestationalWeeks: gestationalWeeks ?? null }));
    expect(neo(0.99).uncuffedMm).toEqual({ min: 2.5, max: 2.5 });
    expect(neo(1).uncuffedMm).toEqual({ min: 3, max: 3 });
    expect(neo(1.99).uncuffedMm).toEqual({ min: 3, max: 3 });
    expect(neo(2).uncuffedMm).toEqual({ min: 3.5, max: 3.5 });
    const term = neo(3);
    expect(term.uncuffedMm).toEqual({ min: 3.5, max: 3.5 });
    expect(term.depthCm).toEqual({ min: 9, max: 9 });
    expect(term.cuffedMm).toBeNull();
    expect(neo(3, 39).depthCm).toEqual({ min: 8.5, max: 8.5 });
    expect(neo(1, 28).depthCm).toEqual({ min: 6.5, max: 6.5 });
  });
  it('infants (< 1 year): cuffed 3,0–3,5, uncuffed 3,5–4,0', () => {
    const t = trachealTube(child(8, 11.9));
    expect(t.cuffedMm).toEqual({ min: 3, max: 3.5 });
    expect(t.uncuffedMm).toEqual({ min: 3.5, max: 4 });
  });
  it('from 1 year: age/4 + 4 uncuffed, age/4 + 3,5 cuffed, rounded down to 0,5 mm; depth age/2 + 12', () => {
    const one = trachealTube(child(10, 12));
    expect(one.uncuffedMm).toEqual({ min: 4, max: 4 });
    expect(one.cuffedMm).toEqual({ min: 3.5, max: 3.5 });
    expect(one.depthCm).toEqual({ min: 12.5, max: 12.5 });
    const five = trachealTube(child(20, 60));
    expect(five.uncuffedMm).toEqual({ min: 5, max: 5 });
    expect(five.cuffedMm).toEqual({ min: 4.5, max: 4.5 });
    expect(five.depthCm).toEqual({ min: 14.5, max: 14.5 });
    const eleven = trachealTube(child(35, 143));
    expect(eleven.uncuffedMm).toEqual({ min: 6.5, max: 6.5 });
    expect(eleven.cuffedMm).toEqual({ min: 6, max: 6 });
  });
  it('from 12 years: cuffed only (up to 8,0 mm), depth 3 × ID', () => {
    const twelve = trachealTube(child(43, 144));
    expect(twelve.uncuffedMm).toBeNull();
    expect(twelve.notIndicated).toMatch(/com cuff/);
    expect(twelve.cuffedMm).toEqual({ min: 6.5, max: 6.5 });
    expect(twelve.depthCm).toEqual({ min: 19.5, max: 19.5 });
    expect(trachealTube(child(70, 216)).cuffedMm).toEqual({ min: 8, max: 8 });
  });
});

describe('equipment by weight', () => {
  const size = (w: number, id: string, age = 60) => equipment(child(w, age)).find((e) => e.id === id)!;
  it('LMA: manufacturer bands, half-open at 10, 20 and 70 kg', () => {
    expect(size(9.99, 'lma').size).toBe('1,5');
    expect(size(10, 'lma').size).toBe('2');
    expect(size(19.99, 'lma').size).toBe('2');
    expect(size(20, 'lma').size).toBe('2,5');
    expect(size(69.99, 'lma').size).toBe('4');
    expect(size(70, 'lma').size).toBe('5');
  });
  it('IO needle: not indicated under 3 kg; 15 mm from 3 kg; 25 mm from 40 kg', () => {
    const neo = (w: number) => equipment(sheetPatient({ mode: 'neonate', weightKg: w })).find((e) => e.id === 'io')!;
    expect(neo(2.99).size).toBeNull();
    expect(neo(2.99).notIndicated).toMatch(/não indicada nesta faixa/i);
    expect(neo(3).size).toBe('15 mm (rosa)');
    expect(size(39.99, 'io').size).toBe('15 mm (rosa)');
    expect(size(40, 'io').size).toMatch(/^25 mm/);
  });
  it('catheters at the 3, 10 and 20 kg edges', () => {
    expect(equipment(sheetPatient({ mode: 'neonate', weightKg: 2.99 })).find((e) => e.id === 'suction')!.size).toBe('6–8 F');
    expect(equipment(sheetPatient({ mode: 'neonate', weightKg: 3 })).find((e) => e.id === 'suction')!.size).toBe('8 F');
    expect(size(9.99, 'suction').size).toBe('8 F');
    expect(size(10, 'suction').size).toBe('10 F');
    expect(size(19.99, 'nasogastric').size).toBe('12–14 F');
    expect(size(20, 'chest_drain').size).toBe('24–32 F');
  });
  it('LMA in neonates only from 2 kg and 34 weeks; blade by gestational age or weight', () => {
    const neo = (w: number, ga: number | null) => equipment(sheetPatient({ mode: 'neonate', weightKg: w, gestationalWeeks: ga }));
    expect(neo(1.9, null).find((e) => e.id === 'lma')!.size).toBeNull();
    expect(neo(3, 33).find((e) => e.id === 'lma')!.size).toBeNull();
    expect(neo(3, null).find((e) => e.id === 'lma')!.size).toBe('1');
    expect(neo(3, null).find((e) => e.id === 'blade')!.size).toBe('reta nº 1');
    expect(neo(0.8, 26).find((e) => e.id === 'blade')!.size).toBe('reta nº 00');
    expect(size(10, 'blade', 11).size).toBe('reta nº 1');
    expect(size(10, 'blade', 12).size).toBe('reta nº 1–2');
    expect(size(43, 'blade', 144).size).toBe('curva nº 3');
  });
});

describe('electrical therapy (PALS 2020)', () => {
  const j = (w: number, id: string) => electricalTherapy(w).find((e) => e.id === id)!;
  it('20 kg: 40 J, 80 J, 80–200 J; cardioversion 10–20 J then 40 J', () => {
    expect(j(20, 'defib_first').joules).toEqual({ min: 40, max: 40 });
    expect(j(20, 'defib_second').joules).toEqual({ min: 80, max: 80 });
    expect(j(20, 'defib_subsequent')).toMatchObject({ joules: { min: 80, max: 200 }, capped: false });
    expect(j(20, 'cardioversion_first').joules).toEqual({ min: 10, max: 20 });
    expect(j(20, 'cardioversion_next').joules).toEqual({ min: 40, max: 40 });
  });
  it('3 kg: exact joules (no rounding rule in the source)', () => {
    expect(j(3, 'defib_first').joules).toEqual({ min: 6, max: 6 });
    expect(j(3.3, 'cardioversion_first').joules).toEqual({ min: 1.65, max: 3.3 });
  });
  it('adult caps: 10 J/kg meets 200 J at 20 kg; at 70 kg every shock is capped at the adult dose', () => {
    expect(j(20.01, 'defib_subsequent').capped).toBe(true);
    expect(j(70, 'defib_first')).toMatchObject({ joules: { min: 140, max: 140 }, capped: false });
    expect(j(70, 'defib_second')).toMatchObject({ joules: { min: ADULT_DEFIBRILLATION_J, max: ADULT_DEFIBRILLATION_J }, capped: true });
    expect(j(70, 'defib_subsequent')).toMatchObject({ joules: { min: 200, max: 200 }, capped: true });
    expect(j(100, 'defib_first')).toMatchObject({ joules: { min: 200, max: 200 }, capped: false }); // equal to the cap is not capped
    expect(j(120, 'defib_first')).toMatchObject({ joules: { min: 200, max: 200 }, capped: true });
  });
});

describe('vital signs (PALS 2020)', () => {
  it.each([
    [0, 'Recém-nascido (0–28 dias)', 60], [0.99, 'Recém-nascido (0–28 dias)', 60],
    [1, 'Lactente (1–12 meses)', 70], [11.99, 'Lactente (1–12 meses)', 70],
    [12, 'Criança pequena (1–2 anos)', 72], [60, 'Pré-escolar (3–5 anos)', 80],
    [119, 'Escolar (6–9 anos)', 88], [120, 'Pré-adolescente (10–11 anos)', 90],
    [143.9, 'Pré-adolescente (10–11 anos)', 90], [144, 'Adolescente (≥ 12 anos)', 90], [216, 'Adolescente (≥ 12 anos)', 90],
  ])('%s months → %s, hypotension < %s mmHg', (m, band, below) => {
    const v = vitalSigns(m);
    expect(v.band).toBe(band);
    expect(v.hypotensionBelow).toBe(below);
  });
  it('gives heart rate, respiratory rate and systolic pressure', () => {
    expect(vitalSigns(60)).toMatchObject({ heartRateAwake: { min: 80, max: 120 }, respiratoryRate: { min: 20, max: 28 }, systolic: { min: 89, max: 112 } });
    expect(() => vitalSigns(217)).toThrow(ClinicalInputError);
  });
});

describe('drugs for 20 kg, 5 years (PALS 2020 / ERC 2021; reused rules)', () => {
  const s = emergencySheet({ mode: 'weight', weightKg: 20, ageMonths: 60 });
  it.each([
    ['adrenaline_arrest_iv', 0.2, 2], ['adrenaline_arrest_et', 2, 2], ['amiodarone_arrest', 100, 2], ['lidocaine_arrest', 20, 1],
    ['adenosine_first', 2, 2 / 3], ['adenosine_second', 4, 4 / 3], ['atropine', 0.4, 1.6], ['calcium_chloride', 400, 4],
    ['calcium_gluconate', 2000, 20], ['bicarbonate_arrest', 20, 20], ['naloxone_iv', 2, 5],
  ])('%s: %s in the unit, %s mL', (id, amount, ml) => {
    const l = dose(s.resuscitation, id);
    expect(l.dose?.max).toBeCloseTo(amount, 10);
    expect(l.volumeMl?.max).toBeCloseTo(ml, 10);
    expect(l.concentrationLabel).toBeTruthy();
    expect(l.maxText).toMatch(/Máx|máximo|Faixa/);
    expect(l.administration.length).toBeGreaterThan(5);
  });
  it('adrenaline IV says how to dilute the 1 mg/mL ampoule', () => {
    expect(dose(s.resuscitation, 'adrenaline_arrest_iv').concentrationLabel).toMatch(/1 mL da ampola de 1 mg\/mL \+ 9 mL/);
  });
  it('one presentation per drug: SRI lines are the SRI calculator\'s, atropine is its line', () => {
    expect(dose(s.rsi, 'rsi_fentanyl')).toMatchObject({ dose: { min: 20, max: 60 }, unit: 'mcg', volumeMl: { min: 0.4, max: 1.2 } });
    expect(dose(s.resuscitation, 'atropine').concentrationLabel).toBe(dose(s.rsi, 'rsi_atropine').concentrationLabel);
    expect(dose(s.anticonvulsants, 'midazolam_im').dose).toEqual({ min: 5, max: 5 });
    expect(dose(s.fluids, 'crystalloid_bolus').dose).toEqual({ min: 200, max: 400 });
    expect(dose(s.fluids, 'glucose_seizure').volumeMl).toEqual({ min: 100, max: 100 });
    expect(s.maintenance).toMatchObject({ mlPerHour: 60, mlPerDay: 1500, notIndicated: null });
  });
  it('neonates get the SBP neonatal drugs and no Holliday–Segar', () => {
    const n = emergencySheet({ mode: 'neonate', weightKg: 3 });
    expect(n.resuscitation.map((l) => l.id)).toEqual(['adrenaline_neonatal_iv', 'adrenaline_neonatal_et']);
    expect(dose(n.resuscitation, 'adrenaline_neonatal_iv')).toMatchObject({ dose: { min: 0.03, max: 0.09 }, volumeMl: { min: 0.3, max: 0.9 } });
    expect(dose(n.fluids, 'saline_neonatal').dose).toEqual({ min: 30, max: 30 });
    expect(dose(n.fluids, 'glucose_neonatal').volumeMl).toEqual({ min: 6, max: 6 });
    expect(n.maintenance.notIndicated).toMatch(/não indicado nesta faixa/i);
    expect(n.anticonvulsants).toEqual([]);
    expect(n.anticonvulsantsNotIndicated).toMatch(/crise neonatal/);
    expect(s.anticonvulsantsNotIndicated).toBeNull();
  });
});

describe('adult caps (70 kg; 120 kg binds every cap)', () => {
  const s = emergencySheet({ mode: 'weight', weightKg: 120, ageMonths: 200 });
  it.each([
    ['adrenaline_arrest_iv', 1], ['adrenaline_arrest_et', 2.5], ['amiodarone_arrest', 300], ['lidocaine_arrest', 100], ['adenosine_first', 6],
    ['adenosine_second', 12], ['atropine', 0.5], ['calcium_chloride', 2000], ['calcium_gluconate', 3000], ['bicarbonate_arrest', 50],
    ['magnesium_torsades', 2000], ['naloxone_iv', 2],
  ])('%s capped at %s', (id, max) => {
    const l = dose(s.resuscitation, id);
    expect(l.dose?.max).toBe(max);
    expect(l.capped).toBe(true);
  });
  it('70 kg: adrenaline 0,7 mg uncapped, amiodarone capped at 300 mg', () => {
    const s70 = emergencySheet({ mode: 'weight', weightKg: 70, ageMonths: 200 });
    expect(dose(s70.resuscitation, 'adrenaline_arrest_iv')).toMatchObject({ dose: { min: 0.7, max: 0.7 }, capped: false });
    expect(dose(s70.resuscitation, 'amiodarone_arrest')).toMatchObject({ dose: { min: 300, max: 300 }, capped: true });
  });
});

describe('property: every mL = dose ÷ concentration; no dose above its maximum', () => {
  const input: fc.Arbitrary<SheetInput> = fc.oneof(
    fc.record({ mode: fc.constant('weight' as const), weightKg: fc.double({ min: 0.3, max: 250, noNaN: true }), ageMonths: fc.double({ min: 0, max: 216, noNaN: true }) }),
    fc.record({ mode: fc.constant('age' as const), ageMonths: fc.double({ min: 0, max: 155.99, noNaN: true }) }),
    fc.record({ mode: fc.constant('neonate' as const), weightKg: fc.double({ min: 0.3, max: 6, noNaN: true }), gestationalWeeks: fc.option(fc.integer({ min: 22, max: 44 })) }),
  );
  it('holds for every line of every sheet', () => {
    fc.assert(fc.property(input, (i) => {
      const s = emergencySheet(i);
      const lines = [...s.resuscitation, ...s.rsi, ...s.anticonvulsants, ...s.fluids];
      return lines.every((l) => {
        if (l.notIndicated) return l.dose === null;
        if (!l.dose || l.dose.min > l.dose.max || l.dose.min <= 0) return false;
        if (l.appliedMax !== null && (l.dose.max > l.appliedMax || l.dose.min > l.appliedMax)) return false;
        if (l.perMl === null) return l.volumeMl === null;
        return l.volumeMl !== null
          && Math.abs(l.volumeMl.min - l.dose.min / l.perMl) < 1e-9 * Math.max(1, l.volumeMl.min)
          && Math.abs(l.volumeMl.max - l.dose.max / l.perMl) < 1e-9 * Math.max(1, l.volumeMl.max);
      }) && s.electrical.every((e) => e.joules.max <= ADULT_DEFIBRILLATION_J && e.joules.min <= e.joules.max && e.joules.min > 0);
    }), { numRuns: 500 });
  });
});

import {
  ClinicalInputError, dehydrationPlanA, dehydrationPlanB, dehydrationPlanC, dehydrationPlanCMaintenance, maintenanceFluids,
  maintenanceFluidsCapped, rsiDoses, type RsiDose,
} from './index';

describe('maintenanceFluids (Holliday & Segar 1957: 100/50/20 per day, 4-2-1 per hour)', () => {
  it('≤ 10 kg: 100 mL/kg/day and 4 mL/kg/h', () => {
    expect(maintenanceFluids(3)).toEqual({ mlPerDay: 300, mlPerHour: 12 });
    expect(maintenanceFluids(10)).toEqual({ mlPerDay: 1000, mlPerHour: 40 });
  });
  it('10–20 kg: 1000 + 50/kg and 40 + 2/kg', () => {
    expect(maintenanceFluids(15)).toEqual({ mlPerDay: 1250, mlPerHour: 50 });
    expect(maintenanceFluids(20)).toEqual({ mlPerDay: 1500, mlPerHour: 60 });
  });
  it('> 20 kg: 1500 + 20/kg and 60 + 1/kg', () => {
    expect(maintenanceFluids(25)).toEqual({ mlPerDay: 1600, mlPerHour: 65 });
    expect(maintenanceFluids(60)).toEqual({ mlPerDay: 2300, mlPerHour: 100 });
  });
  it('caps at 2400 mL/day and 100 mL/h', () => {
    expect(maintenanceFluids(65)).toEqual({ mlPerDay: 2400, mlPerHour: 100 });
    expect(maintenanceFluids(80)).toEqual({ mlPerDay: 2400, mlPerHour: 100 });
    expect(maintenanceFluidsCapped(62)).toEqual({ day: false, hour: true });
    expect(maintenanceFluidsCapped(66)).toEqual({ day: true, hour: true });
  });
  it('rounds to 1 decimal', () => {
    expect(maintenanceFluids(3.33)).toEqual({ mlPerDay: 333, mlPerHour: 13.3 });
    expect(maintenanceFluids(12.35)).toEqual({ mlPerDay: 1117.5, mlPerHour: 44.7 });
  });
  it('refuses weights outside 0,3–250 kg in Portuguese', () => {
    expect(() => maintenanceFluids(0)).toThrow(/Peso \(kg\): informe um valor entre 0,3 e 250 kg \(recebido: 0\)/);
    expect(() => maintenanceFluids(Number.NaN)).toThrow(ClinicalInputError);
    expect(() => maintenanceFluids(251)).toThrow(ClinicalInputError);
  });
});

describe('dehydrationPlanC (MS, Manejo do paciente com diarreia)', () => {
  it('< 5 years: SF 0,9% 20 mL/kg in 30 min', () => {
    expect(dehydrationPlanC({ weightKg: 12, ageYears: 3 })).toEqual({ phases: [{ solution: 'SF 0,9%', ml: 240, minutes: 30 }] });
    expect(dehydrationPlanC({ weightKg: 18.5, ageYears: 4.99 })).toEqual({ phases: [{ solution: 'SF 0,9%', ml: 370, minutes: 30 }] });
  });
  it('≥ 5 years (edge 5.0): SF 30 mL/kg in 30 min then Ringer lactato 70 mL/kg in 150 min', () => {
    expect(dehydrationPlanC({ weightKg: 20, ageYears: 5 })).toEqual({ phases: [
      { solution: 'SF 0,9%', ml: 600, minutes: 30 }, { solution: 'Ringer lactato', ml: 1400, minutes: 150 }] });
  });
  it('volumes unrounded', () => {
    expect(dehydrationPlanC({ weightKg: 3.3, ageYears: 0.1 }).phases[0]!.ml).toBeCloseTo(66, 9);
    const [sf, rl] = dehydrationPlanC({ weightKg: 32.7, ageYears: 10 }).phases;
    expect(sf!.ml).toBeCloseTo(981, 9);
    expect(rl!.ml).toBeCloseTo(2289, 9);
  });
  it('refuses invalid weight or age', () => {
    expect(() => dehydrationPlanC({ weightKg: 0, ageYears: 2 })).toThrow(/Peso \(kg\)/);
    expect(() => dehydrationPlanC({ weightKg: 10, ageYears: -1 })).toThrow(/Idade \(anos\): informe um valor entre 0 e 18 anos/);
  });
  it('maintenance + replacement phase for all ages', () => {
    expect(dehydrationPlanCMaintenance(10)).toEqual({ maintenanceMlPerDay: 1000, maintenanceSg5Ml: 800, maintenanceSf09Ml: 200,
      replacementMlPerDay: 500, replacementSg5Ml: 250, replacementSf09Ml: 250, kcl10MlPerDay: 20 });
    expect(dehydrationPlanCMaintenance(30).maintenanceMlPerDay).toBe(1700);
  });
});

describe('dehydration plans A and B', () => {
  it('plan A ORS per stool by completed years; zinc by completed months', () => {
    expect(dehydrationPlanA({ ageMonths: 11.9 })).toEqual({ orsPerStool: { minMl: 50, maxMl: 100 }, zincMgPerDay: 20, zincDays: { min: 10, max: 14 } });
    expect(dehydrationPlanA({ ageMonths: 6.9 }).zincMgPerDay).toBe(10);
    expect(dehydrationPlanA({ ageMonths: 7 }).zincMgPerDay).toBe(20);
    expect(dehydrationPlanA({ ageMonths: 12 }).orsPerStool).toEqual({ minMl: 100, maxMl: 200 });
    expect(dehydrationPlanA({ ageMonths: 131 }).orsPerStool).toEqual({ minMl: 100, maxMl: 200 });
    expect(dehydrationPlanA({ ageMonths: 132 }).orsPerStool).toBe('as_accepted');
  });
  it('plan B 50–100 mL/kg over 4–6 h', () => {
    expect(dehydrationPlanB({ weightKg: 10 })).toEqual({ minMl: 500, maxMl: 1000, minHours: 4, maxHours: 6 });
    expect(() => dehydrationPlanB({ weightKg: 0.1 })).toThrow(ClinicalInputError);
  });
});

const byDrug = (d: RsiDose[]) => Object.fromEntries(d.map((x) => [x.drug, x]));

describe('rsiDoses (reference.md §10, §0)', () => {
  it('20 kg, 5 years: every drug, midazolam capped at 5 mg', () => {
    expect(rsiDoses({ weightKg: 20, ageMonths: 60 })).toEqual([
      { drug: 'atropine', unit: 'mg', min: 0.4, max: 0.4, capped: false },
      { drug: 'fentanyl', unit: 'mcg', min: 20, max: 60, capped: false },
      { drug: 'ketamine', unit: 'mg', min: 20, max: 40, capped: false },
      { drug: 'etomidate', unit: 'mg', min: 6, max: 6, capped: false },
      { drug: 'midazolam', unit: 'mg', min: 2, max: 5, capped: true },
      { drug: 'propofol', unit: 'mg', min: 20, max: 60, capped: false },
      { drug: 'rocuronium', unit: 'mg', min: 20, max: 20, capped: false },
      { drug: 'succinylcholine', unit: 'mg', min: 20, max: 30, capped: false },
    ]);
  });
  it('succinylcholine 2 mg/kg under 12 months or under 10 kg', () => {
    expect(byDrug(rsiDoses({ weightKg: 10, ageMonths: 11.9 })).succinylcholine).toMatchObject({ min: 20, max: 20 });
    expect(byDrug(rsiDoses({ weightKg: 9.9, ageMonths: 30 })).succinylcholine).toMatchObject({ min: 19.8, max: 19.8 });
    expect(byDrug(rsiDoses({ weightKg: 10, ageMonths: 12 })).succinylcholine).toMatchObject({ min: 10, max: 15 });
  });
  it('3.5 kg newborn: small unrounded doses', () => {
    const d = byDrug(rsiDoses({ weightKg: 3.5, ageMonths: 0 }));
    expect(d.atropine).toMatchObject({ drug: 'atropine', unit: 'mg', capped: false });
    expect(d.atropine!.min).toBeCloseTo(0.07, 12);
    expect(d.atropine!.max).toBe(d.atropine!.min);
    expect(d.midazolam!.min).toBeCloseTo(0.35, 12);
    expect(d.midazolam!.max).toBeCloseTo(1.05, 12);
    expect(d.succinylcholine).toMatchObject({ min: 7, max: 7 });
  });
  it('120 kg adolescent: every maximum binds', () => {
    const d = byDrug(rsiDoses({ weightKg: 120, ageMonths: 200 }));
    expect(d.atropine).toMatchObject({ min: 0.5, max: 0.5, capped: true });
    expect(d.fentanyl).toMatchObject({ min: 100, max: 100, capped: true });
    expect(d.etomidate).toMatchObject({ min: 20, max: 20, capped: true });
    expect(d.midazolam).toMatchObject({ min: 5, max: 5, capped: true });
    expect(d.succinylcholine).toMatchObject({ min: 120, max: 150, capped: true });
    expect(d.ketamine).toMatchObject({ min: 120, max: 240, capped: false });
  });
  it('at exactly the maximum nothing is capped (atropine 25 kg = 0.5 mg)', () => {
    expect(byDrug(rsiDoses({ weightKg: 25, ageMonths: 96 })).atropine).toMatchObject({ min: 0.5, max: 0.5, capped: false });
  });
  it('refuses weight and age out of range', () => {
    expect(() => rsiDoses({ weightKg: 0, ageMonths: 12 })).toThrow(/Peso \(kg\)/);
    expect(() => rsiDoses({ weightKg: 10, ageMonths: 217 })).toThrow(/Idade \(meses\): informe um valor entre 0 e 216 meses/);
  });
});

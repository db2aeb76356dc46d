import {
  ClinicalInputError, POISONING_ENTRIES, POISONING_IDS, acetylcysteineDiluentMl, doseVolumeMl, poisoningDoses, poisoningIdFromSlug,
  poisoningLineVolumeMl, type PoisoningDoseLine,
} from './index';

const find = (lines: PoisoningDoseLine[], agent: string, route: string, kind: string) => lines.find((l) => l.agent === agent && l.route === route && l.kind === kind);

describe('poisoningDoses — benzodiazepines (flumazenil)', () => {
  it('25 kg: 0,2 mg initial and 1 mg cumulative, both marked as the maximum', () => {
    const d = poisoningDoses('benzodiazepines', { weightKg: 25, ageYears: 6 });
    expect(find(d, 'flumazenil', 'IV', 'initial')).toEqual({ agent: 'flumazenil', route: 'IV', kind: 'initial', amount: 0.2, unit: 'mg', capped: true });
    expect(find(d, 'flumazenil', 'IV', 'cumulative_max')).toEqual({ agent: 'flumazenil', route: 'IV', kind: 'cumulative_max', amount: 1, unit: 'mg', capped: true });
  });
  it('10 kg: 0,1 mg and 0,5 mg, not capped; 20 kg exactly at both maxima is not capped', () => {
    const d = poisoningDoses('benzodiazepines', { weightKg: 10, ageYears: 2 });
    expect(find(d, 'flumazenil', 'IV', 'initial')).toMatchObject({ amount: 0.1, capped: false });
    expect(find(d, 'flumazenil', 'IV', 'cumulative_max')).toMatchObject({ amount: 0.5, capped: false });
    const e = poisoningDoses('benzodiazepines', { weightKg: 20, ageYears: 5 });
    expect(e.map((l) => [l.amount, l.capped])).toEqual([[0.2, false], [1, false]]);
  });
  it('refuses flumazenil under 1 year', () => {
    expect(() => poisoningDoses('benzodiazepines', { weightKg: 8, ageYears: 0.5 })).toThrow(/flumazenil só é indicado a partir de 1 ano/);
    expect(poisoningDoses('benzodiazepines', { weightKg: 9, ageYears: 1 })).toHaveLength(2);
  });
});

describe('poisoningDoses — opioids (naloxone 0.1 mg/kg ≤ 2 mg; IN 4 mg)', () => {
  it('10 kg → 1 mg IV; 4 mg IN', () => {
    const d = poisoningDoses('opioids', { weightKg: 10, ageYears: 1 });
    expect(find(d, 'naloxone', 'IV', 'initial')).toEqual({ agent: 'naloxone', route: 'IV', kind: 'initial', amount: 1, unit: 'mg', capped: false });
    expect(find(d, 'naloxone', 'IN', 'initial')).toEqual({ agent: 'naloxone', route: 'IN', kind: 'initial', amount: 4, unit: 'mg', capped: false });
  });
  it('25 kg → 2 mg capped; 20 kg → 2 mg not capped; 3.2 kg → 0.32 mg', () => {
    expect(find(poisoningDoses('opioids', { weightKg: 25, ageYears: 7 }), 'naloxone', 'IV', 'initial')).toMatchObject({ amount: 2, capped: true });
    expect(find(poisoningDoses('opioids', { weightKg: 20, ageYears: 6 }), 'naloxone', 'IV', 'initial')).toMatchObject({ amount: 2, capped: false });
    expect(find(poisoningDoses('opioids', { weightKg: 3.2, ageYears: 0 }), 'naloxone', 'IV', 'initial')!.amount).toBeCloseTo(0.32, 12);
  });
});

describe('poisoningDoses — anticholinergics (physostigmine)', () => {
  it('under 12 years: 0.02 mg/kg ≤ 0.5 mg, plus cumulative 2 mg', () => {
    const d = poisoningDoses('anticholinergics', { weightKg: 10, ageYears: 5 });
    expect(find(d, 'physostigmine', 'IV', 'initial')).toMatchObject({ amount: 0.2, capped: false });
    expect(find(d, 'physostigmine', 'IV', 'cumulative_max')).toMatchObject({ amount: 2, unit: 'mg' });
    expect(find(poisoningDoses('anticholinergics', { weightKg: 30, ageYears: 11.9 }), 'physostigmine', 'IV', 'initial')).toMatchObject({ amount: 0.5, capped: true });
  });
  it('from 12 years: ≤ 2 mg, no cumulative line', () => {
    const d = poisoningDoses('anticholinergics', { weightKg: 30, ageYears: 12 });
    expect(find(d, 'physostigmine', 'IV', 'initial')).toMatchObject({ amount: 0.6, capped: false });
    expect(find(d, 'physostigmine', 'IV', 'cumulative_max')).toBeUndefined();
    expect(find(poisoningDoses('anticholinergics', { weightKg: 120, ageYears: 15 }), 'physostigmine', 'IV', 'initial')).toMatchObject({ amount: 2, capped: true });
  });
});

describe('poisoningDoses — cholinergics (atropine initial only) and the others', () => {
  it('atropine 0.05 mg/kg ≤ 5 mg, never a cumulative maximum', () => {
    const d = poisoningDoses('cholinergics', { weightKg: 10, ageYears: 2 });
    expect(find(d, 'atropine', 'IV', 'initial')).toEqual({ agent: 'atropine', route: 'IV', kind: 'initial', amount: 0.5, unit: 'mg', capped: false });
    expect(d.filter((l) => l.agent === 'atropine' && l.kind === 'cumulative_max')).toEqual([]);
    expect(find(poisoningDoses('cholinergics', { weightKg: 120, ageYears: 17 }), 'atropine', 'IV', 'initial')).toMatchObject({ amount: 5, capped: true });
    expect(find(d, 'pralidoxime', 'IV', 'loading')).toMatchObject({ amount: 300, minutes: 30 });
  });
  it('acetylcysteine: IV steps and VO, dosing weight at most 100 kg', () => {
    const d = poisoningDoses('paracetamol', { weightKg: 20, ageYears: 6 });
    expect(d.filter((l) => l.kind === 'step')).toEqual([
      { agent: 'acetylcysteine', route: 'IV', kind: 'step', step: 1, minutes: 60, amount: 3000, unit: 'mg', capped: false },
      { agent: 'acetylcysteine', route: 'IV', kind: 'step', step: 2, minutes: 240, amount: 1000, unit: 'mg', capped: false },
      { agent: 'acetylcysteine', route: 'IV', kind: 'step', step: 3, minutes: 960, amount: 2000, unit: 'mg', capped: false },
    ]);
    expect(find(d, 'acetylcysteine', 'VO', 'loading')).toMatchObject({ amount: 2800, capped: false });
    expect(find(d, 'acetylcysteine', 'VO', 'maintenance')).toMatchObject({ amount: 1400, capped: false });
    const big = poisoningDoses('paracetamol', { weightKg: 120, ageYears: 17 });
    expect(big.map((l) => [l.amount, l.capped])).toEqual([[15000, true], [5000, true], [10000, true], [14000, true], [7000, true]]);
    expect(poisoningDoses('paracetamol', { weightKg: 100, ageYears: 17 })[0]).toMatchObject({ amount: 15000, capped: false });
  });
  it('sodium bicarbonate 1.5 mEq/kg; glucagon 0.07 mg/kg ≤ 10 mg; methylene blue 1 mg/kg, 7 mg/kg total', () => {
    expect(find(poisoningDoses('tricyclic_antidepressants', { weightKg: 10, ageYears: 2 }), 'sodium_bicarbonate', 'IV', 'initial'))
      .toEqual({ agent: 'sodium_bicarbonate', route: 'IV', kind: 'initial', amount: 15, unit: 'mEq', capped: false });
    const gl = find(poisoningDoses('beta_blockers', { weightKg: 10, ageYears: 2 }), 'glucagon', 'IV', 'initial')!;
    expect(gl.amount).toBeCloseTo(0.7, 12);
    expect(gl.capped).toBe(false);
    expect(find(poisoningDoses('beta_blockers', { weightKg: 150, ageYears: 17 }), 'glucagon', 'IV', 'initial')).toMatchObject({ amount: 10, capped: true });
    const m = poisoningDoses('methemoglobinemia', { weightKg: 10, ageYears: 2 });
    expect(find(m, 'methylene_blue', 'IV', 'initial')).toMatchObject({ amount: 10, minutes: 5 });
    expect(find(m, 'methylene_blue', 'IV', 'cumulative_max')).toMatchObject({ amount: 70 });
    expect(find(poisoningDoses('sympathomimetics', { weightKg: 60, ageYears: 15 }), 'midazolam', 'IV', 'initial')).toMatchObject({ amount: 5, capped: true });
  });
  it('refuses an unknown entry and out-of-range patients', () => {
    expect(() => poisoningDoses('arsenic' as 'opioids', { weightKg: 10, ageYears: 2 })).toThrow(/Intoxicação desconhecida/);
    expect(() => poisoningDoses('opioids', { weightKg: 0, ageYears: 2 })).toThrow(/Peso \(kg\): informe um valor entre 0,3 e 250 kg/);
    expect(() => poisoningDoses('opioids', { weightKg: 10, ageYears: 19 })).toThrow(ClinicalInputError);
  });
});

describe('poisoning data and volumes', () => {
  it('every entry has antidote, management, criteria, red flags and references', () => {
    for (const id of POISONING_IDS) {
      const e = POISONING_ENTRIES[id];
      expect(e.id).toBe(id);
      for (const list of [e.management, e.admissionCriteria, e.dischargeCriteria, e.redFlags, e.reference, e.examples]) expect(list.length).toBeGreaterThan(0);
      for (const line of poisoningDoses(id, { weightKg: 20, ageYears: 6 })) expect(e.agents).toContain(line.agent);
    }
  });
  it('concentration → mL at the default concentration', () => {
    const [fl] = poisoningDoses('benzodiazepines', { weightKg: 25, ageYears: 6 });
    expect(poisoningLineVolumeMl(fl!)).toMatchObject({ ml: 2 });
    const [nal] = poisoningDoses('opioids', { weightKg: 10, ageYears: 1 });
    expect(poisoningLineVolumeMl(nal!)?.ml).toBe(2.5);
    expect(doseVolumeMl(15, 1)).toBe(15);
    expect(() => doseVolumeMl(1, 0)).toThrow(/Concentração/);
  });
  it('acetylcysteine diluent volumes by weight (Acetadote label)', () => {
    expect(acetylcysteineDiluentMl(10)).toEqual([30, 70, 140]);
    expect(acetylcysteineDiluentMl(20)).toEqual([60, 140, 280]);
    expect(acetylcysteineDiluentMl(20.5)).toEqual([100, 250, 500]);
    expect(acetylcysteineDiluentMl(40)).toEqual([100, 250, 500]);
    expect(acetylcysteineDiluentMl(41)).toEqual([200, 500, 1000]);
  });
  it('slugs of the routes map to the ids', () => {
    expect(poisoningIdFromSlug('tricyclic-antidepressants')).toBe('tricyclic_antidepressants');
    expect(poisoningIdFromSlug('beta-blockers')).toBe('beta_blockers');
    expect(poisoningIdFromSlug('nope')).toBeNull();
  });
});

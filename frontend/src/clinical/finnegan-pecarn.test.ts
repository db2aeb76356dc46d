import { ClinicalInputError, FINNEGAN_ITEMS, FINNEGAN_MAX_SCORE, finnegan, finneganTreatment, pecarn, type PecarnInput } from './index';

describe('finnegan (modified Finnegan, reference.md §5)', () => {
  it('no signs → 0', () => expect(finnegan({})).toEqual({ score: 0 }));
  it('sums the chosen options', () => {
    expect(finnegan({ cry: 3, sleep: 2, moro: 2, tremorsDisturbed: 2, sweating: 1, fever: 1, stools: 2 })).toEqual({ score: 13 });
  });
  it('the maximum sheet adds to 46 (FINNEGAN_MAX_SCORE)', () => {
    const max = Object.fromEntries(FINNEGAN_ITEMS.map((i) => [i.id, Math.max(...i.options.map((o) => o.value))]));
    expect(finnegan(max)).toEqual({ score: 46 });
    expect(FINNEGAN_MAX_SCORE).toBe(46);
  });
  it('0 is accepted for any item', () => expect(finnegan({ convulsions: 0, cry: 2 })).toEqual({ score: 2 }));
  it('refuses an option the item does not have and unknown items', () => {
    expect(() => finnegan({ cry: 1 })).toThrow(/Finnegan — Choro: valor inválido \(1\); aceitos: 0, 2, 3/);
    expect(() => finnegan({ foo: 1 } as never)).toThrow(ClinicalInputError);
  });
});

describe('finneganTreatment (two ≥ 12 or three ≥ 8, or their averages; reference.md §0)', () => {
  it('two consecutive ≥ 12', () => expect(finneganTreatment([6, 12, 12])).toEqual({ treat: true, rule: 'two_consecutive_at_least_12' }));
  it('two whose average is 12', () => expect(finneganTreatment([10, 14])).toEqual({ treat: true, rule: 'two_consecutive_at_least_12' }));
  it('three consecutive ≥ 8, and three whose average is ≥ 8', () => {
    expect(finneganTreatment([8, 8, 8])).toEqual({ treat: true, rule: 'three_consecutive_at_least_8' });
    expect(finneganTreatment([7, 9, 8])).toEqual({ treat: true, rule: 'three_consecutive_at_least_8' });
  });
  it('no rule met: average below, non-consecutive, too few scores', () => {
    expect(finneganTreatment([7, 8, 8])).toEqual({ treat: false, rule: null });
    expect(finneganTreatment([12, 2, 9])).toEqual({ treat: false, rule: null });
    expect(finneganTreatment([12, 4, 12])).toEqual({ treat: true, rule: 'three_consecutive_at_least_8' });
    expect(finneganTreatment([9, 9])).toEqual({ treat: false, rule: null });
    expect(finneganTreatment([])).toEqual({ treat: false, rule: null });
  });
  it('refuses scores outside 0–46', () => {
    expect(() => finneganTreatment([8, -1, 8])).toThrow(/Escore de Finnegan: informe um valor entre 0 e 46/);
    expect(() => finneganTreatment([47])).toThrow(ClinicalInputError);
  });
});

describe('pecarn (Kuppermann 2009)', () => {
  const base: PecarnInput = { ageMonths: 12, gcs: 15, alteredMentalStatus: false, skullFractureSigns: false, lossOfConsciousness: false, severeMechanism: false };
  it('< 2 y: GCS 14, altered mental status or palpable fracture → CT (4.4%)', () => {
    expect(pecarn({ ...base, gcs: 14 })).toEqual({ recommendation: 'ct_recommended', risk: '≈ 4,4%', ageGroup: 'under_2' });
    expect(pecarn({ ...base, skullFractureSigns: true }).recommendation).toBe('ct_recommended');
  });
  it('< 2 y: scalp haematoma, LOC, severe mechanism or not acting normally → observation vs CT', () => {
    expect(pecarn({ ...base, scalpHematoma: true })).toEqual({ recommendation: 'observation_or_ct', risk: '≈ 0,9%', ageGroup: 'under_2' });
    expect(pecarn({ ...base, notActingNormally: true }).recommendation).toBe('observation_or_ct');
    expect(pecarn({ ...base, vomiting: true }).recommendation).toBe('ct_not_recommended');
  });
  it('< 2 y: none → CT not recommended (< 0.02%)', () => {
    expect(pecarn(base)).toEqual({ recommendation: 'ct_not_recommended', risk: '< 0,02%', ageGroup: 'under_2' });
  });
  it('≥ 2 y (from 24 months): vomiting or severe headache → observation; basilar signs → CT; none → no CT', () => {
    expect(pecarn({ ...base, ageMonths: 24, vomiting: true })).toEqual({ recommendation: 'observation_or_ct', risk: '≈ 0,9%', ageGroup: 'from_2' });
    expect(pecarn({ ...base, ageMonths: 100, severeHeadache: true }).recommendation).toBe('observation_or_ct');
    expect(pecarn({ ...base, ageMonths: 100, alteredMentalStatus: true }).risk).toBe('≈ 4,3%');
    expect(pecarn({ ...base, ageMonths: 100 })).toEqual({ recommendation: 'ct_not_recommended', risk: '< 0,05%', ageGroup: 'from_2' });
  });
  it('refuses GCS ≤ 13 and invalid ages', () => {
    expect(() => pecarn({ ...base, gcs: 13 as 14 })).toThrow(/Glasgow 14 ou 15/);
    expect(() => pecarn({ ...base, ageMonths: 300 })).toThrow(/Idade \(meses\)/);
  });
});

import { changedColumns } from '../api/revisions-api';
import { compareDoses, revisionTagSets, toDoseTag } from './revision-doses';

const base = { id: 't1', medication_id: 'm', name: 'dose', type: 'multiplier', unit: 'mg', multiplier: 10, max_value: 500, start_month: null, end_month: null,
  start_weight: null, end_weight: null, round_result: false, interval_hours: 8, doses_per_day: 3, route: 'VO', source: 'bula', not_indicated: false };

describe('a proposal before and after, through the clinical core', () => {
  it('reads numerics that come as text', () => {
    expect(toDoseTag({ ...base, multiplier: '12.5', max_value: null })).toMatchObject({ multiplier: 12.5, max_value: null, round_result: false });
  });
  it('replaces only the revised row', () => {
    const other = { ...base, id: 't2', name: 'outra' };
    const s = revisionTagSets([base, other], { entity_id: 't1', before: base, after: { ...base, multiplier: 15 } });
    expect(s.before.map((t) => [t.name, t.multiplier])).toEqual([['outra', 10], ['dose', 10]]);
    expect(s.after.map((t) => [t.name, t.multiplier])).toEqual([['outra', 10], ['dose', 15]]);
  });
  it('gives the five reference patients before/after and the checks the new rows fail', () => {
    const c = compareDoses([base], { entity_id: 't1', before: base, after: { ...base, multiplier: 15, route: null } })!;
    expect(c.rows.map((r) => [r.patient, r.before, r.after, r.changed])).toEqual([
      ['3 kg, 15 dias', '30 mg de 8/8 h', '45 mg de 8/8 h', true],
      ['10 kg, 12 meses', '100 mg de 8/8 h', '150 mg de 8/8 h', true],
      ['25 kg, 7 anos', '250 mg de 8/8 h', '375 mg de 8/8 h', true],
      ['60 kg, 15 anos', '500 mg (teto por dose) de 8/8 h', '500 mg (teto por dose) de 8/8 h', false],
      ['90 kg, 16 anos', '500 mg (teto por dose) de 8/8 h', '500 mg (teto por dose) de 8/8 h', false],
    ]);
    expect(c.problemsBefore).toEqual([]);
    expect(c.problemsAfter).toEqual(['{{dose}} (qualquer peso e idade): sem via de administração']);
  });
  it('a band that leaves a gap shows the core refusal and the gap', () => {
    const c = compareDoses([base], { entity_id: 't1', before: base, after: { ...base, start_weight: 5 } })!;
    expect(c.rows[0]!.after).toMatch(/nenhuma faixa para peso 3 kg/);
    expect(c.problemsAfter).toEqual(['{{dose}}: nenhuma faixa para 0,5 a 4,999 kg (lacuna entre as faixas)']);
  });
  it('lists the columns that changed', () => {
    expect(changedColumns({ before: base, after: { ...base, multiplier: 15, route: null } })).toEqual(['multiplier', 'route']);
  });
});

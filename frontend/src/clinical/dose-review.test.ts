import { bandProblems, referenceDoses, REFERENCE_PATIENTS, reviewDoseRows, rowProblems, type DoseTag } from './index';

const row = (t: Partial<DoseTag>): DoseTag => ({
  name: 'd', type: 'multiplier', multiplier: 10, max_value: 500, unit: 'mg', start_month: null, end_month: null,
  start_weight: null, end_weight: null, round_result: false, interval_hours: 8, doses_per_day: 3, route: 'VO', source: 'bula', ...t,
});

describe('reference patients (issue #37 §3)', () => {
  it('are the five of the issue, 15 days in months', () => {
    expect(REFERENCE_PATIENTS.map((p) => [p.weightKg, Math.round(p.ageMonths * 100) / 100])).toEqual([[3, 0.49], [10, 12], [25, 84], [60, 180], [90, 192]]);
  });
  it('get computeDose: 10 mg/kg capped at 500 mg', () => {
    const d = referenceDoses([row({})], 'd');
    expect(d.map((x) => (x.kind === 'result' && x.result.kind === 'dose' ? [x.result.value, x.result.capped] : x.kind))).toEqual([
      [30, false], [100, false], [250, false], [500, true], [500, true],
    ]);
  });
  it('an age-banded row the patient falls outside of is the core refusal, in Portuguese', () => {
    const d = referenceDoses([row({ start_month: 12 })], 'd');
    expect(d[0]).toMatchObject({ kind: 'error', message: expect.stringContaining('nenhuma faixa') });
    expect(d[1]!.kind).toBe('result');
  });
});

describe('band checks', () => {
  it('complete half-open bands pass', () => {
    expect(bandProblems([row({ end_weight: 27 }), row({ start_weight: 27 })], 'd')).toEqual([]);
    expect(bandProblems([row({ start_month: 0, end_month: 12 }), row({ start_month: 12 })], 'd')).toEqual([]);
  });
  it('a gap between bands is found (27 ≤ w < 28 has no row)', () => {
    expect(bandProblems([row({ end_weight: 27 }), row({ start_weight: 28 })], 'd')).toEqual([
      '{{d}}: nenhuma faixa para 27 a 27,999 kg (lacuna entre as faixas)',
    ]);
  });
  it('an overlap is found, naming both bands', () => {
    const p = bandProblems([row({ end_weight: 30 }), row({ start_weight: 27 })], 'd');
    expect(p.length).toBeGreaterThan(0);
    expect(p).toEqual(['{{d}}: faixas sobrepostas em 27 a 29,999 kg (0 a < 30 kg; a partir de 27 kg)']);
  });
  it('a band that stops short of the span leaves its end uncovered', () => {
    expect(bandProblems([row({ end_month: 144 })], 'd', 1)).toEqual(['{{d}}: nenhuma faixa para 0,5 kg e 144 meses (lacuna entre as faixas)']);
  });
});

describe('row checks', () => {
  it('a complete row has none', () => {
    expect(rowProblems(row({}))).toEqual([]);
    expect(rowProblems(row({ not_indicated: true, not_indicated_reason: 'sem dados < 1 mês', unit: null, route: null }))).toEqual([]);
  });
  it('names what a row lacks or contradicts', () => {
    expect(rowProblems(row({ source: '', unit: null, max_value: null, interval_hours: null, doses_per_day: null, route: null }))).toEqual([
      '{{d}} (qualquer peso e idade): sem fonte',
      '{{d}} (qualquer peso e idade): unidade ausente ou inválida',
      '{{d}} (qualquer peso e idade): sem dose máxima (por dose ou diária)',
      '{{d}} (qualquer peso e idade): sem intervalo, doses por dia ou duração',
      '{{d}} (qualquer peso e idade): sem via de administração',
    ]);
    expect(rowProblems(row({ min_value: 600 }))).toContain('{{d}} (qualquer peso e idade): dose mínima maior que a máxima');
    expect(rowProblems(row({ daily_max_value: 400 }))).toContain('{{d}} (qualquer peso e idade): teto por dose maior que o teto diário');
    expect(rowProblems(row({ doses_per_day: 4 }))).toContain('{{d}} (qualquer peso e idade): 4 doses/dia não cabem no intervalo de 8 h');
    expect(rowProblems(row({ not_indicated: true, not_indicated_reason: ' ' }))).toEqual(['{{d}} (qualquer peso e idade): "não indicado" sem o motivo']);
  });
  it('reviewDoseRows joins doses and every problem of that tag only', () => {
    const r = reviewDoseRows([row({ route: null }), row({ name: 'other', source: null })], 'd');
    expect(r.doses).toHaveLength(5);
    expect(r.problems).toEqual(['{{d}} (qualquer peso e idade): sem via de administração']);
  });
});

import { describe, expect, it } from 'vitest';
import { addMonths, completedMonths, daysBetween, formatAge, parseIsoDate } from './dates';
import { doseTimings, rangeEndMonths, routineEndMonths } from './vaccines';
import { bandFor, bandLabel, bandsOf, classifyDevelopment, type Milestone } from './dnpm';
import { ageDomain, chartIndicators, curveLines, LINES, plottedValue } from './growth-chart';
import { childValues, measurementValues } from './child';
import { EMPTY_CHILD } from './child-store';
import { overviewNote } from './overview-note';
import { layerFor } from './chart-layer';
import type { GrowthResult } from '@/clinical';

describe('dates', () => {
  it('parses only real calendar dates', () => {
    expect(parseIsoDate('2025-01-10')).toBe('2025-01-10');
    expect(parseIsoDate('2025-02-30')).toBeNull();
    expect(parseIsoDate('10/01/2025')).toBeNull();
  });
  it('adds calendar months, keeping the day or the month end', () => {
    expect(addMonths('2025-01-10', 12)).toBe('2026-01-10');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
  });
  it('counts days and completed months', () => {
    expect(daysBetween('2025-01-10', '2026-01-10')).toBe(365);
    expect(completedMonths('2025-01-10', '2025-02-09')).toBe(0);
    expect(completedMonths('2025-01-10', '2025-02-10')).toBe(1);
    expect(formatAge('2025-01-10', '2026-03-10')).toBe('1 ano e 2 meses');
    expect(formatAge('2025-01-10', '2025-01-22')).toBe('12 dias');
  });
});

const dose = (id: string, age_months: number | null, age_recommendation = `${age_months} meses`) => ({ id, age_months, age_recommendation });

describe('vaccine timings', () => {
  const doses = [dose('bcg', 0, 'Ao nascer'), dose('fa', 9), dose('scr', 12), dose('vpc', 12), dose('dtp', 15), dose('hpv', 108, '9 a 14 anos'), dose('sbp', null, '2, 4, 6 meses')];
  it('a girl born 2025-01-10 seen on 2026-01-10: the 12-month doses are due, earlier ones overdue, 15 months next', () => {
    const t = doseTimings(doses, '2025-01-10', '2026-01-10', new Set(['bcg']));
    expect(t.get('scr')).toEqual({ status: 'devida', dueDate: '2026-01-10', dueUntil: '2026-02-10' });
    expect(t.get('vpc')?.status).toBe('devida');
    expect(t.get('fa')?.status).toBe('atrasada');
    expect(t.get('bcg')?.status).toBe('aplicada');
    expect(t.get('dtp')).toMatchObject({ status: 'proxima', dueDate: '2026-04-10' });
    expect(t.get('hpv')?.status).toBe('futura');
    expect(t.has('sbp')).toBe(false);
  });
  it('due is half-open: the day before is not due, one month later is overdue', () => {
    expect(doseTimings(doses, '2025-01-10', '2026-01-09', new Set()).get('scr')?.status).toBe('proxima');
    expect(doseTimings(doses, '2025-01-10', '2026-02-10', new Set()).get('scr')?.status).toBe('atrasada');
  });
  it('a dose of an age range is due to the range end, then closed', () => {
    expect(rangeEndMonths('9 a 14 anos')).toBe(180);
    expect(doseTimings(doses, '2010-01-10', '2024-12-31', new Set()).get('hpv')?.status).toBe('devida');
    expect(doseTimings(doses, '2010-01-10', '2025-01-10', new Set()).get('hpv')?.status).toBe('encerrada');
  });

  // the seeded PNI 2025 rows (shared/data/vacinacao/calendario_pni_crianca_2025.csv)
  const flu = { id: 'flu', age_months: 6, age_recommendation: '6 meses', dose_label: 'Anual', notes: 'Rotina desde 2025 para 6 meses a <6 anos; na primovacinação de <9 anos, 2 doses com intervalo de 30 dias' };
  const covid2 = { id: 'c2', age_months: 7, age_recommendation: '7 meses', dose_label: '2ª dose', notes: '4 semanas após a 1ª' };
  const covid3 = { id: 'c3', age_months: 9, age_recommendation: '9 meses', dose_label: '3ª dose (esquema Pfizer baby)', notes: '8 semanas após a 2ª; só se o esquema for de 3 doses' };
  const seeded = [flu, covid2, covid3];
  it('influenza "Anual" is yearly from 6 months to the end of the routine (<6 anos), never overdue by its date', () => {
    expect(routineEndMonths(flu.notes)).toBe(72);
    const at = (on: string) => doseTimings(seeded, '2025-01-10', on, new Set()).get('flu');
    expect(at('2025-07-09')?.status).toBe('proxima');
    expect(at('2025-07-10')?.status).toBe('anual');
    expect(at('2026-01-10')).toEqual({ status: 'anual', dueDate: '2025-07-10', dueUntil: '2031-01-10' });
    expect(at('2031-01-09')?.status).toBe('anual');
    expect(at('2031-01-10')?.status).toBe('encerrada');
    expect(doseTimings(seeded, '2025-01-10', '2026-01-10', new Set(['flu'])).get('flu')?.status).toBe('aplicada');
  });
  it('the COVID-19 3rd dose of the 3-dose scheme only is "conforme o esquema", never due or overdue; the 2nd dose still is', () => {
    const t = doseTimings(seeded, '2025-01-10', '2026-01-10', new Set());
    expect(t.get('c3')?.status).toBe('condicional');
    expect(t.get('c2')?.status).toBe('atrasada');
    expect(doseTimings(seeded, '2025-01-10', '2025-10-10', new Set()).get('c3')?.status).toBe('condicional');
    expect(doseTimings(seeded, '2025-01-10', '2025-10-09', new Set()).get('c3')?.status).toBe('proxima');
    expect(doseTimings(seeded, '2025-01-10', '2026-01-10', new Set(['c3'])).get('c3')?.status).toBe('aplicada');
  });
});

const ms = (start: number, end: number, n: number): Milestone[] => Array.from({ length: n }, (_, i) => ({
  id: `${start}-${i}`, age_months: start, age_end_months: end, display_order: i + 1, milestone: `m${start}.${i}`, domain: 'motor', source: 's', verification_status: 'x',
}));

describe('dnpm', () => {
  const bands = bandsOf([...ms(18, 24, 4), ...ms(12, 15, 4), ...ms(15, 18, 4)]);
  it('finds the half-open band and the one before it', () => {
    expect(bandFor(bands, 18)?.band.start).toBe(18);
    expect(bandFor(bands, 17.99)?.band.start).toBe(15);
    expect(bandFor(bands, 18)?.previous?.start).toBe(15);
    expect(bandFor(bands, 12)?.previous).toBeNull();
    expect(bandFor(bands, 24)).toBeNull();
    expect(bandLabel({ start: 18, end: 24 })).toBe('18 meses a menos de 2 anos');
  });
  it('classifies by the Caderneta rule', () => {
    const { band, previous } = bandFor(bands, 18)!;
    const all = new Set([...band.milestones, ...previous!.milestones].map((m) => m.id));
    expect(classifyDevelopment(band, previous, all)).toBe('adequado');
    const noCurrent = new Set([...all].filter((id) => id !== '18-0'));
    expect(classifyDevelopment(band, previous, noCurrent)).toBe('alerta');
    const noPrevious = new Set([...all].filter((id) => id !== '15-2'));
    expect(classifyDevelopment(band, previous, noPrevious)).toBe('provavel_atraso');
  });
});

describe('growth chart data', () => {
  it('WHO 2006 up to 1826 days (weight-for-length before 731), WHO 2007 after', () => {
    expect(chartIndicators(365).map((i) => i.indicator)).toEqual(['weight_for_age', 'length_height_for_age', 'weight_for_length', 'bmi_for_age', 'head_circumference_for_age']);
    expect(chartIndicators(800).map((i) => i.indicator)).toContain('weight_for_height');
    expect(chartIndicators(1827).map((i) => [i.reference, i.indicator])).toEqual([['WHO_2007_REF', 'weight_for_age'], ['WHO_2007_REF', 'height_for_age'], ['WHO_2007_REF', 'bmi_for_age']]);
    expect(chartIndicators(4000).map((i) => i.indicator)).toEqual(['height_for_age', 'bmi_for_age']);
    expect(ageDomain('WHO_2006_CGS', 'weight_for_age', 12)).toEqual([0, 24]);
    expect(ageDomain('WHO_2006_CGS', 'weight_for_age', 30)).toEqual([0, 60]);
  });
  it('lines are the LMS values at the z of each line (median = M)', () => {
    const rows = [{ x: 12, l: 0.1, m: 8.9, s: 0.11 }];
    const z = curveLines(rows, 'z', [0, 24])[0]!;
    expect(z.l3).toBe(8.9);
    expect(Object.keys(z)).toHaveLength(1 + LINES.z.length);
    const p = curveLines(rows, 'percentile', [0, 24])[0]!;
    expect(p.l2).toBe(8.9);
    expect(p.l4).toBeGreaterThan(p.l3!);
    expect(curveLines(rows, 'z', [13, 24])).toEqual([]);
  });
  it('plots length adjusted by 0,7 cm as assessGrowth reads it', () => {
    const ind = chartIndicators(365).find((i) => i.indicator === 'length_height_for_age')!;
    const a = { lengthForAge: { z: 0, percentile: 50, label: 'x', implausible: false } };
    expect(plottedValue(ind, { chartAgeDays: 365, lengthCm: 74, measured: 'standing' }, a)?.y).toBe(74.7);
    expect(plottedValue(ind, { chartAgeDays: 365, lengthCm: 74, measured: 'lying' }, a)?.y).toBe(74);
  });
});

describe('child values', () => {
  it('refuses a birth date after the assessment and a measurement before birth', () => {
    const c = childValues({ ...EMPTY_CHILD, birthDate: '2026-02-01', onDate: '2026-01-10' }, '2026-11-25');
    expect(c.errors.birthDate).toMatch(/não pode ser depois/);
    const ok = childValues({ ...EMPTY_CHILD, birthDate: '2025-01-10', onDate: '2026-01-10' }, '2026-11-25');
    expect(ok.ageDays).toBe(365);
    const m = measurementValues({ id: 'a', date: '2024-12-01', weight: '9,0', length: '', measured: '', head: '' }, ok);
    expect(m.errors.date).toMatch(/antes do nascimento/);
    expect(m.weightKg).toBe(9);
  });
  it('uses corrected age for a preterm and refuses points before term-equivalent', () => {
    const c = childValues({ ...EMPTY_CHILD, birthDate: '2025-01-01', gaWeeks: '32' }, '2025-06-01');
    const m = measurementValues({ id: 'a', date: '2025-03-01', weight: '3', length: '', measured: '', head: '' }, c);
    expect(m.ageDays).toBe(59);
    expect(m.chartAgeDays).toBe(3);
    const early = measurementValues({ id: 'b', date: '2025-01-20', weight: '2', length: '', measured: '', head: '' }, c);
    expect(early.chartAgeDays).toBeNull();
    expect(early.errors.date).toMatch(/40 semanas/);
    expect(measurementValues({ id: 'c', date: '2025-03-01', weight: '0', length: '', measured: '', head: '' }, c).errors.weight).toMatch(/Peso \(kg\)/);
  });
});

describe('overview note', () => {
  it('writes what the overview shows, with the sections and their sources named', () => {
    const child = childValues({ ...EMPTY_CHILD, sex: 'F', birthDate: '2025-01-10', onDate: '2026-01-10' }, '2026-11-25');
    const r = { z: -0.12, percentile: 45.2, label: 'Peso adequado para a idade', implausible: false } as unknown as GrowthResult;
    const note = overviewNote({
      child,
      latest: { date: '2026-01-10', weightKg: 9, lengthCm: 74, results: [['Peso/idade', r], ['PC/idade', undefined]] },
      vaccines: [{ status: 'Devida agora', vaccine: 'SCR', dose: '1ª dose', since: '2026-01-10' }],
      milestones: { band: '12 a 15 meses', items: ['Anda com apoio'] },
      supplements: [{ name: 'Vitamina D', text: '600 UI/dia' }],
    });
    expect(note.title).toBe('Puericultura: menina nasc. 10/01/2025 — 10/01/2026');
    expect(note.tags).toEqual(['puericultura']);
    expect(note.content).toContain('Menina, nascida em 10/01/2025. Avaliação em 10/01/2026.');
    expect(note.content).toContain('Idade: 1 ano.');
    expect(note.content).toContain('Última medida (10/01/2026): 9 kg · 74 cm');
    expect(note.content).toContain('- Peso/idade: z -0,12 · P45,2 · Peso adequado para a idade');
    expect(note.content).not.toContain('PC/idade');
    expect(note.content).toContain('- Devida agora: SCR — 1ª dose (desde 10/01/2026)');
    expect(note.content).toContain('Caderneta da Criança) — 12 a 15 meses\n- Anda com apoio');
    expect(note.content).toContain('- Vitamina D: 600 UI/dia');
  });
  it('says what was not evaluated instead of leaving sections empty', () => {
    const note = overviewNote({ child: childValues({ ...EMPTY_CHILD }, '2026-11-25'), latest: null, vaccines: null, milestones: null, supplements: [] });
    expect(note.content).toContain('Sem medidas avaliadas.');
    expect(note.content).toContain('Calendário não avaliado');
    expect(note.content).toContain('Faixa não avaliada.');
  });
});

describe('chart layer', () => {
  // a plotting area 0–24 months × 2–18 kg on 240 × 160 px
  const area = { width: 240, height: 160, valToPos: (v: number, scale: 'x' | 'y') => (scale === 'x' ? v * 10 : (18 - v) * 10) };
  const lines = [{ x: 0, l0: 2.5, l1: 3 }, { x: 24, l0: 9, l1: 11.5 }];
  const defs = [{ key: 'l0', label: '−3', color: '#000' }, { key: 'l1', label: '−2', color: '#f00' }];
  it('places the points inside the window, joined in order, and a label at the end of each line', () => {
    const l = layerFor(area, lines, [{ x: 12, y: 9 }, { x: 15, y: 9.8 }, { x: 30, y: 12 }], defs, [0, 24]);
    expect(l.points).toEqual([{ cx: 120, cy: 90 }, { cx: 150, cy: 82 }]);
    expect(l.path).toBe('M120,90L150,82');
    expect(l.labels).toEqual([{ x: 240, y: 90, text: '−3', color: '#000' }, { x: 240, y: 65, text: '−2', color: '#f00' }]);
  });
  it('draws no line for one point and no labels without lines', () => {
    const l = layerFor(area, [], [{ x: 12, y: 9 }], defs, [0, 24]);
    expect(l.path).toBe('');
    expect(l.labels).toEqual([]);
    expect(l.points).toHaveLength(1);
  });
});

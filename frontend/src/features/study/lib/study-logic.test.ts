import { describe, expect, it } from 'vitest';
import { drawQuestions, filterOptions, filterQuestions, formatClock, NO_FILTERS, planProblem, resumeIndex, scoreSession, secondsLeft, type QuestionMeta } from './study-logic';

const bank: QuestionMeta[] = [
  { id: 'a', theme: 'Neonatologia', year: 2022, source: 'SBP', difficulty: 'facil' },
  { id: 'b', theme: 'Neonatologia', year: 2015, source: 'AAP/ACOG', difficulty: 'media' },
  { id: 'c', theme: 'Emergência', year: 2020, source: 'AHA', difficulty: 'dificil' },
  { id: 'd', theme: 'Imunizações', year: 2014, source: 'Ministério da Saúde', difficulty: null },
];

describe('filters', () => {
  it('empty filters match every question; each filter narrows by its own field', () => {
    expect(filterQuestions(bank, NO_FILTERS)).toHaveLength(4);
    expect(filterQuestions(bank, { ...NO_FILTERS, themes: ['Neonatologia'] }).map((q) => q.id)).toEqual(['a', 'b']);
    expect(filterQuestions(bank, { ...NO_FILTERS, themes: ['Neonatologia'], difficulties: ['media'] }).map((q) => q.id)).toEqual(['b']);
    expect(filterQuestions(bank, { ...NO_FILTERS, years: [2020, 2014] }).map((q) => q.id)).toEqual(['c', 'd']);
    expect(filterQuestions(bank, { ...NO_FILTERS, sources: ['AHA'] }).map((q) => q.id)).toEqual(['c']);
    // a question without difficulty never matches a difficulty filter
    expect(filterQuestions(bank, { ...NO_FILTERS, difficulties: ['facil', 'media', 'dificil'] }).map((q) => q.id)).toEqual(['a', 'b', 'c']);
  });
  it('options are distinct and sorted, years newest first', () => {
    const o = filterOptions(bank);
    expect(o.themes).toEqual(['Emergência', 'Imunizações', 'Neonatologia']);
    expect(o.years).toEqual([2022, 2020, 2015, 2014]);
    expect(o.difficulties).toEqual(['facil', 'media', 'dificil']);
  });
});

describe('planProblem', () => {
  const plan = { filters: NO_FILTERS, count: 3, minutes: null, title: '' };
  it('refuses what cannot start, in Portuguese', () => {
    expect(planProblem(plan, 0)).toMatch(/Nenhuma questão/);
    expect(planProblem({ ...plan, count: 0 }, 4)).toBe('Escolha pelo menos 1 questão.');
    expect(planProblem({ ...plan, count: 5 }, 4)).toMatch(/Há 4 questões disponíveis/);
    expect(planProblem({ ...plan, minutes: 0 }, 4)).toMatch(/entre 1 e 600/);
    expect(planProblem({ ...plan, minutes: 1.5 }, 4)).toMatch(/inteiro/);
    expect(planProblem(plan, 4)).toBeNull();
    expect(planProblem({ ...plan, minutes: 30 }, 4)).toBeNull();
  });
});

describe('drawQuestions', () => {
  it('draws distinct ids from the pool', () => {
    let s = 1;
    const rnd = () => ((s = (s * 16807) % 2147483647) / 2147483647);
    const ids = Array.from({ length: 20 }, (_, i) => `q${i}`);
    const got = drawQuestions(ids, 7, rnd);
    expect(got).toHaveLength(7);
    expect(new Set(got).size).toBe(7);
    got.forEach((id) => expect(ids).toContain(id));
    expect(drawQuestions(ids, 50, rnd)).toHaveLength(20);
  });
});

describe('resumeIndex', () => {
  const ids = ['a', 'b', 'c', 'd'];
  it('resumes at the saved question, or the next unanswered one', () => {
    expect(resumeIndex(ids, new Set(), 0)).toBe(0);
    expect(resumeIndex(ids, new Set(['a', 'b']), 2)).toBe(2);
    expect(resumeIndex(ids, new Set(['a', 'b']), 1)).toBe(2);
    expect(resumeIndex(ids, new Set(['c', 'd']), 3)).toBe(0);
    expect(resumeIndex(ids, new Set(ids), 1)).toBe(3);
    expect(resumeIndex(ids, new Set(), 99)).toBe(3);
  });
});

describe('time', () => {
  it('counts down from the start and never goes negative', () => {
    const start = '2026-01-01T10:00:00.000Z';
    const t0 = Date.parse(start);
    expect(secondsLeft(start, null, t0)).toBeNull();
    expect(secondsLeft(start, 600, t0)).toBe(600);
    expect(secondsLeft(start, 600, t0 + 599_500)).toBe(1);
    expect(secondsLeft(start, 600, t0 + 700_000)).toBe(0);
    expect(formatClock(65)).toBe('01:05');
    expect(formatClock(3725)).toBe('1:02:05');
  });
});

describe('scoreSession', () => {
  it('scores every question of the session, unanswered as not correct, by theme', () => {
    const qs = [
      { id: 'a', theme: 'Neonatologia' },
      { id: 'b', theme: 'Neonatologia' },
      { id: 'c', theme: 'Emergência' },
      { id: 'd', theme: null },
    ];
    const s = scoreSession(qs, [
      { question_id: 'a', is_correct: true },
      { question_id: 'b', is_correct: false },
      { question_id: 'c', is_correct: true },
    ]);
    expect(s).toMatchObject({ total: 4, answered: 3, correct: 2, percent: 50 });
    expect(s.byTheme).toEqual([
      { theme: 'Neonatologia', total: 2, answered: 2, correct: 1 },
      { theme: 'Emergência', total: 1, answered: 1, correct: 1 },
      { theme: 'Sem tema', total: 1, answered: 0, correct: 0 },
    ]);
  });
});

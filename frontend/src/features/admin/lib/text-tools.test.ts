import { describe, expect, it } from 'vitest';
import { closest, formatIngredient, nameKey, validCas } from './text-tools';

describe('text tools', () => {
  it('normalises names and ingredients', () => {
    expect(nameKey('  Ácido   Acetilsalicílico ')).toBe('acido acetilsalicilico');
    expect(formatIngredient(' Amoxicilina/Clavulanato  de Potássio ')).toBe('amoxicilina + clavulanato de potássio');
    expect(formatIngredient('sulfametoxazol + TRIMETOPRIMA')).toBe('sulfametoxazol + trimetoprima');
  });
  it('suggests only near names', () => {
    expect(closest('amoxicilna', ['amoxicilina', 'azitromicina'])).toBe('amoxicilina');
    expect(closest('dipirona', ['amoxicilina'])).toBeNull();
  });
  it('checks CAS check digits', () => {
    expect(validCas('7732-18-5')).toBe(true); // water
    expect(validCas('26787-78-0')).toBe(true); // amoxicillin
    expect(validCas('26787-78-1')).toBe(false);
    expect(validCas('2678778-0')).toBe(false);
  });
});

import { medicationGaps } from '../pages/quality-pages';
import { questionProblems } from '../pages/text-tool-pages';

describe('quality checks', () => {
  it('lists what a medication lacks, worst first', () => {
    const meds = [
      { id: 'a', name: 'Amoxicilina', published: true, category_id: 'c' },
      { id: 'b', name: 'Bromoprida', published: false, category_id: null },
      { id: 'c', name: 'Cefalexina', published: true, category_id: 'c' },
    ];
    const dosages = [{ medication_id: 'a', source: 'SBP 2023' }, { medication_id: 'c', source: 'SBP' }];
    const tags = [{ medication_id: 'a', source: null, max_value: null, unit: 'mg', type: 'multiplier' }, { medication_id: 'c', source: 'SBP', max_value: 500, unit: 'mg', type: 'multiplier' }];
    const instructions = [{ medication_id: 'a' }, { medication_id: 'c' }];
    expect(medicationGaps(meds, dosages, tags, instructions)).toEqual([
      { id: 'b', name: 'Bromoprida', published: false, gaps: ['sem categoria', 'sem dosagens', 'sem bula'] },
      { id: 'a', name: 'Amoxicilina', published: true, gaps: ['1 tag sem fonte', '1 tag por peso sem dose máxima'] },
    ]);
  });
  it('finds malformed questions', () => {
    expect(questionProblems({ statement: 'Qual  a dose?', explanation: 'ok', alternatives: ['a', 'b'], correct_answer: 2 })).toEqual(['espaços sobrando no enunciado', 'resposta correta não é uma das alternativas']);
    expect(questionProblems({ statement: 'ok', explanation: null, alternatives: ['a', ''], correct_answer: 0 })).toEqual(['alternativa vazia']);
    expect(questionProblems({ statement: 'ok', explanation: null, alternatives: 'a;b', correct_answer: 0 })).toEqual(['menos de duas alternativas (ou formato inválido)']);
  });
});

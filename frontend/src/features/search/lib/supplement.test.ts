import { editDistance, fuzzySupplement, plausibleMatch } from './supplement';
import type { SearchResult } from './types';

const med = (id: string, name: string): SearchResult => ({ id, name, type: 'medication', path: `/medicamentos/${id}`, slug: id, relevance: 0.9 });

describe('fuzzy supplement', () => {
  const meds = [med('amoxicilina', 'Amoxicilina'), med('azitromicina', 'Azitromicina'), med('dipirona', 'Dipirona'), med('ibuprofeno', 'Ibuprofeno')];
  it('finds misspelt names', () => {
    const res = fuzzySupplement([{ type: 'medication', items: meds }], ['amoxisilina']);
    expect(res[0]?.id).toBe('amoxicilina');
  });
  it('returns at most 2 per type', () => {
    const res = fuzzySupplement([{ type: 'medication', items: meds }], ['i', 'o', 'a']);
    expect(res.length).toBeLessThanOrEqual(2);
  });
  it('uses every query variant', () => {
    const res = fuzzySupplement([{ type: 'medication', items: meds }], ['xyzxyz', 'dipirona']);
    expect(res.map((r) => r.id)).toContain('dipirona');
  });
  it('keeps unrelated names out however loose Fuse is (issue #21: amoxicilina → Sarampo, asma → Kwashiorkor)', () => {
    const icd = (id: string, name: string): SearchResult => ({ id, name, type: 'icd10', path: `/codigos/cid-10/code/${id}`, slug: id, relevance: 0.6 });
    const items = [icd('b05', 'Sarampo'), icd('e40', 'Kwashiorkor'), icd('j45', 'Asma'), icd('r50', 'Febre de origem desconhecida')];
    const ids = (q: string) => fuzzySupplement([{ type: 'icd10', items }], [q]).map((r) => r.id);
    expect(ids('amoxicilina')).toEqual([]);
    expect(ids('asma')).toEqual(['j45']);
    expect(ids('asmaa')).toEqual(['j45']);
    expect(ids('febri')).toEqual(['r50']);
  });
});

describe('plausibleMatch', () => {
  it.each([
    ['amoxisilina', 'Amoxicilina', true],
    ['amoxic', 'Amoxicilina', true],
    ['paracetmol', 'Paracetamol', true],
    ['febre origem', 'Febre de origem desconhecida', true],
    ['ibuprofeno', 'Dipirona', false],
    ['asma', 'Kwashiorkor', false],
    ['amoxicilina', 'Sarampo', false],
    ['febre sarampo', 'Febre de origem desconhecida', false],
    ['ab', 'Abacavir', false],
  ])('%s vs %s → %s', (q, name, want) => {
    expect(plausibleMatch(q, { name })).toBe(want);
  });
  it('counts a transposition as one edit', () => {
    expect(editDistance('asma', 'amsa')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('sarampo', 'amoxicilina')).toBeGreaterThan(3);
  });
});

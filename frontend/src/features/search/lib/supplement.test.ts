import { fuzzySupplement } from './supplement';
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
});

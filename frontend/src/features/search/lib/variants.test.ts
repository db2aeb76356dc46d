import { canSearch, fold, normalizeQuery } from './normalize';
import { spellingVariants } from './variants';

describe('query normalisation', () => {
  it('needs 3 characters after trim and lowercase', () => {
    expect(canSearch('  ab ')).toBe(false);
    expect(canSearch(' ABC ')).toBe(true);
    expect(normalizeQuery('  DiPiRona ')).toBe('dipirona');
  });
  it('folds accents', () => {
    expect(fold('Ácido Fólico')).toBe('acido folico');
  });
});

describe('spelling variants', () => {
  it('drops accents and swaps common confusions', () => {
    const v = spellingVariants('amoxicilina');
    expect(v).toContain('amochicilina');
    expect(spellingVariants('paracetamol')).not.toContain('paracetamol');
    expect(spellingVariants('cefalosporína')).toContain('cefalosporina');
    expect(spellingVariants('dipirrona')).toContain('dipirona');
  });
  it('returns at most 5 distinct variants, never the query itself', () => {
    const v = spellingVariants('xaropes de phenobarbital');
    expect(v.length).toBeLessThanOrEqual(5);
    expect(new Set(v).size).toBe(v.length);
    expect(v).not.toContain('xaropes de phenobarbital');
  });
});

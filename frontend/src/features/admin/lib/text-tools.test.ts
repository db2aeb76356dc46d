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

import { conductPath, formatBrands, icd10Path, leafletPath, medicationPath, toxidromePath } from './paths';

describe('search result paths', () => {
  it('uses the long conduct form, or the short one when topic slug equals category slug', () => {
    expect(conductPath('infectologia', 'pneumonia', 'pac-criancas')).toBe('/condutas-e-manejos/infectologia/pneumonia/pac-criancas');
    expect(conductPath('asma', 'asma', 'crise-asmatica')).toBe('/condutas-e-manejos/asma/crise-asmatica');
    expect(conductPath(null, 'x', 'y')).toBe('/condutas-e-manejos');
  });
  it('lowercases CID-10 codes', () => {
    expect(icd10Path('J45.0')).toBe('/codigos/cid-10/code/j45.0');
    expect(icd10Path('')).toBe('/codigos/cid-10');
  });
  it('falls back when slugs are missing', () => {
    expect(medicationPath('amoxicilina')).toBe('/medicamentos/amoxicilina');
    expect(leafletPath(undefined)).toBe('/bulas-profissionais');
    expect(toxidromePath(null)).toBe('/poisonings');
  });
  it('cuts brand lists at 3 with an ellipsis', () => {
    expect(formatBrands('Amoxil, Novocilin, Velamox, Hiconcil')).toBe('Amoxil, Novocilin, Velamox…');
    expect(formatBrands(['A', 'B'])).toBe('A, B');
    expect(formatBrands('')).toBeUndefined();
  });
});

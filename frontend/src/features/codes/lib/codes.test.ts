import { cidCompact, digitsOnly, formatAgeMonths, formatSusCode, formatTussCode, likeFragment, looksLikeCid, looksLikeNumericCode, normalizeSearch, pageCount, pageOf, rangeOf } from './codes';

describe('code forms', () => {
  it('compacts CID-10 codes with or without dot, any case', () => {
    expect(cidCompact('j45.0')).toBe('J450');
    expect(cidCompact(' J45 ')).toBe('J45');
    expect(cidCompact('u07.1')).toBe('U071');
  });
  it('tells a CID code from words', () => {
    expect(looksLikeCid('j450')).toBe(true);
    expect(looksLikeCid('J45.0')).toBe(true);
    expect(looksLikeCid('J45')).toBe(true);
    expect(looksLikeCid('asma')).toBe(false);
    expect(looksLikeCid('J4')).toBe(false);
  });
  it('reads SUS and TUSS codes in their printed forms', () => {
    expect(digitsOnly('03.01.01.007-2')).toBe('0301010072');
    expect(looksLikeNumericCode('03.01')).toBe(true);
    expect(looksLikeNumericCode('consulta')).toBe(false);
    expect(formatSusCode('0301010072')).toBe('03.01.01.007-2');
    expect(formatTussCode('10101012')).toBe('1.01.01.01-2');
  });
  it('normalises search text like the server (lower case, no accents) and escapes LIKE', () => {
    expect(normalizeSearch('  Orientação   EM grupo ')).toBe('orientacao em grupo');
    expect(likeFragment('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
});

describe('paging', () => {
  it('reads the page from the URL and gives the row range', () => {
    expect(pageOf(new URLSearchParams('page=3'))).toBe(3);
    expect(pageOf(new URLSearchParams('page=-1'))).toBe(1);
    expect(pageOf(new URLSearchParams('page=x'))).toBe(1);
    expect(rangeOf(1)).toEqual([0, 99]);
    expect(rangeOf(4)).toEqual([300, 399]);
    expect(pageCount(373)).toBe(4);
    expect(pageCount(0)).toBe(1);
  });
  it('formats ages in months', () => {
    expect(formatAgeMonths(0)).toBe('0 meses');
    expect(formatAgeMonths(1)).toBe('1 mês');
    expect(formatAgeMonths(18)).toBe('1 ano e 6 meses');
    expect(formatAgeMonths(1560)).toBe('130 anos');
  });
});

describe('CID-10 chapters', () => {
  it('reads roman or numeric chapter parameters', async () => {
    const { cidChapterNumber, cidChapterCode } = await import('./codes');
    expect(cidChapterNumber('X')).toBe(10);
    expect(cidChapterNumber('xxii')).toBe(22);
    expect(cidChapterNumber('10')).toBe(10);
    expect(cidChapterNumber('XXIII')).toBeNull();
    expect(cidChapterCode(19)).toBe('XIX');
  });
});

describe('SIGTAP age ranges', () => {
  it('reads 130 years or more as no upper limit', async () => {
    const { formatAgeRange } = await import('./codes');
    expect(formatAgeRange(0, 1571)).toBe('Qualquer idade');
    expect(formatAgeRange(0, 9999)).toBe('Qualquer idade');
    expect(formatAgeRange(24, 1571)).toBe('A partir de 2 anos');
    expect(formatAgeRange(0, 11)).toBe('0 meses a 11 meses');
  });
});

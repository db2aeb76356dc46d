/** Pure rules of the code browsers: code forms (CID-10 with or without dot, any case; SUS and
 * TUSS digits with or without punctuation), search text normalisation and paging. */

/** Rows per page of every browser list (the gateway's cap is 1,000; lists never ask for more). */
export const PAGE_SIZE = 100;

/** CID-10 code in DATASUS compact form: 'j45.0 ' → 'J450', 'J45' → 'J45'. */
export function cidCompact(code: string): string {
  return code.replace(/[\s.]/g, '').toUpperCase();
}

/** A CID-10 category or subcategory code as typed by people (a letter, two digits, optionally a
 * fourth character; dot optional). */
export function looksLikeCid(text: string): boolean {
  return /^[A-Za-z]\d{2}(\.?[0-9A-Za-z])?$/.test(text.trim());
}

/** Digits only ('03.01.01.007-2' → '0301010072'), the form SUS and TUSS codes are stored in. */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

/** A query that is a code (digits with optional dots, dashes and spaces) rather than words. */
export function looksLikeNumericCode(text: string): boolean {
  const t = text.trim();
  return /^[\d.\s-]+$/.test(t) && digitsOnly(t).length >= 2;
}

/** What private.search_normalize does on the server: lower case without accents. */
export function normalizeSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The text as a LIKE fragment: its own % and _ (and the escape) taken literally. */
export function likeFragment(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** SUS procedure code as printed in the SIGTAP table: 0301010072 → 03.01.01.007-2. */
export function formatSusCode(code: string): string {
  const d = digitsOnly(code);
  return d.length === 10 ? `${d.slice(0, 2)}.${d.slice(2, 4)}.${d.slice(4, 6)}.${d.slice(6, 9)}-${d.slice(9)}` : code;
}

/** TUSS procedure code as printed: 10101012 → 1.01.01.01-2. */
export function formatTussCode(code: string): string {
  const d = digitsOnly(code);
  return d.length === 8 ? `${d.slice(0, 1)}.${d.slice(1, 3)}.${d.slice(3, 5)}.${d.slice(5, 7)}-${d.slice(7)}` : code;
}

/** The page number of a URL's ?page (1 when absent or not a positive integer). */
export function pageOf(search: URLSearchParams): number {
  const n = Number(search.get('page'));
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The inclusive row range of a page, for supabase-js `.range(from, to)`. */
export function rangeOf(page: number, size = PAGE_SIZE): [from: number, to: number] {
  const from = (page - 1) * size;
  return [from, from + size - 1];
}

export function pageCount(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** Age in months as people read it: 0 → '0 meses', 18 → '1 ano e 6 meses', 120 → '10 anos'. */
export function formatAgeMonths(months: number): string {
  if (months < 12) return `${months} ${months === 1 ? 'mês' : 'meses'}`;
  const y = Math.floor(months / 12);
  const m = months % 12;
  const years = `${y} ${y === 1 ? 'ano' : 'anos'}`;
  return m === 0 ? years : `${years} e ${m} ${m === 1 ? 'mês' : 'meses'}`;
}

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
export const formatBrl = (value: number) => BRL.format(value);

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV', 'XVI', 'XVII', 'XVIII', 'XIX', 'XX', 'XXI', 'XXII'];

/** CID-10 chapter code (roman, any case; or its number) → chapter number 1–22, else null. */
export function cidChapterNumber(param: string): number | null {
  const p = param.trim().toUpperCase();
  const i = ROMAN.indexOf(p);
  if (i >= 0) return i + 1;
  const n = Number(p);
  return Number.isInteger(n) && n >= 1 && n <= 22 ? n : null;
}

/** Chapter number → its roman code ('X' for 10). */
export function cidChapterCode(n: number): string {
  return ROMAN[n - 1] ?? String(n);
}

/** SIGTAP's age limits in months; 130 years or more (1,560+ months, SIGTAP writes 1571 or 9999)
 * means no upper limit. */
export function formatAgeRange(min: number, max: number): string {
  const open = max >= 1560;
  if (min === 0 && open) return 'Qualquer idade';
  if (open) return `A partir de ${formatAgeMonths(min)}`;
  return `${formatAgeMonths(min)} a ${formatAgeMonths(max)}`;
}

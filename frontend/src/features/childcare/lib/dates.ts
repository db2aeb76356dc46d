/** Calendar arithmetic for the childcare pages, on ISO dates (yyyy-mm-dd) in UTC so no time zone
 * moves a day. */

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A valid calendar date in yyyy-mm-dd, else null. */
/** Orders ISO dates (YYYY-MM-DD) by their text, which is their time order. Not localeCompare: the first
 * collator of a page costs ICU's start-up (~10 ms, ×4 on a phone) and dates need no locale. */
export const compareIsoDates = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export function parseIsoDate(text: string): string | null {
  const m = ISO.exec(text.trim());
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text.trim() ? text.trim() : null;
}

/** Whole days from `from` to `to`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** `iso` plus whole calendar months; the day is kept, or the month's last day when it has fewer
 * (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Completed calendar months between two dates (birthday-style: 10 Jan → 9 Feb is 0, → 10 Feb is 1). */
export function completedMonths(from: string, to: string): number {
  const [y1, m1, d1] = from.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = to.split('-').map(Number) as [number, number, number];
  let months = (y2 - y1) * 12 + (m2 - m1);
  if (d2 < d1 && addMonths(from, months) > to) months -= 1;
  return months;
}

/** "10/01/2026" */
export function formatDateBr(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/** Age for people: "1 ano e 2 meses", "3 meses e 4 dias", "12 dias". */
export function formatAge(from: string, to: string): string {
  const months = completedMonths(from, to);
  const days = daysBetween(addMonths(from, months), to);
  const y = Math.floor(months / 12);
  const mo = months % 12;
  const part = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  if (y > 0) return mo > 0 ? `${part(y, 'ano', 'anos')} e ${part(mo, 'mês', 'meses')}` : part(y, 'ano', 'anos');
  if (mo > 0) return days > 0 ? `${part(mo, 'mês', 'meses')} e ${part(days, 'dia', 'dias')}` : part(mo, 'mês', 'meses');
  return part(days, 'dia', 'dias');
}

/** Age in days as months and days for a corrected age (not tied to a calendar). */
export function formatAgeDays(days: number): string {
  const months = Math.floor(days / 30.4375);
  const rest = Math.round(days - months * 30.4375);
  if (months === 0) return `${rest} ${rest === 1 ? 'dia' : 'dias'}`;
  return `${months} ${months === 1 ? 'mês' : 'meses'}${rest > 0 ? ` e ${rest} ${rest === 1 ? 'dia' : 'dias'}` : ''}`;
}

/**
 * What the "total" of a dose row covers (issue #34: salbutamol and ipratrópio showed "Total diário" for the
 * first-hour doses every 20 min — the first hour is not a day). A row's doses_per_day × interval_hours is the
 * span its doses cover: 24 h or more is a daily schedule ("Total diário"); less is a series ("Total na 1ª hora"
 * when it fits in one hour, "Total em N h" otherwise), never a daily total.
 */
import { formatNumber } from './format';
import type { DoseTag } from './dose-template';

/** Hours the row's doses span when shorter than a day (a series), else null (a daily schedule or unknown). */
export function doseSeriesHours(row: Pick<DoseTag, 'interval_hours' | 'doses_per_day'>): number | null {
  const every = row.interval_hours ?? null;
  const n = row.doses_per_day ?? null;
  if (every === null || n === null || !(every > 0) || !(n > 0)) return null;
  const span = every * n;
  return span < 24 - 1e-9 ? span : null;
}

/** "Total diário", "Total na 1ª hora" or "Total em 6 h" — the label of a row's dose × doses_per_day. */
export function doseTotalLabel(row: Pick<DoseTag, 'interval_hours' | 'doses_per_day'>): string {
  const h = doseSeriesHours(row);
  if (h === null) return 'Total diário';
  if (h <= 1 + 1e-9) return 'Total na 1ª hora';
  return `Total em ${formatNumber(Math.round(h * 10) / 10)} h`;
}

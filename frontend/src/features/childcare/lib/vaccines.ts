/** The vaccine calendar against a child's date of birth: each dose's date and whether it is due now,
 * overdue, next or later. Pure (dates in, statuses out); the screen supplies today's date.
 *
 * Rule stated on screen: a dose is due from its recommended age for one calendar month; after that,
 * overdue unless marked as given. Doses given in an age range ("9 a 14 anos") are due until the end
 * of the range and then "faixa encerrada". The earliest dose still ahead is "próxima".
 *
 * Two kinds of dose are never "atrasada", because their date alone does not make them late:
 * - a yearly dose (dose label "Anual": influenza, PNI 2025 row "Rotina desde 2025 para 6 meses a <6
 *   anos") is "anual" from its first age until the end of the routine age stated in the row's notes
 *   ("<6 anos" → 72 months, exclusive), then "faixa encerrada"; which year's dose was given the
 *   calendar does not know.
 * - a dose that depends on the scheme used (notes "só se …": COVID-19 3ª dose, "só se o esquema for de
 *   3 doses" — Pfizer baby; MS Estratégia de Vacinação contra a Covid-19 2024) is "conforme o
 *   esquema" once its age is reached, instead of due or overdue. */
import { addMonths } from './dates';

export type DoseStatus = 'aplicada' | 'devida' | 'atrasada' | 'proxima' | 'futura' | 'encerrada' | 'anual' | 'condicional';

export interface CalendarDose {
  id: string;
  age_months: number | null;
  age_recommendation: string;
  dose_label?: string;
  notes?: string | null;
}

export interface DoseTiming {
  status: DoseStatus;
  /** First day the dose is recommended. */
  dueDate: string;
  /** First day it is no longer "devida". */
  dueUntil: string;
}

/** End (exclusive, months) of a dose given in an age range: "9 a 14 anos" → 180. */
export function rangeEndMonths(text: string): number | null {
  const m = /(\d+)\s*a\s*(\d+)\s*anos/i.exec(text);
  return m ? (Number(m[2]) + 1) * 12 : null;
}

/** End (exclusive, months) of the routine age of a yearly dose, from its notes ("… 6 meses a <6 anos" → 72). */
export function routineEndMonths(notes: string | null | undefined): number | null {
  const m = /<\s*(\d+)\s*anos/i.exec(notes ?? '');
  return m ? Number(m[1]) * 12 : null;
}

export const isYearly = (d: CalendarDose) => /^\s*anual\b/i.test(d.dose_label ?? '');
/** A dose given only in one of the schemes (notes "só se …"). */
export const isConditional = (d: CalendarDose) => /\bs[óo] se\b/i.test(d.notes ?? '');

export function doseTimings<T extends CalendarDose>(doses: readonly T[], birthDate: string, onDate: string, given: ReadonlySet<string>): Map<string, DoseTiming> {
  const out = new Map<string, DoseTiming>();
  for (const d of doses) {
    if (d.age_months === null) continue;
    const dueDate = addMonths(birthDate, d.age_months);
    if (isYearly(d)) {
      const end = routineEndMonths(d.notes);
      const until = end === null ? '9999-12-31' : addMonths(birthDate, end);
      const status: DoseStatus = given.has(d.id) ? 'aplicada' : onDate < dueDate ? 'futura' : onDate < until ? 'anual' : 'encerrada';
      out.set(d.id, { status, dueDate, dueUntil: until });
      continue;
    }
    const rangeEnd = rangeEndMonths(d.age_recommendation);
    const dueUntil = addMonths(birthDate, rangeEnd ?? d.age_months + 1);
    let status: DoseStatus;
    if (given.has(d.id)) status = 'aplicada';
    else if (onDate < dueDate) status = 'futura';
    else if (onDate < dueUntil) status = isConditional(d) ? 'condicional' : 'devida';
    else if (isConditional(d)) status = 'condicional';
    else status = rangeEnd !== null ? 'encerrada' : 'atrasada';
    out.set(d.id, { status, dueDate, dueUntil });
  }
  // the earliest date still ahead is "próxima"
  const ahead = [...out.values()].filter((t) => t.status === 'futura').map((t) => t.dueDate).sort();
  const next = ahead[0];
  if (next) for (const t of out.values()) if (t.status === 'futura' && t.dueDate === next) t.status = 'proxima';
  return out;
}

export const DOSE_STATUS_LABELS: Record<DoseStatus, string> = {
  aplicada: 'Aplicada',
  devida: 'Devida agora',
  atrasada: 'Atrasada',
  proxima: 'Próxima',
  futura: 'Futura',
  encerrada: 'Faixa etária encerrada',
  anual: 'Anual: uma dose por ano (campanha)',
  condicional: 'Conforme o esquema usado',
};

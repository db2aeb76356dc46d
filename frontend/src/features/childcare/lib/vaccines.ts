/** The vaccine calendar against a child's date of birth: each dose's date and whether it is due now,
 * overdue, next or later. Pure (dates in, statuses out); the screen supplies today's date.
 *
 * Rule stated on screen: a dose is due from its recommended age for one calendar month; after that,
 * overdue unless marked as given. Doses given in an age range ("9 a 14 anos") are due until the end
 * of the range and then "faixa encerrada". The earliest dose still ahead is "próxima". */
import { addMonths } from './dates';

export type DoseStatus = 'aplicada' | 'devida' | 'atrasada' | 'proxima' | 'futura' | 'encerrada';

export interface CalendarDose {
  id: string;
  age_months: number | null;
  age_recommendation: string;
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

export function doseTimings<T extends CalendarDose>(doses: readonly T[], birthDate: string, onDate: string, given: ReadonlySet<string>): Map<string, DoseTiming> {
  const out = new Map<string, DoseTiming>();
  for (const d of doses) {
    if (d.age_months === null) continue;
    const dueDate = addMonths(birthDate, d.age_months);
    const rangeEnd = rangeEndMonths(d.age_recommendation);
    const dueUntil = addMonths(birthDate, rangeEnd ?? d.age_months + 1);
    let status: DoseStatus;
    if (given.has(d.id)) status = 'aplicada';
    else if (onDate < dueDate) status = 'futura';
    else if (onDate < dueUntil) status = 'devida';
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
};

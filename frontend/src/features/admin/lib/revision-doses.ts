/** A proposal's dose rows before and after (pure): a medication's live tags with the revised row
 * replaced by its old and its new values, as the clinical core reads them (DoseTag). The doses and
 * checks themselves are the core's (reviewDoseRows, clinical/dose-review.ts). */
import { formatDose, intervalText, reviewDoseRows, type DoseTag, type ReferenceDose } from '@/clinical';
import type { Revision } from '../api/revisions-api';

type Row = Record<string, unknown>;

const NUMERIC = ['multiplier', 'max_value', 'min_value', 'daily_max_per_kg', 'daily_max_value', 'interval_hours', 'doses_per_day',
  'start_month', 'end_month', 'start_weight', 'end_weight'] as const;

/** A tags row (PostgREST or a revision's jsonb) as the core's DoseTag; numerics may come as text. */
export function toDoseTag(row: Row): DoseTag & { id: string } {
  const out: Record<string, unknown> = { ...row, id: String(row.id ?? '') };
  for (const k of NUMERIC) {
    const v = row[k];
    out[k] = v === null || v === undefined || v === '' ? null : Number(v);
  }
  out.round_result = row.round_result === true;
  out.not_indicated = row.not_indicated === true;
  return out as unknown as DoseTag & { id: string };
}

/** The medication's rows before and after the revision (the other rows as they are live now). */
export function revisionTagSets(live: readonly Row[], r: Pick<Revision, 'entity_id' | 'before' | 'after'>): { before: DoseTag[]; after: DoseTag[] } {
  const others = live.filter((t) => String(t.id) !== r.entity_id);
  const withRow = (v: Row | null) => [...others, ...(v ? [{ ...v, id: r.entity_id }] : [])].map(toDoseTag);
  return { before: withRow(r.before), after: withRow(r.after) };
}

export interface DoseComparison {
  name: string;
  rows: Array<{ patient: string; before: string; after: string; changed: boolean }>;
  problemsBefore: string[];
  problemsAfter: string[];
}

/** One reference dose in words: "500 mg (teto por dose) de 8/8 h", "não indicado: …", or the core's refusal. */
export function referenceDoseText(d: ReferenceDose): string {
  if (d.kind === 'error') return d.message;
  const r = d.result;
  if (r.kind === 'not_indicated') return `não indicado nesta faixa: ${r.reason}`;
  const parts = [formatDose(r.value, r.unit)];
  if (r.capped) parts.push('(teto por dose)');
  if (r.raised) parts.push('(dose mínima)');
  const every = intervalText(r.intervalHours);
  if (every) parts.push(every);
  if (r.dailyCapped) parts.push(`(reduzida pelo máximo diário; mantidas ${r.dosesPerDay ?? '?'} doses/dia)`);
  return parts.join(' ');
}

/** The five reference patients' doses and the core's checks of tag `name`, before and after. */
export function compareDoses(live: readonly Row[], r: Pick<Revision, 'entity_id' | 'before' | 'after'>): DoseComparison | null {
  const name = String((r.after ?? r.before)?.name ?? '');
  if (!name) return null;
  const sets = revisionTagSets(live, r);
  const before = reviewDoseRows(sets.before, String(r.before?.name ?? name));
  const after = reviewDoseRows(sets.after, name);
  return {
    name,
    rows: after.doses.map((d, i) => {
      const b = referenceDoseText(before.doses[i]!);
      const a = referenceDoseText(d);
      return { patient: d.patient.label, before: b, after: a, changed: a !== b };
    }),
    problemsBefore: r.before ? before.problems : [],
    problemsAfter: after.problems,
  };
}

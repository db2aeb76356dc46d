/** The dose preview's data (one medication's dosages and tags, as the public page computes
 * them) and how a save in the medication editor changes it: the preview is set from the row the
 * write returned, like every admin cache (lib/write-through), never read again after a save. */
import type { DoseTag } from '@/clinical';
import type { AdminChange } from './admin-cache';

type Row = Record<string, unknown>;

export interface PreviewDosage {
  id: string;
  name: string;
  dosage_template: string;
  display_order: number | null;
}
export type PreviewTag = DoseTag & { id: string };
export interface PreviewData {
  dosages: PreviewDosage[];
  tags: PreviewTag[];
}

export const PREVIEW_TABLES = ['pedbook_medication_tags', 'pedbook_medication_dosages'] as const;

const num = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));

const tagFields: Record<string, (v: unknown) => unknown> = {
  name: String,
  multiplier: num,
  max_value: num,
  type: (v) => v,
  unit: (v) => (v as string | null) ?? null,
  start_month: num,
  end_month: num,
  start_weight: num,
  end_weight: num,
  round_result: (v) => v === true,
};
const dosageFields: Record<string, (v: unknown) => unknown> = {
  name: String,
  dosage_template: String,
  display_order: num,
};

/** The fields of `row` that `fields` knows, converted; `base` supplies those the row lacks. */
function pick<T>(fields: Record<string, (v: unknown) => unknown>, row: Row, base: Partial<T>): T {
  const out: Record<string, unknown> = { ...base, id: String(row.id) };
  for (const [k, conv] of Object.entries(fields)) if (k in row) out[k] = conv(row[k]);
  else if (!(k in out)) out[k] = conv(null);
  return out as T;
}

export function toPreviewTag(row: Row): PreviewTag {
  return pick<PreviewTag>(tagFields, row, {});
}

export function toPreviewDosage(row: Row): PreviewDosage {
  return pick<PreviewDosage>(dosageFields, row, {});
}

const byOrder = (a: PreviewDosage, b: PreviewDosage) => (a.display_order ?? 0) - (b.display_order ?? 0);

/** The preview of medicationId after a saved or deleted tag or dosage (pure). A row saved for
 * another medication leaves it (or is removed from it, if it moved). */
export function applyPreviewChange(old: PreviewData, table: string, medicationId: string, change: AdminChange): PreviewData {
  const tags = table === 'pedbook_medication_tags';
  if (!tags && table !== 'pedbook_medication_dosages') return old;
  const list: Array<{ id: string }> = tags ? old.tags : old.dosages;
  const id = change.kind === 'saved' ? String(change.row.id) : change.key;
  const cur = list.find((r) => r.id === id);
  let next: Array<{ id: string }> = list.filter((r) => r.id !== id);
  if (change.kind === 'saved') {
    const owner = 'medication_id' in change.row ? String(change.row.medication_id) : cur ? medicationId : '';
    if (owner === medicationId) {
      const row = tags ? pick<PreviewTag>(tagFields, change.row, (cur ?? {}) as Partial<PreviewTag>) : pick<PreviewDosage>(dosageFields, change.row, (cur ?? {}) as Partial<PreviewDosage>);
      next = [...next, row];
    }
  }
  if (next.length === list.length && !cur && change.kind === 'deleted') return old;
  return tags ? { ...old, tags: next as PreviewTag[] } : { ...old, dosages: (next as PreviewDosage[]).slice().sort(byOrder) };
}

/** The editorial review's calls (issue #37 §3, schema 0027): propose a change of a dose row,
 * presentation or poisoning entry; approve or reject one (never one's own: the database refuses);
 * read the proposals and a row's history. All through supabase-js with the admin's own token. */
import { z } from 'zod';
import type { BackendErrorLike } from '@/lib/api-error';
import type { Json } from '@/lib/database.types';
import { readOne, readRows } from '@/lib/read-response';
import { db } from '@/lib/supabase';

/** The tables whose rows change only through a reviewed revision (schema 0027). */
export const REVIEWED_TABLES = ['pedbook_medication_tags', 'pedbook_medication_presentations', 'pedbook_poisonings'] as const;
export type ReviewedTable = (typeof REVIEWED_TABLES)[number];
export const isReviewedTable = (t: string): t is ReviewedTable => (REVIEWED_TABLES as readonly string[]).includes(t);


const STATUSES = ['proposed', 'approved', 'rejected', 'superseded'] as const;
const ACTIONS = ['insert', 'update', 'delete'] as const;
const jsonRow = z.record(z.string(), z.unknown()).nullable();

const revisionSchema = z.object({
  id: z.string(),
  entity_table: z.enum(REVIEWED_TABLES),
  entity_id: z.string(),
  medication_id: z.string().nullable(),
  action: z.enum(ACTIONS),
  before: jsonRow,
  after: jsonRow,
  reason: z.string(),
  author_kind: z.enum(['admin', 'seed']),
  author: z.string().nullable(),
  author_name: z.string().nullable(),
  rollback_of: z.string().nullable(),
  created_at: z.string(),
  status: z.enum(STATUSES),
  reviewer: z.string().nullable(),
  reviewer_name: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  comment: z.string().nullable(),
  signoff_name: z.string().nullable(),
  signoff_registration: z.string().nullable(),
});
export type Revision = z.infer<typeof revisionSchema>;
const source = { source: 'pedbook_revisions' };

export type RevisionStatus = (typeof STATUSES)[number];
export type RevisionAction = (typeof ACTIONS)[number];

export const STATUS_LABELS: Record<RevisionStatus, string> = {
  proposed: 'aguardando revisão',
  approved: 'aprovada',
  rejected: 'rejeitada',
  superseded: 'substituída',
};
export const ACTION_LABELS: Record<RevisionAction, string> = { insert: 'inclusão', update: 'alteração', delete: 'exclusão' };

export const revisionKeys = {
  all: ['admin', 'revisions'] as const,
  list: (filter: RevisionFilter) => ['admin', 'revisions', filter] as const,
};

export interface RevisionFilter {
  /** only open proposals */
  open?: boolean;
  medicationId?: string;
  entityId?: string;
}

export async function fetchRevisions(filter: RevisionFilter): Promise<Revision[]> {
  let q = (await db()).from('pedbook_revisions').select('*');
  if (filter.open) q = q.eq('status', 'proposed');
  if (filter.medicationId) q = q.eq('medication_id', filter.medicationId);
  if (filter.entityId) q = q.eq('entity_id', filter.entityId);
  const res = await q.order('created_at', { ascending: false }).limit(200);
  return readRows(revisionSchema, res, source);
}

export type RevisionResult = { ok: true; revision: Revision } | { ok: false; error: BackendErrorLike };

export async function proposeRevision(input: {
  table: ReviewedTable; entityId: string | null; action: RevisionAction; after: Record<string, unknown> | null; reason: string; rollbackOf?: string | null;
}): Promise<RevisionResult> {
  const res = await (await db()).rpc('propose_revision', {
    p_table: input.table, p_entity_id: input.entityId ?? '', p_action: input.action, // The form's values are JSON (read from the row, sent as the jsonb body); p_rollback_of defaults to null.
    p_after: input.after as Json | null, p_reason: input.reason,
    p_rollback_of: input.rollbackOf ?? undefined,
  });
  if (res.error) return { ok: false, error: res.error };
  return { ok: true, revision: readOne(revisionSchema, res, source) };
}

export async function reviewRevision(id: string, decision: 'approved' | 'rejected', comment: string): Promise<RevisionResult> {
  const res = await (await db()).rpc('review_revision', { p_id: id, p_decision: decision, p_comment: comment });
  if (res.error) return { ok: false, error: res.error };
  return { ok: true, revision: readOne(revisionSchema, res, source) };
}

/** The live rows of one medication's tags (the versions in force), for the before/after doses. */
export async function fetchMedicationTags(medicationId: string): Promise<Array<Record<string, unknown>>> {
  const res = await (await db()).from('pedbook_medication_tags').select('*').eq('medication_id', medicationId);
  return readRows(z.record(z.string(), z.unknown()), res, { source: 'pedbook_medication_tags' });
}

/** The columns whose values differ between before and after (both sides' keys). */
export function changedColumns(r: Pick<Revision, 'before' | 'after'>): string[] {
  const keys = new Set([...Object.keys(r.before ?? {}), ...Object.keys(r.after ?? {})]);
  return [...keys].filter((k) => JSON.stringify(r.before?.[k] ?? null) !== JSON.stringify(r.after?.[k] ?? null)).sort();
}

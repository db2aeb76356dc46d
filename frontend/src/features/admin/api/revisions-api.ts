/** The editorial review's calls (issue #37 §3, schema 0027): propose a change of a dose row,
 * presentation or poisoning entry; approve or reject one (never one's own: the database refuses);
 * read the proposals and a row's history. All through supabase-js with the admin's own token. */
import type { BackendErrorLike } from '@/lib/api-error';
import { toApiError } from '@/lib/api-error';
import type { Json } from '@/lib/database.types';
import { db } from '@/lib/supabase';

/** The tables whose rows change only through a reviewed revision (schema 0027). */
export const REVIEWED_TABLES = ['pedbook_medication_tags', 'pedbook_medication_presentations', 'pedbook_poisonings'] as const;
export type ReviewedTable = (typeof REVIEWED_TABLES)[number];
export const isReviewedTable = (t: string): t is ReviewedTable => (REVIEWED_TABLES as readonly string[]).includes(t);

export type RevisionStatus = 'proposed' | 'approved' | 'rejected' | 'superseded';
export type RevisionAction = 'insert' | 'update' | 'delete';

export interface Revision {
  id: string;
  entity_table: ReviewedTable;
  entity_id: string;
  medication_id: string | null;
  action: RevisionAction;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string;
  author_kind: 'admin' | 'seed';
  author: string | null;
  author_name: string | null;
  rollback_of: string | null;
  created_at: string;
  status: RevisionStatus;
  reviewer: string | null;
  reviewer_name: string | null;
  reviewed_at: string | null;
  comment: string | null;
  signoff_name: string | null;
  signoff_registration: string | null;
}

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
  if (res.error) throw toApiError(res.error);
  return (res.data ?? []) as Revision[];
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
  return { ok: true, revision: res.data as Revision };
}

export async function reviewRevision(id: string, decision: 'approved' | 'rejected', comment: string): Promise<RevisionResult> {
  const res = await (await db()).rpc('review_revision', { p_id: id, p_decision: decision, p_comment: comment });
  if (res.error) return { ok: false, error: res.error };
  return { ok: true, revision: res.data as Revision };
}

/** The live rows of one medication's tags (the versions in force), for the before/after doses. */
export async function fetchMedicationTags(medicationId: string): Promise<Array<Record<string, unknown>>> {
  const res = await (await db()).from('pedbook_medication_tags').select('*').eq('medication_id', medicationId);
  if (res.error) throw toApiError(res.error);
  return (res.data ?? []) as Array<Record<string, unknown>>;
}

/** The columns whose values differ between before and after (both sides' keys). */
export function changedColumns(r: Pick<Revision, 'before' | 'after'>): string[] {
  const keys = new Set([...Object.keys(r.before ?? {}), ...Object.keys(r.after ?? {})]);
  return [...keys].filter((k) => JSON.stringify(r.before?.[k] ?? null) !== JSON.stringify(r.after?.[k] ?? null)).sort();
}

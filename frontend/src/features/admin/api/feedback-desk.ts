/** The feedback desk's calls (admin token; RLS lets admins read every feedback and reply). */
import { z } from 'zod';
import { toApiError } from '@/lib/api-error';
import { readCount, readRows } from '@/lib/read-response';
import { db } from '@/lib/supabase';
import { markWritten, overlayWritten } from '@/lib/write-through';

export const FEEDBACK_STATUSES = ['aguardando', 'em_andamento', 'resolvido'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export const STATUS_LABEL: Record<string, string> = { aguardando: 'Aguardando', em_andamento: 'Em Andamento', resolvido: 'Resolvido' };

const feedback = z.object({
  id: z.string(),
  user_id: z.string(),
  type_id: z.string().nullable(),
  title: z.string(),
  message: z.string(),
  whatsapp: z.string().nullable(),
  status: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
const response = z.object({ id: z.string(), feedback_id: z.string(), message: z.string(), user_id: z.string(), created_at: z.string() });
const profile = z.object({ id: z.string(), full_name: z.string().nullable(), is_admin: z.boolean() });
const type = z.object({ id: z.string(), name: z.string() });

const FEEDBACK_COLUMNS = 'id,user_id,type_id,title,message,whatsapp,status,created_at,updated_at';

export type DeskFeedback = z.infer<typeof feedback> & { authorName: string; typeName: string | null };
export type DeskReply = z.infer<typeof response> & { authorName: string; authorIsAdmin: boolean };

export const deskKeys = {
  all: ['admin', 'feedback-desk'] as const,
  counts: () => ['admin', 'feedback-desk', 'counts'] as const,
  list: (status: string, typeId: string) => ['admin', 'feedback-desk', 'list', status, typeId] as const,
  thread: (id: string) => ['admin', 'feedback-desk', 'thread', id] as const,
  types: () => ['admin', 'feedback-desk', 'types'] as const,
};

export async function fetchStatusCounts(): Promise<Record<FeedbackStatus, number>> {
  const client = await db();
  const entries = await Promise.all(
    FEEDBACK_STATUSES.map(async (s) => {
      return [s, readCount(await client.from('pedbook_feedbacks').select('id', { count: 'exact', head: true }).eq('status', s))] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<FeedbackStatus, number>;
}

export async function fetchTypes() {
  const client = await db();
  return readRows(type, await client.from('pedbook_feedback_types').select('id,name').order('name'));
}

async function names(ids: string[]) {
  if (!ids.length) return new Map<string, z.infer<typeof profile>>();
  const client = await db();
  const rows = readRows(profile, await client.from('public_profiles').select('id,full_name,is_admin').in('id', [...new Set(ids)]));
  return new Map(rows.map((p) => [p.id, p]));
}

export async function fetchDeskList(status: string, typeId: string): Promise<DeskFeedback[]> {
  const client = await db();
  let q = client.from('pedbook_feedbacks').select(FEEDBACK_COLUMNS).order('created_at', { ascending: false }).limit(200);
  if (status) q = q.eq('status', status);
  if (typeId) q = q.eq('type_id', typeId);
  // Through this tab's own writes (lib/write-through); a changed status may leave the filter.
  const rows = overlayWritten('desk:pedbook_feedbacks', readRows(feedback, await q), { keyOf: (r) => r.id }).filter((r) => !status || r.status === status);
  const [people, types] = await Promise.all([names(rows.map((r) => r.user_id)), fetchTypes()]);
  const typeName = new Map(types.map((t) => [t.id, t.name]));
  return rows.map((r) => ({ ...r, authorName: people.get(r.user_id)?.full_name?.trim() || 'Usuário', typeName: r.type_id ? (typeName.get(r.type_id) ?? null) : null }));
}

export async function fetchThread(feedbackId: string): Promise<DeskReply[]> {
  const client = await db();
  const rows = overlayWritten(`desk-thread:${feedbackId}`, readRows(response, await client.from('pedbook_feedback_responses').select('id,feedback_id,message,user_id,created_at').eq('feedback_id', feedbackId).order('created_at')), {
    keyOf: (r) => r.id, complete: true, sort: (a, b) => a.created_at.localeCompare(b.created_at),
  });
  const people = await names(rows.map((r) => r.user_id));
  return rows.map((r) => ({ ...r, authorName: people.get(r.user_id)?.full_name?.trim() || 'Usuário', authorIsAdmin: people.get(r.user_id)?.is_admin ?? false }));
}

/** Sends a reply; returns it as the insert returned it (the thread shows it; lib/write-through). */
export async function sendReply(feedbackId: string, adminId: string, message: string): Promise<z.infer<typeof response>> {
  const client = await db();
  const rows = readRows(response, await client.from('pedbook_feedback_responses').insert({ feedback_id: feedbackId, user_id: adminId, message }).select('id,feedback_id,message,user_id,created_at'));
  if (rows.length !== 1) throw toApiError({ message: 'A resposta não foi registrada.' });
  markWritten(`desk-thread:${feedbackId}`, rows[0]!.id, rows[0]!, { columns: [] });
  return rows[0]!;
}

/** Moves a feedback along; refused when someone changed it since it was shown. On success,
 * the feedback as the update returned it. */
export async function setStatus(item: DeskFeedback, status: FeedbackStatus): Promise<DeskFeedback | 'conflict'> {
  const client = await db();
  const rows = readRows(feedback, await client.from('pedbook_feedbacks').update({ status }).eq('id', item.id).eq('updated_at', item.updated_at).select(FEEDBACK_COLUMNS));
  if (rows.length !== 1) return 'conflict';
  const saved = { ...item, ...rows[0]! };
  markWritten('desk:pedbook_feedbacks', saved.id, saved);
  return saved;
}

/** A list of the desk after a status change: the feedback replaced, or gone when the list
 * filters on another status. */
export function withStatus(list: DeskFeedback[], listStatus: string, saved: DeskFeedback): DeskFeedback[] {
  if (listStatus && listStatus !== saved.status) return list.filter((f) => f.id !== saved.id);
  return list.map((f) => (f.id === saved.id ? saved : f));
}

/** Feedback centre rules (spec part 1 §4–§6, part 2 §4–§9). */

export const STATUS_LABELS: Record<string, string> = {
  aguardando: 'Aguardando',
  em_andamento: 'Em Andamento',
  resolvido: 'Resolvido',
};

/** Known statuses get their label; other values are shown raw. */
export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}

export const RESOLVED_MESSAGE = 'Este feedback foi resolvido e não aceita novas respostas.';
export const SUCCESS_CLOSE_MS = 2_000;
export const SUCCESS_TOAST_MS = 5_000;
export const SUPPORT_HOURS = ['Segunda a sexta: 8h às 18h', 'Sábado: 8h às 12h'];
export const SUPPORT_MESSAGE = 'Olá! Preciso de suporte com o PedBook.';

export interface FeedbackRow {
  id: string;
  user_id: string;
  type_id: string | null;
  message: string;
  whatsapp: string | null;
  title: string;
  status: string;
  created_at: string;
  feedback_category: string | null;
  feedback_type: string | null;
}

export interface ResponseRow {
  id: string;
  feedback_id: string;
  message: string;
  created_at: string;
  user_id: string;
}

export interface PublicProfile {
  id: string;
  full_name: string | null;
  is_admin: boolean;
}

export interface ThreadReply extends ResponseRow {
  authorName: string;
  authorIsAdmin: boolean;
}

export interface FeedbackWithThread extends FeedbackRow {
  replies: ThreadReply[];
}

/** The list excludes items whose category or type is dr_will. */
export function excludeDrWill<T extends Pick<FeedbackRow, 'feedback_category' | 'feedback_type'>>(rows: T[]): T[] {
  return rows.filter((r) => r.feedback_category !== 'dr_will' && r.feedback_type !== 'dr_will');
}

export function buildThreads(feedbacks: FeedbackRow[], responses: ResponseRow[], profiles: PublicProfile[]): FeedbackWithThread[] {
  const byId = new Map(profiles.map((p) => [p.id, p]));
  const grouped = new Map<string, ThreadReply[]>();
  for (const r of [...responses].sort((a, b) => a.created_at.localeCompare(b.created_at))) {
    const p = byId.get(r.user_id);
    const list = grouped.get(r.feedback_id) ?? [];
    list.push({ ...r, authorName: p?.full_name?.trim() || 'Usuário', authorIsAdmin: p?.is_admin ?? false });
    grouped.set(r.feedback_id, list);
  }
  return feedbacks.map((f) => ({ ...f, replies: grouped.get(f.id) ?? [] }));
}

/** The title stored with a feedback: the chosen type's name, else 'Feedback'. */
export function feedbackTitle(typeName: string | null | undefined): string {
  return typeName?.trim() || 'Feedback';
}

export function canReply(status: string): boolean {
  return status !== 'resolvido';
}

export function normalizeReply(text: string): string | null {
  const t = text.trim();
  return t === '' ? null : t;
}

/** Click-to-chat link with the prefilled support message; without a configured number the
 * messaging app lets the user pick the contact. */
/** WhatsApp click-to-chat link for the support number of the site settings (`support_whatsapp`),
 * or null when no usable number is set (10–15 digits, E.164's limit): the link is then hidden. */
export function supportChatUrl(phone: string | null | undefined, message = SUPPORT_MESSAGE): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length < 10 || digits.length > 15) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

/** Timed site-visitor feedback (spec part 1 §3–§5): signed-in users only; rating 1–5; a
 * rating below 5 needs a non-blank comment; comment at most 500 characters. */
export const COMMENT_MAX = 500;
/** Asked after this much time on the site in one visit… */
export const PROMPT_DELAY_MS = 3 * 60_000;
/** …and at most once in this period. */
export const PROMPT_INTERVAL_MS = 30 * 24 * 60 * 60_000;
export const LAST_PROMPT_KEY = 'pedbook_site_feedback_last_prompt';

export interface SiteFeedbackInput {
  rating: number;
  comment: string;
  whatsapp: string;
}

export function validateSiteFeedback(v: SiteFeedbackInput): { comment?: string } {
  if (v.comment.length > COMMENT_MAX) return { comment: `Máximo de ${COMMENT_MAX} caracteres` };
  if (v.rating < 5 && v.comment.trim() === '') return { comment: 'Campo obrigatório' };
  return {};
}

export function shouldPrompt(lastPromptMs: number | null, nowMs: number): boolean {
  return lastPromptMs === null || nowMs - lastPromptMs >= PROMPT_INTERVAL_MS;
}

export function siteFeedbackRow(v: SiteFeedbackInput, userId: string, email: string | null) {
  return {
    rating: v.rating,
    comment: v.comment.trim() || null,
    email,
    whatsapp: v.whatsapp.trim() || null,
    user_id: userId,
    visitor_id: userId,
    feedback_type: 'site_visitor_timed',
  };
}

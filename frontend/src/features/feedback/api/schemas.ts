/** The rows the feedback centre reads, checked at the boundary. */
import { z } from 'zod';
import type { FeedbackRow, PublicProfile, ResponseRow } from '../lib/feedback';

const text = z.string();
const nullableText = z.string().nullable();

export const feedbackTypeRows = z.array(z.object({ id: text, name: text }));

/** The columns the feedback centre reads of a feedback. */
export const FEEDBACK_COLUMNS = 'id, user_id, type_id, message, whatsapp, title, status, created_at, feedback_category, feedback_type';
export const RESPONSE_COLUMNS = 'id, feedback_id, message, created_at, user_id';

export const feedbackRows = z.array(
  z.object({
    id: text,
    user_id: text,
    type_id: nullableText,
    message: text,
    whatsapp: nullableText,
    title: text,
    status: text,
    created_at: text,
    feedback_category: nullableText,
    feedback_type: nullableText,
  }),
) satisfies z.ZodType<FeedbackRow[]>;

export const responseRows = z.array(
  z.object({ id: text, feedback_id: text, message: text, created_at: text, user_id: text }),
) satisfies z.ZodType<ResponseRow[]>;

export const publicProfileRows = z.array(
  z.object({ id: text, full_name: nullableText, is_admin: z.boolean() }),
) satisfies z.ZodType<PublicProfile[]>;

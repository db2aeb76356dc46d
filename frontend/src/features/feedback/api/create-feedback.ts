import { readData } from '@/lib/read-response';
import { db } from '@/lib/supabase';
import { parseRows } from '@/lib/validate';
import { markWritten } from '@/lib/write-through';
import { feedbackTitle, type FeedbackRow } from '../lib/feedback';
import type { FeedbackType } from './get-feedback-types';
import { FEEDBACK_COLUMNS, feedbackRows } from './schemas';

/** Sends a feedback; returns the row as the insert returned it (lib/write-through). */
export async function createFeedback(input: { userId: string; type: FeedbackType; message: string; whatsapp: string }): Promise<FeedbackRow> {
  const data = readData(
    await (await db()).from('pedbook_feedbacks').insert({
      user_id: input.userId,
      type_id: input.type.id,
      message: input.message.trim(),
      whatsapp: input.whatsapp.trim() || null,
      title: feedbackTitle(input.type.name),
    }).select(FEEDBACK_COLUMNS),
  );
  const [row] = parseRows(feedbackRows.length(1), data, 'pedbook_feedbacks');
  markWritten('pedbook_feedbacks', row!.id, row!, { columns: [] }); // status changes later (the desk)
  return row!;
}

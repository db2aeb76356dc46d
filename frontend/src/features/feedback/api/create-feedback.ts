import { unwrap } from '@/lib/api-error';
import { db } from '@/lib/supabase';
import { feedbackTitle } from '../lib/feedback';
import type { FeedbackType } from './get-feedback-types';

export async function createFeedback(input: { userId: string; type: FeedbackType; message: string; whatsapp: string }): Promise<void> {
  unwrap(
    await (await db()).from('pedbook_feedbacks').insert({
      user_id: input.userId,
      type_id: input.type.id,
      message: input.message.trim(),
      whatsapp: input.whatsapp.trim() || null,
      title: feedbackTitle(input.type.name),
    }),
  );
}

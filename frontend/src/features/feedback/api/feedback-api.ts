/** Feedback centre calls (spec part 2 §7). */
import { queryOptions } from '@tanstack/react-query';
import { db } from '@/lib/supabase';
import { buildThreads, excludeDrWill, feedbackTitle, type FeedbackRow, type FeedbackWithThread, type PublicProfile, type ResponseRow } from '../lib/feedback';

export interface FeedbackType {
  id: string;
  name: string;
}

export const feedbackTypesQuery = () =>
  queryOptions({
    queryKey: ['feedback-types'],
    meta: { phase: 'P2' },
    queryFn: async (): Promise<FeedbackType[]> => {
      const { data, error } = await (await db()).from('pedbook_feedback_types').select('id, name').order('name');
      if (error) throw new Error(error.message);
      return data as FeedbackType[];
    },
  });

export const myFeedbacksQuery = (userId: string) =>
  queryOptions({
    queryKey: ['me', 'feedbacks', userId],
    staleTime: 0,
    queryFn: async (): Promise<FeedbackWithThread[]> => {
      const client = await db();
      const { data, error } = await client
        .from('pedbook_feedbacks')
        .select('id, user_id, type_id, message, whatsapp, title, status, created_at, feedback_category, feedback_type')
        .eq('user_id', userId)
        .order('created_at', { ascending: false });
      if (error) throw new Error(error.message);
      const feedbacks = excludeDrWill(data as FeedbackRow[]);
      if (feedbacks.length === 0) return [];
      const { data: responses, error: rError } = await client
        .from('pedbook_feedback_responses')
        .select('id, feedback_id, message, created_at, user_id')
        .in('feedback_id', feedbacks.map((f) => f.id))
        .order('created_at', { ascending: true });
      if (rError) throw new Error(rError.message);
      const responderIds = [...new Set((responses as ResponseRow[]).map((r) => r.user_id))];
      let profiles: PublicProfile[] = [];
      if (responderIds.length > 0) {
        const { data: p, error: pError } = await client.from('public_profiles').select('id, full_name, is_admin').in('id', responderIds);
        if (pError) throw new Error(pError.message);
        profiles = p as PublicProfile[];
      }
      return buildThreads(feedbacks, responses as ResponseRow[], profiles);
    },
  });

export async function createFeedback(input: { userId: string; type: FeedbackType; message: string; whatsapp: string }) {
  const { error } = await (await db())
    .from('pedbook_feedbacks')
    .insert({
      user_id: input.userId,
      type_id: input.type.id,
      message: input.message.trim(),
      whatsapp: input.whatsapp.trim() || null,
      title: feedbackTitle(input.type.name),
    });
  if (error) throw new Error(error.message);
}

export async function replyToFeedback(input: { feedbackId: string; userId: string; message: string }) {
  const { error } = await (await db())
    .from('pedbook_feedback_responses')
    .insert({ feedback_id: input.feedbackId, user_id: input.userId, message: input.message });
  if (error) throw new Error(error.message);
}

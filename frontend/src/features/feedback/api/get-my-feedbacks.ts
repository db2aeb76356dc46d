import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { db } from '@/lib/supabase';
import { parseRows } from '@/lib/validate';
import { buildThreads, excludeDrWill, type FeedbackWithThread, type PublicProfile } from '../lib/feedback';
import { feedbackKeys } from './keys';
import { feedbackRows, publicProfileRows, responseRows } from './schemas';

/** The user's feedbacks (without Dr. Will's), each with its replies and their authors. */
export async function getMyFeedbacks(userId: string): Promise<FeedbackWithThread[]> {
  const client = await db();
  const rows = unwrap(
    await client
      .from('pedbook_feedbacks')
      .select('id, user_id, type_id, message, whatsapp, title, status, created_at, feedback_category, feedback_type')
      .eq('user_id', userId)
      .order('created_at', { ascending: false }),
  );
  const feedbacks = excludeDrWill(parseRows(feedbackRows, rows, 'pedbook_feedbacks'));
  if (feedbacks.length === 0) return [];
  const responseData = unwrap(
    await client
      .from('pedbook_feedback_responses')
      .select('id, feedback_id, message, created_at, user_id')
      .in('feedback_id', feedbacks.map((f) => f.id))
      .order('created_at', { ascending: true }),
  );
  const responses = parseRows(responseRows, responseData, 'pedbook_feedback_responses');
  const responderIds = [...new Set(responses.map((r) => r.user_id))];
  let profiles: PublicProfile[] = [];
  if (responderIds.length > 0) {
    const data = unwrap(await client.from('public_profiles').select('id, full_name, is_admin').in('id', responderIds));
    profiles = parseRows(publicProfileRows, data, 'public_profiles');
  }
  return buildThreads(feedbacks, responses, profiles);
}

export const myFeedbacksQuery = (userId: string) =>
  queryOptions({
    queryKey: feedbackKeys.mineOf(userId),
    staleTime: 0,
    queryFn: () => getMyFeedbacks(userId),
  });

export const useMyFeedbacks = (userId: string) => useQuery(myFeedbacksQuery(userId));

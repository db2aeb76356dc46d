import { queryOptions, useQuery } from '@tanstack/react-query';
import { readData } from '@/lib/read-response';
import { db } from '@/lib/supabase';
import { parseRows } from '@/lib/validate';
import { overlayWritten } from '@/lib/write-through';
import { buildThreads, excludeDrWill, type FeedbackWithThread, type PublicProfile } from '../lib/feedback';
import { feedbackKeys } from './keys';
import { FEEDBACK_COLUMNS, RESPONSE_COLUMNS, feedbackRows, publicProfileRows, responseRows } from './schemas';

const byNewest = (a: { created_at: string }, b: { created_at: string }) => b.created_at.localeCompare(a.created_at);
const byOldest = (a: { created_at: string }, b: { created_at: string }) => a.created_at.localeCompare(b.created_at);

/** The user's feedbacks (without Dr. Will's), each with its replies and their authors; through
 * this tab's own writes (lib/write-through: a read replica may lag). */
export async function getMyFeedbacks(userId: string): Promise<FeedbackWithThread[]> {
  const client = await db();
  const rows = readData(
    await client
      .from('pedbook_feedbacks')
      .select(FEEDBACK_COLUMNS)
      .eq('user_id', userId)
      .order('created_at', { ascending: false }),
  );
  const feedbacks = overlayWritten('pedbook_feedbacks', excludeDrWill(parseRows(feedbackRows, rows, 'pedbook_feedbacks')), { keyOf: (f) => f.id, complete: true, sort: byNewest });
  if (feedbacks.length === 0) return [];
  const responseData = readData(
    await client
      .from('pedbook_feedback_responses')
      .select(RESPONSE_COLUMNS)
      .in('feedback_id', feedbacks.map((f) => f.id))
      .order('created_at', { ascending: true }),
  );
  const responses = overlayWritten('pedbook_feedback_responses', parseRows(responseRows, responseData, 'pedbook_feedback_responses'), { keyOf: (r) => r.id, complete: true, sort: byOldest });
  const responderIds = [...new Set(responses.map((r) => r.user_id))];
  let profiles: PublicProfile[] = [];
  if (responderIds.length > 0) {
    const data = readData(await client.from('public_profiles').select('id, full_name, is_admin').in('id', responderIds));
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

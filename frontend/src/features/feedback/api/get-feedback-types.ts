import { queryOptions, useQuery } from '@tanstack/react-query';
import { readData } from '@/lib/read-response';
import { db } from '@/lib/supabase';
import { parseRows } from '@/lib/validate';
import { feedbackKeys } from './keys';
import { feedbackTypeRows } from './schemas';

export interface FeedbackType {
  id: string;
  name: string;
}

export async function getFeedbackTypes(): Promise<FeedbackType[]> {
  const data = readData(await (await db()).from('pedbook_feedback_types').select('id, name').order('name'));
  return parseRows(feedbackTypeRows, data, 'pedbook_feedback_types');
}

export const feedbackTypesQuery = () =>
  queryOptions({
    queryKey: feedbackKeys.types(),
    meta: { phase: 'P2' },
    queryFn: getFeedbackTypes,
  });

export const useFeedbackTypes = () => useQuery(feedbackTypesQuery());

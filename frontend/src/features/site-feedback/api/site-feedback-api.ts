import { readDone } from '@/lib/read-response';
import { db } from '@/lib/supabase';
import { siteFeedbackRow, type SiteFeedbackInput } from '../lib/site-feedback';

export async function submitSiteFeedback(v: SiteFeedbackInput, userId: string, email: string | null) {
  readDone(await (await db()).from('site_visitor_feedbacks').insert(siteFeedbackRow(v, userId, email)));
}

import { unwrap } from '@/lib/api-error';
import { db } from '@/lib/supabase';
import { siteFeedbackRow, type SiteFeedbackInput } from '../lib/site-feedback';

export async function submitSiteFeedback(v: SiteFeedbackInput, userId: string, email: string | null) {
  unwrap(await (await db()).from('site_visitor_feedbacks').insert(siteFeedbackRow(v, userId, email)));
}

/** Dr. Will's retrieval: the gateway RPC dr_will_search (PostgreSQL full text over PedBook's
 * medications and conducts; 30 questions per user per hour). */
import { z } from 'zod';
import { unwrap } from '@/lib/api-error';
import { db } from '@/lib/supabase';
import { parseRows } from '@/lib/validate';

const passage = z.object({
  kind: z.enum(['medication', 'conduct']),
  title: z.string(),
  path: z.string().startsWith('/'),
  excerpt: z.string(),
  rank: z.number(),
});
export type Passage = z.infer<typeof passage>;

export async function askDrWill(question: string): Promise<Passage[]> {
  const data = unwrap(await (await db()).rpc('dr_will_search', { question: question.trim(), max_results: 6 }));
  return parseRows(z.array(passage), data, 'dr_will_search');
}

/** The admin dashboard's reads (admin token): content counts (with drafts), the user total and the
 * last 30 days of analytics (functions admin_analytics_daily, admin_empty_searches). */
import { z } from 'zod';
import { readCount, readRows } from '@/lib/read-response';
import { db, untypedDb } from '@/lib/supabase';

const COUNTS: Array<{ label: string; table: string; drafts?: { column: string; value: boolean } }> = [
  { label: 'Medicamentos', table: 'pedbook_medications', drafts: { column: 'published', value: false } },
  { label: 'Bulas', table: 'pedbook_medication_instructions', drafts: { column: 'is_published', value: false } },
  { label: 'Condutas (tópicos)', table: 'pedbook_conducts_topics' },
  { label: 'Artigos do blog', table: 'pedbook_blog_posts', drafts: { column: 'published', value: false } },
  { label: 'Questões', table: 'pedbook_questions', drafts: { column: 'published', value: false } },
  { label: 'Fórmulas', table: 'pedbook_formulas', drafts: { column: 'published', value: false } },
  { label: 'Amamentação', table: 'pedbook_breastfeeding_medications', drafts: { column: 'published', value: false } },
];

async function count(table: string, filter?: { column: string; value: boolean }): Promise<number> {
  let q = (await untypedDb()).from(table).select('*', { count: 'exact', head: true });
  if (filter) q = q.eq(filter.column, filter.value);
  return readCount(await q);
}

export interface ContentCount {
  label: string;
  total: number;
  drafts: number | null;
}

export async function fetchContentCounts(): Promise<ContentCount[]> {
  return Promise.all(COUNTS.map(async (c) => ({ label: c.label, total: await count(c.table), drafts: c.drafts ? await count(c.table, c.drafts) : null })));
}

const daily = z.object({ day: z.string(), page_views: z.number(), searches: z.number() });
const empty = z.object({ term: z.string(), times: z.number(), last_searched: z.string() });

export async function fetchAnalytics() {
  const client = await db();
  const [d, e] = await Promise.all([client.rpc('admin_analytics_daily', { days: 30 }), client.rpc('admin_empty_searches', { days: 30, max_terms: 15 })]);
  return { daily: readRows(daily, d, { source: 'admin_analytics_daily' }), empty: readRows(empty, e, { source: 'admin_empty_searches' }) };
}

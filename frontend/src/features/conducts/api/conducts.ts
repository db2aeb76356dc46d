/** Conducts (condutas e manejos) through the gateway: categories → topics → summaries. Drafts
 * (published = false) come back only for admins — the RLS decides, the app only labels them. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { db } from '@/lib/supabase';
import { checkedRow, checkedRows } from '@/lib/postgrest-error';

const childCount = z
  .array(z.object({ count: z.number() }))
  .nullish()
  .transform((a) => a?.[0]?.count ?? 0);

const categorySchema = z.object({ id: z.string(), name: z.string(), slug: z.string(), description: z.string().nullable(), children: childCount });
const topicSchema = z.object({ id: z.string(), name: z.string(), slug: z.string(), description: z.string().nullable(), children: childCount });
const summaryListSchema = z.object({ id: z.string(), title: z.string(), slug: z.string(), published: z.boolean(), updated_at: z.string() });
const summarySchema = summaryListSchema.extend({ content: z.string().nullable(), content_type: z.string().default('markdown'), source: z.string().nullable() });

export type ConductCategory = z.infer<typeof categorySchema>;
export type ConductTopic = z.infer<typeof topicSchema>;
export type ConductSummary = z.infer<typeof summarySchema>;
export type ConductSummaryListItem = z.infer<typeof summaryListSchema>;

/** What a conduct URL names: a topic (its summaries) or one summary. */
export type ConductRoute =
  | { kind: 'topic'; category: ConductCategory; topic: ConductTopic; summaries: ConductSummaryListItem[] }
  | { kind: 'summary'; category: ConductCategory; topic: ConductTopic; summary: ConductSummary };

export const conductKeys = {
  all: ['conducts'] as const,
  categories: () => [...conductKeys.all, 'categories'] as const,
  category: (slug: string) => [...conductKeys.all, 'category', slug] as const,
  route: (category: string, second: string, third: string | null) => [...conductKeys.all, 'route', category, second, third] as const,
};

const CATEGORY_COLUMNS = 'id, name, slug, description, children:pedbook_conducts_topics(count)';
const TOPIC_COLUMNS = 'id, name, slug, description, children:pedbook_conducts_summaries(count)';
const SUMMARY_LIST_COLUMNS = 'id, title, slug, published, updated_at';
const SUMMARY_COLUMNS = 'id, title, slug, published, updated_at, content, content_type, source';

export async function fetchConductCategories() {
  const res = await (await db()).from('pedbook_conducts_categories').select(CATEGORY_COLUMNS).order('display_order').order('name').limit(200);
  return checkedRows(categorySchema, res);
}

async function categoryBySlug(slug: string) {
  return checkedRow(categorySchema, await (await db()).from('pedbook_conducts_categories').select(CATEGORY_COLUMNS).eq('slug', slug).maybeSingle());
}

async function topicBySlug(categoryId: string, slug: string) {
  return checkedRow(
    topicSchema,
    await (await db()).from('pedbook_conducts_topics').select(TOPIC_COLUMNS).eq('category_id', categoryId).eq('slug', slug).maybeSingle(),
  );
}

/** A summary by slug, else the optimized conduct of that slug (search results link to both). */
async function summaryBySlug(topicId: string, slug: string) {
  const client = await db();
  const summary = checkedRow(summarySchema, await client.from('pedbook_conducts_summaries').select(SUMMARY_COLUMNS).eq('topic_id', topicId).eq('slug', slug).maybeSingle());
  if (summary) return summary;
  return checkedRow(
    summarySchema,
    await client.from('pedbook_conducts_optimized').select('id, title, slug, published, updated_at, content, source').eq('topic_id', topicId).eq('slug', slug).maybeSingle(),
  );
}

/** A category with its topics (each with its number of visible summaries). */
export async function fetchConductCategory(slug: string) {
  const category = await categoryBySlug(slug);
  if (!category) return null;
  const res = await (await db()).from('pedbook_conducts_topics').select(TOPIC_COLUMNS).eq('category_id', category.id).order('display_order').order('name').limit(500);
  return { category, topics: checkedRows(topicSchema, res) };
}

/** /{category}/{second}[/{third}]: {topic}/{summary}; {topic} alone lists the topic's summaries;
 * {summary} alone is a summary of the topic whose slug equals the category's (spec part 1 §2). */
export async function fetchConductRoute(categorySlug: string, second: string, third: string | null): Promise<ConductRoute | null> {
  const category = await categoryBySlug(categorySlug);
  if (!category) return null;
  if (third !== null) {
    const topic = await topicBySlug(category.id, second);
    const summary = topic ? await summaryBySlug(topic.id, third) : null;
    return topic && summary ? { kind: 'summary', category, topic, summary } : null;
  }
  const topic = await topicBySlug(category.id, second);
  if (topic) {
    const client = await db();
    const [summaries, optimized] = await Promise.all([
      client.from('pedbook_conducts_summaries').select(SUMMARY_LIST_COLUMNS).eq('topic_id', topic.id).order('title').limit(200),
      client.from('pedbook_conducts_optimized').select(SUMMARY_LIST_COLUMNS).eq('topic_id', topic.id).order('title').limit(200),
    ]);
    const all = [...checkedRows(summaryListSchema, summaries), ...checkedRows(summaryListSchema, optimized)].sort((a, b) => a.title.localeCompare(b.title, 'pt-BR'));
    return { kind: 'topic', category, topic, summaries: all };
  }
  const own = await topicBySlug(category.id, categorySlug);
  const summary = own ? await summaryBySlug(own.id, second) : null;
  return own && summary ? { kind: 'summary', category, topic: own, summary } : null;
}

const STALE = 5 * 60 * 1000;
export const conductCategoriesQuery = () => queryOptions({ queryKey: conductKeys.categories(), queryFn: fetchConductCategories, staleTime: STALE });
export const conductCategoryQuery = (slug: string) =>
  queryOptions({ queryKey: conductKeys.category(slug), queryFn: () => fetchConductCategory(slug), staleTime: STALE });
export const conductRouteQuery = (category: string, second: string, third: string | null) =>
  queryOptions({ queryKey: conductKeys.route(category, second, third), queryFn: () => fetchConductRoute(category, second, third), staleTime: STALE });

export const useConductCategories = () => useQuery(conductCategoriesQuery());
export const useConductCategory = (slug: string) => useQuery(conductCategoryQuery(slug));
export const useConductRoute = (category: string, second: string, third: string | null) => useQuery(conductRouteQuery(category, second, third));

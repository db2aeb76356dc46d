/** Conducts (condutas e manejos) through the gateway: categories → topics → summaries. Drafts
 * (published = false) come back only for admins — the RLS decides, the app only labels them. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { withOfflineFallback, type OfflineData } from '@/features/offline';
import { db } from '@/lib/supabase';
import { parseRows } from '@/lib/validate';
import { readMaybe, readRows } from '@/lib/read-response';

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

async function fetchConductCategoriesOnline() {
  const res = await (await db()).from('pedbook_conducts_categories').select(CATEGORY_COLUMNS).order('display_order').order('name').limit(200);
  return readRows(categorySchema, res);
}

export const fetchConductCategories = () => withOfflineFallback(fetchConductCategoriesOnline, (data) => offlineConducts(data).categories());

async function categoryBySlug(slug: string) {
  return readMaybe(categorySchema, await (await db()).from('pedbook_conducts_categories').select(CATEGORY_COLUMNS).eq('slug', slug).maybeSingle());
}

async function topicBySlug(categoryId: string, slug: string) {
  return readMaybe(
    topicSchema,
    await (await db()).from('pedbook_conducts_topics').select(TOPIC_COLUMNS).eq('category_id', categoryId).eq('slug', slug).maybeSingle(),
  );
}

/** A summary by slug, else the optimized conduct of that slug (search results link to both). */
async function summaryBySlug(topicId: string, slug: string) {
  const client = await db();
  const summary = readMaybe(summarySchema, await client.from('pedbook_conducts_summaries').select(SUMMARY_COLUMNS).eq('topic_id', topicId).eq('slug', slug).maybeSingle());
  if (summary) return summary;
  return readMaybe(
    summarySchema,
    await client.from('pedbook_conducts_optimized').select('id, title, slug, published, updated_at, content, source').eq('topic_id', topicId).eq('slug', slug).maybeSingle(),
  );
}

/** A category with its topics (each with its number of visible summaries). */
export const fetchConductCategory = (slug: string) => withOfflineFallback(() => fetchConductCategoryOnline(slug), (data) => offlineConducts(data).category(slug));

async function fetchConductCategoryOnline(slug: string) {
  const category = await categoryBySlug(slug);
  if (!category) return null;
  const res = await (await db()).from('pedbook_conducts_topics').select(TOPIC_COLUMNS).eq('category_id', category.id).order('display_order').order('name').limit(500);
  return { category, topics: readRows(topicSchema, res) };
}

/** /{category}/{second}[/{third}]: {topic}/{summary}; {topic} alone lists the topic's summaries;
 * {summary} alone is a summary of the topic whose slug equals the category's (spec part 1 §2). */
export const fetchConductRoute = (categorySlug: string, second: string, third: string | null): Promise<ConductRoute | null> =>
  withOfflineFallback(() => fetchConductRouteOnline(categorySlug, second, third), (data) => offlineConducts(data).route(categorySlug, second, third));

async function fetchConductRouteOnline(categorySlug: string, second: string, third: string | null): Promise<ConductRoute | null> {
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
    const all = [...readRows(summaryListSchema, summaries), ...readRows(summaryListSchema, optimized)].sort((a, b) => a.title.localeCompare(b.title, 'pt-BR'));
    return { kind: 'topic', category, topic, summaries: all };
  }
  const own = await topicBySlug(category.id, categorySlug);
  const summary = own ? await summaryBySlug(own.id, second) : null;
  return own && summary ? { kind: 'summary', category, topic: own, summary } : null;
}

/** The same reads over the offline copy (categories, topics, summaries and optimized conducts as
 * downloaded; counts computed from the copy). Undefined when the copy holds no conducts, so the
 * online error shows instead of an empty page. */
function offlineConducts(data: OfflineData) {
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const cats = data.rows('pedbook_conducts_categories');
  const topics = data.rows('pedbook_conducts_topics');
  const docs = [...data.rows('pedbook_conducts_summaries'), ...data.rows('pedbook_conducts_optimized')];
  const count = (n: number) => [{ count: n }];
  const empty = cats.length === 0;
  const category = (row: Record<string, unknown>) =>
    parseRows(categorySchema, { ...row, children: count(topics.filter((t) => t.category_id === row.id).length) }, 'cópia offline');
  const topic = (row: Record<string, unknown>) => parseRows(topicSchema, { ...row, children: count(docs.filter((d) => d.topic_id === row.id).length) }, 'cópia offline');
  const topicIn = (categoryId: string, slug: string) => topics.find((t) => t.category_id === categoryId && t.slug === slug);
  const summaryIn = (topicId: string, slug: string) => {
    const row = docs.find((d) => d.topic_id === topicId && d.slug === slug);
    return row ? parseRows(summarySchema, { content_type: 'markdown', ...row }, 'cópia offline') : null;
  };
  return {
    categories: () => (empty ? undefined : cats.map(category)),
    category: (slug: string) => {
      const row = cats.find((c) => c.slug === slug);
      if (!row) return empty ? undefined : null;
      const own = topics.filter((t) => t.category_id === row.id).sort((a, b) => Number(a.display_order ?? 0) - Number(b.display_order ?? 0) || str(a.name).localeCompare(str(b.name), 'pt-BR'));
      return { category: category(row), topics: own.map(topic) };
    },
    route: (categorySlug: string, second: string, third: string | null): ConductRoute | null | undefined => {
      if (empty) return undefined;
      const catRow = cats.find((c) => c.slug === categorySlug);
      if (!catRow) return null;
      const cat = category(catRow);
      const topicRow = topicIn(cat.id, second);
      if (third !== null) {
        const summary = topicRow ? summaryIn(str(topicRow.id), third) : null;
        return topicRow && summary ? { kind: 'summary', category: cat, topic: topic(topicRow), summary } : null;
      }
      if (topicRow) {
        const list = docs
          .filter((d) => d.topic_id === topicRow.id)
          .map((d) => parseRows(summaryListSchema, d, 'cópia offline'))
          .sort((a, b) => a.title.localeCompare(b.title, 'pt-BR'));
        return { kind: 'topic', category: cat, topic: topic(topicRow), summaries: list };
      }
      const ownRow = topicIn(cat.id, categorySlug);
      const summary = ownRow ? summaryIn(str(ownRow.id), second) : null;
      return ownRow && summary ? { kind: 'summary', category: cat, topic: topic(ownRow), summary } : null;
    },
  };
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

/** CID-10 reads through the gateway: chapters, a chapter's categories and a category's
 * subcategories (paged, `count: 'exact'`, at most PAGE_SIZE rows per request), one code with its
 * parent, and the browser's search (unified_search_complete's icd10 list). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { withOfflineFallback } from '@/features/offline';
import { db } from '@/lib/supabase';
import { parseRows } from '@/lib/validate';
import { readPage, readMaybe, readRows } from '@/lib/read-response';
import { cidCompact, rangeOf } from '../lib/codes';

const childCount = z
  .array(z.object({ count: z.number() }))
  .nullish()
  .transform((a) => a?.[0]?.count ?? 0);

const chapterSchema = z.object({
  code: z.string(),
  name: z.string(),
  chapter_number: z.number(),
  range_start: z.string().nullable(),
  range_end: z.string().nullable(),
  children: childCount,
});
export type CidChapter = z.infer<typeof chapterSchema>;

const parentSchema = z.object({ code: z.string(), name: z.string(), level: z.string(), parent_code: z.string().nullable() }).nullable();

const listItemSchema = z.object({
  code: z.string(),
  name: z.string(),
  classification: z.enum(['+', '*']).nullable(),
  sex_restriction: z.enum(['F', 'M']).nullable(),
  verification_status: z.string(),
  parent: parentSchema,
  children: childCount,
});
export type CidListItem = z.infer<typeof listItemSchema>;

const codeSchema = z.object({
  id: z.string(),
  code: z.string(),
  datasus_code: z.string(),
  level: z.enum(['chapter', 'group', 'category', 'subcategory']),
  name: z.string(),
  description: z.string().nullable(),
  chapter_number: z.number(),
  classification: z.enum(['+', '*']).nullable(),
  sex_restriction: z.enum(['F', 'M']).nullable(),
  not_underlying_cause_of_death: z.boolean(),
  reference_note: z.string().nullable(),
  excluded_note: z.string().nullable(),
  source: z.string(),
  added_by_note: z.string().nullable(),
  verification_status: z.string(),
  active: z.boolean(),
  parent: parentSchema,
});
export type CidCode = z.infer<typeof codeSchema>;

const searchHitSchema = z.object({ id: z.string(), code: z.string(), name: z.string(), level: z.string() });
export type CidSearchHit = z.infer<typeof searchHitSchema>;

const CHAPTER_COLUMNS = 'code, name, chapter_number, range_start, range_end, children:unified_cids(count)';
const LIST_COLUMNS =
  'code, name, classification, sex_restriction, verification_status, parent:parent_code(code, name, level, parent_code), children:unified_cids(count)';
const CODE_COLUMNS =
  'id, code, datasus_code, level, name, description, chapter_number, classification, sex_restriction, not_underlying_cause_of_death, reference_note, excluded_note, source, added_by_note, verification_status, active, parent:parent_code(code, name, level, parent_code)';

export const cidKeys = {
  all: ['codes', 'cid10'] as const,
  chapters: () => [...cidKeys.all, 'chapters'] as const,
  categories: (chapter: number, page: number) => [...cidKeys.all, 'chapter', chapter, page] as const,
  subcategories: (category: string, page: number) => [...cidKeys.all, 'category', category, page] as const,
  code: (compact: string) => [...cidKeys.all, 'code', compact] as const,
  byId: (id: string) => [...cidKeys.all, 'id', id] as const,
  search: (q: string) => [...cidKeys.all, 'search', q] as const,
};

export async function fetchCidChapters(): Promise<CidChapter[]> {
  const res = await (await db()).from('unified_cids').select(CHAPTER_COLUMNS).eq('level', 'chapter').order('chapter_number');
  return readRows(chapterSchema, res);
}

export async function fetchCidCategories(chapter: number, page: number) {
  const [from, to] = rangeOf(page);
  const res = await (await db())
    .from('unified_cids')
    .select(LIST_COLUMNS, { count: 'exact' })
    .eq('level', 'category')
    .eq('chapter_number', chapter)
    .order('code')
    .range(from, to);
  return readPage(listItemSchema, res);
}

export async function fetchCidSubcategories(category: string, page: number) {
  const [from, to] = rangeOf(page);
  const res = await (await db())
    .from('unified_cids')
    .select(LIST_COLUMNS, { count: 'exact' })
    .eq('level', 'subcategory')
    .eq('parent_code', category)
    .order('code')
    .range(from, to);
  return readPage(listItemSchema, res);
}

/** One code by any written form ('j45.0', 'J450'); null when there is none. */
/** One code with its parent; with the server down, from the offline copy (the parent from the
 * copy too). Undefined when the copy lacks the code (the spec keeps the first 10,000 codes). */
export async function fetchCidCode(code: string): Promise<CidCode | null> {
  return withOfflineFallback(
    async () => readMaybe(codeSchema, await (await db()).from('unified_cids').select(CODE_COLUMNS).eq('datasus_code', cidCompact(code)).maybeSingle()),
    (data) => {
      const rows = data.rows('unified_cids');
      const row = rows.find((r) => r.datasus_code === cidCompact(code));
      if (!row) return undefined;
      const parent = rows.find((r) => r.code === row.parent_code);
      const parentRef = parent ? { code: parent.code, name: parent.name, level: parent.level, parent_code: parent.parent_code ?? null } : null;
      return parseRows(codeSchema, { ...row, parent: parentRef }, 'cópia offline');
    },
  );
}

export async function fetchCidById(id: string): Promise<CidCode | null> {
  if (!z.uuid().safeParse(id).success) return null;
  const res = await (await db()).from('unified_cids').select(CODE_COLUMNS).eq('id', id).maybeSingle();
  return readMaybe(codeSchema, res);
}

/** The browser's search: the global search function's CID-10 list (codes with or without dot,
 * any case, accents ignored, typo-tolerant). */
export async function searchCid(q: string): Promise<CidSearchHit[]> {
  const res = await (await db()).rpc('unified_search_complete', { search_query: q, max_results_per_type: 10 });
  return readMaybe(z.object({ icd10: z.array(searchHitSchema).default([]) }), res, { source: 'unified_search_complete' })?.icd10 ?? [];
}

const STALE = 60 * 60 * 1000;

export const cidChaptersQuery = () => queryOptions({ queryKey: cidKeys.chapters(), queryFn: fetchCidChapters, staleTime: STALE });
export const cidCategoriesQuery = (chapter: number, page: number) =>
  queryOptions({ queryKey: cidKeys.categories(chapter, page), queryFn: () => fetchCidCategories(chapter, page), staleTime: STALE });
export const cidSubcategoriesQuery = (category: string, page: number) =>
  queryOptions({ queryKey: cidKeys.subcategories(category, page), queryFn: () => fetchCidSubcategories(category, page), staleTime: STALE });
export const cidCodeQuery = (code: string) =>
  queryOptions({ queryKey: cidKeys.code(cidCompact(code)), queryFn: () => fetchCidCode(code), staleTime: STALE });
export const cidByIdQuery = (id: string) => queryOptions({ queryKey: cidKeys.byId(id), queryFn: () => fetchCidById(id), staleTime: STALE });
export const cidSearchQuery = (q: string) => queryOptions({ queryKey: cidKeys.search(q), queryFn: () => searchCid(q), staleTime: STALE });

export const useCidChapters = () => useQuery(cidChaptersQuery());
export const useCidCategories = (chapter: number | null, page: number) =>
  useQuery({ ...cidCategoriesQuery(chapter ?? 0, page), enabled: chapter !== null });
export const useCidSubcategories = (category: string | null, page: number) =>
  useQuery({ ...cidSubcategoriesQuery(category ?? '', page), enabled: category !== null });
export const useCidCode = (code: string) => useQuery(cidCodeQuery(code));
export const useCidById = (id: string | null) => useQuery({ ...cidByIdQuery(id ?? ''), enabled: id !== null });
export const useCidSearch = (q: string) => useQuery(cidSearchQuery(q));

/** Offline search (spec part 2 §5, §9): over the downloaded copy plus the static lists. A query
 * of at least 2 characters; Fuse with threshold 0.4, minimum match length 2, extended search;
 * score cutoffs 0.6 for medications and 0.5 for conducts and ICD; caps of 10 per conduct list,
 * 20 medications, 8 leaflets, 10 ICD codes; only published conducts; leaflets match the
 * medication's name, brands or slug, case-insensitively. Relevance: conducts 0.9 (optimized
 * 0.95), medications 0.9, leaflets 0.8, toxidromes 0.8, ICD 0.6. */
import Fuse, { type IFuseOptions } from 'fuse.js';
import { matchStatic, mergeResults } from './merge';
import { OFFLINE_MIN_QUERY_LENGTH, fold, normalizeQuery } from './normalize';
import { mapConduct, mapIcd10, mapLeaflet, mapMedication } from './remote';
import { CALCULATORS, CHILDCARE, FLOWCHARTS, TOXIDROMES } from './static-lists';
import type { SearchResult } from './types';

type Row = Record<string, unknown>;

export interface OfflineRows {
  rows(table: string): Row[];
}

/** The spec's settings, plus ignoreLocation: without it Fuse scores a word by its distance from
 * the start of the field, so "asma" in "Crise de asma · Pneumologia" (a conduct's topic and
 * category text) falls past the 0.5 cutoff and multi-word queries find nothing. */
export const OFFLINE_FUSE: Pick<IFuseOptions<unknown>, 'threshold' | 'minMatchCharLength' | 'useExtendedSearch' | 'includeScore' | 'ignoreLocation'> = {
  threshold: 0.4,
  minMatchCharLength: 2,
  useExtendedSearch: true,
  includeScore: true,
  ignoreLocation: true,
};
export const OFFLINE_CUTOFFS = { medication: 0.6, conduct: 0.5, icd10: 0.5 } as const;
export const OFFLINE_CAPS = { conduct: 10, medication: 20, leaflet: 8, icd10: 10 } as const;

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const obj = (v: unknown): Row | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Row) : undefined);

function fuzzy<T>(items: T[], keys: string[], query: string, cutoff: number, cap: number): T[] {
  if (items.length === 0) return [];
  const fuse = new Fuse(items, { ...OFFLINE_FUSE, keys });
  return fuse
    .search(query)
    .filter((hit) => (hit.score ?? 1) < cutoff)
    .slice(0, cap)
    .map((hit) => hit.item);
}

/** Conduct rows with their topic and its category, and the combined text the spec searches. */
function conductItems(data: OfflineRows, table: string) {
  const topics = new Map(data.rows('pedbook_conducts_topics').map((t) => [str(t.id), t]));
  return data
    .rows(table)
    .filter((r) => r.published === true)
    .map((r) => {
      const topicId = str(r.topic_id) || str(obj(r.topic)?.id);
      const topic = topics.get(topicId) ?? obj(r.topic);
      const category = obj(topic?.category);
      const row: Row = { ...r, topic: topic ? { ...topic, category } : undefined };
      return { row, title: str(r.title), slug: str(r.slug), context: `${str(topic?.name)} ${str(category?.name)}`.trim() };
    });
}

export function offlineSearch(data: OfflineRows, rawQuery: string, clinicalMode: boolean): SearchResult[] {
  const query = normalizeQuery(rawQuery);
  if (query.length < OFFLINE_MIN_QUERY_LENGTH) return [];
  const compact = (list: Array<SearchResult | null>) => list.filter((x): x is SearchResult => x !== null);

  const conducts = (table: string, relevance: number) =>
    compact(fuzzy(conductItems(data, table), ['title', 'slug', 'context'], query, OFFLINE_CUTOFFS.conduct, OFFLINE_CAPS.conduct).map((c) => mapConduct(c.row, relevance)));

  const medications = compact(
    fuzzy(data.rows('pedbook_medications'), ['name', 'brands', 'slug'], query, OFFLINE_CUTOFFS.medication, OFFLINE_CAPS.medication).map((r) => mapMedication(r, 0.9)),
  );

  const folded = fold(query);
  const leaflets = compact(
    data
      .rows('pedbook_medication_instructions')
      .filter((r) => {
        const med = obj(r.medication);
        return [med?.name, med?.brands, med?.slug].some((v) => fold(str(v)).includes(folded));
      })
      .slice(0, OFFLINE_CAPS.leaflet)
      .map((r) => mapLeaflet(r, 0.8)),
  );

  const icd = compact(fuzzy(data.rows('unified_cids'), ['code', 'name', 'description'], query, OFFLINE_CUTOFFS.icd10, OFFLINE_CAPS.icd10).map((r) => mapIcd10(r, 0.6)));

  const queries = [query];
  return mergeResults(
    [
      conducts('pedbook_conducts_summaries', 0.9),
      conducts('pedbook_conducts_optimized', 0.95),
      medications,
      leaflets,
      icd,
      matchStatic(CALCULATORS, 'calculator', queries, clinicalMode),
      matchStatic(FLOWCHARTS, 'flowchart', queries, clinicalMode),
      matchStatic(CHILDCARE, 'childcare', queries, clinicalMode),
      matchStatic(TOXIDROMES, 'toxidrome', queries, clinicalMode),
    ],
    clinicalMode,
  );
}

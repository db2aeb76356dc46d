/** One search: unified_search_complete (retried with spelling variants when it finds
 * nothing), the fuzzy supplement and the static lists, merged and ranked. Loaded on demand so
 * the home page does not carry the search engine. */
import { withOfflineFallback } from '@/features/offline';
import { readData } from '@/lib/read-response';
import { db as client, type PedbookClient } from '@/lib/supabase';
import { matchStatic, mergeResults } from '../lib/merge';
import { normalizeQuery } from '../lib/normalize';
import { offlineSearch } from '../lib/offline-search';
import { mapCategory, mapConduct, mapIcd10, mapLeaflet, mapMedication, mapUnifiedResponse, mapVaccine } from '../lib/remote';
import { CALCULATORS, CHILDCARE, FLOWCHARTS, TOXIDROMES } from '../lib/static-lists';
import { fuzzySupplement, type SupplementIndex } from '../lib/supplement';
import type { SearchResult } from '../lib/types';
import { spellingVariants } from '../lib/variants';

export const MAX_RESULTS_PER_TYPE = 10;

type Row = Record<string, unknown>;

async function rpcSearch(db: PedbookClient, query: string): Promise<SearchResult[]> {
  return mapUnifiedResponse(readData(await db.rpc('unified_search_complete', { search_query: query, max_results_per_type: MAX_RESULTS_PER_TYPE })));
}

async function readRows(p: PromiseLike<{ data: unknown; error: unknown }>): Promise<Row[]> {
  try {
    const { data, error } = await p;
    return !error && Array.isArray(data) ? (data as Row[]) : [];
  } catch {
    return [];
  }
}

const compact = (list: Array<SearchResult | null>) => list.filter((x): x is SearchResult => x !== null);

/** The supplement reads (spec part 2 §7), each failing soft to an empty list. */
export async function loadSupplement(db: PedbookClient): Promise<SupplementIndex[]> {
  const conductSelect = 'id, title, slug, published, topic:pedbook_conducts_topics(slug, name, category:pedbook_conducts_categories(slug, name))';
  const [summaries, optimized, medications, categories, vaccines, icd, leaflets] = await Promise.all([
    readRows(db.from('pedbook_conducts_summaries').select(conductSelect).eq('published', true).limit(25)),
    readRows(db.from('pedbook_conducts_optimized').select(conductSelect).eq('published', true).limit(25)),
    readRows(db.from('pedbook_medications').select('id, name, slug, brands, category:pedbook_medication_categories(name)').limit(150)),
    readRows(db.from('pedbook_medication_categories').select('id, name').limit(50)),
    readRows(db.from('pedbook_vaccines').select('id, name').limit(50)),
    readRows(db.from('pedbook_icd10').select('id, codigo_cid, nome_doenca, categoria_nome').eq('ativo', true).limit(100)),
    readRows(db.from('pedbook_medication_instructions').select('id, medication_id, medication:pedbook_medications(id, name, slug, brands)').eq('is_published', true).limit(100)),
  ]);
  return [
    { type: 'conduct', items: compact([...summaries.map((r) => mapConduct(r, 0.9)), ...optimized.map((r) => mapConduct(r, 0.95))]) },
    { type: 'medication', items: compact(medications.map((r) => mapMedication(r))) },
    { type: 'category', items: compact(categories.map((r) => mapCategory(r))) },
    { type: 'vaccine', items: compact(vaccines.map((r) => mapVaccine(r))) },
    { type: 'icd10', items: compact(icd.map((r) => mapIcd10(r))) },
    { type: 'leaflet', items: compact(leaflets.map((r) => mapLeaflet(r))) },
  ];
}

export async function runSearch(db: PedbookClient, rawQuery: string, clinicalMode: boolean, supplement: SupplementIndex[]): Promise<SearchResult[]> {
  const query = normalizeQuery(rawQuery);
  const variants = spellingVariants(query);
  let remote = await rpcSearch(db, query);
  if (remote.length === 0 && variants.length > 0) {
    const more = await Promise.all(variants.slice(0, 2).map((v) => rpcSearch(db, v).catch(() => [] as SearchResult[])));
    remote = more.flat();
  }
  const queries = [query, ...variants];
  return mergeResults(
    [
      remote,
      fuzzySupplement(supplement, queries),
      matchStatic(CALCULATORS, 'calculator', queries, clinicalMode),
      matchStatic(FLOWCHARTS, 'flowchart', queries, clinicalMode),
      matchStatic(CHILDCARE, 'childcare', queries, clinicalMode),
      matchStatic(TOXIDROMES, 'toxidrome', queries, clinicalMode),
    ],
    clinicalMode,
  );
}

/** The search online, or over the offline copy when the server cannot be reached. */
export async function searchWithFallback(query: string, clinicalMode: boolean, supplement: (db: PedbookClient) => Promise<SupplementIndex[]>): Promise<SearchResult[]> {
  return withOfflineFallback(
    async () => {
      const db = await client();
      return runSearch(db, query, clinicalMode, await supplement(db));
    },
    (data) => offlineSearch(data, query, clinicalMode),
  );
}

/** Merging and ranking of search results: remote results, fuzzy supplements and static lists;
 * duplicates removed (first occurrence by type+id or path wins after ranking), clinical-mode
 * filtering, relevance order. */
import { fold } from './normalize';
import { STATIC_CAPS, type StaticItem } from './static-lists';
import type { SearchResult, SearchResultType } from './types';

/** Types hidden in clinical mode. */
export const CLINICAL_HIDDEN_TYPES: ReadonlySet<SearchResultType> = new Set(['medication', 'category', 'leaflet']);

export function matchStatic(
  items: StaticItem[],
  type: 'calculator' | 'flowchart' | 'childcare' | 'toxidrome',
  queries: string[],
  clinicalMode: boolean,
): SearchResult[] {
  const folded = queries.map(fold).filter((q) => q.length > 0);
  const out: SearchResult[] = [];
  for (const item of items) {
    if (clinicalMode && item.hiddenInClinicalMode) continue;
    const name = fold(item.name);
    const hay = `${name} ${fold(item.description)} ${fold(item.keywords ?? '')} ${item.id}`;
    let relevance = 0;
    for (const q of folded) {
      if (name.startsWith(q)) relevance = Math.max(relevance, 0.85);
      else if (name.includes(q)) relevance = Math.max(relevance, 0.75);
      else if (hay.includes(q)) relevance = Math.max(relevance, 0.6);
    }
    if (relevance > 0) out.push({ id: item.id, name: item.name, type, path: item.path, description: item.description, relevance });
  }
  return out.sort((a, b) => b.relevance - a.relevance).slice(0, STATIC_CAPS[type]);
}

export function mergeResults(groups: SearchResult[][], clinicalMode: boolean): SearchResult[] {
  const all = groups.flat().filter((r) => !(clinicalMode && CLINICAL_HIDDEN_TYPES.has(r.type)));
  all.sort((a, b) => b.relevance - a.relevance || a.name.localeCompare(b.name, 'pt-BR'));
  const seen = new Set<string>();
  const out: SearchResult[] = [];
  for (const r of all) {
    const key = `${r.type}:${r.id}`;
    const pathKey = `${r.type}@${r.path}`;
    if (seen.has(key) || (r.type !== 'category' && seen.has(pathKey))) continue;
    seen.add(key);
    seen.add(pathKey);
    out.push(r);
  }
  return out;
}

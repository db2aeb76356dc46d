/** Fuzzy supplement (spec part 2 §9): Fuse threshold 0.6, at most 2 extra results per type,
 * drawn from the supplement reads, tried with the query and its spelling variants. */
import Fuse from 'fuse.js';
import type { SearchResult, SearchResultType } from './types';

export const SUPPLEMENT_THRESHOLD = 0.6;
export const SUPPLEMENT_LIMIT_PER_TYPE = 2;

export interface SupplementIndex {
  type: SearchResultType;
  items: SearchResult[];
}

export function fuzzySupplement(indexes: SupplementIndex[], queries: string[]): SearchResult[] {
  const out: SearchResult[] = [];
  for (const { type, items } of indexes) {
    if (items.length === 0) continue;
    const fuse = new Fuse(items, {
      keys: [
        { name: 'name', weight: 0.7 },
        { name: 'slug', weight: 0.2 },
        { name: 'description', weight: 0.1 },
      ],
      threshold: SUPPLEMENT_THRESHOLD,
      ignoreLocation: true,
      includeScore: true,
    });
    const best = new Map<string, SearchResult>();
    for (const q of queries) {
      for (const hit of fuse.search(q, { limit: SUPPLEMENT_LIMIT_PER_TYPE })) {
        const relevance = Math.max(0.3, 0.85 * (1 - (hit.score ?? 1)));
        const prev = best.get(hit.item.id);
        if (!prev || prev.relevance < relevance) best.set(hit.item.id, { ...hit.item, relevance, similarity_score: 1 - (hit.score ?? 1) });
      }
    }
    out.push(
      ...[...best.values()]
        .sort((a, b) => b.relevance - a.relevance)
        .slice(0, SUPPLEMENT_LIMIT_PER_TYPE)
        .map((r) => ({ ...r, type })),
    );
  }
  return out;
}

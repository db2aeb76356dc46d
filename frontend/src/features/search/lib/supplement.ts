/** Fuzzy supplement (spec part 2 §9): Fuse threshold 0.6, at most 2 extra results per type,
 * drawn from the supplement reads, tried with the query and its spelling variants.
 *
 * Fuse at 0.6 with `ignoreLocation` accepts almost anything that shares a few letters in
 * order ("amoxicilina" → Sarampo, "asma" → Kwashiorkor). So a hit joins the results only when
 * every word of the query (3+ letters) is a plausible spelling of a word of the item's name or
 * slug: contained in it, or within a small edit distance of it or of its start (a word still
 * being typed). Typos survive ("amoxisilina" → Amoxicilina); unrelated names do not. */
import Fuse from 'fuse.js';
import { fold } from './normalize';
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
        if (!plausibleMatch(q, hit.item)) continue;
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

/** Typos allowed in a query word of this length (optimal string alignment distance). */
export function allowedTypos(wordLength: number): number {
  if (wordLength <= 4) return 1;
  if (wordLength <= 8) return 2;
  return 3;
}

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array<number>(rows * cols).fill(0);
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[(i - 1) * cols + j]! + 1, d[i * cols + j - 1]! + 1, d[(i - 1) * cols + j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[(i - 2) * cols + j - 2]! + 1);
      d[i * cols + j] = v;
    }
  }
  return d[rows * cols - 1]!;
}

const words = (s: string): string[] => fold(s).split(/[^a-z0-9]+/).filter((w) => w.length > 0);

function wordMatches(q: string, w: string): boolean {
  if (w.includes(q)) return true;
  const allowed = allowedTypos(q.length);
  if (Math.abs(w.length - q.length) <= allowed && editDistance(q, w) <= allowed) return true;
  // a word still being typed: compare with the start of the name's word
  return w.length > q.length && editDistance(q, w.slice(0, q.length)) <= allowed;
}

/** Whether every query word of 3+ letters plausibly spells a word of the item's name or slug. */
export function plausibleMatch(query: string, item: Pick<SearchResult, 'name' | 'slug'>): boolean {
  const qs = words(query).filter((w) => w.length >= 3);
  if (qs.length === 0) return false;
  const ws = [...words(item.name), ...words(item.slug ?? '')];
  return qs.every((q) => ws.some((w) => wordMatches(q, w)));
}

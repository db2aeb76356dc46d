/** The downloaded copy, read back from IndexedDB into memory (restore), and the lookups the
 * offline pages use. A missing copy or a copy of another metadata version reads as null. */
import { DATASETS, OFFLINE_METADATA_KEY, OFFLINE_METADATA_VERSION, datasetKey, isOfflineMetadata, type OfflineMetadata } from './datasets';
import type { OfflineStore } from './store';

export type Row = Record<string, unknown>;

export interface OfflineData {
  metadata: OfflineMetadata;
  rows(table: string): Row[];
}

function parseRows(text: string | undefined): Row[] {
  if (!text) return [];
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? v.filter((r): r is Row => typeof r === 'object' && r !== null) : [];
  } catch {
    return [];
  }
}

export async function restoreOfflineData(store: OfflineStore): Promise<OfflineData | null> {
  const keys = [OFFLINE_METADATA_KEY, ...DATASETS.map((d) => datasetKey(d.table))];
  const [metaText, ...texts] = await store.getMany(keys);
  let metadata: unknown;
  try {
    metadata = metaText ? JSON.parse(metaText) : null;
  } catch {
    metadata = null;
  }
  if (!isOfflineMetadata(metadata) || metadata.version !== OFFLINE_METADATA_VERSION) return null;
  // Each table is parsed when first read (timed as 'pedbook:offline-parse:<table>'): a medication
  // page does not pay for the 10,000 CID-10 rows.
  const texts_ = new Map<string, string | undefined>(DATASETS.map((d, i) => [d.table, texts[i]]));
  const parsed = new Map<string, Row[]>();
  const rows = (table: string): Row[] => {
    let r = parsed.get(table);
    if (!r) {
      const start = performance.now();
      r = parseRows(texts_.get(table));
      parsed.set(table, r);
      texts_.delete(table);
      performance.measure(`pedbook:offline-parse:${table}`, { start, end: performance.now() });
    }
    return r;
  };
  return { metadata, rows };
}

/** Spec part 2 §8: offline medication lookup by slug returns null when no cache or no match. */
export function medicationBySlug(data: OfflineData | null, slug: string): Row | null {
  return data?.rows('pedbook_medications').find((m) => m.slug === slug) ?? null;
}

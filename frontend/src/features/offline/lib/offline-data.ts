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
  const tables = new Map<string, Row[]>(DATASETS.map((d, i) => [d.table, parseRows(texts[i])]));
  return { metadata, rows: (table) => tables.get(table) ?? [] };
}

/** Spec part 2 §8: offline medication lookup by slug returns null when no cache or no match. */
export function medicationBySlug(data: OfflineData | null, slug: string): Row | null {
  return data?.rows('pedbook_medications').find((m) => m.slug === slug) ?? null;
}

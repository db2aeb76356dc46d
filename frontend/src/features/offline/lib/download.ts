/** The offline download (spec part 1 §4, part 2 §4/§8): every dataset in the spec's order with
 * its select, order and row limit; a main table's failure aborts (the previous copy stays); a
 * secondary table's failure gives an empty list and the download continues; then the images,
 * then the metadata {timestamp, version, totalItems}. Progress goes from 0 to 100. The copy is
 * written in one transaction at the end. */
import { DATASETS, OFFLINE_METADATA_KEY, OFFLINE_METADATA_VERSION, datasetKey, type DatasetDef, type OfflineMetadata } from './datasets';
import { collectImageUrls, downloadImages, type ImageDeps } from './images';
import type { OfflineStore } from './store';

/** Reads one dataset; throws on any failure (network, HTTP, RLS). */
export type TableFetcher = (def: DatasetDef) => Promise<unknown[]>;

export class OfflineDownloadError extends Error {
  constructor(
    readonly table: string,
    cause: unknown,
  ) {
    super(`Falha ao baixar ${table} para uso offline`, { cause });
    this.name = 'OfflineDownloadError';
  }
}

export interface DownloadDeps {
  fetchTable: TableFetcher;
  store: OfflineStore;
  images?: Omit<ImageDeps, 'save'>;
  now?: () => Date;
  onProgress?: (percent: number, label: string) => void;
  datasets?: readonly DatasetDef[];
  log?: (message: string, error: unknown) => void;
}

export interface DownloadResult {
  metadata: OfflineMetadata;
  /** secondary tables that failed and were stored empty */
  skipped: string[];
  images: number;
}

export async function downloadOfflineData(deps: DownloadDeps): Promise<DownloadResult> {
  const datasets = deps.datasets ?? DATASETS;
  const progress = deps.onProgress ?? (() => undefined);
  const log = deps.log ?? ((m: string, e: unknown) => console.warn(m, e));
  const tables = new Map<string, unknown[]>();
  const skipped: string[] = [];
  progress(0, 'iniciando');
  // One table at a time: gentle on a slow connection and on the server.
  for (const [i, def] of datasets.entries()) {
    progress(Math.round((i / datasets.length) * 85), def.label);
    try {
      const rows = await deps.fetchTable(def);
      if (!Array.isArray(rows)) throw new Error('resposta sem lista de linhas');
      tables.set(def.table, rows);
    } catch (error) {
      if (def.main) throw new OfflineDownloadError(def.table, error);
      // Errors are only logged, never shown (spec part 2 §8).
      log(`offline: ${def.table} indisponível, guardado vazio`, error);
      skipped.push(def.table);
      tables.set(def.table, []);
    }
  }
  progress(88, 'imagens');
  let images = 0;
  if (deps.images) images = await downloadImages(collectImageUrls(tables.values()), { ...deps.images, save: (n, b) => deps.store.putImage(n, b) });
  progress(95, 'metadados');
  const totalItems = [...tables.values()].reduce((n, rows) => n + rows.length, 0);
  const metadata: OfflineMetadata = { timestamp: (deps.now?.() ?? new Date()).toISOString(), version: OFFLINE_METADATA_VERSION, totalItems };
  const entries: Array<readonly [string, string]> = [...tables.entries()].map(([table, rows]) => [datasetKey(table), JSON.stringify(rows)] as const);
  entries.push([OFFLINE_METADATA_KEY, JSON.stringify(metadata)]);
  await deps.store.replaceAll(entries);
  progress(100, 'concluído');
  return { metadata, skipped, images };
}

/** PostgREST-style query builder, as much of supabase-js as the fetcher needs. */
interface QueryLike extends PromiseLike<{ data: unknown; error: { message?: string } | null }> {
  eq(column: string, value: string | boolean): QueryLike;
  order(column: string, options?: { ascending?: boolean }): QueryLike;
  limit(n: number): QueryLike;
}
export interface ClientLike {
  from(table: string): { select(columns: string): QueryLike };
}

/** The dataset reads through supabase-js (read-only selects, spec part 2 §7). */
export function supabaseFetcher(client: ClientLike): TableFetcher {
  return async (def) => {
    let q = client.from(def.table).select(def.select);
    for (const [column, value] of Object.entries(def.eq ?? {})) q = q.eq(column, value);
    for (const o of def.order) q = q.order(o.column, { ascending: o.ascending ?? true });
    if (def.limit !== null) q = q.limit(def.limit);
    const { data, error } = await q;
    if (error) throw new Error(error.message ?? 'erro do servidor');
    if (!Array.isArray(data)) throw new Error('resposta sem lista de linhas');
    return data;
  };
}

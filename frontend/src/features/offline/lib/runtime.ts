/** The offline copy at run time (loaded on demand): restore into memory once (timed as the
 * performance measure 'pedbook:offline-restore'), download, remove. */
import { storage } from '@/lib/storage';
import { db } from '@/lib/supabase';
import { OFFLINE_READY_KEY } from './keys';
import { downloadOfflineData, supabaseFetcher, type ClientLike, type DownloadResult } from './download';
import { restoreOfflineData, type OfflineData } from './offline-data';
import { idbCacheStore, persistReferenceQueries } from './query-persistence';
import { idbStore } from './store';
import type { QueryClient } from '@tanstack/react-query';

export const RESTORE_MEASURE = 'pedbook:offline-restore';

let restored: Promise<OfflineData | null> | null = null;

export function getOfflineData(): Promise<OfflineData | null> {
  restored ??= (async () => {
    const start = performance.now();
    const data = await restoreOfflineData(idbStore());
    performance.measure(RESTORE_MEASURE, { start, end: performance.now() });
    return data;
  })().catch((error: unknown) => {
    restored = null;
    throw error;
  });
  return restored;
}

export async function downloadForOffline(onProgress: (percent: number, label: string) => void): Promise<DownloadResult> {
  const client = (await db()) as unknown as ClientLike;
  const result = await downloadOfflineData({
    fetchTable: supabaseFetcher(client),
    store: idbStore(),
    images: { fetchImpl: (input, init) => fetch(input, init), sleep: (ms) => new Promise((r) => setTimeout(r, ms)) },
    onProgress,
  });
  storage.set(OFFLINE_READY_KEY, result.metadata.timestamp);
  restored = null;
  return result;
}

export async function removeOfflineCopy(): Promise<void> {
  storage.remove(OFFLINE_READY_KEY);
  restored = null;
  await Promise.all([idbStore().clear(), idbCacheStore().remove()]);
}

/** Reference queries persisted across starts (allow-list, busted by the app version). */
export function startQueryPersistence(queryClient: QueryClient): Promise<() => void> {
  return persistReferenceQueries(queryClient, __APP_VERSION__);
}

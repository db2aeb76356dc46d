/** TanStack Query persistence for an allow-list of reference queries only (never user data,
 * never search results): dehydrated into IndexedDB, hydrated back at start when it was written
 * by the same app version (the buster) and is younger than MAX_AGE_MS. Started only on devices
 * that hold an offline copy, so everyone else loads none of this. */
import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { openDB, type DBSchema } from 'idb';

/** Query-key prefixes that may be persisted: site settings (logo, the offline setting itself),
 * the medication index and the conduct categories. */
export const PERSISTED_QUERY_PREFIXES: ReadonlyArray<readonly string[]> = [['site-settings'], ['medications', 'index'], ['conducts', 'categories']];
export const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const SAVE_THROTTLE_MS = 1_000;
const CACHE_KEY = 'reference-queries';

export interface PersistedCache {
  buster: string;
  timestamp: number;
  state: DehydratedState;
}

export interface CacheStore {
  get(): Promise<PersistedCache | undefined>;
  set(value: PersistedCache): Promise<void>;
  remove(): Promise<void>;
}

export function isPersistedQuery(queryKey: readonly unknown[]): boolean {
  return PERSISTED_QUERY_PREFIXES.some((prefix) => prefix.every((part, i) => queryKey[i] === part));
}

const shouldDehydrateQuery = (q: Query) => q.state.status === 'success' && isPersistedQuery(q.queryKey);

interface CacheSchema extends DBSchema {
  kv: { key: string; value: PersistedCache };
}

export function idbCacheStore(name = 'pedbook-query-cache'): CacheStore {
  const db = openDB<CacheSchema>(name, 1, {
    upgrade(d) {
      d.createObjectStore('kv');
    },
  });
  return {
    get: async () => (await db).get('kv', CACHE_KEY),
    set: async (v) => void (await (await db).put('kv', v, CACHE_KEY)),
    remove: async () => void (await (await db).delete('kv', CACHE_KEY)),
  };
}

/** Restores what was persisted (same buster, not expired), then keeps the store up to date.
 * Returns the unsubscribe function. */
export async function persistReferenceQueries(queryClient: QueryClient, buster: string, store: CacheStore = idbCacheStore(), now: () => number = Date.now): Promise<() => void> {
  try {
    const saved = await store.get();
    if (saved && saved.buster === buster && now() - saved.timestamp <= MAX_AGE_MS) {
      // Only what the allow-list names, even if an older build wrote more.
      const queries = saved.state.queries.filter((q) => isPersistedQuery(q.queryKey));
      hydrate(queryClient, { mutations: [], queries });
    } else if (saved) {
      await store.remove();
    }
  } catch (error) {
    console.warn('offline: cache de consultas ilegível, ignorado', error);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    const state = dehydrate(queryClient, { shouldDehydrateQuery, shouldDehydrateMutation: () => false });
    void store.set({ buster, timestamp: now(), state }).catch((error: unknown) => console.warn('offline: cache de consultas não salvo', error));
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (!isPersistedQuery(event.query.queryKey) || event.type !== 'updated') return;
    if (timer === undefined) timer = setTimeout(save, SAVE_THROTTLE_MS);
  });
  return () => {
    unsubscribe();
    if (timer !== undefined) clearTimeout(timer);
  };
}

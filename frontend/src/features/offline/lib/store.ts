/** IndexedDB storage of the offline copy (idb): one entry per dataset under its `offline_<table>`
 * key holding the rows as a JSON string (spec part 2 §7: "one key per dataset as a JSON
 * string"), the metadata under `offline_metadata`, and the images, named by a hash of their URL
 * plus extension, in the `offline_images` store (the spec's offline_images folder). */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

export const OFFLINE_DB_NAME = 'pedbook-offline';
const DB_VERSION = 1;

interface OfflineSchema extends DBSchema {
  datasets: { key: string; value: string };
  offline_images: { key: string; value: Blob };
}

export interface OfflineStore {
  /** the JSON text under each key (undefined when absent), in one read transaction */
  getMany(keys: readonly string[]): Promise<Array<string | undefined>>;
  /** replaces the whole copy in one transaction: a failed write leaves the previous copy */
  replaceAll(entries: ReadonlyArray<readonly [key: string, json: string]>): Promise<void>;
  putImage(name: string, blob: Blob): Promise<void>;
  getImage(name: string): Promise<Blob | undefined>;
  imageNames(): Promise<string[]>;
  clear(): Promise<void>;
}

let dbPromise: Promise<IDBPDatabase<OfflineSchema>> | null = null;

function open(name: string): Promise<IDBPDatabase<OfflineSchema>> {
  return openDB<OfflineSchema>(name, DB_VERSION, {
    upgrade(db) {
      if (!db.objectStoreNames.contains('datasets')) db.createObjectStore('datasets');
      if (!db.objectStoreNames.contains('offline_images')) db.createObjectStore('offline_images');
    },
  });
}

export function idbStore(name = OFFLINE_DB_NAME): OfflineStore {
  const db = () => {
    if (name !== OFFLINE_DB_NAME) return open(name);
    return (dbPromise ??= open(name));
  };
  return {
    async getMany(keys) {
      const tx = (await db()).transaction('datasets', 'readonly');
      const values = await Promise.all(keys.map((k) => tx.store.get(k)));
      await tx.done;
      return values;
    },
    async replaceAll(entries) {
      const tx = (await db()).transaction('datasets', 'readwrite');
      await tx.store.clear();
      await Promise.all(entries.map(([k, v]) => tx.store.put(v, k)));
      await tx.done;
    },
    async putImage(imageName, blob) {
      await (await db()).put('offline_images', blob, imageName);
    },
    async getImage(imageName) {
      return (await db()).get('offline_images', imageName);
    },
    async imageNames() {
      return (await db()).getAllKeys('offline_images');
    },
    async clear() {
      const tx = (await db()).transaction(['datasets', 'offline_images'], 'readwrite');
      await Promise.all([tx.objectStore('datasets').clear(), tx.objectStore('offline_images').clear()]);
      await tx.done;
    },
  };
}

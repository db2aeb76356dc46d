/** Reading reference data with the server down: when the app works offline (device offline or
 * server unreachable) and a downloaded copy exists, answers come from it; when an online read
 * fails for lack of network, the copy answers too. Light on purpose (it sits next to the
 * start-up bundle): the copy and idb load only when needed. */
import { storage } from '@/lib/storage';
import { selectWorkingOffline, useConnectivityStore } from '@/stores/connectivity-store';
import { OFFLINE_READY_KEY, OFFLINE_SETTING_KEY } from '../lib/keys';
import type { OfflineData } from '../lib/offline-data';

export type { OfflineData };

export { OFFLINE_READY_KEY, OFFLINE_SETTING_KEY };

export const offlineCopyExpected = (): boolean => storage.get(OFFLINE_READY_KEY) !== null;

export const loadOfflineRuntime = () => import('../lib/runtime');

/** A failed fetch (no network, server down, DNS), as fetch or supabase-js report it. */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  const message = error instanceof Error ? error.message : typeof error === 'object' && error !== null ? String((error as { message?: unknown }).message ?? '') : '';
  return /Failed to fetch|NetworkError|Load failed|fetch failed|ERR_CONNECTION|ERR_INTERNET_DISCONNECTED/i.test(message);
}

async function fromCopy<T>(offline: (data: OfflineData) => T | undefined): Promise<T | undefined> {
  try {
    const data = await (await loadOfflineRuntime()).getOfflineData();
    return data ? offline(data) : undefined;
  } catch (error) {
    console.warn('offline: leitura da cópia local falhou', error);
    return undefined;
  }
}

/** online() normally; the copy (offline(data); undefined = not in the copy) while working offline
 * or when online() fails for lack of network. Other errors (RLS, validation) are not hidden. */
export async function withOfflineFallback<T>(online: () => Promise<T>, offline: (data: OfflineData) => T | undefined): Promise<T> {
  const hasCopy = offlineCopyExpected();
  if (hasCopy && selectWorkingOffline(useConnectivityStore.getState())) {
    const answer = await fromCopy(offline);
    if (answer !== undefined) return answer;
  }
  try {
    return await online();
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    if (typeof navigator === 'undefined' || navigator.onLine) useConnectivityStore.getState().serverDown();
    if (hasCopy) {
      const answer = await fromCopy(offline);
      if (answer !== undefined) return answer;
    }
    throw error;
  }
}

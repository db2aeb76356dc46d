/** TanStack Query defaults from spec part 2 §9. */
import { QueryClient } from '@tanstack/react-query';

export const QUERY_STALE_MS = 15 * 60_000;
export const QUERY_GC_MS = 45 * 60_000;
export const QUERY_RETRY_DELAY_MS = 2_000;
export const MUTATION_RETRY_DELAY_MS = 3_000;
/** Refetch after returning to the tab when it was hidden longer than this. */
export const REFETCH_AFTER_HIDDEN_MS = 5 * 60_000;
/** Refetch on focus when the last focus was longer ago than this. */
export const REFETCH_AFTER_FOCUS_MS = 2 * 60_000;
/** Refetch every 30 min while idle. */
export const IDLE_REFETCH_MS = 30 * 60_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_MS,
        gcTime: QUERY_GC_MS,
        retry: 1,
        retryDelay: QUERY_RETRY_DELAY_MS,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: 1, retryDelay: MUTATION_RETRY_DELAY_MS },
    },
  });
}

/** Should data be refetched now, given when the page was hidden / last focused? */
export function shouldRefetchAfter(lastMs: number | null, nowMs: number, thresholdMs: number): boolean {
  return lastMs !== null && nowMs - lastMs > thresholdMs;
}

/** Search query with the spec's cache rules: 250 ms debounce, ≥ 3 characters, fresh 15 min,
 * kept 2 h, one retry after 1 s, no refetch on focus/mount/reconnect. Failure → toast. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from '@/lib/toast';
import { trackEvent } from '@/lib/analytics';
import { SEARCH } from '@/lib/query-keys';
import { offlineCopyExpected } from '@/features/offline';
import { selectWorkingOffline, useConnectivityStore } from '@/stores/connectivity-store';
import { usePreferencesStore } from '@/stores/preferences-store';
import { MIN_QUERY_LENGTH, OFFLINE_MIN_QUERY_LENGTH, SEARCH_DEBOUNCE_MS, normalizeQuery } from '../lib/normalize';
import type { SearchResult } from '../lib/types';
import { useDebouncedValue } from './use-debounced-value';

export const SEARCH_STALE_MS = 15 * 60_000;
export const SEARCH_GC_MS = 2 * 60 * 60_000;
export const SEARCH_RETRY_DELAY_MS = 1_000;

const loadEngine = () => import('../api/run-search');

export const searchKeys = {
  results: (query: string, clinicalMode: boolean) => [...SEARCH, query, clinicalMode] as const,
  supplement: () => ['search-supplement'] as const,
};

export function useGlobalSearch(input: string) {
  const debounced = useDebouncedValue(input, SEARCH_DEBOUNCE_MS);
  const query = normalizeQuery(debounced);
  const clinicalMode = usePreferencesStore((s) => s.clinicalMode);
  const queryClient = useQueryClient();
  // Working offline over a downloaded copy, the spec's offline search runs from 2 characters.
  const offlineCopy = useConnectivityStore(selectWorkingOffline) && offlineCopyExpected();
  const minLength = offlineCopy ? OFFLINE_MIN_QUERY_LENGTH : MIN_QUERY_LENGTH;
  const enabled = query.length >= minLength;

  const result = useQuery<SearchResult[]>({
    queryKey: searchKeys.results(query, clinicalMode),
    enabled,
    staleTime: SEARCH_STALE_MS,
    gcTime: SEARCH_GC_MS,
    retry: 1,
    retryDelay: SEARCH_RETRY_DELAY_MS,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
    refetchOnReconnect: false,
    queryFn: async () => {
      const engine = await loadEngine();
      return engine.searchWithFallback(query, clinicalMode, (client) =>
        queryClient.ensureQueryData({
          queryKey: searchKeys.supplement(),
          queryFn: () => engine.loadSupplement(client),
          staleTime: SEARCH_STALE_MS,
          gcTime: SEARCH_GC_MS,
        }),
      );
    },
  });

  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (result.isError && reported.current !== result.error) {
      reported.current = result.error;
      toast.error('Erro na busca', { description: 'Não foi possível completar a busca. Tente novamente.' });
    }
  }, [result.isError, result.error]);

  const tracked = useRef('');
  useEffect(() => {
    if (enabled && result.isSuccess && tracked.current !== query) {
      tracked.current = query;
      trackEvent({ action_type: 'search', page_url: window.location.pathname, search_query: query, metadata: { results: result.data.length } });
    }
  }, [enabled, result.isSuccess, result.data, query]);

  return {
    query,
    enabled,
    pending: input.trim().length >= minLength && (normalizeQuery(input) !== query || result.isFetching),
    results: enabled && !result.isError ? (result.data ?? []) : [],
    isError: result.isError,
  };
}

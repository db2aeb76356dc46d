import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useConnectivityStore } from '@/stores/connectivity-store';
import { serverAnswers } from '../lib/server-probe';

/** While the server is unreachable, each route change asks it again (the spec's "offline check
 * runs per route change"); when it answers, cached queries are refetched. */
export function useServerProbe() {
  const { pathname } = useLocation();
  const reachable = useConnectivityStore((s) => s.serverReachable);
  const queryClient = useQueryClient();
  useEffect(() => {
    let cancelled = false;
    if (!reachable) void serverAnswers().then((up) => {
      if (cancelled || !up) return;
      useConnectivityStore.getState().serverUp();
      void queryClient.invalidateQueries();
    });
    return () => {
      cancelled = true;
    };
  }, [pathname, reachable, queryClient]);
}

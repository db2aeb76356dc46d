import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useConnectivityStore } from '@/stores/connectivity-store';

/** offline/online events update the connectivity store; both invalidate all cached queries. */
export function useConnectivityEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onOffline = () => {
      useConnectivityStore.getState().wentOffline();
      void queryClient.invalidateQueries();
    };
    const onOnline = () => {
      useConnectivityStore.getState().cameOnline();
      void queryClient.invalidateQueries();
    };
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, [queryClient]);
}

import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { subscribeToastRequests, toastRequested } from '@/lib/toast';
import { AppRoutes } from './router';
import { AppErrorBoundary } from './shell/error-screens';
import { installPinchZoomGuard } from './shell/pinch-zoom-guard';

// Mounted with the first toast asked for (lib/toast.ts queues it until then). A failed download
// (offline) drops the toasts instead of taking the page to the chunk-error screen.
const NoToaster: ComponentType = () => null;
const AppToaster = lazy(() =>
  import('./shell/toaster').then(
    (m): { default: ComponentType } => ({ default: m.AppToaster }),
    () => ({ default: NoToaster }),
  ),
);

export function App() {
  const [queryClient] = useState(createQueryClient);
  const wantsToaster = useSyncExternalStore(subscribeToastRequests, toastRequested, () => false);
  useEffect(() => {
    const removeGuard = installPinchZoomGuard();
    return removeGuard;
  }, []);
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        {wantsToaster ? (
          <Suspense fallback={null}>
            <AppToaster />
          </Suspense>
        ) : null}
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}

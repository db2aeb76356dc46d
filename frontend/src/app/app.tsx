import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { AppRoutes } from './router';
import { AppErrorBoundary } from './shell/error-screens';
import { installPinchZoomGuard } from './shell/pinch-zoom-guard';

const AppToaster = lazy(() => import('./shell/toaster').then((m) => ({ default: m.AppToaster })));

export function App() {
  const [queryClient] = useState(createQueryClient);
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
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}

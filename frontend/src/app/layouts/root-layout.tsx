import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useAuthSync } from '@/features/auth';
import { OfflineBlockedPage, isBlockedOffline, useConnectivityEvents } from '@/features/connectivity';
import { useMaintenanceGuard } from '@/features/maintenance';
import { useAuthStore } from '@/stores/auth-store';
import { useConnectivityStore } from '@/stores/connectivity-store';
import { useUiStore } from '@/stores/ui-store';
import { usePageViews } from '../hooks/use-page-views';
import { useRefetchPolicy } from '../hooks/use-refetch-policy';
import { AuthDialog, ConnectionLostModal, FeedbackDialog, OfflineUnavailableDialog, SiteFeedbackDialog, SupportDialog } from '../lazy-modules';
import { AppErrorBoundary, clearChunkRetries } from '../shell/error-screens';
import { LoadingOverlay } from '../shell/loading-overlay';
import { TopLoadingBar } from '../shell/top-loading-bar';
import { consumeAuthFragment } from '../auth-fragment';
import { Footer, Header } from './header';

/** The shell around every route: header, page, footer, dialogs, guards. */
export function RootLayout() {
  useAuthSync();
  useConnectivityEvents();
  useMaintenanceGuard();
  usePageViews();
  useRefetchPolicy();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const isOnline = useConnectivityStore((s) => s.isOnline);
  const authDialogOpen = useUiStore((s) => s.authDialogOpen);
  const dialog = useUiStore((s) => s.dialog);
  const user = useAuthStore((s) => s.user);
  const showConnectionPrompt = useConnectivityStore((s) => s.showPrompt);

  useEffect(() => {
    clearChunkRetries();
    // A sign-in callback that carried tokens in the fragment lands on '/'.
    if (consumeAuthFragment() === 'signin' && pathname !== '/auth/callback') navigate('/', { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => window.scrollTo(0, 0), [pathname]);

  // The connectivity dialogs must open without the network: fetch their code while online.
  useEffect(() => {
    const t = window.setTimeout(() => {
      void import('@/features/connectivity/components/connection-lost-modal');
      void import('@/features/connectivity/components/offline-unavailable-dialog');
    }, 2_000);
    return () => window.clearTimeout(t);
  }, []);

  const blocked = !isOnline && isBlockedOffline(pathname);
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#conteudo" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:p-2">
        Pular para o conteúdo
      </a>
      <Header />
      <main id="conteudo" className="flex-1">
        {blocked ? (
          <OfflineBlockedPage />
        ) : (
          <AppErrorBoundary key={pathname}>
            <Suspense fallback={<TopLoadingBar />}>
              <Outlet />
            </Suspense>
          </AppErrorBoundary>
        )}
      </main>
      <Footer />
      <Suspense fallback={null}>
        {authDialogOpen ? <AuthDialog /> : null}
        {dialog === 'feedback' ? <FeedbackDialog /> : null}
        {dialog === 'support' ? <SupportDialog /> : null}
        {user ? <SiteFeedbackDialog /> : null}
        {showConnectionPrompt ? <ConnectionLostModal /> : null}
        {dialog === 'offline-unavailable' ? <OfflineUnavailableDialog /> : null}
      </Suspense>
      <LoadingOverlay />
    </div>
  );
}

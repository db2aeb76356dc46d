import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { AuthDialog, useAuthSync } from '@/features/auth';
import { ConnectionLostModal, OfflineBlockedPage, OfflineUnavailableDialog, isBlockedOffline, useConnectivityEvents, useServerProbe } from '@/features/connectivity';
import { FeedbackDialog, SupportDialog } from '@/features/feedback';
import { useMaintenanceGuard } from '@/features/maintenance';
import { useOfflineSettingSync, useQueryPersistence } from '@/features/offline';
import { SiteFeedbackDialog } from '@/features/site-feedback';
import { useAuthStore } from '@/stores/auth-store';
import { selectWorkingOffline, useConnectivityStore } from '@/stores/connectivity-store';
import { useUiStore } from '@/stores/ui-store';
import { usePageViews } from '../hooks/use-page-views';
import { useQueryPhases } from '../hooks/use-query-phases';
import { useRefetchPolicy } from '../hooks/use-refetch-policy';
import { AppErrorBoundary, clearChunkRetries } from '../shell/error-screens';
import { LoadingOverlay } from '../shell/loading-overlay';
import { TopLoadingBar } from '../shell/top-loading-bar';
import { consumeAuthFragment } from '../auth-fragment';
import { Footer, Header } from './header';
import { pathTo } from '@/config/paths';

/** The shell's background work: session, connectivity, persistence, maintenance, page views.
 * A component of its own that renders nothing, so a query or store change these hooks follow (the
 * maintenance row, the site settings, auth becoming ready: three on every start) re-renders only
 * it, not the header, search boxes, footer and dialogs. Rendered last in RootLayout, so its effects
 * run after the page's, as they did when the hooks sat in RootLayout itself. */
function ShellSync() {
  useAuthSync();
  useConnectivityEvents();
  useServerProbe();
  useOfflineSettingSync();
  useQueryPersistence();
  useMaintenanceGuard();
  usePageViews();
  useRefetchPolicy();
  useQueryPhases();
  return null;
}

/** The shell around every route: header, page, footer, dialogs, guards. */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const workingOffline = useConnectivityStore(selectWorkingOffline);
  const authDialogOpen = useUiStore((s) => s.authDialogOpen);
  const dialog = useUiStore((s) => s.dialog);
  const user = useAuthStore((s) => s.user);

  useEffect(() => {
    clearChunkRetries();
    // A sign-in callback that carried tokens in the fragment lands on '/'.
    if (consumeAuthFragment() === 'signin' && pathname !== pathTo('/auth/callback')) navigate(pathTo('/'), { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A block body: Chromium 156's scrollTo returns a Promise, which React would keep as the
  // cleanup and call on the next navigation (the lint rule pedbook/effect-callback enforces it).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  const blocked = workingOffline && isBlockedOffline(pathname);
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#conteudo" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:p-2">
        Pular para o conteúdo
      </a>
      <Header />
      {/* The footer appears with the page, so a page arriving does not push it (no layout shift). */}
      <AppErrorBoundary key={pathname}>
        <Suspense fallback={<TopLoadingBar />}>
          <main id="conteudo" className="flex-1">
            {blocked ? <OfflineBlockedPage /> : <Outlet />}
          </main>
          <Footer />
        </Suspense>
      </AppErrorBoundary>
      <Suspense fallback={null}>
        {authDialogOpen ? <AuthDialog /> : null}
        {dialog === 'feedback' ? <FeedbackDialog /> : null}
        {dialog === 'support' ? <SupportDialog /> : null}
        {user ? <SiteFeedbackDialog /> : null}
      </Suspense>
      <ConnectionLostModal />
      <OfflineUnavailableDialog />
      <LoadingOverlay />
      <ShellSync />
    </div>
  );
}

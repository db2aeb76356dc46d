import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadStartPage } from './app/router';
import { captureAuthFragment } from './app/auth-fragment';
import { ErrorScreen, reportCaughtError } from './app/shell/error-screens';
import { afterFirstPaint } from './app/shell/first-paint';
import { afterStartUp } from './app/shell/after-start-up';
import { dismissSplash } from './app/shell/splash';
import { linkManifest, registerServiceWorker } from './app/pwa-register';
import { resolveAppConfig } from './lib/env';
import { reportToServer } from './lib/error-report-server';
import { addErrorReporter } from './lib/error-reporting';
import { initSupabase } from './lib/supabase';
import { toast } from './lib/toast';
import { visibilityGuard, watchVisibility } from './lib/visibility-guard';
import { useAuthStore } from './stores/auth-store';
import { useConnectivityStore } from './stores/connectivity-store';
import { applyTheme, readStoredTheme } from './stores/theme-store';
import './index.css';

applyTheme(readStoredTheme());
captureAuthFragment(window.location.hash);
// Before any other visibilitychange listener, so they see the guard's window already open.
watchVisibility(visibilityGuard);
// Caught render errors go to the server too, for the admin area's problems-debug page.
addErrorReporter((report) => reportToServer(report, useAuthStore.getState().user?.id ?? null));

const root = createRoot(document.getElementById('root') as HTMLElement, { onCaughtError: reportCaughtError });

// The first render waits neither for the app config nor for supabase-js: index.html has already
// requested /app-config.json, and supabase-js is fetched once the first page has been committed,
// so its download and start-up do not delay that paint. Backend calls wait for the client (db()).
let backendStarted = false;
function startBackend() {
  if (backendStarted) return;
  backendStarted = true;
  resolveAppConfig()
    .then(({ config, stale }) => {
      // The server did not answer: start from the last good config; the shell works offline.
      if (stale) useConnectivityStore.getState().serverDown();
      return initSupabase(config);
    })
    .catch((error: unknown) => {
      root.render(<ErrorScreen error={error} />);
      dismissSplash();
    });
  // The service worker precaches the shell so the next start works without network. A new
  // deployment is offered, never forced: the page keeps running the version it started with.
  // Its install downloads the whole shell, so it is registered once the start-up is over, and
  // the manifest (what makes the app installable) is linked then too (build/defer-manifest.ts).
  afterStartUp(() => {
    // The dev server writes no manifest (vite-plugin-pwa's dev mode is off).
    if (import.meta.env.PROD) linkManifest();
    void registerServiceWorker((apply) => {
      toast.info('Nova versão do PedBook disponível', {
        description: 'Atualize quando terminar o que está fazendo.',
        duration: Number.POSITIVE_INFINITY,
        action: { label: 'Atualizar', onClick: apply },
      });
    });
  });
}

function AfterFirstCommit() {
  useEffect(() => {
    startBackend();
  }, []);
  return null;
}

// The start page's chunk (modulepreloaded by index.html on '/') is awaited so the first commit
// already shows the page instead of the route's loading fallback (app/router.tsx, preloadStartPage;
// a preloaded page renders without suspending, lib/lazy-named.tsx).
// When index.html carries the page pre-rendered at build time (build/prerender.ts), the browser
// paints it first, then React replaces it with the live page.
const prerendered = document.querySelector('#root > [data-prerender]') !== null;
const painted = prerendered ? afterFirstPaint() : Promise.resolve();
const firstPage = Promise.all([
  preloadStartPage(window.location.pathname),
  painted,
]);

void firstPage.then(() => {
  root.render(
    <StrictMode>
      <App />
      <AfterFirstCommit />
    </StrictMode>,
  );
  dismissSplash();
});

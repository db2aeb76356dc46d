import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { captureAuthFragment } from './app/auth-fragment';
import { ErrorScreen } from './app/shell/error-screens';
import { dismissSplash } from './app/shell/splash';
import { loadAppConfig } from './lib/env';
import { initSupabase, loadSupabaseModule } from './lib/supabase';
import { visibilityGuard, watchVisibility } from './lib/visibility-guard';
import { applyTheme, readStoredTheme } from './stores/theme-store';
import './index.css';

applyTheme(readStoredTheme());
captureAuthFragment(window.location.hash);
// Before any other visibilitychange listener, so they see the guard's window already open.
watchVisibility(visibilityGuard);

const root = createRoot(document.getElementById('root') as HTMLElement);

void loadSupabaseModule().catch(() => undefined);
// The home page's code is fetched in parallel too (the lazy route reuses the same module).
if (window.location.pathname === '/') void import('./app/routes/home-page').catch(() => undefined);
loadAppConfig()
  .then(initSupabase)
  .then(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    dismissSplash();
  })
  .catch((error: unknown) => {
    root.render(<ErrorScreen error={error} />);
    dismissSplash();
  });

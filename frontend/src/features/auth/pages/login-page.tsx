import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuthStore } from '@/stores/auth-store';
import type { AuthMode } from '@/stores/ui-store';
import { AUTH_TITLES, AuthPanel } from '../components/auth-panel';
import { pathTo } from '@/config/paths';

export const RESET_PARAM_DELAY_MS = 500;

/** /login: the auth panel as a page. reset=true is removed and opens recovery after 500 ms. */
export function LoginPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const initialized = useAuthStore((s) => s.initialized);
  const [mode, setMode] = useState<AuthMode>('signin');
  const checkedSession = useRef(false);

  // Read once at mount: removing the parameter must not cancel the pending switch.
  useEffect(() => {
    if (params.get('reset') !== 'true') return;
    const next = new URLSearchParams(params);
    next.delete('reset');
    setParams(next, { replace: true });
    const t = window.setTimeout(() => setMode('reset'), RESET_PARAM_DELAY_MS);
    return () => window.clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Someone already signed in when the page opens goes home; sign-ins made here finish
  // through onDone (after the progress bar's pause).
  useEffect(() => {
    if (!initialized || checkedSession.current) return;
    checkedSession.current = true;
    if (useAuthStore.getState().user) navigate(pathTo('/'), { replace: true });
  }, [initialized, navigate]);

  return (
    <section className="mx-auto max-w-md px-4 py-8">
      <div className="rounded-xl border border-border bg-card p-6 shadow-sm">
        <h1 className="mb-4 text-xl font-semibold">{AUTH_TITLES[mode]}</h1>
        <AuthPanel mode={mode} onModeChange={setMode} onDone={() => navigate(pathTo('/'), { replace: true })} />
      </div>
    </section>
  );
}

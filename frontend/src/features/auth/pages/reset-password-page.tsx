import { useNavigate } from 'react-router';
import { ResetFlow } from '../components/reset-flow';
import { AUTH_DISCLAIMER } from '../components/auth-panel';
import { pathTo } from '@/config/paths';

/** /reset-password: the three-step recovery. After success the app reloads at '/'. */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  return (
    <section className="mx-auto max-w-md px-4 py-8">
      <div className="rounded-xl border border-border bg-card p-6 shadow-sm">
        <h1 className="mb-4 text-xl font-semibold">Recuperar senha</h1>
        <ResetFlow onBackToSignIn={() => navigate(pathTo('/login'))} onReload={() => window.location.assign(pathTo('/'))} />
        <p className="mt-4 border-t border-border pt-3 text-center text-xs text-muted-foreground">{AUTH_DISCLAIMER}</p>
      </div>
    </section>
  );
}

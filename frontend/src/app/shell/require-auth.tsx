import { Lock } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useAuthStore } from '@/stores/auth-store';
import { useUiStore } from '@/stores/ui-store';

/** Login-protected routes: without a session the login dialog opens and the page says why. */
export function RequireAuth({ title, children }: { title: string; children: ReactNode }) {
  const user = useAuthStore((s) => s.user);
  const initialized = useAuthStore((s) => s.initialized);
  const openAuthDialog = useUiStore((s) => s.openAuthDialog);
  useEffect(() => {
    if (initialized && !user) openAuthDialog('signin');
  }, [initialized, user, openAuthDialog]);
  if (!initialized) return <div className="flex justify-center p-10"><Spinner /></div>;
  if (!user) {
    return (
      <section className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-12 text-center">
        <Lock className="h-10 w-10 text-muted-foreground" aria-hidden />
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-muted-foreground">Entre na sua conta para acessar esta página.</p>
        <button type="button" onClick={() => openAuthDialog('signin')} className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground">
          Entrar
        </button>
      </section>
    );
  }
  return <>{children}</>;
}

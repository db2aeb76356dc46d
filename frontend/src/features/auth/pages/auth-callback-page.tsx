import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Spinner } from '@/components/ui/spinner';
import { ensureProfile, sessionUser } from '../api/auth-api';
import { setProfileData } from '@/lib/profile';
import { welcomeMessage } from '../lib/welcome';
import { pathTo } from '@/config/paths';

/** /auth/callback: supabase-js reads the tokens from the fragment; the profile is created or
 * updated, the user welcomed, and the app goes to '/'. */
export function AuthCallbackPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    (async () => {
      const user = await sessionUser();
      if (cancelled) return;
      if (!user) {
        setError('Não foi possível concluir o login. Tente novamente.');
        return;
      }
      const profile = await ensureProfile(user).catch(() => null);
      if (profile) setProfileData(queryClient, profile);
      const { title, description } = welcomeMessage(user.created_at, Date.now(), profile?.full_name ?? null);
      toast.success(title, { description });
      window.dispatchEvent(new CustomEvent('pedbook:auth-success'));
      navigate(pathTo('/'), { replace: true });
    })();
    return () => {
      cancelled = true;
    };
  }, [navigate, queryClient]);
  return (
    <section className="flex min-h-[50vh] flex-col items-center justify-center gap-3 p-6 text-center">
      {error ? (
        <>
          <h1 className="text-xl font-semibold">Falha no login</h1>
          <p role="alert" className="text-destructive">
            {error}
          </p>
          <button type="button" className="text-primary underline" onClick={() => navigate(pathTo('/login'))}>
            Voltar para o login
          </button>
        </>
      ) : (
        <>
          <Spinner />
          <h1 className="text-lg font-medium">Concluindo login...</h1>
        </>
      )}
    </section>
  );
}

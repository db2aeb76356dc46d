import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { MfaSettings, PasskeySettings } from '@/features/auth';
import { profileKeys, setProfileData, type Profile } from '@/lib/profile';
import { toast } from '@/lib/toast';
import { useAuthStore } from '@/stores/auth-store';
import { usePreferencesStore } from '@/stores/preferences-store';
import { useThemeStore } from '@/stores/theme-store';
import { accountKeys, loadAccount, saveProfile } from '../api/account-api';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';
import { SessionsCard } from '../components/sessions-card';
import { pathTo } from '@/config/paths';

function Toggle({ id, label, hint, checked, onChange }: { id: string; label: string; hint: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label htmlFor={id} className="flex items-start justify-between gap-4 rounded-lg border border-border p-4">
      <span>
        <span className="block font-medium">{label}</span>
        <span className="block text-sm text-muted-foreground">{hint}</span>
      </span>
      <input id={id} type="checkbox" role="switch" checked={checked} onChange={(e) => onChange(e.target.checked)} className="mt-1 h-5 w-5" />
    </label>
  );
}

/** /settings (login-protected): the profile (every field), theme, password, two-step
 * verification, passkeys, sessions and local preferences. */
export function SettingsPage() {
  const user = useAuthStore((s) => s.user);
  const queryClient = useQueryClient();
  const theme = useThemeStore((s) => s.theme);
  const setTheme = useThemeStore((s) => s.setTheme);
  const clinicalMode = usePreferencesStore((s) => s.clinicalMode);
  const setClinicalMode = usePreferencesStore((s) => s.setClinicalMode);
  const account = useQuery({
    queryKey: accountKeys.details(user?.id ?? ''),
    queryFn: () => loadAccount(user!.id),
    enabled: !!user,
  });

  const changeTheme = (dark: boolean) => {
    const next = dark ? 'dark' : 'light';
    setTheme(next);
    if (!user) return;
    // the preference follows the account; the local theme is already applied
    saveProfile(user.id, { theme_preference: next }).then(
      (saved) => {
        queryClient.setQueryData(accountKeys.details(saved.id), saved);
        // the stored profile carries the preference too (what the next sign-in applies)
        const profile = queryClient.getQueryData<Profile>(profileKeys.profile(saved.id));
        if (profile) setProfileData(queryClient, { ...profile, theme_preference: saved.theme_preference });
      },
      () => toast.error('Não foi possível salvar o tema na sua conta', { description: 'Ele continua salvo neste dispositivo.' }),
    );
  };

  return (
    <section className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold">Configurações</h1>
      {account.isPending ? (
        <p className="text-sm text-muted-foreground">Carregando perfil…</p>
      ) : account.isError ? (
        <div role="alert" className="rounded-lg border border-destructive p-4 text-sm text-destructive">
          {account.error.message}{' '}
          <button type="button" className="underline" onClick={() => void account.refetch()}>Tentar novamente</button>
        </div>
      ) : (
        <ProfileForm key={account.data.id} account={account.data} email={user?.email ?? null} />
      )}
      <Toggle id="pref-dark" label="Tema escuro" hint="Salvo na sua conta e neste dispositivo." checked={theme === 'dark'} onChange={changeTheme} />
      <Toggle id="pref-clinical" label="Modo Clinical" hint="Foca em protocolos e referências; oculta medicamentos e bulas." checked={clinicalMode} onChange={setClinicalMode} />
      <PasswordForm />
      <Suspense fallback={<p className="text-sm text-muted-foreground">Carregando verificação em duas etapas…</p>}>
        <MfaSettings />
      </Suspense>
      {user ? (
        <Suspense fallback={null}>
          <PasskeySettings userId={user.id} />
        </Suspense>
      ) : null}
      <SessionsCard />
      <Link to={pathTo('/modo-offline')} className="block w-full rounded-lg border border-border p-4 text-left hover:bg-muted">
        <span className="block font-medium">Modo offline</span>
        <span className="block text-sm text-muted-foreground">Baixar o conteúdo para usar sem internet.</span>
      </Link>
    </section>
  );
}

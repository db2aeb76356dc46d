import { Suspense } from 'react';
import { MfaSettings, PasskeySettings } from '@/features/auth';
import { useProfile } from '@/lib/profile';
import { useAuthStore } from '@/stores/auth-store';
import { usePreferencesStore } from '@/stores/preferences-store';
import { useThemeStore } from '@/stores/theme-store';
import { useUiStore } from '@/stores/ui-store';

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

/** /settings (login-protected): profile summary and local preferences. */
export function SettingsPage() {
  const profile = useProfile();
  const user = useAuthStore((s) => s.user);
  const theme = useThemeStore((s) => s.theme);
  const setTheme = useThemeStore((s) => s.setTheme);
  const clinicalMode = usePreferencesStore((s) => s.clinicalMode);
  const setClinicalMode = usePreferencesStore((s) => s.setClinicalMode);
  const openDialog = useUiStore((s) => s.openDialog);
  return (
    <section className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold">Configurações</h1>
      <div className="rounded-lg border border-border p-4">
        <h2 className="font-semibold">Perfil</h2>
        <dl className="mt-2 grid grid-cols-[8rem_1fr] gap-y-1 text-sm">
          <dt className="text-muted-foreground">Nome</dt>
          <dd>{profile?.full_name || 'Usuário'}</dd>
          <dt className="text-muted-foreground">Email</dt>
          <dd>{user?.email}</dd>
          <dt className="text-muted-foreground">Formação</dt>
          <dd>{profile?.formation_area || 'Não informado'}</dd>
          <dt className="text-muted-foreground">Ano</dt>
          <dd>{profile?.graduation_year || 'Não informado'}</dd>
        </dl>
      </div>
      <Suspense fallback={<p className="text-sm text-muted-foreground">Carregando verificação em duas etapas…</p>}>
        <MfaSettings />
      </Suspense>
      {user ? (
        <Suspense fallback={null}>
          <PasskeySettings userId={user.id} />
        </Suspense>
      ) : null}
      <Toggle id="pref-dark" label="Tema escuro" hint="Salvo neste dispositivo." checked={theme === 'dark'} onChange={(v) => setTheme(v ? 'dark' : 'light')} />
      <Toggle id="pref-clinical" label="Modo Clinical" hint="Foca em protocolos e referências; oculta medicamentos e bulas." checked={clinicalMode} onChange={setClinicalMode} />
      <button type="button" onClick={() => openDialog('offline-unavailable')} className="w-full rounded-lg border border-border p-4 text-left hover:bg-muted">
        <span className="block font-medium">Modo offline</span>
        <span className="block text-sm text-muted-foreground">Baixar o conteúdo para usar sem internet.</span>
      </button>
    </section>
  );
}

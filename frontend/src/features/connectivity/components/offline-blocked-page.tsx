import { CheckCircle2, WifiOff } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useUiStore } from '@/stores/ui-store';
import { OFFLINE_AREA_TEXT, OFFLINE_TOOLS, offlineArea } from '../lib/offline-areas';
import { pathTo } from '@/config/paths';

export function OfflineBlockedPage({ showBack = true }: { showBack?: boolean }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const openDialog = useUiStore((s) => s.openDialog);
  const text = OFFLINE_AREA_TEXT[offlineArea(pathname)];
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-10 text-center" data-testid="offline-blocked">
      <WifiOff className="h-12 w-12 text-muted-foreground" aria-hidden />
      <h1 className="text-2xl font-bold">{text.title}</h1>
      <p className="text-muted-foreground">{text.description}</p>
      <p className="rounded-md bg-muted p-3 text-sm">
        Você está sem conexão. O modo offline completo ainda não está disponível.{' '}
        <button type="button" className="text-primary underline" onClick={() => openDialog('offline-unavailable')}>
          Saiba mais
        </button>
      </p>
      <div className="w-full text-left">
        <h2 className="mb-2 font-semibold">Funcionam sem internet</h2>
        <ul className="space-y-1 text-sm">
          {OFFLINE_TOOLS.map((t) => (
            <li key={t} className="flex items-center gap-2">
              <CheckCircle2 className="h-4 w-4 text-primary" aria-hidden /> {t}
            </li>
          ))}
        </ul>
      </div>
      <div className="flex gap-2">
        {showBack ? (
          <Button variant="outline" onClick={() => navigate(-1)}>
            Voltar
          </Button>
        ) : null}
        <Button onClick={() => navigate(pathTo('/'))}>Ir para Página Inicial</Button>
      </div>
    </section>
  );
}

import { CheckCircle2, CloudOff, Download, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { selectWorkingOffline, useConnectivityStore } from '@/stores/connectivity-store';
import { offlineCopyExpected } from '../api/fallback';
import { useOfflineEnabled } from '../hooks/use-offline-setting';
import type { OfflineMetadata } from '../lib/datasets';
import { downloadForOffline, getOfflineData, removeOfflineCopy } from '../lib/runtime';
import { pathTo } from '@/config/paths';

const AVAILABLE = ['Medicamentos e o cálculo das doses por peso', 'Condutas e manejos publicados', 'CID-10', 'Calculadoras, fluxogramas e intoxicações (sempre)'];

const when = (iso: string) => new Date(iso).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/** /modo-offline: the spec's 'Modo Offline Temporariamente Indisponível' while the admin setting
 * is off (the default); when on, the download of the offline copy, its state and its removal. */
export function OfflinePage() {
  const enabled = useOfflineEnabled();
  const workingOffline = useConnectivityStore(selectWorkingOffline);
  const navigate = useNavigate();
  const [metadata, setMetadata] = useState<OfflineMetadata | null>(null);
  const [progress, setProgress] = useState<{ percent: number; label: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    if (offlineCopyExpected())
      void getOfflineData().then(
        (d) => {
          if (!cancelled) setMetadata(d?.metadata ?? null);
        },
        () => undefined,
      );
    return () => {
      cancelled = true;
    };
  }, []);

  // With the server down the setting cannot be read: a copy already on the device still counts.
  const available = enabled === true || (enabled === undefined && workingOffline && metadata !== null);

  if (!available && enabled !== undefined) {
    return (
      <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-10 text-center">
        <CloudOff className="h-12 w-12 text-muted-foreground" aria-hidden />
        <h1 className="text-2xl font-bold">Modo Offline Temporariamente Indisponível</h1>
        <p className="text-muted-foreground">Este recurso estará disponível em breve. Por enquanto, mantenha-se conectado à internet para usar o PedBook.</p>
        <Button onClick={() => navigate(pathTo('/'))}>Entendi</Button>
      </section>
    );
  }

  const download = async () => {
    setError(null);
    setProgress({ percent: 0, label: 'iniciando' });
    try {
      const result = await downloadForOffline((percent, label) => setProgress({ percent, label }));
      setMetadata(result.metadata);
    } catch (e) {
      console.warn('offline: download falhou', e);
      setError('Não foi possível baixar os dados para uso offline. Verifique a conexão e tente novamente; a cópia anterior, se houver, foi mantida.');
    } finally {
      setProgress(null);
    }
  };

  const remove = async () => {
    setError(null);
    try {
      await removeOfflineCopy();
      setMetadata(null);
    } catch (e) {
      console.warn('offline: remoção falhou', e);
      setError('Não foi possível remover os dados offline deste dispositivo. Tente novamente.');
    }
  };

  return (
    <section className="mx-auto max-w-2xl space-y-6 px-4 py-8" data-testid="offline-mode">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold">Modo Offline</h1>
        <p className="text-muted-foreground">Baixe os dados de referência para consultar o PedBook sem internet neste dispositivo.</p>
      </header>
      {enabled === undefined && !workingOffline ? <p className="text-sm text-muted-foreground">Carregando…</p> : null}
      <div className="rounded-lg border border-border p-4" data-testid="offline-status">
        {metadata ? (
          <p>
            Dados offline de <strong>{when(metadata.timestamp)}</strong> · {metadata.totalItems.toLocaleString('pt-BR')} itens · versão {metadata.version}
          </p>
        ) : (
          <p>Nenhum dado offline neste dispositivo.</p>
        )}
      </div>
      {progress ? (
        <div className="space-y-1">
          <div role="progressbar" aria-label="Download dos dados offline" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress.percent} className="h-2 w-full rounded bg-muted">
            <div className="h-2 rounded bg-primary transition-all" style={{ width: `${progress.percent}%` }} />
          </div>
          <p className="text-sm text-muted-foreground">Baixando {progress.label}… {progress.percent}%</p>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="rounded-md border border-destructive p-3 text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void download()} disabled={progress !== null || workingOffline || enabled !== true}>
          <Download className="mr-2 h-4 w-4" aria-hidden />
          {metadata ? 'Atualizar dados offline' : 'Baixar dados para uso offline'}
        </Button>
        {metadata ? (
          <Button variant="outline" onClick={() => void remove()} disabled={progress !== null}>
            <Trash2 className="mr-2 h-4 w-4" aria-hidden />
            Remover dados offline
          </Button>
        ) : null}
      </div>
      <div>
        <h2 className="mb-2 font-semibold">Disponível sem internet</h2>
        <ul className="space-y-1 text-sm">
          {AVAILABLE.map((t) => (
            <li key={t} className="flex items-center gap-2">
              <CheckCircle2 className="h-4 w-4 text-primary" aria-hidden /> {t}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import { Component, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { dispatchErrorReport } from '@/lib/error-reporting';
import { storage, sessionStore } from '@/lib/storage';
import {
  CHUNK_ERROR_CONTEXT_KEY,
  CHUNK_RETRY_KEY,
  ERROR_BREADCRUMBS_KEY,
  classifyError,
  nextChunkRetry,
} from './error-kind';
import { pathTo } from '@/config/paths';

function goHome() {
  window.location.assign(pathTo('/'));
}

function Screen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="alert" className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
    </div>
  );
}

const buttonClass = 'rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground hover:bg-primary/90';

function rememberError(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  const raw = storage.get(ERROR_BREADCRUMBS_KEY);
  let crumbs: Array<{ at: string; path: string; message: string }> = [];
  try {
    crumbs = raw ? (JSON.parse(raw) as typeof crumbs) : [];
  } catch {
    crumbs = [];
  }
  crumbs.push({ at: new Date().toISOString(), path: window.location.pathname, message });
  storage.set(ERROR_BREADCRUMBS_KEY, JSON.stringify(crumbs.slice(-10)));
}

function ChunkLoadScreen({ error }: { error: unknown }) {
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    storage.set(
      CHUNK_ERROR_CONTEXT_KEY,
      JSON.stringify({
        at: new Date().toISOString(),
        path: window.location.pathname,
        message: error instanceof Error ? error.message : String(error),
        userAgent: navigator.userAgent,
      }),
    );
    const attempts = Number(sessionStore.get(CHUNK_RETRY_KEY) ?? '0') || 0;
    const next = nextChunkRetry(attempts);
    if (!next.reload) {
      setGaveUp(true);
      return;
    }
    const t = window.setTimeout(() => {
      sessionStore.set(CHUNK_RETRY_KEY, String(next.attempt));
      window.location.reload();
    }, next.delayMs);
    return () => window.clearTimeout(t);
  }, [error]);

  if (!gaveUp) {
    return (
      <Screen title="Atualizando recursos...">
        <p className="text-muted-foreground">Uma nova versão do PedBook está disponível. A página será recarregada.</p>
      </Screen>
    );
  }
  return (
    <Screen title="Não foi possível carregar esta página">
      <p className="text-muted-foreground">Os recursos do aplicativo foram atualizados. Recarregue para continuar.</p>
      <button
        type="button"
        className={buttonClass}
        onClick={() => {
          sessionStore.remove(CHUNK_RETRY_KEY);
          window.location.reload();
        }}
      >
        Recarregar Agora
      </button>
    </Screen>
  );
}

export function ErrorScreen({ error }: { error: unknown }) {
  useEffect(() => {
    rememberError(error);
  }, [error]);
  const kind = classifyError(error);
  if (kind === 'chunk-load') return <ChunkLoadScreen error={error} />;
  if (kind === 'compatibility') {
    return (
      <Screen title="Navegador incompatível">
        <p className="text-muted-foreground">
          Seu navegador não suporta recursos necessários ao PedBook. Atualize-o para a versão mais recente ou use outro
          navegador.
        </p>
        <button type="button" className={buttonClass} onClick={goHome}>
          Ir para o início
        </button>
      </Screen>
    );
  }
  return (
    <Screen title="Algo deu errado">
      <p className="text-muted-foreground">Ocorreu um erro inesperado ao exibir esta página.</p>
      <div className="flex flex-wrap justify-center gap-2">
        {window.history.length > 1 ? (
          <button type="button" className="rounded-md border border-border px-4 py-2 text-sm" onClick={() => window.history.back()}>
            Voltar
          </button>
        ) : null}
        <button type="button" className={buttonClass} onClick={goHome}>
          Ir para o início
        </button>
        <button type="button" className="rounded-md border border-border px-4 py-2 text-sm" onClick={() => window.location.reload()}>
          Tentar novamente
        </button>
      </div>
    </Screen>
  );
}

/** What a developer needs from an error a boundary caught: its kind (as the screen classifies
 * it), the error with its stack, and the component stack. React calls this once per caught error
 * (createRoot's onCaughtError in main.tsx), instead of its own default log plus ours. */
export function reportCaughtError(error: unknown, info: Pick<ErrorInfo, 'componentStack'>): void {
  const kind = classifyError(error);
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  console.error(`[PedBook] erro ao exibir ${window.location.pathname} (${kind}): ${message}\n${info.componentStack ?? ''}`, error);
  dispatchErrorReport({ kind, message, componentStack: info.componentStack ?? '', path: window.location.pathname, error });
}

/** Boundary around the app and around each page (RootLayout keys it by path, so leaving the
 * page clears it). Reporting is reportCaughtError's job. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  render() {
    return this.state.error ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}

/** Forget chunk reload attempts once a page rendered fine. */
export function clearChunkRetries() {
  sessionStore.remove(CHUNK_RETRY_KEY);
}

/** /admin/dashboard: counts (users, feedback by status, content, drafts awaiting review), page
 * views and searches per day (a chart loaded on demand) and the searches that found nothing. */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { toApiError } from '@/lib/api-error';
import { fetchAnalytics, fetchContentCounts } from '../api/dashboard-api';
import { fetchStatusCounts, FEEDBACK_STATUSES, STATUS_LABEL } from '../api/feedback-desk';
import { AdminPage } from '../components/admin-page';
import { countUsers } from '../api/users-api';
import { friendlyDbError } from '../lib/db-errors';

const AnalyticsChart = lazy(() => import('../components/analytics-chart').then((m) => ({ default: m.AnalyticsChart })));

function Stat({ label, value, hint }: { label: string; value: number | string; hint?: string | null }) {
  return (
    <div className="rounded-xl border border-border p-3">
      <p className="text-xs text-muted-foreground">{label}</p>
      <p className="text-2xl font-semibold">{value}</p>
      {hint ? <p className="text-xs text-amber-700 dark:text-amber-400">{hint}</p> : null}
    </div>
  );
}

export function DashboardPage() {
  const users = useQuery({ queryKey: ['admin', 'dashboard', 'users'], queryFn: countUsers });
  const feedback = useQuery({ queryKey: ['admin', 'dashboard', 'feedback'], queryFn: fetchStatusCounts });
  const content = useQuery({ queryKey: ['admin', 'dashboard', 'content'], queryFn: fetchContentCounts });
  const stats = useQuery({ queryKey: ['admin', 'dashboard', 'analytics'], queryFn: fetchAnalytics });
  const drafts = content.data?.reduce((n, c) => n + (c.drafts ?? 0), 0);
  const error = [users, feedback, content, stats].find((q) => q.isError)?.error;
  return (
    <AdminPage title="Painel Administrativo" intro="Visão geral: usuários, feedbacks, conteúdo e rascunhos, uso do site nos últimos 30 dias e as buscas que não encontraram nada.">
      {error ? <p role="alert" className="text-destructive">{friendlyDbError(toApiError(error)).message}</p> : null}
      <section aria-label="Números" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        <Stat label="Usuários" value={users.data ?? '…'} />
        {FEEDBACK_STATUSES.map((s) => (
          <Stat key={s} label={`Feedbacks — ${STATUS_LABEL[s]}`} value={feedback.data?.[s] ?? '…'} />
        ))}
        <Stat label="Rascunhos aguardando revisão" value={drafts ?? '…'} />
        {(content.data ?? []).map((c) => (
          <Stat key={c.label} label={c.label} value={c.total} hint={c.drafts ? `${c.drafts} não publicados` : null} />
        ))}
      </section>
      <section aria-label="Uso do site" className="space-y-2">
        <h2 className="text-lg font-semibold">Visualizações e buscas por dia (30 dias)</h2>
        {stats.data ? (
          <>
            <p className="text-sm text-muted-foreground">
              Total: {stats.data.daily.reduce((n, d) => n + d.page_views, 0)} visualizações, {stats.data.daily.reduce((n, d) => n + d.searches, 0)} buscas.
            </p>
            <Suspense fallback={<Spinner label="Carregando o gráfico..." />}>
              <AnalyticsChart data={stats.data.daily} />
            </Suspense>
          </>
        ) : (
          <Spinner />
        )}
      </section>
      <section aria-label="Buscas sem resultado" className="space-y-2">
        <h2 className="text-lg font-semibold">Buscas sem resultado — o que escrever a seguir</h2>
        {stats.data?.empty.length === 0 ? <p className="text-sm text-muted-foreground">Nenhuma busca sem resultado nos últimos 30 dias.</p> : null}
        <ol className="list-decimal space-y-1 pl-6 text-sm">
          {(stats.data?.empty ?? []).map((t) => (
            <li key={t.term}>
              <strong>{t.term}</strong> — {t.times} {t.times === 1 ? 'vez' : 'vezes'}, última em {new Date(t.last_searched).toLocaleDateString('pt-BR')}
            </li>
          ))}
        </ol>
      </section>
    </AdminPage>
  );
}

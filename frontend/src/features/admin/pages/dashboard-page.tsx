/** /admin/dashboard: counts (users, feedback by status, content, drafts awaiting review), page
 * views and searches per day (a chart loaded on demand) and the searches that found nothing. */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { z } from 'zod';
import { Spinner } from '@/components/ui/spinner';
import { toApiError } from '@/lib/api-error';
import { checkedRows } from '@/lib/postgrest-error';
import { db, untypedDb } from '@/lib/supabase';
import { fetchStatusCounts, FEEDBACK_STATUSES, STATUS_LABEL } from '../api/feedback-desk';
import { AdminPage } from '../components/admin-page';
import { friendlyDbError } from '../lib/db-errors';

const AnalyticsChart = lazy(() => import('../components/analytics-chart').then((m) => ({ default: m.AnalyticsChart })));

const COUNTS: Array<{ label: string; table: string; drafts?: { column: string; value: boolean } }> = [
  { label: 'Medicamentos', table: 'pedbook_medications', drafts: { column: 'published', value: false } },
  { label: 'Bulas', table: 'pedbook_medication_instructions', drafts: { column: 'is_published', value: false } },
  { label: 'Condutas (tópicos)', table: 'pedbook_conducts_topics' },
  { label: 'Artigos do blog', table: 'pedbook_blog_posts', drafts: { column: 'published', value: false } },
  { label: 'Questões', table: 'pedbook_questions', drafts: { column: 'published', value: false } },
  { label: 'Fórmulas', table: 'pedbook_formulas', drafts: { column: 'published', value: false } },
  { label: 'Amamentação', table: 'pedbook_breastfeeding_medications', drafts: { column: 'published', value: false } },
];

async function count(table: string, filter?: { column: string; value: boolean }): Promise<number> {
  let q = (await untypedDb()).from(table).select('*', { count: 'exact', head: true });
  if (filter) q = q.eq(filter.column, filter.value);
  const res = await q;
  if (res.error) throw toApiError(res.error);
  return res.count ?? 0;
}

async function contentCounts() {
  return Promise.all(COUNTS.map(async (c) => ({ label: c.label, total: await count(c.table), drafts: c.drafts ? await count(c.table, c.drafts) : null })));
}

async function userCount(): Promise<number> {
  const res = await (await db()).rpc('admin_list_users', { search: '', page_limit: 1, page_offset: 0 });
  if (res.error) throw toApiError(res.error);
  return ((res.data ?? []) as Array<{ total_count: number }>)[0]?.total_count ?? 0;
}

const daily = z.object({ day: z.string(), page_views: z.number(), searches: z.number() });
const empty = z.object({ term: z.string(), times: z.number(), last_searched: z.string() });

async function analytics() {
  const client = await db();
  const [d, e] = await Promise.all([client.rpc('admin_analytics_daily', { days: 30 }), client.rpc('admin_empty_searches', { days: 30, max_terms: 15 })]);
  return { daily: checkedRows(daily, d), empty: checkedRows(empty, e) };
}

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
  const users = useQuery({ queryKey: ['admin', 'dashboard', 'users'], queryFn: userCount });
  const feedback = useQuery({ queryKey: ['admin', 'dashboard', 'feedback'], queryFn: fetchStatusCounts });
  const content = useQuery({ queryKey: ['admin', 'dashboard', 'content'], queryFn: contentCounts });
  const stats = useQuery({ queryKey: ['admin', 'dashboard', 'analytics'], queryFn: analytics });
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

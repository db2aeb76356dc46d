/** Condutas e manejos: categories → topics → the conduct page (stored Markdown rendered safely,
 * table of contents, sources, review date; drafts labelled — only admins receive them). */
import { useParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Markdown } from '@/components/markdown';
import { markdownHeadings } from '@/components/markdown-headings';
import { BrowserPage, ChildList, NotFound, QueryState, plural, type Crumb } from '@/components/reference-page';
import { pathTo } from '@/config/paths';
import { useConductCategories, useConductCategory, useConductRoute, type ConductSummary } from '../api/conducts';

const ROOT: Crumb = { label: 'Condutas e Manejos', to: pathTo('/condutas-e-manejos') };
const categoryPath = (categorySlug: string) => pathTo('/condutas-e-manejos/:categorySlug', { categorySlug });
const topicPath = (categorySlug: string, subcategorySlug: string) => pathTo('/condutas-e-manejos/:categorySlug/:subcategorySlug', { categorySlug, subcategorySlug });
const summaryPath = (categorySlug: string, topicSlug: string, slug: string) =>
  pathTo('/condutas-e-manejos/:categorySlug/:subcategorySlug/:topicSlug', { categorySlug, subcategorySlug: topicSlug, topicSlug: slug });

const DATE = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: 'long', year: 'numeric', timeZone: 'America/Sao_Paulo' });

export const DRAFT_LABEL = 'Rascunho — aguardando revisão clínica';

export function ConductsHomePage() {
  const q = useConductCategories();
  return (
    <BrowserPage crumbs={[{ label: 'Condutas e Manejos' }]} title="Condutas e Manejos" subtitle="Resumos de condutas clínicas por especialidade, cada um com suas fontes.">
      <QueryState isPending={q.isPending} error={q.error}>
        <ChildList
          label="Especialidades"
          items={(q.data ?? []).map((c) => ({ key: c.id, to: categoryPath(c.slug), code: '', name: c.name, count: plural(c.children, 'tema', 'temas') }))}
        />
      </QueryState>
    </BrowserPage>
  );
}

export function ConductCategoryPage() {
  const { categorySlug = '' } = useParams();
  const q = useConductCategory(categorySlug);
  const c = q.data?.category;
  return (
    <BrowserPage crumbs={[ROOT, { label: c?.name ?? categorySlug }]} title={c?.name ?? 'Condutas e Manejos'} subtitle={c?.description ?? undefined}>
      <QueryState isPending={q.isPending} error={q.error}>
        {c ? (
          <ChildList
            label="Temas"
            items={(q.data?.topics ?? []).map((t) => ({
              key: t.id,
              to: topicPath(c.slug, t.slug),
              code: '',
              name: t.name,
              count: plural(t.children, 'conduta', 'condutas'),
            }))}
          />
        ) : (
          <NotFound message="Especialidade não encontrada." />
        )}
      </QueryState>
    </BrowserPage>
  );
}

function ConductArticle({ summary }: { summary: ConductSummary }) {
  const content = summary.content ?? '';
  const toc = markdownHeadings(content).filter((h) => h.level <= 3);
  return (
    <article className="space-y-4">
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        {!summary.published ? <Badge className="border-amber-500 text-amber-700 dark:text-amber-300">{DRAFT_LABEL}</Badge> : null}
        <span>Revisado em {DATE.format(new Date(summary.updated_at))}</span>
      </div>
      {toc.length > 1 ? (
        <nav aria-label="Sumário" className="rounded-lg border border-border p-3 text-sm">
          <p className="font-semibold">Sumário</p>
          <ol className="mt-1 space-y-1">
            {toc.map((h) => (
              <li key={h.id} className={h.level === 3 ? 'pl-4' : undefined}>
                <a className="text-primary hover:underline" href={`#${h.id}`}>
                  {h.text}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <Markdown>{content}</Markdown>
      {summary.source ? (
        <section aria-labelledby="fontes" className="rounded-lg bg-muted p-3 text-sm">
          <h2 id="fontes" className="font-semibold">
            Fontes
          </h2>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {summary.source.split(/;\s+/).map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="text-xs text-muted-foreground">Conteúdo de apoio à decisão clínica: confira doses e condutas nas fontes citadas e nos protocolos da sua instituição.</p>
    </article>
  );
}

/** /{category}/{topic or summary} and /{category}/{topic}/{summary}. */
export function ConductPage() {
  const { categorySlug = '', subcategorySlug = '', topicSlug } = useParams();
  const q = useConductRoute(categorySlug, subcategorySlug, topicSlug ?? null);
  const r = q.data;
  const crumbs: Crumb[] = [ROOT];
  if (r) {
    crumbs.push({ label: r.category.name, to: categoryPath(r.category.slug) });
    if (r.kind === 'summary' && r.topic.slug !== r.category.slug) crumbs.push({ label: r.topic.name, to: topicPath(r.category.slug, r.topic.slug) });
    crumbs.push({ label: r.kind === 'summary' ? r.summary.title : r.topic.name });
  }
  const title = r ? (r.kind === 'summary' ? r.summary.title : r.topic.name) : 'Condutas e Manejos';
  return (
    <BrowserPage crumbs={crumbs} title={title} subtitle={r?.kind === 'topic' ? (r.topic.description ?? undefined) : undefined}>
      <QueryState isPending={q.isPending} error={q.error}>
        {!r ? (
          <NotFound message="Conduta não encontrada." />
        ) : r.kind === 'summary' ? (
          <ConductArticle summary={r.summary} />
        ) : r.summaries.length === 0 ? (
          <p className="text-muted-foreground">Nenhuma conduta publicada neste tema ainda.</p>
        ) : (
          <ChildList
            label="Condutas"
            items={r.summaries.map((s) => ({
              key: s.id,
              to: summaryPath(r.category.slug, r.topic.slug, s.slug),
              code: '',
              name: s.published ? s.title : `${s.title} (${DRAFT_LABEL.toLowerCase()})`,
            }))}
          />
        )}
      </QueryState>
    </BrowserPage>
  );
}

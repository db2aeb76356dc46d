/** The blog (list with tags and excerpts, filter by tag in the URL; the post page) and the
 * newsletters listed by date. */
import { Link, useParams, useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Markdown } from '@/components/markdown';
import { BrowserPage, NotFound, QueryState, plural } from '@/components/reference-page';
import { pathTo } from '@/config/paths';
import { PAGE_SIZE, useBlogPost, useBlogPosts, useNewsletters } from '../api/posts';

const DATE = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: 'long', year: 'numeric', timeZone: 'America/Sao_Paulo' });
const formatDate = (iso: string | null) => (iso ? DATE.format(new Date(iso)) : 'Sem data');

const pageOf = (params: URLSearchParams) => {
  const n = Number(params.get('page'));
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

function SimplePager({ page, total }: { page: number; total: number }) {
  const [params] = useSearchParams();
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (pages <= 1) return null;
  const href = (p: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(p));
    return `?${next.toString()}`;
  };
  return (
    <nav aria-label="Paginação" className="flex justify-between text-sm">
      {page > 1 ? <Link to={href(page - 1)}>← Mais recentes</Link> : <span />}
      <span className="text-muted-foreground">
        Página {page} de {pages}
      </span>
      {page < pages ? <Link to={href(page + 1)}>Mais antigos →</Link> : <span />}
    </nav>
  );
}

const DRAFT = <Badge className="border-amber-500 text-amber-700 dark:text-amber-300">Rascunho</Badge>;

function Tags({ tags }: { tags: string[] }) {
  return (
    <ul aria-label="Etiquetas" className="flex flex-wrap gap-1">
      {tags.map((t) => (
        <li key={t}>
          <Link to={`${pathTo('/blog')}?tag=${encodeURIComponent(t)}`} className="rounded-full border border-border px-2 py-0.5 text-xs hover:bg-muted">
            #{t}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function BlogPage() {
  const [params] = useSearchParams();
  const tag = params.get('tag');
  const page = pageOf(params);
  const q = useBlogPosts(tag, page);
  return (
    <BrowserPage
      crumbs={[{ label: 'Blog', to: tag ? pathTo('/blog') : undefined }, ...(tag ? [{ label: `#${tag}` }] : [])]}
      title="Blog"
      subtitle={tag ? `Artigos com a etiqueta #${tag}` : 'Artigos sobre pediatria clínica e sobre as fontes dos dados do PedBook.'}
    >
      <QueryState isPending={q.isPending} error={q.error}>
        {q.data?.rows.length ? (
          <ul aria-label="Artigos" className="space-y-3">
            {q.data.rows.map((p) => (
              <li key={p.id} className="rounded-lg border border-border p-4">
                <article className="space-y-2">
                  <h2 className="text-lg font-semibold">
                    <Link to={pathTo('/blog/post/:id', { id: p.id })} className="hover:underline">
                      {p.title}
                    </Link>{' '}
                    {!p.published ? DRAFT : null}
                  </h2>
                  <p className="text-xs text-muted-foreground">{formatDate(p.published_at)}</p>
                  {p.excerpt ? <p className="text-sm text-muted-foreground">{p.excerpt}</p> : null}
                  <Tags tags={p.tags} />
                </article>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">Nenhum artigo publicado{tag ? ` com a etiqueta #${tag}` : ''}.</p>
        )}
        <SimplePager page={page} total={q.data?.total ?? 0} />
      </QueryState>
    </BrowserPage>
  );
}

export function BlogPostPage() {
  const { id = '' } = useParams();
  const q = useBlogPost(id);
  const p = q.data;
  return (
    <BrowserPage crumbs={[{ label: 'Blog', to: pathTo('/blog') }, { label: p?.title ?? 'Artigo' }]} title={p?.title ?? 'Artigo do Blog'}>
      <QueryState isPending={q.isPending} error={q.error}>
        {p ? (
          <article className="space-y-3">
            <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              {!p.published ? DRAFT : null}
              <span>Publicado em {formatDate(p.published_at)}</span>
            </div>
            <Tags tags={p.tags} />
            {p.excerpt ? <p className="text-lg text-muted-foreground">{p.excerpt}</p> : null}
            <Markdown>{p.content}</Markdown>
          </article>
        ) : (
          <NotFound message="Artigo não encontrado." />
        )}
      </QueryState>
    </BrowserPage>
  );
}

export function NewslettersPage() {
  const [params] = useSearchParams();
  const page = pageOf(params);
  const q = useNewsletters(page);
  return (
    <BrowserPage crumbs={[{ label: 'Newsletters' }]} title="Newsletters" subtitle="Resumos periódicos das novidades em pediatria, do mais recente ao mais antigo.">
      <QueryState isPending={q.isPending} error={q.error}>
        {q.data?.rows.length ? (
          <>
            <p className="text-sm text-muted-foreground">{plural(q.data.total, 'edição', 'edições')}</p>
            <ol aria-label="Edições" className="space-y-3">
              {q.data.rows.map((n) => (
                <li key={n.id} className="rounded-lg border border-border p-4">
                  <article>
                    <h2 className="text-lg font-semibold">
                      {n.title} {!n.published ? DRAFT : null}
                    </h2>
                    <p className="text-xs text-muted-foreground">
                      <time dateTime={n.published_at ?? undefined}>{formatDate(n.published_at)}</time>
                    </p>
                    {n.summary ? <p className="mt-2 text-sm">{n.summary}</p> : null}
                    <details className="mt-2">
                      <summary className="cursor-pointer text-sm text-primary">Ler a edição</summary>
                      <Markdown>{n.content}</Markdown>
                    </details>
                    {n.source_url && /^https?:\/\//.test(n.source_url) ? (
                      <a className="mt-2 inline-block text-sm text-primary underline" href={n.source_url} target="_blank" rel="noopener noreferrer">
                        Fonte
                      </a>
                    ) : null}
                  </article>
                </li>
              ))}
            </ol>
          </>
        ) : (
          <p className="text-muted-foreground">Nenhuma edição publicada ainda. As novidades também aparecem no blog.</p>
        )}
        <SimplePager page={page} total={q.data?.total ?? 0} />
      </QueryState>
    </BrowserPage>
  );
}

/** The parts of a reference page (code browsers, conducts, blog): breadcrumbs, the page frame
 * with its h1, a list of links with counts, plural counts, loading/error and not-found states. */
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';

export interface Crumb {
  label: string;
  to?: string;
}

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Navegação estrutural" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-muted-foreground">
        {items.map((c, i) => (
          <li key={`${c.label}-${i}`} className="inline-flex items-center gap-1">
            {i > 0 ? <ChevronRight className="h-3.5 w-3.5" aria-hidden /> : null}
            {c.to && i < items.length - 1 ? (
              <Link to={c.to} className="text-primary hover:underline">
                {c.label}
              </Link>
            ) : (
              <span aria-current={i === items.length - 1 ? 'page' : undefined}>{c.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function BrowserPage({ crumbs, title, subtitle, children }: { crumbs: Crumb[]; title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-4xl space-y-4 px-4 py-6">
      <Breadcrumbs items={crumbs} />
      <header>
        <h1 className="text-2xl font-bold break-words">{title}</h1>
        {subtitle ? <div className="mt-1 text-muted-foreground">{subtitle}</div> : null}
      </header>
      {children}
    </section>
  );
}

export interface ChildItem {
  key: string;
  to: string;
  code: string;
  name: string;
  /** e.g. '4 subcategorias'; omitted for leaves. */
  count?: string;
  marks?: ReactNode;
}

export function ChildList({ items, label }: { items: ChildItem[]; label: string }) {
  if (items.length === 0) return <p className="text-muted-foreground">Nenhum item encontrado.</p>;
  return (
    <ul aria-label={label} className="divide-y divide-border rounded-lg border border-border">
      {items.map((it) => (
        <li key={it.key}>
          <Link to={it.to} className="flex items-start gap-3 px-3 py-2.5 hover:bg-muted focus-visible:bg-muted">
            {it.code ? <span className="min-w-14 shrink-0 font-mono text-sm font-semibold text-primary sm:min-w-20">{it.code}</span> : null}
            <span className="flex flex-1 flex-col gap-0.5 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
              <span className="text-sm">
                {it.name}
                {it.marks ? <span className="ml-1">{it.marks}</span> : null}
              </span>
              {it.count ? <span className="text-xs text-muted-foreground sm:shrink-0">{it.count}</span> : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export const plural = (n: number, one: string, many: string) => `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;

/** Loading, error or the content. */
export function QueryState({ isPending, error, children }: { isPending: boolean; error: Error | null; children: ReactNode }) {
  if (error)
    return (
      <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
        Não foi possível carregar os dados. Verifique a conexão e tente novamente.
      </p>
    );
  if (isPending)
    return (
      <div className="py-6">
        <Spinner />
      </div>
    );
  return <>{children}</>;
}

export function NotFound({ message }: { message: string }) {
  return <p className="rounded-md border border-border p-3 text-sm text-muted-foreground">{message}</p>;
}


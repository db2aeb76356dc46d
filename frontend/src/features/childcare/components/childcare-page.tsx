/** The frame of every childcare page: back link to /puericultura, title and description from the
 * route registry, the content, and the sources. */
import { ArrowLeft, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { VERIFICATION_LABELS, type Verification } from '@/clinical';
import { describePath } from '@/config/path-descriptions';
import { pathTo, routeEntry, type RoutePath } from '@/config/paths';

export function ChildcarePage({ path, children, sources, back = true }: { path: RoutePath; children: ReactNode; sources?: ReactNode; back?: boolean }) {
  const entry = routeEntry(path);
  return (
    <section className="mx-auto max-w-5xl space-y-5 px-4 py-6 print:max-w-none print:p-0">
      {back ? (
        <Link to={pathTo('/puericultura')} className="inline-flex items-center gap-1 text-sm text-primary hover:underline print:hidden">
          <ArrowLeft className="h-4 w-4" aria-hidden /> Puericultura
        </Link>
      ) : null}
      <header>
        <h1 className="text-2xl font-bold">{entry.title}</h1>
        <p className="mt-1 text-muted-foreground">{describePath(entry.path)}</p>
      </header>
      {children}
      {sources ? (
        <aside aria-label="Fonte" className="space-y-2 rounded-lg border border-border bg-muted/40 p-4 text-sm">
          <h2 className="flex items-center gap-1.5 font-semibold"><Info className="h-4 w-4" aria-hidden /> Fonte</h2>
          {sources}
        </aside>
      ) : null}
    </section>
  );
}

export function SourceLine({ source, verification, caveat }: { source: string; verification: Verification; caveat?: string | null }) {
  return (
    <div className="space-y-0.5">
      <p>{source}</p>
      <p className="text-xs text-muted-foreground">[{verification}] {VERIFICATION_LABELS[verification]}</p>
      {caveat ? <p className="text-amber-800 dark:text-amber-200">{caveat}</p> : null}
    </div>
  );
}

/** The seeds' verification_status → a short Portuguese badge; anything but a primary-source check is
 * flagged as not verified against the source. */
export function seedVerification(status: string): { label: string; verified: boolean } {
  switch (status) {
    case 'verificado': case 'verificado_fonte_primaria': return { label: 'Conferido na fonte', verified: true };
    case 'verificado_fonte_secundaria': return { label: 'Conferido em fonte secundária', verified: false };
    case 'verificado_noticia_sbp': return { label: 'Conferido em notícia da SBP', verified: false };
    case 'parcialmente_verificado': return { label: 'Parcialmente conferido', verified: false };
    default: return { label: 'Não conferido com a fonte', verified: false };
  }
}

/** The pieces of the code browser pages: the shared reference-page parts, the pager (page in the
 * URL), the copy button and the labelled fields of a code page. */
import { Check, Copy } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { pageCount } from '../lib/codes';

export { Breadcrumbs, BrowserPage, ChildList, NotFound, QueryState, plural, type ChildItem, type Crumb } from '@/components/reference-page';

/** Previous/next links that keep the other search parameters; the page lives in ?page. */
export function Pager({ page, total }: { page: number; total: number }) {
  const [params] = useSearchParams();
  const pages = pageCount(total);
  if (pages <= 1) return null;
  const hrefFor = (p: number) => {
    const next = new URLSearchParams(params);
    if (p === 1) next.delete('page');
    else next.set('page', String(p));
    const s = next.toString();
    return s ? `?${s}` : '?';
  };
  return (
    <nav aria-label="Paginação" className="flex items-center justify-between gap-2 text-sm">
      {page > 1 ? (
        <Link className="text-primary hover:underline" to={hrefFor(page - 1)} rel="prev">
          ← Anterior
        </Link>
      ) : (
        <span />
      )}
      <span className="text-muted-foreground">
        Página {page} de {pages} · {total.toLocaleString('pt-BR')} itens
      </span>
      {page < pages ? (
        <Link className="text-primary hover:underline" to={hrefFor(page + 1)} rel="next">
          Próxima →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

export function CopyCodeButton({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      toast.success(`Código ${code} copiado`);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error('Não foi possível copiar o código');
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void copy()} aria-label={`Copiar código ${code}`}>
      {copied ? <Check className="h-4 w-4" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />}
      {copied ? 'Copiado' : 'Copiar código'}
    </Button>
  );
}

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-md border border-border p-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-sm">{children}</dd>
    </div>
  );
}

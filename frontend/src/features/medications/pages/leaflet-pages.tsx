/** Professional leaflets: the published list (filterable), and one leaflet by medication slug or id,
 * rendered from its Markdown with the ANVISA Bulário entry it summarises and its review status. */
import { AlertTriangle, Search, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Markdown } from '@/components/markdown';
import { BrowserPage, NotFound, QueryState } from '@/components/reference-page';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { pathTo } from '@/config/paths';
import { useLeaflet, useLeaflets, type Leaflet } from '../api/references';
import { fold } from '../lib/filter';

export function LeafletsPage() {
  const q = useLeaflets();
  const [text, setText] = useState('');
  const words = fold(text).split(/\s+/).filter(Boolean);
  const shown = (q.data ?? []).filter((l) => words.every((w) => fold(`${l.medication?.name ?? ''} ${l.medication?.brands ?? ''}`).includes(w)));
  return (
    <BrowserPage crumbs={[{ label: 'Início', to: pathTo('/') }, { label: 'Bulas Profissionais' }]} title="Bulas Profissionais"
      subtitle="Resumos das bulas do profissional de saúde, cada um citando a entrada do Bulário Eletrônico da ANVISA.">
      <div className="relative">
        <label htmlFor="leaflets-q" className="sr-only">Buscar bula por medicamento ou marca</label>
        <Search className="pointer-events-none absolute left-3 top-3 h-4 w-4 text-muted-foreground" aria-hidden />
        <Input id="leaflets-q" type="search" className="pl-9 text-base" placeholder="Buscar bula por medicamento ou marca" value={text} onChange={(e) => setText(e.target.value)} />
      </div>
      <QueryState isPending={q.isPending} error={q.error}>
        {shown.length === 0 ? <p role="status" className="text-muted-foreground">Nenhuma bula encontrada.</p> : (
          <ul aria-label="Bulas" className="divide-y divide-border rounded-lg border border-border">
            {shown.map((l) => (
              <li key={l.id}>
                <Link to={pathTo('/bulas-profissionais/:slug', { slug: l.medication?.slug ?? '' })} className="block px-4 py-3 hover:bg-muted" data-leaflet={l.medication?.slug}>
                  <span className="font-medium">{l.medication?.name ?? l.title}</span>
                  {l.medication?.brands ? <span className="block text-xs text-muted-foreground">{l.medication.brands}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </BrowserPage>
  );
}

function LeafletBody({ l }: { l: Leaflet }) {
  return (
    <article className="space-y-4">
      <div className="flex flex-wrap gap-2">
        {!l.is_published ? <Badge>Rascunho (visível só para administradores)</Badge> : null}
        {l.status === 'verificado' ? (
          <Badge className="border-emerald-600 text-emerald-800 dark:text-emerald-200" data-status="verificado"><ShieldCheck className="mr-1 h-3 w-3" aria-hidden /> conferida com a bula{l.reviewed_at ? ` em ${new Date(`${l.reviewed_at}T00:00:00Z`).toLocaleDateString('pt-BR', { timeZone: 'UTC' })}` : ''}</Badge>
        ) : (
          <Badge className="border-amber-500 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100" data-status="pendente"><AlertTriangle className="mr-1 h-3 w-3" aria-hidden /> resumo pendente de conferência — conferir na bula vigente</Badge>
        )}
      </div>
      <div className="prose max-w-none dark:prose-invert"><Markdown>{l.content}</Markdown></div>
      <aside aria-label="Fonte" className="rounded-lg border border-border bg-muted/40 p-4 text-sm">
        <h2 className="font-semibold">Fonte</h2>
        <p data-testid="leaflet-source">{l.anvisa_entry ?? l.source ?? 'Fonte não informada'}</p>
      </aside>
      {l.medication ? <p><Link className="text-primary underline" to={pathTo('/medicamentos/:slug', { slug: l.medication.slug })}>Doses de {l.medication.name} para o paciente</Link></p> : null}
    </article>
  );
}

function LeafletPage({ by, label }: { by: { slug: string } | { medicationId: string }; label: string }) {
  const q = useLeaflet(by);
  const l = q.data;
  const name = l?.medication?.name;
  return (
    <BrowserPage crumbs={[{ label: 'Bulas Profissionais', to: pathTo('/bulas-profissionais') }, { label: name ?? label }]} title={name ? `Bula — ${name}` : 'Bula Profissional'}>
      <QueryState isPending={q.isPending} error={q.error}>
        {l ? <LeafletBody l={l} /> : <NotFound message="Não há bula profissional publicada para este medicamento." />}
      </QueryState>
    </BrowserPage>
  );
}

/** /bulas-profissionais/:slug */
export function LeafletBySlugPage() {
  const { slug = '' } = useParams();
  return <LeafletPage by={{ slug }} label={slug} />;
}

/** /medicamentos/:medicationId/bula */
export function LeafletByMedicationPage() {
  const { medicationId = '' } = useParams();
  return <LeafletPage by={{ medicationId }} label="Bula" />;
}

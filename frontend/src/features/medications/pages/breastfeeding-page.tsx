/** /medicamentos-amamentacao: compatibility with breastfeeding by section/subsection, searchable
 * (accents ignored), each drug with its class, notes and LactMed (NLM) citation. */
import { Search } from 'lucide-react';
import { useState } from 'react';
import { BrowserPage, QueryState } from '@/components/reference-page';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { pathTo } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useBreastfeeding, type BreastfeedingEntry } from '../api/references';
import { fold } from '../lib/filter';

const LEVEL = {
  verde: { label: 'Compatível', cls: 'border-emerald-600 bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100' },
  amarelo: { label: 'Uso criterioso', cls: 'border-amber-500 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100' },
  vermelho: { label: 'Evitar / contraindicado', cls: 'border-red-600 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100' },
} as const;

function Entry({ e }: { e: BreastfeedingEntry }) {
  const lvl = LEVEL[e.compatibility_level];
  return (
    <li className={cn('rounded-lg border border-l-4 p-4', lvl.cls)} data-entry={e.name} data-level={e.compatibility_level}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{e.name}</h3>
        <Badge className={lvl.cls}>{lvl.label}</Badge>
      </div>
      {e.usage_description ? <p className="mt-1 text-sm">{e.usage_description}</p> : null}
      {e.additional_info ? <p className="mt-1 text-sm">{e.additional_info}</p> : null}
      <div className="mt-2 space-y-1 text-xs">
        {e.lactmed_entry ? (
          <p data-testid="lactmed">
            LactMed — Drugs and Lactation Database (NLM/NICHD), verbete “{e.lactmed_entry}”;{' '}
            {e.lactmed_revised_on ? `revisão do verbete de ${new Date(`${e.lactmed_revised_on}T00:00:00Z`).toLocaleDateString('pt-BR', { timeZone: 'UTC' })}` : 'data de revisão do verbete não conferida'}
          </p>
        ) : null}
        {e.safety_source ? <p>Fonte: {e.safety_source}</p> : null}
        {e.article_reference ? <p>Referência: {e.article_reference}</p> : null}
        {e.verification_status ? <p className="text-muted-foreground">Verificação: {e.verification_status}</p> : null}
      </div>
    </li>
  );
}

export function BreastfeedingPage() {
  const q = useBreastfeeding();
  const [text, setText] = useState('');
  const words = fold(text).split(/\s+/).filter(Boolean);
  const shown = (q.data ?? []).filter((e) => words.every((w) => fold(`${e.name} ${e.section?.name ?? ''} ${e.subsection?.name ?? ''}`).includes(w)));
  const groups = new Map<string, { order: number; name: string; items: BreastfeedingEntry[] }>();
  for (const e of shown) {
    const name = [e.section?.name ?? 'Outros', e.subsection?.name].filter(Boolean).join(' — ');
    const g = groups.get(name) ?? { order: (e.section?.display_order ?? 999) * 1000 + (e.subsection?.display_order ?? 0), name, items: [] };
    g.items.push(e);
    groups.set(name, g);
  }
  const ordered = [...groups.values()].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name, 'pt-BR'));
  return (
    <BrowserPage crumbs={[{ label: 'Início', to: pathTo('/') }, { label: 'Medicamentos na Amamentação' }]} title="Medicamentos na Amamentação"
      subtitle="Verde = compatível; amarelo = uso criterioso (preferir alternativa ou monitorar o lactente); vermelho = evitar/contraindicado.">
      <div className="relative">
        <label htmlFor="bf-q" className="sr-only">Buscar medicamento na amamentação</label>
        <Search className="pointer-events-none absolute left-3 top-3 h-4 w-4 text-muted-foreground" aria-hidden />
        <Input id="bf-q" type="search" className="pl-9 text-base" placeholder="Buscar medicamento ou classe" value={text} onChange={(e) => setText(e.target.value)} />
      </div>
      <QueryState isPending={q.isPending} error={q.error}>
        {ordered.length === 0 ? <p role="status" className="text-muted-foreground">Nenhum medicamento encontrado.</p> : ordered.map((g) => (
          <section key={g.name} aria-label={g.name} className="space-y-2">
            <h2 className="text-lg font-semibold">{g.name}</h2>
            <ul className="space-y-2">{g.items.map((e) => <Entry key={e.id} e={e} />)}</ul>
          </section>
        ))}
      </QueryState>
    </BrowserPage>
  );
}

/** /interacoes-medicamentosas: pick two or more drugs → every known interaction between them, with
 * severity, mechanism, what to do and source. Absence from the table is said not to mean safety. */
import { X } from 'lucide-react';
import { useState } from 'react';
import { BrowserPage, QueryState } from '@/components/reference-page';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { pathTo } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useInteractionMedications, useInteractions, type Interaction } from '../api/references';
import { fold } from '../lib/filter';

const SEVERITY = {
  contraindicada: { rank: 0, label: 'Contraindicada', cls: 'border-red-700 bg-red-100 text-red-950 dark:bg-red-950 dark:text-red-50' },
  grave: { rank: 1, label: 'Grave', cls: 'border-red-500 bg-red-50 text-red-900 dark:bg-red-950/60 dark:text-red-100' },
  moderada: { rank: 2, label: 'Moderada', cls: 'border-amber-500 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100' },
  leve: { rank: 3, label: 'Leve', cls: 'border-border' },
} as const;

export function InteractionsPage() {
  const meds = useInteractionMedications();
  const [chosen, setChosen] = useState<string[]>([]);
  const [text, setText] = useState('');
  const pairs = useInteractions(chosen);
  const byId = new Map((meds.data ?? []).map((m) => [m.id, m]));
  const words = fold(text).split(/\s+/).filter(Boolean);
  const options = (meds.data ?? []).filter((m) => !chosen.includes(m.id) && words.every((w) => fold(`${m.name} ${m.drug_class ?? ''}`).includes(w)));
  const sorted = [...(pairs.data ?? [])].sort((a, b) => SEVERITY[a.severity].rank - SEVERITY[b.severity].rank);
  const name = (i: Interaction, side: 'a' | 'b') => byId.get(side === 'a' ? i.medication_a_id : i.medication_b_id)?.name ?? '?';
  return (
    <BrowserPage crumbs={[{ label: 'Início', to: pathTo('/') }, { label: 'Interações Medicamentosas' }]} title="Interações Medicamentosas"
      subtitle="Escolha dois ou mais medicamentos para ver as interações conhecidas entre eles.">
      <QueryState isPending={meds.isPending} error={meds.error}>
        <div aria-label="Medicamentos escolhidos" role="group" className="flex flex-wrap gap-2">
          {chosen.length === 0 ? <p className="text-sm text-muted-foreground">Nenhum medicamento escolhido.</p> : chosen.map((id) => (
            <Badge key={id} className="gap-1 text-sm">
              {byId.get(id)?.name}
              <button type="button" aria-label={`Remover ${byId.get(id)?.name ?? ''}`} onClick={() => setChosen(chosen.filter((x) => x !== id))}><X className="h-3 w-3" aria-hidden /></button>
            </Badge>
          ))}
        </div>
        <label htmlFor="im-q" className="text-sm font-medium">Adicionar medicamento</label>
        <Input id="im-q" type="search" placeholder="Buscar medicamento ou classe" value={text} onChange={(e) => setText(e.target.value)} />
        <ul aria-label="Medicamentos disponíveis" className="flex max-h-56 flex-wrap gap-2 overflow-auto">
          {options.map((m) => (
            <li key={m.id}><Button variant="outline" size="sm" onClick={() => { setChosen([...chosen, m.id]); setText(''); }}>{m.name}</Button></li>
          ))}
        </ul>
        {chosen.length < 2 ? (
          <div role="status" className="rounded-lg border-2 border-dashed border-border p-4 text-muted-foreground">Escolha pelo menos dois medicamentos.</div>
        ) : (
          <QueryState isPending={pairs.isPending} error={pairs.error}>
            {sorted.length === 0 ? (
              <p role="status" className="rounded-lg border border-border p-4">
                Nenhuma interação cadastrada entre os medicamentos escolhidos. A ausência nesta tabela não garante segurança: confira a bula e uma base de interações.
              </p>
            ) : (
              <ul aria-label="Interações encontradas" className="space-y-3">
                {sorted.map((i) => (
                  <li key={i.id} className={cn('rounded-lg border border-l-4 p-4', SEVERITY[i.severity].cls)} data-severity={i.severity}>
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <h2 className="font-semibold">{[name(i, 'a'), name(i, 'b')].sort((x, y) => x.localeCompare(y, 'pt-BR')).join(' + ')}</h2>
                      <Badge className={SEVERITY[i.severity].cls}>{SEVERITY[i.severity].label}</Badge>
                    </div>
                    {i.clinical_effect ? <p className="mt-1 text-sm"><span className="font-medium">Efeito: </span>{i.clinical_effect}</p> : null}
                    {i.mechanism ? <p className="mt-1 text-sm"><span className="font-medium">Mecanismo: </span>{i.mechanism}</p> : null}
                    {i.management ? <p className="mt-1 text-sm"><span className="font-medium">Conduta: </span>{i.management}</p> : null}
                    {i.source ? <p className="mt-2 text-xs">Fonte: {i.source}</p> : null}
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        )}
      </QueryState>
    </BrowserPage>
  );
}

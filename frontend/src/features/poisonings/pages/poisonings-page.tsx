import { Search } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { POISONING_AGENT_LABELS, POISONING_ENTRIES, POISONING_IDS, POISONING_SLUGS, POISONING_TYPE_LABELS } from '@/clinical';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { describePath } from '@/config/path-descriptions';
import { pathTo, routeEntry } from '@/config/paths';
import { cn } from '@/lib/cn';
import { typeBadgeClass, typeCardClass } from '../lib/colors';
import { matches } from '../lib/search';

/** /poisonings: the nine entries, searchable (accents ignored; the text stays in the URL, ?q=),
 * coloured by type. */
export function PoisoningsPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const entries = POISONING_IDS.map((id) => POISONING_ENTRIES[id]).filter((e) => matches(e, e.agents.map((a) => POISONING_AGENT_LABELS[a]), q));
  return (
    <section className="mx-auto max-w-4xl px-4 py-6">
      <h1 className="text-2xl font-bold">{routeEntry('/poisonings').title}</h1>
      <p className="mt-1 text-muted-foreground">{describePath('/poisonings')}</p>
      <div className="relative mt-4">
        <label htmlFor="poisonings-q" className="sr-only">Buscar intoxicação, antídoto ou agente</label>
        <Search className="pointer-events-none absolute left-3 top-3 h-4 w-4 text-muted-foreground" aria-hidden />
        <Input id="poisonings-q" type="search" className="pl-9 text-base" placeholder="Buscar intoxicação, antídoto ou agente" value={q}
          onChange={(e) => setParams(e.target.value ? { q: e.target.value } : {}, { replace: true })} />
      </div>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2" aria-label="Intoxicações">
        {entries.map((e) => (
          <li key={e.id}>
            <Link to={pathTo('/poisonings/:id', { id: POISONING_SLUGS[e.id] })} data-poisoning={e.id} data-type={e.type}
              className={cn('block h-full rounded-lg border border-l-4 border-border p-4 hover:border-primary', typeCardClass(e.type))}>
              <span className="flex items-start justify-between gap-2">
                <span className="font-semibold">{e.name}</span>
                <Badge className={typeBadgeClass(e.type)}>{POISONING_TYPE_LABELS[e.type]}</Badge>
              </span>
              <span className="mt-1 block text-sm">Antídoto: {e.antidote}</span>
              <span className="mt-1 block text-xs text-muted-foreground">{e.examples.join(', ')}</span>
            </Link>
          </li>
        ))}
      </ul>
      {entries.length === 0 ? <p role="status" className="mt-4 text-muted-foreground">Nenhuma intoxicação encontrada para “{q}”.</p> : null}
    </section>
  );
}

import { Search } from 'lucide-react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { BrowserPage, QueryState } from '@/components/reference-page';
import { Input } from '@/components/ui/input';
import { describePath } from '@/config/path-descriptions';
import { pathTo } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useMedicationIndex } from '../api/medications';
import { filterMedications } from '../lib/filter';

/** /medicamentos and /medicamentos/painel: categories with counts and the list filtered as you type
 * (accents ignored; ?q= keeps the text). The panel opens on the category the search sent
 * (router state selectedCategory, spec part 1 §2); a category button selects it in place. */
export function MedicationsPage() {
  const q = useMedicationIndex();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const text = params.get('q') ?? '';
  const state = location.state as { selectedCategory?: unknown } | null;
  const selected = typeof state?.selectedCategory === 'string' ? state.selectedCategory : null;
  const isPanel = location.pathname.startsWith(pathTo('/medicamentos/painel'));
  const categories = q.data?.categories ?? [];
  const all = q.data?.medications ?? [];
  const counts = new Map<string, number>();
  for (const m of all) if (m.category_id) counts.set(m.category_id, (counts.get(m.category_id) ?? 0) + 1);
  const shown = filterMedications(all, text, selected);
  const selectCategory = (id: string | null) => {
    void navigate({ pathname: pathTo('/medicamentos/painel'), search: location.search }, { state: id ? { selectedCategory: id } : null, replace: isPanel });
  };
  return (
    <BrowserPage crumbs={[{ label: 'Início', to: pathTo('/') }, { label: 'Medicamentos' }]} title={isPanel ? 'Painel de Medicamentos' : 'Medicamentos'}
      subtitle={describePath(isPanel ? '/medicamentos/painel' : '/medicamentos')}>
      <div className="relative">
        <label htmlFor="medications-q" className="sr-only">Buscar medicamento ou marca</label>
        <Search className="pointer-events-none absolute left-3 top-3 h-4 w-4 text-muted-foreground" aria-hidden />
        <Input id="medications-q" type="search" className="pl-9 text-base" placeholder="Buscar medicamento ou marca" value={text}
          onChange={(e) => setParams(e.target.value ? { q: e.target.value } : {}, { replace: true, state: location.state })} />
      </div>
      <QueryState isPending={q.isPending} error={q.error}>
        <nav aria-label="Categorias" className="flex flex-wrap gap-2">
          <button type="button" onClick={() => selectCategory(null)} aria-pressed={selected === null}
            className={cn('rounded-full border border-border px-3 py-1 text-sm', selected === null && 'border-primary bg-primary text-primary-foreground')}>
            Todas ({all.length})
          </button>
          {categories.map((c) => (
            <button key={c.id} type="button" onClick={() => selectCategory(c.id)} aria-pressed={selected === c.id} data-category={c.name}
              className={cn('rounded-full border border-border px-3 py-1 text-sm', selected === c.id && 'border-primary bg-primary text-primary-foreground')}>
              {c.name} ({counts.get(c.id) ?? 0})
            </button>
          ))}
        </nav>
        {shown.length === 0 ? (
          <p role="status" className="text-muted-foreground">Nenhum medicamento encontrado{text ? ` para “${text}”` : ''}.</p>
        ) : (
          <ul aria-label="Medicamentos" className="divide-y divide-border rounded-lg border border-border">
            {shown.map((m) => (
              <li key={m.id}>
                <Link to={pathTo('/medicamentos/:slug', { slug: m.slug })} className="block px-4 py-3 hover:bg-muted" data-medication={m.slug}>
                  <span className="font-medium">{m.name}</span>
                  {m.brands ? <span className="block text-xs text-muted-foreground">{m.brands}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </BrowserPage>
  );
}

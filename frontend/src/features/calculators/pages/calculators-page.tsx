import { Calculator } from 'lucide-react';
import { Link } from 'react-router';
import { describePath } from '@/config/path-descriptions';
import { pathTo, routeEntry } from '@/config/paths';
import { usePreferencesStore } from '@/stores/preferences-store';
import { CALCULATOR_IDS, HIDDEN_IN_CLINICAL_MODE } from '../lib/calculators';

/** /calculadoras: one card per calculator (clinical mode hides hydration and SRI). */
export function CalculatorsPage() {
  const clinicalMode = usePreferencesStore((s) => s.clinicalMode);
  const ids = CALCULATOR_IDS.filter((id) => !(clinicalMode && HIDDEN_IN_CLINICAL_MODE.has(id)));
  return (
    <section className="mx-auto max-w-4xl px-4 py-6">
      <h1 className="text-2xl font-bold">{routeEntry('/calculadoras').title}</h1>
      <p className="mt-1 text-muted-foreground">{describePath('/calculadoras')}</p>
      <ul className="mt-5 grid gap-3 sm:grid-cols-2">
        {ids.map((id) => {
          const path = `/calculadoras/${id}` as const;
          const e = routeEntry(path);
          return (
            <li key={id}>
              <Link to={pathTo(path)} data-calculator={id} className="flex h-full gap-3 rounded-lg border border-border bg-card p-4 hover:border-primary hover:bg-muted">
                <Calculator className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden />
                <span>
                  <span className="block font-semibold">{e.title}</span>
                  <span className="block text-sm text-muted-foreground">{describePath(e.path)}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

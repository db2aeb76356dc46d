import { Link } from 'react-router';
import { describePath } from '@/config/path-descriptions';
import { pathTo, routeEntry, type RoutePath } from '@/config/paths';
import { ChildcarePage } from '../components/childcare-page';

const PAGES: RoutePath[] = [
  '/puericultura/patient-overview', '/puericultura/curva-de-crescimento', '/puericultura/calendario-vacinal',
  '/puericultura/calendario-vacinal-simples', '/puericultura/suplementacao-infantil', '/puericultura/formulas', '/dnpm',
];

/** /puericultura: the childcare tools. */
export function ChildcareHomePage() {
  return (
    <ChildcarePage path="/puericultura" back={false}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {PAGES.map((p) => {
          const e = routeEntry(p);
          return (
            <li key={p}>
              <Link to={pathTo(p as '/dnpm')} className="block h-full rounded-lg border border-border bg-card p-4 hover:border-primary">
                <span className="font-semibold">{e.title}</span>
                <span className="mt-1 block text-sm text-muted-foreground">{describePath(e.path)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </ChildcarePage>
  );
}

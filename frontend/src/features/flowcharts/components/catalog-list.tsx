import { Workflow } from 'lucide-react';
import { Link } from 'react-router';
import { describePath } from '@/config/path-descriptions';
import { pathTo, routeEntry } from '@/config/paths';
import type { CatalogEntry } from '../lib/catalog';

/** Cards linking to flowcharts (title and description from the route registry). */
export function CatalogList({ entries, label }: { entries: readonly CatalogEntry[]; label: string }) {
  return (
    <ul aria-label={label} className="mt-5 grid gap-3 sm:grid-cols-2">
      {entries.map((e) => {
        const r = routeEntry(e.path);
        return (
          <li key={e.id}>
            <Link to={pathTo(e.path)} data-flowchart={e.id}
              className="flex h-full gap-3 rounded-lg border border-border bg-card p-4 hover:border-primary hover:bg-muted">
              <Workflow className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden />
              <span>
                <span className="block font-semibold">{r.title}</span>
                <span className="block text-sm text-muted-foreground">{describePath(r.path)}</span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { describePath } from '@/config/path-descriptions';
import { pathTo } from '@/config/paths';
import { toolPath, type Tool } from '@/config/tools';

/** The cards of a list page of the tool catalogue (/calculadoras, /flowcharts, /flowcharts/venomous):
 * each tool's title and sentence, linking to its page. `data-tool` names the tool's kind and id. */
export function ToolList({ tools, label, icon: Icon }: { tools: readonly Tool[]; label: string; icon: LucideIcon }) {
  return (
    <ul aria-label={label} className="mt-5 grid gap-3 sm:grid-cols-2">
      {tools.map((t) => {
        const path = toolPath(t);
        return (
          <li key={t.id}>
            <Link to={pathTo(path)} {...{ [`data-${t.kind}`]: t.id }}
              className="flex h-full gap-3 rounded-lg border border-border bg-card p-4 hover:border-primary hover:bg-muted">
              <Icon className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden />
              <span>
                <span className="block font-semibold">{t.title}</span>
                <span className="block text-sm text-muted-foreground">{describePath(path)}</span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

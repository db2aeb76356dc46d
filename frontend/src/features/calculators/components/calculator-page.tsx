import { ArrowLeft, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TOOL_SOURCES, VERIFICATION_LABELS, type ToolId } from '@/clinical';
import { describePath } from '@/config/path-descriptions';
import { pathTo, routeEntry, type RoutePath } from '@/config/paths';
import { cn } from '@/lib/cn';

/** The frame of every calculator: back link, title and description from the route registry, the
 * form, and the source with its verification caveat. */
export function CalculatorPage({ path, tools, children }: { path: RoutePath; tools: ToolId[]; children: ReactNode }) {
  const entry = routeEntry(path);
  return (
    <section className="mx-auto max-w-3xl space-y-5 px-4 py-6">
      <Link to={pathTo('/calculadoras')} className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden /> Calculadoras
      </Link>
      <header>
        <h1 className="text-2xl font-bold">{entry.title}</h1>
        <p className="mt-1 text-muted-foreground">{describePath(entry.path)}</p>
      </header>
      {children}
      <SourceNote tools={tools} />
    </section>
  );
}

export function SourceNote({ tools }: { tools: ToolId[] }) {
  return (
    <aside aria-label="Fonte" className="space-y-2 rounded-lg border border-border bg-muted/40 p-4 text-sm">
      <h2 className="flex items-center gap-1.5 font-semibold"><Info className="h-4 w-4" aria-hidden /> Fonte</h2>
      {tools.map((t) => {
        const s = TOOL_SOURCES[t];
        return (
          <div key={t} className="space-y-1" data-testid={`source-${t}`}>
            <p>{s.source}</p>
            <p className="text-xs text-muted-foreground">[{s.verification}] {VERIFICATION_LABELS[s.verification]}</p>
            {s.caveat ? <p className="text-amber-800 dark:text-amber-200">{s.caveat}</p> : null}
          </div>
        );
      })}
    </aside>
  );
}

export type Tone = 'ok' | 'warn' | 'danger' | 'neutral';
const TONES: Record<Tone, string> = {
  ok: 'border-emerald-500 bg-emerald-50 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50',
  warn: 'border-amber-500 bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-50',
  danger: 'border-red-500 bg-red-50 text-red-950 dark:bg-red-950 dark:text-red-50',
  neutral: 'border-border bg-card',
};

/** The result, large, announced as it changes. */
export function ResultPanel({ label, value, band, tone = 'neutral', children }: { label: string; value: ReactNode; band?: ReactNode; tone?: Tone; children?: ReactNode }) {
  return (
    <div role="status" aria-live="polite" data-testid="result" className={cn('rounded-lg border-2 p-4 shadow-sm', TONES[tone])}>
      <p className="text-sm font-medium">{label}</p>
      <p className="text-3xl font-bold" data-testid="result-value">{value}</p>
      {band ? <p className="mt-1 text-lg font-semibold" data-testid="result-band">{band}</p> : null}
      {children}
    </div>
  );
}

/** Pending result: how many items are still unanswered. */
export function Pending({ answered, total }: { answered: number; total: number }) {
  return (
    <div role="status" aria-live="polite" data-testid="result" className="rounded-lg border-2 border-dashed border-border p-4 text-muted-foreground">
      Responda todos os itens para ver o resultado ({answered} de {total}).
    </div>
  );
}

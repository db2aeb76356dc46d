import { Timer } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import type { FlowTimer as FlowTimerSpec } from '@/clinical/flowcharts';
import { Button } from '@/components/ui/button';
import { clock, currentPhase, repeatWindow } from '../lib/answers';

/** The page's only source of time: a snapshot of the clock taken on subscribe and on every 1-s tick, so
 * React reads the same value until the next tick (useSyncExternalStore needs a stable snapshot). */
let nowSnapshot = 0;
function subscribeSecond(onTick: () => void): () => void {
  nowSnapshot = Date.now();
  const id = window.setInterval(() => { nowSnapshot = Date.now(); onTick(); }, 1000);
  return () => window.clearInterval(id);
}
function useNow(): number {
  return useSyncExternalStore(subscribeSecond, () => nowSnapshot);
}

const WINDOW_TEXT = {
  wait: 'Aguardar e reavaliar',
  window: 'Pode repetir se não houver melhora',
  past: 'Intervalo de repetição ultrapassado: reavaliar e repetir se necessário',
} as const;

/** The protocol's clock on the page: seizure phases from the onset, or the time since the last dose. */
export function FlowTimer({ spec }: { spec: FlowTimerSpec }) {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const now = useNow();
  const elapsed = startedAt === null ? 0 : Math.max(0, now - startedAt);
  const start = () => setStartedAt(Date.now());
  const phase = spec.kind === 'phases' ? currentPhase(spec.phases, elapsed) : undefined;
  const win = spec.kind === 'repeat' ? repeatWindow(elapsed, spec.fromMinutes, spec.toMinutes) : undefined;
  return (
    <section aria-label="Cronômetro" className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-card p-3">
      <Timer className="h-6 w-6 text-primary" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="text-sm text-muted-foreground">{spec.label}</p>
        <p className="font-mono text-3xl font-bold tabular-nums" data-testid="flow-clock" role="timer" aria-live="off">{clock(elapsed)}</p>
        {startedAt !== null && phase ? <p className="font-medium" data-testid="flow-phase">{phase.label}</p> : null}
        {startedAt !== null && win ? (
          <p className={win === 'wait' ? 'font-medium' : 'font-medium text-amber-800 dark:text-amber-200'} data-testid="flow-repeat">
            {WINDOW_TEXT[win]} (a cada {spec.kind === 'repeat' ? `${spec.fromMinutes}–${spec.toMinutes}` : ''} min)
          </p>
        ) : null}
        {startedAt === null ? <p className="text-sm text-muted-foreground">Parado.</p> : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={start}>
          {spec.kind === 'repeat' ? spec.actionLabel : startedAt === null ? 'Iniciar cronômetro' : 'Reiniciar cronômetro'}
        </Button>
        {startedAt !== null ? <Button variant="outline" onClick={() => setStartedAt(null)}>Parar</Button> : null}
      </div>
    </section>
  );
}

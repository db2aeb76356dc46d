/** "Modo parada": the arrest clock, the buttons that log adrenaline, shocks (with their energy) and rhythm
 * checks, the 2-min and 3–5-min reminders, the log with times and the summary to copy into the chart.
 * Stored in this tab's localStorage only (use-code-timer.ts); nothing goes to the server. */
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { RHYTHM_LABELS, clock, eventLabel, reminders, running, summary, timeOfDay, type Rhythm } from '../lib/code-timer';
import { useCodeTimer } from '../lib/use-code-timer';

export interface TimerProps {
  /** suggested energy (J) for the next shock: index = shocks already given */
  suggestedJoules: (shockCount: number) => number | null;
  weightText: string | null;
}

export function CodeTimerPanel({ suggestedJoules, weightText }: TimerProps) {
  const uid = useId();
  const t = useCodeTimer();
  const r = reminders(t.state, t.now);
  const active = running(t.state);
  const suggested = suggestedJoules(r.shockCount);
  const [joulesText, setJoulesText] = useState('');
  const [copied, setCopied] = useState<'ok' | 'fail' | null>(null);
  const typed = joulesText.trim() === '' ? suggested : Number(joulesText.replace(',', '.'));
  const joulesValid = typed !== null && Number.isFinite(typed) && typed > 0 && typed <= 360;
  const text = summary(t.state, { weightText });

  const copy = () => {
    const done = (ok: boolean) => setCopied(ok ? 'ok' : 'fail');
    if (!navigator.clipboard) return done(false);
    navigator.clipboard.writeText(text).then(() => done(true), () => done(false));
  };

  return (
    <section aria-labelledby={`${uid}-h`} className="space-y-3 rounded-lg border-2 border-red-600 p-4 print:hidden" data-testid="code-timer">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${uid}-h`} className="text-lg font-semibold">Modo parada</h2>
        <p className="font-mono text-3xl font-bold tabular-nums" aria-label="Tempo de parada" data-testid="code-clock">{clock(r.elapsedMs)}</p>
      </div>
      {!active ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="destructive" onClick={t.start}>{t.state.events.length ? 'Iniciar nova parada' : 'Iniciar parada'}</Button>
          {t.state.events.length ? <Button variant="outline" onClick={t.clear}>Apagar registro</Button> : null}
        </div>
      ) : (
        <>
          <div role="status" aria-live="polite" className="grid gap-2 sm:grid-cols-2">
            <p className={cn('rounded-md border p-2 text-sm', r.rhythmCheckDue ? 'border-red-600 bg-red-50 font-semibold text-red-900 dark:bg-red-950 dark:text-red-100' : 'border-border')} data-testid="reminder-rhythm">
              {r.rhythmCheckDue ? `Checar o ritmo agora (atraso ${clock(-r.rhythmCheckInMs)})` : `Próxima checagem de ritmo em ${clock(r.rhythmCheckInMs)}`}
            </p>
            <p className={cn('rounded-md border p-2 text-sm', r.adrenaline === 'due' || r.adrenaline === 'overdue' ? 'border-red-600 bg-red-50 font-semibold text-red-900 dark:bg-red-950 dark:text-red-100' : 'border-border')} data-testid="reminder-adrenaline">
              {r.adrenaline === 'none' ? 'Adrenalina: nenhuma dose registrada (ritmo não chocável: o quanto antes).'
                : r.adrenaline === 'wait' ? `Adrenalina há ${clock(r.sinceAdrenalineMs ?? 0)} — próxima entre 3 e 5 min.`
                  : r.adrenaline === 'due' ? `Adrenalina: dar agora (há ${clock(r.sinceAdrenalineMs ?? 0)}; intervalo 3–5 min).`
                    : `Adrenalina atrasada: última há ${clock(r.sinceAdrenalineMs ?? 0)}.`}
            </p>
          </div>
          <div className="flex flex-wrap items-end gap-2">
            <Button onClick={t.adrenaline}>Adrenalina dada</Button>
            <div className="flex items-end gap-1">
              <div className="space-y-1">
                <label htmlFor={`${uid}-j`} className="text-xs font-medium">Energia do choque (J)</label>
                <Input id={`${uid}-j`} inputMode="decimal" className="w-24" value={joulesText} placeholder={suggested === null ? 'J' : String(suggested).replace('.', ',')}
                  onChange={(e) => setJoulesText(e.target.value)} aria-invalid={joulesValid || joulesText.trim() === '' ? undefined : true} />
              </div>
              <Button variant="destructive" disabled={!joulesValid} onClick={() => { t.shock(typed!); setJoulesText(''); }}>Choque aplicado</Button>
            </div>
          </div>
          {!joulesValid && joulesText.trim() !== '' ? <p role="alert" className="text-sm text-destructive">Energia do choque: informe um número entre 1 e 360 J.</p> : null}
          <fieldset className="flex flex-wrap gap-2">
            <legend className="mb-1 text-xs font-medium">Checagem de ritmo</legend>
            {(Object.keys(RHYTHM_LABELS) as Rhythm[]).map((k) => (
              <Button key={k} size="sm" variant="outline" onClick={() => t.rhythm(k)}>{RHYTHM_LABELS[k]}</Button>
            ))}
          </fieldset>
          <Button variant="ghost" size="sm" onClick={t.end}>Encerrar registro</Button>
        </>
      )}
      {t.state.events.length ? (
        <>
          <ol className="space-y-0.5 text-sm" aria-label="Registro da parada">
            {t.state.events.map((e, i) => (
              <li key={`${e.kind}-${e.at}-${i}`} data-event={e.kind} className="font-mono tabular-nums">
                {clock(e.at - t.state.events[0]!.at)} <span className="text-muted-foreground">({timeOfDay(e.at)})</span> <span className="font-sans">{eventLabel(t.state, i)}</span>
              </li>
            ))}
          </ol>
          <div className="space-y-1">
            <label htmlFor={`${uid}-sum`} className="text-sm font-medium">Resumo para o prontuário</label>
            <Textarea id={`${uid}-sum`} readOnly value={text} rows={Math.min(12, text.split('\n').length)} className="font-mono text-xs" />
            <div className="flex items-center gap-2">
              <Button size="sm" variant="outline" onClick={copy}>Copiar resumo</Button>
              {copied === 'ok' ? <span role="status" className="text-sm">Resumo copiado.</span> : null}
              {copied === 'fail' ? <span role="alert" className="text-sm text-destructive">Não foi possível copiar: selecione o texto acima e copie.</span> : null}
            </div>
            <p className="text-xs text-muted-foreground">O registro fica só neste aparelho (armazenamento local da aba) e não é enviado ao servidor.</p>
          </div>
        </>
      ) : null}
    </section>
  );
}

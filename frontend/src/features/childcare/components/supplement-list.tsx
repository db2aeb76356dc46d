/** The child's supplementation (iron, vitamin D, vitamin A) from the clinical package's rules, each with
 * dose, maximum, interval, band and source — or the message of what is missing. */
import { ClinicalInputError, formatNumber, ironProphylaxis, ptNumber, vitaminAProphylaxis, vitaminDProphylaxis, type SupplementDose } from '@/clinical';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { ChildValues } from '../lib/child';
import type { SupplementGate } from '../lib/use-supplement-gate';
import { SourceLine } from './childcare-page';

type Outcome = { dose: SupplementDose } | { error: string };

/** The amount depends on the weight (iron by mg/kg): the dose gate decides whether it may be shown. */
export const weightBased = (o: Outcome): o is { dose: SupplementDose } => 'dose' in o && o.dose.perKg !== null && o.dose.amount !== null;

/** One supplement in words for the saved summary: the gate's message instead of a weight-based amount it withholds. */
export function supplementText(o: Outcome, gate: SupplementGate['gate']): string {
  if ('error' in o) return o.error;
  if (weightBased(o) && !gate.show) return gate.message ?? '';
  return `${amountText(o.dose)} — ${o.dose.band}; ${o.dose.interval}; máximo ${o.dose.maximum}. Fonte: ${o.dose.source}`;
}

function run(fn: () => SupplementDose): Outcome {
  try { return { dose: fn() }; } catch (e) { if (e instanceof ClinicalInputError) return { error: e.message }; throw e; }
}

export function supplementsFor(child: ChildValues, weightKg: number | undefined): Array<[string, Outcome]> {
  if (child.ageDays === null) return [];
  const ageDays = child.ageDays;
  return [
    ['Ferro', run(() => ironProphylaxis({ ageDays, ...(weightKg !== undefined ? { weightKg } : {}), ...(child.birthWeightG !== undefined ? { birthWeightG: child.birthWeightG } : {}),
      ...(child.gaWeeks !== undefined ? { gestationalWeeks: child.gaWeeks, gestationalDays: child.gaDays ?? 0 } : {}),
      ...(child.ironRiskFactors !== undefined ? { ironRiskFactors: child.ironRiskFactors } : {}) }))],
    ['Vitamina D', run(() => vitaminDProphylaxis({ ageDays }))],
    ['Vitamina A', run(() => vitaminAProphylaxis({ ageDays }))],
  ];
}

const STATUS = { indicado: 'Indicado agora', ainda_nao: 'Ainda não', nao_indicado: 'Não indicado nesta faixa' } as const;

export function amountText(d: SupplementDose): string {
  if (d.amount === null) return d.perKg !== null && d.status === 'indicado' ? `${ptNumber(d.perKg)} mg/kg/dia` : '—';
  return d.unit === 'mg/dia' ? `${formatNumber(Math.round(d.amount * 10) / 10)} mg/dia` : `${d.amount.toLocaleString('pt-BR')} ${d.unit}`;
}

export function SupplementList({ child, weightKg, guard, withSources = true }: {
  child: ChildValues; weightKg: number | undefined; guard: SupplementGate; withSources?: boolean;
}) {
  const items = supplementsFor(child, weightKg);
  if (items.length === 0) return <p role="status" className="text-muted-foreground">Informe a data de nascimento.</p>;
  return (
    <ul className="grid gap-3 md:grid-cols-3">
      {items.map(([name, o]) => (
        <li key={name} className={cn('space-y-1 rounded-lg border-2 p-3 text-sm', 'dose' in o && o.dose.status === 'indicado' ? 'border-emerald-500' : 'border-border')} data-testid={`supplement-${name}`}>
          <h3 className="font-semibold">{name}</h3>
          {'error' in o ? <p role="alert" className="text-destructive">{o.error}</p> : (
            <>
              <p className="text-xs font-semibold uppercase">{STATUS[o.dose.status]}</p>
              {weightBased(o) && !guard.gate.show ? (
                <div role="status" data-testid="supplement-gate" className="space-y-1 rounded-md border border-amber-500 p-2">
                  <p className="font-medium text-amber-900 dark:text-amber-100">{guard.gate.message}</p>
                  {guard.gate.confirmable ? <Button size="sm" variant="outline" onClick={guard.confirm}>Confirmo o peso</Button> : null}
                </div>
              ) : <p className="text-xl font-bold" data-testid="supplement-amount">{amountText(o.dose)}</p>}
              {o.dose.perKg !== null && o.dose.amount !== null ? <p>{ptNumber(o.dose.perKg)} mg/kg/dia de {o.dose.nutrient.toLowerCase()}</p> : <p>{o.dose.nutrient}</p>}
              <p>Faixa: {o.dose.band}</p>
              <p>Intervalo: {o.dose.interval}</p>
              <p>Máximo: {o.dose.maximum}</p>
              {o.dose.note ? <p className="text-muted-foreground">{o.dose.note}</p> : null}
              {withSources ? <div className="border-t border-border pt-1 text-xs"><SourceLine source={o.dose.source} verification={o.dose.verification}
                caveat={o.dose.verification === 'U' || o.dose.verification === 'S' ? 'Regra lida em transcrições, não reconferida no documento original: confira antes de prescrever.' : null} /></div> : null}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

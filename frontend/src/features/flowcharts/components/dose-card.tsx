import { formatDose, formatNumber, VERIFICATION_LABELS, type EmergencyDoseLine } from '@/clinical';
import { GuardedDose } from '@/components/patient';
import { Badge } from '@/components/ui/badge';

function amount(d: { min: number; max: number }, unit: string): string {
  return d.min === d.max ? formatDose(d.min, unit) : `${formatNumber(d.min)}–${formatDose(d.max, unit)}`;
}

/** One dose of a flowchart step: amount for this patient (range when the rule is a range), the maximum
 * marked when it binds, the volume of the stated concentration, infusion time, interval, maximum rule,
 * the local-check note of uncertain values and the source. */
export function DoseCard({ line }: { line: EmergencyDoseLine }) {
  const uncertain = line.verification === 'U' || line.localCheck;
  return (
    <li className="rounded-md border border-border bg-background p-3" data-dose={line.id} data-capped={line.capped || undefined}>
      <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
        {line.label} <Badge className="border-border bg-muted text-foreground">{line.route}</Badge>
      </p>
      {line.dose ? (
        <>
          <p className="mt-1 text-2xl font-bold">
            <GuardedDose>
              <span data-testid="dose-amount">{amount(line.dose, line.unit)}</span>
              {line.capped ? <Badge className="border-red-500 bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200" data-testid="dose-max">dose máxima</Badge> : null}
              {line.raisedToMin ? <Badge className="border-amber-500 bg-amber-50 text-amber-900" data-testid="dose-min">dose mínima</Badge> : null}
            </GuardedDose>
          </p>
          {line.volumeMl && line.concentrationLabel ? (
            <p className="text-base" data-testid="dose-volume">
              = <GuardedDose><strong>{amount(line.volumeMl, 'mL')}</strong></GuardedDose> de {line.concentrationLabel}
            </p>
          ) : null}
          {line.minMinutes ? <p className="text-sm" data-testid="dose-infusion">Infundir em no mínimo <GuardedDose>{amount(line.minMinutes, 'min')}</GuardedDose>{line.rateText ? ` (${line.rateText})` : ''}.</p> : null}
        </>
      ) : (
        <p className="mt-1 font-medium text-amber-900 dark:text-amber-100" data-testid="dose-not-indicated">Não indicado nesta faixa: {line.notIndicated}</p>
      )}
      <p className="mt-1 text-sm">{line.administration}</p>
      <p className="text-sm text-muted-foreground">{line.maxText}</p>
      {uncertain ? (
        <p className="mt-1 rounded border border-amber-500 bg-amber-50 px-2 py-1 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100" data-testid="local-check">
          Conferir protocolo local{line.localCheck ? `: ${line.localCheck}` : '.'}
        </p>
      ) : null}
      <p className="mt-1 text-xs text-muted-foreground">Fonte: {line.source} [{line.verification}] {VERIFICATION_LABELS[line.verification]}</p>
    </li>
  );
}

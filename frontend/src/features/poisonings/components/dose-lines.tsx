import {
  acetylcysteineDiluentMl, formatDose, POISONING_AGENTS, POISONING_KIND_LABELS, POISONING_ROUTE_LABELS, poisoningLineVolumeMl,
  VERIFICATION_LABELS, type PoisoningAgent, type PoisoningDoseLine,
} from '@/clinical';
import { GuardedDose } from '@/components/patient';
import { Badge } from '@/components/ui/badge';

function title(line: PoisoningDoseLine): string {
  const kind = line.kind === 'step' && line.step ? `${POISONING_KIND_LABELS.step} ${line.step}` : POISONING_KIND_LABELS[line.kind];
  return `${kind} · ${POISONING_ROUTE_LABELS[line.route]}`;
}

function perHour(line: PoisoningDoseLine): boolean {
  return line.kind === 'maintenance' && POISONING_AGENTS[line.agent as PoisoningAgent]?.maintenancePer === 'hour';
}

/** One dose line: amount (and /h for infusions), the maximum when it binds, the time, the volume at the
 * default concentration (injectable routes), the diluent of acetylcysteine's bags. */
function DoseLine({ line, weightKg }: { line: PoisoningDoseLine; weightKg: number }) {
  const info = POISONING_AGENTS[line.agent as PoisoningAgent];
  const hourly = perHour(line);
  const unit = hourly ? `${line.unit}/h` : line.unit;
  const injectable = line.route === 'IV' || line.route === 'IM';
  const vol = injectable ? poisoningLineVolumeMl(line) : null;
  const nasal = line.route === 'IN' ? info?.concentrations.find((c) => /nasal/i.test(c.label)) : undefined;
  const diluent = line.agent === 'acetylcysteine' && line.kind === 'step' && line.step ? acetylcysteineDiluentMl(weightKg)[line.step - 1] : undefined;
  return (
    <li className="rounded-md border border-border bg-background p-3" data-kind={line.kind} data-route={line.route} data-capped={line.capped || undefined}>
      <p className="text-sm font-medium text-muted-foreground">{title(line)}</p>
      <p className="mt-0.5 text-2xl font-bold">
        <GuardedDose>
          <span data-testid="dose-amount">{formatDose(line.amount, unit)}</span>
          {line.capped ? <Badge className="border-red-500 bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200" data-testid="dose-max">dose máxima</Badge> : null}
        </GuardedDose>
      </p>
      {line.minutes ? <p className="text-sm">Infundir em {formatDose(line.minutes, 'min')}{diluent !== undefined ? `, diluída em ${formatDose(diluent, 'mL')} de SG 5%` : ''}.</p> : null}
      {vol ? (
        <p className="text-sm">= <GuardedDose><strong>{formatDose(vol.ml, hourly ? 'mL/h' : 'mL')}</strong></GuardedDose>{line.kind === 'cumulative_max' ? ' no total' : ''} de {vol.concentration.label}</p>
      ) : null}
      {nasal ? <p className="text-sm">{nasal.label}</p> : null}
      {line.route === 'VO' ? <p className="text-sm text-muted-foreground">Via oral: medir pela apresentação oral disponível.</p> : null}
    </li>
  );
}

/** The lines grouped by agent, each agent with its repeat rule, administration, contraindications and source. */
export function DoseLines({ lines, weightKg }: { lines: PoisoningDoseLine[]; weightKg: number }) {
  const agents = [...new Set(lines.map((l) => l.agent))] as PoisoningAgent[];
  return (
    <div className="space-y-4">
      {agents.map((agent) => {
        const info = POISONING_AGENTS[agent];
        return (
          <section key={agent} className="rounded-lg border border-border bg-card p-4" aria-label={info.label} data-agent={agent}>
            <h3 className="text-lg font-semibold">{info.label}</h3>
            <ul className="mt-2 grid gap-2">
              {lines.filter((l) => l.agent === agent).map((l, i) => <DoseLine key={i} line={l} weightKg={weightKg} />)}
            </ul>
            <dl className="mt-3 space-y-1.5 text-sm">
              <div><dt className="inline font-semibold">Repetição: </dt><dd className="inline">{info.repeatRule}</dd></div>
              <div><dt className="inline font-semibold">Administração: </dt><dd className="inline">{info.administration}</dd></div>
              <div className="text-red-800 dark:text-red-200"><dt className="inline font-semibold">Contraindicações: </dt><dd className="inline">{info.contraindications}</dd></div>
              <div className="text-muted-foreground"><dt className="inline font-semibold">Fonte: </dt><dd className="inline">{info.source} [{info.verification}] {VERIFICATION_LABELS[info.verification]}</dd></div>
            </dl>
          </section>
        );
      })}
    </div>
  );
}

import { doseVolumeMl, formatDose, RSI_DRUG_LABELS, RSI_RULES, rsiDoses, type RsiDose } from '@/clinical';
import { DoseGateNotice, GuardedDose, PatientInputs, usePatient } from '@/components/patient';
import { ClinicalModeNotice } from '@/components/clinical-mode-notice';
import { Badge } from '@/components/ui/badge';
import { isHiddenInClinicalMode } from '@/config/tools';
import { usePreferencesStore } from '@/stores/preferences-store';
import { CalculatorPage } from '../components/calculator-page';
import { attempt } from '../lib/calculators';

/** The drug's concentration in the dose's own unit per mL (mcg doses: the mg/mL label × 1000). */
function perMl(d: RsiDose): number {
  const mg = RSI_RULES[d.drug].concentrationMgPerMl;
  return d.unit === 'mcg' ? mg * 1000 : mg;
}

function range(min: number, max: number, unit: string): string {
  return min === max ? formatDose(min, unit) : `${formatDose(min)}–${formatDose(max, unit)}`;
}

/** /calculadoras/sri: the eight drugs of rapid sequence intubation, dose and volume for the patient. */
export function SriPage() {
  const hidden = usePreferencesStore((s) => s.clinicalMode) && isHiddenInClinicalMode('/calculadoras/sri');
  const p = usePatient();
  const ready = p.gate.show && p.weightKg !== null && p.ageMonths !== null;
  const r = ready ? attempt(() => rsiDoses({ weightKg: p.weightKg!, ageMonths: p.ageMonths! })) : null;
  if (hidden) return <CalculatorPage path="/calculadoras/sri" tools={['rsi']}><ClinicalModeNotice what="calculator" /></CalculatorPage>;
  return (
    <CalculatorPage path="/calculadoras/sri" tools={['rsi']}>
      <PatientInputs />
      {!p.gate.show || !r ? (
        <DoseGateNotice gate={p.gate} />
      ) : r.error !== null ? (
        <p role="alert" className="text-destructive">{r.error}</p>
      ) : (
        <ul className="grid gap-3" aria-label="Doses da sequência rápida">
          {r.value.map((d) => {
            const rule = RSI_RULES[d.drug];
            const c = perMl(d);
            return (
              <li key={d.drug} className="rounded-lg border border-border bg-card p-3" data-drug={d.drug}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 className="text-lg font-semibold">{RSI_DRUG_LABELS[d.drug]}</h2>
                  <span className="text-sm text-muted-foreground">{rule.perKg}</span>
                </div>
                <p className="mt-1 text-2xl font-bold">
                  <GuardedDose>
                    {range(d.min, d.max, d.unit)}
                    <span className="text-base font-medium text-muted-foreground"> = {range(doseVolumeMl(d.min, c), doseVolumeMl(d.max, c), 'mL')}</span>
                    {d.capped ? <Badge className="border-amber-500 text-amber-800 dark:text-amber-200">dose máxima{rule.maxDose ? `: ${rule.maxDose}` : ''}</Badge> : null}
                  </GuardedDose>
                </p>
                <p className="text-sm text-muted-foreground">Apresentação: {rule.concentrationLabel}{rule.maxDose && !d.capped ? ` · máximo ${rule.maxDose}` : ''}</p>
                <p className="mt-1 text-sm">{rule.notes}</p>
              </li>
            );
          })}
        </ul>
      )}
    </CalculatorPage>
  );
}

import {
  DEHYDRATION_PLAN_LABELS, dehydrationPlanA, dehydrationPlanB, dehydrationPlanC, dehydrationPlanCMaintenance, formatDose,
  maintenanceFluids, maintenanceFluidsCapped, PLAN_A_AS_ACCEPTED_LABEL, PLAN_C_NOTES,
} from '@/clinical';
import { DoseGateNotice, GuardedDose, PatientInputs, usePatient } from '@/components/patient';
import { ClinicalModeNotice } from '@/components/clinical-mode-notice';
import { Badge } from '@/components/ui/badge';
import { isHiddenInClinicalMode } from '@/config/tools';
import { usePreferencesStore } from '@/stores/preferences-store';
import { CalculatorPage } from '../components/calculator-page';
import { attempt } from '../lib/calculators';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-t border-border py-2 first:border-t-0">
      <span className="text-sm">{label}</span>
      <span className="text-lg font-semibold">{children}</span>
    </div>
  );
}
const Max = () => <Badge className="border-amber-500 text-amber-800 dark:text-amber-200">máximo</Badge>;

/** /calculadoras/hidratacao: Holliday–Segar maintenance and the Ministry of Health plans A, B and C. */
export function HidratacaoPage() {
  const hidden = usePreferencesStore((s) => s.clinicalMode) && isHiddenInClinicalMode('/calculadoras/hidratacao');
  const p = usePatient();
  if (hidden) return <CalculatorPage path="/calculadoras/hidratacao" tools={['maintenance_fluids', 'dehydration']}><ClinicalModeNotice what="calculator" /></CalculatorPage>;
  const w = p.weightKg;
  const m = w !== null ? attempt(() => ({ fluids: maintenanceFluids(w), capped: maintenanceFluidsCapped(w), b: dehydrationPlanB({ weightKg: w }), cm: dehydrationPlanCMaintenance(w) })) : null;
  const a = p.ageMonths !== null ? attempt(() => dehydrationPlanA({ ageMonths: p.ageMonths! })) : null;
  const c = w !== null && p.ageYears !== null ? attempt(() => dehydrationPlanC({ weightKg: w, ageYears: p.ageYears! })) : null;
  return (
    <CalculatorPage path="/calculadoras/hidratacao" tools={['maintenance_fluids', 'dehydration']}>
      <PatientInputs />
      {!p.gate.show || !m ? (
        <DoseGateNotice gate={p.gate} />
      ) : !m.value ? (
        <p role="alert" className="text-destructive">{m.error}</p>
      ) : (
        <>
          <section className="rounded-lg border border-border bg-card p-4" aria-labelledby="hs">
            <h2 id="hs" className="font-semibold">Manutenção (Holliday–Segar) — solução isotônica</h2>
            <Row label="Volume diário (regra 100/50/20)"><GuardedDose>{formatDose(m.value.fluids.mlPerDay, 'mL/dia')}{m.value.capped.day ? <Max /> : null}</GuardedDose></Row>
            <Row label="Vazão (regra 4-2-1)"><GuardedDose>{formatDose(m.value.fluids.mlPerHour, 'mL/h')}{m.value.capped.hour ? <Max /> : null}</GuardedDose></Row>
          </section>
          <section className="rounded-lg border border-border bg-card p-4" aria-labelledby="pa">
            <h2 id="pa" className="font-semibold">{DEHYDRATION_PLAN_LABELS.A}</h2>
            {a?.value ? (
              <>
                <Row label="SRO após cada evacuação líquida">
                  <GuardedDose>{a.value.orsPerStool === 'as_accepted' ? PLAN_A_AS_ACCEPTED_LABEL : `${formatDose(a.value.orsPerStool.minMl)}–${formatDose(a.value.orsPerStool.maxMl, 'mL')}`}</GuardedDose>
                </Row>
                <Row label={`Zinco 1×/dia por ${a.value.zincDays.min}–${a.value.zincDays.max} dias`}><GuardedDose>{formatDose(a.value.zincMgPerDay, 'mg/dia')}</GuardedDose></Row>
              </>
            ) : <p className="text-sm text-muted-foreground">Informe a idade.</p>}
          </section>
          <section className="rounded-lg border border-border bg-card p-4" aria-labelledby="pb">
            <h2 id="pb" className="font-semibold">{DEHYDRATION_PLAN_LABELS.B}</h2>
            <Row label={`SRO em ${m.value.b.minHours}–${m.value.b.maxHours} h, em pequenos volumes`}><GuardedDose>{formatDose(m.value.b.minMl)}–{formatDose(m.value.b.maxMl, 'mL')}</GuardedDose></Row>
          </section>
          <section className="rounded-lg border border-border bg-card p-4" aria-labelledby="pc">
            <h2 id="pc" className="font-semibold">{DEHYDRATION_PLAN_LABELS.C}</h2>
            <h3 className="mt-2 text-sm font-semibold">Fase de expansão</h3>
            {c?.value ? c.value.phases.map((ph, i) => (
              <Row key={i} label={`${i + 1}. ${ph.solution} em ${ph.minutes} min`}><GuardedDose>{formatDose(ph.ml, 'mL')}</GuardedDose></Row>
            )) : <p className="text-sm text-muted-foreground">{c?.error ?? 'Informe a idade.'}</p>}
            <h3 className="mt-3 text-sm font-semibold">Fase de manutenção + reposição (todas as idades), por 24 h</h3>
            <Row label="Manutenção: SG 5% (4 partes)"><GuardedDose>{formatDose(m.value.cm.maintenanceSg5Ml, 'mL')}</GuardedDose></Row>
            <Row label="Manutenção: SF 0,9% (1 parte)"><GuardedDose>{formatDose(m.value.cm.maintenanceSf09Ml, 'mL')}</GuardedDose></Row>
            <Row label="Manutenção: KCl 10% (2 mL por 100 mL)"><GuardedDose>{formatDose(m.value.cm.kcl10MlPerDay, 'mL')}</GuardedDose></Row>
            <Row label="Reposição (50 mL/kg/dia): SG 5%"><GuardedDose>{formatDose(m.value.cm.replacementSg5Ml, 'mL')}</GuardedDose></Row>
            <Row label="Reposição (50 mL/kg/dia): SF 0,9%"><GuardedDose>{formatDose(m.value.cm.replacementSf09Ml, 'mL')}</GuardedDose></Row>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
              {PLAN_C_NOTES.map((n) => <li key={n}>{n}</li>)}
            </ul>
          </section>
        </>
      )}
    </CalculatorPage>
  );
}

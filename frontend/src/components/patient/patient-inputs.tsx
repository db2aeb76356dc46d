/** The shared patient inputs: `Peso (kg)` (comma decimals) and `Idade` (years + months, or the birth
 * date), optionally the sex, and beyond 120 months an optional `Estatura (cm)` (the weight is then checked
 * by BMI-for-age). Out-of-range values show the clinical package's Portuguese message under the field
 * (never clamped); an implausible weight for the age (tenfold slip) is said under the weight, and every
 * dose number on the page stays hidden (the package's `doseGate`) until "Confirmo o peso". */
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { createContext, useContext, useId, type ReactNode } from 'react';
import { DOSE_GATE_MESSAGES, WHO_WEIGHT_FOR_AGE_LAST_MONTH, type DoseGate } from '@/clinical';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { usePatientStore, type AgeMode } from '@/stores/patient-store';
import { usePatient } from './use-patient';

interface PatientInputsProps {
  /** Show the sex choice (growth-based tools). */
  withSex?: boolean;
  /** Show the weight (default) — tools that need only the age can hide it. */
  withWeight?: boolean;
  /** Show the age (default). */
  withAge?: boolean;
  /** Offer the optional height beyond 120 months (default; a screen with its own height field turns it off). */
  withHeight?: boolean;
  className?: string;
}

function ErrorText({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {children}
    </p>
  );
}

export function PatientInputs({ withSex = false, withWeight = true, withAge = true, withHeight = true, className }: PatientInputsProps) {
  const uid = useId();
  const f = usePatientStore();
  const p = usePatient();
  const ids = {
    weight: `${uid}-weight`, years: `${uid}-years`, months: `${uid}-months`, dob: `${uid}-dob`,
    weightMsg: `${uid}-weight-msg`, ageMsg: `${uid}-age-msg`, height: `${uid}-height`, heightMsg: `${uid}-height-msg`,
  };
  const implausible = p.plausibility !== null && !p.plausibility.plausible;
  const unchecked = p.gate.reason === 'unchecked_weight' || (p.confirmed && p.ageCheckUnavailable);
  // beyond 120 months (WHO 2007 weight-for-age ends) a height lets the weight be checked by BMI-for-age
  const showHeight = withHeight && withWeight && withAge && ((p.ageMonths !== null && p.ageMonths > WHO_WEIGHT_FOR_AGE_LAST_MONTH) || f.height !== '');
  const setMode = (ageMode: AgeMode) => f.set({ ageMode });
  return (
    <section aria-label="Dados do paciente" data-weight-check={p.weightKg === null ? undefined : p.plausibility?.check ?? 'pending'} className={cn('grid gap-4 rounded-lg border border-border bg-card p-4 sm:grid-cols-2', className)}>
      {withWeight ? (
        <div className="space-y-1.5">
          <label htmlFor={ids.weight} className="text-sm font-medium">Peso (kg)</label>
          <div className="flex items-center gap-2">
            <Input
              id={ids.weight}
              inputMode="decimal"
              autoComplete="off"
              placeholder="ex.: 12,5"
              value={f.weight}
              onChange={(e) => f.set({ weight: e.target.value })}
              aria-invalid={p.weightError ? true : undefined}
              aria-describedby={p.weightError || implausible || unchecked ? ids.weightMsg : undefined}
              className="text-base"
            />
            <span className="text-sm text-muted-foreground">kg</span>
          </div>
          {p.weightError ? <ErrorText id={ids.weightMsg}>{p.weightError}</ErrorText> : null}
          {!p.weightError && implausible ? (
            <div id={ids.weightMsg} role="alert" data-testid="weight-implausible" className="space-y-2 rounded-md border border-amber-500 bg-amber-50 p-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
              <p className="flex gap-1.5"><AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />{p.plausibility?.message}</p>
              {p.confirmed ? (
                <p className="flex items-center gap-1 font-medium"><CheckCircle2 className="h-4 w-4" aria-hidden /> Peso confirmado pelo usuário.</p>
              ) : (
                <Button size="sm" variant="outline" onClick={p.confirm}>Confirmo o peso</Button>
              )}
            </div>
          ) : null}
          {!p.weightError && !implausible && unchecked ? (
            <div id={ids.weightMsg} role="alert" data-testid="weight-unchecked" className="space-y-2 rounded-md border border-amber-500 bg-amber-50 p-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
              <p className="flex gap-1.5"><AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />{DOSE_GATE_MESSAGES.unchecked_weight}</p>
              {p.confirmed ? (
                <p className="flex items-center gap-1 font-medium"><CheckCircle2 className="h-4 w-4" aria-hidden /> Peso confirmado pelo usuário.</p>
              ) : (
                <Button size="sm" variant="outline" onClick={p.confirm}>Confirmo o peso</Button>
              )}
            </div>
          ) : null}
        </div>
      ) : null}
      {withAge ? (
        <div className="space-y-1.5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <label htmlFor={f.ageMode === 'birth_date' ? ids.dob : ids.years} className="text-sm font-medium">
              {f.ageMode === 'birth_date' ? 'Data de nascimento' : 'Idade'}
            </label>
            <div role="radiogroup" aria-label="Informar a idade por" className="flex gap-1 text-xs">
              {(['years_months', 'birth_date'] as const).map((m) => (
                <button
                  key={m}
                  type="button"
                  role="radio"
                  aria-checked={f.ageMode === m}
                  onClick={() => setMode(m)}
                  className={cn('rounded-full border px-2 py-0.5', f.ageMode === m ? 'border-primary bg-primary text-primary-foreground' : 'border-border')}
                >
                  {m === 'years_months' ? 'Anos e meses' : 'Data de nascimento'}
                </button>
              ))}
            </div>
          </div>
          {f.ageMode === 'birth_date' ? (
            <Input id={ids.dob} type="date" value={f.birthDate} onChange={(e) => f.set({ birthDate: e.target.value })}
              aria-invalid={p.ageError ? true : undefined} aria-describedby={p.ageError ? ids.ageMsg : undefined} className="text-base" />
          ) : (
            <div className="flex items-center gap-2">
              <Input id={ids.years} inputMode="numeric" autoComplete="off" placeholder="0" value={f.years}
                onChange={(e) => f.set({ years: e.target.value })} aria-invalid={p.ageError ? true : undefined}
                aria-describedby={p.ageError ? ids.ageMsg : undefined} className="w-20 text-base" />
              <span className="text-sm text-muted-foreground">anos</span>
              <label htmlFor={ids.months} className="sr-only">Meses</label>
              <Input id={ids.months} inputMode="numeric" autoComplete="off" placeholder="0" value={f.months}
                onChange={(e) => f.set({ months: e.target.value })} aria-invalid={p.ageError ? true : undefined}
                aria-describedby={p.ageError ? ids.ageMsg : undefined} className="w-20 text-base" />
              <span className="text-sm text-muted-foreground">meses</span>
            </div>
          )}
          {p.ageError ? <ErrorText id={ids.ageMsg}>{p.ageError}</ErrorText> : null}
        </div>
      ) : null}
      {showHeight ? (
        <div className="space-y-1.5">
          <label htmlFor={ids.height} className="text-sm font-medium">Estatura (cm) <span className="font-normal text-muted-foreground">— opcional</span></label>
          <div className="flex items-center gap-2">
            <Input id={ids.height} inputMode="decimal" autoComplete="off" placeholder="ex.: 150" value={f.height}
              onChange={(e) => f.set({ height: e.target.value })} aria-invalid={p.heightError ? true : undefined}
              aria-describedby={p.heightError ? ids.heightMsg : `${ids.height}-hint`} className="text-base" />
            <span className="text-sm text-muted-foreground">cm</span>
          </div>
          {p.heightError ? <ErrorText id={ids.heightMsg}>{p.heightError}</ErrorText> : (
            <p id={`${ids.height}-hint`} className="text-xs text-muted-foreground">Com a estatura, o peso é conferido pelo IMC para a idade (OMS 2007); sem ela, pela curva de peso para idade do CDC 2000.</p>
          )}
        </div>
      ) : null}
      {withSex ? (
        <fieldset className="space-y-1.5 sm:col-span-2">
          <legend className="text-sm font-medium">Sexo</legend>
          <div className="flex gap-4">
            {(['M', 'F'] as const).map((s) => (
              <label key={s} className="flex items-center gap-2 text-sm">
                <input type="radio" name={`${uid}-sex`} checked={f.sex === s} onChange={() => f.set({ sex: s })} className="h-4 w-4" />
                {s === 'M' ? 'Masculino' : 'Feminino'}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
    </section>
  );
}

/** A screen whose doses need other inputs than weight and age (e.g. a flowchart whose antivenom vials depend
 * on neither) provides its own `doseGate`; every GuardedDose inside follows it. */
export const DoseGateContext = createContext<DoseGate | null>(null);

/** What keeps the doses hidden (the package's `doseGate`), said once where the doses would be. */
export function DoseGateNotice({ gate, className }: { gate: DoseGate; className?: string }) {
  if (gate.show) return null;
  return (
    <div role="status" data-testid="dose-gate" data-reason={gate.reason ?? undefined}
      className={cn('rounded-lg border-2 border-dashed p-4', gate.confirmable ? 'border-amber-500 bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-50' : 'border-border text-muted-foreground', className)}>
      {gate.confirmable ? <AlertTriangle className="mr-1.5 inline h-4 w-4" aria-hidden /> : null}{gate.message}
    </div>
  );
}

/** A dose number as shown on a page. The screens gate first (doseGate); as a second safeguard the number
 * itself is withheld here whenever the patient's gate is closed. */
export function GuardedDose({ children, className }: { children: ReactNode; className?: string }) {
  const patient = usePatient();
  const gate = useContext(DoseGateContext) ?? patient.gate;
  const { plausibility } = patient;
  if (!gate.show) {
    return <span data-testid="dose-hidden" className={cn('text-muted-foreground', className)} title={gate.message ?? undefined}>—</span>;
  }
  // shown for a weight the user confirmed despite the warning: the dose says so
  const confirmedSlip = plausibility !== null && !plausibility.plausible;
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-1', confirmedSlip && 'rounded px-1 ring-2 ring-amber-500', className)} data-confirmed-weight={confirmedSlip || undefined}>
      {children}
      {confirmedSlip ? (
        <span data-testid="dose-confirmed-weight" className="inline-flex items-center gap-0.5 text-xs font-semibold">
          <AlertTriangle className="h-3 w-3" aria-hidden /> peso confirmado pelo usuário
        </span>
      ) : null}
    </span>
  );
}

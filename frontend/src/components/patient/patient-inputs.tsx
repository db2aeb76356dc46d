/** The shared patient inputs: `Peso (kg)` (comma decimals) and `Idade` (years + months, or the birth
 * date), optionally the sex. Out-of-range values show the clinical package's Portuguese message under
 * the field (never clamped); an implausible weight for the age (tenfold slip) is said under the
 * weight, and every dose on the page stays marked until "Confirmo o peso". */
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
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
  className?: string;
}

function ErrorText({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {children}
    </p>
  );
}

export function PatientInputs({ withSex = false, withWeight = true, withAge = true, className }: PatientInputsProps) {
  const uid = useId();
  const f = usePatientStore();
  const p = usePatient();
  const ids = {
    weight: `${uid}-weight`, years: `${uid}-years`, months: `${uid}-months`, dob: `${uid}-dob`,
    weightMsg: `${uid}-weight-msg`, ageMsg: `${uid}-age-msg`,
  };
  const implausible = p.plausibility !== null && !p.plausibility.plausible;
  const setMode = (ageMode: AgeMode) => f.set({ ageMode });
  return (
    <section aria-label="Dados do paciente" className={cn('grid gap-4 rounded-lg border border-border bg-card p-4 sm:grid-cols-2', className)}>
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
              aria-describedby={p.weightError || implausible ? ids.weightMsg : undefined}
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
          {!p.weightError && !implausible && p.ageCheckUnavailable ? (
            <p className="text-xs text-muted-foreground">Não foi possível conferir o peso para a idade (tabelas de crescimento indisponíveis); confira o peso.</p>
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

/** A dose as shown on a page: marked while the weight is implausible and unconfirmed. */
export function GuardedDose({ children, className }: { children: ReactNode; className?: string }) {
  const { unconfirmed } = usePatient();
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-1', unconfirmed && 'rounded bg-amber-100 px-1 text-amber-950 ring-2 ring-amber-500 dark:bg-amber-900 dark:text-amber-50', className)} data-unconfirmed={unconfirmed || undefined}>
      {children}
      {unconfirmed ? (
        <span data-testid="dose-unconfirmed" className="inline-flex items-center gap-0.5 text-xs font-semibold">
          <AlertTriangle className="h-3 w-3" aria-hidden /> peso não confirmado
        </span>
      ) : null}
    </span>
  );
}

import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { choosePresentation, formatDose, intervalText, presentationProblems, type Patient } from '@/clinical';
import { GuardedDose } from '@/components/patient';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import type { MedicationPresentation, MedicationTag } from '../api/medications';
import { DoseSource } from './dose-source';
import { DailyCapLine, InfusionLine } from './dose-limits';
import { amountText, dailyText, doseFor, prescriptionLine } from '../lib/dose-view';

/** One dose tag of a dosage for the patient: the dose, the presentation's mL, interval, daily total,
 * the limits when they bind, or why there is no dose in this band. */
export function DoseCard({ medicationName, name, tags, presentations, patient }: {
  medicationName: string; name: string; tags: MedicationTag[]; presentations: MedicationPresentation[]; patient: Patient | null;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  if (!patient) return null;
  const r = doseFor(tags, name, patient);
  if (r.kind === 'error') {
    return <p role="alert" data-dose={name} className="rounded-md border border-red-400 p-3 text-sm text-destructive">{r.message}</p>;
  }
  const row = r.row as MedicationTag;
  if (r.kind === 'not_indicated') {
    return (
      <div data-dose={name} data-kind="not_indicated" className="rounded-md border border-amber-400 bg-amber-50 p-3 text-sm dark:bg-amber-950/40">
        <p className="font-semibold">Não indicado nesta faixa</p>
        <p>{r.reason}</p>
        <DoseSource row={row} />
      </div>
    );
  }
  // the core chooses the presentation that fits this dose and age, and says why a chosen one does not (issue #34)
  const fit = choosePresentation(row, r.value, presentations, patient);
  const usable = fit.usable;
  const pres = usable.find((p) => p.id === chosen) ?? fit.chosen;
  const presProblems = pres ? presentationProblems(row, r.value, pres, patient) : [];
  const amount = amountText(r.value, r.unit, pres);
  const every = intervalText(r.intervalHours);
  const daily = dailyText(r);
  const line = prescriptionLine(medicationName, r, pres);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(line);
      setCopied(true);
      toast.success('Prescrição copiada');
    } catch {
      toast.error('Não foi possível copiar a prescrição');
    }
  };
  return (
    <div data-dose={name} data-kind="dose" className="rounded-md border border-border p-3 text-sm">
      {row.label ? <p className="text-xs text-muted-foreground">{row.label}</p> : null}
      <p className="mt-1 flex flex-wrap items-baseline gap-2">
        <GuardedDose>
          <span className="text-xl font-bold" data-testid="dose-value">{formatDose(r.value, r.unit)}</span>
          {amount ? <span className="text-lg font-semibold" data-testid="dose-amount">= {amount}</span> : null}
        </GuardedDose>
        {row.route ? <span>{row.route}</span> : null}
        {every ? <span data-testid="dose-interval">{every}</span> : null}
      </p>
      {r.capped ? (
        <p className="mt-1 font-semibold text-red-800 dark:text-red-200" data-testid="dose-capped">
          Dose máxima atingida: {formatDose(r.perDoseMax!, r.unit)} por dose
        </p>
      ) : r.perDoseMax !== null ? <p className="mt-1 text-xs text-muted-foreground">Máximo por dose: {formatDose(r.perDoseMax, r.unit)}</p> : null}
      {r.raised ? (
        <p className="mt-1 font-semibold text-amber-800 dark:text-amber-200" data-testid="dose-raised">
          Dose mínima aplicada: {formatDose(r.perDoseMin!, r.unit)} por dose
        </p>
      ) : null}
      {daily ? <p className="mt-1" data-testid="dose-daily">{daily}</p> : null}
      <DailyCapLine r={r} />
      <InfusionLine r={r} />
      {row.duration ? <p className="mt-1 text-xs">Duração: {row.duration}</p> : null}
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {usable.length > 0 ? (
          <label className="flex items-center gap-2 text-xs">
            <span>Apresentação</span>
            <select className="rounded-md border border-border bg-background px-2 py-1 text-sm" value={pres?.id ?? ''}
              onChange={(e) => setChosen(e.target.value)} aria-label={`Apresentação para ${row.label ?? name}`}>
              {usable.map((p) => <option key={p.id} value={p.id}>{p.label}</option>)}
            </select>
          </label>
        ) : null}
        <Button variant="outline" size="sm" onClick={() => void copy()} aria-label="Copiar prescrição" data-line={line}>
          {copied ? <Check className="h-4 w-4" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />} {copied ? 'Copiada' : 'Copiar prescrição'}
        </Button>
      </div>
      {presProblems.length > 0 ? (
        <p role="status" className="mt-1 font-semibold text-amber-800 dark:text-amber-200" data-testid="presentation-warning">{presProblems.join(' ')}</p>
      ) : null}
      <DoseSource row={row} />
    </div>
  );
}

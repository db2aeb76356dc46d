/** The dose engine (clinical renderDosage) run on a medication's current dosages and tags for a
 * weight and age the admin types: what the public page will show after a save. */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ClinicalInputError, renderDosage } from '@/clinical';
import { Input } from '@/components/ui/input';
import { fetchDosePreview, fetchMedicationOptions } from '../api/dose-preview-api';
import { adminKeys } from '../api/table-api';
import { parseDecimal } from '../lib/form-schema';

/** The preview's query key: under the tags table, so the editor's writes reach it. */
export const previewKey = (medicationId: string) => [...adminKeys.table('pedbook_medication_tags'), 'preview', medicationId] as const;

/** Every medication by name, for the editor's picker. */
export function useMedicationOptions() {
  return useQuery({
    queryKey: adminKeys.options('pedbook_medications'),
    queryFn: fetchMedicationOptions,
  });
}

/** A select of every medication by name ('' = none chosen). */
export function MedicationSelect({ label, className, value, onChange }: { label: string; className: string; value: string; onChange: (id: string) => void }) {
  const meds = useMedicationOptions();
  return (
    <label className={className}>
      {label}
      <select className="h-10 rounded-md border border-border bg-background px-2 text-sm" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Escolha...</option>
        {(meds.data ?? []).map((m) => (
          <option key={m.value} value={m.value}>
            {m.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The preview of one medication's doses: the medication is chosen by the caller (the
 * medication editor), or here when no caller chooses (medicationId undefined). */
export function DosePreview({ medicationId: chosen }: { medicationId?: string }) {
  const [own, setOwn] = useState('');
  const medicationId = chosen ?? own;
  const [weight, setWeight] = useState('');
  const [age, setAge] = useState('');
  const data = useQuery({ queryKey: previewKey(medicationId), queryFn: () => fetchDosePreview(medicationId), enabled: medicationId !== '' });
  const kg = weight.trim() ? parseDecimal(weight) : null;
  const months = age.trim() ? parseDecimal(age) : undefined;
  let inputError: string | null = null;
  if (weight.trim() && kg === null) inputError = 'Peso: informe um número em kg (ex.: 12,5).';
  else if (age.trim() && months === null) inputError = 'Idade: informe os meses como número.';
  const rendered =
    data.data && kg !== null && !inputError
      ? data.data.dosages.map((d) => {
          try {
            return { d, ...renderDosage(d.dosage_template, data.data.tags, months === undefined || months === null ? { weightKg: kg } : { weightKg: kg, ageMonths: months }) };
          } catch (e) {
            return { d, text: '', values: {}, errors: [e instanceof ClinicalInputError ? e.message : String(e)] };
          }
        })
      : [];
  return (
    <section aria-label="Pré-visualização da dose" className="space-y-2 rounded-xl border border-border p-3">
      <h2 className="text-lg font-semibold">Pré-visualização da dose</h2>
      <div className="flex flex-wrap gap-2">
        {chosen === undefined ? <MedicationSelect label="Medicamento" className="flex flex-col text-xs" value={medicationId} onChange={setOwn} /> : null}
        <label className="flex flex-col text-xs">
          Peso (kg)
          <Input className="w-28" inputMode="decimal" value={weight} onChange={(e) => setWeight(e.target.value)} />
        </label>
        <label className="flex flex-col text-xs">
          Idade (meses)
          <Input className="w-28" inputMode="decimal" value={age} onChange={(e) => setAge(e.target.value)} />
        </label>
      </div>
      {inputError ? <p role="alert" className="text-sm text-destructive">{inputError}</p> : null}
      {data.isError ? <p role="alert" className="text-sm text-destructive">{data.error.message}</p> : null}
      {medicationId === '' ? <p className="text-sm text-muted-foreground">Escolha um medicamento para ver as doses calculadas.</p> : null}
      {data.data && data.data.dosages.length === 0 ? <p className="text-sm text-muted-foreground">Este medicamento não tem dosagens.</p> : null}
      <ul className="space-y-2 text-sm">
        {rendered.map((r) => (
          <li key={r.d.id} className="rounded-md bg-muted p-2">
            <p className="font-medium">{r.d.name}</p>
            {r.text ? <p data-testid="dose-preview-text">{r.text}</p> : null}
            {r.errors.map((e) => (
              <p key={e} className="text-destructive">
                {e}
              </p>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}

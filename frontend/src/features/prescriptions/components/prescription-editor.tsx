import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PatientInputs, usePatient } from '@/components/patient';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useUnsavedChangesWarning } from '@/lib/unsaved-changes';
import { listCategories, prescriptionKeys, type Prescription, type PrescriptionDraft } from '../api/prescriptions-api';
import { doseInstruction, draftProblem, formatWeight } from '../lib/prescription-logic';
import { MedicationPicker, type PickedDosage } from './medication-picker';

type Item = PrescriptionDraft['items'][number] & { key: string; computedForKg: number | null };

let keySeq = 0;
const nextKey = () => `item-${++keySeq}`;

function fromPrescription(p: Prescription | null): Item[] {
  return (p?.items ?? []).map((it) => ({
    key: nextKey(), medicationId: it.medication_id, dosageId: it.dosage_id, name: it.item_name ?? '', text: it.custom_text ?? '', duration: it.duration ?? '', computedForKg: null,
  }));
}

export const UNSAVED_MESSAGE = 'Há alterações não salvas nesta prescrição. Sair sem salvar?';

/** What the form holds, to tell an edited form from the one loaded (the patient's weight and
 * age live in the session's shared inputs, not in the form). */
function snapshot(v: { name: string; categoryId: string | null; patientName: string; notes: string; items: Item[] }): string {
  return JSON.stringify([v.name, v.categoryId, v.patientName, v.notes, v.items.map((it) => [it.medicationId, it.dosageId, it.name, it.text, it.duration])]);
}

/** Create or edit a prescription: name, category, patient (shared weight/age inputs, name kept
 * private), items computed from a medication's dosage (the text stays editable) or free. */
export function PrescriptionEditor({ initial, saving, onSave, onDirtyChange }: { initial: Prescription | null; saving: boolean; onSave: (d: PrescriptionDraft) => void; onDirtyChange?: (dirty: boolean) => void }) {
  const patient = usePatient();
  const categories = useQuery({ queryKey: prescriptionKeys.categories(), queryFn: listCategories });
  const [name, setName] = useState(initial?.name ?? '');
  const [categoryId, setCategoryId] = useState<string | null>(initial?.category_id ?? null);
  const [patientName, setPatientName] = useState(initial?.patient?.patient_name ?? '');
  const [notes, setNotes] = useState(initial?.notes ?? '');
  const [items, setItems] = useState<Item[]>(() => fromPrescription(initial));
  const [picking, setPicking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [baseline] = useState(() => snapshot({ name, categoryId, patientName, notes, items }));
  const dirty = snapshot({ name, categoryId, patientName, notes, items }) !== baseline;
  // leaving with unsaved changes asks first (reload, closing the tab, an in-app link)
  useUnsavedChangesWarning(dirty && !saving, UNSAVED_MESSAGE);
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);

  const weightKg = patient.weightKg ?? initial?.patient_weight_kg ?? null;
  const ageMonths = patient.ageMonths ?? initial?.patient_age_months ?? null;

  const update = (key: string, patch: Partial<Item>) => setItems((xs) => xs.map((x) => (x.key === key ? { ...x, ...patch } : x)));
  const move = (i: number, d: -1 | 1) =>
    setItems((xs) => {
      const j = i + d;
      if (j < 0 || j >= xs.length) return xs;
      const next = [...xs];
      [next[i], next[j]] = [next[j]!, next[i]!];
      return next;
    });

  const pick = ({ medication, dosing, dosageId }: PickedDosage) => {
    const dosage = dosing.dosages.find((d) => d.id === dosageId);
    if (!dosage) return;
    const out = doseInstruction(dosage.dosage_template, dosing.tags, { weightKg: patient.weightKg, ageMonths: patient.ageMonths, gate: patient.gate });
    if (!out.ok) {
      setError(out.message);
      return;
    }
    setError(null);
    setItems((xs) => [...xs, { key: nextKey(), medicationId: medication.id, dosageId, name: medication.name, text: out.text, duration: '', computedForKg: patient.weightKg }]);
    setPicking(false);
  };

  const save = () => {
    const draft: PrescriptionDraft = { name, categoryId, notes, patientName, weightKg, ageMonths, items };
    const stale = items.findIndex((it) => it.computedForKg !== null && it.computedForKg !== weightKg);
    const problem =
      draftProblem(draft) ??
      (stale >= 0 ? `O item ${stale + 1} foi calculado para ${formatWeight(items[stale]!.computedForKg)}, mas o peso agora é ${formatWeight(weightKg) ?? 'outro'}: remova e adicione de novo ou edite a dose.` : null);
    setError(problem);
    if (!problem) onSave(draft);
  };

  return (
    <form className="space-y-4" aria-label="Prescrição" noValidate onSubmit={(e) => { e.preventDefault(); save(); }}>
      <div className="space-y-1.5">
        <label htmlFor="rx-name" className="text-sm font-medium">Nome da prescrição</label>
        <Input id="rx-name" value={name} onChange={(e) => setName(e.target.value)} placeholder="Ex.: Otite média aguda" />
      </div>
      {categories.data && categories.data.length > 0 ? (
        <div className="space-y-1.5">
          <label htmlFor="rx-category" className="text-sm font-medium">Categoria</label>
          <select id="rx-category" value={categoryId ?? ''} onChange={(e) => setCategoryId(e.target.value || null)} className="h-10 w-full rounded-md border border-border bg-background px-3 text-sm">
            <option value="">Sem categoria</option>
            {categories.data.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
          </select>
        </div>
      ) : null}
      <div className="space-y-1.5">
        <label htmlFor="rx-patient" className="text-sm font-medium">Nome do paciente (opcional; nunca compartilhado)</label>
        <Input id="rx-patient" value={patientName} onChange={(e) => setPatientName(e.target.value)} autoComplete="off" />
      </div>
      <PatientInputs />
      {initial && patient.weightKg === null && initial.patient_weight_kg !== null ? (
        <p className="text-sm text-muted-foreground">Peso salvo nesta prescrição: {formatWeight(initial.patient_weight_kg)}.</p>
      ) : null}

      <section aria-label="Itens da prescrição" className="space-y-3">
        <h2 className="font-semibold">Itens</h2>
        {items.length === 0 ? <p className="text-sm text-muted-foreground">Nenhum item ainda.</p> : null}
        <ol className="space-y-3">
          {items.map((it, i) => (
            <li key={it.key} className="space-y-2 rounded-md border border-border p-3" aria-label={`Item ${i + 1}`}>
              <div className="flex items-center justify-between gap-2">
                <span className="font-semibold">{i + 1}.</span>
                <div className="flex gap-1">
                  <Button type="button" size="sm" variant="ghost" aria-label="Mover para cima" disabled={i === 0} onClick={() => move(i, -1)}>↑</Button>
                  <Button type="button" size="sm" variant="ghost" aria-label="Mover para baixo" disabled={i === items.length - 1} onClick={() => move(i, 1)}>↓</Button>
                  <Button type="button" size="sm" variant="ghost" onClick={() => setItems((xs) => xs.filter((x) => x.key !== it.key))}>Remover item</Button>
                </div>
              </div>
              <label className="block text-sm font-medium" htmlFor={`${it.key}-name`}>Medicamento ou item</label>
              <Input id={`${it.key}-name`} value={it.name} onChange={(e) => update(it.key, { name: e.target.value })} />
              <label className="block text-sm font-medium" htmlFor={`${it.key}-text`}>Posologia (editável)</label>
              <textarea id={`${it.key}-text`} value={it.text} rows={3} onChange={(e) => update(it.key, { text: e.target.value })}
                className="w-full rounded-md border border-border bg-background p-2 text-sm" />
              {it.computedForKg !== null ? <p className="text-xs text-muted-foreground">Dose calculada para {formatWeight(it.computedForKg)}.</p> : null}
              <label className="block text-sm font-medium" htmlFor={`${it.key}-duration`}>Duração</label>
              <Input id={`${it.key}-duration`} value={it.duration} placeholder="Ex.: 10 dias" onChange={(e) => update(it.key, { duration: e.target.value })} />
            </li>
          ))}
        </ol>
        {picking ? (
          <MedicationPicker onPick={pick} onClose={() => setPicking(false)} />
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" onClick={() => setPicking(true)}>Adicionar medicamento</Button>
            <Button type="button" variant="outline" onClick={() => setItems((xs) => [...xs, { key: nextKey(), medicationId: null, dosageId: null, name: '', text: '', duration: '', computedForKg: null }])}>Adicionar item livre</Button>
          </div>
        )}
      </section>
      <div className="space-y-1.5">
        <label htmlFor="rx-notes" className="text-sm font-medium">Orientações</label>
        <textarea id="rx-notes" value={notes} rows={3} onChange={(e) => setNotes(e.target.value)} className="w-full rounded-md border border-border bg-background p-2 text-sm" />
      </div>
      {error ? <p role="alert" className="rounded-md bg-destructive/10 p-2 text-sm text-destructive">{error}</p> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={saving}>{saving ? 'Salvando…' : 'Salvar prescrição'}</Button>
        {dirty && !saving ? <span role="status" className="text-sm text-amber-700 dark:text-amber-400">Alterações não salvas</span> : null}
      </div>
    </form>
  );
}

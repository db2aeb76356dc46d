/** Pure rules of the prescription screens. */
import { ClinicalInputError, renderDosage, type DoseGate, type DoseTag } from '@/clinical';
import type { PrescriptionDraft } from '../api/prescriptions-api';

/** The patient's age as a prescription header shows it. */
export function formatAgeMonths(months: number | null): string | null {
  if (months === null) return null;
  const m = Math.floor(months);
  const y = Math.floor(m / 12);
  const r = m % 12;
  if (y === 0) return m === 1 ? '1 mês' : `${m} meses`;
  const years = y === 1 ? '1 ano' : `${y} anos`;
  return r === 0 ? years : `${years} e ${r === 1 ? '1 mês' : `${r} meses`}`;
}

export function formatWeight(kg: number | null): string | null {
  return kg === null ? null : `${kg.toLocaleString('pt-BR', { maximumFractionDigits: 2 })} kg`;
}

export type DoseOutcome = { ok: true; text: string } | { ok: false; message: string };

/** The dose instruction of a dosage template for the patient (the clinical core computes every
 * number); refused with the reason when it cannot be computed — first the core's dose gate (weight, age,
 * a plausible or confirmed weight: the same rule as every dose screen). */
export function doseInstruction(template: string, tags: DoseTag[], patient: { weightKg: number | null; ageMonths: number | null; gate: DoseGate }): DoseOutcome {
  if (!patient.gate.show || patient.weightKg === null) return { ok: false, message: patient.gate.message ?? 'Informe o peso (kg) para ver as doses.' };
  try {
    const r = renderDosage(template, tags, { weightKg: patient.weightKg, ...(patient.ageMonths !== null ? { ageMonths: patient.ageMonths } : {}) });
    if (r.errors.length) return { ok: false, message: r.errors.join(' ') };
    return { ok: true, text: r.text };
  } catch (e) {
    if (e instanceof ClinicalInputError) return { ok: false, message: e.message };
    throw e;
  }
}

/** The first problem of a draft, in Portuguese, or null. */
export function draftProblem(d: PrescriptionDraft): string | null {
  if (!d.name.trim()) return 'Dê um nome à prescrição.';
  if (d.name.trim().length > 200) return 'O nome pode ter no máximo 200 caracteres.';
  if (d.items.length === 0) return 'Adicione pelo menos um item.';
  for (const [i, it] of d.items.entries()) {
    if (!it.name.trim()) return `Item ${i + 1}: informe o medicamento ou o item.`;
    if (!it.text.trim()) return `Item ${i + 1}: informe a posologia.`;
    if (it.text.length > 2000) return `Item ${i + 1}: a posologia pode ter no máximo 2000 caracteres.`;
    if (it.duration.length > 100) return `Item ${i + 1}: a duração pode ter no máximo 100 caracteres.`;
  }
  if (d.patientName.trim().length > 120) return 'O nome do paciente pode ter no máximo 120 caracteres.';
  return null;
}

/** Prescriptions through supabase-js. Own rows and shared ones (is_public) are told apart by
 * RLS; the patient's name is in its own owner-only table (never shared). */
import { z } from 'zod';
import type { DoseTag } from '@/clinical';
import { readData, readDone } from '@/lib/read-response';
import { ME } from '@/lib/query-keys';
import { db } from '@/lib/supabase';
import { parseRows } from '@/lib/validate';
import { markDeleted, markWritten, overlayWritten, overlayWrittenOne } from '@/lib/write-through';

const numOrNull = z.union([z.number(), z.string(), z.null()]).transform((v) => (v === null ? null : Number(v)));

const itemRow = z.object({
  id: z.string(),
  medication_id: z.string().nullable(),
  dosage_id: z.string().nullable(),
  item_name: z.string().nullable(),
  custom_text: z.string().nullable(),
  duration: z.string().nullable(),
  notes: z.string().nullable(),
  display_order: z.number(),
});
const prescriptionRow = z.object({
  id: z.string(),
  user_id: z.string(),
  category_id: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  patient_age_months: z.number().nullable(),
  patient_weight_kg: numOrNull,
  notes: z.string().nullable(),
  is_public: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  items: z.array(itemRow),
  patient: z.object({ patient_name: z.string() }).nullable().optional(),
});
export type PrescriptionItem = z.infer<typeof itemRow>;
export type Prescription = z.infer<typeof prescriptionRow>;

const BASE = 'id, user_id, category_id, name, description, patient_age_months, patient_weight_kg, notes, is_public, created_at, updated_at';
const ITEM_COLUMNS = 'id, medication_id, dosage_id, item_name, custom_text, duration, notes, display_order';
const ITEMS = `items:pedbook_prescription_medications(${ITEM_COLUMNS})`;
const OWN_SELECT = `${BASE}, ${ITEMS}, patient:pedbook_prescription_patients(patient_name)`;
const SHARED_SELECT = `${BASE}, ${ITEMS}`;

export const prescriptionKeys = {
  all: () => [...ME, 'prescriptions'] as const,
  mine: (userId: string) => [...ME, 'prescriptions', userId, 'mine'] as const,
  one: (userId: string, id: string) => [...ME, 'prescriptions', userId, 'one', id] as const,
  shared: (userId: string) => [...ME, 'prescriptions', userId, 'shared'] as const,
  categories: () => ['prescription-categories'] as const,
  medications: (q: string) => ['prescription-medications', q] as const,
  dosing: (medicationId: string) => ['prescription-dosing', medicationId] as const,
};

const sortItems = (p: Prescription): Prescription => ({ ...p, items: [...p.items].sort((a, b) => a.display_order - b.display_order) });

export const prescriptionId = (p: Prescription): string => p.id;
/** The lists' order: the most recently changed first. */
export const byUpdatedDesc = (a: Prescription, b: Prescription): number => (a.updated_at < b.updated_at ? 1 : a.updated_at > b.updated_at ? -1 : 0);

// Reads pass through this tab's own writes (lib/write-through: a read replica may lag).
export async function listMine(userId: string): Promise<Prescription[]> {
  const data = readData(await (await db()).from('pedbook_prescriptions').select(OWN_SELECT).eq('user_id', userId).order('updated_at', { ascending: false }), { context: 'Erro ao carregar prescrições' });
  const rows = parseRows(z.array(prescriptionRow), data, 'pedbook_prescriptions').map(sortItems);
  return overlayWritten('pedbook_prescriptions', rows, { keyOf: prescriptionId, complete: true, sort: byUpdatedDesc });
}

export async function getPrescription(id: string): Promise<Prescription | null> {
  const data = readData(await (await db()).from('pedbook_prescriptions').select(OWN_SELECT).eq('id', id).maybeSingle(), { context: 'Erro ao carregar a prescrição' });
  return overlayWrittenOne('pedbook_prescriptions', id, data ? sortItems(parseRows(prescriptionRow, data, 'pedbook_prescriptions')) : null);
}

/** Other users' shared prescriptions (never with a patient's name). */
export async function listShared(userId: string): Promise<Prescription[]> {
  const data = readData(
    await (await db()).from('pedbook_prescriptions').select(SHARED_SELECT).eq('is_public', true).neq('user_id', userId).order('updated_at', { ascending: false }).limit(200), { context: 'Erro ao carregar prescrições compartilhadas' });
  return parseRows(z.array(prescriptionRow), data, 'pedbook_prescriptions').map(sortItems);
}

export interface Category {
  id: string;
  name: string;
}
export async function listCategories(): Promise<Category[]> {
  const data = readData(await (await db()).from('pedbook_prescription_categories').select('id, name').order('display_order').order('name'), { context: 'Erro ao carregar categorias' });
  return parseRows(z.array(z.object({ id: z.string(), name: z.string() })), data, 'pedbook_prescription_categories');
}

export interface PrescriptionDraft {
  name: string;
  categoryId: string | null;
  notes: string;
  patientName: string;
  weightKg: number | null;
  ageMonths: number | null;
  items: Array<{ medicationId: string | null; dosageId: string | null; name: string; text: string; duration: string }>;
}

/** Creates (id null) or replaces a prescription with its items; returns it as the writes
 * returned it (prescription row, items, patient name), not read again: a read replica may not
 * have the writes yet. */
export async function savePrescription(userId: string, id: string | null, d: PrescriptionDraft): Promise<Prescription> {
  const client = await db();
  const row = {
    user_id: userId,
    name: d.name.trim(),
    category_id: d.categoryId,
    notes: d.notes.trim() || null,
    patient_weight_kg: d.weightKg,
    patient_age_months: d.ageMonths === null ? null : Math.floor(d.ageMonths),
  };
  let base: unknown;
  if (id) {
    base = readData(await client.from('pedbook_prescriptions').update(row).eq('id', id).select(BASE).single(), { context: 'Erro ao salvar a prescrição' });
    readDone(await client.from('pedbook_prescription_medications').delete().eq('prescription_id', id), { context: 'Erro ao salvar os itens' });
  } else {
    base = readData(await client.from('pedbook_prescriptions').insert(row).select(BASE).single(), { context: 'Erro ao criar a prescrição' });
  }
  const pid = (base as { id: string }).id;
  let items: unknown = [];
  if (d.items.length) {
    items = readData(
      await client.from('pedbook_prescription_medications').insert(
        d.items.map((it, i) => ({
          prescription_id: pid, user_id: userId, medication_id: it.medicationId, dosage_id: it.dosageId,
          item_name: it.name.trim(), custom_text: it.text.trim(), duration: it.duration.trim() || null, display_order: i,
        })),
      ).select(ITEM_COLUMNS), { context: 'Erro ao salvar os itens' });
  }
  const name = d.patientName.trim();
  let patient: unknown = null;
  if (name) {
    patient = readData(await client.from('pedbook_prescription_patients').upsert({ prescription_id: pid, user_id: userId, patient_name: name }).select('patient_name').single(), { context: 'Erro ao salvar o nome do paciente' });
  } else {
    readDone(await client.from('pedbook_prescription_patients').delete().eq('prescription_id', pid), { context: 'Erro ao salvar o nome do paciente' });
  }
  const saved = sortItems(parseRows(prescriptionRow, { ...(base as object), items, patient }, 'pedbook_prescriptions'));
  markWritten('pedbook_prescriptions', saved.id, saved);
  return saved;
}

/** Shares or unshares; returns the prescription with the row the update returned. */
export async function setShared(p: Prescription, isPublic: boolean): Promise<Prescription> {
  const base = readData(await (await db()).from('pedbook_prescriptions').update({ is_public: isPublic }).eq('id', p.id).select(BASE).single(), { context: 'Erro ao alterar o compartilhamento' });
  const saved = parseRows(prescriptionRow, { ...p, ...(base as object) }, 'pedbook_prescriptions');
  markWritten('pedbook_prescriptions', saved.id, saved);
  return saved;
}

export async function deletePrescription(id: string): Promise<void> {
  readDone(await (await db()).from('pedbook_prescriptions').delete().eq('id', id), { context: 'Erro ao excluir a prescrição' });
  markDeleted('pedbook_prescriptions', id);
}

/** A copy into the user's own list (duplicate, or copy of a shared one): never shared, no patient name. */
export async function copyPrescription(userId: string, p: Prescription, name: string): Promise<Prescription> {
  return savePrescription(userId, null, {
    name, categoryId: p.category_id, notes: p.notes ?? '', patientName: '', weightKg: p.patient_weight_kg, ageMonths: p.patient_age_months,
    items: p.items.map((it) => ({ medicationId: it.medication_id, dosageId: it.dosage_id, name: it.item_name ?? '', text: it.custom_text ?? '', duration: it.duration ?? '' })),
  });
}

// Medications and their dosages, to compute an item's dose.
export interface MedicationHit {
  id: string;
  name: string;
}
export async function searchMedications(q: string): Promise<MedicationHit[]> {
  const term = q.trim().replace(/[%_,()]/g, ' ');
  if (term.length < 2) return [];
  const data = readData(await (await db()).from('pedbook_medications').select('id, name').ilike('name', `%${term}%`).order('name').limit(20), { context: 'Erro ao buscar medicamentos' });
  return parseRows(z.array(z.object({ id: z.string(), name: z.string() })), data, 'pedbook_medications');
}

const dosageRow = z.object({ id: z.string(), name: z.string(), dosage_template: z.string(), summary: z.string().nullable(), source: z.string().nullable() });
const tagRow = z.object({
  name: z.string(), multiplier: numOrNull, max_value: numOrNull,
  type: z.enum(['fixed', 'multiplier', 'age', 'multiplier_by_fixed_age', 'fixed_by_weight']), unit: z.string().nullable(),
  start_month: z.number().nullable(), end_month: z.number().nullable(), start_weight: numOrNull, end_weight: numOrNull, round_result: z.boolean(),
});
export interface Dosing {
  dosages: Array<z.infer<typeof dosageRow>>;
  tags: DoseTag[];
}
export async function loadDosing(medicationId: string): Promise<Dosing> {
  const client = await db();
  const [d, t] = await Promise.all([
    client.from('pedbook_medication_dosages').select('id, name, dosage_template, summary, source').eq('medication_id', medicationId).order('display_order'),
    client.from('pedbook_medication_tags').select('name, multiplier, max_value, type, unit, start_month, end_month, start_weight, end_weight, round_result').eq('medication_id', medicationId),
  ]);
  return {
    dosages: parseRows(z.array(dosageRow), readData(d, { context: 'Erro ao carregar as posologias' }), 'pedbook_medication_dosages'),
    tags: parseRows(z.array(tagRow), readData(t, { context: 'Erro ao carregar as posologias' }), 'pedbook_medication_tags'),
  };
}

export interface Prescriber {
  fullName: string;
  registration: string | null;
  area: string | null;
}
export async function loadPrescriber(userId: string): Promise<Prescriber> {
  const data = readData(await (await db()).from('profiles').select('full_name, registration_number, formation_area').eq('id', userId).single(), { context: 'Erro ao carregar o perfil' });
  const r = parseRows(z.object({ full_name: z.string().nullable(), registration_number: z.string().nullable(), formation_area: z.string().nullable() }), data, 'profiles');
  return { fullName: r.full_name || 'Usuário', registration: r.registration_number, area: r.formation_area && r.formation_area !== 'Não informado' ? r.formation_area : null };
}

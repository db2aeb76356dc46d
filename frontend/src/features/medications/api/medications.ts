/** Medications through the gateway. The detail select is the spec's nested select of pedbook_medications
 * (part 2 §3: categories, use cases with dosages, tags) extended with the dose-model columns (issue #14)
 * and the presentations. Unpublished medications come back only for admins — the RLS decides. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { DoseTag, Presentation } from '@/clinical';
import { db } from '@/lib/supabase';
import { withOfflineFallback } from '@/features/offline';
import { readMaybe, readRows } from '@/lib/read-response';
import { parseRows } from '@/lib/validate';
import { MEDICATION_SELECT } from './select';

/** numeric columns: a JSON number (or the text PostgreSQL numerics can come as) → number */
const num = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]).transform(Number);
const numN = num.nullable();

const categorySchema = z.object({ id: z.string(), name: z.string(), description: z.string().nullable(), display_order: z.number() });
const listItemSchema = z.object({
  id: z.string(), name: z.string(), slug: z.string(), description: z.string().nullable(), brands: z.string().nullable(),
  category_id: z.string().nullable(),
});

/** A dose row's documentary verification (pedbook_dose_verifications, one per row: an object, or a one-element
 * list from a server that embeds it as to-many) → the record or null. */
const verificationSchema = z.object({
  level: z.enum(['V', 'S', 'K', 'U']), document: z.string().nullable(), location: z.string().nullable(), url: z.string().nullable(),
  checked_on: z.string().nullable(), statement: z.string().nullable(), searched: z.string().nullable(), note: z.string().nullable(),
  stale: z.boolean(),
});
const verificationField = z.union([verificationSchema, z.array(verificationSchema).max(1)]).nullable().optional()
  .transform((v) => (Array.isArray(v) ? v[0] ?? null : v ?? null));

const tagSchema = z.object({
  id: z.string(), name: z.string(), multiplier: numN, max_value: numN,
  type: z.enum(['fixed', 'multiplier', 'age', 'multiplier_by_fixed_age', 'fixed_by_weight']),
  start_month: z.number().nullable(), end_month: z.number().nullable(), start_weight: numN, end_weight: numN,
  round_result: z.boolean(), is_user_medication: z.boolean(),
  unit: z.string().nullable(), min_value: numN, daily_max_per_kg: numN, daily_max_value: numN, interval_hours: numN,
  doses_per_day: numN, route: z.string().nullable(), duration: z.string().nullable(), label: z.string().nullable(),
  not_indicated: z.boolean(), not_indicated_reason: z.string().nullable(), source: z.string().nullable(),
  status: z.enum(['verificado', 'pendente']), reviewed_at: z.string().nullable(), reviewed_by: z.string().nullable(),
  display_order: z.number(),
  pedbook_dose_verifications: verificationField,
  // migration 0026; default null so a dataset cached offline before it still parses
  rate_limit: z.string().nullable().default(null),
});
const presentationSchema = z.object({
  id: z.string(), form: z.string(), label: z.string(), amount: num, amount_unit: z.string(), volume_ml: numN,
  drops_per_ml: numN, routes: z.array(z.string()).nullable(), is_default: z.boolean(), display_order: z.number(), source: z.string().nullable(),
  // schema 0030: the ages and daily mg/kg the presentation is labelled for (optional: older offline copies lack them)
  start_month: z.number().nullable().optional(), end_month: z.number().nullable().optional(), max_daily_per_kg: numN.optional(),
});
const dosageSchema = z.object({
  id: z.string(), name: z.string(), dosage_template: z.string(), summary: z.string().nullable(), age_group: z.string().nullable(),
  medication_id: z.string(), source: z.string().nullable(), display_order: z.number(),
});
const useCaseSchema = z.object({
  id: z.string(), name: z.string(), description: z.string().nullable(), display_order: z.number(),
  pedbook_medication_dosages: z.array(dosageSchema).nullable().transform((a) => [...(a ?? [])].sort((x, y) => x.display_order - y.display_order)),
});
const medicationSchema = z.object({
  id: z.string(), name: z.string(), slug: z.string(), description: z.string().nullable(), brands: z.string().nullable(),
  contraindications: z.string().nullable(), guidelines: z.string().nullable(), scientific_references: z.string().nullable(),
  pedbook_medication_categories: z.object({ id: z.string(), name: z.string() }).nullable(),
  pedbook_medication_use_cases: z.array(useCaseSchema).nullable().transform((a) => [...(a ?? [])].sort((x, y) => x.display_order - y.display_order)),
  pedbook_medication_tags: z.array(tagSchema).nullable().transform((a) => [...(a ?? [])].sort((x, y) => x.display_order - y.display_order)),
  pedbook_medication_presentations: z.array(presentationSchema).nullable()
    .transform((a) => [...(a ?? [])].sort((x, y) => x.display_order - y.display_order)),
});

export type MedicationCategory = z.infer<typeof categorySchema>;
export type MedicationListItem = z.infer<typeof listItemSchema>;
export type MedicationTag = z.infer<typeof tagSchema> & DoseTag;
export type MedicationPresentation = z.infer<typeof presentationSchema> & Presentation;
export type Medication = z.infer<typeof medicationSchema>;

export { MEDICATION_SELECT };

export const medicationKeys = {
  all: ['medications'] as const,
  index: () => [...medicationKeys.all, 'index'] as const,
  detail: (slug: string) => [...medicationKeys.all, 'detail', slug] as const,
};

/** Categories and the medication list (name, brands, category) for /medicamentos and the panel.
 * With the server down, from the offline copy (categories as the medications nest them). */
export async function fetchMedicationIndex() {
  return withOfflineFallback(
    async () => {
      const client = await db();
      const [cats, meds] = await Promise.all([
        client.from('pedbook_medication_categories').select('id, name, description, display_order').order('display_order').order('name').limit(500),
        client.from('pedbook_medications').select('id, name, slug, description, brands, category_id').order('name').limit(2000),
      ]);
      return { categories: readRows(categorySchema, cats), medications: readRows(listItemSchema, meds) };
    },
    (data) => {
      const rows = data.rows('pedbook_medications');
      if (rows.length === 0) return undefined;
      const medications = parseRows(z.array(medicationSchema), rows, 'cópia offline');
      const categories = new Map<string, MedicationCategory>();
      for (const m of medications) {
        const c = m.pedbook_medication_categories;
        if (c && !categories.has(c.id)) categories.set(c.id, { id: c.id, name: c.name, description: null, display_order: 0 });
      }
      return {
        categories: [...categories.values()].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')),
        medications: medications.map((m) => ({ id: m.id, name: m.name, slug: m.slug, description: m.description, brands: m.brands, category_id: m.pedbook_medication_categories?.id ?? null })),
      };
    },
  );
}

/** One medication with everything its doses need; with the server down, from the offline copy
 * (downloaded with the same select, validated by the same schema). */
export async function fetchMedication(slug: string): Promise<Medication | null> {
  return withOfflineFallback(
    async () => readMaybe(medicationSchema, await (await db()).from('pedbook_medications').select(MEDICATION_SELECT).eq('slug', slug).maybeSingle()),
    (data) => {
      const row = data.rows('pedbook_medications').find((m) => m.slug === slug);
      return row ? parseRows(medicationSchema, row, 'cópia offline') : undefined;
    },
  );
}

const STALE = 5 * 60 * 1000;
export const medicationIndexQuery = () => queryOptions({ queryKey: medicationKeys.index(), queryFn: fetchMedicationIndex, staleTime: STALE });
export const medicationQuery = (slug: string) => queryOptions({ queryKey: medicationKeys.detail(slug), queryFn: () => fetchMedication(slug), staleTime: STALE });
export const useMedicationIndex = () => useQuery(medicationIndexQuery());
export const useMedication = (slug: string) => useQuery(medicationQuery(slug));

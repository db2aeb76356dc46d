/** Leaflets (professional-leaflet summaries), breastfeeding compatibility and drug interactions
 * through the gateway. Drafts and unpublished rows come back only for admins (RLS). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { db } from '@/lib/supabase';
import { readMaybe, readRows } from '@/lib/read-response';

const medRef = z.object({ id: z.string(), name: z.string(), slug: z.string(), brands: z.string().nullable() });
const leafletListSchema = z.object({
  id: z.string(), title: z.string().nullable(), medication_id: z.string(), anvisa_entry: z.string().nullable(),
  status: z.enum(['verificado', 'pendente']), is_published: z.boolean(), medication: medRef.nullable(),
});
const leafletSchema = leafletListSchema.extend({
  content: z.string(), format_type: z.string(), source: z.string().nullable(), reviewed_at: z.string().nullable(),
  reviewed_by: z.string().nullable(), updated_at: z.string(),
});
export type LeafletListItem = z.infer<typeof leafletListSchema>;
export type Leaflet = z.infer<typeof leafletSchema>;

const LEAFLET_LIST = 'id, title, medication_id, anvisa_entry, status, is_published, medication:pedbook_medications(id, name, slug, brands)';
const LEAFLET = `${LEAFLET_LIST}, content, format_type, source, reviewed_at, reviewed_by, updated_at`;

/** Published leaflets (the spec's search lists only those), by medication name. */
export async function fetchLeaflets() {
  const res = await (await db()).from('pedbook_medication_instructions').select(LEAFLET_LIST).eq('is_published', true).limit(1000);
  return readRows(leafletListSchema, res).sort((a, b) => (a.medication?.name ?? '').localeCompare(b.medication?.name ?? '', 'pt-BR'));
}

/** The leaflet of a medication, by its slug (/bulas-profissionais/:slug) or id (/medicamentos/:id/bula). */
export async function fetchLeaflet(by: { slug: string } | { medicationId: string }): Promise<Leaflet | null> {
  const client = await db();
  let medicationId: string;
  if ('slug' in by) {
    const med = readMaybe(z.object({ id: z.string() }), await client.from('pedbook_medications').select('id').eq('slug', by.slug).maybeSingle());
    if (!med) return null;
    medicationId = med.id;
  } else {
    if (!/^[0-9a-f-]{36}$/i.test(by.medicationId)) return null;
    medicationId = by.medicationId;
  }
  const rows = readRows(leafletSchema, await client.from('pedbook_medication_instructions').select(LEAFLET).eq('medication_id', medicationId)
    .order('is_published', { ascending: false }).order('updated_at', { ascending: false }).limit(1));
  return rows[0] ?? null;
}

const bfSchema = z.object({
  id: z.string(), name: z.string(), compatibility_level: z.enum(['verde', 'amarelo', 'vermelho']), usage_description: z.string().nullable(),
  additional_info: z.string().nullable(), article_reference: z.string().nullable(), safety_source: z.string().nullable(),
  verification_status: z.string().nullable(), lactmed_entry: z.string().nullable(), lactmed_revised_on: z.string().nullable(),
  section: z.object({ id: z.string(), name: z.string(), display_order: z.number() }).nullable(),
  subsection: z.object({ id: z.string(), name: z.string(), display_order: z.number() }).nullable(),
});
export type BreastfeedingEntry = z.infer<typeof bfSchema>;

export async function fetchBreastfeeding() {
  const res = await (await db()).from('pedbook_breastfeeding_medications').select(
    'id, name, compatibility_level, usage_description, additional_info, article_reference, safety_source, verification_status, lactmed_entry, lactmed_revised_on, '
    + 'section:pedbook_breastfeeding_sections(id, name, display_order), subsection:pedbook_breastfeeding_subsections(id, name, display_order)',
  ).order('name').limit(2000);
  return readRows(bfSchema, res);
}

const imSchema = z.object({ id: z.string(), name: z.string(), drug_class: z.string().nullable(), medication_slug: z.string().nullable() });
const interactionSchema = z.object({
  id: z.string(), medication_a_id: z.string(), medication_b_id: z.string(),
  severity: z.enum(['contraindicada', 'grave', 'moderada', 'leve']), mechanism: z.string().nullable(), clinical_effect: z.string().nullable(),
  management: z.string().nullable(), source: z.string().nullable(),
});
export type InteractionMedication = z.infer<typeof imSchema>;
export type Interaction = z.infer<typeof interactionSchema>;

export async function fetchInteractionMedications() {
  return readRows(imSchema, await (await db()).from('pedbook_drug_interaction_medications').select('id, name, drug_class, medication_slug').order('name').limit(2000));
}

/** Every known interaction among the chosen medications (each pair once). */
export async function fetchInteractions(ids: readonly string[]) {
  if (ids.length < 2) return [];
  const res = await (await db()).from('pedbook_drug_interactions')
    .select('id, medication_a_id, medication_b_id, severity, mechanism, clinical_effect, management, source')
    .in('medication_a_id', [...ids]).in('medication_b_id', [...ids]).limit(1000);
  return readRows(interactionSchema, res);
}

const STALE = 5 * 60 * 1000;
export const referenceKeys = {
  leaflets: ['leaflets'] as const,
  leaflet: (key: string) => ['leaflets', key] as const,
  breastfeeding: ['breastfeeding'] as const,
  interactionMedications: ['interactions', 'medications'] as const,
  interactions: (ids: readonly string[]) => ['interactions', 'pairs', [...ids].sort().join(',')] as const,
};
export const useLeaflets = () => useQuery(queryOptions({ queryKey: referenceKeys.leaflets, queryFn: fetchLeaflets, staleTime: STALE }));
export const useLeaflet = (by: { slug: string } | { medicationId: string }) => useQuery(queryOptions({
  queryKey: referenceKeys.leaflet('slug' in by ? `slug:${by.slug}` : `id:${by.medicationId}`), queryFn: () => fetchLeaflet(by), staleTime: STALE,
}));
export const useBreastfeeding = () => useQuery(queryOptions({ queryKey: referenceKeys.breastfeeding, queryFn: fetchBreastfeeding, staleTime: STALE }));
export const useInteractionMedications = () => useQuery(queryOptions({ queryKey: referenceKeys.interactionMedications, queryFn: fetchInteractionMedications, staleTime: STALE }));
export const useInteractions = (ids: readonly string[]) => useQuery(queryOptions({
  queryKey: referenceKeys.interactions(ids), queryFn: () => fetchInteractions(ids), staleTime: STALE, enabled: ids.length >= 2,
}));

/** Childcare reads through the gateway: the vaccine calendars (PNI 2025 doses and the SBP
 * differences, with each row's source and verification status), the Caderneta's milestones, the
 * formulas with their categories (and, from ./curves, the WHO curves a growth chart draws). Rows
 * checked with zod at the boundary; reference data, cached for the session. */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { readRows } from '@/lib/read-response';
import { db } from '@/lib/supabase';
import { childcareKeys } from './keys';

export { childcareKeys } from './keys';
export { curveQuery, type CurveRow } from './curves';

const STALE = Infinity;

const doseSchema = z.object({
  id: z.string(),
  dose_number: z.number(),
  dose_label: z.string(),
  age_recommendation: z.string(),
  age_months: z.number().nullable(),
  route: z.string().nullable(),
  notes: z.string().nullable(),
  calendar: z.enum(['PNI', 'SBP']),
  difference_vs_pni: z.string().nullable(),
  source: z.string(),
  corroborated_by: z.string().nullable(),
  verification_status: z.string(),
  vaccine: z.object({ name: z.string(), acronym: z.string().nullable(), display_order: z.number() }),
});
export type VaccineDose = z.infer<typeof doseSchema>;

const milestoneSchema = z.object({
  id: z.string(),
  age_months: z.number(),
  age_end_months: z.number(),
  display_order: z.number(),
  milestone: z.string(),
  domain: z.string(),
  source: z.string(),
  verification_status: z.string(),
});

const formulaCategorySchema = z.object({ id: z.string(), name: z.string(), description: z.string().nullable(), display_order: z.number() });
const formulaSchema = z.object({
  id: z.string(),
  category_id: z.string().nullable(),
  name: z.string(),
  brand: z.string().nullable(),
  description: z.string().nullable(),
  age_range: z.string().nullable(),
  characteristics: z.string().nullable(),
  composition: z.record(z.string(), z.unknown()).nullable(),
  preparation: z.string().nullable(),
  source: z.string().nullable(),
});
export type Formula = z.infer<typeof formulaSchema>;
export type FormulaCategory = z.infer<typeof formulaCategorySchema>;



export const vaccinesQuery = () => queryOptions({
  queryKey: childcareKeys.vaccines(),
  staleTime: STALE,
  queryFn: async () => {
    const client = await db();
    const res = await client
      .from('pedbook_vaccine_doses')
      .select('id,dose_number,dose_label,age_recommendation,age_months,route,notes,calendar,difference_vs_pni,source,corroborated_by,verification_status,vaccine:pedbook_vaccines(name,acronym,display_order)')
      .order('calendar')
      .order('age_months', { nullsFirst: false })
      .order('dose_number')
      .limit(500);
    return readRows(doseSchema, res);
  },
});

export const milestonesQuery = () => queryOptions({
  queryKey: childcareKeys.milestones(),
  staleTime: STALE,
  queryFn: async () => {
    const client = await db();
    const res = await client
      .from('pedbook_dnpm_milestones')
      .select('id,age_months,age_end_months,display_order,milestone,domain,source,verification_status')
      .order('age_months')
      .order('display_order')
      .limit(500);
    return readRows(milestoneSchema, res);
  },
});

export const formulasQuery = () => queryOptions({
  queryKey: childcareKeys.formulas(),
  staleTime: STALE,
  queryFn: async () => {
    const client = await db();
    const [cats, rows] = await Promise.all([
      client.from('pedbook_formula_categories').select('id,name,description,display_order').order('display_order').limit(200),
      client.from('pedbook_formulas').select('id,category_id,name,brand,description,age_range,characteristics,composition,preparation,source').eq('published', true).order('name').limit(500),
    ]);
    return { categories: readRows(formulaCategorySchema, cats), formulas: readRows(formulaSchema, rows) };
  },
});

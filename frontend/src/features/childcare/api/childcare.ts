/** Childcare reads through the gateway: the vaccine calendars (PNI 2025 doses and the SBP
 * differences, with each row's source and verification status), the Caderneta's milestones, the
 * formulas with their categories, and the WHO curves a growth chart draws (only the reference, sex
 * and indicator shown). Rows checked with zod at the boundary; reference data, cached for the
 * session. */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { GrowthIndicator, GrowthReference } from '@/clinical';
import { checkedRows } from '@/lib/postgrest-error';
import { db } from '@/lib/supabase';

const STALE = Infinity;
const num = z.coerce.number();

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

const curveSchema = z.object({ age_months: z.number(), l: num, m: num, s: num });
const lmsSchema = z.object({ x: num, l: num, m: num, s: num });
export interface CurveRow { x: number; l: number; m: number; s: number }

export const childcareKeys = {
  all: ['childcare'] as const,
  vaccines: () => [...childcareKeys.all, 'vaccines'] as const,
  milestones: () => [...childcareKeys.all, 'milestones'] as const,
  formulas: () => [...childcareKeys.all, 'formulas'] as const,
  curve: (reference: GrowthReference, indicator: GrowthIndicator, sex: 1 | 2) => [...childcareKeys.all, 'curve', reference, indicator, sex] as const,
};

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
    return checkedRows(doseSchema, res);
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
    return checkedRows(milestoneSchema, res);
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
    return { categories: checkedRows(formulaCategorySchema, cats), formulas: checkedRows(formulaSchema, rows) };
  },
});

/** The LMS rows a chart draws: for the age-based indicators the monthly rows (pedbook_growth_curves,
 * one per whole month), for weight-for-length/height the whole-centimetre rows of the LMS table. */
export const curveQuery = (reference: GrowthReference, indicator: GrowthIndicator, sex: 1 | 2) => queryOptions({
  queryKey: childcareKeys.curve(reference, indicator, sex),
  staleTime: STALE,
  queryFn: async (): Promise<CurveRow[]> => {
    const client = await db();
    if (indicator === 'weight_for_length' || indicator === 'weight_for_height') {
      const [from, to] = indicator === 'weight_for_length' ? [45, 110] : [65, 120];
      const xs = Array.from({ length: to - from + 1 }, (_, i) => from + i);
      const res = await client.from('pedbook_growth_lms').select('x,l,m,s')
        .eq('reference', reference).eq('indicator', indicator).eq('sex', sex).in('x', xs).order('x').limit(200);
      return checkedRows(lmsSchema, res);
    }
    const res = await client.from('pedbook_growth_curves').select('age_months,l,m,s')
      .eq('reference', reference).eq('growth_type', indicator).eq('gender', sex === 1 ? 'male' : 'female')
      .order('age_months').limit(300);
    return checkedRows(curveSchema, res).map((r) => ({ x: r.age_months, l: r.l, m: r.m, s: r.s }));
  },
});

/** WHO LMS rows read from the seeded growth tables (`pedbook_growth_lms`, schema 0005) through
 * supabase-js, only the rows a computation needs (one age, or the two whole months around it), and the
 * `LmsLookup` the clinical package's `assessGrowth` / `weightPlausibility` take. Server data: TanStack
 * Query only. */
import { queryOptions } from '@tanstack/react-query';
import type { GrowthIndicator, GrowthReference, LmsLookup, LmsRow } from '@/clinical';
import { DAYS_PER_MONTH, WHO_2006_LAST_DAY } from '@/clinical';
import { readData } from './read-response';
import { db } from './supabase';

export interface GrowthLmsRow {
  reference: GrowthReference;
  indicator: GrowthIndicator;
  sex: 1 | 2;
  x: number;
  l: number;
  m: number;
  s: number;
  measure_position: 'L' | 'H' | null;
}

/** The reference and the x window (table unit) that hold a child's age, as assessGrowth reads them:
 * WHO 2006 by whole day (rounded half-up) up to 1826 days, WHO 2007 by decimal month (from 61) with
 * the two whole months around it. */
export function ageWindow(ageDays: number): { reference: GrowthReference; from: number; to: number; months: number | null } {
  const day = Math.floor(ageDays + 0.5);
  if (day <= WHO_2006_LAST_DAY) return { reference: 'WHO_2006_CGS', from: day, to: day, months: null };
  const months = Math.max(ageDays / DAYS_PER_MONTH, 61);
  return { reference: 'WHO_2007_REF', from: Math.floor(months), to: Math.ceil(months), months };
}

export interface LmsQuery {
  reference: GrowthReference;
  indicators: readonly GrowthIndicator[];
  sexes: ReadonlyArray<1 | 2>;
  from: number;
  to: number;
}

export function growthLmsQuery(q: LmsQuery) {
  return queryOptions({
    queryKey: ['growth-lms', q.reference, [...q.indicators].sort().join(','), [...q.sexes].sort().join(','), q.from, q.to],
    queryFn: async (): Promise<GrowthLmsRow[]> => {
      const client = await db();
      const res = await client
        .from('pedbook_growth_lms')
        .select('reference,indicator,sex,x,l,m,s,measure_position')
        .eq('reference', q.reference)
        .in('indicator', [...q.indicators])
        .in('sex', [...q.sexes])
        .gte('x', q.from)
        .lte('x', q.to)
        .limit(100);
      const data = readData(res);
      return ((Array.isArray(data) ? data : []) as Array<Record<string, unknown>>).map((r) => ({
        reference: r.reference as GrowthReference,
        indicator: r.indicator as GrowthIndicator,
        sex: Number(r.sex) as 1 | 2,
        x: Number(r.x),
        l: Number(r.l),
        m: Number(r.m),
        s: Number(r.s),
        measure_position: (r.measure_position as 'L' | 'H' | null) ?? null,
      }));
    },
    staleTime: Infinity,
  });
}

/** The lookup assessGrowth calls, over the rows fetched (position null matches any row). */
export function lmsLookupFrom(rows: readonly GrowthLmsRow[]): LmsLookup {
  return (q) =>
    rows
      .filter((r) => r.reference === q.reference && r.indicator === q.indicator && r.sex === q.sex && (q.position === null || r.measure_position === null || r.measure_position === q.position))
      .map((r): LmsRow => ({ x: r.x, l: r.l, m: r.m, s: r.s }));
}

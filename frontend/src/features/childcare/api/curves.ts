/** The WHO curve rows a growth chart draws (only the reference, sex and indicator shown), reference
 * data cached for the session. Each row is checked at the boundary like lib/validate.ts's parseRows
 * does (same ApiError, code PB_BAD_RESPONSE, naming the first wrong field), but without zod: every
 * field is one number, and the growth route then does not download and evaluate zod's 90 KB before
 * its chart can draw (issue #16's main-thread budget). Numeric columns may arrive as JSON strings. */
import { queryOptions } from '@tanstack/react-query';
import type { GrowthIndicator, GrowthReference } from '@/clinical';
import { ApiError, type BackendErrorLike } from '@/lib/api-error';
import { readData } from '@/lib/read-response';
import { db } from '@/lib/supabase';
import { childcareKeys } from './keys';

export interface CurveRow { x: number; l: number; m: number; s: number }

/** The rows of an answer with every named field a finite number (a numeric string is read as one);
 * throws the request's error, or PB_BAD_RESPONSE for the first field that is not a number. */
export function numericRows<K extends string>(fields: readonly K[], res: { data: unknown; error: BackendErrorLike | null }): Array<Record<K, number>> {
  const rows = readData(res) ?? [];
  if (!Array.isArray(rows)) throw new ApiError({ message: 'resposta inesperada de consulta ao servidor: (raiz): lista esperada', code: 'PB_BAD_RESPONSE' });
  return rows.map((row: unknown, i) => {
    if (typeof row !== 'object' || row === null) throw new ApiError({ message: `resposta inesperada de consulta ao servidor: ${i}: objeto esperado`, code: 'PB_BAD_RESPONSE' });
    const out = {} as Record<K, number>;
    for (const f of fields) {
      const v: unknown = (row as Record<string, unknown>)[f];
      const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
      if (!Number.isFinite(n)) throw new ApiError({ message: `resposta inesperada de consulta ao servidor: ${f}: número esperado`, code: 'PB_BAD_RESPONSE' });
      out[f] = n;
    }
    return out;
  });
}

const STALE = Infinity;

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
      return numericRows(['x', 'l', 'm', 's'], res);
    }
    const res = await client.from('pedbook_growth_curves').select('age_months,l,m,s')
      .eq('reference', reference).eq('growth_type', indicator).eq('gender', sex === 1 ? 'male' : 'female')
      .order('age_months').limit(300);
    return numericRows(['age_months', 'l', 'm', 's'], res).map((r) => ({ x: r.age_months, l: r.l, m: r.m, s: r.s }));
  },
});

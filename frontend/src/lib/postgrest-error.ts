/** Checked reads for the reference browsers: a list, a single row or a counted page of a
 * supabase-js answer, each row checked against a zod schema (lib/validate.ts) and the request's
 * error thrown as an ApiError (lib/api-error.ts), which keeps PostgREST's code, details and hint. */
import type { z } from 'zod';
import { toApiError, type BackendErrorLike } from './api-error';
import { parseRows } from './validate';

type PostgrestLike = BackendErrorLike;

/** The rows of a list answer, each checked against the schema; throws the request's error. */
export function checkedRows<S extends z.ZodType>(schema: S, res: { data: unknown; error: PostgrestLike | null }): Array<z.infer<S>> {
  if (res.error) throw toApiError(res.error);
  return (res.data as unknown[] | null ?? []).map((row) => parseRows(schema, row, 'consulta ao servidor') as z.infer<S>);
}

/** The single row of a maybeSingle() answer (null when none), checked; throws the request's error. */
export function checkedRow<S extends z.ZodType>(schema: S, res: { data: unknown; error: PostgrestLike | null }): z.infer<S> | null {
  if (res.error) throw toApiError(res.error);
  return res.data == null ? null : (parseRows(schema, res.data, 'consulta ao servidor') as z.infer<S>);
}

/** A page of rows with the total that `count: 'exact'` reports. */
export interface CountedPage<T> {
  rows: T[];
  total: number;
}

export function checkedPage<S extends z.ZodType>(
  schema: S,
  res: { data: unknown; error: PostgrestLike | null; count: number | null },
): CountedPage<z.infer<S>> {
  const rows = checkedRows(schema, res);
  return { rows, total: res.count ?? rows.length };
}

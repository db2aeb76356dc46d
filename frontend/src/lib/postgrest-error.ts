/** A failed gateway request as an Error that keeps PostgREST's fields (code, details, hint), so
 * callers and the error screens can tell "no rows" from "bad filter" from "timeout" without
 * parsing the message; and the row check at the boundary (zod) for a list or a single row. */
import type { z } from 'zod';

interface PostgrestLike {
  message: string;
  code?: string;
  details?: string | null;
  hint?: string | null;
}

export class PostgrestRequestError extends Error {
  readonly code: string;
  readonly details: string | null;
  readonly hint: string | null;

  constructor(e: PostgrestLike) {
    super(e.message);
    this.name = 'PostgrestRequestError';
    this.code = e.code ?? '';
    this.details = e.details ?? null;
    this.hint = e.hint ?? null;
  }
}

/** The rows of a list answer, each checked against the schema; throws the request's error. */
export function checkedRows<S extends z.ZodType>(schema: S, res: { data: unknown; error: PostgrestLike | null }): Array<z.infer<S>> {
  if (res.error) throw new PostgrestRequestError(res.error);
  return (res.data as unknown[] | null ?? []).map((row) => schema.parse(row));
}

/** The single row of a maybeSingle() answer (null when none), checked; throws the request's error. */
export function checkedRow<S extends z.ZodType>(schema: S, res: { data: unknown; error: PostgrestLike | null }): z.infer<S> | null {
  if (res.error) throw new PostgrestRequestError(res.error);
  return res.data == null ? null : schema.parse(res.data);
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

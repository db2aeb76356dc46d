/** The one way to read a supabase-js answer (PostgREST or RPC): the request's error thrown as an
 * ApiError (lib/api-error.ts: PostgREST's code, details and hint kept; `context` prefixes the
 * Portuguese message), the data checked against a zod schema (lib/validate.ts: a wrong shape is an
 * ApiError PB_BAD_RESPONSE naming `source` and the first wrong field). Generic over the response
 * type, so a typed client's `PostgrestSingleResponse<T>` and an untyped one read alike.
 *
 * zod is only a type here: the schemas come from the callers, so this module stays on the
 * start-up path without zod. The start-up readers that check rows by hand (site settings,
 * maintenance) use `readData`, which checks only the error. */
import type { z } from 'zod';
import { ApiError, toApiError, type BackendErrorLike } from './api-error';
import { parseRows } from './validate';

/** What every supabase-js answer has. */
export interface BackendResponse {
  data: unknown;
  error: BackendErrorLike | null;
}

export interface ReadOptions {
  /** Prefix of the error's message ('Erro ao carregar prescrições'). */
  context?: string;
  /** What a wrong shape is blamed on (a table's name); 'consulta ao servidor' by default. */
  source?: string;
}

const DEFAULT_SOURCE = 'consulta ao servidor';

/** A write or call whose answer the caller does not need: only its error is thrown (every
 * reader below starts with it). */
export function readDone(res: { error: BackendErrorLike | null }, opts?: ReadOptions): void {
  if (res.error) throw toApiError(res.error, opts?.context);
}

/** The data unchecked, for the start-up path's hand-checked readers (no zod there). */
export function readData(res: BackendResponse, opts?: ReadOptions): unknown {
  readDone(res, opts);
  return res.data;
}

/** The rows of a list answer (none: []), each checked against the schema. */
export function readRows<S extends z.ZodType>(schema: S, res: BackendResponse, opts?: ReadOptions): Array<z.output<S>> {
  readDone(res, opts);
  const source = opts?.source ?? DEFAULT_SOURCE;
  if (res.data != null && !Array.isArray(res.data)) {
    throw new ApiError({ message: `resposta inesperada de ${source}: (raiz): esperava uma lista`, code: 'PB_BAD_RESPONSE' });
  }
  return ((res.data as unknown[] | null) ?? []).map((row) => parseRows(schema, row, source));
}

/** The row of a maybeSingle() answer, checked; null when there is none. */
export function readMaybe<S extends z.ZodType>(schema: S, res: BackendResponse, opts?: ReadOptions): z.output<S> | null {
  readDone(res, opts);
  return res.data == null ? null : parseRows(schema, res.data, opts?.source ?? DEFAULT_SOURCE);
}

/** The row of a single() answer or an RPC's one value, checked (a missing one is a wrong shape). */
export function readOne<S extends z.ZodType>(schema: S, res: BackendResponse, opts?: ReadOptions): z.output<S> {
  readDone(res, opts);
  return parseRows(schema, res.data, opts?.source ?? DEFAULT_SOURCE);
}

/** A page of rows with the total that `count: 'exact'` reports. */
export interface CountedPage<T> {
  rows: T[];
  total: number;
}

export function readPage<S extends z.ZodType>(
  schema: S,
  res: BackendResponse & { count: number | null },
  opts?: ReadOptions,
): CountedPage<z.output<S>> {
  const rows = readRows(schema, res, opts);
  return { rows, total: res.count ?? rows.length };
}

/** The count of a `head: true, count: 'exact'` answer (0 when the server sends none). */
export function readCount(res: { error: BackendErrorLike | null; count: number | null }, opts?: ReadOptions): number {
  readDone(res, opts);
  return res.count ?? 0;
}

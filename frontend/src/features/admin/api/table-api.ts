/** The generic editor's calls, all through supabase-js with the admin's own token: the schema
 * document, a counted page of rows (Range + count=exact) with filters, sort and embedded labels
 * of foreign keys, and writes. An update carries the `updated_at` the admin opened, so a row
 * someone else saved meanwhile is refused, never silently overwritten. */
import { z } from 'zod';
import { fetchRestSchemaDocument, untypedDb } from '@/lib/supabase';
import { toApiError, type BackendErrorLike } from '@/lib/api-error';
import { readMaybe, readPage, readRows } from '@/lib/read-response';
import { labelColumn, parseOpenApi, type TableMeta } from '../lib/table-meta';
import { keyText, markDeleted, overlayWritten, overlayWrittenOne } from '@/lib/write-through';

export const adminKeys = {
  all: ['admin'] as const,
  schema: () => ['admin', 'schema'] as const,
  rows: (table: string, params: unknown) => ['admin', 'rows', table, params] as const,
  table: (table: string) => ['admin', 'rows', table] as const,
  options: (table: string) => ['admin', 'options', table] as const,
};

/** The OpenAPI document the gateway serves at /rest/v1/, parsed. */
export async function fetchSchema(): Promise<Map<string, TableMeta>> {
  try {
    return parseOpenApi(await fetchRestSchemaDocument());
  } catch (e) {
    throw toApiError({ message: `Não foi possível ler a estrutura do banco (${e instanceof Error ? e.message : String(e)}).` });
  }
}

export type Filter =
  | { kind: 'eq'; column: string; value: string | boolean | null }
  | { kind: 'search'; columns: readonly string[]; text: string };

export interface ListParams {
  filters: Filter[];
  sort: { column: string; ascending: boolean };
  page: number;
  pageSize: number;
}

export type Row = Record<string, unknown>;

/** Any table's row: an object of columns (the editor is generic over the schema document). */
const anyRow = z.record(z.string(), z.unknown());

export interface RowPage {
  rows: Row[];
  total: number;
}

/** `alias:fk_column(label)` for each foreign key whose target is in the schema: the list shows
 * the related row's name (embedding) instead of its id. */
export function selectWithEmbeds(meta: TableMeta, schema: Map<string, TableMeta>): string {
  const parts = ['*'];
  for (const c of meta.columns) {
    const target = c.foreignKey && schema.get(c.foreignKey.table);
    if (target) parts.push(`${c.name}__ref:${c.name}(${labelColumn(target)})`);
  }
  return parts.join(',');
}

const escapeLike = (s: string) => s.replace(/[%_\\]/g, (m) => `\\${m}`).replace(/[,()"]/g, ' ');

export async function fetchRows(meta: TableMeta, schema: Map<string, TableMeta>, p: ListParams): Promise<RowPage> {
  const client = await untypedDb();
  let q = client.from(meta.name).select(selectWithEmbeds(meta, schema), { count: 'exact' });
  for (const f of p.filters) {
    if (f.kind === 'eq') q = f.value === null ? q.is(f.column, null) : q.eq(f.column, f.value);
    else if (f.text.trim() && f.columns.length) q = q.or(f.columns.map((c) => `${c}.ilike.*${escapeLike(f.text.trim())}*`).join(','));
  }
  const from = p.page * p.pageSize;
  const res = await q.order(p.sort.column, { ascending: p.sort.ascending }).range(from, from + p.pageSize - 1);
  const page = readPage(anyRow, res, { source: meta.name });
  // Through this tab's own writes (lib/write-through: a read replica may lag).
  const rows = overlayWritten(writeScope(meta.name), page.rows, { keyOf: (r) => rowKeyText(meta, r) });
  return { rows, total: res.count ?? 0 };
}

/** The scope of the admin editor's write marks for a table (lib/write-through). */
export const writeScope = (table: string): string => `admin:${table}`;

/** The primary key of a row as one string. */
export function rowKeyText(meta: TableMeta, row: Row): string {
  return keyText(row, meta.primaryKey.length ? meta.primaryKey : ['id']);
}

/** Most rows a select offers; a bigger related table is chosen by typing its id instead (a
 * select missing the current value would show it as empty). */
export const OPTIONS_LIMIT = 1000;

/** Rows of a related table for a select: id and label, up to OPTIONS_LIMIT + 1 (more means "too many"). */
export async function fetchOptions(meta: TableMeta): Promise<Array<{ value: string; label: string }>> {
  const client = await untypedDb();
  const key = meta.primaryKey[0] ?? 'id';
  const label = labelColumn(meta);
  const res = await client.from(meta.name).select(`${key},${label}`).order(label).limit(OPTIONS_LIMIT + 1);
  return readRows(anyRow, res, { source: meta.name }).map((r) => ({ value: String(r[key]), label: String(r[label] ?? r[key]) }));
}

/** One row by id, through this tab's own writes (lib/write-through); null when there is none. */
export async function fetchRowById(table: string, id: string): Promise<Row | null> {
  const res = await (await untypedDb()).from(table).select('*').eq('id', id).maybeSingle();
  return overlayWrittenOne(writeScope(table), id, readMaybe(anyRow, res, { source: table }));
}

/** Every row (up to `limit`), through this tab's own writes (lib/write-through). */
export async function fetchAllRows(table: string, columns: string, limit = 5000): Promise<Row[]> {
  const res = await (await untypedDb()).from(table).select(columns).limit(limit);
  return overlayWritten(writeScope(table), readRows(anyRow, res, { source: table }), { keyOf: (r) => String(r.id) });
}

export type SaveResult =
  | { ok: true; row: Row }
  | { ok: false; conflict: 'changed' | 'deleted'; current: Row | null }
  | { ok: false; error: BackendErrorLike };

/** `columns`: what the write returns (return=representation) — the list's columns
 * (selectWithEmbeds) so the screen shows the saved row without reading it again. */
export async function insertRow(meta: TableMeta, payload: Row, columns = '*'): Promise<SaveResult> {
  const client = await untypedDb();
  const res = await client.from(meta.name).insert(payload).select(columns).single();
  if (res.error) return { ok: false, error: res.error };
  return { ok: true, row: res.data as unknown as Row };
}

/** Saves only when the row still has the `updated_at` it had when opened (when the table has
 * one); otherwise reports whether it changed or disappeared, with the current version. */
export async function updateRow(meta: TableMeta, key: Row, payload: Row, openedUpdatedAt: string | null, columns = '*'): Promise<SaveResult> {
  const client = await untypedDb();
  let q = client.from(meta.name).update(payload);
  for (const [k, v] of Object.entries(key)) q = q.eq(k, v as string);
  if (openedUpdatedAt !== null) q = q.eq('updated_at', openedUpdatedAt);
  const res = await q.select(columns);
  if (res.error) return { ok: false, error: res.error };
  const rows = (res.data ?? []) as unknown as Row[];
  if (rows.length === 1) return { ok: true, row: rows[0]! };
  let cur = client.from(meta.name).select('*');
  for (const [k, v] of Object.entries(key)) cur = cur.eq(k, v as string);
  const current = await cur.maybeSingle();
  if (current.error) return { ok: false, error: current.error };
  if (!current.data) return { ok: false, conflict: 'deleted', current: null };
  if (openedUpdatedAt === null) return { ok: false, error: { code: '42501', message: 'permission denied' } };
  return { ok: false, conflict: 'changed', current: current.data as Row };
}

export type WriteResult = { ok: true; rows: Row[] } | { ok: false; error: BackendErrorLike };

/** Updates the rows whose columns equal every value of `match` (an `updated_at` there makes it a
 * guarded save) and answers the rows it changed: none means someone else changed the row, or it
 * is not the admin's to change. Errors are returned, for the caller's own message. */
export async function updateMatching(table: string, match: Row, changes: Row): Promise<WriteResult> {
  let q = (await untypedDb()).from(table).update(changes);
  for (const [k, v] of Object.entries(match)) q = q.eq(k, v as string);
  const res = await q.select('*');
  if (res.error) return { ok: false, error: res.error };
  return { ok: true, rows: readRows(anyRow, res, { source: table }) };
}

/** Inserts the rows in one request; answers how many the server wrote. */
export async function insertMany(table: string, payloads: Row[]): Promise<{ ok: true; count: number | null } | { ok: false; error: BackendErrorLike }> {
  const res = await (await untypedDb()).from(table).insert(payloads, { count: 'exact' });
  if (res.error) return { ok: false, error: res.error };
  return { ok: true, count: res.count };
}

export async function deleteRow(meta: TableMeta, key: Row): Promise<{ ok: true } | { ok: false; error: BackendErrorLike }> {
  const client = await untypedDb();
  let q = client.from(meta.name).delete();
  for (const [k, v] of Object.entries(key)) q = q.eq(k, v as string);
  const res = await q.select();
  if (res.error) return { ok: false, error: res.error };
  if ((res.data ?? []).length === 0) return { ok: false, error: { message: 'Nada foi excluído: o registro já não existe ou você não tem permissão.' } };
  markDeleted(writeScope(meta.name), rowKeyText(meta, key));
  return { ok: true };
}

export function rowKey(meta: TableMeta, row: Row): Row {
  const cols = meta.primaryKey.length ? meta.primaryKey : ['id'];
  return Object.fromEntries(cols.map((c) => [c, row[c]]));
}

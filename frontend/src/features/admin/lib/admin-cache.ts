/** The admin editor's caches set from the rows its writes return (lib/write-through: a read
 * replica may not have the write yet, so a save never reads the table again). Every query under
 * adminKeys.table(t) holds one of three shapes: a counted page ({ rows, total }, the table
 * editor), a plain list (Row[], the quality pages) or one row (key …'one', id; Row | null). */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { keyText, markDeleted, markWritten, removeRow, writeThrough } from '@/lib/write-through';
import { adminKeys, rowKeyText, writeScope, type ListParams, type Row, type RowPage } from '../api/table-api';
import { applyPreviewChange, PREVIEW_TABLES, type PreviewData } from './dose-preview-data';
import { labelColumn, type TableMeta } from './table-meta';

type Option = { value: string; label: string };
export type AdminChange = { kind: 'saved'; row: Row; created: boolean } | { kind: 'deleted'; key: string };

/** Whether a new row belongs on a counted page: the first page of a list whose equality
 * filters and search it matches (it is shown at the top until the list is next read). */
export function newRowFits(params: ListParams, row: Row): boolean {
  if (params.page !== 0) return false;
  return params.filters.every((f) => {
    if (f.kind === 'eq') return f.value === null ? row[f.column] == null : String(row[f.column]) === String(f.value);
    const text = f.text.trim().toLocaleLowerCase('pt-BR');
    return !text || f.columns.length === 0 || f.columns.some((c) => String(row[c] ?? '').toLocaleLowerCase('pt-BR').includes(text));
  });
}

/** A cached row with the saved values of the columns it shows (lists select different columns;
 * a column the write did not return keeps its value). */
export function mergeInto(cached: Row, saved: Row): Row {
  return Object.fromEntries(Object.keys(cached).map((k) => [k, k in saved ? saved[k] : cached[k]]));
}

function mergeRow(list: Row[], saved: Row, keyOf: (r: Row) => string): Row[] {
  const key = keyOf(saved);
  return list.map((r) => (keyOf(r) === key ? mergeInto(r, saved) : r));
}

/** One cached query's data after the change (pure; see the module comment for the shapes). */
export function applyAdminChange(keyOf: (r: Row) => string, old: unknown, key: QueryKey, change: AdminChange): unknown {
  const target = change.kind === 'saved' ? keyOf(change.row) : change.key;
  if (key[3] === 'one') {
    const cur = old as Row | null;
    if (String(key[4]) !== target && !(cur && keyOf(cur) === target)) return old;
    if (change.kind === 'deleted') return null;
    return cur ? { ...cur, ...change.row } : change.row;
  }
  if (Array.isArray(old)) return change.kind === 'saved' ? mergeRow(old as Row[], change.row, keyOf) : removeRow(old as Row[], target, keyOf);
  if (old && typeof old === 'object' && 'rows' in old) {
    const page = old as RowPage;
    const had = page.rows.some((r) => keyOf(r) === target);
    if (change.kind === 'deleted') return had ? { rows: removeRow(page.rows, target, keyOf), total: Math.max(0, page.total - 1) } : page;
    if (had) return { ...page, rows: mergeRow(page.rows, change.row, keyOf) };
    if (change.created && newRowFits(key[3] as ListParams, change.row)) return { rows: [change.row, ...page.rows], total: page.total + 1 };
    return change.created ? { ...page, total: page.total + 1 } : page;
  }
  return old;
}

/** Applies a saved or deleted row to every cached list, page and row of the table and to the
 * select options other forms offer from it, and marks it for later reads. */
export async function applyAdminWrite(queryClient: QueryClient, meta: TableMeta, change: AdminChange): Promise<void> {
  const scope = writeScope(meta.name);
  if (change.kind === 'saved') markWritten(scope, rowKeyText(meta, change.row), change.row);
  else markDeleted(scope, change.key);
  const keyOf = (r: Row) => rowKeyText(meta, r);
  await writeThrough<unknown>(queryClient, adminKeys.table(meta.name), (old, key) => applyAdminChange(keyOf, old, key, change));
  if ((PREVIEW_TABLES as readonly string[]).includes(meta.name)) {
    // the medication editor's dose preview (…'preview', medicationId under the tags table)
    await writeThrough<PreviewData>(queryClient, [...adminKeys.table('pedbook_medication_tags'), 'preview'], (old, key) =>
      applyPreviewChange(old, meta.name, String(key[4]), change),
    );
  }
  const pk = meta.primaryKey[0] ?? 'id';
  const label = labelColumn(meta);
  await writeThrough<Option[]>(queryClient, adminKeys.options(meta.name), (old) => {
    if (change.kind === 'deleted') return old.filter((o) => o.value !== change.key);
    const option = { value: String(change.row[pk]), label: String(change.row[label] ?? change.row[pk]) };
    const rest = old.filter((o) => o.value !== option.value);
    return [...rest, option].sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
  });
}

/** Rows a tool page updated (by `id`, or `keyColumns`), as the writes returned them: every
 * cached list of the table shows them. Meta-less: for pages that know their columns. */
export async function putAdminRows(queryClient: QueryClient, table: string, rows: Row[], keyColumns: readonly string[] = ['id']): Promise<void> {
  if (rows.length === 0) return;
  const keyOf = (r: Row) => keyText(r, keyColumns);
  const byKey = new Map(rows.map((r) => [keyOf(r), r]));
  for (const [k, r] of byKey) markWritten(writeScope(table), k, r);
  const merge = (list: Row[]) => list.map((r) => (byKey.has(keyOf(r)) ? mergeInto(r, byKey.get(keyOf(r))!) : r));
  await writeThrough<unknown>(queryClient, adminKeys.table(table), (old, key) => {
    if (key[3] === 'one') {
      const cur = old as Row | null;
      const fresh = cur ? byKey.get(keyOf(cur)) : undefined;
      return cur && fresh ? { ...cur, ...fresh } : old;
    }
    if (Array.isArray(old)) return merge(old as Row[]);
    if (old && typeof old === 'object' && 'rows' in old) return { ...(old as RowPage), rows: merge((old as RowPage).rows) };
    return old;
  });
}

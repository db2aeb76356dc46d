/** Read-after-write through an asynchronous read replica.
 *
 * With a read replica (README "Scale-out"), a GET right after a write may be answered by a
 * replica that has not replayed the write yet (as on Supabase: its replicas are asynchronous).
 * So a screen never learns what it just saved by reading it again: every write asks for the
 * row(s) it wrote (`.select()`, PostgREST's return=representation — answered by the primary
 * inside the write's transaction) and the screen shows those.
 *
 * Two parts:
 * - the cache: `writeThrough(queryClient, key, update)` cancels in-flight fetches of the key
 *   (an answer already on its way may be stale) and sets the cached data from the returned row
 *   with a pure updater (`upsertRow`, `removeRow`, …). The screen does not invalidate the key it
 *   has just set.
 * - the guard (mark and skip): `markWritten` / `markDeleted` remember, per table, the rows this
 *   tab wrote; a list fetched later passes through `overlayWritten`, which replaces any version
 *   older than the one written (compared by `updated_at`), drops rows this tab deleted and, for
 *   a complete list (every row the user may see), adds rows it inserted that the answer lacks.
 *   A mark ends when an answer shows the write (the replica caught up) or after WRITE_HOLD_MS,
 *   so someone else's later change is never hidden for longer than that.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useAuthStore } from '@/stores/auth-store';

export type Row = Record<string, unknown>;

/** How long a write outranks what reads return. Replicas replay in milliseconds; seconds when
 * loaded. After this a read wins again, whatever it says. */
export const WRITE_HOLD_MS = 30_000;

interface Mark {
  row: Row | null; // null: deleted
  at: number;
  /** Who was signed in: another account in this tab never sees these marks. */
  owner: string | null;
  /** For a table without updated_at: the columns the write set (an insert: none, so any read
   * of the row shows it). Other columns may since have changed through triggers. */
  columns?: readonly string[];
}

const marks = new Map<string, Map<string, Mark>>();

const signedIn = (): string | null => useAuthStore.getState().user?.id ?? null;

function tableMarks(table: string): Map<string, Mark> {
  let m = marks.get(table);
  if (!m) marks.set(table, (m = new Map()));
  return m;
}

/** Remembers a row this tab wrote, as the write returned it. `columns`: see Mark.columns (by
 * default every column of `row`); unused when the table has updated_at. */
export function markWritten(table: string, key: string, row: object, opts: { columns?: readonly string[]; now?: number } = {}): void {
  tableMarks(table).set(key, { row: row as Row, at: opts.now ?? Date.now(), owner: signedIn(), ...(opts.columns ? { columns: opts.columns } : {}) });
}

/** Remembers a row this tab deleted. */
export function markDeleted(table: string, key: string, now: number = Date.now()): void {
  tableMarks(table).set(key, { row: null, at: now, owner: signedIn() });
}

/** Forgets every mark (sign-out; tests). */
export function clearWritten(): void {
  marks.clear();
}

/** Whether `read` already contains what `written` wrote: a newer or equal `updated_at` when both
 * have one, otherwise equal values in the written columns (`columns`, or all) that `read` has. */
export function readShowsWrite(read: Row, written: Row, columns?: readonly string[]): boolean {
  const r = read.updated_at;
  const w = written.updated_at;
  if (typeof r === 'string' && typeof w === 'string') return compareTimestamps(r, w) >= 0;
  return (columns ?? Object.keys(written)).every((k) => !(k in read) || JSON.stringify(read[k]) === JSON.stringify(written[k]));
}

/** PostgreSQL timestamptz text (microseconds) compared in time order. */
export function compareTimestamps(a: string, b: string): number {
  const [sa, fa] = splitMicros(a);
  const [sb, fb] = splitMicros(b);
  if (sa !== sb) return sa < sb ? -1 : 1;
  return fa === fb ? 0 : fa < fb ? -1 : 1;
}

function splitMicros(t: string): [number, number] {
  const m = /^(.*?T\d{2}:\d{2}:\d{2})(?:\.(\d+))?(.*)$/.exec(t.replace(' ', 'T'));
  if (!m) return [Date.parse(t), 0];
  const seconds = Date.parse(`${m[1]}${m[3] || 'Z'}`);
  return [seconds, Number((m[2] ?? '').padEnd(6, '0').slice(0, 6))];
}

export interface OverlayOptions<T> {
  keyOf: (row: T) => string;
  /** The list holds every row of the table the user may see (no filter, no page): rows this
   * tab inserted that the answer lacks are added, and a deleted row's absence ends its mark. */
  complete?: boolean;
  /** Order of the result when rows were added (the query's ORDER BY). */
  sort?: (a: T, b: T) => number;
  now?: number;
}

/** A fetched list corrected by this tab's own writes (see the module comment). */
export function overlayWritten<T extends object>(table: string, rows: readonly T[], opts: OverlayOptions<T>): T[] {
  const m = marks.get(table);
  if (!m || m.size === 0) return [...rows];
  const now = opts.now ?? Date.now();
  const me = signedIn();
  for (const [k, mark] of m) if (now - mark.at > WRITE_HOLD_MS || mark.owner !== me) m.delete(k);
  const seen = new Set<string>();
  const out: T[] = [];
  let changed = false;
  for (const row of rows) {
    const key = opts.keyOf(row);
    seen.add(key);
    const mark = m.get(key);
    if (!mark) out.push(row);
    else if (mark.row === null) changed = true; // deleted here; the replica has not seen it yet
    else if (readShowsWrite(row as Row, mark.row, mark.columns)) {
      m.delete(key);
      out.push(row);
    } else {
      changed = true;
      out.push(freshen(row, mark));
    }
  }
  if (opts.complete) {
    for (const [key, mark] of m) {
      if (seen.has(key)) continue;
      if (mark.row === null) m.delete(key);
      else {
        out.push(mark.row as T);
        changed = true;
      }
    }
  }
  return changed && opts.sort ? out.sort(opts.sort) : out;
}

/** One fetched row (or null: not found) corrected by this tab's own writes. */
export function overlayWrittenOne<T extends object>(table: string, key: string, row: T | null, now = Date.now()): T | null {
  const m = marks.get(table);
  const mark = m?.get(key);
  if (!m || !mark) return row;
  if (now - mark.at > WRITE_HOLD_MS || mark.owner !== signedIn()) {
    m.delete(key);
    return row;
  }
  if (mark.row === null) {
    if (row === null) m.delete(key);
    return null;
  }
  if (row === null) return mark.row as T;
  if (readShowsWrite(row as Row, mark.row, mark.columns)) {
    m.delete(key);
    return row;
  }
  return freshen(row, mark);
}

/** The read row with the written values (of the written columns, or all) for the columns the
 * read has. */
function freshen<T extends object>(read: T, mark: Mark): T {
  const out: Row = { ...(read as Row) };
  const written = mark.row!;
  const cols = typeof written.updated_at === 'string' ? null : mark.columns;
  for (const k of Object.keys(out)) if (k in written && (!cols || cols.includes(k))) out[k] = written[k];
  return out as T;
}

/** `list` with `row` in place of the row with the same key, or added (at the start, or where
 * `sort` puts it) when absent. */
export function upsertRow<T>(list: readonly T[] | undefined, row: T, keyOf: (r: T) => string, sort?: (a: T, b: T) => number): T[] {
  const key = keyOf(row);
  const rest = (list ?? []).filter((r) => keyOf(r) !== key);
  const had = rest.length !== (list ?? []).length;
  const out = had ? (list ?? []).map((r) => (keyOf(r) === key ? row : r)) : [row, ...rest];
  return sort ? [...out].sort(sort) : out;
}

/** `list` with the row of the same key replaced, if present (never added). */
export function replaceRow<T>(list: readonly T[] | undefined, row: T, keyOf: (r: T) => string): T[] | undefined {
  if (!list) return list;
  const key = keyOf(row);
  return list.map((r) => (keyOf(r) === key ? row : r));
}

/** `list` without the row of that key. */
export function removeRow<T>(list: readonly T[] | undefined, key: string, keyOf: (r: T) => string): T[] | undefined {
  return list ? list.filter((r) => keyOf(r) !== key) : list;
}

/** Sets every cached query under `queryKey` from the write's result, after cancelling fetches
 * in flight (their answers may predate the write). `update` gets each query's data and full
 * key; queries without data stay empty. Never invalidates: a refetch could bring back the
 * replica's older answer. A first fetch the cancel interrupted (a query still without data,
 * e.g. another page of the list) is started again, so no screen waits on it forever. */
export async function writeThrough<T>(queryClient: QueryClient, queryKey: QueryKey, update: (old: T, key: QueryKey) => T | undefined): Promise<void> {
  const interrupted = queryClient.getQueryCache().findAll({ queryKey, fetchStatus: 'fetching' }).filter((q) => q.state.data === undefined).map((q) => q.queryKey);
  await queryClient.cancelQueries({ queryKey });
  for (const [key, old] of queryClient.getQueriesData<T>({ queryKey })) {
    if (old !== undefined) queryClient.setQueryData<T>(key, update(old, key));
  }
  for (const key of interrupted) void queryClient.refetchQueries({ queryKey: key, exact: true, type: 'active' });
}

/** Stable text of a composite primary key. */
export function keyText(row: Row, columns: readonly string[]): string {
  return columns.map((c) => String(row[c])).join('\u0000');
}

import { QueryClient } from '@tanstack/react-query';
import { useAuthStore } from '@/stores/auth-store';
import {
  WRITE_HOLD_MS, clearWritten, compareTimestamps, markDeleted, markWritten, overlayWritten, overlayWrittenOne, readShowsWrite, removeRow, replaceRow,
  upsertRow, writeThrough,
} from './write-through';

interface Note {
  id: string;
  title: string;
  updated_at: string;
}
const keyOf = (n: Note) => n.id;
const byUpdatedDesc = (a: Note, b: Note) => b.updated_at.localeCompare(a.updated_at);
const T1 = '2026-11-25T10:00:00.000001+00:00';
const T2 = '2026-11-25T10:00:00.000002+00:00';
const T3 = '2026-11-25T10:00:01+00:00';

beforeEach(() => {
  clearWritten();
  useAuthStore.getState().setSession({ id: 'u1', email: 'u1@pedbook.test' });
});

describe('timestamps', () => {
  it('orders PostgreSQL timestamptz text by the microsecond', () => {
    expect(compareTimestamps(T1, T2)).toBe(-1);
    expect(compareTimestamps(T2, T1)).toBe(1);
    expect(compareTimestamps(T2, T2)).toBe(0);
    expect(compareTimestamps(T2, T3)).toBe(-1);
    expect(compareTimestamps('2026-11-25 10:00:00.5+00', '2026-11-25T10:00:00.400000+00:00')).toBe(1);
    expect(compareTimestamps('2026-11-25T09:00:00-03:00', '2026-11-25T11:00:00+00:00')).toBe(1);
  });
});

describe('readShowsWrite', () => {
  it('compares updated_at when both rows have it', () => {
    expect(readShowsWrite({ title: 'old', updated_at: T1 }, { title: 'new', updated_at: T2 })).toBe(false);
    expect(readShowsWrite({ title: 'later', updated_at: T3 }, { title: 'new', updated_at: T2 })).toBe(true);
  });
  it('otherwise compares the written columns only', () => {
    expect(readShowsWrite({ status: 'in_progress', total: 3 }, { status: 'completed', total: 0 }, ['status'])).toBe(false);
    expect(readShowsWrite({ status: 'completed', total: 3 }, { status: 'completed', total: 0 }, ['status'])).toBe(true);
    expect(readShowsWrite({ a: 1 }, { a: 1, b: 2 })).toBe(true);
    expect(readShowsWrite({ a: [1, 2] }, { a: [1] })).toBe(false);
    expect(readShowsWrite({ anything: 1 }, { anything: 2 }, [])).toBe(true);
  });
});

describe('overlayWritten', () => {
  const stale: Note = { id: 'n1', title: 'before', updated_at: T1 };
  const saved: Note = { id: 'n1', title: 'after', updated_at: T2 };

  it('replaces a row older than the one written, and keeps the mark until a read shows it', () => {
    markWritten('notes', 'n1', saved);
    expect(overlayWritten('notes', [stale], { keyOf })).toEqual([saved]);
    expect(overlayWritten('notes', [stale], { keyOf })).toEqual([saved]);
    const caughtUp = { ...saved };
    expect(overlayWritten('notes', [caughtUp], { keyOf })).toEqual([caughtUp]);
    // the mark is gone: an older read is shown as it is from now on
    expect(overlayWritten('notes', [stale], { keyOf })).toEqual([stale]);
  });

  it('lets a newer version (someone else’s later save) win', () => {
    markWritten('notes', 'n1', saved);
    const newer = { id: 'n1', title: 'other tab', updated_at: T3 };
    expect(overlayWritten('notes', [newer], { keyOf })).toEqual([newer]);
  });

  it('keeps only the columns the read has', () => {
    markWritten('notes', 'n1', { ...saved, extra: 'x' });
    expect(overlayWritten('notes', [stale], { keyOf })).toEqual([saved]);
  });

  it('drops a row deleted here while the read still has it', () => {
    markDeleted('notes', 'n1');
    const other: Note = { id: 'n2', title: 'x', updated_at: T1 };
    expect(overlayWritten('notes', [stale, other], { keyOf })).toEqual([other]);
  });

  it('adds an inserted row a complete list lacks, in order; not to a partial list', () => {
    const older: Note = { id: 'n0', title: 'older', updated_at: T1 };
    markWritten('notes', 'n1', saved);
    expect(overlayWritten('notes', [older], { keyOf })).toEqual([older]);
    expect(overlayWritten('notes', [older], { keyOf, complete: true, sort: byUpdatedDesc })).toEqual([saved, older]);
  });

  it('ends a delete mark when a complete list no longer has the row', () => {
    markDeleted('notes', 'n1');
    expect(overlayWritten('notes', [], { keyOf, complete: true })).toEqual([]);
    expect(overlayWritten('notes', [stale], { keyOf })).toEqual([stale]);
  });

  it('forgets marks after WRITE_HOLD_MS', () => {
    markWritten('notes', 'n1', saved, { now: 1000 });
    expect(overlayWritten('notes', [stale], { keyOf, now: 1000 + WRITE_HOLD_MS })).toEqual([saved]);
    expect(overlayWritten('notes', [stale], { keyOf, now: 1001 + WRITE_HOLD_MS })).toEqual([stale]);
  });

  it('never applies one account’s marks to another signed in afterwards', () => {
    markWritten('notes', 'n1', saved);
    useAuthStore.getState().setSession({ id: 'u2', email: null });
    expect(overlayWritten('notes', [], { keyOf, complete: true })).toEqual([]);
    useAuthStore.getState().setSession({ id: 'u1', email: null });
    expect(overlayWritten('notes', [], { keyOf, complete: true })).toEqual([]);
  });

  it('for a table without updated_at, freshens only the written columns', () => {
    markWritten('sessions', 's1', { id: 's1', status: 'completed', total_correct: 0 }, { columns: ['status'] });
    const read = { id: 's1', status: 'in_progress', total_correct: 4 };
    expect(overlayWritten('sessions', [read], { keyOf: (r) => r.id })).toEqual([{ id: 's1', status: 'completed', total_correct: 4 }]);
  });
});

describe('overlayWrittenOne', () => {
  const saved: Note = { id: 'n1', title: 'after', updated_at: T2 };
  it('answers a row the replica does not have yet with the written one', () => {
    markWritten('notes', 'n1', saved);
    expect(overlayWrittenOne('notes', 'n1', null)).toEqual(saved);
    expect(overlayWrittenOne('notes', 'n1', { ...saved, title: 'before', updated_at: T1 })).toEqual(saved);
    expect(overlayWrittenOne('notes', 'n1', saved)).toEqual(saved);
    expect(overlayWrittenOne<Note>('notes', 'n1', null)).toBeNull(); // mark ended: the read wins
  });
  it('answers a deleted row with null until a read agrees', () => {
    markDeleted('notes', 'n1');
    expect(overlayWrittenOne('notes', 'n1', saved)).toBeNull();
    expect(overlayWrittenOne<Note>('notes', 'n1', null)).toBeNull();
    expect(overlayWrittenOne('notes', 'n1', saved)).toEqual(saved);
  });
});

describe('list updaters', () => {
  const a: Note = { id: 'a', title: 'A', updated_at: T1 };
  const b: Note = { id: 'b', title: 'B', updated_at: T2 };
  it('upsertRow replaces in place or adds, sorted when asked', () => {
    expect(upsertRow([a, b], { ...a, title: 'A2' }, keyOf)).toEqual([{ ...a, title: 'A2' }, b]);
    expect(upsertRow([a], b, keyOf)).toEqual([b, a]);
    expect(upsertRow([b], { ...a, updated_at: T3 }, keyOf, byUpdatedDesc)).toEqual([{ ...a, updated_at: T3 }, b]);
    expect(upsertRow(undefined, a, keyOf)).toEqual([a]);
  });
  it('replaceRow never adds; removeRow removes', () => {
    expect(replaceRow([a], b, keyOf)).toEqual([a]);
    expect(replaceRow(undefined, b, keyOf)).toBeUndefined();
    expect(removeRow([a, b], 'a', keyOf)).toEqual([b]);
  });
});

describe('writeThrough', () => {
  it('sets every cached query under the key, leaves empty ones empty, and a fetch in flight cannot overwrite it', async () => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const saved: Note = { id: 'n1', title: 'after', updated_at: T2 };
    qc.setQueryData(['me', 'notes', 'list', ''], [{ id: 'n1', title: 'before', updated_at: T1 }]);
    let answer: (v: Note[]) => void = () => undefined;
    const inFlight = qc.fetchQuery({ queryKey: ['me', 'notes', 'list', 'x'], queryFn: () => new Promise<Note[]>((r) => (answer = r)) }).catch(() => 'cancelled');
    await writeThrough<Note[]>(qc, ['me', 'notes'], (old) => upsertRow(old, saved, keyOf));
    answer([{ id: 'n1', title: 'stale replica answer', updated_at: T1 }]);
    expect(await inFlight).toBe('cancelled');
    expect(qc.getQueryData(['me', 'notes', 'list', ''])).toEqual([saved]);
    expect(qc.getQueryData(['me', 'notes', 'list', 'x'])).toBeUndefined();
  });

  it('starts again a first fetch it interrupted, so an observer does not wait forever', async () => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    let calls = 0;
    const { QueryObserver } = await import('@tanstack/react-query');
    const observer = new QueryObserver(qc, { queryKey: ['me', 'notes', 'page', 2], queryFn: () => new Promise<Note[]>((r) => setTimeout(() => r([{ id: String(++calls), title: 't', updated_at: T1 }]), 20)) });
    const unsubscribe = observer.subscribe(() => undefined);
    await writeThrough<Note[]>(qc, ['me', 'notes'], (old) => old);
    await expect.poll(() => qc.getQueryData(['me', 'notes', 'page', 2])).toEqual([{ id: '2', title: 't', updated_at: T1 }]);
    unsubscribe();
  });
});

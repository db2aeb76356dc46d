/** The notes lists in the query cache, set from the rows the writes return (lib/write-through:
 * a read replica may not have the write yet, so nothing is refetched after a save). */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { removeRow, replaceRow, upsertRow, writeThrough } from '@/lib/write-through';
import { noteId, noteKeys, noteOrder, type Note } from '../api/notes-api';

/** The unfiltered list gets the note (added or replaced, in order); a filtered list only has its
 * copy replaced, and is marked stale so it is read again (through the overlay) when next shown. */
export async function putNote(queryClient: QueryClient, note: Note): Promise<void> {
  const filtered: QueryKey[] = [];
  await writeThrough<Note[]>(queryClient, noteKeys.all(), (old, key) => {
    const [, , , , q, tag] = key;
    if (q === '' && tag === null) return upsertRow(old, note, noteId, noteOrder);
    filtered.push(key);
    return replaceRow(old, note, noteId);
  });
  for (const key of filtered) void queryClient.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' });
}

export async function dropNote(queryClient: QueryClient, id: string): Promise<void> {
  await writeThrough<Note[]>(queryClient, noteKeys.all(), (old) => removeRow(old, id, noteId));
}

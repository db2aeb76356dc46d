/** Notes through supabase-js: the user's own rows (RLS: owner only, admins included). */
import { z } from 'zod';
import { readData, readDone } from '@/lib/read-response';
import { ME } from '@/lib/query-keys';
import { db } from '@/lib/supabase';
import { parseRows } from '@/lib/validate';
import { markDeleted, markWritten, overlayWritten } from '@/lib/write-through';
import { normalizeQuery } from '../lib/notes-logic';

export const noteRow = z.object({
  id: z.string(),
  user_id: z.string(),
  title: z.string(),
  content: z.string(),
  tags: z.array(z.string()),
  is_pinned: z.boolean(),
  folder_id: z.string().nullable(),
  is_favorite: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Note = z.infer<typeof noteRow>;
const COLUMNS = Object.keys(noteRow.shape).join(', ');

export const noteKeys = {
  all: () => [...ME, 'notes'] as const,
  list: (userId: string, q: string, tag: string | null) => [...ME, 'notes', userId, 'list', q, tag] as const,
};

export interface NoteFilter {
  q: string;
  tag: string | null;
}

/** Pinned first, then the most recently changed; filtered by a full-text query and a tag. */
export async function listNotes({ q, tag }: NoteFilter): Promise<Note[]> {
  let query = (await db()).from('pedbook_notes').select(COLUMNS);
  const words = normalizeQuery(q);
  if (words) query = query.textSearch('search', words, { config: 'portuguese', type: 'websearch' });
  if (tag) query = query.contains('tags', [tag]);
  const data = readData(await query.order('is_pinned', { ascending: false }).order('updated_at', { ascending: false }).limit(500), { context: 'Erro ao carregar anotações' });
  const rows = parseRows(z.array(noteRow), data, 'pedbook_notes');
  return overlayWritten('pedbook_notes', rows, { keyOf: noteId, complete: !words && !tag, sort: noteOrder });
}

export const noteId = (n: Note): string => n.id;

/** The list's order: pinned first, then the most recently changed. */
export function noteOrder(a: Note, b: Note): number {
  if (a.is_pinned !== b.is_pinned) return a.is_pinned ? -1 : 1;
  return a.updated_at < b.updated_at ? 1 : a.updated_at > b.updated_at ? -1 : 0;
}

/** Remembers a note as its write returned it (lib/write-through: a replica may lag). */
function written(n: Note): Note {
  markWritten('pedbook_notes', n.id, n);
  return n;
}

export async function createNote(userId: string): Promise<Note> {
  const data = readData(await (await db()).from('pedbook_notes').insert({ user_id: userId, title: '', content: '' }).select(COLUMNS).single(), { context: 'Erro ao criar anotação' });
  return written(parseRows(noteRow, data, 'pedbook_notes'));
}

/** A note with its text already written (e.g. another page's summary the user chose to keep). */
export async function createNoteWith(userId: string, draft: { title: string; content: string; tags: string[] }): Promise<Note> {
  const data = readData(await (await db()).from('pedbook_notes').insert({ user_id: userId, title: draft.title, content: draft.content, tags: draft.tags }).select(COLUMNS).single(), { context: 'Erro ao salvar a anotação' });
  return written(parseRows(noteRow, data, 'pedbook_notes'));
}

export type NoteChanges = Partial<Pick<Note, 'title' | 'content' | 'tags' | 'is_pinned'>>;

export async function updateNote(id: string, changes: NoteChanges): Promise<Note> {
  const data = readData(await (await db()).from('pedbook_notes').update(changes).eq('id', id).select(COLUMNS).single(), { context: 'Erro ao salvar anotação' });
  return written(parseRows(noteRow, data, 'pedbook_notes'));
}

export async function deleteNote(id: string): Promise<void> {
  readDone(await (await db()).from('pedbook_notes').delete().eq('id', id), { context: 'Erro ao excluir anotação' });
  markDeleted('pedbook_notes', id);
}

/** Undo of a delete: the same row again (id, dates, everything). */
export async function restoreNote(note: Note): Promise<Note> {
  const data = readData(await (await db()).from('pedbook_notes').insert(note).select(COLUMNS).single(), { context: 'Erro ao restaurar anotação' });
  return written(parseRows(noteRow, data, 'pedbook_notes'));
}

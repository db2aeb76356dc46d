/** What other features use of notes: saving a note they have written. */
export { createNoteWith, noteKeys } from './api/notes-api';
export { putNote } from './lib/notes-cache';

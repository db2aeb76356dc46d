/** The study caches set from what the writes return (lib/write-through: a read replica may not
 * have the write yet, so nothing is refetched after a write). */
import type { QueryClient } from '@tanstack/react-query';
import { removeRow, replaceRow, upsertRow, writeThrough } from '@/lib/write-through';
import { byStartedDesc, sessionId, studyKeys, type Question, type SessionBundle, type StudySession } from '../api/study-api';

/** A new session: its page (with its questions, read from the bank: they were not just written)
 * and the sessions list. */
export async function putNewSession(queryClient: QueryClient, userId: string, session: StudySession, questions: Question[]): Promise<void> {
  const key = studyKeys.session(userId, session.id);
  await queryClient.cancelQueries({ queryKey: key });
  const bundle: SessionBundle = { session, questions, answers: [] };
  queryClient.setQueryData(key, bundle);
  await writeThrough<StudySession[]>(queryClient, studyKeys.sessions(userId), (old) => upsertRow(old, session, sessionId, byStartedDesc));
}

/** A changed session (position, finished): its page and its line in the list. */
export async function putSession(queryClient: QueryClient, userId: string, session: StudySession): Promise<void> {
  await writeThrough<SessionBundle | null>(queryClient, studyKeys.session(userId, session.id), (old) => (old ? { ...old, session } : old));
  await writeThrough<StudySession[]>(queryClient, studyKeys.sessions(userId), (old) => replaceRow(old, session, sessionId));
}

export async function dropSession(queryClient: QueryClient, userId: string, id: string): Promise<void> {
  const key = studyKeys.session(userId, id);
  await queryClient.cancelQueries({ queryKey: key });
  queryClient.removeQueries({ queryKey: key, exact: true });
  await writeThrough<StudySession[]>(queryClient, studyKeys.sessions(userId), (old) => removeRow(old, id, sessionId));
}

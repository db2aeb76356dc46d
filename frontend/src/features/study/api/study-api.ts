/** The study module through supabase-js. Questions are reference rows (published ones for
 * everybody); sessions and answers are the user's own (RLS: owner only). PostgreSQL scores each
 * answer and refuses answers outside the session, after it ended or after its time (schema
 * 0025); its messages reach the screen as they are. */
import { z } from 'zod';
import { readData, readDone } from '@/lib/read-response';
import { ME } from '@/lib/query-keys';
import { db } from '@/lib/supabase';
import { parseRows } from '@/lib/validate';
import { markDeleted, markWritten, overlayWritten, overlayWrittenOne } from '@/lib/write-through';
import type { QuestionMeta, SessionPlan, StudyFilters } from '../lib/study-logic';

const difficulty = z.enum(['facil', 'media', 'dificil']).nullable();

const metaRow = z.object({ id: z.string(), theme: z.string().nullable(), year: z.number().int().nullable(), source: z.string().nullable(), difficulty });

export const questionRow = metaRow.extend({
  statement: z.string(),
  alternatives: z.array(z.string()),
  correct_answer: z.number().int(),
  explanation: z.string().nullable(),
  source_reference: z.string().nullable(),
  verified: z.boolean(),
});
export type Question = z.infer<typeof questionRow>;
const QUESTION_COLUMNS = Object.keys(questionRow.shape).join(', ');

const filtersShape = z.object({
  themes: z.array(z.string()).catch([]),
  years: z.array(z.number()).catch([]),
  sources: z.array(z.string()).catch([]),
  difficulties: z.array(z.enum(['facil', 'media', 'dificil'])).catch([]),
});

export const sessionRow = z.object({
  id: z.string(),
  user_id: z.string(),
  title: z.string().nullable(),
  filters: filtersShape.catch({ themes: [], years: [], sources: [], difficulties: [] }),
  question_ids: z.array(z.string()),
  current_question_index: z.number().int(),
  total_questions: z.number().int(),
  total_correct: z.number().int(),
  status: z.enum(['in_progress', 'completed', 'abandoned']),
  started_at: z.string(),
  completed_at: z.string().nullable(),
  time_limit_seconds: z.number().int().nullable(),
});
export type StudySession = z.infer<typeof sessionRow>;
const SESSION_COLUMNS = Object.keys(sessionRow.shape).join(', ');

export const answerRow = z.object({
  id: z.string(),
  question_id: z.string(),
  selected_answer: z.number().int(),
  is_correct: z.boolean(),
  time_spent_seconds: z.number().int().nullable(),
  created_at: z.string(),
});
export type StudyAnswer = z.infer<typeof answerRow>;
const ANSWER_COLUMNS = Object.keys(answerRow.shape).join(', ');

export const studyKeys = {
  bank: () => ['study', 'bank'] as const,
  sample: () => ['study', 'sample'] as const,
  all: () => [...ME, 'study'] as const,
  sessions: (userId: string) => [...ME, 'study', userId, 'sessions'] as const,
  session: (userId: string, id: string) => [...ME, 'study', userId, 'session', id] as const,
};

/** The filterable fields of every published question. */
export async function loadBank(): Promise<QuestionMeta[]> {
  const data = readData(await (await db()).from('pedbook_questions').select('id, theme, year, source, difficulty').eq('published', true).limit(5000), { context: 'Erro ao carregar o banco de questões' });
  return parseRows(z.array(metaRow), data, 'pedbook_questions');
}

export async function loadQuestions(ids: string[]): Promise<Question[]> {
  if (ids.length === 0) return [];
  const data = readData(await (await db()).from('pedbook_questions').select(QUESTION_COLUMNS).in('id', ids), { context: 'Erro ao carregar as questões' });
  const rows = parseRows(z.array(questionRow), data, 'pedbook_questions');
  const byId = new Map(rows.map((q) => [q.id, q]));
  // in the session's order; a question removed from the bank since is left out
  return ids.map((id) => byId.get(id)).filter((q): q is Question => q !== undefined);
}

/** A few published questions for the sample page (nothing is saved). */
export async function loadSample(n: number): Promise<Question[]> {
  const data = readData(await (await db()).from('pedbook_questions').select(QUESTION_COLUMNS).eq('published', true).order('theme').order('id').limit(200), { context: 'Erro ao carregar as questões' });
  const rows = parseRows(z.array(questionRow), data, 'pedbook_questions');
  // one per theme first, so the sample shows the bank's breadth
  const seen = new Set<string | null>();
  const first = rows.filter((q) => (seen.has(q.theme) ? false : (seen.add(q.theme), true)));
  return [...first, ...rows.filter((q) => !first.includes(q))].slice(0, n);
}

export async function createSession(userId: string, plan: SessionPlan, questionIds: string[]): Promise<StudySession> {
  const filters: StudyFilters = plan.filters;
  const data = readData(
    await (await db())
      .from('pedbook_study_sessions')
      .insert({
        user_id: userId,
        title: plan.title.trim() || null,
        filters,
        question_ids: questionIds,
        total_questions: questionIds.length,
        time_limit_seconds: plan.minutes === null ? null : plan.minutes * 60,
      })
      .select(SESSION_COLUMNS)
      .single(), { context: 'Erro ao criar a sessão' });
  return writtenSession(parseRows(sessionRow, data, 'pedbook_study_sessions'), []);
}

// Reads pass through this tab's own writes, and writes return their rows (lib/write-through:
// a read replica may not have the write yet).
const SESSIONS = 'pedbook_study_sessions';
const answersScope = (sessionId: string) => `pedbook_study_answers:${sessionId}`;
/** Sessions have no updated_at, and answers change total_correct through a trigger: a mark
 * holds only the columns its write set. */
function writtenSession(s: StudySession, columns: readonly string[]): StudySession {
  markWritten(SESSIONS, s.id, s, { columns });
  return s;
}
export const sessionId = (s: StudySession): string => s.id;
/** The sessions list's order: newest first. */
export const byStartedDesc = (a: StudySession, b: StudySession): number => b.started_at.localeCompare(a.started_at);

export async function listSessions(): Promise<StudySession[]> {
  const data = readData(await (await db()).from('pedbook_study_sessions').select(SESSION_COLUMNS).order('created_at', { ascending: false }).limit(200), { context: 'Erro ao carregar suas sessões' });
  return overlayWritten(SESSIONS, parseRows(z.array(sessionRow), data, 'pedbook_study_sessions'), { keyOf: sessionId, complete: true, sort: byStartedDesc });
}

export interface SessionBundle {
  session: StudySession;
  questions: Question[];
  answers: StudyAnswer[];
}

/** A session with its questions and the answers given so far; null when it is not the user's
 * (RLS shows nothing) or does not exist. */
export async function loadSession(id: string): Promise<SessionBundle | null> {
  const client = await db();
  const row = readData(await client.from('pedbook_study_sessions').select(SESSION_COLUMNS).eq('id', id).maybeSingle(), { context: 'Erro ao carregar a sessão' });
  const session = overlayWrittenOne(SESSIONS, id, row ? parseRows(sessionRow, row, 'pedbook_study_sessions') : null);
  if (!session) return null;
  const [questions, answersData] = await Promise.all([
    loadQuestions(session.question_ids),
    client.from('pedbook_study_answers').select(ANSWER_COLUMNS).eq('session_id', id),
  ]);
  const answers = overlayWritten(answersScope(id), parseRows(z.array(answerRow), readData(answersData, { context: 'Erro ao carregar as respostas' }), 'pedbook_study_answers'), {
    keyOf: (a) => a.id, complete: true,
  });
  return { session, questions, answers };
}

/** Saves an answer as given; PostgreSQL decides is_correct. */
export async function saveAnswer(userId: string, sessionId: string, questionId: string, selected: number, seconds: number): Promise<StudyAnswer> {
  const data = readData(
    await (await db())
      .from('pedbook_study_answers')
      .insert({ user_id: userId, session_id: sessionId, question_id: questionId, selected_answer: selected, is_correct: false, time_spent_seconds: Math.max(0, Math.round(seconds)) })
      .select(ANSWER_COLUMNS)
      .single(), { context: 'Resposta não registrada' });
  const saved = parseRows(answerRow, data, 'pedbook_study_answers');
  markWritten(answersScope(sessionId), saved.id, saved, { columns: [] });
  return saved;
}

export async function savePosition(sessionId: string, index: number): Promise<StudySession> {
  const data = readData(
    await (await db()).from('pedbook_study_sessions').update({ current_question_index: index }).eq('id', sessionId).select(SESSION_COLUMNS).single(), { context: 'Erro ao salvar a posição na sessão' });
  return writtenSession(parseRows(sessionRow, data, 'pedbook_study_sessions'), ['current_question_index']);
}

export async function finishSession(sessionId: string): Promise<StudySession> {
  const data = readData(
    await (await db()).from('pedbook_study_sessions').update({ status: 'completed' }).eq('id', sessionId).select(SESSION_COLUMNS).single(), { context: 'Erro ao encerrar a sessão' });
  return writtenSession(parseRows(sessionRow, data, 'pedbook_study_sessions'), ['status', 'completed_at', 'total_correct']);
}

export async function deleteSession(sessionId: string): Promise<void> {
  readDone(await (await db()).from('pedbook_study_sessions').delete().eq('id', sessionId), { context: 'Erro ao excluir a sessão' });
  markDeleted(SESSIONS, sessionId);
}

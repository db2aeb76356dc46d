/** The study module's rules, as plain functions: which questions match the filters, how a
 * session is drawn, where a resumed session stands, how much time is left, and the score by
 * theme. The database is the authority on whether an answer is right (schema 0025); these
 * functions only arrange what it returned. */

export type Difficulty = 'facil' | 'media' | 'dificil';

export const DIFFICULTY_LABEL: Record<Difficulty, string> = { facil: 'Fácil', media: 'Média', dificil: 'Difícil' };

/** What the bank's filters look at. */
export interface QuestionMeta {
  id: string;
  theme: string | null;
  year: number | null;
  source: string | null;
  difficulty: Difficulty | null;
}

/** Empty lists mean "any". */
/** A type, not an interface: it is stored as JSON (pedbook_study_sessions.filters), and only a
 * type alias is assignable to the generated Json type. */
export type StudyFilters = {
  themes: string[];
  years: number[];
  sources: string[];
  difficulties: Difficulty[];
};

export const NO_FILTERS: StudyFilters = { themes: [], years: [], sources: [], difficulties: [] };

export function matches(q: QuestionMeta, f: StudyFilters): boolean {
  return (
    (f.themes.length === 0 || (q.theme !== null && f.themes.includes(q.theme))) &&
    (f.years.length === 0 || (q.year !== null && f.years.includes(q.year))) &&
    (f.sources.length === 0 || (q.source !== null && f.sources.includes(q.source))) &&
    (f.difficulties.length === 0 || (q.difficulty !== null && f.difficulties.includes(q.difficulty)))
  );
}

export function filterQuestions(all: QuestionMeta[], f: StudyFilters): QuestionMeta[] {
  return all.filter((q) => matches(q, f));
}

/** The distinct values each filter offers, sorted (years newest first). */
export function filterOptions(all: QuestionMeta[]): { themes: string[]; years: number[]; sources: string[]; difficulties: Difficulty[] } {
  const uniq = <T,>(xs: (T | null)[]) => [...new Set(xs.filter((x): x is T => x !== null))];
  const order: Difficulty[] = ['facil', 'media', 'dificil'];
  return {
    themes: uniq(all.map((q) => q.theme)).sort((a, b) => a.localeCompare(b, 'pt-BR')),
    years: uniq(all.map((q) => q.year)).sort((a, b) => b - a),
    sources: uniq(all.map((q) => q.source)).sort((a, b) => a.localeCompare(b, 'pt-BR')),
    difficulties: order.filter((d) => all.some((q) => q.difficulty === d)),
  };
}

export const MAX_SESSION_QUESTIONS = 100;
export const MAX_TIME_MINUTES = 600;

export interface SessionPlan {
  filters: StudyFilters;
  count: number;
  /** null: untimed. */
  minutes: number | null;
  title: string;
}

/** Why a plan cannot start, in Portuguese; null when it can. */
export function planProblem(plan: SessionPlan, available: number): string | null {
  if (available === 0) return 'Nenhuma questão corresponde aos filtros escolhidos. Remova algum filtro.';
  if (!Number.isInteger(plan.count) || plan.count < 1) return 'Escolha pelo menos 1 questão.';
  if (plan.count > Math.min(available, MAX_SESSION_QUESTIONS)) {
    return `Há ${Math.min(available, MAX_SESSION_QUESTIONS)} questões disponíveis com esses filtros; escolha no máximo esse número.`;
  }
  if (plan.minutes !== null && (!Number.isInteger(plan.minutes) || plan.minutes < 1 || plan.minutes > MAX_TIME_MINUTES)) {
    return `O tempo deve ser um número inteiro de minutos entre 1 e ${MAX_TIME_MINUTES}.`;
  }
  if (plan.title.trim().length > 200) return 'O título pode ter no máximo 200 caracteres.';
  return null;
}

/** `count` distinct ids drawn at random (Fisher–Yates on a copy). */
export function drawQuestions(ids: string[], count: number, random: () => number = Math.random): string[] {
  const pool = [...ids];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

/** Where a session resumes: the saved position if that question is still unanswered, else the
 * first unanswered question after it (wrapping), else the last question. */
export function resumeIndex(questionIds: string[], answered: ReadonlySet<string>, saved: number): number {
  const n = questionIds.length;
  if (n === 0) return 0;
  const start = Math.min(Math.max(saved, 0), n - 1);
  for (let k = 0; k < n; k++) {
    const i = (start + k) % n;
    if (!answered.has(questionIds[i]!)) return i;
  }
  return n - 1;
}

/** Seconds left of a timed session at `nowMs` (never negative); null when untimed. */
export function secondsLeft(startedAt: string, limitSeconds: number | null, nowMs: number): number | null {
  if (limitSeconds === null) return null;
  const end = Date.parse(startedAt) + limitSeconds * 1000;
  return Math.max(0, Math.ceil((end - nowMs) / 1000));
}

export function formatClock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

export interface ScoredAnswer {
  question_id: string;
  is_correct: boolean;
}

export interface ThemeScore {
  theme: string;
  total: number;
  answered: number;
  correct: number;
}

/** Score over every question of the session (unanswered ones count as not correct), and by
 * theme in the session's order of first appearance. */
export function scoreSession(
  questions: { id: string; theme: string | null }[],
  answers: ScoredAnswer[],
): { total: number; answered: number; correct: number; percent: number; byTheme: ThemeScore[] } {
  const byQuestion = new Map(answers.map((a) => [a.question_id, a]));
  const themes = new Map<string, ThemeScore>();
  let answered = 0;
  let correct = 0;
  for (const q of questions) {
    const theme = q.theme ?? 'Sem tema';
    const t = themes.get(theme) ?? { theme, total: 0, answered: 0, correct: 0 };
    t.total++;
    const a = byQuestion.get(q.id);
    if (a) {
      t.answered++;
      answered++;
      if (a.is_correct) {
        t.correct++;
        correct++;
      }
    }
    themes.set(theme, t);
  }
  const total = questions.length;
  return { total, answered, correct, percent: total === 0 ? 0 : Math.round((correct / total) * 100), byTheme: [...themes.values()] };
}

export const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];
